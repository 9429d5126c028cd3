"""The team server end to end on PostgreSQL: `governance serve --repos repos.toml --workers 1` with tokens
required, a developer's upload of a real sample session, the server's worker governing it, and an agent's
search finding the lesson — each a real process, over real HTTP."""
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from gov_samples import QQBROWSER, ROOT, TRANSCRIPTS
from pg_db import pg_server, pg_url  # noqa: F401  (fixtures)

from graph.store import Store

SESSION = TRANSCRIPTS / "codex" / "2026-11-03-fastcut-switch.jsonl"


def governance(*args, **kw):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("GOVERNANCE_CRASH_AT", None)
    return subprocess.run([sys.executable, "-m", "graph.cli", *args], env=env, capture_output=True, text=True,
                          timeout=300, cwd=ROOT, **kw)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_upload_then_the_servers_worker_governs_it_and_an_agent_finds_it(pg_url, tmp_path):
    hook = json.loads(governance("token", "create", "alice-hook", "--repo", "qqbrowser", "--scope", "upload",
                                 "--db", pg_url, "--json").stdout)["token"]
    agent = json.loads(governance("token", "create", "agent", "--repo", "qqbrowser", "--scope", "read",
                                  "--db", pg_url, "--json").stdout)["token"]
    (tmp_path / "repos.toml").write_text(f'[repos.qqbrowser]\npath = "{QQBROWSER}"\n')
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    log = open(tmp_path / "serve.log", "w")
    serve = subprocess.Popen([sys.executable, "-m", "graph.cli", "serve", "--db", pg_url, "--repos",
                              str(tmp_path / "repos.toml"), "--workers", "1", "--backend", "offline", "--port", str(port)],
                             cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert serve.poll() is None and time.monotonic() < deadline, (tmp_path / "serve.log").read_text()
                time.sleep(0.1)
        up = governance("upload", str(SESSION), "--repo", "qqbrowser", "--format", "codex", "--session", "alice-1",
                        "--server", url, "--token", hook, "--state", str(tmp_path / "state"), "--json")
        assert up.returncode == 0, up.stderr
        assert json.loads(up.stdout)["offset"] == SESSION.stat().st_size
        store = Store(pg_url)
        deadline = time.monotonic() + 180   # the worker polls the queue; the chain runs
        while time.monotonic() < deadline:
            row = store.db.execute("SELECT governed_offset, end_offset FROM upload_sessions WHERE session='alice-1'").fetchone()
            if row and row["governed_offset"] == row["end_offset"]:
                break
            time.sleep(0.5)
        assert row["governed_offset"] == row["end_offset"] == SESSION.stat().st_size, (tmp_path / "serve.log").read_text()
        [actor] = [a["actor"] for a in store.audit_log("alice-1") if a["action"] == "session_governed"]
        assert actor.endswith(":serve-1")
        stored = [e for e in store.experiences() if any(s.session for s in e.sources)]
        store.close()
        assert stored
        req = urllib.request.Request(url + "/v1/experiences/search", method="POST",
                                     data=json.dumps({"query": stored[0].body.what, "repo": "qqbrowser"}).encode(),
                                     headers={"Authorization": f"Bearer {agent}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=120) as r:
            found = json.loads(r.read())
        assert found["hit"] and found["results"][0]["id"] == stored[0].id
        bad = urllib.request.Request(url + "/v1/experiences/search", method="POST",
                                     data=json.dumps({"query": "x", "repo": "qqbrowser"}).encode(),
                                     headers={"Authorization": f"Bearer {hook}"})
        try:
            urllib.request.urlopen(bad, timeout=60)
            status = 200
        except urllib.error.HTTPError as e:
            status = e.code
        assert status == 403                                   # the hook's token uploads, it does not read
    finally:
        serve.send_signal(signal.SIGTERM)
        serve.wait(timeout=60)
        log.close()
    assert "1 chain worker(s)" in (tmp_path / "serve.log").read_text()
    store = Store(pg_url)
    assert store.count("runs", "WHERE status='running'") == 0
    store.close()
