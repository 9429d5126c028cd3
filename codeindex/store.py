"""The on-disk index: one SQLite file per repository, versioned, keyed by file content hash.

Only this module knows the schema. The index is a cache of the source tree: when its format
version or the query fingerprint differs from this code's, or the file is corrupt, it is deleted
and rebuilt rather than trusted. "Busy" or "locked" is never corruption: writers take an advisory
lock on INDEX.lock (index_lock) so concurrent builds wait for each other; SQLite's own busy
errors become IndexBusy and the file is left alone.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import logging
import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .errors import IndexBusy
from .extract import Symbol

log = logging.getLogger("codeindex")

# How long a writer waits for another process's build before giving up with IndexBusy.
LOCK_WAIT_SECONDS = 600.0
# SQLite's waiting on a lock held outside index_lock (a reader checkpointing, a foreign tool).
BUSY_TIMEOUT_SECONDS = 30.0
_SQLITE_BUSY, _SQLITE_LOCKED = 5, 6
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26


def is_busy(exc: BaseException) -> bool:
    """A SQLite error that means "someone else holds it" (primary code BUSY or LOCKED)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)


def is_damage(exc: BaseException) -> bool:
    """A SQLite error that means the file itself is bad (CORRUPT, NOTADB)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


_held: dict[tuple[str, int], list] = {}     # (lock path, thread) -> [fd, depth]: re-entrant per thread
_held_guard = threading.Lock()


@contextlib.contextmanager
def index_lock(index_path: Path, *, wait: bool = True, timeout: float | None = None,
               on_wait: Callable[[str], None] | None = None):
    """Hold the exclusive writer lock of the index at `index_path` (flock on INDEX.lock).

    Re-entrant within a thread; another thread or process waits (up to `timeout`, default
    LOCK_WAIT_SECONDS), told once through `on_wait` (default: a warning on the "codeindex"
    logger, which reaches stderr) who holds it. With `wait` False, IndexBusy at once."""
    lock_path = str(index_path) + ".lock"
    key = (lock_path, threading.get_ident())
    with _held_guard:
        entry = _held.get(key)
        if entry:
            entry[1] += 1
    if entry:
        try:
            yield
        finally:
            with _held_guard:
                entry[1] -= 1
        return
    try:
        Path(lock_path).parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except (PermissionError, OSError) as exc:
        if exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise
        # A directory this user cannot write (a shared, read-only index): no writer can come
        # through here, so there is nothing to take turns with; opening reads only.
        yield
        return
    try:
        _acquire(fd, lock_path, wait, LOCK_WAIT_SECONDS if timeout is None else timeout, on_wait)
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode(), 0)
        with _held_guard:
            _held[key] = [fd, 1]
        try:
            yield
        finally:
            with _held_guard:
                del _held[key]
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _acquire(fd: int, lock_path: str, wait: bool, timeout: float, on_wait) -> None:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return
    except BlockingIOError:
        pass
    holder = ""
    with contextlib.suppress(OSError, ValueError):
        holder = f" (pid {int(os.pread(fd, 32, 0).decode().strip())})"
    if not wait:
        raise IndexBusy(f"the index is being updated by another process{holder}; lock {lock_path}")
    message = f"waiting for another process updating the index{holder} (lock {lock_path})"
    if on_wait:
        on_wait(message)
    else:
        log.warning("codeindex: %s", message)
    deadline = time.monotonic() + timeout
    delay = 0.02
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                raise IndexBusy(f"gave up after {timeout:.0f}s {message}") from None
            time.sleep(delay)
            delay = min(delay * 2, 0.25)

# Meta key stamped by every build that changed the index's content (files parsed, renamed,
# deleted, or a fresh index): readers holding a snapshot compare it to know theirs is outdated.
CONTENT_VERSION = "content_version"
# Stamped when the derived name tables (names, name_words) changed: a reader's in-memory copy of
# them (the explorer's name index) stays valid across snapshots with the same stamp.
NAMES_VERSION = "names_version"

# Bump when the schema or the meaning of a stored column changes.
FORMAT_VERSION = 3

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,       -- relative to the repository root, '/' separated
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    hash TEXT,                       -- sha1 of the content; NULL when never read
    language TEXT,
    status TEXT NOT NULL,            -- ok | skipped_binary | skipped_large | skipped_minified | skipped_generated | error
    note TEXT,                       -- why skipped or failed; warnings such as invalid UTF-8
    package TEXT,
    parse_errors INTEGER NOT NULL DEFAULT 0,
    indexed_at REAL NOT NULL
);
CREATE TABLE symbols (
    id INTEGER PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    name_lower TEXT NOT NULL,
    kind TEXT NOT NULL,
    qualname TEXT NOT NULL,
    container TEXT,
    container_name TEXT,             -- last component of container: attached members are found by it
    line INTEGER NOT NULL,
    end_line INTEGER NOT NULL,
    col INTEGER NOT NULL,
    params TEXT,
    bases TEXT,                      -- JSON list of base names as written (generics stripped)
    attached INTEGER NOT NULL DEFAULT 0,
    extends TEXT
);
CREATE TABLE imports (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    target TEXT NOT NULL,
    line INTEGER NOT NULL
);
CREATE INDEX imports_file ON imports(file_id);
CREATE INDEX imports_target ON imports(target);
-- Derived from symbols after each build that changed anything: candidate generation for
-- "did you mean" without scanning every name.
CREATE TABLE names (name TEXT PRIMARY KEY, name_lower TEXT NOT NULL, length INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX names_lower ON names(name_lower);
CREATE TABLE name_words (word TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (word, name)) WITHOUT ROWID;
"""

