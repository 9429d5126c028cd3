"""Governance under faults and contention: malformed spool entries, two drains at once, migrations
racing on a new store, runs without --repo, reading commands on a missing store, closed pipes."""
from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from graph import spool as spool_mod
from graph.cli import main
from graph.store import MIGRATIONS, Store

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = ROOT / "sample_repos" / "transcripts"
FAST_SCROLL = TRANSCRIPTS / "claude" / "2026-11-04-bookmark-fast-scroll.jsonl"
QQ = ROOT / "sample_repos" / "qqbrowser"


def governance(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "graph.cli", *args], capture_output=True, text=True,
                          env={**os.environ, "GOVERNANCE_LLM_BASE_URL": "", **(env or {})}, cwd=cwd)


def spool_entry(spool: Path, name: str, content: bytes) -> Path:
    spool.mkdir(parents=True, exist_ok=True)
    f = spool / name
    f.write_bytes(content)
    return f


@pytest.mark.parametrize("content", [b"[1]", b'{"foo": 1}', b"{not json", b"[" * 100_000 + b"]" * 100_000,
                                     b'{"transcript_path": 7}', b"\xff\xfe", b'{"transcript_path": "x", "cwd": []}'])
def test_malformed_spool_entry_is_quarantined_and_the_good_one_drained(tmp_path, content):
    sp = tmp_path / "spool"
    bad = spool_entry(sp, "1-1-bad.json", content)
    spool_mod.enqueue({"transcript_path": str(FAST_SCROLL), "session_id": "s1"}, sp)
    db = tmp_path / "g.sqlite"
    out = governance("drain", "--spool", str(sp), "--db", str(db), "--repo", str(QQ), "--backend", "offline", "--quiet")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "quarantined" in out.stderr
    assert not bad.exists() and (sp / "quarantine" / "1-1-bad.json").read_bytes() == content
    assert (sp / "quarantine" / "1-1-bad.json.reason").read_text().strip()
    assert "Run run-" in out.stdout                      # the good entry was drained
    assert list(sp.glob("*.json")) == [] and list((sp / "claimed").glob("*")) == []
    again = governance("drain", "--spool", str(sp), "--db", str(db), "--backend", "offline", "--quiet")
    assert again.returncode == 0 and "spool empty" in again.stdout and "quarantined" not in again.stderr


def test_claim_is_exclusive_and_abandoned_claims_come_back(tmp_path):
    sp = tmp_path / "spool"
    for i in range(3):
        spool_mod.enqueue({"transcript_path": f"/t/{i}.jsonl", "session_id": f"s{i}"}, sp)
    first, _ = spool_mod.claim(sp)
    second, _ = spool_mod.claim(sp)
    assert len(first) == 3 and second == []
    # A drainer killed mid-run: its claims carry a pid that is no longer running.
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    for f, _ in first:
        f.rename(f.with_name(f"{dead.stdout.strip()}-{f.name.partition('-')[2]}"))
    recovered, _ = spool_mod.claim(sp)
    assert sorted(e["transcript_path"] for _, e in recovered) == ["/t/0.jsonl", "/t/1.jsonl", "/t/2.jsonl"]


def _store_of(db: Path) -> dict:
    conn = sqlite3.connect(db)
    try:
        return {"experiences": conn.execute("SELECT count(*) FROM experiences").fetchone()[0],
                "versions": conn.execute("SELECT count(*) FROM experience_versions").fetchone()[0],
                "candidates": conn.execute("SELECT count(*) FROM candidates").fetchone()[0],
                "schema": [r[0] for r in conn.execute("SELECT version FROM schema_version ORDER BY version")]}
    finally:
        conn.close()


def test_two_drains_at_once_on_a_new_store_give_the_result_of_one(tmp_path):
    paths = sorted(str(p) for p in (TRANSCRIPTS / "claude").glob("*.jsonl"))
    reference = tmp_path / "ref.sqlite"
    ref_spool = tmp_path / "ref-spool"
    for p in paths:
        spool_mod.enqueue({"transcript_path": p, "session_id": Path(p).stem}, ref_spool)
    assert governance("drain", "--spool", str(ref_spool), "--db", str(reference), "--repo", str(QQ),
                      "--backend", "offline", "--quiet").returncode == 0

    sp = tmp_path / "spool"
    for p in paths:
        for _ in range(2):   # each transcript spooled twice, as two Stop hooks would
            spool_mod.enqueue({"transcript_path": p, "session_id": Path(p).stem}, sp)
    db = tmp_path / "g.sqlite"
    cmd = [sys.executable, "-m", "graph.cli", "drain", "--spool", str(sp), "--db", str(db), "--repo", str(QQ),
           "--backend", "offline", "--quiet"]
    env = {**os.environ, "GOVERNANCE_LLM_BASE_URL": ""}
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) for _ in range(2)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [e for _, e in outs]
    assert not any("already exists" in e or "duplicate column" in e for _, e in outs)
    assert _store_of(db) == _store_of(reference)
    assert _store_of(db)["schema"] == list(range(1, len(MIGRATIONS) + 1))
    assert list(sp.glob("*.json")) == []


def _open_store(path: str, start) -> None:
    start.wait(30)
    Store(path).close()


