"""The hook's way to the team server: spooled transcripts sent by a detached uploader.

`governance hook` spools as it always does (one atomic file per transcript, then exit 0). When the
developer's environment names a team server — `GOVERNANCE_SERVER` and `GOVERNANCE_TOKEN` (and
optionally `GOVERNANCE_REPO`, the repository's name on the server; default the name of the git
checkout the session's cwd is in) — the hook also starts `governance upload --from-spool` in a session
of its own (it outlives the hook, which returns at once) and that process:

1. takes a lock beside the uploader's state, so one uploader per machine works at a time (a second
   one started meanwhile leaves at once: the first takes the new entries before it stops);
2. claims the spooled entries (graph/spool.py: renamed into claimed/, so nothing is taken twice) and,
   per transcript, sends its new bytes with graph/uploader.py (server-acknowledged offsets, in order,
   back-off while the server is down);
3. removes an entry once its transcript was sent up to its last whole line; gives it back to the spool
   when the server could not be reached (the next hook's uploader, or the same one after the back-off,
   sends it — the offsets survive reboots in the state directory); quarantines it with the reason
   when the server refused it (a token or repository to fix), so it is never lost and never retried
   in a loop.

Each transcript is uploaded under the Claude Code session id (a subagent's file under
`SESSION.agent-ID`), recorded at the commit its cwd's checkout is at.
"""
from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from . import spool as spool_mod

SESSION_MAX = 128


def configured(env: dict | None = None) -> tuple[str, str] | None:
    """(server URL, token) when the environment names a team server, else None."""
    env = os.environ if env is None else env
    server, token = env.get("GOVERNANCE_SERVER"), env.get("GOVERNANCE_TOKEN")
    return (server, token) if server and token else None


def session_key(entry: dict) -> str:
    """The session an entry's transcript is uploaded under: the agent's session id for its own file,
    `SESSION.STEM` for another file of that session (a subagent's), the file's stem without an id."""
    stem = Path(entry["transcript_path"]).stem
    sid = entry.get("session_id")
    key = stem if not sid or stem == sid else f"{sid}.{stem}"
    key = "".join(ch if ch.isalnum() or ch in "._:-" else "-" for ch in key).lstrip("._:-") or "session"
    return key[:SESSION_MAX]


def repository_for(entry: dict, named: str | None) -> str | None:
    """The repository's name on the server: GOVERNANCE_REPO, else the name of the cwd's git checkout."""
    if named:
        return named
    from .review_s1 import repo_name
    from .workspace import checkout_root

    root = checkout_root(entry.get("cwd"))
    return repo_name(root) if root else None


def _commit(cwd: str | None) -> str | None:
    from .workspace import checkout_root

    root = checkout_root(cwd)
    if not root:
        return None
    try:
        out = subprocess.run(["git", "-C", root, "rev-parse", "HEAD"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    sha = out.stdout.strip()
    return sha if out.returncode == 0 and len(sha) == 40 else None


@dataclass
class SpoolUpload:
    transcripts: int = 0
    sent: int = 0
    duplicates: int = 0
    left: int = 0                       # entries given back (server unreachable)
    quarantined: list[tuple[str, str]] = field(default_factory=list)   # (transcript, why)
    busy: bool = False                  # another uploader holds the lock


def upload_spool(spool: Path, uploader, repository: str | None = None) -> SpoolUpload:
    """Send every spooled transcript's new bytes; see the module's description."""
    from .transcripts import TranscriptFormatError, detect

    out = SpoolUpload()
    lock_path = uploader.state_dir / "uploader.lock"
    uploader.state_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            out.busy = True
            return out
        while True:   # entries spooled while this one was sending are sent too
            claimed, _bad = spool_mod.claim(spool)   # malformed entries are quarantined by claim itself
            if not claimed:
                return out
            by_path: dict[str, list[tuple[Path, dict]]] = {}
            for f, entry in claimed:
                by_path.setdefault(entry["transcript_path"], []).append((f, entry))
            unreachable = False
            for path, entries in by_path.items():
                files = [f for f, _ in entries]
                entry = entries[-1][1]
                if unreachable:
                    spool_mod.release(files, spool)
                    out.left += len(files)
                    continue
                out.transcripts += 1
                repo = repository_for(entry, repository)
                try:
                    fmt = detect(Path(path))[0]
                except (TranscriptFormatError, OSError) as e:
                    fmt, why = None, str(e)
                if repo is None:
                    why = "no repository: set GOVERNANCE_REPO or work inside a git checkout"
                if repo is None or fmt is None:
                    for f in files:
                        spool_mod.quarantine(f, spool, why)
                    out.quarantined.append((path, why))
                    continue
                r = uploader.upload(path, session_key(entry), repo, fmt=fmt, commit=_commit(entry.get("cwd")))
                out.sent += r.sent
                out.duplicates += r.duplicates
                if r.error and r.retry:
                    unreachable = True   # the server is down: the rest waits with this one
                    spool_mod.release(files, spool)
                    out.left += len(files)
                elif r.error:
                    for f in files:
                        spool_mod.quarantine(f, spool, r.error)
                    out.quarantined.append((path, r.error))
                else:
                    spool_mod.remove(files)
            if unreachable:
                return out
    finally:
        os.close(fd)


def start_detached(spool: Path | None, env: dict | None = None) -> None:
    """Start `governance upload --from-spool` in a session of its own, output to a log beside its state;
    returns at once."""
    from .upload_cli import default_state

    state = default_state()
    state.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "graph.cli", "upload", "--from-spool"]
    if spool is not None:
        cmd += ["--spool", str(spool)]
    with open(state / "uploader.log", "ab") as log:
        subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True,
                         env=env, cwd="/", close_fds=True)
