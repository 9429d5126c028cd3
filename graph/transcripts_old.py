"""Transcript readers: Claude Code session JSONL, Codex CLI rollout JSONL and a plain JSON chat.

Every reader yields ``Turn`` records with tool output trimmed and secrets redacted, so nothing
downstream (store, checkpoints, model requests) ever sees the raw text.

Offsets are counted in *records*: lines for the JSONL formats, messages for the plain format. A read
can start at a stored offset (incremental upload: the Claude Code Stop hook fires after every turn),
and turn ids are derived from the record number, so they are stable across incremental reads. A
trailing JSONL line without a newline is treated as still being written: it is not consumed.

Plain JSON chat format (documented in docs/governance.md)::

    {"session": "id", "repository": "path or url", "commit": "sha",
     "messages": [{"role": "user|assistant|tool|system", "content": "text",
                   "timestamp": "ISO 8601 (optional)", "files": ["paths touched (optional)"],
                   "tool": "tool name (optional)"}]}

A bare list of such messages is accepted too.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from .models import Transcript, Turn, short_hash
from .redact import redact, trim_tool_output


class TranscriptFormatError(ValueError):
    """The file is not a transcript in any supported format, or is corrupt; it is reported and skipped."""


FORMATS = ("claude", "codex", "plain")
_FILE_KEYS = ("file_path", "path", "notebook_path", "filename")


def detect_format(path: Path) -> str:
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        head = fh.read(4096).lstrip()
    if not head:
        raise TranscriptFormatError(f"{path}: empty file")
    if head.startswith("[") or (head.startswith("{") and path.suffix == ".json"):
        return "plain"
    first = head.splitlines()[0]
    try:
        rec = json.loads(first)
    except json.JSONDecodeError as e:
        raise TranscriptFormatError(f"{path}:1: not JSON ({e.msg})") from None
    if not isinstance(rec, dict):
        raise TranscriptFormatError(f"{path}:1: a JSON object per line was expected")
    if rec.get("type") in ("session_meta", "response_item", "turn_context", "event_msg") or "payload" in rec:
        return "codex"
    if "instructions" in rec or (rec.get("type") in ("message", "function_call") and "role" in rec or "call_id" in rec):
        return "codex"
    if "sessionId" in rec or rec.get("type") in ("user", "assistant", "summary", "system") or "message" in rec:
        return "claude"
    if "messages" in rec:
        return "plain"
    raise TranscriptFormatError(f"{path}: unrecognised transcript format")


def _read_jsonl(path: Path, start: int) -> tuple[list[tuple[int, dict]], int]:
    """Records from line ``start`` on; returns them with their line numbers and the new offset."""
    data = path.read_text(encoding="utf-8", errors="replace")
    lines = data.split("\n")
    complete = lines[:-1]  # after the last "\n" comes either "" or a line still being written
    # When the file ends without a newline, the last piece is a line still being written.
    pending_tail = not data.endswith("\n") and lines[-1].strip() != ""
    out: list[tuple[int, dict]] = []
    for n, line in enumerate(complete):
        if n < start or not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise TranscriptFormatError(f"{path}:{n + 1}: invalid JSON ({e.msg})") from None
        if not isinstance(rec, dict):
            raise TranscriptFormatError(f"{path}:{n + 1}: a JSON object per line was expected")
        out.append((n, rec))
    end = len(complete)
    if pending_tail:
        try:
            rec = json.loads(lines[-1])
        except json.JSONDecodeError:
            rec = None
        if isinstance(rec, dict):  # a complete record that merely lacks the final newline
            if end >= start:
                out.append((end, rec))
            end += 1
    return out, max(end, start)


class _TurnBuilder:
    def __init__(self) -> None:
        self.turns: list[Turn] = []
        self.redactions = 0

    def add(self, n: int, role: str, text: str, timestamp: str | None = None, tool: str | None = None,
            files: Iterable[str] = (), sub: int = 0) -> None:
        text = (text or "").strip()
        if not text:
            return
        if role == "tool":
            text = trim_tool_output(text)
        text, k = redact(text)
        self.redactions += k
        tid = f"t{n}" if sub == 0 else f"t{n}.{sub}"
        self.turns.append(Turn(id=tid, index=n, role=role, text=text, timestamp=timestamp, tool_name=tool,
                               files=sorted({f for f in files if f})))


def _files_in(obj: Any) -> list[str]:
    found: list[str] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in _FILE_KEYS and isinstance(v, str):
                found.append(v)
            elif isinstance(v, (dict, list)):
                found.extend(_files_in(v))
    elif isinstance(obj, list):
        for v in obj:
            found.extend(_files_in(v))
    return found


def _tool_call_text(name: str, args: Any) -> str:
    if isinstance(args, dict):
        cmd = args.get("command")
        if isinstance(cmd, list):
            cmd = " ".join(map(str, cmd))
        if cmd:
            return f"[tool {name}] {cmd}"
        desc = ", ".join(f"{k}={str(v)[:300]}" for k, v in args.items())
        return f"[tool {name}] {desc}"
    return f"[tool {name}] {str(args)[:600]}"


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for c in content:
            if isinstance(c, dict):
                parts.append(_content_text(c.get("text") or c.get("content") or ""))
            elif isinstance(c, str):
                parts.append(c)
        return "\n".join(p for p in parts if p)
    return ""


def _read_claude(path: Path, start: int) -> tuple[dict, _TurnBuilder, int]:
    records, end = _read_jsonl(path, start)
    meta: dict = {}
    b = _TurnBuilder()
    for n, rec in records:
        if rec.get("sessionId"):
            meta.setdefault("session", rec.get("sessionId"))
        if rec.get("cwd"):
            meta.setdefault("repository", rec.get("cwd"))
        if rec.get("gitCommit"):
            meta.setdefault("commit", rec.get("gitCommit"))
        if rec.get("isMeta") or rec.get("type") not in ("user", "assistant"):
            continue
        msg = rec.get("message")
        if not isinstance(msg, dict):
            raise TranscriptFormatError(f"{path}:{n + 1}: record of type {rec.get('type')} has no message")
        ts = rec.get("timestamp")
        content = msg.get("content")
        role = msg.get("role") or rec["type"]
        if isinstance(content, str):
            b.add(n, role, content, ts)
            continue
        if not isinstance(content, list):
            raise TranscriptFormatError(f"{path}:{n + 1}: message content must be text or a list")
        texts, files, tools, results = [], [], [], []
        for part in content:
            if not isinstance(part, dict):
                continue
            kind = part.get("type")
            if kind == "text":
                texts.append(part.get("text", ""))
            elif kind == "tool_use":
                tools.append(_tool_call_text(part.get("name", "tool"), part.get("input")))
                files.extend(_files_in(part.get("input")))
            elif kind == "tool_result":
                results.append(_content_text(part.get("content")))
        if texts or tools:
            b.add(n, role, "\n".join(texts + tools), ts, files=files)
        for i, r in enumerate(results):
            b.add(n, "tool", r, ts, sub=i + 1)
    return meta, b, end


def _read_codex(path: Path, start: int) -> tuple[dict, _TurnBuilder, int]:
    records, end = _read_jsonl(path, start)
    meta: dict = {}
    b = _TurnBuilder()
    for n, rec in records:
        ts = rec.get("timestamp")
        kind = rec.get("type")
        item = rec.get("payload") if isinstance(rec.get("payload"), dict) else rec
        if kind == "session_meta" or (n == 0 and "instructions" in rec):
            meta["session"] = item.get("id")
            meta["repository"] = item.get("cwd") or (item.get("git") or {}).get("repository_url")
            meta["commit"] = (item.get("git") or {}).get("commit_hash")
            continue
        if kind not in ("response_item", "message", "function_call", "function_call_output", "local_shell_call",
                        "custom_tool_call", "custom_tool_call_output"):
            continue  # event_msg, turn_context, reasoning: duplicates or model-internal
        itype = item.get("type")
        if itype == "message":
            role = item.get("role")
            text = _content_text(item.get("content"))
            if role == "user" and text.lstrip().startswith(("<environment_context>", "<user_instructions>")):
                continue  # harness context, not something the developer said
            if role in ("user", "assistant"):
                b.add(n, role, text, ts)
        elif itype in ("function_call", "local_shell_call", "custom_tool_call"):
            # custom_tool_call (newer Codex apply_patch) carries its text in "input"
            args = item.get("arguments") or item.get("action") or ({"input": item["input"]} if "input" in item else {})
            if isinstance(args, str):
                try:
                    args = json.loads(args)
                except json.JSONDecodeError:
                    args = {"arguments": args}
            text = _tool_call_text(item.get("name", "shell"), args)
            b.add(n, "assistant", text, ts, tool=item.get("name", "shell"), files=_files_in(args) + _patch_files(args))
        elif itype in ("function_call_output", "custom_tool_call_output"):
            out = item.get("output")
            if isinstance(out, dict):
                out = out.get("output") or json.dumps(out)
            b.add(n, "tool", str(out or ""), ts)
    return meta, b, end


def _patch_files(args: Any) -> list[str]:
    """Codex's apply_patch carries the edited paths inside the patch text."""
    text = json.dumps(args) if not isinstance(args, str) else args
    files = []
    for marker in ("*** Update File: ", "*** Add File: ", "*** Delete File: "):
        for piece in text.split(marker)[1:]:
            files.append(piece.split("\\n")[0].split("\n")[0].strip())
    return files


