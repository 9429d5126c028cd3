"""Kill a run midway (in a subprocess, at a named point), start it again, and compare with a clean run."""
import json
import os
import subprocess
import sys

import pytest
from gov_samples import QQBROWSER, ROOT, TRANSCRIPTS

from graph import Store

TABLES = ("experiences", "experience_versions", "candidates", "merge_decisions", "dedup_groups", "contradictions")


def governance(db, *extra, crash=None):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("GOVERNANCE_CRASH_AT", None)
    if crash:
        env["GOVERNANCE_CRASH_AT"] = crash
    cmd = [sys.executable, "-m", "graph.cli", "run", str(TRANSCRIPTS), "--repo", str(QQBROWSER), "--db", str(db),
           "--backend", "offline", "--quiet", "--json", *extra]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def snapshot(db):
    store = Store(db)
    counts = {t: store.count(t) for t in TABLES}
    exps = sorted((e.id, e.status, e.version, e.body.what) for e in store.experiences())
    store.close()
    return counts, exps


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    db = tmp_path_factory.mktemp("clean") / "g.sqlite"
    p = governance(db)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout), snapshot(db)


@pytest.mark.parametrize("point", ["extract#3", "review#5", "merge", "store:after_commit"])
def test_killed_run_resumes_without_duplicates_or_losses(tmp_path, clean, point):
    db = tmp_path / "g.sqlite"
    killed = governance(db, crash=point)
    assert killed.returncode == 75, killed.stderr  # the process died at the crash point
    assert killed.stdout == ""
    resumed = governance(db)
    assert resumed.returncode == 0, resumed.stderr
    out = json.loads(resumed.stdout)
    assert out["resumed"] is True
    clean_out, clean_snapshot = clean
    assert out["funnel"] == clean_out["funnel"]
    assert snapshot(db) == clean_snapshot
    assert sorted(d["id"] for d in out["decisions"]) == sorted(d["id"] for d in clean_out["decisions"])
