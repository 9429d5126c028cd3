"""Codex CLI rollout JSONL (``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl``): ``{timestamp, type, payload}``.

- ``session_meta``: session id, ``cwd``, ``git`` (commit, branch, ``repository_url`` — redacted: it may
  carry credentials). A ``source`` naming a subagent makes the whole file a subagent's; a
  ``thread_spawn`` subagent is attached to its ``parent_thread_id``.
- ``response_item``: ``message`` by role — ``user`` is the developer's channel (AGENTS.md instructions,
  ``<environment_context>``, ``<user_instructions>`` and similar are harness), ``developer`` and
  ``system`` are harness (instructions), ``assistant`` the agent; ``reasoning`` summaries are thinking;
  ``function_call`` / ``custom_tool_call`` / ``local_shell_call`` / ``web_search_call`` are tool calls,
  paired by ``call_id`` with their ``*_output`` (text, exit code or ``success`` kept as ``is_error``).
- ``event_msg`` ``user_message``: a prompt recorded only here (not as a response_item) is read; the other
  events duplicate response items or are telemetry (counted).
- ``compacted``: a compaction boundary (new segment) with its summary as harness text.
- ``inter_agent_communication``: a message between agents (speaker subagent).
- ``turn_context``: skipped (counted); older rollouts without ``payload`` are read item by item.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import errors, harness
from .builder import IMAGE, Meta, Reading, TurnBuilder, content_text, files_in, tool_call_text
from .jsonl import read_jsonl
from ..models import BadRecord
from ..redact import redact

RECORD_TYPES = ("session_meta", "response_item", "event_msg", "turn_context", "compacted",
                "inter_agent_communication", "inter_agent_communication_metadata")
_CALLS = ("function_call", "custom_tool_call", "local_shell_call", "web_search_call")
_OUTPUTS = ("function_call_output", "custom_tool_call_output", "local_shell_call_output")
_ITEM_TYPES = ("message", "reasoning") + _CALLS + _OUTPUTS


def _user_texts(records: list[tuple[int, dict]]) -> set[str]:
    """What the developer said as response items (an event_msg user_message repeating one is a duplicate)."""
    out = set()
    for _, rec in records:
        item = rec.get("payload") if isinstance(rec.get("payload"), dict) else rec
        if item.get("type") == "message" and item.get("role") == "user":
            out.add(content_text(item.get("content")).strip())
    return out


def _output(item: dict) -> tuple[str, bool | None]:
    """A tool output's text and whether the tool said it failed."""
    out: Any = item.get("output")
    failed: bool | None = None
    if isinstance(out, str) and out.lstrip().startswith("{"):
        try:
            parsed = json.loads(out)
        except (ValueError, RecursionError):
            parsed = None
        if isinstance(parsed, dict) and ("output" in parsed or "metadata" in parsed):
            out = parsed
    if isinstance(out, dict):
        md = out.get("metadata") if isinstance(out.get("metadata"), dict) else {}
        if isinstance(md.get("exit_code"), int):
            failed = md["exit_code"] != 0
        if isinstance(out.get("success"), bool):
            failed = not out["success"]
        out = out.get("output", out.get("content", ""))
    if isinstance(out, list):
        out = content_text(out)
    if not isinstance(out, str):
        out = "" if out is None else json.dumps(out, ensure_ascii=False)
    return out, failed


def read(path: Path, start: int) -> Reading:
    lines = read_jsonl(path)
    records = lines.records
    problems = [p for p in lines.problems if p.line > start]
    meta = Meta()
    b = TurnBuilder(start)
    said = _user_texts(records)
    state = {"subagent": False}
    for n, rec in records:
        try:
            if n < start and not _structural(n, rec):  # consumed earlier: only the tool names later results need
                item = rec.get("payload") if isinstance(rec.get("payload"), dict) else rec
                if item.get("type") in _CALLS:
                    b.register_call(item.get("call_id") or item.get("id"), item.get("name"))
                continue
            _record(n, rec, meta, b, said, state)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
            if n >= start:
                problems.append(BadRecord(line=n + 1, error=str(e) or type(e).__name__))
    return Reading(meta=meta, builder=b, end=max(lines.end, start), problems=problems,
                   reason="a JSON object per line shaped {timestamp, type, payload} with Codex rollout types")


def _structural(n: int, rec: dict) -> bool:
    """Records that set up the session (read whatever the offset: they never become turns)."""
    return rec.get("type") in ("session_meta", "turn_context") or (n == 0 and "instructions" in rec and "payload" not in rec)