def _read_plain(path: Path, start: int) -> tuple[dict, _TurnBuilder, int]:
    try:
        # Invalid UTF-8 (a tool output pasted from a binary) is replaced, not a reason to lose the chat.
        doc = json.loads(path.read_text(encoding="utf-8", errors="replace"))
    except json.JSONDecodeError as e:
        raise TranscriptFormatError(f"{path}:{e.lineno}: invalid JSON ({e.msg})") from None
    if isinstance(doc, list):
        doc = {"messages": doc}
    if not isinstance(doc, dict) or not isinstance(doc.get("messages"), list):
        raise TranscriptFormatError(f"{path}: a plain chat needs a 'messages' list")
    meta = {"session": doc.get("session"), "repository": doc.get("repository"), "commit": doc.get("commit")}
    b = _TurnBuilder()
    msgs = doc["messages"]
    for n, m in enumerate(msgs):
        if n < start:
            continue
        if not isinstance(m, dict) or m.get("role") not in ("user", "assistant", "tool", "system"):
            raise TranscriptFormatError(f"{path}: message {n} needs a role of user/assistant/tool/system")
        if not isinstance(m.get("content", ""), (str, list)):
            raise TranscriptFormatError(f"{path}: message {n} content must be text")
        b.add(n, m["role"], _content_text(m.get("content", "")), m.get("timestamp"), tool=m.get("tool"),
              files=m.get("files") or [])
    return meta, b, max(len(msgs), start)


