"""Merge against a repository's shared history, one chain at a time per repository.

Merge reads the stored experiences and decides create / update / skip / contradict; Store applies the
decisions. Two workers governing two sessions of one repository at once would both read the history
before either stored, and both create the same experience. So the chain holds this lock from the
moment Merge reads the history until Store has committed (or the run ends, whichever comes first):

- on PostgreSQL a session-level advisory lock on the store's connection, keyed by the repository: a
  worker killed while holding it loses its connection, and the server releases the lock at once;
- on SQLite an exclusive flock on a file beside the store (closing the descriptor, or the process
  dying, releases it).

Workers governing different repositories never wait for each other. Merge records the history's
generation (graph/store.py, migration 7) it decided on; a run resumed at Store by another worker
compares it again under the lock and decides Merge afresh if the history moved in between.
"""
from __future__ import annotations

import fcntl
import hashlib
import os
import threading
import time

# PostgreSQL's two-key advisory lock: this class id for Merge, the repository's hash as the object id.
MERGE_LOCK_CLASS = 0x6D657267  # "merg"
POLL_SECONDS = 0.05


def _object_id(repository: str) -> int:
    return int.from_bytes(hashlib.sha1(repository.encode()).digest()[:4], "big", signed=True)


class MergeLock:
    """Held by one chain from Merge to Store. Re-entrant within the chain: `acquire` when held is a no-op."""

    def __init__(self, store, repository: str | None):
        self.store = store
        self.repository = repository or "(no repository)"
        self._held = False
        self._fd: int | None = None
        self._mutex = threading.Lock()

    @property
    def held(self) -> bool:
        return self._held

    def acquire(self) -> None:
        """Wait until this chain holds the repository's lock (at once when it does already)."""
        # Polled rather than waited for inside one statement: a statement left running blocks CREATE INDEX
        # CONCURRENTLY (the checkpointer's set-up in a worker starting meanwhile).
        while not self.try_acquire():
            time.sleep(POLL_SECONDS)

    def try_acquire(self) -> bool:
        """Take the lock if no other chain holds it; True when this chain holds it now."""
        with self._mutex:
            if self._held:
                return True
            if self.store.path == ":memory:" or self.store.path.startswith("file:"):
                pass   # an in-memory store belongs to one process: its single connection serialises
            elif getattr(self.store.db, "dialect", "sqlite") == "postgresql":
                key = (MERGE_LOCK_CLASS, _object_id(self.repository))
                if not self.store.db.execute("SELECT pg_try_advisory_lock(?, ?)", key).fetchone()[0]:
                    return False
            else:
                digest = hashlib.sha1(self.repository.encode()).hexdigest()[:12]
                fd = os.open(f"{self.store.path}.merge-{digest}.lock", os.O_RDWR | os.O_CREAT, 0o644)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    os.close(fd)
                    return False
                except BaseException:
                    os.close(fd)
                    raise
                self._fd = fd
            self._held = True
            return True

    def release(self) -> None:
        with self._mutex:
            if not self._held:
                return
            self._held = False
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            elif getattr(self.store.db, "dialect", "sqlite") == "postgresql":
                self.store.db.execute("SELECT pg_advisory_unlock(?, ?)", (MERGE_LOCK_CLASS, _object_id(self.repository)))


def history_generation(store) -> int:
    """The counter every change to an experience's text bumps (migration 7's triggers)."""
    return store.db.execute("SELECT n FROM retrieval_generation").fetchone()[0]
