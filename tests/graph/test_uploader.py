"""The developer's uploader (graph/uploader.py) against a real `governance serve` HTTP API on loopback."""
import socket
import threading
from pathlib import Path

import pytest

from graph import tokens
from graph.store import Store
from graph.uploader import Uploader, _cut
from graph.uploads import Uploads

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "transcripts" / "claude" / "2026-11-08-packager-retry-noise.jsonl"


class Server:
    """`governance serve`'s HTTP API on a SQLite store, started and stopped on one port."""

    def __init__(self, db: Path):
        self.db = db
        store = Store(db)
        self.token, _ = tokens.create(store, "alice", ["qqbrowser"])
        store.close()
        with socket.socket() as s:   # a port, free now, that the server binds later
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.srv = None

    def start(self):
        from graph.api_server import make_server
        from graph.serving import Retriever

        self.retriever = Retriever(str(self.db), {})
        self.srv = make_server(self.retriever, "127.0.0.1", self.port)
        threading.Thread(target=self.srv.serve_forever, daemon=True).start()

    def stop(self):
        if self.srv is not None:
            self.srv.shutdown()
            self.srv.close()
            self.retriever.close()
            self.srv = None

    def held(self, session):
        store = Store(self.db)
        try:
            return Uploads(store).increments(session)
        finally:
            store.close()


@pytest.fixture()
def server(tmp_path):
    s = Server(tmp_path / "team.sqlite")
    s.start()
    yield s
    s.stop()


def test_cut_ends_increments_at_line_ends_and_character_boundaries():
    assert _cut(b"a\nbb\nccc", 100) == 5          # the unfinished "ccc" waits
    assert _cut(b"a\nbb\nccc\n", 4) == 2
    assert _cut(b"abc", 100) == 0
    long = "é".encode() * 10                      # one long line of 2-byte characters, no line end
    assert _cut(long + b"x" * 50, 7) == 6         # never inside a character


def test_a_transcript_arrives_whole_in_increments_and_appends_are_sent_once(server, tmp_path):
    t = tmp_path / "sess-a.jsonl"
    lines = SAMPLE.read_bytes().splitlines(keepends=True)
    t.write_bytes(b"".join(lines[:10]) + lines[10][:40])   # the session is mid-turn: an unfinished line
    up = Uploader(server.url, server.token, tmp_path / "state", max_increment=4096)
    r = up.upload(t, "sess-a", "qqbrowser")
    assert r.error is None and r.sent > 1 and r.offset == len(b"".join(lines[:10]))
    t.write_bytes(SAMPLE.read_bytes())                     # the session went on
    r2 = up.upload(t, "sess-a", "qqbrowser")
    assert r2.error is None and r2.offset == len(SAMPLE.read_bytes()) and r2.duplicates == 0
    assert up.upload(t, "sess-a", "qqbrowser").statuses == []   # nothing new: nothing sent
    held = server.held("sess-a")
    assert "".join(h["content"] for h in held).encode() == SAMPLE.read_bytes()
    assert all(h["byte_end"] - h["byte_offset"] <= 4096 for h in held)


def test_server_down_then_up_loses_nothing(tmp_path):
    s = Server(tmp_path / "team.sqlite")   # not started: nothing listens on its port
    t = tmp_path / "sess-b.jsonl"
    t.write_bytes(SAMPLE.read_bytes())
    up = Uploader(s.url, s.token, tmp_path / "state", max_increment=4096, timeout=5, backoff_start=0.0)
    r = up.upload(t, "sess-b", "qqbrowser")
    assert r.retry and "unreachable" in r.error and r.offset == 0 and up.acknowledged("sess-b") == 0
    assert up.backoff()["failures"] == 1
    r = up.upload(t, "sess-b", "qqbrowser")
    assert r.retry and up.backoff()["failures"] == 2
    s.start()
    try:
        r = up.upload(t, "sess-b", "qqbrowser")
        assert r.error is None and r.offset == len(SAMPLE.read_bytes()) and up.backoff()["failures"] == 0
        assert "".join(h["content"] for h in s.held("sess-b")).encode() == SAMPLE.read_bytes()
    finally:
        s.stop()


