"""Name similarity for "did you mean": camel-case words and a weighted edit distance.

The cutoff follows CPython's and rustc's suggestion rule: a candidate is considered only when its
distance is at most about a third of the length of the name typed.
"""
from __future__ import annotations

import re

_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+")


def camel_words(name: str) -> list[str]:
    """`attachToQBRecyclerView` -> ['attach', 'to', 'qb', 'recycler', 'view']; snake_case too."""
    return [w.lower() for w in _WORDS.findall(name)]


def edit_distance(a: str, b: str, limit: int | None = None) -> int:
    """Damerau-Levenshtein (optimal string alignment) with a case-only substitution costing
    a fraction, so `fastScrollBar` is nearer `FastScrollBar` than `FastScrollCar` is.

    Costs are in tenths: insert/delete/substitute 10, transposition 10, case-only 1.
    Returns a value in tenths; stops early (returning limit + 1) once `limit` is exceeded.
    """
    if a == b:
        return 0
    la, lb = len(a), len(b)
    if limit is not None and abs(la - lb) * 10 > limit:
        return limit + 1
    prev2: list[int] = []
    prev = [j * 10 for j in range(lb + 1)]
    for i in range(1, la + 1):
        cur = [i * 10] + [0] * lb
        ca = a[i - 1]
        row_min = cur[0]
        for j in range(1, lb + 1):
            cb = b[j - 1]
            if ca == cb:
                sub = 0
            elif ca.lower() == cb.lower():
                sub = 1
            else:
                sub = 10
            best = min(prev[j] + 10, cur[j - 1] + 10, prev[j - 1] + sub)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, prev2[j - 2] + 10)
            cur[j] = best
            if best < row_min:
                row_min = best
        if limit is not None and row_min > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[lb]


def similarity(query: str, candidate: str) -> float | None:
    """A score in (0, 1] for how plausible `candidate` is as the name meant by `query`, or None
    when it is too far. Mixes edit distance (with the one-third cutoff) and camel-word overlap, so
    `attachToQBListView` finds `attachToQBRecyclerView` (same words but one) even though the
    edit distance alone is past the cutoff."""
    if query == candidate:
        return 1.0
    cutoff = max(10, (len(query) * 10) // 3)
    dist = edit_distance(query, candidate, limit=max(cutoff, 10 * max(len(query), len(candidate))))
    edit_score = 1.0 - dist / (10 * max(len(query), len(candidate)))
    qw, cw = camel_words(query), camel_words(candidate)
    word_score = 0.0
    if qw and cw:
        common = len(set(qw) & set(cw))
        word_score = common / max(len(set(qw)), len(set(cw)))
    if dist <= cutoff:
        return round(0.6 * edit_score + 0.4 * max(word_score, edit_score), 4)
    # Past the edit cutoff, only a strong word overlap that keeps the first and last words
    # (verb and noun of a method name) makes a candidate.
    if len(qw) >= 3 and word_score >= 0.5 and qw[0] == cw[0] and qw[-1] == cw[-1]:
        return round(0.5 * word_score + 0.2 * edit_score, 4)
    return None
