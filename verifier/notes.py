"""Agent notes as files: CLAUDE.md, AGENTS.md, docs/*.md, .cursor/rules/*.mdc checked paragraph by
paragraph (fenced code blocks too), each claim located by line and column, reported like a compiler
in text, JSON, SARIF 2.1.0 or GitHub workflow annotations.

A file's references are checked against the current code and, through git, against the commit the
file was last changed in (or `since`): what the note cited then and is gone now is stale.
"""
from __future__ import annotations

import bisect
import json
import os
import re
from dataclasses import dataclass, field

from . import rules as R
from . import wording
from .claims import extract_claims
from .models import ClaimResult, Evidence

__all__ = ["NoteFile", "NotesError", "check_notes", "paragraphs", "render_text", "render_github",
           "render_sarif", "render_json", "FORMATS"]

FORMATS = ("text", "json", "sarif", "github")
_MAX_NOTE_BYTES = 4_000_000
_FENCE_OPEN = re.compile(r"^\s{0,3}(```+|~~~+)")


class NotesError(Exception):
    """A notes file that cannot be read (missing, a directory, binary, too large)."""


@dataclass
class NoteFile:
    path: str                         # as given on the command line
    since: str | None                 # the revision its references were also checked against
    claims: list[ClaimResult] = field(default_factory=list)
    error: str | None = None          # the file could not be read: reported, the others go on


def paragraphs(text: str) -> list[tuple[int, str]]:
    """(offset, text) of each paragraph: runs of non-blank lines; a fenced code block is one
    paragraph of its own, fences included (so the claim extractor reads it as code)."""
    out: list[tuple[int, str]] = []
    lines = text.splitlines(keepends=True)
    offset = 0
    start = None
    fence: str | None = None
    for line in lines:
        stripped = line.strip()
        if fence is not None:
            if stripped.startswith(fence):
                out.append((start, text[start:offset + len(line)]))
                start, fence = None, None
            offset += len(line)
            continue
        m = _FENCE_OPEN.match(line)
        if m:
            if start is not None:
                out.append((start, text[start:offset]))
            start, fence = offset, m.group(1)
        elif not stripped:
            if start is not None:
                out.append((start, text[start:offset]))
                start = None
        elif start is None:
            start = offset
        offset += len(line)
    if start is not None:
        out.append((start, text[start:]))
    return [(o, p) for o, p in out if p.strip()]


def _read(path: str) -> str:
    try:
        if os.path.isdir(path):
            raise NotesError(f"{path}: is a directory")
        size = os.path.getsize(path)
        if size > _MAX_NOTE_BYTES:
            raise NotesError(f"{path}: {size} bytes, larger than {_MAX_NOTE_BYTES}")
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        raise NotesError(f"{path}: no such file") from None
    except OSError as exc:
        raise NotesError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if b"\0" in data[:8192]:
        raise NotesError(f"{path}: binary file, not notes")
    return data.decode("utf-8", errors="replace")


def check_notes(verifier, paths: list[str], since: str | None = None) -> list[NoteFile]:
    """Check each notes file; one unreadable file is reported and the others go on."""
    results = []
    for path in paths:
        try:
            text = _read(path)
        except NotesError as exc:
            results.append(NoteFile(path=path, since=None, error=str(exc)))
            continue
        rev = since
        if rev is None:
            history = verifier.history()
            rev = history.last_change(os.path.abspath(path)) if history is not None else None
        note = NoteFile(path=path, since=rev)
        starts = _line_starts(text)
        for offset, para in paragraphs(text):
            claims = extract_claims(para)
            if not claims:
                continue
            for claim, result in zip(claims, verifier.verify_claims(claims, since=rev)):
                if claim.kind == "path" and result.status != "verified":
                    result = beside_the_note(verifier, path, claim, result)
                pos = offset + claim.span[0]
                line = bisect.bisect_right(starts, pos)
                result = result.model_copy(update={"line": line, "column": pos - starts[line - 1] + 1})
                note.claims.append(result)
        results.append(note)
    return results


def beside_the_note(verifier, note_path: str, claim, result: ClaimResult) -> ClaimResult:
    """A link in `.github/CONTRIBUTING.md` to `CODE_OF_CONDUCT.md` means the file beside it: a path
    that exists relative to the note's own directory is verified there."""
    here = os.path.dirname(os.path.realpath(note_path))
    target = os.path.normpath(os.path.join(here, claim.name))
    root = os.path.realpath(verifier.root)
    if os.path.commonpath([root, target]) != root or not os.path.exists(target):
        return result
    rel = os.path.relpath(target, root)
    return ClaimResult(text=result.text, kind=result.kind, status="verified", rule=R.PATH_FOUND,
                       reason=wording.path_beside_note(rel), evidence=[Evidence(path=rel, line=0, symbol=claim.name,
                                                                                note=wording.BESIDE_NOTE_NOTE)])


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for i, ch in enumerate(text):
        if ch == "\n":
            starts.append(i + 1)
    return starts


