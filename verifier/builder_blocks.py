"""Which builder block a member is written in: Kotlin's lambdas with a receiver.

`Json { explicitNulls = false }`, `buildJsonArray { addJsonObject { … } }`: the names inside the braces
are members of the block's receiver (`JsonBuilder`, `JsonArrayBuilder`), not of `Json` itself nor free
functions; and prose says the same of them: "`serializeNulls` in the Json builder", "inside
buildJsonArray", "Json 配置里加 `lenient = true`", "Json の設定で encodeNulls = false". This module
only reads the text: it finds the block's function as written (`builder_of`) and the names a block
assigns (`assigned_names`). The resolver reads the function's declaration for the receiver type.

Every pattern is anchored at the claim (or at its code span's edge) and looks at most `_WINDOW`
characters away, so the cost is linear in the text.
"""
from __future__ import annotations

import re

__all__ = ["builder_of", "assigned_names", "mentions_a_builder"]

_WINDOW = 120
_Q = r"[`'\"]?"
_NAME = r"(?P<f>[A-Za-z_][A-Za-z0-9_]*)"
_EN_WORD = r"(?:builder|block|config|configuration|DSL|lambda|initializer|setup)"
_ZH_WORD = r"(?:配置|构建器|构造器|建造器|代码块|块|DSL|lambda|builder|Builder)"
_JA_WORD = r"(?:設定|ビルダー|ブロック|DSL|ラムダ|builder)"

# After the claim (or its code span): "… in the Json builder", "… inside buildJsonArray".
_AFTER = [
    re.compile(r"\A[^.;。，,\n]{0,40}?\s(?:in|inside|within|of)\s+(?:the|a|an|your|its|each|every)?\s*"
               + _Q + _NAME + _Q + r"\s+" + _EN_WORD + r"\b"),
    # a lower-camel function written alone is a block when the sentence puts the member inside it
    re.compile(r"\A[^.;。，,\n]{0,40}?\s(?:inside|within)\s+(?:the\s+)?" + _Q
               + r"(?P<f>[a-z][a-z0-9]*[A-Z][A-Za-z0-9_]*)" + _Q + r"(?:\s*\{\s*\})?(?![A-Za-z0-9_(]|\.[A-Za-z])"),
]
# Before the claim (or its code span): "in the Json builder, set …", "Json 配置里加 …", "Json の設定で …".
_BEFORE = [
    re.compile(r"(?i:\b(?:in|inside|within))\s+(?:the|a|an|your)?\s*" + _Q + _NAME + _Q + r"\s+" + _EN_WORD
               + r"\s*,?\s*(?:(?:we|you|I)\s+)?(?:(?:set|use|add|call|enable|disable|turn\s+(?:on|off)|put|pass)\s+)?"
               + r"(?:the\s+)?" + _Q + r"\Z"),
    re.compile(_Q + _NAME + _Q + r"\s*(?:的\s*)?" + _ZH_WORD + r"\s*(?:里面|里|中|内)\s*"
               r"(?:(?:要|就|再|也)?\s*(?:加上|加|设置|设成|设|写上|写|用|调用|把|开启|打开|关闭|关掉|加入|配置|指定)\s*)?" + _Q + r"\Z"),
    re.compile(_Q + _NAME + _Q + r"\s*の\s*" + _JA_WORD + r"\s*(?:内|の中)?\s*(?:で|に|では|には)\s*" + _Q + r"\Z"),
]

# Inside a code span: `F {` or `F(args) {` whose brace is still open at the claim.
_OPENER_RE = re.compile(r"(?P<f>[A-Za-z_][A-Za-z0-9_]*)\s*(?:\([^(){}]*\))?\s*\{\s*(?:[a-z_][A-Za-z0-9_]*\s*->\s*)?\Z")

# `name = value` in a code span: an assignment to the block's receiver (not `==`, not a declaration).
_ASSIGN_RE = re.compile(r"(?<![A-Za-z0-9_.$])(?P<name>[a-z_][A-Za-z0-9_]*)\s*=(?![=>])")
_DECLARING = re.compile(r"(?:\bval|\bvar|\bconst|\blet|\bfor|\(|,)\s*\Z")

_HINT_RE = re.compile(r"\{|builder|block|config|DSL|inside|within|配置|构建器|构造器|建造器|代码块|設定|ビルダー|ブロック",
                      re.I)


def mentions_a_builder(text: str) -> bool:
    """A cheap test: could the text put a member inside a builder block at all?"""
    return _HINT_RE.search(text) is not None


def _enclosing_span(spans: list[tuple[int, int]], start: int, end: int) -> tuple[int, int] | None:
    for s, e in spans:
        if s <= start and end <= e:
            return s, e
    return None


def builder_of(text: str, span: tuple[int, int], code_spans: list[tuple[int, int]]) -> str | None:
    """The function whose block the name at `span` is written in, as written (`Json`, `buildJsonArray`),
    or None. Code first (an open `F {` before the name in its own code span), then the sentence around
    the name's code span (or the name itself, written in prose)."""
    start, end = span
    code = _enclosing_span(code_spans, start, end)
    if code is not None:
        inner = text[code[0]:start]
        if inner.strip() and inner.rstrip()[-1] not in "{;}" and "\n" not in inner[len(inner.rstrip()):]:
            return None   # `put("x", compute())`: an argument is the writer's expression, not a statement of the block
        depth, i = 0, len(inner) - 1
        while i >= 0:
            ch = inner[i]
            if ch == "}":
                depth += 1
            elif ch == "{":
                if depth == 0:
                    m = _OPENER_RE.search(inner[:i + 1][-_WINDOW:])
                    if m is not None:
                        return m.group("f")
                    break
                depth -= 1
            i -= 1
        start, end = code[0] - 1 if code[0] > 0 and text[code[0] - 1] == "`" else code[0], \
            code[1] + 1 if code[1] < len(text) and text[code[1]] == "`" else code[1]
    after = text[end:end + _WINDOW]
    for rx in _AFTER:
        m = rx.search(after)
        if m is not None:
            return m.group("f")
    before = text[max(0, start - _WINDOW):start]
    for rx in _BEFORE:
        m = rx.search(before)
        if m is not None:
            return m.group("f")
    return None


def assigned_names(text: str, code_spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of the names a code span assigns (`explicitNulls = false`, `{ indent = "  " }`): in a
    builder block these are the receiver's properties, which a plain word never is elsewhere."""
    out = []
    for s, e in code_spans:
        for m in _ASSIGN_RE.finditer(text, s, e):
            if _DECLARING.search(text, max(s, m.start() - 8), m.start()):
                continue
            out.append((m.start("name"), m.end("name")))
    return out
