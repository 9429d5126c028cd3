import io
import json

from gov_samples import QQBROWSER, TRANSCRIPTS

from graph.cli import main


def cli(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_run_list_show_rejected_resolve(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    code, out, err = cli(capsys, "run", str(TRANSCRIPTS), "--repo", str(QQBROWSER), "--db", db, "--backend", "offline")
    assert code == 0
    assert "[review]" in err and "REJECTED S1_FACTUAL_ERROR" in err and "[merge]" in err  # live progress
    assert "conversations read        12" in out and "S1_FACTUAL_ERROR         1" in out
    assert "merge                   create 5  update 1  skip 1  contradict 1" in out
    assert "governance resolve exp-" in out

    code, out, _ = cli(capsys, "list", "--db", db, "--json")
    exps = json.loads(out)
    assert code == 0 and len(exps) == 6
    code, out, _ = cli(capsys, "list", "--db", db, "--status", "contested")
    assert out.count("contested") == 2

    updated = next(e for e in exps if e["version"] == 2)
    code, out, _ = cli(capsys, "show", updated["id"], "--db", db)
    assert code == 0 and "v1 " in out and "v2 " in out and "update:" in out and "When: When writing code" in out
    code, out, _ = cli(capsys, "show", updated["id"], "--db", db, "--json")
    assert [d["action"] for d in json.loads(out)["decisions"]] == ["create", "update", "contradict"]

    code, out, _ = cli(capsys, "rejected", "--db", db)
    assert "S1_FACTUAL_ERROR" in out and "FastScrollBarCompat.attachToQBRecyclerView" in out
    assert "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java:21" in out and "5 rejected" in out
    code, out, _ = cli(capsys, "rejected", "--db", db, "--json")
    rejected = json.loads(out)
    code, out, _ = cli(capsys, "show", rejected[0]["candidate"]["id"], "--db", db, "--json")
    assert json.loads(out)["status"] == "rejected"

    contested = [e for e in exps if e["status"] == "contested" and e["version"] == 1]
    code, out, _ = cli(capsys, "resolve", contested[0]["id"], "--keep", "both", "--db", db, "--json")
    assert code == 0 and json.loads(out)["resolution"] == "both"
    code, out, _ = cli(capsys, "list", "--db", db, "--status", "active", "--json")
    assert len(json.loads(out)) == 6

    assert cli(capsys, "show", "exp-nope", "--db", db)[0] == 1
    assert cli(capsys, "resolve", "exp-nope", "--keep", "new", "--db", db)[0] == 1


def test_hook_spools_and_never_fails(tmp_path, capsys, monkeypatch):
    spool = tmp_path / "spool"
    path = TRANSCRIPTS / "claude" / "2026-11-02-stop-hook-report.jsonl"
    event = {"session_id": "5b0c9d1e", "transcript_path": str(path), "hook_event_name": "Stop", "cwd": "/x"}
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(event)))
    assert cli(capsys, "hook", "--spool", str(spool))[0] == 0
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(event)))
    assert cli(capsys, "hook", "--spool", str(spool))[0] == 0  # the hook fires after every turn
    assert len(list(spool.glob("*.json"))) == 2
    monkeypatch.setattr("sys.stdin", io.StringIO("not json"))
    code, _, err = cli(capsys, "hook", "--spool", str(spool))
    assert code == 0 and "not spooled" in err  # a broken event never blocks or fails the agent

    db = str(tmp_path / "g.sqlite")
    code, out, _ = cli(capsys, "drain", "--spool", str(spool), "--repo", str(QQBROWSER), "--db", db, "--json", "--quiet")
    assert code == 0 and json.loads(out)["funnel"]["merge"]["create"] == 1
    assert list(spool.glob("*.json")) == []
    assert cli(capsys, "drain", "--spool", str(spool), "--db", db)[1].strip() == "spool empty"


def test_bad_database_path_is_a_clear_error(tmp_path, capsys):
    (tmp_path / "dir.sqlite").mkdir()
    code, _, err = cli(capsys, "list", "--db", str(tmp_path / "dir.sqlite"))
    assert code == 2 and err.startswith("governance:")


def test_missing_repository_is_a_clear_error(tmp_path, capsys):
    code, _, err = cli(capsys, "run", str(TRANSCRIPTS), "--repo", str(tmp_path / "nowhere"), "--db", str(tmp_path / "g.sqlite"))
    assert code == 2 and "not a directory" in err


def test_hook_path_stays_light(tmp_path):
    """The Stop hook runs on every agent turn: it must not import LangGraph, openai or the verifier."""
    import subprocess
    import sys

    from gov_samples import ROOT

    code = ("import io, sys, json; sys.stdin = io.StringIO(json.dumps({'transcript_path': '/t.jsonl'}));"
            "import graph.cli; rc = graph.cli.main(['hook', '--spool', sys.argv[1]]);"
            "heavy = [m for m in ('langgraph', 'openai', 'verifier', 'graph.chain') if m in sys.modules];"
            "print(rc, heavy)")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "spool")], cwd=ROOT, capture_output=True,
                         text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "0 []", out.stderr
    assert len(list((tmp_path / "spool").glob("*.json"))) == 1
