"""The chain's queue on the database itself: uploaded sessions with bytes not yet governed, leased to workers.

A session is work while `end_offset > governed_offset` (graph/uploads.py appends; the chain governs up to
where it got). `claim` leases the oldest such session not leased by a live worker to `worker` for
`lease` seconds and returns what to govern: on PostgreSQL the pick is `SELECT … FOR UPDATE SKIP LOCKED`,
so several workers on one or several machines take different sessions at once without waiting on each
other; on SQLite one UPDATE … RETURNING under the database's single writer does the same. `complete`
records how far the worker governed and gives the session back — only if its lease is still the
worker's (a worker that stalled past its lease and was overtaken gets `LeaseLost`, and its result is
not recorded twice). A killed worker's lease runs out and the next `claim` hands the session to another,
from the last completed offset. Time is a parameter (`at`, seconds since the epoch) so tests need no clock.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from .store import Store

_PICK = ("SELECT session FROM upload_sessions WHERE end_offset > governed_offset "
         "AND (lease_until IS NULL OR lease_until < ?) ORDER BY updated_at, session LIMIT 1")
# The one place the two backends differ: PostgreSQL skips rows another worker is claiming right now.
_PICK_PG = _PICK + " FOR UPDATE SKIP LOCKED"
_CLAIM = ("UPDATE upload_sessions SET lease_owner=?, lease_until=? WHERE session = ({pick}) "
          "AND end_offset > governed_offset AND (lease_until IS NULL OR lease_until < ?) "
          "RETURNING session, repository, format, governed_offset, end_offset")


class LeaseLost(Exception):
    """The worker's lease ran out and another worker holds the session now."""


@dataclass(frozen=True)
class Work:
    session: str
    repository: str
    format: str
    start: int    # governed up to here already
    end: int      # what has arrived, in order


def claim(store: Store, worker: str, lease: float = 600.0, at: float | None = None) -> Work | None:
    """Lease the next session with ungoverned bytes to `worker`, or None when there is none free."""
    t = time.time() if at is None else at
    pick = _PICK_PG if getattr(store.db, "dialect", "sqlite") == "postgresql" else _PICK
    with store.db:
        row = store.db.execute(_CLAIM.format(pick=pick), (worker, t + lease, t, t)).fetchone()
    if row is None:
        return None
    return Work(row["session"], row["repository"], row["format"], row["governed_offset"], row["end_offset"])


def content(store: Store, work: Work) -> str:
    """The increments of `work` in order, from `start` to `end`."""
    rows = store.db.execute("SELECT content FROM uploads WHERE session=? AND byte_offset >= ? AND byte_end <= ? "
                            "ORDER BY byte_offset", (work.session, work.start, work.end))
    return "".join(r["content"] for r in rows)


def complete(store: Store, worker: str, work: Work, governed_to: int | None = None) -> None:
    """Record that `worker` governed `work` up to `governed_to` (default its end) and release the lease."""
    to = work.end if governed_to is None else governed_to
    if not work.start <= to <= work.end:
        raise ValueError(f"governed_to {to} outside {work.start}..{work.end}")
    with store.db:
        cur = store.db.execute("UPDATE upload_sessions SET governed_offset=?, lease_owner=NULL, lease_until=NULL "
                               "WHERE session=? AND lease_owner=? AND governed_offset=?",
                               (to, work.session, worker, work.start))
        if cur.rowcount != 1:
            raise LeaseLost(f"{work.session}: {worker}'s lease was taken over; its result is not recorded")
        store.audit("session_governed", work.session, {"from": work.start, "to": to}, actor=f"worker:{worker}")


def renew(store: Store, worker: str, work: Work, lease: float = 600.0, at: float | None = None) -> bool:
    """Extend `worker`'s lease on `work` (a long run renews as it goes); False when it was taken over."""
    t = time.time() if at is None else at
    with store.db:
        cur = store.db.execute("UPDATE upload_sessions SET lease_until=? WHERE session=? AND lease_owner=? "
                               "AND governed_offset=?", (t + lease, work.session, worker, work.start))
    return cur.rowcount == 1


def pending(store: Store) -> int:
    """Sessions with bytes not governed yet."""
    return store.count("upload_sessions", "WHERE end_offset > governed_offset")
