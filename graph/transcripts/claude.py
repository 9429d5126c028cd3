"""Claude Code session JSONL (``~/.claude/projects/<project>/<session>.jsonl``).

What is read and how:

- ``user`` / ``assistant`` records: text, thinking, tool_use (paired with its tool_result by id, with
  ``is_error``), images as a placeholder. Developer-channel text is split into the developer's words and
  harness text (see harness.py); ``isMeta`` records and compaction summaries are harness.
- Rewinds: the records form a tree by ``uuid``/``parentUuid``. The branch leading to the last record is
  kept (across a compaction, via ``logicalParentUuid``); where a prompt on that branch has a sibling
  prompt (the developer rewound and asked again), the sibling's whole subtree is the abandoned branch and
  is left out (counted). Other forks (progress records, parallel tool results) are kept.
- Compaction: ``system``/``compact_boundary`` starts a new segment (``boundary="compaction"``); the
  ``isCompactSummary`` record after it is harness text.
- Subagents: 2.0 writes ``isSidechain`` records inline (speaker ``subagent``, their prompt is the parent
  agent's, never the developer's); 2.1 writes ``<session>/subagents/agent-<id>.jsonl`` with the parent's
  ``sessionId``: read as its own transcript ``<session>/agent-<id>`` whose turn ids carry the agent id.
- API error and ``<synthetic>`` assistant records (Claude Code's own words, not the model's) are harness.
- Skipped knowingly (counted by kind): file-history-snapshot, queue-operation, last-prompt, summary,
  custom-title, progress, attachment, pr-link, agent-name, saved_hook_context, system records other than
  compact_boundary and local_command, duplicated uuids.
"""
from __future__ import annotations

from pathlib import Path

from . import errors, harness
from .builder import IMAGE, Meta, Reading, TurnBuilder, content_text, files_in, tool_call_text
from .jsonl import read_jsonl
from ..models import BadRecord

MESSAGE_TYPES = ("user", "assistant")
KNOWN_OTHER = ("file-history-snapshot", "queue-operation", "last-prompt", "summary", "custom-title", "progress",
               "attachment", "pr-link", "agent-name", "saved_hook_context", "tag")
RECORD_TYPES = MESSAGE_TYPES + ("system",) + KNOWN_OTHER


def _subagent_file(path: Path, records: list[tuple[int, dict]]) -> str | None:
    """The agent id when the whole file is one subagent's (2.1 ``subagents/agent-<id>.jsonl``)."""
    convo = [r for _, r in records if r.get("type") in MESSAGE_TYPES]
    if path.name.startswith("agent-") and (path.parent.name == "subagents" or
                                           (convo and all(r.get("isSidechain") for r in convo))):
        ids = {r["agentId"] for r in convo if isinstance(r.get("agentId"), str) and r["agentId"]}
        return next(iter(ids)) if len(ids) == 1 else path.stem[len("agent-"):]
    return None


def _is_prompt(rec: dict) -> bool:
    """A record the developer typed (what a rewind re-asks), as opposed to a tool result or meta text."""
    if rec.get("type") != "user" or rec.get("isMeta") or rec.get("isCompactSummary") or rec.get("isSidechain"):
        return False
    content = (rec.get("message") or {}).get("content") if isinstance(rec.get("message"), dict) else None
    if isinstance(content, str):
        return True
    return isinstance(content, list) and not any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content)


