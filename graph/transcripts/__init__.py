"""Transcript readers: Claude Code session JSONL, Codex CLI rollout JSONL, Gemini CLI sessions (JSONL
and the older JSON) and a plain JSON chat.

Every reader yields ``Turn`` records that say who spoke (developer, agent, subagent, tool, harness) and
what kind of record it was, with tool output trimmed and secrets redacted, so nothing downstream
(store, checkpoints, model requests) ever sees the raw text. See ``graph.models.Turn`` for the fields
and each reader's module docstring for what it keeps and drops.

Offsets are counted in *records*: lines for the JSONL formats, messages for the JSON formats. A read
can start at a stored offset (incremental upload: the Claude Code Stop hook fires after every turn),
and turn ids are derived from the record number, so they are stable across incremental reads. A
trailing JSONL line without a newline is treated as still being written: it is not consumed.

A record that cannot be read (a malformed line, JSON nested too deep, a record of the wrong shape) is
reported in ``Transcript.problems`` with its line and the rest of the file is read; only a file with
nothing readable raises ``TranscriptFormatError``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable

from . import claude, codex, commit, errors, gemini, plain
from .detect import detect
from .errors import TranscriptFormatError
from ..models import Transcript, short_hash

FORMATS = ("claude", "codex", "gemini", "plain")
_READERS = {"claude": claude.read, "codex": codex.read, "gemini": gemini.read, "plain": plain.read}


def detect_format(path: str | Path) -> str:
    return detect(Path(path))[0]


def read_transcript(path: str | Path, start: int = 0, fmt: str | None = None) -> Transcript:
    """Read a transcript from record ``start`` on. Raises TranscriptFormatError for a file with nothing
    readable; bad records of an otherwise readable file are in ``problems``."""
    p = Path(path)
    if not p.is_file():
        raise TranscriptFormatError(errors.no_such_file(p))
    if fmt:
        chosen, why = fmt, "format given by the caller"
    else:
        chosen, why = detect(p)
    try:
        reading = _READERS[chosen](p, start)
    except TranscriptFormatError:
        raise
    except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError) as e:
        # a shape no reader anticipated is this file's error, never the run's
        raise TranscriptFormatError(errors.reader_failed(p, chosen, f"{type(e).__name__}: {e}")) from None
    b, meta = reading.builder, reading.meta
    for name in ("session", "repository", "cwd", "commit", "branch", "agent_id", "last_timestamp"):
        setattr(meta, name, _text(getattr(meta, name)))
    if reading.problems and not b.turns and not b.skipped and reading.end > start:
        first = reading.problems[0]
        raise TranscriptFormatError(errors.at_line(p, first.line, first.error) if len(reading.problems) == 1 else
                                    errors.nothing_readable(p, chosen, f"line {first.line}: {first.error}"))
    session = meta.session or "sess-" + short_hash(str(p.resolve()))
    tid = f"{session}/agent-{meta.agent_id}" if meta.agent_id else str(session)
    root = (meta.cwd or meta.repository or "").rstrip("/")
    if root.startswith("/"):  # paths inside the session's working directory are kept repository-relative
        for t in b.turns:
            t.files = sorted({f[len(root) + 1:] if f.startswith(root + "/") else f for f in t.files})
    if meta.commit:
        sha, how = meta.commit, errors.COMMIT_RECORDED
    else:
        sha, how = commit.resolve(meta.cwd, meta.last_timestamp, meta.branch)
    return Transcript(id=tid, path=str(p.resolve()), format=chosen, format_reason=reading.reason if fmt else why, session=str(session), agent_id=meta.agent_id,
                      repository=meta.repository, commit=sha, commit_source=how, turns=b.turns,
                      start_offset=start, end_offset=reading.end, redactions=b.redactions,
                      skipped=dict(sorted(b.skipped.items())), problems=reading.problems)


def _text(v) -> str | None:
    """Metadata as text: ids may be numbers; anything else (a list where a path belongs) is absent."""
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return str(v)
    return v if isinstance(v, str) and v.strip() else None


def problem_summary(t: Transcript) -> str | None:
    """One line for a transcript read with unreadable records (None when it had none)."""
    if not t.problems:
        return None
    first = t.problems[0]
    return errors.some_unreadable(t.path, t.format, len(t.problems), first.line, first.error)


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


__all__ = ["FORMATS", "TranscriptFormatError", "detect_format", "discover", "problem_summary", "read_transcript"]
