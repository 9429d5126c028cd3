"""The plain JSON chat format (documented in docs/governance.md)::

    {"session": "id", "repository": "path or url", "commit": "sha",
     "messages": [{"role": "user|assistant|tool|system", "content": "text",
                   "timestamp": "ISO 8601 (optional)", "files": ["paths touched (optional)"],
                   "tool": "tool name (optional)", "tool_call_id": "id (optional)",
                   "is_error": true/false (optional)}]}

A bare list of such messages is accepted too. ``user`` is the developer, ``assistant`` the agent,
``tool`` a tool result, ``system`` harness text. Offsets count messages.
"""
from __future__ import annotations

from pathlib import Path

from . import errors
from .builder import Meta, Reading, TurnBuilder, content_text
from .jsonl import BadJSON, parse, read_text
from ..models import BadRecord
from ..redact import redact

_SPEAKER = {"user": "developer", "assistant": "agent", "tool": "tool", "system": "harness"}


def read(path: Path, start: int) -> Reading:
    try:
        doc = parse(read_text(path))
    except BadJSON as e:
        raise errors.TranscriptFormatError(errors.at_line(path, e.line, str(e))) from None
    if isinstance(doc, list):
        doc = {"messages": doc}
    if not isinstance(doc, dict) or not isinstance(doc.get("messages"), list):
        raise errors.TranscriptFormatError(errors.plain_no_messages(path))
    repo = doc.get("repository")
    meta = Meta(session=doc.get("session"), commit=doc.get("commit"),
                repository=redact(repo)[0] if isinstance(repo, str) else None)
    b = TurnBuilder(start)
    problems: list[BadRecord] = []
    msgs = doc["messages"]
    for n, m in enumerate(msgs):
        if n < start:
            continue
        if not isinstance(m, dict) or not isinstance(m.get("role"), str) or m["role"] not in _SPEAKER:
            problems.append(BadRecord(line=n + 1, error=errors.plain_bad_role(n)))
            continue
        if not isinstance(m.get("content", ""), (str, list)):
            problems.append(BadRecord(line=n + 1, error=errors.plain_bad_content(n)))
            continue
        try:
            _message(n, m, meta, b)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
            problems.append(BadRecord(line=n + 1, error=str(e) or type(e).__name__))
    return Reading(meta=meta, builder=b, end=max(len(msgs), start), problems=problems,
                   reason="one JSON document with a 'messages' list of {role, content} (the plain chat format)")


def _message(n: int, m: dict, meta: Meta, b: TurnBuilder) -> None:
    speaker = _SPEAKER[m["role"]]
    kind = {"tool": "tool_result", "system": "meta"}.get(m["role"], "message")
    files = m.get("files") if isinstance(m.get("files"), list) else []
    if m.get("tool") and speaker == "agent":
        kind = "tool_call"
    ts = m.get("timestamp") if isinstance(m.get("timestamp"), str) else None
    if ts:
        meta.last_timestamp = ts
    is_error = m.get("is_error") if isinstance(m.get("is_error"), bool) else None
    b.add(n, speaker, kind, content_text(m.get("content", "")), ts, tool=m.get("tool"),
          files=[f for f in files if isinstance(f, str)], call_id=m.get("tool_call_id"), is_error=is_error)
