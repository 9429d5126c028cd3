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
    return tuple(map(str.lower, _WORDS.findall(name)))


@lru_cache(maxsize=65536)
def _word_set(name: str) -> frozenset[str]:
    return frozenset(_camel_words(name))


def word_set(name: str) -> frozenset[str]:
    """The distinct camel/snake words of `name`, lower-case (cached: a batch asks for the same names)."""
    return _word_set(name)


def camel_words(name: str) -> list[str]:
    """`attachToQBRecyclerView` -> ['attach', 'to', 'qb', 'recycler', 'view']; snake_case too."""
    return list(_camel_words(name))


_OSA_MODULE = None


def _osa():
    """rapidfuzz's OSA distance, imported on first use (a no-op build never needs it) and then kept:
    a batch asks for hundreds of thousands of distances."""
    global _OSA_MODULE
    if _OSA_MODULE is None:
        from rapidfuzz.distance import OSA

        _OSA_MODULE = OSA
    return _OSA_MODULE


def edit_distance(a: str, b: str, limit: int | None = None) -> int:
    """Damerau-Levenshtein distance (optimal string alignment) in tenths, with a case-only
    substitution costing one tenth, so `fastScrollBar` is nearer `FastScrollBar` than
    `FastScrollCar` is. Past `limit` (in tenths) it returns limit + 1.

    The alignment runs in rapidfuzz's C++ (a pure-Python version was the verifier's bottleneck):
    edits that remain after folding case cost 10 each; the extra edits that case adds cost 1.
    """
    if a == b:
        return 0
    OSA = _osa()
    folded_limit = None if limit is None else limit // 10 + 1
    folded = OSA.distance(a.lower(), b.lower(), score_cutoff=folded_limit)
    if limit is not None and folded * 10 > limit:
        return limit + 1
    exact = OSA.distance(a, b)
    dist = folded * 10 + (exact - folded)
    return limit + 1 if limit is not None and dist > limit else dist


