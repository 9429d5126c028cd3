"""This set's additions to the checker (labels-prose3/check.py over bench/labels-prose/facts.py).

Loaded by build.py after labels-prose3's check.py; each addition is a language shape the earlier sets'
repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import sys

C = sys.modules["check"]  # labels-prose3/check.py, already loaded by build3
F = C.F
