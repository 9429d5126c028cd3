"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4/5/6/8/9's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the
earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import re
import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F
C4 = sys.modules["check4"]  # labels-prose4/check.py: its _cpp_declares rejects any line that also calls the name

# robin-map's wrappers forward every member to the hash table on the same line
# (`float load_factor() const { return m_ht.load_factor(); }` in include/tsl/robin_map.h). labels-prose4's rule reads
# the `.load_factor(` call and rejects the line; the text before the first parenthesis, a return type followed by the
# name, is the declaration itself.
_cpp_declares_before = C4._cpp_declares
_CPP_HEAD = r"^\s*(?:template\s*<[^>]*>\s*)?(?:static\s+|inline\s+|constexpr\s+|virtual\s+|explicit\s+)*[\w:<>,*&\s]*[\w>*&]\s+[*&]?{m}\s*$"


def _cpp_declares(line: str, m: str) -> bool:
    if _cpp_declares_before(line, m):
        return True
    if C4._CPP_NOT_DECL.search(line) or "(" not in line:
        return False
    head = line.split("(", 1)[0]
    return bool(re.match(_CPP_HEAD.replace("{m}", re.escape(m)), head)) and not re.search(r"\breturn\b", head)


C4._cpp_declares = _cpp_declares
