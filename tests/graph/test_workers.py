"""Chain workers on the store's queue (graph/worker.py): real processes, a real PostgreSQL server.

The sample transcripts are uploaded as sessions; `governance worker` processes lease and govern them.
What must hold: every session governed exactly once, whichever worker took it; a worker killed at any
node (the GOVERNANCE_CRASH_AT test hook makes the process exit there, as a kill would) leaves its run
to another worker, which resumes it from the checkpoint in the database, and the store ends exactly as
one uninterrupted worker leaves it; Merge serialised per repository, so no experience is created twice.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from gov_samples import QQBROWSER, ROOT, TRANSCRIPTS
from pg_db import any_backend, pg_server, pg_url  # noqa: F401  (fixtures)

from graph import tokens
from graph.llm import make_backend
from graph.repos_config import RepoConfig
from graph.store import Store
from graph.uploads import Uploads
from graph.worker import Worker

TABLES = ("experiences", "experience_versions", "candidates", "merge_decisions", "dedup_groups", "contradictions")
# The Claude Code and Codex sessions (append-only JSONL), uploaded in the order the queue hands them out
# (oldest first, then by session name: timestamps are to the second), so a run's order never depends on
# where a second boundary fell, and Merge decides in the same order every time.
SESSIONS = sorted(TRANSCRIPTS.glob("c*/*.jsonl"), key=lambda p: p.stem)


# The kill tests govern three sessions (one stores a lesson at every node, one more, one Review rejects):
# the killed run is the first, and the rescuer governs the rest, at a third of the cost of all eight.
KILL_SESSIONS = SESSIONS[:3]


def upload_samples(db: str, sessions=SESSIONS) -> list[str]:
    """Every sample session uploaded for qqbrowser, in two increments each (cut at a line end)."""
    store = Store(db)
    _, tok = tokens.create(store, "dev", ["qqbrowser"])
    up = Uploads(store)
    names = []
    for path in sessions:
        data = path.read_bytes()
        cut = data.rfind(b"\n", 0, len(data) // 2) + 1
        offset = 0
        for piece in (data[:cut], data[cut:]):
            if not piece:
                continue
            out = up.receive(tok, {"session": path.stem, "format": "codex" if path.parent.name == "codex" else "claude",
                                   "offset": offset, "content": piece.decode(), "repository": "qqbrowser"})
            assert out.status == 201, out.body
            offset += len(piece)
        names.append(path.stem)
    store.close()
    return sorted(names)


def snapshot(db: str):
    store = Store(db)
    counts = {t: store.count(t) for t in TABLES}
    exps = sorted((e.id, e.status, e.version, e.body.what) for e in store.experiences())
    governed = store.count("upload_sessions", "WHERE governed_offset = end_offset")
    store.close()
    return counts, exps, governed


def worker_process(db, tmp_path, name, *extra, crash=None):
    repos = tmp_path / "repos.toml"
    repos.write_text(f'[repos.qqbrowser]\npath = "{QQBROWSER}"\n')
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("GOVERNANCE_CRASH_AT", None)
    if crash:
        env["GOVERNANCE_CRASH_AT"] = crash
    cmd = [sys.executable, "-m", "graph.cli", "worker", "--db", db, "--repos", str(repos), "--name", name,
           "--backend", "offline", "--drain", "--poll", "0.2", "--work-dir", str(tmp_path / f"work-{name}"),
           "--json", *extra]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finished(proc, timeout=600):
    out, err = proc.communicate(timeout=timeout)
    return proc.returncode, [json.loads(line) for line in out.splitlines() if line.strip()], err


def _solo(tmp, sessions):
    """What one uninterrupted worker leaves (on SQLite; the backends decide alike)."""
    db = str(tmp / "g.sqlite")
    upload_samples(db, sessions)
    with Worker(db, {"qqbrowser": RepoConfig("qqbrowser", str(QQBROWSER))}, make_backend("offline"), name="solo",
                work_dir=tmp / "work") as w:
        stats = w.run(drain=True, poll=0.1)
    assert all(g.error is None for g in stats.governed)
    return snapshot(db)


@pytest.fixture(scope="module")
def clean(tmp_path_factory):
    return _solo(tmp_path_factory.mktemp("clean"), SESSIONS)


@pytest.fixture(scope="module")
def clean_few(tmp_path_factory):
    snap = _solo(tmp_path_factory.mktemp("clean_few"), KILL_SESSIONS)
    assert snap[0]["merge_decisions"] >= 1 and snap[0]["experiences"] >= 1   # Merge and Store do run
    return snap


def test_one_worker_governs_every_uploaded_session_as_a_batch_run_would(any_backend, tmp_path, clean):
    names = upload_samples(any_backend)
    code, governed, err = finished(worker_process(any_backend, tmp_path, "w1"))
    assert code == 0, err
    assert sorted(g["session"] for g in governed) == names
    assert all(g["source_checked"] and g["error"] is None for g in governed)
    assert snapshot(any_backend) == clean
    store = Store(any_backend)   # the experiences record the session's key and the server's checkout
    sources = [s for e in store.experiences() for s in e.sources]
    assert sources and all(s.transcript_path.startswith("upload:") and s.repository == str(QQBROWSER)
                           for s in sources)
    assert store.count("runs", "WHERE status='running'") == 0
    store.close()


def test_two_workers_drain_one_queue_with_nothing_done_twice(any_backend, tmp_path, clean):
    names = upload_samples(any_backend)
    procs = [worker_process(any_backend, tmp_path, n) for n in ("wA", "wB")]
    results = [finished(p) for p in procs]
    for code, _, err in results:
        assert code == 0, err
    governed = [g for _, out, _ in results for g in out]
    assert sorted(g["session"] for g in governed) == names      # each session once, by one of the two
    counts, exps, n_governed = snapshot(any_backend)
    clean_counts, clean_exps, _ = clean
    assert n_governed == len(names)
    # Each candidate extracted, reviewed and decided once. Which session Merge saw first may change what it
    # decides (an update seen before what it updates is a lesson of its own), as it would in one process
    # taking them in that order; what must never happen is a lesson stored twice (graph/merge_lock.py).
    for table in ("candidates", "merge_decisions", "dedup_groups"):
        assert counts[table] == clean_counts[table], table
    assert len({e[3] for e in exps}) == len(exps)
    assert clean_counts["experiences"] <= counts["experiences"] <= clean_counts["merge_decisions"]
    store = Store(any_backend)
    actors = [a["actor"] for a in store.audit_log() if a["action"] == "session_governed"]
    assert len(actors) == len(names) and set(actors) <= {"worker:wA", "worker:wB"}
    store.close()


NODES = ["load", "group", "extract", "review", "dedup", "merge", "store", "store:after_commit"]


@pytest.mark.parametrize("point", NODES)
def test_a_worker_killed_at_each_node_is_finished_by_another_from_the_checkpoint(pg_url, tmp_path, clean_few, point):
    names = upload_samples(pg_url, KILL_SESSIONS)
    # Killed on its first session (the hook exits the process at that node, as SIGKILL would: no cleanup).
    code, out, err = finished(worker_process(pg_url, tmp_path, "doomed", "--lease", "1", crash=point))
    assert code == 75, err
    assert out == []
    store = Store(pg_url)
    [unfinished] = [dict(r) for r in store.db.execute("SELECT * FROM runs WHERE status='running'")]
    store.close()
    code, governed, err = finished(worker_process(pg_url, tmp_path, "rescuer"))
    assert code == 0, err
    assert sorted(g["session"] for g in governed) == names
    first = next(g for g in governed if g["run_id"] == unfinished["id"])
    assert first["resumed"] is True                               # the killed run, from its checkpoint
    assert snapshot(pg_url) == clean_few                          # nothing lost, nothing twice
    store = Store(pg_url)
    assert store.count("runs", "WHERE status='running'") == 0
    # Finished runs' checkpoints are deleted; a run waiting for a human keeps its newest for `resolve`.
    threads = {r[0] for r in store.db.execute("SELECT DISTINCT thread_id FROM checkpoints")}
    assert threads == {r[0] for r in store.db.execute("SELECT id FROM runs WHERE status='waiting_human'")}
    assert store.count("checkpoints") == len(threads)
    store.close()


@pytest.mark.parametrize("point", ["merge", "store:after_commit"])
def test_a_killed_worker_on_sqlite_is_finished_by_another_too(tmp_path, clean_few, point):
    db = str(tmp_path / "g.sqlite")
    upload_samples(db, KILL_SESSIONS)
    code, _, err = finished(worker_process(db, tmp_path, "doomed", "--lease", "1", crash=point))
    assert code == 75, err
    code, governed, err = finished(worker_process(db, tmp_path, "rescuer"))
    assert code == 0, err
    assert any(g["resumed"] for g in governed)
    assert snapshot(db) == clean_few


def test_a_session_of_a_repository_not_in_repos_toml_is_governed_and_says_s1_did_not_run(pg_url, tmp_path):
    store = Store(pg_url)
    _, tok = tokens.create(store, "dev", ["elsewhere"])
    data = SESSIONS[0].read_text()
    assert Uploads(store).receive(tok, {"session": "s-else", "format": "claude", "offset": 0, "content": data,
                                        "repository": "elsewhere"}).status == 201
    store.close()
    code, governed, err = finished(worker_process(pg_url, tmp_path, "w1"))
    assert code == 0, err
    assert [(g["session"], g["source_checked"]) for g in governed] == [("s-else", False)]
    assert "'elsewhere' is not in repos.toml" in err and "S1" in err
    store = Store(pg_url)   # what it taught belongs to that repository by name (not to every repository)
    sources = [s for e in store.experiences() for s in e.sources]
    store.close()
    assert sources and {s.repository for s in sources} == {"elsewhere"}
