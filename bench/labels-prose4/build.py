#!/usr/bin/env python3
"""Build bench/labels-prose4 from the hand-written records in records/<repo>.py and records/stale_<repo>.py.

    python bench/labels-prose4/build.py [--check-only] [--repo NAME]

The builder of bench/labels-prose3 (same record format, same checks, same split), run over this
directory's records: every fact is checked against the checkout at bench/repos/<repo> with ripgrep/ast
(bench/labels-prose/facts.py, through labels-prose3/check.py and this directory's check.py), never with
codefacts. Within each repository the records are ordered by sha1(id); positions 0 and 2 of every 5 go to
dev (40 %), the rest to holdout (60 %).
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


build3 = _load("build3", HERE.parent / "labels-prose3" / "build.py")  # imports labels-prose3/check.py as `check`
_load("check4", HERE / "check.py")  # this set's additions to the shared checker, applied in place
build3.HERE = HERE  # records/ read from here, dev/ and holdout/ written here

if __name__ == "__main__":
    sys.exit(build3.main())
