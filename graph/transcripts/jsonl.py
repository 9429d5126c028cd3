"""Reading the bytes of a transcript: JSON Lines record by record, or one JSON document.

A bad line never costs the file: it becomes a ``BadRecord`` with its line number and the good lines are
read. Invalid UTF-8 is read with U+FFFD (a tool output pasted from a binary is not a reason to lose a
session). JSON nested deeper than the parser's recursion limit is reported as that line's (or that file's)
error; no RecursionError escapes. A trailing line without a newline is a record still being written: it
is not consumed, unless it is already a complete JSON object.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import errors
from ..models import BadRecord


def read_text(path: Path) -> str:
    text = path.read_text(encoding="utf-8", errors="replace")
    return text[1:] if text.startswith("\ufeff") else text


class BadJSON(ValueError):
    """Unreadable JSON, with the line it went wrong on (1 for depth: the parser does not say)."""

    def __init__(self, message: str, line: int = 1) -> None:
        super().__init__(message)
        self.line = line


def parse(text: str) -> Any:
    """json.loads that reports depth as bad JSON like any other (no RecursionError escapes)."""
    try:
        return json.loads(text)
    except RecursionError:
        raise BadJSON(errors.too_deep()) from None
    except json.JSONDecodeError as e:
        raise BadJSON(errors.invalid_json(e.msg), e.lineno) from None


@dataclass
class Lines:
    records: list[tuple[int, dict]] = field(default_factory=list)  # (0-based line number, record), every line
    problems: list[BadRecord] = field(default_factory=list)  # every bad line (1-based line numbers)
    end: int = 0  # lines consumed: a line still being written is not


def read_jsonl(path: Path, text: str | None = None) -> Lines:
    """Every record of the file with its line number (readers need the whole file for structure: a
    rewind tree, a tool call made before the stored offset); callers emit turns from their offset on."""
    data = read_text(path) if text is None else text
    pieces = data.split("\n")
    complete = pieces[:-1]
    out = Lines()
    for n, line in enumerate(complete):
        if not line.strip():
            continue
        try:
            rec = parse(line)
        except ValueError as e:
            out.problems.append(BadRecord(line=n + 1, error=str(e)))
            continue
        if not isinstance(rec, dict):
            out.problems.append(BadRecord(line=n + 1, error=errors.not_an_object()))
            continue
        out.records.append((n, rec))
    out.end = len(complete)
    tail = pieces[-1]
    if tail.strip():
        try:
            rec = parse(tail)
        except ValueError:
            rec = None  # still being written: read it next time
        if isinstance(rec, dict):
            out.records.append((out.end, rec))
            out.end += 1
    return out


def first_records(text: str, limit: int = 20) -> list[tuple[int, Any]]:
    """The first parseable lines (for format detection), skipping lines that are not JSON."""
    out = []
    for n, line in enumerate(text.split("\n")[: limit * 5]):
        if not line.strip():
            continue
        try:
            out.append((n, parse(line)))
        except ValueError:
            continue
        if len(out) >= limit:
            break
    return out
