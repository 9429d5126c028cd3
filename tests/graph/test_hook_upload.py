"""The hook -> uploader wiring (graph/spool_upload.py): `governance hook` spools and, with a team server
configured, a detached uploader sends the spooled transcripts; the server down, then up; a refusal kept."""
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from test_uploader import SAMPLE, Server

from graph import spool as spool_mod
from graph.spool_upload import session_key, upload_spool
from graph.uploader import Uploader

ROOT = Path(__file__).resolve().parents[2]


def event(path, session="sess-hook-1"):
    return {"hook_event_name": "Stop", "session_id": session, "transcript_path": str(path), "cwd": "/nowhere"}


def test_the_hook_spools_and_a_detached_uploader_sends_it_to_the_team_server(tmp_path):
    srv = Server(tmp_path / "team.sqlite")
    srv.start()
    transcript = tmp_path / "sess-hook-1.jsonl"
    shutil.copy(SAMPLE, transcript)
    spool = tmp_path / "spool"
    env = dict(os.environ, PYTHONPATH=str(ROOT), GOVERNANCE_SERVER=srv.url, GOVERNANCE_TOKEN=srv.token,
               GOVERNANCE_REPO="qqbrowser", XDG_STATE_HOME=str(tmp_path / "state"))
    try:
        hook = subprocess.run([sys.executable, "-m", "graph.cli", "hook", "--spool", str(spool)], env=env,
                              input=json.dumps(event(transcript)), capture_output=True, text=True, timeout=60)
        assert hook.returncode == 0 and hook.stdout == "" and hook.stderr == ""
        size = transcript.stat().st_size
        deadline = time.monotonic() + 120   # the uploader runs on after the hook has returned
        while time.monotonic() < deadline:
            held = srv.held("sess-hook-1")
            if held and held[-1]["byte_end"] == size and not spool_mod.pending(spool):
                break
            time.sleep(0.2)
        held = srv.held("sess-hook-1")
        assert held and held[-1]["byte_end"] == size, (tmp_path / "state" / "governance" / "uploads" / "uploader.log")
        assert "".join(h["content"] for h in held).encode() == SAMPLE.read_bytes()
        assert spool_mod.pending(spool) == [] and not list((spool / spool_mod.CLAIMED).glob("*.json"))
    finally:
        srv.stop()


def test_without_a_server_the_hook_only_spools(tmp_path):
    transcript = tmp_path / "s.jsonl"
    shutil.copy(SAMPLE, transcript)
    env = {k: v for k, v in os.environ.items() if not k.startswith("GOVERNANCE_")}
    env.update(PYTHONPATH=str(ROOT), XDG_STATE_HOME=str(tmp_path / "state"))
    hook = subprocess.run([sys.executable, "-m", "graph.cli", "hook", "--spool", str(tmp_path / "spool")], env=env,
                          input=json.dumps(event(transcript)), capture_output=True, text=True, timeout=60)
    assert hook.returncode == 0
    assert len(spool_mod.pending(tmp_path / "spool")) == 1
    assert not (tmp_path / "state" / "governance" / "uploads").exists()   # no uploader was started


def test_server_down_keeps_the_spool_then_up_sends_it_once(tmp_path):
    srv = Server(tmp_path / "team.sqlite")      # not started yet: the port refuses
    transcript = tmp_path / "sess-2.jsonl"
    shutil.copy(SAMPLE, transcript)
    spool = tmp_path / "spool"
    spool_mod.enqueue(event(transcript, "sess-2"), spool)
    up = Uploader(srv.url, srv.token, tmp_path / "state", backoff_start=0.0, timeout=5)
    down = upload_spool(spool, up, "qqbrowser")
    assert down.left == 1 and down.sent == 0 and len(spool_mod.pending(spool)) == 1   # given back, not lost
    srv.start()
    try:
        spool_mod.enqueue(event(transcript, "sess-2"), spool)    # the next Stop of the same session
        up_again = upload_spool(spool, Uploader(srv.url, srv.token, tmp_path / "state", backoff_start=0.0), "qqbrowser")
        assert up_again.left == 0 and up_again.sent >= 1 and up_again.transcripts == 1
        assert spool_mod.pending(spool) == []
        held = srv.held("sess-2")
        assert "".join(h["content"] for h in held).encode() == SAMPLE.read_bytes()   # once, in order
        assert upload_spool(spool, up, "qqbrowser").sent == 0                           # nothing left to send
    finally:
        srv.stop()


def test_a_refused_transcript_is_quarantined_with_the_reason_not_retried(tmp_path):
    srv = Server(tmp_path / "team.sqlite")      # alice's token is for qqbrowser only
    srv.start()
    transcript = tmp_path / "sess-3.jsonl"
    shutil.copy(SAMPLE, transcript)
    spool = tmp_path / "spool"
    spool_mod.enqueue(event(transcript, "sess-3"), spool)
    try:
        r = upload_spool(spool, Uploader(srv.url, srv.token, tmp_path / "state"), "chromium-shell")
        assert r.sent == 0 and len(r.quarantined) == 1 and "403" in r.quarantined[0][1]
        assert spool_mod.pending(spool) == []
        kept = list((spool / spool_mod.QUARANTINE).glob("*.json"))
        assert len(kept) == 1 and json.loads(kept[0].read_text())["transcript_path"] == str(transcript)
    finally:
        srv.stop()


def test_a_subagents_file_is_a_session_of_its_own_under_the_parents_id():
    parent = {"transcript_path": "/p/abc-123.jsonl", "session_id": "abc-123"}
    sub = {"transcript_path": "/p/abc-123/subagents/agent-7f.jsonl", "session_id": "abc-123"}
    assert session_key(parent) == "abc-123" and session_key(sub) == "abc-123.agent-7f"
    assert session_key({"transcript_path": "/p/only a name.jsonl"}) == "only-a-name"


def test_install_hooks_writes_the_team_server_env_into_the_local_settings_only(tmp_path, capsys):
    from graph.cli import main

    repo = tmp_path / "qqbrowser"
    repo.mkdir()
    db = tmp_path / "g.sqlite"
    from graph.store import Store

    Store(db).close()
    token = "cf_0123abcd_" + "x" * 43
    assert main(["install-hooks", "claude", "--target", str(repo), "--db", str(db), "--server",
                 "https://governance.example.internal/", "--token", token]) == 0
    local = json.loads((repo / ".claude" / "settings.local.json").read_text())
    assert local["env"] == {"GOVERNANCE_SERVER": "https://governance.example.internal", "GOVERNANCE_TOKEN": token,
                            "GOVERNANCE_REPO": "qqbrowser"}
    assert token not in (repo / ".claude" / "settings.json").read_text() + (repo / ".mcp.json").read_text()
    assert main(["install-hooks", "claude", "--target", str(repo), "--db", str(db), "--server", "x"]) == 2
    assert "--server and --token" in capsys.readouterr().err