def _abandoned(records: list[tuple[int, dict]]) -> set[str]:
    """uuids on branches the developer rewound away from."""
    by_uuid: dict[str, dict] = {}
    children: dict[str, list[dict]] = {}
    for _, r in records:
        u = r.get("uuid")
        if not isinstance(u, str) or u in by_uuid or r.get("isSidechain"):
            continue
        by_uuid[u] = r
        p = r.get("parentUuid")
        if isinstance(p, str):
            children.setdefault(p, []).append(r)
    last = next((r for _, r in reversed(records) if isinstance(r.get("uuid"), str) and r["uuid"] in by_uuid), None)
    on_path: set[str] = set()
    cur = last
    while cur is not None and cur["uuid"] not in on_path:
        on_path.add(cur["uuid"])
        parent = cur.get("parentUuid") or (cur.get("logicalParentUuid") if cur.get("subtype") == "compact_boundary" else None)
        cur = by_uuid.get(parent) if isinstance(parent, str) else None
    dropped: set[str] = set()
    for u in on_path:
        kids = children.get(u, [])
        main = [k for k in kids if k["uuid"] in on_path]
        if not main or not _is_prompt(main[0]):
            continue
        for k in kids:
            if k["uuid"] not in on_path and _is_prompt(k):
                stack = [k]
                while stack:
                    x = stack.pop()
                    if x["uuid"] not in dropped:
                        dropped.add(x["uuid"])
                        stack.extend(children.get(x["uuid"], []))
    return dropped


def read(path: Path, start: int) -> Reading:
    lines = read_jsonl(path)
    records = lines.records
    problems = [p for p in lines.problems if p.line > start]
    agent_file = _subagent_file(path, records)
    meta = Meta(agent_id=agent_file)
    b = TurnBuilder(start, id_prefix=f"agent-{agent_file}/" if agent_file else "")
    dropped = _abandoned(records)
    seen: set[str] = set()
    after_boundary = False  # the previous record was a compact_boundary (whether or not it was read this time)
    for n, rec in records:
        try:
            if n < start:  # consumed earlier: only what later records need (metadata, uuids, tool names)
                _earlier(rec, meta, b, seen)
            else:
                _record(n, rec, meta, b, dropped, seen, agent_file, after_boundary)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
            if n >= start:
                problems.append(BadRecord(line=n + 1, error=str(e) or type(e).__name__))
        after_boundary = rec.get("type") == "system" and rec.get("subtype") == "compact_boundary"
    reason = ("a JSON object per line with Claude Code record types (" +
              ", ".join(sorted({str(r.get('type')) for _, r in records[:20]})) + ")")
    return Reading(meta=meta, builder=b, end=max(lines.end, start), problems=problems, reason=reason)


def _earlier(rec: dict, meta: Meta, b: TurnBuilder, seen: set[str]) -> None:
    _meta_from(rec, meta)
    if isinstance(rec.get("uuid"), str):
        seen.add(rec["uuid"])
    msg = rec.get("message")
    if rec.get("type") == "assistant" and isinstance(msg, dict) and isinstance(msg.get("content"), list):
        for blk in msg["content"]:
            if isinstance(blk, dict) and blk.get("type") in ("tool_use", "server_tool_use"):
                b.register_call(blk.get("id"), blk.get("name"))


def _meta_from(rec: dict, meta: Meta) -> None:
    text = {k: v for k in ("sessionId", "cwd", "gitBranch", "gitCommit") if isinstance(v := rec.get(k), str) and v}
    meta.session = meta.session or text.get("sessionId")
    if not meta.cwd and "cwd" in text:
        meta.cwd = meta.repository = text["cwd"]
    meta.branch = meta.branch or text.get("gitBranch")
    meta.commit = meta.commit or text.get("gitCommit")
    if isinstance(rec.get("timestamp"), str):
        meta.last_timestamp = rec["timestamp"]


