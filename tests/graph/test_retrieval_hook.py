"""The prompt hook fed Claude Code's documented UserPromptSubmit JSON on stdin, `install-hooks claude`,
import/export, and adoption observed in a later transcript of the same session."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from retrieval_samples import BOOKMARK_PAGE, NOTES, copy_repo, seeded_store, write_notes

from graph import cli
from graph.api_server import make_server
from graph.serving import Retriever
from graph.store import Store

GOVERNANCE = str(Path(sys.executable).with_name("governance"))
SESSION = "9a1b2c3d-0000-4e5f-8a9b-0c1d2e3f4a5b"


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    """A copy of the sample repository, indexed (the hook takes the event's cwd as the repository only
    when it is indexed)."""
    from codeindex import open_index

    repo = copy_repo(tmp_path_factory.mktemp("hook"))
    open_index(repo).close()
    return repo


@pytest.fixture()
def db(repo, tmp_path):
    return seeded_store(tmp_path, repo)


def event(repo: Path, prompt: str) -> dict:
    """What Claude Code sends a UserPromptSubmit hook on stdin (hooks reference: common fields + prompt)."""
    return {"session_id": SESSION, "transcript_path": str(repo / ".claude" / "session.jsonl"), "cwd": str(repo),
            "permission_mode": "default", "hook_event_name": "UserPromptSubmit", "prompt": prompt}


def inject(stdin: str, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([GOVERNANCE, "inject", *args], input=stdin, capture_output=True, text=True, timeout=120,
                          env=env)


def test_the_hook_prints_the_top_experiences_as_additional_context(db, repo):
    prompt = f"Add a fast scroll bar to the bookmark list ({BOOKMARK_PAGE}), like the history page has"
    p = inject(json.dumps(event(repo, prompt)), "--db", str(db), "--budget-ms", "60000")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    context = out["hookSpecificOutput"]["additionalContext"]
    assert "[exp-fastscroll]" in context and "FastScrollBarCompat.attachToQBRecyclerView" in context
    store = Store(db)
    try:
        row = store.db.execute("SELECT client, session, files, hit FROM retrievals").fetchone()
    finally:
        store.close()
    assert tuple(row) == ("hook", SESSION, json.dumps([BOOKMARK_PAGE]), 1)  # the path in the prompt anchored it


def test_the_hook_does_not_index_an_unindexed_working_directory(db, tmp_path):
    plain = tmp_path / "home"
    plain.mkdir()
    (plain / "notes.py").write_text("class Notes:\n    pass\n")
    p = inject(json.dumps(event(plain, "which SwitchKey do I pass for another module's switch")), "--db", str(db),
               "--budget-ms", "60000")
    assert p.returncode == 0 and "[exp-switch-string]" in p.stdout  # answered, unanchored and unverified
    assert not (plain / ".codeindex").exists()


def test_the_hook_never_fails_the_agent(db, repo, tmp_path):
    for stdin in ("", "not json", "[1, 2]", json.dumps({"hook_event_name": "UserPromptSubmit"})):
        p = inject(stdin, "--db", str(db))
        assert (p.returncode, p.stdout) == (0, ""), stdin
    # Nothing relevant: nothing printed.
    p = inject(json.dumps(event(repo, "write a haiku about autumn")), "--db", str(db), "--budget-ms", "60000")
    assert (p.returncode, p.stdout) == (0, "")
    # No store, a store that is not SQLite, a budget nothing can meet: still exit 0 with nothing.
    bad = tmp_path / "bad.sqlite"
    bad.write_text("this is not a database")
    for args in (["--db", str(tmp_path / "none.sqlite")], ["--db", str(bad)], ["--db", str(db), "--budget-ms", "1"]):
        p = inject(json.dumps(event(repo, "fast scroll bar for a QB list")), *args)
        assert (p.returncode, p.stdout) == (0, ""), args


def test_the_hook_asks_a_running_server_when_configured(db, repo):
    retriever = Retriever(str(db), {"qqbrowser": str(repo)})
    srv = make_server(retriever, "127.0.0.1", 0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        p = inject(json.dumps(event(repo, "which SwitchKey do I pass for another module's switch")),
                   "--url", f"http://127.0.0.1:{srv.port}", "--budget-ms", "60000", "--repo", "qqbrowser")
    finally:
        srv.shutdown()
        srv.close()
        retriever.close()
    assert p.returncode == 0, p.stderr
    assert "[exp-switch-string]" in json.loads(p.stdout)["hookSpecificOutput"]["additionalContext"]


def test_install_hooks_writes_claude_settings_and_the_mcp_entry(db, tmp_path, capsys):
    target = tmp_path / "project"
    (target / ".claude").mkdir(parents=True)
    mine = {"type": "command", "command": "./scripts/lint.sh"}
    (target / ".claude" / "settings.json").write_text(json.dumps(
        {"permissions": {"allow": ["Bash(ls)"]}, "hooks": {"PostToolUse": [{"matcher": "Edit", "hooks": [mine]}]}}))
    args = ["install-hooks", "claude", "--target", str(target), "--db", str(db), "--governance", GOVERNANCE]
    assert cli.main(args) == 0
    assert "[mcp_servers.governance]" in capsys.readouterr().out  # the Codex entry, printed
    assert cli.main(args) == 0  # twice changes nothing
    settings = json.loads((target / ".claude" / "settings.json").read_text())
    hooks = settings["hooks"]
    assert settings["permissions"] == {"allow": ["Bash(ls)"]} and hooks["PostToolUse"][0]["hooks"] == [mine]
    for ev in ("Stop", "SubagentStop", "SessionEnd", "PreCompact"):
        assert [h["command"] for g in hooks[ev] for h in g["hooks"]] == [f"{GOVERNANCE} hook"], ev
    (inj,) = [h for g in hooks["UserPromptSubmit"] for h in g["hooks"]]
    assert inj["command"].startswith(f"{GOVERNANCE} inject --db ") and inj["timeout"] >= 1
    mcp = json.loads((target / ".mcp.json").read_text())["mcpServers"]["governance"]
    assert mcp["command"] == GOVERNANCE and mcp["args"][:3] == ["mcp", "--db", str(db.resolve())]
    other = tmp_path / "other"
    other.mkdir()
    assert cli.main(["install-hooks", "claude", "--target", str(other), "--db", str(db), "--governance", GOVERNANCE,
                     "--url", "http://127.0.0.1:8078"]) == 0
    hooks = json.loads((other / ".claude" / "settings.json").read_text())["hooks"]
    assert hooks["UserPromptSubmit"][0]["hooks"][0]["command"].endswith(" --url http://127.0.0.1:8078")
    (target / ".mcp.json").write_text("{broken")
    assert cli.main(args) == 2  # an unreadable file is not overwritten
    assert (target / ".mcp.json").read_text() == "{broken"


def test_import_reviews_notes_and_export_writes_them_back(repo, tmp_path, capsys):
    db = tmp_path / "g.sqlite"
    notes = NOTES[:2] + [
        {"when": "When adding fast scroll to a QB list", "what": "Call FastScrollBar.attachToQBListView() on the list",
         "why": "it follows the header"},  # the article's invented method: Review rejects it
        {"when": "When the push gateway retries", "what": "x"},  # no why
    ]
    path = write_notes(tmp_path / "notes.jsonl", notes)
    with path.open("a") as f:
        f.write("{not json\n")
    assert cli.main(["import", str(path), "--repo", str(repo), "--db", str(db), "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["lines"] == 5 and len(r["stored"]) == 2
    assert [(e["line"], "why" in e["error"] or "JSON" in e["error"]) for e in r["errors"]] == [(4, True), (5, True)]
    assert [x["reason"] for x in r["rejected"]] == ["S1_FACTUAL_ERROR"]
    assert cli.main(["import", str(path), "--repo", str(repo), "--db", str(db), "--json"]) == 0  # again: nothing new
    assert json.loads(capsys.readouterr().out)["stored"] == []
    assert cli.main(["export", "--db", str(db)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert sorted(x["what"] for x in lines) == sorted(n["what"] for n in NOTES[:2])
    assert cli.main(["export", "--db", str(db), "--format", "markdown"]) == 0
    md = capsys.readouterr().out
    assert md.startswith("# Team experiences") and "**Why:**" in md and "`SwitchManager.isOn`" in md
    # as-is keeps the ids and skips Review
    assert cli.main(["import", str(path), "--as-is", "--db", str(tmp_path / "raw.sqlite"), "--json"]) == 0
    raw = json.loads(capsys.readouterr().out)
    assert raw["stored"][:2] == ["exp-fastscroll", "exp-switch-string"] and len(raw["stored"]) == 3


def _claude_line(ts: datetime, role: str, content) -> str:
    return json.dumps({"type": role, "sessionId": SESSION, "cwd": "/home/lin/qqbrowser",
                       "timestamp": ts.isoformat().replace("+00:00", "Z"), "message": {"role": role, "content": content}})


def test_adoption_is_judged_from_the_later_transcript_of_the_session(db, repo, tmp_path, capsys):
    p = inject(json.dumps(event(repo, f"add a fast scroll bar to {BOOKMARK_PAGE}")), "--db", str(db), "--budget-ms", "60000")
    assert "[exp-fastscroll]" in p.stdout
    p = inject(json.dumps(event(repo, "the D site report button")), "--db", str(db), "--budget-ms", "60000")
    assert "[exp-dsite]" in p.stdout
    later = datetime.now(timezone.utc) + timedelta(minutes=1)
    transcript = tmp_path / "session.jsonl"
    transcript.write_text("\n".join([
        _claude_line(later, "user", f"add a fast scroll bar to {BOOKMARK_PAGE}"),
        _claude_line(later + timedelta(seconds=5), "assistant", [
            {"type": "text", "text": "The team note says to use the compat attach for QB lists."},
            {"type": "tool_use", "id": "toolu_1", "name": "Edit", "input": {
                "file_path": f"/home/lin/qqbrowser/{BOOKMARK_PAGE}", "old_string": "setupList();",
                "new_string": "setupList();\n        mScrollBar.attachToQBRecyclerView(mListView, true);"}}]),
    ]) + "\n")
    assert cli.main(["adopt", str(transcript), "--db", str(db), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"transcripts": 1, "adopted": 1, "ignored": 1, "unobserved": 0,
                                                   "unreadable": 0}
    assert cli.main(["stats", "--db", str(db), "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["requests"] == 2 and s["by_client"] == {"hook": 2} and s["hit_rate"] == 1.0
    assert s["adoption"] == {"served": s["adoption"]["served"], "observed": 2, "adopted": 1, "ignored": 1, "rate": 0.5}
    per = {e["id"]: e for e in s["experiences"]}
    assert per["exp-fastscroll"]["adopted"] == 1 and per["exp-dsite"]["ignored"] == 1
    assert cli.main(["stats", "--db", str(db), "--since", "7d"]) == 0
    text = capsys.readouterr().out
    assert "no-hit rate" in text and "1 adopted, 1 ignored" in text and "p95" in text


def test_governance_run_judges_adoption_of_what_was_served_into_the_session(db, repo, tmp_path, capsys):
    p = inject(json.dumps(event(repo, f"add a fast scroll bar to {BOOKMARK_PAGE}")), "--db", str(db), "--budget-ms", "60000")
    assert "[exp-fastscroll]" in p.stdout
    later = datetime.now(timezone.utc) + timedelta(minutes=1)
    transcript = tmp_path / "claude" / "session.jsonl"
    transcript.parent.mkdir()
    transcript.write_text("\n".join([
        _claude_line(later, "user", f"add a fast scroll bar to {BOOKMARK_PAGE}"),
        _claude_line(later + timedelta(seconds=5), "assistant", [
            {"type": "tool_use", "id": "toolu_1", "name": "Edit", "input": {
                "file_path": f"/home/lin/qqbrowser/{BOOKMARK_PAGE}", "old_string": "setupList();",
                "new_string": "setupList();\n        mScrollBar.attachToQBRecyclerView(mListView, true);"}}]),
        _claude_line(later + timedelta(seconds=9), "user", "looks good, thanks"),
    ]) + "\n")
    assert cli.main(["run", str(transcript), "--repo", str(repo), "--db", str(db), "--quiet"]) == 0
    assert "adoption: 1 adopted, 0 ignored" in capsys.readouterr().err
    store = Store(db)
    try:
        row = store.db.execute("SELECT adoption, adoption_evidence FROM served WHERE experience_id='exp-fastscroll'").fetchone()
    finally:
        store.close()
    assert row[0] == "adopted" and "attachToQBRecyclerView" in row[1]
