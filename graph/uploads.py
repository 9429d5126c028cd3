"""Transcript increments uploaded to the team server (`POST /v1/transcripts`), stored for the chain to govern.

An increment is the bytes a developer's spool read from one session's transcript since the last
upload: `{session, format, offset, content, repository, commit}`, `offset` the byte offset of
`content` in the transcript file. The server acknowledges by offset — each answer carries
`next_offset`, the end of what it holds in order — so an uploader that lost an answer resends, and one
that got ahead is told where to resume:

- 201: stored; `next_offset` = offset + the content's UTF-8 length.
- 200 `duplicate`: the increment at that offset is already held with the same bytes (a resend): nothing
  changes. The key is (session, offset).
- 409: refused, nothing stored, `next_offset` says what the server expects — an offset past the end
  (an increment in between is missing), one inside what is held that is not an increment's start, one
  with other bytes than the increment held there (never overwritten; `held_end` and `held_sha256`
  describe the held one), or a session already recorded for another repository.
- 400 malformed, 413 content over `MAX_CONTENT_BYTES`, 401 without a valid token, 403 a token not
  scoped to the repository (graph/tokens.py).

Increments are appended by compare-and-set on the session's `end_offset` inside one transaction, so
two requests (or two servers on one PostgreSQL database) racing on a session never both append. The
content goes through the store's redacting connection like everything else; the hash that makes a
resend recognisable is of the bytes as sent. Rows wait with status 'pending' for the chain's queue.
"""
from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass, field

from pydantic import BaseModel, Field, ValidationError

from .store import Store, now
from .tokens import Token
from .transcripts import FORMATS

MAX_CONTENT_BYTES = 512 * 1024   # an increment's content; the uploader splits larger reads


class Increment(BaseModel):
    session: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$")
    format: str
    offset: int = Field(ge=0)
    content: str = Field(min_length=1)
    repository: str = Field(min_length=1, max_length=200)
    commit: str | None = Field(default=None, pattern=r"^[0-9a-f]{4,64}$")


@dataclass
class Outcome:
    status: int
    body: dict = field(default_factory=dict)


class _Refused(Exception):
    def __init__(self, outcome: Outcome | None):
        self.outcome = outcome


def parse(data: object) -> Increment | Outcome:
    """The increment in a request body, or the 400/413 answer saying what is wrong with it."""
    if not isinstance(data, dict):
        return Outcome(400, {"error": "expected a JSON object"})
    try:
        inc = Increment.model_validate(data, strict=True)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "body"
        return Outcome(400, {"error": f"{where}: {first['msg']}"})
    if inc.format not in FORMATS:
        return Outcome(400, {"error": f"format: {inc.format!r} is not one of {', '.join(FORMATS)}"})
    size = len(inc.content.encode("utf-8"))
    if size > MAX_CONTENT_BYTES:
        return Outcome(413, {"error": f"content of {size} bytes > limit {MAX_CONTENT_BYTES}: send it in smaller increments"})
    if "\x00" in inc.content:
        return Outcome(400, {"error": "content holds a NUL character (a transcript is text)"})
    return inc


