"""A lesson that keeps a setting where it is contradicts one that changes it ("Leave `X` at its default" against
`X: 30`, "Keep `mode` at `.strict`" against "Return `.lenient` from `mode`", 既定のまま, 保持默认), and "rather than
the `_ASYNC` variant" names the longer macro the other lesson uses; a code span too long to be an anchor still
pairs its backticks. The examples are written for these tests, not taken from the labelled sets."""
import pytest

from graph import polarity, semantic


@pytest.mark.parametrize("keeping, changing", [
    ("Leave `MaxIdleConns` at its default; don't raise it to 500.",
     "Build the transport with `http.Transport{MaxIdleConns: 500, IdleConnTimeout: 90 * time.Second}`."),
    ("Keep `cachePolicy` at `.reloadIgnoringCache` in `FeedAPI`.", "Return `.returnCacheDataElseLoad` from `cachePolicy` in `FeedAPI`."),
    ("`FeedAPI` の `sampleData` はデフォルトのままにし、フィクスチャはテスト側から渡す。", "Implement `sampleData` for every `FeedAPI` case."),
    ("`MaxIdleConns` 保持默认，不要调到 500。", "用 `http.Transport{MaxIdleConns: 500}` 建连接池。"),
])
def test_keeping_a_setting_contradicts_changing_it(keeping, changing):
    found = polarity.oppositions(keeping, changing)
    assert found and found[0].axis == "value"
    assert polarity.oppositions(changing, keeping)


@pytest.mark.parametrize("keeping, agreeing", [
    ("Leave `MaxIdleConns` at its default.", "`MaxIdleConns` defaults to 100, which is enough; do not set it."),
    ("Keep `cachePolicy` at `.reloadIgnoringCache`.", "Return `.reloadIgnoringCache` from `cachePolicy`."),
    ("Leave `MaxIdleConns` at its default.", "Set `IdleConnTimeout` to 90 s."),  # another setting: no opposition
])
def test_keeping_a_setting_agrees_with_the_same_value_and_ignores_other_settings(keeping, agreeing):
    assert not [o for o in polarity.oppositions(keeping, agreeing) if o.anchor in ("maxidleconns", "cachepolicy")]


def test_rather_than_a_named_variant_contradicts_the_lesson_that_uses_it():
    a = "Keep `SPDLOG_LOGGER_CALL` for the hot path rather than the `_ASYNC` variant."
    b = "Log the hot path with `SPDLOG_LOGGER_CALL_ASYNC(logger, level, ...)`."
    [o] = polarity.oppositions(a, b)
    assert (o.axis, o.anchor, o.a, o.b) == ("polarity", "_async", "avoided", "used")


def test_a_long_code_span_still_pairs_its_backticks():
    text = ("用 `http.Transport{MaxIdleConns: 500, IdleConnTimeout: 90 * time.Second, TLSHandshakeTimeout: 10 * time.Second}` "
            "建池，`client` 来自 `newClient()`。")
    found = semantic.code_anchors(text)
    assert "client" in found and not any("建池" in a or "来自" in a for a in found)


def test_a_topic_label_when_is_one_scenario_with_the_condition_whose_lesson_carries_what_it_names():
    from graph import rules
    cond = "When `billing-worker` retries charges through `PaymentClient` after a gateway timeout"
    rest = "Pass an `Idempotency-Key` header with every retried `PaymentClient.charge` call. The gateway charged twice."
    assert rules.topic_label("billing-worker double charges (PaymentClient)")
    assert not rules.topic_label(cond) and not rules.topic_label("`billing-worker` 重试扣款时")
    assert not rules.topic_label("`billing-worker` が扣款をリトライするとき")
    label = "billing-worker double charges (PaymentClient)"
    assert rules.different_scope(label, cond, "Double charges came from retries without an `Idempotency-Key`.", rest) is None
    # a label naming what the other lesson never mentions is another scenario
    assert rules.different_scope("invoice-mailer PDF fonts", cond, "Embed the fonts in `PdfWriter`.", rest)