# The word-presence table (codeindex.words): every text file a walk lists, with the words it contains.
_WORDS_SCHEMA = """
CREATE TABLE IF NOT EXISTS text_files (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    class TEXT NOT NULL,             -- code | test | doc (codeindex.words.file_class)
    word_ids BLOB                    -- the ids of the file's words (uint32), to delete its rows by key
);
-- files: how many text files hold the word; common: a word held by more than words.COMMON_FILES files at
-- a full fill keeps no rows in word_files (no lookup lists that many files: they go to ripgrep).
CREATE TABLE IF NOT EXISTS vocab (
    id INTEGER PRIMARY KEY, word TEXT NOT NULL UNIQUE, files INTEGER NOT NULL DEFAULT 0,
    common INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS word_files (
    word_id INTEGER NOT NULL, file_id INTEGER NOT NULL, PRIMARY KEY (word_id, file_id)) WITHOUT ROWID;
"""
# Named migrations of an index of this FORMAT_VERSION, applied in order when an older index is
# opened for writing (a new index gets them all in its schema). Each only adds: the data it needs
# is filled by the next build (the word table: a full pass, marked by WORDS_COMPLETE).
#
# word_table_counts: the word table's first shape (a vocabulary of word and id only, from the commit
# that introduced it) has no file counts; its rows cannot be upgraded in place, so the tables are made
# again and the next build refills them (forgetting WORDS_COMPLETE keeps readers off them until then).
_WORDS_REMADE = """
DROP TABLE IF EXISTS word_files;
DROP TABLE IF EXISTS vocab;
DROP TABLE IF EXISTS text_files;
DELETE FROM meta WHERE key = 'words_complete';
""" + _WORDS_SCHEMA
# error_nodes: where the parser failed in each half-read file (codeindex.extract.error_nodes, as JSON),
# worked out where the file is parsed, so that a verifier asking whether a type's body is among the
# parts the parser could not read needs no parse of its own (45 parses, a fifth of a 400-claim batch's
# CPU on a monorepo). A build fills the rows of the half-read files it lacks (fill_error_nodes).
_ERROR_NODES_SCHEMA = """
CREATE TABLE IF NOT EXISTS error_nodes (file_id INTEGER PRIMARY KEY, nodes TEXT NOT NULL);
"""
MIGRATIONS: tuple[tuple[str, str], ...] = (("word_table", _WORDS_SCHEMA), ("word_table_counts", _WORDS_REMADE),
                                           ("error_nodes", _ERROR_NODES_SCHEMA))
META_MIGRATIONS = "migrations"
# The content version (CONTENT_VERSION) at which the word table was last brought up to date. Readers
# answer from it only when the two are equal: a table never filled, or one a build without the
# table (an older codeindex sharing the index) left behind, answers nothing, and the next build
# fills it again from a walk.
WORDS_COMPLETE = "words_complete"


