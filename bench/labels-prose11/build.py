#!/usr/bin/env python3
"""Build bench/labels-prose11 from the hand-written records in records/<repo>.py and records/stale_<repo>.py.

    python bench/labels-prose11/build.py [--check-only] [--repo NAME]

The builder the prose sets share (bench/labels-prose/recordset.py: same record format, same checks, same split),
run over this directory's records: every fact is checked against the checkout with ripgrep/ast
(bench/labels-prose/facts.py, through bench/labels-prose/targets.py, labels-prose4/5/6/8/9/10's check.py and
this directory's check.py), never with codefacts. Within each repository the records are ordered by sha1(id); positions
0 and 2 of every 5 go to dev (40 %), the rest to holdout (60 %).

The checkouts are read from bench/repos/<repo> (cloned there with full history for this set; gitignored), or from
bench/repos11/<repo> when any of the eight is missing under bench/repos/.
"""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

sys.path.insert(0, str(HERE.parent / "labels-prose"))

import recordset  # noqa: E402  (the builder and checker the prose sets share: targets.py over facts.py)

# the earlier sets' additions to the shared checker, then this set's own: each patches the module it finds as
# `check` (the shared targets.py, which recordset has imported).
sys.modules["check"] = sys.modules["targets"]
for name, path in (("check4", HERE.parent / "labels-prose4" / "check.py"), ("check5", HERE.parent / "labels-prose5" / "check.py"),
                   ("check6", HERE.parent / "labels-prose6" / "check.py"),
                   ("check8", HERE.parent / "labels-prose8" / "check.py"),
                   ("check9", HERE.parent / "labels-prose9" / "check.py"),
                   ("check10", HERE.parent / "labels-prose10" / "check.py"), ("check11", HERE / "check.py")):
    if not path.exists():
        continue
    _spec = importlib.util.spec_from_file_location(name, path)
    _mod = importlib.util.module_from_spec(_spec)
    sys.modules[name] = _mod
    _spec.loader.exec_module(_mod)

# this set's repositories are listed in its own repos.json (the lead merges it into bench/repos.json)
ROWS = json.loads((HERE / "repos.json").read_text())["repos"]
_spec_before = recordset.repos_spec


def _repos_spec() -> dict[str, dict]:
    spec = _spec_before()
    spec.update({r["name"]: r for r in ROWS})
    return spec


recordset.repos_spec = _repos_spec

F = sys.modules["facts"]
if not all((F.REPOS / r["name"]).is_dir() for r in ROWS):
    F.REPOS = HERE.parent / "repos11"

if __name__ == "__main__":
    sys.exit(recordset.main(HERE, __doc__, inherited_suggestions=True))
