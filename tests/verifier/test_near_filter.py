"""verifier/near_filter.py: the cheap proof that a member name is no near miss of the written one.

The proof must never refuse a pair that `_own_near_member` would score (that would change a
suggestion); it is checked against the full rankers on generated names built to be near in every
way the rankers know, and on named cases of each kind."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from verifier.near_filter import may_be_near, near_candidates, word_heads
from verifier.resolve import _own_near_member

_WORDS = ["get", "set", "is", "has", "read", "write", "channel", "flush", "buffer", "buffers", "index",
          "indices", "person", "people", "entry", "entries", "enable", "enabled", "color", "colors", "fail",
          "failed", "failure", "prefetch", "prefetching", "start", "all", "ok", "id", "url", "x", "by", "bies"]


def _join(words: list[str], style: int) -> str:
    if style == 0:
        return words[0] + "".join(w[:1].upper() + w[1:] for w in words[1:])
    if style == 1:
        return "".join(w[:1].upper() + w[1:] for w in words)
    if style == 2:
        return "_".join(words)
    return "_".join(words).upper()


@st.composite
def _names(draw):
    words = draw(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=4))
    name = _join(words, draw(st.integers(0, 3)))
    for _ in range(draw(st.integers(0, 2))):
        op = draw(st.integers(0, 6))
        at = draw(st.integers(0, len(name)))
        ch = draw(st.sampled_from("aeiosxyzAEXY_"))
        if op == 0:
            name = name[:at] + ch + name[at:]
        elif op == 1 and len(name) > 1:
            name = name[:at] + name[at + 1:]
        elif op == 2:
            name = name[:at] + ch + name[at + 1:]
        elif op == 3:
            name = name + draw(st.sampled_from(["s", "es", "ies", "Children", "People"]))
        elif op == 4:
            name = draw(st.sampled_from(["is", "has", "get", "set", "is_", "_"])) + name[:1].upper() + name[1:]
        elif op == 5:
            name = name.swapcase()
    return name or "x"


@settings(max_examples=800, deadline=None)
@given(_names(), _names())
def test_a_refused_pair_is_never_scored(written, real):
    if not may_be_near(written, real):
        assert _own_near_member.__wrapped__(written, real)[0] is None, (written, real)


def test_each_kind_of_near_member_is_kept():
    for written, real in [
        ("person", "people"),              # an irregular plural, no letters in common at either end
        ("abes", "ab"), ("bies", "by"),    # plurals of short names
        ("IsOk", "ok"), ("hasId", "id"),   # a predicate's prefix
        ("colorsEnabled", "enableColors"),  # words reordered on their stems
        ("fooBar", "fxoBxr"),              # letters only, within the cutoff
        ("startPrefetching", "prefetch"),  # one word added, the other on its stem
        ("HandleNextDocument", "GetNextDocument"),   # one word swapped
        ("failed", "failure"),             # a word's ending
        ("URL", "url"),                    # letter case
    ]:
        assert _own_near_member(written, real)[0] is not None, (written, real)
        assert may_be_near(written, real), (written, real)


def test_unrelated_names_are_refused_and_others_always_asked():
    assert not may_be_near("writeAndFlush", "channelRead")
    assert not may_be_near("bufferx", "isWritable", word_heads("bufferx"))
    # outside the proof: non-ASCII letters (case folding), Objective-C selectors (parts), no word at all
    assert may_be_near("ɵcmp", "channelRead")
    assert may_be_near("initWithFrame:", "channelRead")
    assert may_be_near("___", "channelRead")
    assert word_heads("initWithFrame:") is None


@settings(max_examples=300, deadline=None)
@given(_names(), st.lists(_names(), max_size=12))
def test_a_shortlist_is_filtered_as_each_pair_would_be(written, reals):
    assert near_candidates(written, reals) == [r for r in reals if may_be_near(written, r)]
    assert near_candidates(written, reals, word_heads(written)) == near_candidates(written, reals)
