"""A durable local spool between the coding agent's Stop hook and the chain.

The hook must never block the agent: it writes one small file (atomically: temp file + rename) and
returns. ``drain`` later feeds the spooled transcript paths to the chain; the chain's stored offsets
make repeated entries for the same transcript cheap and idempotent.
"""
from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path


def default_spool() -> Path:
    env = os.environ.get("GOVERNANCE_SPOOL")
    if env:
        return Path(env)
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "governance" / "spool"


def enqueue(event: dict, spool: Path) -> Path:
    """Record a Stop-hook event; raises ValueError if it names no transcript."""
    path = event.get("transcript_path")
    if not isinstance(path, str) or not path:
        raise ValueError("hook event has no transcript_path")
    spool.mkdir(parents=True, exist_ok=True)
    session = re.sub(r"[^A-Za-z0-9_.-]", "_", str(event.get("session_id") or "session"))[:80]
    entry = {"transcript_path": path, "session_id": event.get("session_id"), "cwd": event.get("cwd"),
             "hook_event_name": event.get("hook_event_name"), "queued_at": time.time()}
    final = spool / f"{time.time_ns()}-{os.getpid()}-{session}.json"
    tmp = final.with_suffix(".tmp")
    tmp.write_text(json.dumps(entry))
    os.replace(tmp, final)
    return final


def pending(spool: Path) -> list[tuple[Path, dict]]:
    """Spooled entries, oldest first; an unreadable entry is reported as an entry with an 'error'."""
    if not spool.is_dir():
        return []
    out = []
    for f in sorted(spool.glob("*.json")):
        try:
            out.append((f, json.loads(f.read_text())))
        except (OSError, json.JSONDecodeError) as e:
            out.append((f, {"error": str(e)}))
    return out


def remove(entries: list[Path]) -> None:
    for f in entries:
        f.unlink(missing_ok=True)
