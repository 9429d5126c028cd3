"""Building ``Turn`` records: redaction, trimming, tool-call pairing and stable ids in one place."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from ..models import SPEAKER_ROLE, BadRecord, Turn
from ..redact import redact, trim_tool_output

# Tool-input keys that name a file the tool touched. "path" is also the search scope of Grep/Glob/LS and
# of many MCP tools ("." = the working directory): a scope is not a touched file.
_FILE_KEYS = ("file_path", "notebook_path", "filename", "path")
_SCOPE_TOOLS = {"grep", "glob", "ls", "list_directory", "search_file_content", "glob_tool"}
_NOT_FILES = {"", ".", "..", "./", "~"}
_MAX_DEPTH = 40  # tool inputs deeper than this are not searched for paths (and never recurse unbounded)


@dataclass
class Meta:
    session: str | None = None
    repository: str | None = None
    cwd: str | None = None
    commit: str | None = None
    branch: str | None = None
    agent_id: str | None = None  # the whole file is this subagent's
    last_timestamp: str | None = None


@dataclass
class Reading:
    """What a format reader hands back to ``read_transcript``."""

    meta: Meta
    builder: "TurnBuilder"
    end: int
    problems: list[BadRecord] = field(default_factory=list)
    reason: str = ""


class TurnBuilder:
    """Collects turns from record ``start`` on; earlier records still register their tool calls, so a
    result read incrementally is paired with a call made before the stored offset."""

    def __init__(self, start: int = 0, id_prefix: str = "") -> None:
        self.start = start
        self.id_prefix = id_prefix
        self.turns: list[Turn] = []
        self.redactions = 0
        self.skipped: Counter[str] = Counter()
        self._calls: dict[str, str] = {}  # tool_call_id -> tool name
        self._pieces: Counter[int] = Counter()  # record -> pieces emitted (for ".k" ids)

    def skip(self, what: str, n: int = 1) -> None:
        self.skipped[what] += n

    def call_name(self, call_id: str | None) -> str | None:
        return self._calls.get(call_id) if call_id else None

    def register_call(self, call_id: str | None, name: str | None) -> None:
        if isinstance(call_id, str) and isinstance(name, str) and call_id and name:
            self._calls[call_id] = name

    def add(self, n: int, speaker: str, kind: str, text: str, timestamp: str | None = None, *,
            tool: str | None = None, files: Iterable[str] = (), call_id: str | None = None,
            is_error: bool | None = None, boundary: str | None = None, agent_id: str | None = None) -> None:
        # fields a file may carry in the wrong type (a number, a list) are dropped, never fatal
        tool, call_id, agent_id, timestamp = (v if isinstance(v, str) and v else None
                                              for v in (tool, call_id, agent_id, timestamp))
        if kind == "tool_call":
            self.register_call(call_id, tool)
        if n < self.start:
            return
        text = (text if isinstance(text, str) else "").strip()
        if not text:
            return
        if speaker == "tool":
            text = trim_tool_output(text)
            tool = tool or self.call_name(call_id)
        text, k = redact(text)
        self.redactions += k
        piece = self._pieces[n]
        self._pieces[n] += 1
        tid = f"{self.id_prefix}t{n}" + (f".{piece}" if piece else "")
        self.turns.append(Turn(id=tid, index=n, role=SPEAKER_ROLE[speaker], speaker=speaker, kind=kind, text=text,
                               timestamp=timestamp, tool_name=tool, files=sorted({f for f in files if f}),
                               tool_call_id=call_id, is_error=is_error, boundary=boundary, agent_id=agent_id))


def files_in(obj: Any, tool: str | None = None) -> list[str]:
    """Paths a tool input names as files (iterative: a deeply nested input cannot exhaust the stack)."""
    scope_tool = (tool or "").lower() in _SCOPE_TOOLS
    found: list[str] = []
    stack: list[tuple[Any, int]] = [(obj, 0)]
    while stack:
        cur, depth = stack.pop()
        if depth > _MAX_DEPTH:
            continue
        if isinstance(cur, dict):
            for k, v in cur.items():
                if k in _FILE_KEYS and isinstance(v, str):
                    if k == "path" and scope_tool:
                        continue
                    if v.strip() not in _NOT_FILES and not v.endswith("/"):
                        found.append(v)
                elif isinstance(v, (dict, list)):
                    stack.append((v, depth + 1))
        elif isinstance(cur, list):
            stack.extend((v, depth + 1) for v in cur)
    return found


def tool_call_text(name: str, args: Any) -> str:
    if isinstance(args, dict):
        cmd = args.get("command") or args.get("cmd")
        if isinstance(cmd, list):
            cmd = " ".join(map(str, cmd))
        if cmd:
            return f"[tool {name}] {cmd}"
        desc = ", ".join(f"{k}={_short(v, 300)}" for k, v in args.items())
        return f"[tool {name}] {desc}"
    return f"[tool {name}] {_short(args, 600)}"


def _short(v: Any, n: int) -> str:
    if isinstance(v, (dict, list)):
        try:
            v = json.dumps(v, ensure_ascii=False)
        except (ValueError, RecursionError):
            v = "…"
    return str(v)[:n]


IMAGE = "[image]"


def content_text(content: Any, depth: int = 0) -> str:
    """Text of a message content: a string, or a list of blocks (text, nested content, images as a
    placeholder so a screenshot the developer pasted leaves a trace)."""
    if isinstance(content, str):
        return content
    if depth > 8:
        return ""
    if isinstance(content, dict):
        content = [content]
    if isinstance(content, list):
        parts = []
        for c in content:
            if isinstance(c, str):
                parts.append(c)
            elif isinstance(c, dict):
                if c.get("type") in ("image", "input_image", "image_url") or "inlineData" in c:
                    parts.append(IMAGE)
                elif isinstance(c.get("text"), str):
                    parts.append(c["text"])
                elif "content" in c:
                    parts.append(content_text(c.get("content"), depth + 1))
                elif isinstance(c.get("output"), (str, list)):
                    parts.append(content_text(c["output"], depth + 1))
        return "\n".join(p for p in parts if p)
    return ""
