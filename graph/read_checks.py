"""Read-time verdicts kept across restarts: an experience that verified against a code index state is not
verified again while that state, or the part of it the verdict depends on, is unchanged.

Serving re-verifies each experience before its first serve in a process (``graph.serving``), about 1.3 ms
each; a restarted server would pay that again for every experience it serves, although nothing changed.
So each verdict that held is stored (``read_checks``, migration 11) with what it was reached on:

- ``revision``: this module's ``REVISION`` and the code index's format and extraction fingerprint — a new
  verifier or extractor decides afresh;
- ``index_state``: a digest of every file state in the index (path, status, content hash). Equal now:
  nothing in the repository changed, the verdict stands;
- ``deps``: the states of the files the verdict depends on — where each claim's evidence is, and every file
  that defines a name the claims use (`Buffer.readUtf8Line()` -> every file defining `Buffer` or
  `readUtf8Line`, so a new homonym elsewhere counts too). When the digest moved, a verdict stands if these
  states are all equal now; an edit elsewhere in the repository does not re-verify it. Only for a verdict
  whose every claim verified against files of the index: a claim that was uncertain, or cited a
  directory, may be decided by anything in the repository, so its verdict rests on the whole digest.

A verdict that failed is not kept here: the experience is marked stale with its evidence and is no longer
served (``Store.record_check``).
"""
from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from dataclasses import dataclass

from .models import ClaimCheck
from .store import now

REVISION = "1"  # bump when the verifier's decisions change so that stored verdicts must be reached again

_NAME = re.compile(r"[A-Za-z_$\u00c0-\uffff][\w$\u00c0-\uffff]*")


@dataclass(frozen=True)
class Stored:
    version: int
    revision: str
    index_state: str
    names: list[str]
    paths: list[str]
    deps: dict[str, str] | None
    checked_at: str


@dataclass(frozen=True)
class Dependencies:
    names: list[str]
    paths: list[str]
    whole_index: bool  # the verdict rests on the whole index's digest, not on these files alone


def dependencies(claims: list[ClaimCheck]) -> Dependencies:
    names: dict[str, None] = {}
    paths: dict[str, None] = {}
    whole = False
    for c in claims:
        if c.status != "verified" or not c.evidence:
            whole = True
        for n in _NAME.findall(c.text):
            names[n] = None
        for e in c.evidence:
            if e.path:
                paths[e.path] = None
    return Dependencies(sorted(names), sorted(paths), whole)


class IndexState:
    """File states of one repository's code index (its ``files`` table), read on the index's connection."""

    def __init__(self, explorer):
        self._explorer = explorer  # codeindex.Explorer; its connection is replaced when the index starts over
        self._digest: str | None = None
        self._revision: str | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        return self._explorer.conn

    def invalidate(self) -> None:
        """The index changed (a refresh re-indexed files): digest and revision are read again."""
        self._digest = None
        self._revision = None

    @property
    def revision(self) -> str:
        if self._revision is None:
            meta = dict(self.conn.execute("SELECT key, value FROM meta WHERE key IN ('format_version', 'fingerprint')"))
            self._revision = f"{REVISION}/{meta.get('format_version')}/{meta.get('fingerprint')}"
        return self._revision

    @property
    def digest(self) -> str:
        if self._digest is None:
            h = hashlib.sha1()
            for path, state in self.conn.execute(f"SELECT path, {_state('')} FROM files ORDER BY path"):
                h.update(f"{path}\0{state}\n".encode("utf-8", "surrogateescape"))
            self._digest = h.hexdigest()
        return self._digest

    def states(self, deps: Dependencies | Stored) -> dict[str, str] | None:
        """{path: state} of the evidence files and of every file defining one of the names; None when an
        evidence path is no file of the index (a directory, a file gone): then only the digest decides."""
        out: dict[str, str] = {}
        if deps.paths:
            marks = ",".join("?" * len(deps.paths))
            out.update(self.conn.execute(f"SELECT path, {_state('')} FROM files WHERE path IN ({marks})", deps.paths))
            if len(out) < len(deps.paths):
                return None
        for i in range(0, len(deps.names), 500):
            chunk = deps.names[i:i + 500]
            marks = ",".join("?" * len(chunk))
            out.update(self.conn.execute(
                f"SELECT DISTINCT f.path, {_state('f.')} "
                f"FROM symbols s JOIN files f ON f.id = s.file_id WHERE s.name IN ({marks})", chunk))
        return out


def _state(table: str) -> str:
    """SQL for a file's state: its status and content hash, or size and modification time for a file never
    read (skipped as binary or too large)."""
    t = table
    return f"{t}status || ':' || coalesce({t}hash, {t}size || ':' || {t}mtime_ns)"


def load(db: sqlite3.Connection, repo: str, ids: list[str]) -> dict[str, Stored]:
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = db.execute(f"SELECT experience_id, version, revision, index_state, names, paths, deps, checked_at "
                      f"FROM read_checks WHERE repo = ? AND experience_id IN ({marks})", [repo, *ids])
    return {r[0]: Stored(r[1], r[2], r[3], json.loads(r[4]), json.loads(r[5]), json.loads(r[6]) if r[6] else None, r[7])
            for r in rows}


def still_holds(stored: Stored | None, version: int, state: IndexState) -> tuple[bool, bool]:
    """(the stored verdict still holds, it held by its files only — the digest it records is out of date)."""
    if stored is None or stored.version != version or stored.revision != state.revision:
        return False, False
    if stored.index_state == state.digest:
        return True, False
    if stored.deps is not None and state.states(stored) == stored.deps:
        return True, True
    return False, False


def row(exp_id: str, repo: str, version: int, claims: list[ClaimCheck], state: IndexState) -> tuple:
    """The row recording that ``exp_id`` (at ``version``) verified now against ``repo``'s index."""
    deps = dependencies(claims)
    files = None if deps.whole_index else state.states(deps)
    return (exp_id, repo, version, state.revision, state.digest, json.dumps(deps.names), json.dumps(deps.paths),
            json.dumps(files, sort_keys=True) if files is not None else None, now())


def refreshed(exp_id: str, repo: str, stored: Stored, state: IndexState) -> tuple:
    """The same verdict, recorded against the current digest (it held by its files); it keeps the time it
    was reached, which is what serving says."""
    return (exp_id, repo, stored.version, stored.revision, state.digest, json.dumps(stored.names),
            json.dumps(stored.paths), json.dumps(stored.deps, sort_keys=True) if stored.deps is not None else None,
            stored.checked_at)


def save(db: sqlite3.Connection, rows: list[tuple]) -> None:
    """Inside the caller's transaction."""
    db.executemany("INSERT OR REPLACE INTO read_checks(experience_id, repo, version, revision, index_state, names, "
                   "paths, deps, checked_at) VALUES (?,?,?,?,?,?,?,?,?)", rows)
