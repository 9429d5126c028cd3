#!/usr/bin/env python3
"""Build bench/labels-prose2 from the hand-written records in records/<repo>.py and records/stale_<repo>.py.

    python bench/labels-prose2/build.py [--check-only]

Every record's fact is checked against the checkout at bench/repos/<repo> (bench/labels-prose/targets.py:
ripgrep and ast, never codefacts); a record whose fact does not hold is printed and the build fails, so
a label never drifts from the code. The split is by a hash of the record id, stratified per repository: within each
repository the records are ordered by sha1(id) and every 5th record from position k goes to dev for
k in {0, 2} (40 %), the rest to holdout (60 %).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "labels-prose"))

import recordset  # noqa: E402  (the builder and checker the prose sets share)

if __name__ == "__main__":
    sys.exit(recordset.main(HERE, __doc__, inherited_suggestions=False))