# Lookup indexes of the symbols table: dropped during a bulk load and created afterwards, which is
# several times faster than maintaining six B-trees row by row.
_SYMBOL_INDEXES = """
CREATE INDEX IF NOT EXISTS symbols_name ON symbols(name);
CREATE INDEX IF NOT EXISTS symbols_name_lower ON symbols(name_lower);
CREATE INDEX IF NOT EXISTS symbols_qualname ON symbols(qualname);
CREATE INDEX IF NOT EXISTS symbols_container ON symbols(container);
CREATE INDEX IF NOT EXISTS symbols_container_name ON symbols(container_name);
CREATE INDEX IF NOT EXISTS symbols_file ON symbols(file_id);
-- Small partial indexes for the explorer's presence questions (is there any extension named N, any
-- member attached to a container named N, which files have parse errors?): a probe, not a scan.
CREATE INDEX IF NOT EXISTS symbols_extension ON symbols(name) WHERE kind = 'extension';
CREATE INDEX IF NOT EXISTS symbols_attached ON symbols(container_name) WHERE attached = 1;
CREATE INDEX IF NOT EXISTS files_broken ON files(id) WHERE parse_errors > 0;
-- What a git build reads of the file table besides the changed paths: the rows a report lists
-- (skipped, failed, read partly) and the count of files. Without these, both scanned the table.
CREATE INDEX IF NOT EXISTS files_noted ON files(path) WHERE status != 'ok' OR note IS NOT NULL;
CREATE INDEX IF NOT EXISTS files_narrow ON files(parse_errors);
-- Is P a package or a prefix of one (`package = P OR package GLOB 'P.*'`), which files declare P: a
-- range of this index; without it each question scanned the file table (21 ms at 43k files, asked
-- once per qualifier a claim names).
CREATE INDEX IF NOT EXISTS files_package ON files(package);
"""
_SYMBOL_INDEX_NAMES = ("symbols_name", "symbols_name_lower", "symbols_qualname", "symbols_container",
                       "symbols_container_name", "symbols_file", "symbols_extension", "symbols_attached")


def migrate(conn: sqlite3.Connection, meta: dict[str, str] | None = None) -> list[str]:
    """Apply the named migrations this index lacks, in order, and record them; the names applied."""
    meta = meta if meta is not None else dict(conn.execute("SELECT key, value FROM meta").fetchall())
    try:
        done = set(json.loads(meta.get(META_MIGRATIONS) or "[]"))
    except ValueError:
        done = set()
    applied = []
    for name, script in MIGRATIONS:
        if name not in done:
            conn.executescript(script)
            done.add(name)
            applied.append(name)
    if applied:
        conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                     (META_MIGRATIONS, json.dumps([n for n, _ in MIGRATIONS if n in done])))
        conn.commit()
    return applied


def symbol_rows(symbols: list[Symbol]) -> list[tuple]:
    """Rows of the symbols table (without file_id), made where the symbols are extracted: plain
    tuples cross the process boundary far cheaper than objects."""
    return [
        (s.name, s.name.lower(), s.kind, s.qualname, s.container,
         s.container.rsplit(".", 1)[-1] if s.container else None,
         s.line, s.end_line, s.col, s.params, json.dumps(list(s.bases)) if s.bases else None,
         int(s.attached), s.extends)
        for s in symbols
    ]


class IndexError_(Exception):
    """Base of the store's errors (named with a trailing underscore to keep the builtin usable)."""


class CorruptIndex(IndexError_):
    """The index file is missing, of another format, or unreadable (raised only when read-only)."""


@dataclass(frozen=True)
class FileRow:
    id: int
    path: str
    size: int
    mtime_ns: int
    hash: str | None
    language: str | None
    status: str
    note: str | None


