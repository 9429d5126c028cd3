"""Review cues for garbage written without the earlier cues (the eighth held-out part's misses, in new words):
a status report without a "Status:" label, a liking stated with のが好き or a judgement (と思う) of taste, a
conversation retold as a chain of arrows, a lesson bundled with an incidental chore, and a What that only says
two things differ. Good lessons that share those words are kept."""
import pytest

from graph import offline
from graph.models import Candidate, Explanation, Source


def cand(when, what, why=""):
    return Candidate(id="c", segment_id="s", when=when, what=what, why=why, lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x"),
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))


@pytest.mark.parametrize("when, what, why, kind", [
    ("The `exporter` migration", "Parsing is done for `csv` and `tsv`; `xlsx` is still in progress.", "Where we are.",
     "S4_NOT_EXPERIENCE"),
    ("`exporter` 迁移", "`csv` 已经迁好，`xlsx` 还在进行中。", "同步一下。", "S4_NOT_EXPERIENCE"),
    ("`Harbor` の画面を書くとき", "ビューモデルは struct で書くのが好き。", "そのほうが落ち着くので。", "PREFERENCE"),
    ("`Harbor` の画面を書くとき", "ビューモデルは struct で書く。", "見やすいと思うので。", "PREFERENCE"),
    ("`exporter` 的导出超时", "用户反馈超时 → 助手查了日志 → 调大了 `read_timeout` → 用户说好了。", "记录一下。",
     "CONVERSATION_SUMMARY"),
    ("When the `exporter` job retries uploads", "Retry with `backoff(2.0)`, and rename `upload_v2.py` to `upload.py` too.",
     "Cleaned that up while I was at it.", "S3_MIXED_GRANULARITY"),
    ("`exporter` 上传重试时", "用 `backoff(2.0)` 重试，并把 `upload_v2.py` 改名成 `upload.py`。", "顺手整理一下。",
     "S3_MIXED_GRANULARITY"),
    ("When working on `exporter`", "Functional style is very different from what the team is used to.",
     "It takes time.", "NOT_ACTIONABLE"),
    ("用 `exporter` 的流水线时", "函数式的思路和命令式完全不一样。", "要适应。", "NOT_ACTIONABLE"),
    ("When writing handlers for `exporter`", "Keep handlers short and well tested.", "Short code is easier to follow.",
     "GENERAL_COMMON_SENSE"),
    ("`exporter` で大きなファイルを扱うとき", "メモリに気をつけ、使い終わったバッファは解放すること。", "安定するため。",
     "GENERAL_COMMON_SENSE"),
    ("改 `exporter` 的调度时", "这个库的设计思路值得借鉴。", "有空看看。", "NOT_ACTIONABLE"),
    ("When touching the retry setup of `exporter`", "Retries are one of those things that bite you eventually.",
     "Everyone has a story about them.", "NOT_ACTIONABLE"),
    ("`exporter` 里写上传代码时", "统一把上传函数放进一个叫 `Uploads` 的模块。", "我觉得这样更整洁。", "PREFERENCE"),
])
def test_garbage_written_without_the_earlier_cues_is_rejected_with_its_kind(when, what, why, kind):
    j = offline.review(cand(when, what, why))
    assert (j.keep, j.reason) == (False, kind)


@pytest.mark.parametrize("when, what, why", [
    ("When the `exporter` job retries uploads", "Retry with `backoff(2.0)` and cap it at five attempts.",
     "The storage API rate-limits bursts; five attempts cover its one-minute window."),
    ("`exporter` 上传重试时", "用 `backoff(2.0)` 重试，最多五次。", "存储接口会限流，五次覆盖它一分钟的窗口。"),
    ("When `exporter` writes `xlsx`", "Write the header row before any data row.",
     "The reader is done for once it sees a data row first: it takes that row as the header."),
])
def test_good_lessons_sharing_those_words_are_kept(when, what, why):
    assert offline.review(cand(when, what, why)).keep
