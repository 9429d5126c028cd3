"""`governance inject`: Claude Code's UserPromptSubmit hook — the top experiences for the prompt, as
additional context, within a fixed time budget.

It never blocks or fails the agent: any error, and any answer not ready within the budget, prints
nothing and exits 0. Input is the hook's JSON on stdin (``session_id``, ``transcript_path``, ``cwd``,
``hook_event_name``, ``prompt``); output is Claude Code's documented hook JSON::

    {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": "..."}}

Where the answer comes from: a running ``governance serve`` when ``GOVERNANCE_URL`` (or ``--url``) names
it — one local HTTP request, so the hook stays near interpreter start-up — else this process searches
the store itself (slower: it loads the models and opens the code index). Either way the search is the
one every client uses (``graph.serving``: statuses, kill switch, read-time verification, logged with
client "hook" and the session id, so adoption can be judged when the session's transcript arrives).

This module imports only the standard library at the top: start-up time is the hook's budget.
"""
from __future__ import annotations

import json
import os
import re
import sys
import threading
from pathlib import Path

DEFAULT_BUDGET_MS = 1500
DEFAULT_LIMIT = 3
MAX_PROMPT_CHARS = 4000
_PATHISH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)+[\w.-]+\.[A-Za-z0-9]{1,6})\b")

HEADER = ("Team experiences that may apply (from the governed store; each re-verified against the current code "
          "before it was served — use them, and report_feedback if the MCP server is connected):")


def files_in_prompt(prompt: str, cwd: str | None) -> list[str]:
    """Repository paths the prompt names that exist under the working directory (they anchor the search)."""
    if not cwd:
        return []
    out = []
    for m in _PATHISH.finditer(prompt):
        if (Path(cwd) / m.group(1)).is_file():
            out.append(m.group(1))
    return list(dict.fromkeys(out))[:10]


def render(response: dict) -> str:
    lines = [HEADER]
    for n, r in enumerate(response.get("results", []), 1):
        lines.append(f"{n}. [{r['id']}] When: {r['when']}\n   What: {r['what']}\n   Why: {r['why']}")
    return "\n".join(lines)


def hook_output(context: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": context}},
                      ensure_ascii=False)


def request_from_event(event: dict, repo: str | None, limit: int) -> dict | None:
    prompt = event.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        return None
    cwd = event.get("cwd") if isinstance(event.get("cwd"), str) else None
    # The working directory is the repository only when it is already indexed: a hook must not start
    # indexing whatever directory the agent was opened in (a home directory, say). install-hooks passes
    # --repo explicitly.
    repo = repo or (cwd if cwd and (Path(cwd) / ".codeindex").is_dir() else None)
    session = event.get("session_id") if isinstance(event.get("session_id"), str) else None
    return {"query": prompt[:MAX_PROMPT_CHARS], "repo": repo, "files": files_in_prompt(prompt, repo),
            "limit": limit, "session": session}


def _via_server(url: str, body: dict, timeout: float) -> dict:
    """POST the search to a running `governance serve` over a plain socket: urllib.request alone costs
    ~80 ms of imports (ssl, email), half this hook's budget. http:// only (a local server)."""
    import socket

    m = re.match(r"^http://([^/:]+)(?::(\d+))?/?$", url.strip())
    if not m:
        raise ValueError(f"GOVERNANCE_URL {url!r}: expected http://HOST:PORT")
    host, port = m.group(1), int(m.group(2) or 80)
    payload = json.dumps(body).encode("utf-8")
    head = (f"POST /v1/experiences/search HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(payload)}\r\nConnection: close\r\n\r\n").encode("ascii")
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.sendall(head + payload)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    raw = b"".join(chunks)
    header, _, content = raw.partition(b"\r\n\r\n")
    status = int(header.split(b" ", 2)[1])
    if status != 200:
        raise RuntimeError(f"server answered {status}: {content[:200]!r}")
    return json.loads(content.decode("utf-8"))


def _in_process(db: str, body: dict) -> dict:
    from .serving import Retriever, SearchRequest

    r = Retriever(db)
    try:
        return r.search(SearchRequest(**body, client="hook")).response.model_dump()
    finally:
        r.close()


def answer(event: dict, *, db: str, repo: str | None, url: str | None, limit: int, budget_s: float) -> str | None:
    """The hook's stdout for one event, or None (nothing to add) — within ``budget_s`` or not at all."""
    body = request_from_event(event, repo, limit)
    if body is None:
        return None
    box: dict = {}

    def work():
        try:
            box["response"] = _via_server(url, body, budget_s) if url else _in_process(db, body)
        except Exception as e:  # the agent must never see the hook fail
            box["error"] = f"{type(e).__name__}: {e}"

    t = threading.Thread(target=work, daemon=True)
    t.start()
    t.join(budget_s)
    if "error" in box:
        print(f"governance inject: {box['error']}", file=sys.stderr)
    response = box.get("response")
    if not response or not response.get("hit"):
        return None
    return hook_output(render(response))


def main(args) -> int:
    """Always returns 0; prints the hook JSON when there is something to add."""
    try:
        raw = sys.stdin.read()
        event = json.loads(raw) if raw.strip() else {}
        if not isinstance(event, dict):
            return 0
        db = args.db or os.environ.get("GOVERNANCE_DB") or "governance.sqlite"
        url = args.url or os.environ.get("GOVERNANCE_URL")
        if not url and not Path(db).is_file():
            return 0  # no store here, nothing to say
        out = answer(event, db=db, repo=args.repo, url=url, limit=args.limit, budget_s=args.budget_ms / 1000)
        if out:
            sys.stdout.write(out + "\n")
            sys.stdout.flush()
    except Exception as e:  # anything at all: exit 0
        print(f"governance inject: {type(e).__name__}: {e}", file=sys.stderr)
    if threading.active_count() > 1:  # a search still running past the budget: leave without waiting for it
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
    return 0
