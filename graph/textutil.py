"""Language helpers shared by the offline backend and the deterministic rules (vetoes, self-check).

Everything here is plain string work: tokens, sentences, code-like symbols, anchors (what a text is
*about*: modules, paths, components, quoted terms), word-overlap similarity. Polarity (contradiction)
is graph/polarity.py; meaning across languages is graph/semantic.py.
"""
from __future__ import annotations

import math
import re

STOPWORDS = set(
    """a an the and or but if then so of to in on at by for with from into onto as is are was were be been being
    it its this that these those there here we you i he she they them our your my me us do does did done have has had
    not no yes ok okay can could should would will shall may might must just also only very really please
    when what why how which who whom where while than too more most some any all each every other such own same
    let lets let's use using used get got make made need needs needed want wants like one two three""".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_+#*-]*|\d+|[\u4e00-\u9fff\u3040-\u30ff]+")
_SENT = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])\s*|\n+")  # CJK sentences need no space after the mark

_COMPONENT = re.compile(
    r"\b((?:[\w-]+\s){0,2}?(?:module|layer|component|package|hook|service|controller|switch(?:es)?|flag|screen|page|"
    r"view|list|activity|fragment|endpoint|table|class|interface|directory|folder|plugin|worker|spool|site|runner))\b",
    re.I,
)
_NAMED_COMPONENT = re.compile(r"\b(module|package|directory|folder|layer|component)\s+`?([A-Za-z_][\w.-]*)", re.I)
_QUOTED = re.compile(r"[\"“”'‘’「『]([^\"“”'‘’「」『』\n]{1,30})[\"“”'‘’」』]")
_GENERIC_COMPONENT_WORDS = STOPWORDS | {"live", "lives", "through", "via", "inside", "within", "new", "same", "another"}


def sentences(text: str) -> list[str]:
    """Sentences, never cut inside a code span (`[queue inDatabaseAsync:^(FMDatabase *db) { ... }]` is one)."""
    out: list[str] = []
    open_span = False
    for piece in _SENT.split(text or ""):
        if open_span and out:
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
        open_span = out[-1].count("`") % 2 == 1 and len(out[-1]) < 400  # a stray backtick glues no paragraph
    return [s.strip() for s in out if s.strip()]


def stem(w: str) -> str:
    w = w.lower()
    for suf in ("ously", "ously", "ally", "ing", "ed", "ly", "es", "s"):
        if len(w) > len(suf) + 3 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def tokens(text: str) -> set[str]:
    out: set[str] = set()
    for w in _WORD.findall(text or ""):
        if re.match(r"[\u4e00-\u9fff\u3040-\u30ff]", w):
            out.update(w[i : i + 2] for i in range(max(1, len(w) - 1)))
            continue
        lw = w.lower()
        if lw in STOPWORDS or len(lw) < 2:
            continue
        out.add(stem(lw))
    return out


def similarity(a: str, b: str) -> float:
    """Set overlap normalised by the geometric mean of sizes (Ochiai); 0 for an empty side."""
    ta, tb = tokens(a), tokens(b)
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / math.sqrt(len(ta) * len(tb))


def containment(part: str, whole: str) -> float:
    """How much of ``part``'s vocabulary ``whole`` carries."""
    tp, tw = tokens(part), tokens(whole)
    if not tp:
        return 1.0
    return len(tp & tw) / len(tp)


def symbols(text: str) -> list[str]:
    """Code symbols a text cites, as written (without backticks or call arguments), in order of
    appearance, without duplicates. The verifier's claim extraction finds them: one grammar of code
    references for the whole project."""
    from verifier.claims import extract_claims

    out: list[str] = []
    for claim in extract_claims(text):
        if claim.kind in ("module", "path"):
            s = claim.name
        else:
            s = _CALL_ARGS.sub("", claim.text.strip("`'\" "))
        if s and s not in out:
            out.append(s)
    return out


_CALL_ARGS = re.compile(r"(?:\(.*\)|（.*）)$")


def anchors(text: str) -> set[str]:
    """What the text is about: code symbols, paths, named components ('stop hook', 'xhome module'), quoted terms."""
    out = {s.lower() for s in symbols(text)}
    for m in _COMPONENT.finditer(text):
        words = [w for w in m.group(1).lower().split() if w not in _GENERIC_COMPONENT_WORDS]
        if len(words) >= 2:  # a bare "module" names nothing; "xhome module" does
            out.add(" ".join(stem(w) for w in words))
    for m in _NAMED_COMPONENT.finditer(text):
        out.add(f"{m.group(2).lower()} {stem(m.group(1).lower())}")
    for m in _QUOTED.finditer(text):
        out.add(m.group(1).strip().lower())
    return out