def _record(n: int, rec: dict, meta: Meta, b: TurnBuilder, said: set[str], state: dict) -> None:
    ts = rec.get("timestamp")
    if isinstance(ts, str):
        meta.last_timestamp = ts
    kind = rec.get("type")
    counted = n >= b.start
    if "payload" in rec and not isinstance(rec["payload"], dict):
        raise ValueError(errors.codex_no_payload(kind))
    item = rec["payload"] if "payload" in rec else rec
    if kind == "session_meta" or (n == 0 and "instructions" in rec and "payload" not in rec):
        if meta.session is None:
            git = item.get("git") if isinstance(item.get("git"), dict) else {}
            meta.session = item.get("id")
            meta.cwd = item.get("cwd")
            url = git.get("repository_url")
            meta.repository = meta.cwd or (redact(url)[0] if isinstance(url, str) else None)
            meta.commit = git.get("commit_hash")
            meta.branch = git.get("branch")
            source = item.get("source")
            if isinstance(source, dict) and "subagent" in source:
                # {"subagent": "review"} or {"subagent": {"thread_spawn": {"parent_thread_id": ...}}}
                state["subagent"] = True
                sub = source["subagent"]
                spawn = sub.get("thread_spawn") if isinstance(sub, dict) else None
                if isinstance(spawn, dict) and isinstance(spawn.get("parent_thread_id"), str):
                    meta.agent_id, meta.session = str(meta.session), spawn["parent_thread_id"]
                else:
                    meta.agent_id = sub if isinstance(sub, str) else json.dumps(sub, sort_keys=True)[:80]
        elif counted:
            b.skip("session_meta (repeated)")
        return
    if kind == "turn_context":
        if not meta.cwd and isinstance(item.get("cwd"), str):
            meta.cwd = meta.repository = item["cwd"]
        if counted:
            b.skip("turn_context")
        return
    if kind == "compacted":
        summary = item.get("message") if isinstance(item.get("message"), str) else ""
        b.add(n, "harness", "compaction", "[context compacted]", ts, boundary="compaction")
        b.add(n, "harness", "compaction_summary", summary, ts)
        return
    if kind in ("inter_agent_communication",):
        author = item.get("author")
        b.add(n, "subagent", "inter_agent", content_text(item.get("content")), ts,
              agent_id=str(author) if author else None)
        return
    if kind == "event_msg":
        etype = item.get("type")
        if etype == "user_message" and isinstance(item.get("message"), str) and item["message"].strip() not in said:
            images = item.get("images") if isinstance(item.get("images"), list) else []
            _user_channel(n, item["message"] + ("\n" + IMAGE if images else ""), ts, b, state)
        elif counted:
            b.skip("event_msg/user_message (same as a response item)" if etype == "user_message" else f"event_msg/{etype}")
        return
    if kind not in ("response_item", None) and kind not in _ITEM_TYPES:
        if counted:
            b.skip(f"unknown record type {kind!r}" if kind not in RECORD_TYPES else str(kind))
        return
    itype = item.get("type")
    who = "subagent" if state["subagent"] else "agent"
    if itype == "message":
        role = item.get("role")
        text = content_text(item.get("content"))
        if role == "user":
            _user_channel(n, text, ts, b, state)
        elif role in ("developer", "system"):
            b.add(n, "harness", "instructions", text, ts)
        elif role == "assistant":
            b.add(n, who, "message", text, ts, agent_id=meta.agent_id if state["subagent"] else None)
        elif counted:
            b.skip(f"message/{role}")
    elif itype == "reasoning":
        summary = item.get("summary") if isinstance(item.get("summary"), list) else []
        b.add(n, who, "thinking", content_text(summary), ts)
    elif itype in _CALLS:
        # custom_tool_call (apply_patch) carries its text in "input"; web_search_call its query in "action"
        args: Any = item.get("arguments") or item.get("action") or ({"input": item["input"]} if "input" in item else {})
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except (ValueError, RecursionError):
                args = {"arguments": args}
        name = str(item.get("name") or ("web_search" if itype == "web_search_call" else "shell"))
        b.add(n, who, "tool_call", tool_call_text(name, args), ts, tool=name,
              files=files_in(args, name) + _patch_files(args), call_id=item.get("call_id") or item.get("id"))
    elif itype in _OUTPUTS:
        text, failed = _output(item)
        b.add(n, "tool", "tool_result", text, ts, call_id=item.get("call_id"), is_error=failed)
    elif counted:
        b.skip(f"response_item/{itype}")


def _user_channel(n: int, text: str, ts: str | None, b: TurnBuilder, state: dict) -> None:
    for speaker, kind, piece in harness.split(text):
        if state["subagent"] and speaker == "developer":
            speaker, kind = "subagent", "subagent_prompt"
        b.add(n, speaker, kind, piece, ts)


def _patch_files(args: Any) -> list[str]:
    """Codex's apply_patch carries the edited paths inside the patch text."""
    try:
        text = json.dumps(args) if not isinstance(args, str) else args
    except (ValueError, RecursionError):
        return []
    files = []
    for marker in ("*** Update File: ", "*** Add File: ", "*** Delete File: "):
        for piece in text.split(marker)[1:]:
            files.append(piece.split("\\n")[0].split("\n")[0].strip())
    return files
