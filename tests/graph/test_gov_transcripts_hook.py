"""`governance hook` as Claude Code runs it: one event on stdin, nothing on stdout, exit 0, and the
right transcript paths in the spool for Stop, SubagentStop, SessionEnd and PreCompact."""
import json
import subprocess
import sys

import pytest

from gov_samples import ROOT

from graph import spool
from graph.hook import parse_event


def _hook(tmp_path, event) -> subprocess.CompletedProcess:
    raw = event if isinstance(event, str) else json.dumps(event)
    return subprocess.run([sys.executable, "-m", "graph.cli", "hook", "--spool", str(tmp_path / "spool")], input=raw,
                          cwd=ROOT, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


def _spooled(tmp_path):
    return [e for _, e in spool.pending(tmp_path / "spool")]


BASE = {"session_id": "e4b7c1d2", "cwd": "/home/mei/feedapp",
        "transcript_path": "/home/mei/.claude/projects/-home-mei-feedapp/e4b7c1d2.jsonl"}


@pytest.mark.parametrize("event", [
    BASE | {"hook_event_name": "Stop", "stop_hook_active": False},
    BASE | {"hook_event_name": "SessionEnd", "reason": "prompt_input_exit"},
    BASE | {"hook_event_name": "PreCompact", "trigger": "auto", "custom_instructions": ""},
])
def test_session_events_spool_the_transcript_and_print_nothing(tmp_path, event):
    out = _hook(tmp_path, event)
    assert (out.returncode, out.stdout) == (0, "")
    [entry] = _spooled(tmp_path)
    assert entry["transcript_path"] == BASE["transcript_path"]
    assert entry["hook_event_name"] == event["hook_event_name"] and entry["session_id"] == "e4b7c1d2"


def test_subagent_stop_spools_the_agent_transcript_and_the_parent(tmp_path):
    agent = "/home/mei/.claude/projects/-home-mei-feedapp/e4b7c1d2/subagents/agent-a91c3e5f.jsonl"
    out = _hook(tmp_path, BASE | {"hook_event_name": "SubagentStop", "agent_id": "a91c3e5f",
                                  "agent_transcript_path": agent, "stop_hook_active": False})
    assert (out.returncode, out.stdout) == (0, "")
    assert [e["transcript_path"] for e in _spooled(tmp_path)] == [agent, BASE["transcript_path"]]


@pytest.mark.parametrize("raw,why", [("not json", "not JSON"), ("[1]", "not a JSON object"),
                                      ('{"hook_event_name": "Stop"}', "no transcript_path")])
def test_a_bad_event_is_reported_on_stderr_and_never_fails_the_agent(tmp_path, raw, why):
    out = _hook(tmp_path, raw)
    assert (out.returncode, out.stdout) == (0, "") and why in out.stderr
    assert _spooled(tmp_path) == []


def test_parse_event_keeps_trigger_reason_and_agent():
    ev = parse_event(json.dumps(BASE | {"hook_event_name": "PreCompact", "trigger": "manual"}))
    assert (ev.name, ev.trigger, ev.transcripts) == ("PreCompact", "manual", (BASE["transcript_path"],))
    ev = parse_event(json.dumps(BASE | {"hook_event_name": "SessionEnd", "reason": "clear"}))
    assert ev.reason == "clear"
    same = parse_event(json.dumps(BASE | {"agent_transcript_path": BASE["transcript_path"]}))
    assert same.transcripts == (BASE["transcript_path"],)  # one entry when both name the same file


def test_hook_does_not_import_the_chain_even_when_other_commands_register_heavy_modules(tmp_path):
    code = ("import io, sys, json; sys.stdin = io.StringIO(json.dumps({'transcript_path': '/t.jsonl'}));"
            "import graph.cli; rc = graph.cli.main(['hook', '--spool', sys.argv[1]]);"
            "print(rc, [m for m in ('langgraph', 'openai', 'graph.store', 'graph.evaluation') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "spool")], cwd=ROOT, capture_output=True,
                         text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "0 []", out.stderr
