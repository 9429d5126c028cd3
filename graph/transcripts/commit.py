"""Which commit a session worked against, when the transcript does not say.

Claude Code records carry ``cwd`` and ``gitBranch`` but no commit. If ``cwd`` is a checkout on this
machine, the commit is the last one on the session's branch (else HEAD) at the session's timestamp:
``git rev-list -1 --before=<ts> <ref>``. Otherwise the commit is unknown, and the reason says why.
"""
from __future__ import annotations

import subprocess
from datetime import datetime, timezone
from pathlib import Path

from . import errors

_GIT_TIMEOUT = 10  # seconds; a hung git (network filesystem) must not stall the whole run


def _git(cwd: str, *args: str) -> str | None:
    try:
        # the path comes from a transcript: read-only commands, and no repository config that runs programs
        out = subprocess.run(["git", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-C", cwd, *args],
                             capture_output=True, text=True, timeout=_GIT_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def _epoch(ts: str) -> int | None:
    try:
        dt = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    except ValueError:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return int(dt.timestamp())


def resolve(cwd: str | None, timestamp: str | None, branch: str | None = None) -> tuple[str | None, str]:
    """(commit or None, how it was found or why it is unknown)."""
    if not cwd:
        return None, errors.commit_unknown_no_cwd()
    try:
        is_dir = Path(cwd).is_dir()
    except (OSError, ValueError):   # a path too long for the system, or with a NUL: no checkout there
        is_dir = False
    if not is_dir or _git(cwd, "rev-parse", "--git-dir") is None:
        return None, errors.commit_unknown_missing(cwd)
    when = _epoch(timestamp) if timestamp else None
    if when is None:
        return None, errors.commit_unknown_no_time()
    ref = "HEAD"
    if branch and branch != "HEAD" and _git(cwd, "rev-parse", "--verify", "--quiet", f"refs/heads/{branch}"):
        ref = f"refs/heads/{branch}"
    sha = _git(cwd, "rev-list", "-1", f"--before={when}", ref)
    if not sha:
        return None, errors.commit_unknown_none_before(cwd, timestamp or "")
    return sha, errors.commit_from_git(cwd, ref, timestamp or "")