def _record(n: int, rec: dict, meta: Meta, b: TurnBuilder, dropped: set[str], seen: set[str],
            agent_file: str | None, after_boundary: bool) -> None:
    rtype = rec.get("type")
    _meta_from(rec, meta)
    counted = n >= b.start
    u = rec.get("uuid")
    if isinstance(u, str):
        left_out = "duplicate uuid" if u in seen else "abandoned branch (rewind)" if u in dropped else None
        seen.add(u)
        if left_out:
            if counted:
                b.skip(left_out)
            return
    if rtype == "system":
        sub = rec.get("subtype")
        if sub == "compact_boundary":
            cm = rec.get("compactMetadata") if isinstance(rec.get("compactMetadata"), dict) else {}
            detail = ", ".join(str(x) for x in (cm.get("trigger"), cm.get("preTokens") and f"{cm['preTokens']} tokens before") if x)
            b.add(n, "harness", "compaction", "[context compacted" + (f": {detail}" if detail else "") + "]",
                  rec.get("timestamp"), boundary="compaction", agent_id=rec.get("agentId"))
        elif sub == "local_command":
            b.add(n, "harness", "command", content_text(rec.get("content")), rec.get("timestamp"))
        elif counted:
            b.skip(f"system/{sub or 'untyped'}")
        return
    if rtype not in MESSAGE_TYPES:
        if counted:
            b.skip(str(rtype) if rtype in KNOWN_OTHER else f"unknown record type {rtype!r}")
        return
    msg = rec.get("message")
    if not isinstance(msg, dict):
        raise ValueError(errors.claude_no_message(rtype))
    content = msg.get("content")
    if not isinstance(content, (str, list)):
        raise ValueError(errors.claude_bad_content())
    ts = rec.get("timestamp")
    side = bool(rec.get("isSidechain")) or agent_file is not None
    agent = rec.get("agentId") if side else None
    if side and agent is None:
        agent = agent_file
    blocks = [{"type": "text", "text": content}] if isinstance(content, str) else [x for x in content if isinstance(x, dict)]
    if rtype == "assistant":
        who = "subagent" if side else "agent"
        if rec.get("isApiErrorMessage") or msg.get("model") == "<synthetic>":  # written by Claude Code, not the model
            b.add(n, "harness", "notice", content_text(content), ts, agent_id=agent)
            return
        texts: list[str] = []

        def flush() -> None:  # text said before a tool call or thought comes before it, as in the record
            b.add(n, who, "message", "\n".join(t for t in texts if t), ts, agent_id=agent)
            texts.clear()

        for blk in blocks:
            kind = blk.get("type")
            if kind == "text":
                texts.append(blk.get("text") or "")
            elif kind in ("image", "document"):
                texts.append(IMAGE)
            elif kind == "thinking":
                flush()
                b.add(n, who, "thinking", blk.get("thinking") or "", ts, agent_id=agent)
            elif kind in ("tool_use", "server_tool_use"):
                flush()
                name = str(blk.get("name") or "tool")
                b.add(n, who, "tool_call", tool_call_text(name, blk.get("input")), ts, tool=name,
                      files=files_in(blk.get("input"), name), call_id=blk.get("id"), agent_id=agent)
        flush()
        return
    # user records: the developer's channel, tool results, or (sidechain) the parent agent's prompt
    texts = []
    for blk in blocks:
        kind = blk.get("type")
        if kind == "text":
            texts.append(blk.get("text") or "")
        elif kind in ("image", "document"):
            texts.append(IMAGE)
        elif kind == "tool_result":
            call = blk.get("tool_use_id")
            b.add(n, "tool", "tool_result", content_text(blk.get("content")), ts, call_id=call,
                  is_error=bool(blk.get("is_error")), agent_id=agent)
    text = "\n".join(t for t in texts if t)
    if not text.strip():
        return
    if rec.get("isCompactSummary"):  # a summary without its boundary record (older files) starts the segment itself
        b.add(n, "harness", "compaction_summary", text, ts, agent_id=agent,
              boundary=None if after_boundary else "compaction")
    elif rec.get("isMeta"):
        b.add(n, "harness", "meta", text, ts, agent_id=agent)
    else:
        for speaker, kind, piece in harness.split(text):
            if side and speaker == "developer":
                speaker, kind = "subagent", "subagent_prompt"
            b.add(n, speaker, kind, piece, ts, agent_id=agent)
