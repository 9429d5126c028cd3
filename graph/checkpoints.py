"""The chain's LangGraph checkpoints: redacted before they are written, pruned to what resume needs.

Every step of a run checkpoints the whole state (the transcripts' turns included), so without care
the checkpoint file holds every secret a reader missed and grows by the state's size at every step
of every run. Here:

- `RedactingSqliteSaver` passes every checkpoint, its metadata and every pending write through
  `graph.redact.redact_value` before SQLite sees it;
- `keep_latest` deletes all but the newest checkpoint of a thread (and the writes of the deleted
  ones): resuming a killed run reads only the newest checkpoint and its pending writes (the chain's
  state uses plain reducers, no DeltaChannel, so no checkpoint depends on an older one);
- `forget` deletes a finished run's thread altogether; a run waiting for a human keeps its newest
  checkpoint, which `resolve` resumes from.

On a PostgreSQL store the checkpoints live in the same database (langgraph-checkpoint-postgres's
tables beside the store's), so a worker on another machine resumes a killed worker's run:
`RedactingPostgresSaver` redacts the same way, prunes with the saver's own `keep_latest`, and
`open_postgres` creates its tables under an advisory lock (two workers starting at once would both
run its `CREATE TABLE IF NOT EXISTS`, which races in PostgreSQL's catalogue).
"""
from __future__ import annotations

import sqlite3
import time
from typing import Any

from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import Send

from .redact import redact_value

# Free space left by pruning is reused by later checkpoints; past this much, the file is compacted.
_VACUUM_FREE_BYTES = 16 * 1024 * 1024


def _redact(value: Any) -> Any:
    if isinstance(value, Send):
        return Send(value.node, _redact(value.arg))
    if isinstance(value, dict):
        return {k: _redact(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact(v) for v in value]
    return redact_value(value)


class RedactingSqliteSaver(SqliteSaver):
    def put(self, config, checkpoint, metadata, new_versions):
        return super().put(config, _redact(checkpoint), _redact(metadata), new_versions)

    def put_writes(self, config, writes, task_id, task_path=""):
        return super().put_writes(config, [(channel, _redact(value)) for channel, value in writes], task_id, task_path)

    def keep_latest(self, thread_id: str) -> int:
        """Delete every checkpoint of `thread_id` but the newest (ids are time-ordered), with
        their writes; returns how many checkpoints were deleted."""
        with self.cursor() as cur:
            cur.execute(
                "DELETE FROM writes WHERE thread_id = ? AND checkpoint_id NOT IN "
                "(SELECT max(checkpoint_id) FROM checkpoints WHERE thread_id = ? GROUP BY checkpoint_ns)",
                (thread_id, thread_id))
            cur.execute(
                "DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_id NOT IN "
                "(SELECT max(checkpoint_id) FROM checkpoints WHERE thread_id = ? GROUP BY checkpoint_ns)",
                (thread_id, thread_id))
            return cur.rowcount

    def forget(self, thread_id: str) -> None:
        self.delete_thread(thread_id)
        self.compact_if_worth_it()

    def compact_if_worth_it(self) -> None:
        try:
            free = self.conn.execute("PRAGMA freelist_count").fetchone()[0]
            page = self.conn.execute("PRAGMA page_size").fetchone()[0]
            if free * page >= _VACUUM_FREE_BYTES:
                with self.lock:
                    self.conn.execute("VACUUM")
        except sqlite3.Error:
            pass   # compaction is an optimisation: a busy file is compacted next time


# ---------------------------------------------------------------- PostgreSQL

# The advisory lock under which the checkpoint tables are created (the store's migrations use their own).
CHECKPOINT_SETUP_LOCK_KEY = 0x636B70745F736574  # "ckpt_set"


def _postgres_saver_class():
    from langgraph.checkpoint.postgres import PostgresSaver

    class RedactingPostgresSaver(PostgresSaver):
        def put(self, config, checkpoint, metadata, new_versions):
            return super().put(config, _redact(checkpoint), _redact(metadata), new_versions)

        def put_writes(self, config, writes, task_id, task_path=""):
            return super().put_writes(config, [(channel, _redact(value)) for channel, value in writes], task_id,
                                      task_path)

        def keep_latest(self, thread_id: str) -> None:
            self.prune([thread_id], strategy="keep_latest")

        def forget(self, thread_id: str) -> None:
            self.delete_thread(thread_id)

    return RedactingPostgresSaver


def open_postgres(url: str, max_size: int = 4):
    """(saver, pool): a redacting PostgresSaver on a small connection pool, its tables created once."""
    import psycopg
    from psycopg.rows import dict_row
    from psycopg_pool import ConnectionPool

    # The saver's own settings: autocommit (it manages its transactions), no server-side prepared
    # statements (a pooled connection may be reused by another statement plan), rows as dicts.
    pool = ConnectionPool(url, min_size=1, max_size=max_size, open=True, timeout=30,
                          kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row})
    saver = _postgres_saver_class()(pool)
    with psycopg.connect(url, autocommit=True) as conn:
        # Polled, not waited for in one statement: the saver's migrations include CREATE INDEX CONCURRENTLY,
        # which waits for every running statement to end — a second worker blocked inside
        # pg_advisory_lock would be one, and the two would wait for each other forever.
        while not conn.execute("SELECT pg_try_advisory_lock(%s)", (CHECKPOINT_SETUP_LOCK_KEY,)).fetchone()[0]:
            time.sleep(0.1)
        try:
            saver.setup()
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (CHECKPOINT_SETUP_LOCK_KEY,))
    return saver, pool