def test_concurrent_first_opens_migrate_once(tmp_path):
    db = str(tmp_path / "new.sqlite")
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_open_store, args=(db, start)) for _ in range(4)]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0, 0, 0, 0]
    assert _store_of(Path(db))["schema"] == list(range(1, len(MIGRATIONS) + 1))


def test_run_without_repo_warns_loudly_that_s1_did_not_run(tmp_path):
    out = governance("run", str(FAST_SCROLL), "--db", str(tmp_path / "g.sqlite"), "--backend", "offline", "--quiet")
    assert out.returncode == 0
    assert "WARNING: Review's source check (S1) did NOT run for 1 transcript(s)" in out.stderr
    assert "S1 source check: NOT RUN" in out.stdout


def test_run_without_repo_takes_the_checkout_from_the_sessions_cwd(tmp_path):
    checkout = tmp_path / "qqbrowser"
    shutil.copytree(QQ, checkout, ignore=shutil.ignore_patterns(".codeindex"))
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    transcript = tmp_path / "session.jsonl"
    transcript.write_text(FAST_SCROLL.read_text().replace("/home/lin/qqbrowser", str(checkout)))
    db = tmp_path / "g.sqlite"
    out = governance("run", str(transcript), "--db", str(db), "--backend", "offline")
    assert out.returncode == 0, out.stderr
    assert "WARNING" not in out.stderr and f"repository {checkout} (from the sessions' cwd)" in out.stderr
    assert "REJECTED S1_FACTUAL_ERROR" in out.stderr         # the README's attachToQBListView lesson
    listed = governance("list", "--db", str(db), "--json")
    assert "attachToQBListView" not in listed.stdout


@pytest.mark.parametrize("command", [["list"], ["show", "exp-1"], ["rejected"], ["restore", "exp-1"],
                                     ["resolve", "exp-1", "--keep", "new"]])
def test_reading_commands_never_create_an_empty_store(tmp_path, command):
    out = governance(*command, cwd=tmp_path, env={"GOVERNANCE_DB": ""})
    assert out.returncode == 2 and "no store at governance.sqlite" in out.stderr
    assert list(tmp_path.iterdir()) == []


def test_show_prints_a_candidate_as_text(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    assert main(["run", str(FAST_SCROLL), "--repo", str(QQ), "--db", db, "--backend", "offline", "--quiet"]) == 0
    store = Store(db)
    try:
        cand = store.rejected()[0][0]
    finally:
        store.close()
    capsys.readouterr()
    assert main(["show", cand.id, "--db", db]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{cand.id}  candidate [") and "Review: rejected S1_FACTUAL_ERROR" in out
    assert not out.lstrip().startswith("{")


def test_output_into_a_closed_pipe_is_quiet(tmp_path):
    db = str(tmp_path / "g.sqlite")
    assert governance("run", str(TRANSCRIPTS), "--repo", str(QQ), "--db", db, "--backend", "offline",
                      "--quiet").returncode == 0
    proc = subprocess.Popen([sys.executable, "-m", "graph.cli", "list", "--db", db, "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()   # the reader is gone before the command writes (it takes ~1 s to start)
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_drain_options_have_help():
    out = governance("drain", "--help")
    for option in ("--spool", "--repo", "--backend", "--quiet"):
        line = next(line for line in out.stdout.splitlines() if line.strip().startswith(option))
        assert len(line.split()) > 1 or option == "--quiet", line
    assert "quarantine" in out.stdout and "S1" in out.stdout


def test_hooks_during_two_drains_give_the_result_of_one_drain(tmp_path):
    paths = sorted(str(p) for p in (TRANSCRIPTS / "claude").glob("*.jsonl"))
    env = {**os.environ, "GOVERNANCE_LLM_BASE_URL": ""}
    reference, ref_spool = tmp_path / "ref.sqlite", tmp_path / "ref-spool"
    for p in paths:
        spool_mod.enqueue({"transcript_path": p, "session_id": Path(p).stem}, ref_spool)
    assert governance("drain", "--spool", str(ref_spool), "--db", str(reference), "--repo", str(QQ),
                      "--backend", "offline", "--quiet").returncode == 0

    sp, db = tmp_path / "spool", tmp_path / "g.sqlite"
    drain = [sys.executable, "-m", "graph.cli", "drain", "--spool", str(sp), "--db", str(db), "--repo", str(QQ),
             "--backend", "offline", "--quiet"]
    hook = [sys.executable, "-m", "graph.cli", "hook", "--spool", str(sp)]
    spool_mod.enqueue({"transcript_path": paths[0], "session_id": "first"}, sp)
    drains = [subprocess.Popen(drain, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
              for _ in range(2)]
    hooks = [subprocess.Popen(hook, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=env) for _ in paths * 2]
    for h, p in zip(hooks, paths * 2):
        out, _ = h.communicate(json.dumps({"hook_event_name": "Stop", "session_id": Path(p).stem,
                                           "transcript_path": p, "cwd": str(QQ)}), timeout=60)
        assert h.returncode == 0 and out == ""
    outs = [d.communicate(timeout=600) for d in drains]
    assert [d.returncode for d in drains] == [0, 0], [e for _, e in outs]
    last = governance("drain", "--spool", str(sp), "--db", str(db), "--repo", str(QQ), "--backend", "offline", "--quiet")
    assert last.returncode == 0, last.stderr
    assert _store_of(db) == _store_of(reference)
    assert list(sp.glob("*.json")) == [] and list((sp / "claimed").glob("*")) == []
