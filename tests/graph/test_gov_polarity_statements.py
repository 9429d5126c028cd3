"""A Chinese statement that something will not happen (不会, 并不) denies it as English "adds no ..." does, so a
rendering of the same lesson in the other language is no contradiction. Examples written for this test."""
from graph import polarity


def test_will_not_in_chinese_denies_like_its_english_rendering():
    zh = "让 `FeedAPI` 遵守 `CacheControllable`，在 `cachePolicy` 里返回 `.reload`；只注册插件不会改任何请求。"
    en = "Make `FeedAPI` conform to `CacheControllable` and return `.reload` from `cachePolicy`; registering the plugin alone changes no request."
    assert polarity.negated("只注册插件不会改任何请求")
    assert polarity.oppositions(zh, en) == [] and polarity.oppositions(en, zh) == []


def test_the_same_call_given_arguments_is_a_refinement_not_another_value():
    stored = "Set `client.Transport = otelhttp.NewTransport()` when the client is built."
    refined = "Set `client.Transport = otelhttp.NewTransport(http.DefaultTransport)` so the pool settings stay."
    other = "Set `client.Transport = retryablehttp.NewTransport()` when the client is built."
    assert polarity.oppositions(refined, stored) == []
    [o] = polarity.oppositions(other, stored)
    assert (o.axis, o.anchor) == ("value", "transport")


def test_a_second_instruction_joined_by_and_is_a_clause_of_its_own():
    assert [c.strip() for c in polarity.clauses("Pass `retries: 3` to that call and add `backoff: 2_000`.")] == [
        "Pass `retries: 3` to that call", "add `backoff: 2_000`"]
    assert polarity.clauses("Read the body and close it.") == ["Read the body and close it"]