class Store:
    """A connection to one repository's index file."""

    def __init__(self, path: Path, fingerprint: str, *, readonly: bool = False) -> None:
        self.path = path
        self.fingerprint = fingerprint
        self.rebuilt_reason: str | None = None
        self._touched: set[str] = set()   # names whose files changed since the last refresh_names
        self.symbols_delta = 0            # symbols inserted minus deleted since the last symbol_count()
        self.readonly = readonly
        self.inode: int | None = None
        if readonly:
            self.conn = self._open(readonly)
        else:
            with index_lock(self.path):
                self.conn = self._open(readonly)

    # -- opening, versioning -------------------------------------------------------------

    def replaced_on_disk(self) -> bool:
        """True when the file this connection reads is no longer the one at `path` (another
        process rebuilt the index from scratch): the caller reopens with `reopen()`."""
        try:
            return os.stat(self.path).st_ino != self.inode
        except FileNotFoundError:
            return True

    def reopen(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        self._touched = set()
        self.symbols_delta = 0
        with index_lock(self.path):
            self.conn = self._open(self.readonly)

    def _open(self, readonly: bool) -> sqlite3.Connection:
        conn = self._open_file(readonly)
        with contextlib.suppress(OSError):
            self.inode = os.stat(self.path).st_ino
        return conn

    def _open_file(self, readonly: bool) -> sqlite3.Connection:
        if self.path.exists():
            try:
                conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False)
                # Only the header and meta are read here (a full integrity check costs more than
                # the no-op build); damage found later makes build() start over (Store.reset).
                row = dict(conn.execute("SELECT key, value FROM meta").fetchall())
                if row.get("format_version") == str(FORMAT_VERSION) and row.get("fingerprint") == self.fingerprint:
                    self._tune(conn)
                    conn.executescript(_SYMBOL_INDEXES)   # restores them if a bulk load was interrupted
                    if not readonly:
                        migrate(conn, row)
                    return conn
                self.rebuilt_reason = (
                    f"index format {row.get('format_version')}/{row.get('fingerprint')} "
                    f"!= {FORMAT_VERSION}/{self.fingerprint}"
                )
                conn.close()
            except sqlite3.DatabaseError as exc:
                if is_busy(exc):
                    raise IndexBusy(f"the index at {self.path} is busy (held by another process: {exc}); "
                                    "try again when it is done") from exc
                self.rebuilt_reason = f"index unreadable ({exc})"
            if readonly:
                raise CorruptIndex(f"{self.path}: {self.rebuilt_reason}")
            self._remove_files()
        elif readonly:
            raise CorruptIndex(f"{self.path}: no index")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False)
        conn.execute("PRAGMA journal_mode = WAL")
        self._tune(conn)
        conn.executescript(_SCHEMA)
        conn.executescript(_SYMBOL_INDEXES)
        for _name, script in MIGRATIONS:
            conn.executescript(script)
        conn.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [("format_version", str(FORMAT_VERSION)), ("fingerprint", self.fingerprint),
             ("created_at", str(time.time())), ("updated_at", "0"),
             (META_MIGRATIONS, json.dumps([name for name, _ in MIGRATIONS]))],
        )
        conn.commit()
        return conn

    def reset(self, reason: str) -> None:
        """Throw the index away and start an empty one (it is a cache of the tree). Only for a
        damaged file (is_damage), never for a busy one, and only under the writer lock."""
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        with index_lock(self.path):
            self._remove_files()
            self.rebuilt_reason = reason
            self._touched = set()
            self.symbols_delta = 0
            self.conn = self._open(readonly=False)

    @staticmethod
    def _tune(conn: sqlite3.Connection) -> None:
        # The index is a cache of the tree: losing the last transaction to a power cut only means
        # a rebuild, so durability is traded for write speed. Rows of a file are deleted
        # explicitly (delete_file), so foreign-key enforcement is not needed.
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("PRAGMA foreign_keys = OFF")

    def begin_bulk(self) -> None:
        """Before loading many files: drop the lookup indexes (end_bulk recreates them)."""
        for name in _SYMBOL_INDEX_NAMES:
            self.conn.execute(f"DROP INDEX IF EXISTS {name}")

    def end_bulk(self) -> None:
        self.conn.executescript(_SYMBOL_INDEXES)

    def _remove_files(self) -> None:
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                os.remove(str(self.path) + suffix)

    def close(self) -> None:
        self.conn.close()

    # -- meta ------------------------------------------------------------------------------

    def symbol_count(self, recount: bool = False) -> int:
        """How many symbols the index holds, as of this (uncommitted) transaction: the count
        recorded at the last build plus what this one inserted and deleted (a COUNT(*) over 1.7M
        rows is 60 ms of a no-op build), counted afresh when `recount` or none is recorded."""
        recorded = None if recount else self.conn.execute(
            "SELECT value FROM meta WHERE key = 'symbol_count'").fetchone()
        if recorded is not None and recorded[0].isdigit():
            count = int(recorded[0]) + self.symbols_delta
        else:
            count = self.conn.execute("SELECT COUNT(*) FROM symbols").fetchone()[0]
        self.symbols_delta = 0
        self.set_meta("symbol_count", str(count))
        return count

    def meta(self) -> dict[str, str]:
        return dict(self.conn.execute("SELECT key, value FROM meta").fetchall())

    def set_meta(self, key: str, value: str) -> None:
        self.conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # -- files -----------------------------------------------------------------------------

    def files(self) -> dict[str, FileRow]:
        rows = self.conn.execute(
            "SELECT id, path, size, mtime_ns, hash, language, status, note FROM files"
        ).fetchall()
        return {r[1]: FileRow(*r) for r in rows}

    def file_count(self) -> int:
        return self.conn.execute("SELECT COUNT(*) FROM files").fetchone()[0]

    def files_at(self, paths) -> dict[str, FileRow]:
        """The rows of these paths (those in the index), without reading the whole file table."""
        paths = sorted(paths)
        out: dict[str, FileRow] = {}
        for start in range(0, len(paths), 500):
            chunk = paths[start:start + 500]
            rows = self.conn.execute(
                "SELECT id, path, size, mtime_ns, hash, language, status, note FROM files "
                f"WHERE path IN ({','.join('?' * len(chunk))})", chunk).fetchall()
            out.update((r[1], FileRow(*r)) for r in rows)
        return out

    def noted_files(self) -> dict[str, FileRow]:
        """The rows a build report lists (skipped, failed, read partly), in path order."""
        rows = self.conn.execute(
            "SELECT id, path, size, mtime_ns, hash, language, status, note FROM files "
            "WHERE status != 'ok' OR note IS NOT NULL ORDER BY path").fetchall()
        return {r[1]: FileRow(*r) for r in rows}

    def delete_file(self, file_id: int) -> None:
        self._touched.update(r[0] for r in self.conn.execute("SELECT DISTINCT name FROM symbols WHERE file_id = ?", (file_id,)))
        self.symbols_delta -= self.conn.execute("DELETE FROM symbols WHERE file_id = ?", (file_id,)).rowcount
        self.conn.execute("DELETE FROM imports WHERE file_id = ?", (file_id,))
        self.conn.execute("DELETE FROM error_nodes WHERE file_id = ?", (file_id,))
        self.conn.execute("DELETE FROM files WHERE id = ?", (file_id,))

    def touch_file(self, file_id: int, size: int, mtime_ns: int) -> None:
        self.conn.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE id = ?", (size, mtime_ns, file_id))

    def rename_file(self, file_id: int, new_path: str, size: int, mtime_ns: int) -> None:
        self.conn.execute(
            "UPDATE files SET path = ?, size = ?, mtime_ns = ? WHERE id = ?", (new_path, size, mtime_ns, file_id)
        )

    def put_file(
        self, path: str, *, size: int, mtime_ns: int, hash: str | None, language: str | None,
        status: str, note: str | None = None, package: str | None = None, parse_errors: int = 0,
        symbol_rows: list[tuple] = (), imports: list[tuple[str, int]] = (), error_nodes: str | None = None,
    ) -> None:
        """Insert or replace one file's row and everything extracted from it (`error_nodes`: the JSON
        of where its parse failed, for a file with parse errors)."""
        old = self.conn.execute("SELECT id FROM files WHERE path = ?", (path,)).fetchone()
        if old:
            self.delete_file(old[0])
        cur = self.conn.execute(
            "INSERT INTO files (path, size, mtime_ns, hash, language, status, note, package, parse_errors, indexed_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (path, size, mtime_ns, hash, language, status, note, package, parse_errors, time.time()),
        )
        file_id = cur.lastrowid
        self._touched.update(row[0] for row in symbol_rows)
        self.symbols_delta += len(symbol_rows)
        if symbol_rows:
            self.conn.executemany(
                "INSERT INTO symbols (file_id, name, name_lower, kind, qualname, container, container_name,"
                " line, end_line, col, params, bases, attached, extends)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(file_id, *row) for row in symbol_rows],
            )
        if imports:
            self.conn.executemany(
                "INSERT INTO imports (file_id, target, line) VALUES (?, ?, ?)",
                [(file_id, target, line) for target, line in imports],
            )
        if error_nodes is not None:
            self.put_error_nodes(file_id, error_nodes)

    def put_error_nodes(self, file_id: int, nodes: str) -> None:
        self.conn.execute("INSERT OR REPLACE INTO error_nodes (file_id, nodes) VALUES (?, ?)", (file_id, nodes))

    def files_lacking_error_nodes(self) -> list[tuple[int, str, str]]:
        """(id, path, language) of the half-read files whose error nodes are not stored: those parsed
        before the error_nodes table existed."""
        return self.conn.execute(
            "SELECT f.id, f.path, f.language FROM files f WHERE f.parse_errors > 0 AND f.status = 'ok'"
            " AND NOT EXISTS (SELECT 1 FROM error_nodes e WHERE e.file_id = f.id) ORDER BY f.id").fetchall()

    def refresh_names(self, full: bool = False) -> None:
        """Bring the derived name tables (near-name candidates) up to date: only the names of
        changed files, unless `full` (a bulk load) rebuilds them whole."""
        from .names import camel_words

        if not full:
            touched, self._touched = self._touched, set()
            gone = []
            changed = 0
            for name in touched:
                if self.conn.execute("SELECT 1 FROM symbols WHERE name = ? LIMIT 1", (name,)).fetchone():
                    changed += self.conn.execute("INSERT OR IGNORE INTO names VALUES (?, ?, ?)",
                                                 (name, name.lower(), len(name))).rowcount
                    self.conn.executemany("INSERT OR IGNORE INTO name_words VALUES (?, ?)",
                                          [(w, name) for w in set(camel_words(name))])
                else:
                    gone.append(name)
            changed += self.conn.executemany("DELETE FROM names WHERE name = ?", [(n,) for n in gone]).rowcount
            self.conn.executemany("DELETE FROM name_words WHERE word = ? AND name = ?",
                                  [(w, n) for n in gone for w in set(camel_words(n))])
            if changed > 0:
                self.set_meta(NAMES_VERSION, f"{time.time_ns()}-{os.getpid()}")
            return
        self.set_meta(NAMES_VERSION, f"{time.time_ns()}-{os.getpid()}")
        self._touched = set()
        self.conn.execute("DELETE FROM names")
        self.conn.execute("DELETE FROM name_words")
        names = [r[0] for r in self.conn.execute("SELECT DISTINCT name FROM symbols")]
        self.conn.executemany(
            "INSERT INTO names VALUES (?, ?, ?)", [(n, n.lower(), len(n)) for n in names]
        )
        self.conn.executemany(
            "INSERT OR IGNORE INTO name_words VALUES (?, ?)",
            [(w, n) for n in names for w in set(camel_words(n))],
        )

    # -- the word-presence table (codeindex.words) ----------------------------------------------

    def words_complete(self) -> bool:
        meta = dict(self.conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)",
                                      (WORDS_COMPLETE, CONTENT_VERSION)).fetchall())
        return meta.get(WORDS_COMPLETE) is not None and meta.get(WORDS_COMPLETE) == meta.get(CONTENT_VERSION)

    def text_files(self) -> dict[str, tuple[int, int, int]]:
        """path -> (id, size, mtime_ns) of every file in the word table."""
        return {r[1]: (r[0], r[2], r[3]) for r in self.conn.execute("SELECT id, path, size, mtime_ns FROM text_files")}

    def text_files_at(self, paths) -> dict[str, tuple[int, int, int]]:
        paths = sorted(paths)
        out = {}
        for start in range(0, len(paths), 500):
            chunk = paths[start:start + 500]
            out.update((r[1], (r[0], r[2], r[3])) for r in self.conn.execute(
                f"SELECT id, path, size, mtime_ns FROM text_files WHERE path IN ({','.join('?' * len(chunk))})", chunk))
        return out

    def word_writer(self) -> "WordWriter":
        return WordWriter(self.conn)

    def commit(self) -> None:
        self.conn.commit()


