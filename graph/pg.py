"""PostgreSQL for the experience store: a connection that runs the store's SQLite-dialect SQL.

The store (graph/store.py) is written once, in the SQLite dialect, with one set of numbered migrations.
`connect(url)` returns a `PgConnection` that behaves like the `sqlite3.Connection` the store uses —
`execute`/`executemany`/`executescript`, `with db:` as a transaction, rows readable by name and by
index — and rewrites each statement for PostgreSQL in one place, `translate`:

- `?` placeholders become `%s` (and a literal `%` becomes `%%`), outside string literals;
- the lower-case identifier `offset` (a column of `transcripts`; a reserved word in PostgreSQL) is quoted;
- `INSERT OR IGNORE INTO ...` becomes `INSERT INTO ... ON CONFLICT DO NOTHING`;
- `INSERT OR REPLACE INTO t(a, b, ...) ...` becomes `INSERT INTO t(...) ... ON CONFLICT (t's primary key) DO
  UPDATE SET` every other listed column (the connection looks the key up once per table);
- `INTEGER PRIMARY KEY [AUTOINCREMENT]` becomes `BIGSERIAL PRIMARY KEY` (SQLite assigns those itself);
- the column type `REAL` becomes `DOUBLE PRECISION` (SQLite's REAL is a double; PostgreSQL's a float);
- every `CREATE TABLE` without such a column gets the `rowid BIGSERIAL` SQLite gives every table
  (the store orders by it), except `WITHOUT ROWID` tables, whose clause is dropped;
- `CREATE VIRTUAL TABLE t USING fts5(a, b, ...)` becomes a plain table `t(rowid, a, b)`, so the numbered
  migrations stay in step; full-text search over it has no translation here yet (see README, team server);
- `CREATE TRIGGER name AFTER ... ON t BEGIN ...; END` becomes a PL/pgSQL function and a row trigger;
- `PRAGMA`, `sqlite_master` and other SQLite-only statements raise `Unsupported` instead of
  failing obscurely.

Every parameter passes `graph.redact.redact_value` first (as `RedactingConnection` does for SQLite), and
booleans are stored as integers (SQLite's representation; the schema's flags are INTEGER columns).
Migrations run under `migration_lock`, a PostgreSQL advisory lock, so two processes opening a new
database at once never both apply migration 1.
"""
from __future__ import annotations

import re
import threading
from contextlib import contextmanager
from typing import Any, Iterable, Iterator

from .redact import redact_value

# The advisory lock key for migrations: any constant bigint, shared by every codefacts process.
MIGRATION_LOCK_KEY = 0x636F646566616374  # "codefact"


class Unsupported(RuntimeError):
    """A SQLite-only statement reached the PostgreSQL backend."""


def is_url(target: object) -> bool:
    """Whether a --db value names a PostgreSQL database rather than a SQLite file."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


# ---------------------------------------------------------------- translation

_UNSUPPORTED = re.compile(r"^\s*(PRAGMA\b|ATTACH\b|DETACH\b|VACUUM\b|INSERT\s+OR\s+(?!IGNORE)\w+)|\bsqlite_master\b"
                          r"|\bMATCH\b|\bbm25\s*\(", re.I)
_INSERT_OR_IGNORE = re.compile(r"\bINSERT\s+OR\s+IGNORE\s+INTO\b([^;]*)", re.I)
_INT_PK = re.compile(r"\bINTEGER\s+PRIMARY\s+KEY(\s+AUTOINCREMENT)?\b", re.I)
_VIRTUAL = re.compile(r"\bCREATE\s+VIRTUAL\s+TABLE\s+(\w+)\s+USING\s+fts5\s*\(([^)]*)\)", re.I)
_TRIGGER = re.compile(r"\bCREATE\s+TRIGGER\s+(\w+)\s+((?:AFTER|BEFORE)\s+.+?\s+ON\s+\w+)\s+BEGIN\s+(.*?)\bEND\s*;?",
                      re.I | re.S)
_CREATE_TABLE = re.compile(r"\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?\w+\s*\(", re.I)
_WITHOUT_ROWID = re.compile(r"^\s*WITHOUT\s+ROWID", re.I)
_OFFSET = re.compile(r'(?<![\w"])offset(?![\w"])')
_REAL = re.compile(r"(?<=\s)REAL\b")


def translate(sql: str, placeholders: bool = True) -> str:
    """`sql` (one statement, or a script when `placeholders` is False) in PostgreSQL's dialect."""
    m = _UNSUPPORTED.search(sql)
    if m:
        raise Unsupported(f"SQLite-only SQL has no PostgreSQL translation ({m.group(0).strip()!r}): {sql.strip()[:120]}")
    sql = _VIRTUAL.sub(_virtual_table, sql)
    sql = _TRIGGER.sub(_trigger, sql)
    sql = _add_rowid(sql)
    sql = _INT_PK.sub("BIGSERIAL PRIMARY KEY", sql)
    sql = _REAL.sub("DOUBLE PRECISION", sql)   # SQLite's REAL is 8 bytes; PostgreSQL's is 4 (7 digits)
    sql = _INSERT_OR_IGNORE.sub(lambda m: f"INSERT INTO{m.group(1).rstrip()} ON CONFLICT DO NOTHING", sql)
    return _outside_literals(sql, placeholders)


