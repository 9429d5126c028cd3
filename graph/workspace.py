"""Which repository a session worked on, when nobody said (`governance run`/`drain` without --repo).

Claude Code records carry `cwd` on every line and Codex CLI's `session_meta` carries it once near
the top; a Stop-hook event carries it too. When that directory is inside a git checkout on this
machine, the checkout is the repository Review's source check (S1) verifies against.
"""
from __future__ import annotations

import json
from pathlib import Path

# How far into a transcript to look for its cwd: the first records name it.
_PEEK_LINES = 200
_PEEK_BYTES = 4_000_000


def checkout_root(directory: str | None) -> str | None:
    """The top of the git checkout containing `directory` (a `.git` directory or file), or None."""
    if not directory or not isinstance(directory, str):
        return None
    try:
        here = Path(directory).resolve()
        if not here.is_dir():
            return None
        for candidate in (here, *here.parents):
            if (candidate / ".git").exists():
                return str(candidate)
    except OSError:
        return None
    return None


def transcript_cwd(path: str | Path) -> str | None:
    """The working directory a JSONL transcript records in its first records, or None."""
    try:
        with open(path, "rb") as handle:
            read = 0
            for _ in range(_PEEK_LINES):
                line = handle.readline(_PEEK_BYTES - read)
                if not line:
                    break
                read += len(line)
                try:
                    record = json.loads(line)
                except (ValueError, RecursionError):
                    continue
                if not isinstance(record, dict):
                    continue
                for holder in (record, record.get("payload")):
                    if isinstance(holder, dict) and isinstance(holder.get("cwd"), str) and holder["cwd"]:
                        return holder["cwd"]
                if read >= _PEEK_BYTES:
                    break
    except OSError:
        return None
    return None


def repository_of(transcript: str | Path, hinted_cwd: str | None = None) -> str | None:
    """The checkout a session worked in: from the hook's cwd if given, else the transcript's."""
    return checkout_root(hinted_cwd) or checkout_root(transcript_cwd(transcript))
