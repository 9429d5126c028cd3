"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4/5/6/8/9/10's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the
earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F

# SVProgressHUD's .gitignore (an Xcode template) has a bare `*` line, so ripgrep, which honours .gitignore, searches
# no file of the checkout: every declaration of the repository's tracked sources is invisible to the checker. The
# tracked files are what the checkout is, so for this set's repositories the search ignores VCS ignore files (fresh
# clones have no untracked files, so nothing else changes). Without it all 41 svprogresshud targets and suggestions
# fail to resolve; the other seven repositories build the same either way.
_OWN = {r["name"] for r in json.loads((Path(__file__).resolve().parent / "repos.json").read_text())["repos"]}
_rg_before = C._rg


def _rg(repo: str, args: list[str]) -> list[str]:
    return _rg_before(repo, ["--no-ignore-vcs", *args] if repo in _OWN else args)


C._rg = _rg
F._rg = _rg
