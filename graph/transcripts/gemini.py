"""Gemini CLI chat recordings (``~/.gemini/tmp/<project>/chats/session-*.jsonl``, older ``.json``).

The JSONL file is an upsert log, replayed the way Gemini CLI replays it: a metadata line
``{sessionId, projectHash, startTime, ...}``; message records ``{id, timestamp, type, content, ...}``
where a later record with the same id replaces the earlier one in place (tool results and tokens arrive
that way); ``{"$rewindTo": id}`` removes that message and everything after it (an unknown id clears the
conversation); ``{"$set": {...}}`` patches the metadata. The older ``.json`` file is one
``{sessionId, projectHash, startTime, lastUpdated, messages: [...]}`` document.

Message types: ``user`` is the developer's channel (harness blocks split off; when ``displayContent``
differs from ``content`` it is what the developer typed, and the expanded @-references are left out),
``gemini`` the agent —
its ``thoughts`` become thinking turns and each of its ``toolCalls`` a tool call paired with its result
(``status`` "error" kept as ``is_error``); ``info`` / ``warning`` / ``error`` are harness notices. A
subagent's recording (``kind: "subagent"``, under ``chats/<parent session>/``) is read as the
subagent's, attached to the parent session. A turn's index is the line where its message first
appeared, so ids stay stable while the message is rewritten.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from . import errors, harness
from .builder import Meta, Reading, TurnBuilder, content_text, files_in, tool_call_text
from .jsonl import BadJSON, parse, read_jsonl, read_text
from ..models import BadRecord

MESSAGE_TYPES = ("user", "gemini", "info", "warning", "error")


def is_metadata(rec: Any) -> bool:
    return isinstance(rec, dict) and isinstance(rec.get("sessionId"), str) and isinstance(rec.get("projectHash"), str)


def is_record(rec: Any) -> bool:
    return isinstance(rec, dict) and ("$rewindTo" in rec or "$set" in rec or
                                      (isinstance(rec.get("id"), str) and rec.get("type") in MESSAGE_TYPES))


def read(path: Path, start: int) -> Reading:
    text = read_text(path)
    stripped = text.lstrip()
    if stripped.startswith("{") and path.suffix == ".json":
        return _read_json(path, text, start)
    lines = read_jsonl(path, text)
    problems = [p for p in lines.problems if p.line > start]
    metadata: dict = {}
    messages: dict[str, tuple[int, dict]] = {}  # id -> (first line, latest record); dicts keep insertion order
    b = TurnBuilder(start)
    for n, rec in lines.records:
        if "$rewindTo" in rec:
            target = rec["$rewindTo"]
            ids = list(messages)
            cut = ids.index(target) if target in ids else 0
            for i in ids[cut:]:
                del messages[i]
            if n >= start:
                b.skip("rewound message", len(ids) - cut)
        elif isinstance(rec.get("$set"), dict):
            metadata.update({k: v for k, v in rec["$set"].items() if k != "messages"})
            if isinstance(rec["$set"].get("messages"), list):
                for m in rec["$set"]["messages"]:
                    if isinstance(m, dict) and isinstance(m.get("id"), str):
                        messages[m["id"]] = (messages.get(m["id"], (n, None))[0], m)
        elif isinstance(rec.get("id"), str):
            messages[rec["id"]] = (messages.get(rec["id"], (n, None))[0], rec)
        elif is_metadata(rec):
            metadata.update(rec)
        elif n >= start:
            problems.append(BadRecord(line=n + 1, error=errors.gemini_bad_message("record has no id")))
    meta = _meta(path, metadata)
    for first, m in messages.values():
        try:
            _message(first, m, meta, b)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
            if first >= start:
                problems.append(BadRecord(line=first + 1, error=str(e) or type(e).__name__))
    return Reading(meta=meta, builder=b, end=max(lines.end, start), problems=problems,
                   reason="JSON lines opening with a Gemini CLI session line {sessionId, projectHash}")


def _read_json(path: Path, text: str, start: int) -> Reading:
    try:
        doc = parse(text)
    except BadJSON as e:
        raise errors.TranscriptFormatError(errors.at_line(path, e.line, str(e))) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("messages"), list):
        raise errors.TranscriptFormatError(errors.gemini_no_messages(path))
    meta = _meta(path, doc)
    b = TurnBuilder(start)
    problems = []
    for n, m in enumerate(doc["messages"]):
        try:
            if not isinstance(m, dict):
                raise ValueError(errors.gemini_bad_message(f"{n} is not an object"))
            _message(n, m, meta, b)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
            if n >= start:
                problems.append(BadRecord(line=n + 1, error=str(e) or type(e).__name__))
    return Reading(meta=meta, builder=b, end=max(len(doc["messages"]), start), problems=problems,
                   reason="one JSON document {sessionId, projectHash, messages} (Gemini CLI's older session file)")


def _meta(path: Path, metadata: dict) -> Meta:
    meta = Meta(session=metadata.get("sessionId"))
    dirs = metadata.get("directories")
    if isinstance(dirs, list) and dirs and isinstance(dirs[0], str):
        meta.cwd = meta.repository = dirs[0]
    if metadata.get("kind") == "subagent":
        meta.agent_id = meta.session
        if path.parent.name != "chats":  # subagents are recorded under chats/<parent session id>/
            meta.session = path.parent.name
    return meta


def _message(n: int, m: dict, meta: Meta, b: TurnBuilder) -> None:
    if n < b.start:  # consumed earlier: only the tool names later results need
        for tc in m.get("toolCalls") or []:
            if isinstance(tc, dict):
                b.register_call(tc.get("id"), tc.get("name"))
        return
    mtype = m.get("type")
    ts = m.get("timestamp") if isinstance(m.get("timestamp"), str) else None
    if ts:
        meta.last_timestamp = ts
    side = meta.agent_id is not None
    agent = meta.agent_id if side else None
    text = content_text(m.get("content"))
    if mtype == "user":
        typed = content_text(m.get("displayContent"))
        if typed.strip() and typed.strip() != text.strip():
            # content is what the model got (@file references expanded); displayContent is what was typed
            text = typed
            b.skip("expanded @-reference content (the typed prompt is kept)")
        for speaker, kind, piece in harness.split(text):
            if side and speaker == "developer":
                speaker, kind = "subagent", "subagent_prompt"
            b.add(n, speaker, kind, piece, ts, agent_id=agent)
    elif mtype == "gemini":
        who = "subagent" if side else "agent"
        for th in m.get("thoughts") or []:
            if isinstance(th, dict):
                b.add(n, who, "thinking", ": ".join(str(th[k]) for k in ("subject", "description") if th.get(k)),
                      th.get("timestamp") or ts, agent_id=agent)
        b.add(n, who, "message", text, ts, agent_id=agent)
        for tc in m.get("toolCalls") or []:
            if not isinstance(tc, dict):
                continue
            name = str(tc.get("name") or "tool")
            args = tc.get("args") if isinstance(tc.get("args"), dict) else {}
            b.add(n, who, "tool_call", tool_call_text(name, args), tc.get("timestamp") or ts, tool=name,
                  files=files_in(args, name), call_id=tc.get("id"), agent_id=agent)
            # the model's result first (what the agent read); the UI's one-line display only when there is none
            out = _result_text(tc.get("result")) or (tc["resultDisplay"] if isinstance(tc.get("resultDisplay"), str) else "")
            b.add(n, "tool", "tool_result", out, tc.get("timestamp") or ts, call_id=tc.get("id"),
                  is_error=tc.get("status") == "error", agent_id=agent)
    elif mtype in ("info", "warning", "error"):
        b.add(n, "harness", "notice", text, ts)
    else:
        raise ValueError(errors.gemini_bad_message(f"of type {mtype!r} is not one Gemini CLI writes"))


def _result_text(result: Any) -> str:
    """Tool results are Gemini API parts: ``functionResponse.response`` holds ``output`` or ``error``."""
    if isinstance(result, str):
        return result
    parts = result if isinstance(result, list) else [result] if isinstance(result, dict) else []
    out = []
    for p in parts:
        if not isinstance(p, dict):
            continue
        resp = (p.get("functionResponse") or {}).get("response") if isinstance(p.get("functionResponse"), dict) else None
        if isinstance(resp, dict):
            for k in ("output", "error", "content"):
                if isinstance(resp.get(k), str):
                    out.append(resp[k])
        elif isinstance(p.get("text"), str):
            out.append(p["text"])
    return "\n".join(out)