class Uploads:
    """Receives increments into one store (its connection is shared by the server's threads)."""

    def __init__(self, store: Store, lock: threading.RLock | threading.Lock | None = None):
        self.store = store
        # The lock of whoever else writes on this connection (the server's Retriever), so no other
        # statement joins an increment's transaction half-way.
        self._lock = lock or threading.Lock()

    def receive(self, token: Token | None, data: object) -> Outcome:
        if token is None:
            return Outcome(401, {"error": "a bearer token is required (Authorization: Bearer cf_...)"})
        inc = parse(data)
        if isinstance(inc, Outcome):
            return inc
        if not token.allows(inc.repository, "upload"):
            why = "repository" if token.may("upload") else "anything (it has no upload scope): repository"
            return Outcome(403, {"error": f"token {token.id} may not upload for {why} {inc.repository}"})
        for _ in range(3):   # a session that moved on meanwhile is looked at again: a resend is then a duplicate
            out = self._append(token, inc)
            if out is not None:
                return out
        return Outcome(409, {"error": f"{inc.session} kept moving while this increment was stored; retry",
                             "next_offset": None})

    def _append(self, token: Token, inc: Increment) -> Outcome | None:
        """Store `inc` in one transaction, or say why not; None when another writer appended first."""
        raw = inc.content.encode("utf-8")
        sha = hashlib.sha256(raw).hexdigest()
        end = inc.offset + len(raw)
        db = self.store.db
        try:
            with self._lock, db:
                # One statement, so one snapshot: under PostgreSQL's READ COMMITTED two statements may straddle
                # another server's commit (the held increment unseen, the session's new end seen), and a resend
                # of the bytes just stored would be refused as "inside what is held" instead of a duplicate.
                seen = db.execute("SELECT s.repository, s.end_offset, u.sha256, u.byte_end FROM (SELECT 1 AS one) AS q "
                                  "LEFT JOIN upload_sessions s ON s.session=? "
                                  "LEFT JOIN uploads u ON u.session=? AND u.byte_offset=?",
                                  (inc.session, inc.session, inc.offset)).fetchone()
                sess = seen if seen["end_offset"] is not None else None
                held = seen if seen["sha256"] is not None else None
                if sess is not None and sess["repository"] != inc.repository:
                    raise _Refused(Outcome(409, {"error": f"session {inc.session} is recorded for another repository"}))
                expected = sess["end_offset"] if sess is not None else 0
                if held is not None:
                    if held["sha256"] == sha and held["byte_end"] == end:
                        return Outcome(200, {"duplicate": True, "session": inc.session, "next_offset": expected})
                    # The held increment's extent and hash let an uploader that lost its state (and cut its
                    # increments differently) tell its own bytes from a rewritten file.
                    raise _Refused(Outcome(409, {"error": f"offset {inc.offset} of {inc.session} is held with other "
                                                          "content (never overwritten)", "next_offset": expected,
                                                 "held_end": held["byte_end"], "held_sha256": held["sha256"]}))
                if inc.offset != expected:
                    why = "an increment before it is missing" if inc.offset > expected else "it is inside what is held"
                    raise _Refused(Outcome(409, {"error": f"offset {inc.offset} of {inc.session}: {why}; "
                                                          f"send from {expected}", "next_offset": expected}))
                ts = now()
                if sess is None:
                    db.execute("INSERT OR IGNORE INTO upload_sessions(session, repository, format, end_offset, "
                               "increments, created_at, updated_at) VALUES (?,?,?,0,0,?,?)",
                               (inc.session, inc.repository, inc.format, ts, ts))
                moved = db.execute("UPDATE upload_sessions SET end_offset=?, increments=increments+1, updated_at=? "
                                   "WHERE session=? AND end_offset=? AND repository=?",
                                   (end, ts, inc.session, expected, inc.repository))
                if moved.rowcount != 1:   # another server appended first: roll back and look again
                    raise _Refused(None)
                db.execute("INSERT INTO uploads(session, byte_offset, byte_end, sha256, content, repository, commit_sha, "
                           "token_id, status, received_at) VALUES (?,?,?,?,?,?,?,?,'pending',?)",
                           (inc.session, inc.offset, end, sha, inc.content, inc.repository, inc.commit, token.id, ts))
        except _Refused as r:
            return r.outcome
        return Outcome(201, {"stored": True, "session": inc.session, "offset": inc.offset, "next_offset": end})

    def session(self, session: str) -> dict | None:
        row = self.store.db.execute("SELECT * FROM upload_sessions WHERE session=?", (session,)).fetchone()
        return dict(row) if row else None

    def increments(self, session: str) -> list[dict]:
        rows = self.store.db.execute("SELECT session, byte_offset, byte_end, sha256, content, repository, commit_sha, "
                                     "token_id, status FROM uploads WHERE session=? ORDER BY byte_offset", (session,))
        return [dict(r) for r in rows]