def test_a_back_off_holds_further_attempts(tmp_path):
    s = Server(tmp_path / "team.sqlite")
    t = tmp_path / "sess-c.jsonl"
    t.write_bytes(SAMPLE.read_bytes())
    up = Uploader(s.url, s.token, tmp_path / "state", timeout=5, backoff_start=3600)
    assert up.upload(t, "sess-c", "qqbrowser").retry
    s.start()
    try:
        r = up.upload(t, "sess-c", "qqbrowser")   # within the hour: not even tried
        assert r.retry and "backing off" in r.error and r.statuses == [] and s.held("sess-c") == []
    finally:
        s.stop()


def test_lost_state_resumes_from_the_server_without_storing_twice(server, tmp_path):
    t = tmp_path / "sess-d.jsonl"
    t.write_bytes(SAMPLE.read_bytes())
    state = tmp_path / "state"
    up = Uploader(server.url, server.token, state, max_increment=4096)
    first = up.upload(t, "sess-d", "qqbrowser")
    n = len(server.held("sess-d"))
    for f in state.glob("*.json"):   # the laptop lost its state (or the acknowledgements never arrived)
        f.unlink()
    again = Uploader(server.url, server.token, state, max_increment=4096).upload(t, "sess-d", "qqbrowser")
    assert again.error is None and again.offset == first.offset and again.sent == 0
    assert again.duplicates >= 1 and len(again.statuses) == 1   # one resend, answered with where the server is
    assert len(server.held("sess-d")) == n
    for f in state.glob("*.json"):   # lost again, and this time the uploader cuts its increments differently
        f.unlink()
    other_cut = Uploader(server.url, server.token, state, max_increment=300).upload(t, "sess-d", "qqbrowser")
    assert other_cut.error is None and other_cut.offset == first.offset and other_cut.sent == 0
    assert other_cut.statuses == [409]   # other bytes at 0, but the file's own: resumed at the server's offset
    assert "".join(h["content"] for h in server.held("sess-d")).encode() == SAMPLE.read_bytes()


def test_refusals_stop_with_the_servers_reason_and_keep_the_offset(server, tmp_path):
    t = tmp_path / "sess-e.jsonl"
    t.write_bytes(SAMPLE.read_bytes())
    r = Uploader(server.url, server.token, tmp_path / "s1").upload(t, "sess-e", "chromium-shell")
    assert not r.retry and "403" in r.error and r.offset == 0
    r = Uploader(server.url, "cf_00000000_" + "x" * 43, tmp_path / "s2").upload(t, "sess-e", "qqbrowser")
    assert "401" in r.error
    up = Uploader(server.url, server.token, tmp_path / "s3")
    assert up.upload(t, "sess-e", "qqbrowser").error is None
    rewritten = tmp_path / "rewritten.jsonl"   # other bytes where the server holds some
    rewritten.write_bytes(b'{"type": "user"}\n' * 3)
    fresh = Uploader(server.url, server.token, tmp_path / "s4")
    r = fresh.upload(rewritten, "sess-e", "qqbrowser")
    assert "was rewritten" in r.error and r.statuses == [409] and r.offset == 0
    assert "".join(h["content"] for h in server.held("sess-e")).encode() == SAMPLE.read_bytes()
    assert "only the append-only" in up.upload(t, "sess-f", "qqbrowser", fmt="plain").error


def test_cli_upload(server, tmp_path, capsys, monkeypatch):
    from graph.cli import main

    t = tmp_path / "sess-g.jsonl"
    t.write_bytes(SAMPLE.read_bytes())
    monkeypatch.setenv("GOVERNANCE_SERVER", server.url)
    monkeypatch.setenv("GOVERNANCE_TOKEN", server.token)
    assert main(["upload", str(t), "--repo", "qqbrowser", "--state", str(tmp_path / "st"), "--json"]) == 0
    out = __import__("json").loads(capsys.readouterr().out)
    assert out["session"] == "sess-g" and out["offset"] == len(SAMPLE.read_bytes()) and out["error"] is None
    assert main(["upload", str(t), "--repo", "chromium-shell", "--state", str(tmp_path / "st2")]) == 2
    assert "403" in capsys.readouterr().err
    monkeypatch.delenv("GOVERNANCE_TOKEN")
    assert main(["upload", str(t), "--repo", "qqbrowser"]) == 2
    assert "GOVERNANCE_TOKEN" in capsys.readouterr().err
