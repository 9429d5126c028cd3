"""Name similarity for "did you mean": camel-case words and a weighted edit distance.

The cutoff follows CPython's and rustc's suggestion rule: a candidate is considered only when its
distance is at most about a third of the length of the name typed.
"""
from __future__ import annotations

import re
from functools import lru_cache

_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+")


@lru_cache(maxsize=65536)
def _camel_words(name: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in _WORDS.findall(name))


def camel_words(name: str) -> list[str]:
    """`attachToQBRecyclerView` -> ['attach', 'to', 'qb', 'recycler', 'view']; snake_case too."""
    return list(_camel_words(name))


def edit_distance(a: str, b: str, limit: int | None = None) -> int:
    """Damerau-Levenshtein distance (optimal string alignment) in tenths, with a case-only
    substitution costing one tenth, so `fastScrollBar` is nearer `FastScrollBar` than
    `FastScrollCar` is. Past `limit` (in tenths) it returns limit + 1.

    The alignment runs in rapidfuzz's C++ (a pure-Python version was the verifier's bottleneck):
    edits that remain after folding case cost 10 each; the extra edits that case adds cost 1.
    """
    if a == b:
        return 0
    from rapidfuzz.distance import OSA   # here, not at import: a no-op build never needs it

    folded_limit = None if limit is None else limit // 10 + 1
    folded = OSA.distance(a.lower(), b.lower(), score_cutoff=folded_limit)
    if limit is not None and folded * 10 > limit:
        return limit + 1
    exact = OSA.distance(a, b)
    dist = folded * 10 + (exact - folded)
    return limit + 1 if limit is not None and dist > limit else dist


def shortlist(query: str, candidates, limit: int = 40) -> list[str]:
    """The `limit` candidates most like `query` by a cheap C-implemented ratio (case-folded),
    so the finer `similarity` runs on a few dozen names, not thousands."""
    from rapidfuzz import fuzz, process

    pool = list(dict.fromkeys(candidates))
    if len(pool) <= limit:
        return pool
    hits = process.extract(query.lower(), [c.lower() for c in pool], scorer=fuzz.ratio, limit=limit)
    return [pool[index] for _choice, _score, index in hits]


@lru_cache(maxsize=262144)
def similarity(query: str, candidate: str) -> float | None:
    """A score in (0, 1] for how plausible `candidate` is as the name meant by `query`, or None
    when it is too far. Mixes edit distance (with the one-third cutoff) and camel-word overlap, so
    `attachToQBListView` finds `attachToQBRecyclerView` (same words but one) even though the
    edit distance alone is past the cutoff."""
    if query == candidate:
        return 1.0
    cutoff = max(10, (len(query) * 10) // 3)
    qw, cw = _camel_words(query), _camel_words(candidate)
    word_score = 0.0
    if qw and cw:
        common = len(set(qw) & set(cw))
        word_score = common / max(len(set(qw)), len(set(cw)))
    word_path = len(qw) >= 3 and word_score >= 0.5 and qw[0] == cw[0] and qw[-1] == cw[-1]
    if not word_path and abs(len(query) - len(candidate)) * 10 > cutoff:
        return None   # cannot be within the cutoff: skip the quadratic distance
    longest = 10 * max(len(query), len(candidate))
    dist = edit_distance(query, candidate, limit=longest if word_path else cutoff)
    edit_score = 1.0 - min(dist, longest) / longest
    if dist <= cutoff:
        return round(0.6 * edit_score + 0.4 * max(word_score, edit_score), 4)
    # Past the edit cutoff, only a strong word overlap that keeps the first and last words
    # (verb and noun of a method name) makes a candidate.
    if word_path:
        return round(0.5 * word_score + 0.2 * edit_score, 4)
    return None


_IRREGULAR_PLURALS = (("Child", "Children"), ("child", "children"), ("Index", "Indices"), ("index", "indices"),
                      ("Vertex", "Vertices"), ("vertex", "vertices"), ("Matrix", "Matrices"), ("matrix", "matrices"),
                      ("Entry", "Entries"), ("entry", "entries"), ("Leaf", "Leaves"), ("leaf", "leaves"),
                      ("Datum", "Data"), ("datum", "data"), ("Person", "People"), ("person", "people"))


def typo_variant(written: str, real: str) -> str | None:
    """How `written` is a slip of `real`, or None when it is a different name: "letter case",
    "one letter" (an edit, or two in a long name), "plural", "one word" (a camel/snake word added
    or dropped, with at least two words kept). Objective-C selectors compare their first part."""
    if written == real:
        return None
    a, b = written.split(":")[0], real.split(":")[0]
    if a == b:
        return None
    if a.lower() == b.lower():
        return "letter case"
    for x, y in ((a, b), (b, a)):
        if x == y + "s" or x == y + "es" or (y.endswith("y") and x == y[:-1] + "ies"):
            return "plural"
        for one, many in _IRREGULAR_PLURALS:
            if y.endswith(one) and x == y[: len(y) - len(one)] + many:
                return "plural"
    from rapidfuzz.distance import OSA

    shorter = min(len(a), len(b))
    if shorter >= 4:
        d = OSA.distance(a.lower(), b.lower(), score_cutoff=2)
        if d == 1 or (d == 2 and shorter >= 12):
            return "one letter" if d == 1 else "two letters"
    wa, wb = _camel_words(a), _camel_words(b)
    if abs(len(wa) - len(wb)) == 1 and min(len(wa), len(wb)) >= 2:
        long_, short = (wa, wb) if len(wa) > len(wb) else (wb, wa)
        for i in range(len(long_)):
            if long_[:i] + long_[i + 1:] == short:
                return "one word"
    return None