class WordWriter:
    """Writes rows of the word table for one build. Word ids are handed out here (the vocabulary only
    grows, so an id never changes meaning); `word -> (id, common)` is cached, bounded. Into an empty
    table (a cold build, or the fill after the `word_table` migration) rows are staged in a temporary
    table and inserted in key order at `finish()`, without the rows of words held by more than
    words.COMMON_FILES files (42 % of netty's pairs): several times faster than inserting 10^5-10^7
    rows in word order file by file. Every word's file count is kept, so presence stays exact."""

    _CACHE = 1_000_000

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.ids: dict[str, tuple[int, int]] = {}
        self.next_id = (conn.execute("SELECT MAX(id) FROM vocab").fetchone()[0] or 0) + 1
        self.bulk = conn.execute("SELECT 1 FROM text_files LIMIT 1").fetchone() is None
        if self.bulk:
            conn.execute("CREATE TEMP TABLE IF NOT EXISTS word_stage (word_id INTEGER, file_id INTEGER)")
            conn.execute("DELETE FROM word_stage")

    def _word_ids(self, words: list[str]) -> list[tuple[int, int]]:
        if len(self.ids) > self._CACHE:
            self.ids.clear()
        ids = self.ids
        missing = [w for w in words if w not in ids]
        if missing and not (self.bulk and self.next_id == 1):   # (an empty vocabulary has none of them)
            for start in range(0, len(missing), 500):
                chunk = missing[start:start + 500]
                ids.update((w, (i, c)) for w, i, c in self.conn.execute(
                    f"SELECT word, id, common FROM vocab WHERE word IN ({','.join('?' * len(chunk))})", chunk))
        new = [w for w in missing if w not in ids]
        if new:
            rows = [(self.next_id + i, w) for i, w in enumerate(new)]
            self.next_id += len(new)
            self.conn.executemany("INSERT INTO vocab (id, word) VALUES (?, ?)", rows)
            ids.update((w, (i, 0)) for i, w in rows)
        return [ids[w] for w in words]

    def delete(self, file_id: int) -> None:
        from array import array

        row = self.conn.execute("SELECT word_ids FROM text_files WHERE id = ?", (file_id,)).fetchone()
        if row and row[0]:
            ids = array("I")
            ids.frombytes(row[0])
            self.conn.executemany("DELETE FROM word_files WHERE word_id = ? AND file_id = ?",
                                  [(w, file_id) for w in ids])
            self.conn.executemany("UPDATE vocab SET files = files - 1 WHERE id = ?", [(w,) for w in ids])
        self.conn.execute("DELETE FROM text_files WHERE id = ?", (file_id,))

    def put(self, path: str, size: int, mtime_ns: int, words: list[str], old_id: int | None = None) -> None:
        """Insert or replace one file's row of the word table and its words (distinct)."""
        from array import array

        from .words import file_class

        if old_id is not None:
            self.delete(old_id)
        found = sorted(self._word_ids(words))
        ids = array("I", [i for i, _c in found])
        file_id = self.conn.execute(
            "INSERT INTO text_files (path, size, mtime_ns, class, word_ids) VALUES (?, ?, ?, ?, ?)",
            (path, size, mtime_ns, file_class(path), ids.tobytes())).lastrowid
        if self.bulk:   # counts and commonness are settled at finish()
            self.conn.executemany("INSERT INTO word_stage VALUES (?, ?)", [(i, file_id) for i in ids])
            return
        self.conn.executemany("INSERT INTO word_files VALUES (?, ?)", [(i, file_id) for i, c in found if not c])
        self.conn.executemany("UPDATE vocab SET files = files + 1 WHERE id = ?", [(i,) for i in ids])

    def finish(self) -> None:
        from .words import COMMON_FILES

        if not self.bulk:
            return
        conn = self.conn
        conn.execute("DROP TABLE IF EXISTS word_count")
        conn.execute("CREATE TEMP TABLE word_count AS SELECT word_id, COUNT(*) AS n FROM word_stage GROUP BY word_id")
        conn.execute("CREATE UNIQUE INDEX temp.word_count_id ON word_count(word_id)")
        conn.execute("UPDATE vocab SET files = files + c.n, common = c.n > ? FROM word_count c WHERE c.word_id = vocab.id",
                     (COMMON_FILES,))
        conn.execute("INSERT INTO word_files SELECT s.word_id, s.file_id FROM word_stage s JOIN word_count c"
                     " ON c.word_id = s.word_id WHERE c.n <= ? ORDER BY s.word_id, s.file_id", (COMMON_FILES,))
        conn.execute("DROP TABLE word_stage")
        conn.execute("DROP TABLE word_count")
        self.bulk = False
