"""A When that says what else it covers ("release builds included", 包括 release 包, リリースビルドも含めて) is a wider
scenario than one that does not name that too: Dedup must not fold the two, Merge must create (an update never widens
the stored When). Even when the quantified thing ("any `OkHttpClient`") is named by the narrower When."""
import pytest

from graph import rules

NARROW = {
    "en": "When adding `HttpLoggingInterceptor` to the debug build's `OkHttpClient` to inspect what goes over the wire",
    "zh": "在 debug 包的 `OkHttpClient` 上加 `HttpLoggingInterceptor`、想看实际发出去的内容时",
    "ja": "デバッグビルドの `OkHttpClient` に `HttpLoggingInterceptor` を入れて、実際に送られる内容を確認するとき",
}


@pytest.mark.parametrize("wide", [
    "When adding `HttpLoggingInterceptor` to any `OkHttpClient` of the app, release builds included",
    "给应用里的任何 `OkHttpClient` 加 `HttpLoggingInterceptor` 时，包括 release 包",
    "アプリのどの `OkHttpClient` に `HttpLoggingInterceptor` を入れるときも、リリースビルドも含めて",
])
@pytest.mark.parametrize("lang", ["en", "zh", "ja"])
def test_a_when_that_names_what_else_it_covers_is_wider(wide, lang):
    assert rules.sub_mechanism(wide, NARROW[lang]) and rules.sub_mechanism(NARROW[lang], wide)


def test_an_inclusion_the_other_when_names_as_well_is_one_scope():
    a = "When adding `HttpLoggingInterceptor` to an `OkHttpClient`, release builds included"
    b = "When adding `HttpLoggingInterceptor` to the release build's `OkHttpClient`"
    assert not rules.sub_mechanism(a, b)


def test_a_quantifier_that_also_ranges_over_what_the_other_never_names_is_wider():
    narrow = "When a `billing` router registers a middleware with `r.Use` after routes are defined"
    # "any router" alone is the other When's router; "of any of our Go services" takes every service in
    assert rules.sub_mechanism("When any router of any of our Go services registers a middleware", narrow)
    assert not rules.sub_mechanism("When any router of `billing` registers a middleware", narrow)