def any_within(query: str, names_and_lowered: tuple[list[str], list[str]], limit: int) -> bool:
    """Is any of `names` within `limit` of `query` by `edit_distance`? Its distance is at least ten
    times the case-folded one, so rapidfuzz's C scan over the folded names (`lowered`, aligned with
    `names`) keeps every possible hit; the exact distance is computed for those few only."""
    from rapidfuzz import process

    names, lowered = names_and_lowered
    hits = process.extract(query.lower(), lowered, scorer=_osa().distance, score_cutoff=limit // 10, limit=None)
    return any(edit_distance(query, names[index], limit=limit) <= limit for _choice, _dist, index in hits)


def shortlist(query: str, candidates, limit: int = 40, lowered: list[str] | None = None) -> list[str]:
    """The `limit` candidates most like `query` by a cheap C-implemented ratio (case-folded),
    so the finer `similarity` runs on a few dozen names, not thousands. `lowered`: the same
    candidates already case-folded, in the same order (then `candidates` must hold no repeats) —
    a batch asks about one type's member names, or one set of near names, many times."""
    if lowered is None:
        pool = list(dict.fromkeys(candidates))
        if len(pool) <= limit:
            return pool
        lowered = [c.lower() for c in pool]
    else:
        pool = candidates
        if len(pool) <= limit:
            return list(pool)
    from rapidfuzz import fuzz, process

    hits = process.extract(query.lower(), lowered, scorer=fuzz.ratio, limit=limit)
    return [pool[index] for _choice, _score, index in hits]


@lru_cache(maxsize=262144)
def similarity(query: str, candidate: str) -> float | None:
    """A score in (0, 1] for how plausible `candidate` is as the name meant by `query`, or None
    when it is too far. Mixes edit distance (with the one-third cutoff) and camel-word overlap, so
    `attachToQBListView` finds `attachToQBRecyclerView` (same words but one) even though the
    edit distance alone is past the cutoff."""
    if query == candidate:
        return 1.0
    # (Written with few calls: a batch scores tens of thousands of pairs; `x if x >= y else y`
    # stands for max.)
    lq, lc = len(query), len(candidate)
    cutoff = (lq * 10) // 3
    if cutoff < 10:
        cutoff = 10
    # Too different in length to be within the cutoff: only the word path (three or more words,
    # the first and the last the same) can still make it a candidate. Asked first: it is the
    # commonest answer, and the cheapest.
    too_long = (lq - lc if lq > lc else lc - lq) * 10 > cutoff
    qw = _camel_words(query)
    nq = len(qw)
    if too_long and nq < 3:
        return None
    cw = _camel_words(candidate)
    # The word path needs three or more words with the same first and last: only then is the
    # word overlap needed before the distance (most pairs are settled by the distance alone).
    word_score = None
    word_path = False
    if nq >= 3 and cw and qw[0] == cw[0] and qw[-1] == cw[-1]:
        word_score = _word_score(query, candidate)
        word_path = word_score >= 0.5
    if too_long and not word_path:
        return None   # cannot be within the cutoff: skip the quadratic distance
    longest = 10 * (lq if lq >= lc else lc)
    dist = edit_distance(query, candidate, limit=longest if word_path else cutoff)
    if dist > cutoff and not word_path:
        return None
    edit_score = 1.0 - (dist if dist <= longest else longest) / longest
    if word_score is None:
        word_score = _word_score(query, candidate) if qw and cw else 0.0
    if dist <= cutoff:
        return round(0.6 * edit_score + 0.4 * (word_score if word_score >= edit_score else edit_score), 4)
    # Past the edit cutoff, only a strong word overlap that keeps the first and last words
    # (verb and noun of a method name) makes a candidate.
    return round(0.5 * word_score + 0.2 * edit_score, 4)


def may_be_similar(query: str, candidates) -> list[str]:
    """The candidates, in their order, that `similarity(query, c)` may score; every other one it
    answers None for. Asked before it when most candidates are far (the near names' shortlist):
    its edit path needs the case-folded distance within the cutoff (the distance in tenths is at
    least ten times the folded one, and the cutoff is at most len(query) // 3 whole edits), and its
    word path three words or more with the first and the last the same; one C call per candidate
    instead of similarity's several."""
    qw = _camel_words(query)
    ql = query.lower()
    limit = max(1, len(query) // 3)
    distance = _osa().distance
    word_path = len(qw) >= 3
    out = []
    for c in candidates:
        if distance(ql, c.lower(), score_cutoff=limit) <= limit:
            out.append(c)
        elif word_path:
            cw = _camel_words(c)
            if cw and cw[0] == qw[0] and cw[-1] == qw[-1]:
                out.append(c)
    return out


def _word_score(query: str, candidate: str) -> float:
    """The share of distinct camel words the two names have in common (of the larger set)."""
    qs, cs = _word_set(query), _word_set(candidate)
    a, b = len(qs), len(cs)
    return len(qs & cs) / (a if a >= b else b)


_IRREGULAR_PLURALS = (("Child", "Children"), ("child", "children"), ("Index", "Indices"), ("index", "indices"),
                      ("Vertex", "Vertices"), ("vertex", "vertices"), ("Matrix", "Matrices"), ("matrix", "matrices"),
                      ("Entry", "Entries"), ("entry", "entries"), ("Leaf", "Leaves"), ("leaf", "leaves"),
                      ("Datum", "Data"), ("datum", "data"), ("Person", "People"), ("person", "people"))
_IRREGULAR_MANY = tuple(many for _one, many in _IRREGULAR_PLURALS)


# The kinds of slip typo_variant answers, likeliest first; the first four are slips of letters, the
# last of a word.
SLIPS = ("letter case", "plural", "one letter", "two letters", "one word")
LETTER_SLIPS = SLIPS[:4]


@lru_cache(maxsize=131072)
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
        if x.endswith(_IRREGULAR_MANY):   # (one C call rules out most pairs before the loop)
            for one, many in _IRREGULAR_PLURALS:
                if y.endswith(one) and x == y[: len(y) - len(one)] + many:
                    return "plural"
    OSA = _osa()
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
