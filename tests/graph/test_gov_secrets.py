"""Secrets of ten kinds planted in transcripts (text, tool output, metadata) never reach any file a
run writes — the store and the LangGraph checkpoints — and checkpoints are pruned to what resume needs."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from graph.chain import checkpoint_path, run
from graph.llm import OfflineBackend
from graph.redact import redact, redact_value

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = ROOT / "sample_repos" / "transcripts"
QQ = ROOT / "sample_repos" / "qqbrowser"

# kind -> (text as a user or tool would write it, the secret part that must never be stored)
PLANTED = {
    "aws_key": ("the CI uses key AKIAZ7QHK3MXN4PLT2VB for uploads", "AKIAZ7QHK3MXN4PLT2VB"),
    "aws_secret": ("aws_secret_access_key = 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",
                   "Zk3mQ9vT2xLp8RwN4bYc7HjD1fGs6AeU0oIiKkPq"),
    "github_token": ("GITHUB_TOKEN is ghp_Q8wE4rT6yU1iO3pA5sD7fG9hJ2kL4zX6cV8b", "ghp_Q8wE4rT6yU1iO3pA5sD7fG9hJ2kL4zX6cV8b"),
    "slack_token": ("post to slack with xoxb-2048-4096-Zq8vR2mXk9LpT4wN", "xoxb-2048-4096-Zq8vR2mXk9LpT4wN"),
    "private_key": ("-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEAq7ZplantedKeyBody0123\n-----END RSA PRIVATE KEY-----",
                    "MIIEpAIBAAKCAQEAq7ZplantedKeyBody0123"),
    "jwt": ("session cookie eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsaW4tcWIifQ.Qm9vdHN0cmFwU2lnbmF0dXJlMTIz",
            "Qm9vdHN0cmFwU2lnbmF0dXJlMTIz"),
    "url_credentials": ("clone https://lin:Url-Pa55word-77@git.example.com/qb.git", "Url-Pa55word-77"),
    "env_assignment": ("MAILGUN_API_KEY=mgEnvValue-Yh7Jm2NqWx4", "mgEnvValue-Yh7Jm2NqWx4"),
    "bearer": ("curl -H 'Authorization: Bearer Tk9Qw3Er5Ty7Ui1Op3As5Df'", "Tk9Qw3Er5Ty7Ui1Op3As5Df"),
    "high_entropy": ('signing_salt: "R7kQ2mZx9LvT4wNb8YcH3jDf"', "R7kQ2mZx9LvT4wNb8YcH3jDf"),
}
# Only in metadata fields that no reader redacts as text.
META_SECRETS = {"plain repository": ("postgres://admin:Pg-s3cret-Pass@db.internal:5432/qb", "Pg-s3cret-Pass"),
                "codex repository_url": ("https://lin:Gh-cred-Secret9@git.example.com/qb/qqbrowser.git", "Gh-cred-Secret9")}


@pytest.mark.parametrize("kind", PLANTED)
def test_each_kind_is_redacted(kind):
    text, secret = PLANTED[kind]
    out, n = redact(text)
    assert secret not in out and n >= 1
    assert redact(out) == (out, 0)          # idempotent


def test_ordinary_code_text_is_untouched():
    for text in ("commit = 9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6", "id: 123e4567-e89b-12d3-a456-426614174000",
                 "name = FastScrollBarCompat2AttachToQBRecyclerView", '{"id": "exp-193de7141b06", "version": 3}',
                 "use FastScrollBarCompat.attachToQBRecyclerView() in QB lists; token budget: 2 s"):
        assert redact(text) == (text, 0), text


def test_redact_value_walks_nested_data():
    value = {"a": [PLANTED["aws_key"][0], ("x", {"deep": PLANTED["bearer"][0]})], "n": 3, "b": b"raw"}
    out = json.dumps(redact_value({k: v for k, v in value.items() if k != "b"}))
    assert "AKIAZ7QHK3MXN4PLT2VB" not in out and "Tk9Qw3Er5Ty7Ui1Op3As5Df" not in out and '"n": 3' in out


def planted_inputs(directory: Path) -> list[Path]:
    directory.mkdir()
    everything = "\n".join(text for text, _ in PLANTED.values())
    # Claude Code: in a user message and in a tool result.
    claude_src = TRANSCRIPTS / "claude" / "2026-11-04-bookmark-fast-scroll.jsonl"
    lines = [json.loads(line) for line in claude_src.read_text().splitlines() if line.strip()]
    for rec in lines:
        msg = rec.get("message") or {}
        if rec.get("type") == "user" and isinstance(msg.get("content"), str):
            msg["content"] += "\n" + everything
            break
    for rec in lines:
        content = (rec.get("message") or {}).get("content")
        if isinstance(content, list):
            for part in content:
                if part.get("type") == "tool_result":
                    part["content"] = str(part.get("content", "")) + "\n" + everything
    claude = directory / "claude.jsonl"
    claude.write_text("\n".join(json.dumps(rec) for rec in lines) + "\n")
    # Plain JSON chat: a database URL with a password as the repository.
    plain_src = TRANSCRIPTS / "plain" / "2026-11-05-video-autoplay-switch.json"
    chat = json.loads(plain_src.read_text())
    chat["repository"] = META_SECRETS["plain repository"][0]
    chat["messages"][0]["content"] += "\n" + everything
    plain = directory / "plain.json"
    plain.write_text(json.dumps(chat))
    # Codex rollout: credentials in git.repository_url.
    codex_src = TRANSCRIPTS / "codex" / "2026-11-03-fastcut-switch.jsonl"
    codex = directory / "codex.jsonl"
    codex.write_text(codex_src.read_text().replace("git@git.example.com:qb/qqbrowser.git",
                                                    META_SECRETS["codex repository_url"][0]))
    return [claude, plain, codex]


def test_no_planted_secret_reaches_any_file_the_run_wrote(tmp_path):
    inputs = planted_inputs(tmp_path / "in")
    out = tmp_path / "out"
    out.mkdir()
    db = out / "g.sqlite"
    result = run([str(p) for p in inputs], str(QQ), db, backend=OfflineBackend())
    assert result.funnel.conversations_read == 3
    written = sorted(p for p in out.rglob("*") if p.is_file())
    assert {p.name for p in written} >= {"g.sqlite", "g.sqlite.checkpoints"}
    blobs = {p.name: p.read_bytes() for p in written}
    everything = b"".join(blobs.values())
    assert b"FastScrollBar" in everything and b"[REDACTED:" in everything   # content is stored, redacted
    for kind, (_, secret) in {**PLANTED, **META_SECRETS}.items():
        for name, blob in blobs.items():
            assert secret.encode() not in blob, f"{kind} secret found in {name}"


def _checkpoint_rows(db: Path) -> dict[str, int]:
    conn = sqlite3.connect(checkpoint_path(db))
    try:
        return dict(conn.execute("SELECT thread_id, count(*) FROM checkpoints GROUP BY thread_id").fetchall())
    finally:
        conn.close()


def test_checkpoints_are_pruned_to_what_resume_needs(tmp_path):
    db = tmp_path / "g.sqlite"
    r = run([str(TRANSCRIPTS)], str(QQ), db, backend=OfflineBackend())
    rows = _checkpoint_rows(db)
    if r.waiting:          # a contradiction waits for a human: only the newest checkpoint is kept
        assert rows == {r.run_id: 1}
    else:
        assert rows == {}
    plain = tmp_path / "p.sqlite"
    r2 = run([str(TRANSCRIPTS / "plain")], str(QQ), plain, backend=OfflineBackend())
    assert not r2.waiting and _checkpoint_rows(plain) == {}