def _severity(c: ClaimResult) -> str:
    return "error" if c.error else ("note" if c.status == "unverifiable" else "verified")


def render_text(notes: list[NoteFile], verbose: bool = False) -> str:
    lines = []
    for n in notes:
        if n.error:
            lines.append(f"{n.path}: error {n.error}")
            continue
        for c in n.claims:
            sev = _severity(c)
            if sev == "verified" or (sev == "note" and not verbose):
                continue
            code = c.error or "UNVERIFIABLE"
            lines.append(f"{n.path}:{c.line}:{c.column}: {sev} {code} {c.text}: {c.reason}")
            if c.suggestions:
                s = c.suggestions[0]
                where = f" ({s.path}:{s.line})" if s.line else (f" ({s.path})" if s.path != s.symbol else "")
                lines.append(f"{n.path}:{c.line}:{c.column}: note {wording.did_you_mean(s.symbol, where)}")
    lines.append(_summary(notes))
    return "\n".join(lines)


def _summary(notes: list[NoteFile]) -> str:
    claims = [c for n in notes for c in n.claims]
    errors = sum(1 for c in claims if c.error)
    stale = sum(1 for c in claims if c.error == "S1_STALE_REFERENCE")
    verified = sum(1 for c in claims if c.status == "verified")
    unreadable = sum(1 for n in notes if n.error)
    return wording.notes_summary(len(notes), len(claims), verified, errors, stale, unreadable)


def _escape_gh(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


def render_github(notes: list[NoteFile]) -> str:
    """GitHub workflow commands: `::error file=F,line=L,col=C,title=CODE::message`."""
    out = []
    for n in notes:
        if n.error:
            out.append(f"::error file={_escape_gh(n.path, True)},title=unreadable::{_escape_gh(n.error)}")
            continue
        for c in n.claims:
            if not c.error:
                continue
            msg = f"{c.text}: {c.reason}"
            if c.suggestions:
                msg += f" ({wording.did_you_mean(c.suggestions[0].symbol)})"
            out.append(f"::error file={_escape_gh(n.path, True)},line={c.line},col={c.column},"
                       f"title={c.error}::{_escape_gh(msg)}")
    return "\n".join(out)


def render_sarif(notes: list[NoteFile], root: str) -> str:
    """SARIF 2.1.0 for code scanning: one result per error, with the evidence as related locations."""
    rules = [{"id": rid, "shortDescription": {"text": text}, "defaultConfiguration": {"level": "error"}}
             for rid, text in wording.SARIF_RULES.items()]
    results = []
    for n in notes:
        uri = os.path.relpath(os.path.abspath(n.path), root).replace(os.sep, "/")
        if n.error:
            results.append({"ruleId": "UNREADABLE", "level": "error", "message": {"text": n.error},
                             "locations": [{"physicalLocation": {"artifactLocation": {"uri": uri}}}]})
            continue
        for c in n.claims:
            if not c.error:
                continue
            text = f"{c.text}: {c.reason}"
            if c.suggestions:
                text += " " + wording.did_you_mean(c.suggestions[0].symbol, sentence=True)
            related = [{"id": i, "message": {"text": f"{e.symbol}" + (f" ({e.note})" if e.note else "")},
                        "physicalLocation": {"artifactLocation": {"uri": e.path},
                                             **({"region": {"startLine": e.line}} if e.line > 0 else {})}}
                       for i, e in enumerate(c.evidence[:5]) if e.path]
            result = {
                "ruleId": c.error, "level": "error", "message": {"text": text},
                "locations": [{"physicalLocation": {"artifactLocation": {"uri": uri},
                                                    "region": {"startLine": c.line, "startColumn": c.column}}}],
                "properties": {"rule": c.rule, "kind": c.kind, "binding": c.binding,
                               "suggestions": [s.symbol for s in c.suggestions]},
            }
            if related:
                result["relatedLocations"] = related
            results.append(result)
    doc = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{"tool": {"driver": {"name": "codefacts-verify", "rules": rules}},
                  "originalUriBaseIds": {"SRCROOT": {"uri": "file://" + root.rstrip("/") + "/"}},
                  "results": results}],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


def render_json(notes: list[NoteFile]) -> str:
    return json.dumps({"files": [{"path": n.path, "since": n.since, "error": n.error,
                                  "claims": [c.model_dump() for c in n.claims]} for n in notes],
                       "summary": _summary(notes)}, ensure_ascii=False)