_READERS = {"claude": _read_claude, "codex": _read_codex, "plain": _read_plain}


def read_transcript(path: str | Path, start: int = 0, fmt: str | None = None) -> Transcript:
    """Read a transcript from record ``start`` on. Raises TranscriptFormatError for a bad file."""
    p = Path(path)
    if not p.is_file():
        raise TranscriptFormatError(f"{p}: no such file")
    fmt = fmt or detect_format(p)
    meta, builder, end = _READERS[fmt](p, start)
    session = meta.get("session") or "sess-" + short_hash(str(p.resolve()))
    root = (meta.get("repository") or "").rstrip("/")
    if root.startswith("/"):  # paths inside the session's working directory are kept repository-relative
        for t in builder.turns:
            t.files = sorted({f[len(root) + 1:] if f.startswith(root + "/") else f for f in t.files})
    return Transcript(id=str(session), path=str(p.resolve()), format=fmt, repository=meta.get("repository"),
                      commit=meta.get("commit"), turns=builder.turns, start_offset=start, end_offset=end,
                      redactions=builder.redactions)


def discover(inputs: Iterable[str | Path]) -> list[Path]:
    """Files named directly, plus every *.jsonl / *.json under directories named, in a stable order."""
    out: list[Path] = []
    for i in inputs:
        p = Path(i)
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if q.is_file() and q.suffix in (".jsonl", ".json")))
        else:
            out.append(p)
    seen, uniq = set(), []
    for p in out:
        r = p.resolve()
        if r not in seen:
            seen.add(r)
            uniq.append(r)
    return uniq