def _virtual_table(m: re.Match[str]) -> str:
    columns = [c.strip() for c in m.group(2).split(",") if c.strip() and "=" not in c]
    return f"CREATE TABLE {m.group(1)} (rowid BIGINT PRIMARY KEY, " + ", ".join(f"{c} TEXT NOT NULL" for c in columns) + ")"


def _trigger(m: re.Match[str]) -> str:
    name, event, body = m.group(1), m.group(2), m.group(3).strip()
    return (f"CREATE FUNCTION {name}_fn() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN {body} RETURN NULL; END $fn$;\n"
            f"CREATE TRIGGER {name} {event} FOR EACH ROW EXECUTE FUNCTION {name}_fn();")


def _add_rowid(sql: str) -> str:
    """Give each created table SQLite's implicit rowid unless it has an integer key or is WITHOUT ROWID."""
    out, pos = [], 0
    for m in _CREATE_TABLE.finditer(sql):
        if m.start() < pos:
            continue
        close = _matching_paren(sql, m.end() - 1)
        columns = sql[m.end():close]
        rest = sql[close + 1:]
        without = _WITHOUT_ROWID.match(rest)
        out.append(sql[pos:m.end()])
        if without or _INT_PK.search(columns) or re.search(r"(?<![\w\"])rowid\b", columns, re.I):
            out.append(columns + ")")
        else:
            out.append("rowid BIGSERIAL, " + columns + ")")
        pos = close + 1 + (without.end() if without else 0)
    out.append(sql[pos:])
    return "".join(out)


def _matching_paren(sql: str, open_at: int) -> int:
    depth, quote = 0, None
    for i in range(open_at, len(sql)):
        ch = sql[i]
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError(f"unbalanced parentheses in: {sql.strip()[:120]}")


def _outside_literals(sql: str, placeholders: bool) -> str:
    """Rewrite placeholders, `%` and the `offset` identifier in the code between string literals."""
    parts = re.split(r"('(?:[^']|'')*'|\$fn\$.*?\$fn\$)", sql, flags=re.S)
    for i in range(0, len(parts), 2):   # even indexes are code, odd ones literals and function bodies
        code = _OFFSET.sub('"offset"', parts[i])
        if placeholders:
            code = code.replace("%", "%%").replace("?", "%s")
        parts[i] = code
    for i in range(1, len(parts), 2):
        if parts[i].startswith("$fn$"):
            parts[i] = _OFFSET.sub('"offset"', parts[i])
    return "".join(parts)


# ---------------------------------------------------------------- rows and the connection


class Row:
    """A result row readable as `row["name"]`, `row[0]`, `dict(row)` and by unpacking, like sqlite3.Row."""

    __slots__ = ("_values", "_index")

    def __init__(self, values: tuple, index: dict[str, int]):
        self._values = values
        self._index = index

    def __getitem__(self, key: int | str | slice) -> Any:
        if isinstance(key, str):
            try:
                return self._values[self._index[key]]
            except KeyError:
                raise IndexError(f"no column {key!r}") from None
        return self._values[key]

    def keys(self) -> list[str]:
        return list(self._index)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __eq__(self, other: object) -> bool:
        return tuple(self) == tuple(other) if isinstance(other, (Row, tuple)) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._values)

    def __repr__(self) -> str:
        return f"Row({dict(zip(self._index, self._values))!r})"


def _row_factory(cursor):
    names = [d.name for d in cursor.description or ()]
    index = {n: i for i, n in enumerate(names)}
    return lambda values: Row(tuple(values), index)


def _params(parameters: Iterable | None, redact: bool = True) -> tuple | None:
    if not parameters:
        return None
    values = redact_value(tuple(parameters)) if redact else tuple(parameters)
    return tuple(int(v) if isinstance(v, bool) else v for v in values)


_INSERT_OR_REPLACE = re.compile(r"^\s*INSERT\s+OR\s+REPLACE\s+INTO\s+(\w+)\s*\(([^)]*)\)(.*)$", re.I | re.S)


