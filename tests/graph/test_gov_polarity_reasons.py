"""Polarity reads what a clause does with what it names: a clause that gives the reason (because …, 是因为 …, …から)
advises nothing; a condition negated inside a negation ("never Y without X", X しないまま Y しない) states an order;
もう一度 ("once more") is no "no longer"; the existential 已经没有…可 V is a negation, the past 没 + verb is not. And a member cited in code whose name the other text
writes only in another case (`s.Require()` against the package `require`) is not carried by it. Every sentence is
written for these tests (none of the labelled sets holds it)."""
import pytest

from graph import polarity, semantic


@pytest.mark.parametrize("clause", [
    "because the default sink was still attached",
    "是因为把类名当字符串用 `%L` 拼进了 `Api.kt`",
    "因为没有调用 `reset()`",
    "`%L` で書くとエスケープされないから",
    "Never attach the sink without calling `reset()` first",
    "`reset()` を呼ばないまま `attach()` しない",
    "`reset()` せずに `attach()` しない",
])
def test_no_stance(clause):
    assert polarity.stance(clause) is None


@pytest.mark.parametrize("clause, avoids", [
    ("プールの `init` でもう一度追加しない", True),  # a prohibition of adding again, not "no longer"
    ("已经没有可以删的默认 sink", True),
    ("Call `reset()` before `attach()`", False),
    ("没关系，直接用 `attach()`", False),
    ("`Api` 没覆盖 `validate`", False),  # the past "did not override" describes what happened, like "didn't"
])
def test_stance(clause, avoids):
    assert polarity.stance(clause) is avoids


def test_once_more_is_not_no_longer():
    assert not polarity._NO_LONGER.search("もう一度追加しない")
    assert polarity._NO_LONGER.search("もう追加しない")


def test_restated_rule_with_double_negation_is_no_contradiction():
    a = "Call `reset()` first, then `attach(stream)`."
    b = "`reset()` を呼ばないまま `attach(stream)` しない。"
    assert not polarity.oppositions(b, a)


def test_cause_clause_naming_the_rejected_way_is_no_contradiction():
    a = "Pass a `TypeName` and write it with `%T`, not as a string through `%L`."
    b = "生成的 `Api.kt` 编译失败，是因为类名被当成字符串用 `%L` 写了进去；改成传 `TypeName` 并用 `%T`。"
    assert not polarity.oppositions(b, a)


def test_member_in_another_case_is_not_carried():
    old = "Use `check` in the workers, not `must`; a failing `must.Equal` ends only the worker."
    new = "Use `check` in the workers, not `must`; don't call `s.Must()` there either."
    assert "s.must" in semantic.missing_anchors(new, old)
    assert "s.must" not in semantic.missing_anchors(new, old + " `s.Must()` is the same.")
    assert not semantic.missing_anchors("Use `must.Equal` there.", old)
