#!/usr/bin/env python3
"""Build bench/labels-prose4 from the hand-written records in records/<repo>.py and records/stale_<repo>.py.

    python bench/labels-prose4/build.py [--check-only] [--repo NAME]

The builder the prose sets share (bench/labels-prose/recordset.py: same record format, same checks, same split),
run over this directory's records: every fact is checked against the checkout at bench/repos/<repo> with ripgrep/ast
(bench/labels-prose/facts.py, through bench/labels-prose/targets.py and this directory's check.py), never with
codefacts. Within each repository the records are ordered by sha1(id); positions 0 and 2 of every 5 go to
dev (40 %), the rest to holdout (60 %).
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


sys.path.insert(0, str(HERE.parent / "labels-prose"))

import recordset  # noqa: E402  (the builder and checker the prose sets share: targets.py over facts.py)

# This set's additions to the shared checker, applied in place (check.py patches the module it finds as
# `check`: the shared targets.py, which recordset has imported).
sys.modules["check"] = sys.modules["targets"]
_spec = importlib.util.spec_from_file_location("check4", HERE / "check.py")
_check4 = importlib.util.module_from_spec(_spec)
sys.modules["check4"] = _check4
_spec.loader.exec_module(_check4)

if __name__ == "__main__":
    sys.exit(recordset.main(HERE, __doc__, inherited_suggestions=True))