def replace_as_upsert(sql: str, primary_key: list[str]) -> str:
    """`INSERT OR REPLACE INTO t(cols) rest` as an insert that updates the row holding the same key."""
    m = _INSERT_OR_REPLACE.match(sql)
    if not m:
        return sql
    table, cols, rest = m.group(1), [c.strip() for c in m.group(2).split(",")], m.group(3).rstrip().rstrip(";")
    others = [c for c in cols if c not in primary_key]
    action = ("DO UPDATE SET " + ", ".join(f"{c}=excluded.{c}" for c in others)) if others else "DO NOTHING"
    return f"INSERT INTO {table}({', '.join(cols)}){rest} ON CONFLICT ({', '.join(primary_key)}) {action}"


class PgConnection:
    """The part of sqlite3.Connection the store uses, on one psycopg connection in autocommit mode:
    a statement outside `with db:` commits on its own; `with db:` is one transaction (nested ones are
    savepoints) committed at the end and rolled back on an exception."""

    dialect = "postgresql"

    def __init__(self, url: str, redact: bool = True):
        import psycopg

        self._conn = psycopg.connect(url, autocommit=True, row_factory=_row_factory)
        self._redact = redact
        self._transactions: list = []
        self._lock = threading.RLock()
        self._keys: dict[str, list[str]] = {}

    def _primary_key(self, table: str) -> list[str]:
        if table not in self._keys:
            rows = self._conn.execute(
                "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
                "AND a.attnum = ANY(i.indkey) WHERE i.indrelid = %s::regclass AND i.indisprimary "
                "ORDER BY array_position(i.indkey, a.attnum)", (table,)).fetchall()
            if not rows:
                raise Unsupported(f"INSERT OR REPLACE into {table}, which has no primary key to replace by")
            self._keys[table] = [r[0] for r in rows]
        return self._keys[table]

    def _translate(self, sql: str) -> str:
        m = _INSERT_OR_REPLACE.match(sql)
        if m:
            sql = replace_as_upsert(sql, self._primary_key(m.group(1).lower()))
        return translate(sql)

    def execute(self, sql: str, parameters: Iterable = ()):
        cur = self._conn.cursor()
        cur.execute(self._translate(sql), _params(parameters, self._redact))
        return cur

    def executemany(self, sql: str, seq_of_parameters: Iterable[Iterable]):
        cur = self._conn.cursor()
        cur.executemany(self._translate(sql), [_params(p, self._redact) for p in seq_of_parameters])
        return cur

    def executescript(self, script: str):
        cur = self._conn.cursor()
        cur.execute(translate(script, placeholders=False))
        return cur

    def __enter__(self) -> "PgConnection":
        self._lock.acquire()
        tx = self._conn.transaction()
        try:
            tx.__enter__()
        except BaseException:
            self._lock.release()
            raise
        self._transactions.append(tx)
        return self

    def __exit__(self, *exc) -> bool:
        tx = self._transactions.pop()
        try:
            tx.__exit__(*exc)
        finally:
            self._lock.release()
        return False

    def commit(self) -> None:
        """Nothing to do: outside `with db:` every statement has committed already."""

    def close(self) -> None:
        self._conn.close()


def connect(url: str, redact: bool = True) -> PgConnection:
    """A connection to the database at `url`; a server that does not answer is a ConnectionError naming
    it (without its password). `redact=False` only for a reader's connection whose writes are caches
    (graph/serving.py), as SQLite's plain second connection is."""
    import psycopg

    try:
        return PgConnection(url, redact)
    except psycopg.OperationalError as e:
        shown = re.sub(r"(?<=://)([^/:@]+):[^/@]*@", r"\1:***@", url)
        reason = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise ConnectionError(f"PostgreSQL at {shown}: {reason}") from e


@contextmanager
def migration_lock(db: PgConnection):
    """Migrations of one database one process at a time: a session-level advisory lock."""
    db.execute("SELECT pg_advisory_lock(?)", (MIGRATION_LOCK_KEY,))
    try:
        yield
    finally:
        db.execute("SELECT pg_advisory_unlock(?)", (MIGRATION_LOCK_KEY,))


# `governance run`/`drain` on one database take turns, as they do on a SQLite file (graph/cli.py).
RUN_LOCK_KEY = 0x636F64655F72756E  # "code_run"


@contextmanager
def run_lock(url: str, on_wait=None):
    """A session-level advisory lock held on a connection of its own for the duration; `on_wait` is told
    once when another process holds it."""
    db = connect(url)
    try:
        if not db.execute("SELECT pg_try_advisory_lock(?)", (RUN_LOCK_KEY,)).fetchone()[0]:
            if on_wait:
                on_wait("waiting for another run or drain on this database")
            db.execute("SELECT pg_advisory_lock(?)", (RUN_LOCK_KEY,))
        yield
    finally:
        db.close()   # closing the session releases its advisory locks
