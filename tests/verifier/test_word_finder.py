"""The whole-word search the declaration reader uses finds exactly what `(?<!\\w)NAME(?!\\w)` finds."""
from __future__ import annotations

import random
import re

from verifier.resolve import _whole_word_finder


def test_whole_word_hits_are_the_lookbehind_patterns_hits():
    rng = random.Random(5)
    alphabet = ["a", "b", "_", "1", "é", "ɵ", "中", " ", ".", "\n", "(", "$"]
    for name in ("a", "ab", "aa", "a_1", "ɵa", "中", "ab$", "$a", ".", "a.b"):
        slow = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")
        fast = _whole_word_finder(name)
        for _ in range(400):
            text = "".join(rng.choice(alphabet + [name] * 3) for _ in range(rng.randrange(0, 30)))
            assert [m.span() for m in fast(text)] == [m.span() for m in slow.finditer(text)], (name, text)
