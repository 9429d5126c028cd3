"""One repository's index, opened for questions and kept up to date."""
from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from pathlib import Path
from typing import Callable

from .build import BuildReport, build, check_root, index_path_for
from .errors import IndexBusy, IndexUnavailable
from .explorer import Explorer
from .extract import queries_fingerprint
from .store import CONTENT_VERSION, NAMES_VERSION, Store


class RepoIndex:
    """The index of one repository: `explorer` answers questions; `refresh()` brings it up to date.

    Thread-safe for the HTTP service: refreshes are serialised, readers share one connection
    (SQLite serialises statements on it).
    """

    def __init__(self, root: str | os.PathLike, *, index_dir: str | os.PathLike | None = None) -> None:
        self.root = check_root(root)
        self.index_dir = Path(index_dir).resolve() if index_dir else None
        self.index_path = index_path_for(self.root, self.index_dir)
        self._lock = threading.Lock()
        try:
            self.store = Store(self.index_path, queries_fingerprint())
        except (OSError, sqlite3.Error) as exc:
            raise IndexUnavailable(f"cannot open the index at {self.index_path}: {exc}") from exc
        self.explorer = Explorer(self.store.conn, self.root)
        self.last_report: BuildReport | None = None

    def refresh(self, progress: Callable[[int, int], None] | None = None, jobs: int | None = None,
                wait: bool = True, on_wait: Callable[[str], None] | None = None,
                walk_every: int | None = None, paths: set[str] | None = None) -> BuildReport | None:
        """Bring the index up to date. With `wait` False, when another process is updating it,
        return None at once and keep answering from the index as it is. `walk_every` as in build()
        (0: walk the tree rather than ask git what changed); `paths` as in build() (a watcher's
        changed paths: only those are looked at)."""
        with self._lock:
            try:
                report = build(self.root, index_dir=self.index_dir, store=self.store, progress=progress, jobs=jobs,
                               wait=wait, on_wait=on_wait, walk_every=walk_every, paths=paths)
            except IndexBusy:
                if wait:
                    raise
                return None
            if self.explorer.conn is not self.store.conn:   # the store started over or was reopened
                self.explorer.conn = self.store.conn
                self.explorer.clear_caches()
            elif report.changed:
                self.explorer.clear_caches()
            self.last_report = report
            return report

    def content_version(self) -> str | None:
        """What the last build that changed anything stamped (any process's): readers compare
        it to know whether their snapshot is still the index's latest content."""
        return self.store.meta().get(CONTENT_VERSION)

    def snapshot(self) -> "IndexSnapshot":
        """A consistent read-only view of the index as committed now (see IndexSnapshot)."""
        return IndexSnapshot(self.root, self.index_path, self.index_dir)

    def close(self) -> None:
        self.store.close()


# A new snapshot reads again the in-memory rows of at most this many changed files (IndexSnapshot.inherit);
# past it (a branch switch, a pull) reading the whole table costs about as much.
_FILES_PATCHED_AT_MOST = 2000


class IndexSnapshot:
    """The index as one committed state, for readers while a writer brings it up to date.

    It has its own connection, held in one read transaction from creation to close: in WAL mode
    every question it answers sees the index as it was when the snapshot was taken, whatever a
    writer commits meanwhile, and a writer's open transaction never makes it wait (readers and the
    writer do not share a lock). It answers like RepoIndex (`root`, `index_dir`, `explorer`) and
    cannot write. Close it when its last reader is done: until then SQLite keeps the pages it reads.
    """

    def __init__(self, root: Path, index_path: Path, index_dir: Path | None) -> None:
        self.root = root
        self.index_path = index_path
        self.index_dir = index_dir
        try:
            conn = sqlite3.connect(index_path, timeout=30.0, check_same_thread=False, isolation_level=None)
            conn.execute("PRAGMA query_only = ON")
            conn.execute("BEGIN")
            # The first read fixes the snapshot: every later statement sees this same state.
            meta = dict(conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)",
                                     (CONTENT_VERSION, NAMES_VERSION)).fetchall())
        except sqlite3.Error as exc:
            raise IndexUnavailable(f"cannot read the index at {index_path}: {exc}") from exc
        self.conn = conn
        self.version: str | None = meta.get(CONTENT_VERSION)
        self.names_version: str | None = meta.get(NAMES_VERSION)
        self.explorer = Explorer(conn, root)
        self._file_rows: dict[str, tuple] | None = None

    def inherit(self, older: "IndexSnapshot") -> None:
        """Take over what `older` built in memory that is still true of this snapshot: its name
        index when the name tables are the same (an edit that adds or removes no name), so that
        a service taking a snapshot per edit does not rebuild it from 690k names each time; its
        symbol and import tables in memory with the rows of the files that differ read again
        (file_rows: a build writes a re-read file's row anew, with the time it read it, and the
        row may take the id the old one had; a renamed file keeps its row under another path).
        Past _FILES_PATCHED_AT_MOST such files (a branch switch) the tables are read whole again,
        when asked. And its answers from the word-presence table about the words no changed text
        file holds (Explorer.share_word_answers)."""
        if self.names_version is not None and self.names_version == older.names_version:
            self.explorer.share_name_index(older.explorer)
        self.explorer.share_word_answers(older.explorer)
        if older.explorer.holds_tables():
            before, now = older.file_rows(), self.file_rows()
            differ = {row[0] for p, row in before.items() if now.get(p) != row} | \
                {row[0] for p, row in now.items() if before.get(p) != row}
            if len(differ) <= _FILES_PATCHED_AT_MOST:
                self.explorer.share_symbol_table(older.explorer, differ)

    def file_rows(self) -> dict[str, tuple]:
        """Path -> (id, content hash, when it was indexed) of this snapshot's files (read once)."""
        if self._file_rows is None:
            self._file_rows = {r[0]: r[1:] for r in self.conn.execute("SELECT path, id, hash, indexed_at FROM files")}
        return self._file_rows

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute("ROLLBACK")
        self.conn.close()
        self.explorer.release()


def open_index(root: str | os.PathLike, *, index_dir: str | os.PathLike | None = None, update: bool = True,
               progress: Callable[[int, int], None] | None = None) -> RepoIndex:
    """Open (creating or rebuilding when needed) the index of `root`, brought up to date unless
    `update` is False."""
    index = RepoIndex(root, index_dir=index_dir)
    if update:
        index.refresh(progress=progress)
    return index


__all__ = ["IndexSnapshot", "RepoIndex", "open_index"]
