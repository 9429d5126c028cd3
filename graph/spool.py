"""A durable local spool between the coding agent's Stop hook and the chain.

The hook must never block the agent: it writes one small file (atomically: temp file + rename) and
returns. ``drain`` later feeds the spooled transcript paths to the chain; the chain's stored offsets
make repeated entries for the same transcript cheap and idempotent. A drainer first claims entries by
renaming them into ``claimed/`` (so two drains never take the same entry), quarantines malformed
ones into ``quarantine/`` (so one bad file never stops every later drain), and removes what it
claimed only after its run finished; a drainer killed mid-run leaves claims that the next drain
takes back.
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


QUARANTINE = "quarantine"   # malformed entries, moved aside with a .reason file: never retried, never lost
CLAIMED = "claimed"         # entries a drainer is working on: claimed/<pid>-<name>


def entry_problem(entry: object) -> str | None:
    """Why a parsed spool entry cannot be drained, or None when it can."""
    if not isinstance(entry, dict):
        return f"expected a JSON object, got {type(entry).__name__}"
    path = entry.get("transcript_path")
    if not isinstance(path, str) or not path:
        return "no transcript_path"
    cwd = entry.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        return "cwd is not a string"
    return None


def read_entry(f: Path) -> tuple[dict | None, str | None]:
    """(entry, None) for a drainable entry, (None, why) for a malformed one."""
    try:
        entry = json.loads(f.read_bytes())
    except OSError as e:
        return None, f"unreadable: {e.strerror or e}"
    except (ValueError, RecursionError) as e:   # invalid JSON or UTF-8, or nested past the parser
        return None, f"not JSON: {type(e).__name__}: {str(e)[:200]}"
    problem = entry_problem(entry)
    return (None, problem) if problem else (entry, None)


def quarantine(f: Path, spool: Path, reason: str) -> Path:
    """Move a malformed entry aside (spool/quarantine/NAME, with NAME.reason); returns its new path."""
    qdir = spool / QUARANTINE
    qdir.mkdir(parents=True, exist_ok=True)
    target = qdir / f.name.split("-", 1)[-1] if f.parent.name == CLAIMED else qdir / f.name
    os.replace(f, target)
    (qdir / (target.name + ".reason")).write_text(reason + "\n")
    return target


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover_abandoned(spool: Path) -> int:
    """Entries claimed by a drainer that is no longer running (killed mid-run) go back to the
    spool; returns how many."""
    cdir = spool / CLAIMED
    if not cdir.is_dir():
        return 0
    n = 0
    for f in sorted(cdir.glob("*.json")):
        pid, _, name = f.name.partition("-")
        if pid.isdigit() and _alive(int(pid)):
            continue
        try:
            os.replace(f, spool / name)
            n += 1
        except FileNotFoundError:   # another drainer recovered it first
            pass
    return n


def claim(spool: Path) -> tuple[list[tuple[Path, dict]], list[tuple[Path, str]]]:
    """Claim every pending entry for this process, oldest first: each is renamed into
    spool/claimed/ (atomic; a rename that loses the race to another drainer is skipped), so an
    entry is drained by one drainer only. Malformed entries are quarantined instead.
    Returns (claimed entries as (claimed path, entry), quarantined as (new path, reason))."""
    if not spool.is_dir():
        return [], []
    recover_abandoned(spool)
    cdir = spool / CLAIMED
    cdir.mkdir(parents=True, exist_ok=True)
    claimed, bad = [], []
    for f in sorted(spool.glob("*.json")):
        mine = cdir / f"{os.getpid()}-{f.name}"
        try:
            os.rename(f, mine)
        except FileNotFoundError:   # claimed by another drainer meanwhile
            continue
        entry, problem = read_entry(mine)
        if problem:
            bad.append((quarantine(mine, spool, problem), problem))
        else:
            claimed.append((mine, entry))
    return claimed, bad


def release(entries: list[Path], spool: Path) -> None:
    """Give claimed entries back (the run failed): the next drain takes them again."""
    for f in entries:
        name = f.name.partition("-")[2] if f.parent.name == CLAIMED else f.name
        try:
            os.replace(f, spool / name)
        except FileNotFoundError:
            pass


def pending(spool: Path) -> list[tuple[Path, dict]]:
    """Spooled entries, oldest first, not claimed; a malformed entry is reported as an entry
    with an 'error'."""
    if not spool.is_dir():
        return []
    out = []
    for f in sorted(spool.glob("*.json")):
        entry, problem = read_entry(f)
        out.append((f, entry if entry is not None else {"error": problem}))
    return out


def remove(entries: list[Path]) -> None:
    for f in entries:
        f.unlink(missing_ok=True)
