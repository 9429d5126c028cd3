"""A cheap proof that a member name is no near miss of a written one, asked before the rankers.

`_member_suggestions` scores each shortlisted member name of the claimed type against the name the
text wrote (`resolve._own_near_member`): similarity, word kinship, letter slips, a word's stem,
an accessor's prefix, words reordered, one word added or swapped. In a batch of wrong references
nearly every pair (95 % of netty's 76k) is none of these, and each pair went through every check.

Every one of those checks needs at least one of these, for two plain ASCII names without an
Objective-C selector's colon (`written`, `real`; lower-cased `w`, `r`; camel/snake words, lower-cased):

- the folded edit distance within the cutoff (`similarity`'s edit path, letter case, one or two
  letters): OSA(w, r) <= max(2, len(written) // 3);
- the same first or last three letters (`_word_kinship` answers 0 otherwise, but for words reordered);
- a word's first three letters in both names (a shared word, a word on its stem, words reordered or
  swapped, one word added or dropped, the word path of `similarity`, a changed ending);
- one name starting or ending with the other (a plural's `s` / `es`, a predicate's `is` / `has`);
- a plural by `ies` or an irregular one (`person` / `people`), as `typo_variant` reads them.

`may_be_near` is False only when none holds; then `_own_near_member` answers no score, and the
pair is skipped without changing any suggestion. Names outside ASCII, or with a colon, are always
asked (case folding and selector parts are not what this proof covers).
"""
from __future__ import annotations

from functools import lru_cache

from codeindex.names import _IRREGULAR_MANY, camel_words

_OSA = None


def _osa():
    global _OSA
    if _OSA is None:
        from rapidfuzz.distance import OSA

        _OSA = OSA
    return _OSA


@lru_cache(maxsize=262144)
def word_heads(name: str) -> frozenset[str] | None:
    """The first three letters of each camel/snake word of `name`, lower-case; None when the proof
    does not apply to the name (not ASCII, a selector's colon, no word at all)."""
    if not name.isascii() or ":" in name:
        return None
    words = camel_words(name)
    if not words:
        return None
    return frozenset(w[:3] for w in words)


def _plural_of(x: str, y: str) -> bool:
    """`x` is a plural of `y` by `ies`, or ends as an irregular plural does (typo_variant's reading)."""
    return (y.endswith("y") and x == y[:-1] + "ies") or x.endswith(_IRREGULAR_MANY)


def may_be_near(written: str, real: str, written_heads: frozenset[str] | None = None) -> bool:
    """False only when `real` cannot be a near member of `written` by any of `_own_near_member`'s
    checks (see the module's docstring); True whenever it may be, or the proof does not apply.
    `written_heads`: word_heads(written), when the caller asks many pairs of one written name."""
    return bool(near_candidates(written, (real,), written_heads))


def near_candidates(written: str, reals, written_heads: frozenset[str] | None = None) -> list[str]:
    """The names of `reals`, in their order, that may be near members of `written` (may_be_near),
    asked in one loop (a shortlist of a type's member names at a time)."""
    heads_w = word_heads(written) if written_heads is None else written_heads
    if heads_w is None:
        return list(reals)
    w = written.lower()
    w_head, w_tail = w[:3], w[-3:]
    limit = max(2, len(written) // 3)
    distance = _osa().distance
    out = []
    for real in reals:
        heads_r = word_heads(real)
        if heads_r is None or not heads_w.isdisjoint(heads_r):
            out.append(real)
            continue
        r = real.lower()
        if (r[:3] == w_head or r[-3:] == w_tail or w.startswith(r) or r.startswith(w) or w.endswith(r)
                or r.endswith(w) or _plural_of(written, real) or _plural_of(real, written)
                or distance(w, r, score_cutoff=limit) <= limit):
            out.append(real)
    return out
