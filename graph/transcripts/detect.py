"""Format detection: look at what the file is, say which format was chosen and why.

A file is one JSON document or JSON lines; which, and whose, is decided by the records themselves (the
file name's suffix only breaks the tie of a one-line file): Codex rollouts are ``{timestamp, type,
payload}``; Gemini CLI sessions open with ``{sessionId, projectHash}`` (or are one such document with
``messages``); Claude Code records carry Claude's record types; the plain chat is ``{messages: [{role}]}``
or a bare list of ``{role, content}``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from . import claude, codex, errors, gemini
from .errors import TranscriptFormatError
from .jsonl import BadJSON, first_records, parse, read_text

_HEAD = 1 << 16


def _whole_document(path: Path, head: str) -> Any | None:
    """The parsed file when it is one JSON document (not JSON lines), else None."""
    if head.startswith("["):
        return "list"
    lines = [ln for ln in head.split("\n") if ln.strip()]
    if len(lines) > 1:
        try:
            parse(lines[0])
            return None  # the first line is a whole JSON value: JSON lines
        except ValueError:
            return "document"
    return "document" if path.suffix == ".json" else None


def _classify_record(rec: Any) -> tuple[str, str] | None:
    if not isinstance(rec, dict):
        return None
    rtype = rec.get("type")
    if "payload" in rec and "timestamp" in rec or rtype in codex.RECORD_TYPES:
        return "codex", f"a {{timestamp, type, payload}} record of type {rtype!r} (Codex CLI rollout)"
    if gemini.is_metadata(rec) and "type" not in rec:
        return "gemini", "a {sessionId, projectHash} session line (Gemini CLI)"
    if gemini.is_record(rec) and "message" not in rec and "uuid" not in rec:
        return "gemini", f"a Gemini CLI message or control record ({', '.join(sorted(rec)[:3])})"
    if rtype in claude.RECORD_TYPES:
        return "claude", f"a record of type {rtype!r} (Claude Code session)"
    if "instructions" in rec and "id" in rec and "timestamp" in rec:
        return "codex", "an {id, timestamp, instructions} first line (older Codex CLI rollout)"
    if rtype in ("message", "function_call", "reasoning") or "call_id" in rec:
        return "codex", f"a response item of type {rtype!r} (older Codex CLI rollout)"
    if "sessionId" in rec and ("uuid" in rec or "message" in rec):
        return "claude", "a {sessionId, uuid, message} record (Claude Code session)"
    return None


def _first_element(path: Path):
    try:
        doc = parse(read_text(path))
    except BadJSON:
        return None
    return doc[0] if isinstance(doc, list) and doc else None


def detect(path: Path) -> tuple[str, str]:
    """(format, why). Raises TranscriptFormatError naming what was seen."""
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        head = fh.read(_HEAD)
    head = head.lstrip("\ufeff").lstrip()
    if not head:
        raise TranscriptFormatError(errors.empty_file(path))
    shape = _whole_document(path, head)
    if shape == "list":
        first = _first_element(path)
        if isinstance(first, dict) and "messageId" in first and "sessionId" in first:
            raise TranscriptFormatError(errors.not_a_session(path, "a Gemini CLI prompt log (logs.json)"))
        if isinstance(first, dict) and "parts" in first and "role" in first:
            raise TranscriptFormatError(errors.not_a_session(path, "a Gemini CLI checkpoint"))
        return "plain", "one JSON array of messages (the plain chat format)"
    if shape == "document":
        try:
            doc = parse(read_text(path))
        except BadJSON as e:
            raise TranscriptFormatError(errors.not_json(path, e.line, str(e))) from None
        if isinstance(doc, dict) and isinstance(doc.get("history"), list) and "messages" not in doc:
            raise TranscriptFormatError(errors.not_a_session(path, "a Gemini CLI checkpoint"))
        if gemini.is_metadata(doc):
            return "gemini", "one JSON document {sessionId, projectHash, messages} (Gemini CLI's older session file)"
        if isinstance(doc, dict) and "messages" in doc:
            return "plain", "one JSON document with a 'messages' list (the plain chat format)"
        found = _classify_record(doc)
        if found:
            return found
        keys = ", ".join(sorted(doc)[:6]) if isinstance(doc, dict) else type(doc).__name__
        raise TranscriptFormatError(errors.unrecognised(path, f"a JSON document with {keys}"))
    recs = first_records(head)
    if not recs:
        first = head.split("\n", 1)[0]
        try:
            parse(first)
            why = "not an object"
        except ValueError as e:
            why = str(e)
        raise TranscriptFormatError(errors.not_json(path, 1, why))
    for _, rec in recs:
        found = _classify_record(rec)
        if found:
            return found[0], "JSON lines: " + found[1]
    n, rec = recs[0]
    keys = ", ".join(sorted(rec)[:6]) if isinstance(rec, dict) else type(rec).__name__
    raise TranscriptFormatError(errors.unrecognised(path, f"line {n + 1} has {keys}"))
