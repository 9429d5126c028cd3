"""``governance hook``: the coding agent's hook. One event on stdin, one atomic spool write per
transcript it names, nothing on stdout, exit 0 — the agent is never blocked and never failed.

Claude Code hook events carry ``session_id``, ``transcript_path``, ``cwd`` and ``hook_event_name``; what
each one spools:

- ``Stop`` (after every agent turn): the session transcript (read incrementally by offset).
- ``SubagentStop``: the subagent's own transcript (``agent_transcript_path``, 2.1's
  ``<session>/subagents/agent-<id>.jsonl``) and the parent's, where the subagent's result just landed.
- ``SessionEnd`` (``reason``): all SessionEnd hooks share a 1.5 s budget unless a timeout is set, and
  children are killed at exit — so nothing is started: the spool write is the whole job (a temp file
  renamed into place; a kill leaves either no entry or a whole one), and ``drain`` runs the chain later.
- ``PreCompact`` (``trigger`` manual|auto): the transcript as it is before compaction replaces the
  agent's context.

Any other event naming a transcript is spooled the same way. When GOVERNANCE_SERVER and GOVERNANCE_TOKEN
name a team server, the hook then starts a detached uploader (graph/spool_upload.py) that sends the
spooled transcripts' new bytes there, and returns without waiting for it. Stop, SubagentStop and PreCompact reject
``hookSpecificOutput``, so stdout stays empty; a problem goes to stderr (shown in the agent's verbose
mode) and the exit status stays 0. Imports are kept to the standard library and the spool: the hook runs
on every turn and must not pay for LangGraph, openai or the store.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from . import spool as spool_mod

EVENTS = ("Stop", "SubagentStop", "SessionEnd", "PreCompact")


@dataclass(frozen=True)
class HookEvent:
    name: str | None
    session_id: str | None
    cwd: str | None
    transcripts: tuple[str, ...]  # what to spool, the most specific first (a subagent's own file)
    trigger: str | None = None  # PreCompact: manual | auto
    reason: str | None = None  # SessionEnd: clear | logout | prompt_input_exit | other ...
    agent_id: str | None = None  # SubagentStop


def _text(v) -> str | None:
    return v if isinstance(v, str) and v else None


def parse_event(raw: str) -> HookEvent:
    """The event on stdin; ValueError when it is not a JSON object or names no transcript."""
    try:
        ev = json.loads(raw or "{}")
    except (ValueError, RecursionError):
        raise ValueError("hook event is not JSON") from None
    if not isinstance(ev, dict):
        raise ValueError("hook event is not a JSON object")
    paths = [p for p in (_text(ev.get("agent_transcript_path")), _text(ev.get("transcript_path"))) if p]
    if not paths:
        raise ValueError("hook event has no transcript_path")
    return HookEvent(name=_text(ev.get("hook_event_name")), session_id=_text(ev.get("session_id")),
                     cwd=_text(ev.get("cwd")), transcripts=tuple(dict.fromkeys(paths)),
                     trigger=_text(ev.get("trigger")), reason=_text(ev.get("reason")),
                     agent_id=_text(ev.get("agent_id")))


def spool_event(event: HookEvent, spool: Path) -> list[Path]:
    """One spool entry per transcript the event names."""
    return [spool_mod.enqueue({"transcript_path": p, "session_id": event.session_id, "cwd": event.cwd,
                               "hook_event_name": event.name}, spool) for p in event.transcripts]


def run(stdin: TextIO, spool: Path | None, err: TextIO) -> int:
    try:
        spool_event(parse_event(stdin.read()), spool or spool_mod.default_spool())
    except (ValueError, OSError) as e:
        print(f"governance hook: not spooled: {e}", file=err)
        return 0
    from . import spool_upload

    if spool_upload.configured():
        try:
            spool_upload.start_detached(spool)
        except OSError as e:   # spooled all the same: the next hook's uploader sends it
            print(f"governance hook: spooled, uploader not started: {e}", file=err)
    return 0
