"""The experience store: SQLite, migrated by numbered functions.

Holds experiences and every version of them (with the lifecycle's last re-verification and, while
an experience is stale, why), candidates with their Review verdicts (so rejected ones
are kept with their reason and evidence), dedup groups, merge decisions, contradictions waiting for a
human, processed transcripts with their offsets, runs, and an audit log.

Writes are idempotent by id (ids derive from content), and ``apply_decisions`` runs in a single
transaction, so a chain killed mid-store and resumed applies everything exactly once.
"""
from __future__ import annotations

import fcntl
import json
import os
import sqlite3
import threading
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

from . import pg
from .redact import RedactingConnection
from .models import (
    Candidate,
    CodeEvidence,
    DedupGroup,
    Experience,
    ExperienceBody,
    ExperienceVersion,
    FailingClaim,
    MergeDecision,
    ReviewVerdict,
    Source,
    StaleFinding,
    VerificationCheck,
    short_hash,
)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


# ---------------------------------------------------------------- migrations


def _m001_initial(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE experiences (
            id TEXT PRIMARY KEY, status TEXT NOT NULL, lens TEXT NOT NULL,
            body TEXT NOT NULL, version INTEGER NOT NULL,
            sources TEXT NOT NULL, evidence TEXT NOT NULL,
            created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
        CREATE TABLE experience_versions (
            experience_id TEXT NOT NULL REFERENCES experiences(id), version INTEGER NOT NULL,
            body TEXT NOT NULL, decision_id TEXT, created_at TEXT NOT NULL,
            PRIMARY KEY (experience_id, version));
        CREATE TABLE candidates (
            id TEXT PRIMARY KEY, run_id TEXT NOT NULL, transcript_id TEXT NOT NULL,
            body TEXT NOT NULL, review TEXT, status TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE TABLE merge_decisions (
            id TEXT PRIMARY KEY, run_id TEXT NOT NULL, candidate_id TEXT NOT NULL, action TEXT NOT NULL,
            target_id TEXT, experience_id TEXT, body TEXT NOT NULL, created_at TEXT NOT NULL);
        CREATE TABLE transcripts (
            path TEXT PRIMARY KEY, transcript_id TEXT, format TEXT, offset INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL, error TEXT, updated_at TEXT NOT NULL);
        CREATE TABLE audit (
            id INTEGER PRIMARY KEY AUTOINCREMENT, ts TEXT NOT NULL, actor TEXT NOT NULL,
            action TEXT NOT NULL, subject TEXT, detail TEXT);
        """
    )


def _m002_dedup_and_contradictions(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE dedup_groups (
            id TEXT PRIMARY KEY, run_id TEXT NOT NULL, members TEXT NOT NULL,
            representative TEXT NOT NULL, body TEXT NOT NULL);
        CREATE TABLE contradictions (
            id TEXT PRIMARY KEY, decision_id TEXT NOT NULL, run_id TEXT NOT NULL,
            candidate_id TEXT NOT NULL, target_id TEXT NOT NULL, status TEXT NOT NULL,
            resolution TEXT, created_at TEXT NOT NULL, resolved_at TEXT);
        """
    )


def _m003_runs_and_indexes(db: sqlite3.Connection) -> None:
    db.executescript(
        """
        CREATE TABLE runs (
            id TEXT PRIMARY KEY, input_key TEXT NOT NULL, status TEXT NOT NULL,
            funnel TEXT, started_at TEXT NOT NULL, finished_at TEXT);
        CREATE INDEX runs_input ON runs(input_key, status);
        CREATE INDEX candidates_status ON candidates(status);
        CREATE INDEX experiences_status ON experiences(status);
        """
    )


def _m004_transcript_open_segment(db: sqlite3.Connection) -> None:
    # Where the last (possibly unfinished) topic segment starts: the next incremental read re-reads from
    # there, so an episode split across two Stop-hook uploads is still seen whole.
    db.execute("ALTER TABLE transcripts ADD COLUMN open_from INTEGER NOT NULL DEFAULT 0")
    db.execute("UPDATE transcripts SET open_from = offset")


def _m005_reverification(db: sqlite3.Connection) -> None:
    # The lifecycle's re-verification against the current code. ``stale`` holds the finding (failing claims
    # with reason, evidence, suggestions, the status to return to) while status is 'stale'; ``last_check``
    # the last check's claims, the base for the next one; ``accepted_claims`` the failing claims a human
    # chose to keep serving despite (restore), so cron does not flag them again.
    db.execute("ALTER TABLE experiences ADD COLUMN last_verified_at TEXT")
    db.execute("ALTER TABLE experiences ADD COLUMN last_check TEXT")
    db.execute("ALTER TABLE experiences ADD COLUMN stale TEXT")
    db.execute("ALTER TABLE experiences ADD COLUMN accepted_claims TEXT NOT NULL DEFAULT '[]'")


def _m006_retrieval(db: sqlite3.Connection) -> None:
    # Retrieval (graph/retrieval.py): a full-text index over experiences kept in step by (id, version) —
    # words and CJK character bigrams in separate columns, tokenised in Python so queries are tokenised
    # the same way — and the code names each experience cites, looked up by the symbol anchoring.
    # Statistics (graph/stats.py): every retrieval with what it served, the adoption later observed
    # for each served experience, and agents' feedback. Lifecycle (graph/lifecycle.py): the kill
    # switch is a column of its own, so disabling never loses the status it goes back to, and a retired
    # experience remembers the status it was retired from.
    db.executescript(
        """
        CREATE TABLE retrieval_docs (
            rowid INTEGER PRIMARY KEY, experience_id TEXT NOT NULL UNIQUE, version INTEGER NOT NULL,
            terms TEXT NOT NULL);
        CREATE VIRTUAL TABLE retrieval_fts USING fts5(words, cjk,
            tokenize='unicode61 remove_diacritics 0');
        CREATE TABLE retrieval_symbols (
            experience_id TEXT NOT NULL, name TEXT NOT NULL, cited TEXT NOT NULL,
            PRIMARY KEY (name, experience_id, cited)) WITHOUT ROWID;
        CREATE INDEX retrieval_symbols_exp ON retrieval_symbols(experience_id);
        CREATE TABLE retrievals (
            id INTEGER PRIMARY KEY AUTOINCREMENT, ts TEXT NOT NULL, client TEXT NOT NULL, repo TEXT,
            session TEXT, query TEXT NOT NULL, files TEXT NOT NULL, symbols TEXT NOT NULL,
            results TEXT NOT NULL, hit INTEGER NOT NULL, injected INTEGER NOT NULL,
            withheld TEXT NOT NULL DEFAULT '[]', latency_ms REAL NOT NULL, error TEXT);
        CREATE INDEX retrievals_ts ON retrievals(ts);
        CREATE INDEX retrievals_session ON retrievals(session);
        CREATE TABLE served (
            retrieval_id INTEGER NOT NULL REFERENCES retrievals(id), experience_id TEXT NOT NULL,
            rank INTEGER NOT NULL, score REAL NOT NULL, ts TEXT NOT NULL, session TEXT,
            adoption TEXT, adoption_evidence TEXT, observed_at TEXT,
            PRIMARY KEY (retrieval_id, experience_id));
        CREATE INDEX served_experience ON served(experience_id, ts);
        CREATE INDEX served_session ON served(session);
        CREATE TABLE feedback (
            id INTEGER PRIMARY KEY AUTOINCREMENT, ts TEXT NOT NULL, experience_id TEXT NOT NULL,
            helpful INTEGER NOT NULL, note TEXT, client TEXT NOT NULL);
        CREATE INDEX feedback_experience ON feedback(experience_id);
        ALTER TABLE experiences ADD COLUMN disabled TEXT;
        ALTER TABLE experiences ADD COLUMN retired_from TEXT;
        """
    )


def _m007_retrieval_generation(db: sqlite3.Connection) -> None:
    # A counter that every change to an experience's text bumps, whoever writes it (triggers, plain SQL):
    # the retrieval index compares one integer per request instead of every experience's version. Status
    # changes (disable, stale, retire) do not bump it: serving reads status on every request anyway.
    db.executescript(
        """
        CREATE TABLE retrieval_generation (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
        INSERT INTO retrieval_generation(id, n) VALUES (1, 0);
        CREATE TRIGGER retrieval_gen_insert AFTER INSERT ON experiences
            BEGIN UPDATE retrieval_generation SET n = n + 1 WHERE id = 1; END;
        CREATE TRIGGER retrieval_gen_update AFTER UPDATE OF body, version ON experiences
            BEGIN UPDATE retrieval_generation SET n = n + 1 WHERE id = 1; END;
        CREATE TRIGGER retrieval_gen_delete AFTER DELETE ON experiences
            BEGIN UPDATE retrieval_generation SET n = n + 1 WHERE id = 1; END;
        """
    )


def _m008_tokens(db: sqlite3.Connection) -> None:
    # The team server's bearer tokens (graph/tokens.py): only a salted hash of each secret is kept; the
    # repositories a token may read and upload for are a JSON list; an admin token may do everything.
    # A revoked token keeps its row (the audit log names it) with the time it was revoked.
    db.executescript(
        """
        CREATE TABLE tokens (
            id TEXT PRIMARY KEY, name TEXT NOT NULL, salt TEXT NOT NULL, hash TEXT NOT NULL,
            repos TEXT NOT NULL, admin INTEGER NOT NULL, created_at TEXT NOT NULL, created_by TEXT NOT NULL,
            revoked_at TEXT);
        CREATE INDEX tokens_name ON tokens(name);
        """
    )


def _m009_uploads(db: sqlite3.Connection) -> None:
    # Transcript increments uploaded to the team server (graph/uploads.py), kept for the chain to govern:
    # one row per (session, byte offset) — the key that makes a resent increment a no-op — with the hash
    # of the bytes as sent (content itself is stored redacted); and per session its repository and the
    # end of what arrived in order, advanced by compare-and-set so two servers never both append.
    db.executescript(
        """
        CREATE TABLE upload_sessions (
            session TEXT PRIMARY KEY, repository TEXT NOT NULL, format TEXT NOT NULL,
            end_offset INTEGER NOT NULL, increments INTEGER NOT NULL, created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL);
        CREATE TABLE uploads (
            session TEXT NOT NULL REFERENCES upload_sessions(session), byte_offset INTEGER NOT NULL,
            byte_end INTEGER NOT NULL, sha256 TEXT NOT NULL, content TEXT NOT NULL, repository TEXT NOT NULL,
            commit_sha TEXT, token_id TEXT NOT NULL, status TEXT NOT NULL, received_at TEXT NOT NULL,
            PRIMARY KEY (session, byte_offset));
        CREATE INDEX uploads_status ON uploads(status, received_at);
        """
    )


def _m010_upload_queue(db: sqlite3.Connection) -> None:
    # The chain's queue over uploaded sessions (graph/work_queue.py): how far each session has been governed,
    # and which worker holds it until when (seconds since the epoch), so a killed worker's lease runs out.
    db.execute("ALTER TABLE upload_sessions ADD COLUMN governed_offset INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE upload_sessions ADD COLUMN lease_owner TEXT")
    db.execute("ALTER TABLE upload_sessions ADD COLUMN lease_until REAL")
    db.execute("CREATE INDEX upload_sessions_work ON upload_sessions(updated_at)")


def _m011_read_checks(db: sqlite3.Connection) -> None:
    # Read-time verdicts that held, per experience and repository, with the code-index state they were
    # reached on (graph/read_checks.py): a restarted server does not verify again what did not change.
    db.executescript(
        """
        CREATE TABLE read_checks (
            experience_id TEXT NOT NULL, repo TEXT NOT NULL, version INTEGER NOT NULL, revision TEXT NOT NULL,
            index_state TEXT NOT NULL, names TEXT NOT NULL, paths TEXT NOT NULL, deps TEXT,
            checked_at TEXT NOT NULL, PRIMARY KEY (experience_id, repo));
        """
    )


def _m012_token_scopes(db: sqlite3.Connection) -> None:
    # What a token may do for its repositories (graph/tokens.py): upload, read (search, MCP, experiences),
    # or both, as tokens made before could. Admin tokens may do everything whatever this says.
    db.execute("""ALTER TABLE tokens ADD COLUMN scopes TEXT NOT NULL DEFAULT '["upload", "read"]'""")


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    _m001_initial,
    _m002_dedup_and_contradictions,
    _m003_runs_and_indexes,
    _m004_transcript_open_segment,
    _m005_reverification,
    _m006_retrieval,
    _m007_retrieval_generation,
    _m008_tokens,
    _m009_uploads,
    _m010_upload_queue,
    _m011_read_checks,
    _m012_token_scopes,
]


def migrate(db: sqlite3.Connection, target: int | None = None) -> int:
    """Apply the numbered migrations not applied yet (up to ``target``); returns the schema version."""
    db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = db.execute("SELECT max(version) FROM schema_version").fetchone()
    current = row[0] or 0
    target = len(MIGRATIONS) if target is None else target
    for n in range(current + 1, target + 1):
        with db:
            MIGRATIONS[n - 1](db)
            db.execute("INSERT INTO schema_version(version) VALUES (?)", (n,))
    return max(current, target)


@contextmanager
def file_lock(lock_path: str, on_wait: Callable[[str], None] | None = None):
    """An exclusive flock on `lock_path` for the duration; `on_wait` is told once if another
    process holds it (and who), then this one waits."""
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait:
                holder = os.pread(fd, 32, 0).decode(errors="replace").strip()
                on_wait(f"waiting for another process{f' (pid {holder})' if holder.isdigit() else ''} "
                        f"holding {lock_path}")
            fcntl.flock(fd, fcntl.LOCK_EX)
        os.ftruncate(fd, 0)
        os.pwrite(fd, str(os.getpid()).encode(), 0)
        yield
    finally:
        os.close(fd)   # closing releases the lock


@contextmanager
def _migration_lock(path: str):
    """Migrations of the store at `path` one process at a time (nothing for an in-memory store)."""
    if path == ":memory:" or path.startswith("file:"):
        yield
        return
    with file_lock(path + ".lock"):
        yield


# ---------------------------------------------------------------- the store


class Store:
    def __init__(self, path: str | Path):
        self.path = str(path)
        self._read_lock = threading.Lock()
        if pg.is_url(self.path):
            # A postgresql:// URL: the same migrations and queries through graph/pg.py's translating
            # connection (which redacts every parameter too), under an advisory lock.
            self.db = pg.connect(self.path)
            with pg.migration_lock(self.db):
                self.schema_version = migrate(self.db)
            return
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        # Every value written passes graph.redact first (RedactingConnection): one pass for all writers.
        self.db = sqlite3.connect(self.path, check_same_thread=False, timeout=30, factory=RedactingConnection)
        self.db.row_factory = sqlite3.Row
        # Two processes opening a new store at once (two drains, a drain and `serve`) would both
        # see version 0 and both run migration 1: migrations run under a file lock beside the store.
        with _migration_lock(self.path):
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA foreign_keys=ON")
            self.schema_version = migrate(self.db)

    def close(self) -> None:
        self.db.close()

    # -- audit

    def audit(self, action: str, subject: str | None, detail: dict | None = None, actor: str = "chain") -> None:
        self.db.execute(
            "INSERT INTO audit(ts, actor, action, subject, detail) VALUES (?,?,?,?,?)",
            (now(), actor, action, subject, json.dumps(detail or {}, ensure_ascii=False)),
        )

    def audit_log(self, subject: str | None = None) -> list[dict]:
        q = "SELECT * FROM audit" + (" WHERE subject=?" if subject else "") + " ORDER BY id"
        rows = self.db.execute(q, (subject,) if subject else ()).fetchall()
        return [dict(r) | {"detail": json.loads(r["detail"] or "{}")} for r in rows]

    # -- runs

    def open_run(self, input_key: str) -> tuple[str, bool]:
        """The unfinished run for these inputs (resume it), else a new run id. Returns (id, resumed)."""
        row = self.db.execute(
            "SELECT id FROM runs WHERE input_key=? AND status='running' ORDER BY started_at DESC LIMIT 1",
            (input_key,),
        ).fetchone()
        if row:
            return row["id"], True
        n = self.db.execute("SELECT count(*) FROM runs").fetchone()[0]
        run_id = "run-" + short_hash(input_key, str(n), now())
        with self.db:
            self.db.execute("INSERT INTO runs(id, input_key, status, started_at) VALUES (?,?,?,?)",
                            (run_id, input_key, "running", now()))
            self.audit("run_started", run_id, {"input_key": input_key})
        return run_id, False

    def finish_run(self, run_id: str, status: str, funnel: dict) -> None:
        with self.db:
            self.db.execute("UPDATE runs SET status=?, funnel=?, finished_at=? WHERE id=?",
                            (status, json.dumps(funnel), now(), run_id))
            self.audit("run_" + status, run_id, funnel)

    def runs(self) -> list[dict]:
        return [dict(r) for r in self.db.execute("SELECT * FROM runs ORDER BY started_at")]

    # -- transcripts and offsets

    def offset(self, path: str) -> int:
        return self.position(path)[0]

    def position(self, path: str) -> tuple[int, int]:
        """(records consumed, record where the last open segment starts) for a processed transcript."""
        row = self.db.execute("SELECT offset, open_from FROM transcripts WHERE path=? AND status='processed'",
                              (path,)).fetchone()
        return (row["offset"], row["open_from"]) if row else (0, 0)

    def settled(self, cand_id: str) -> bool:
        """Whether an earlier pass already decided this candidate (rejected or merged)."""
        with self._read_lock:  # called from parallel extract branches
            row = self.db.execute("SELECT status FROM candidates WHERE id=?", (cand_id,)).fetchone()
        return bool(row) and (row["status"] == "rejected" or row["status"].startswith("merged:"))

    def transcript_rows(self) -> list[dict]:
        return [dict(r) for r in self.db.execute("SELECT * FROM transcripts ORDER BY path")]

    def record_transcript_error(self, path: str, error: str) -> None:
        with self.db:
            self.db.execute(
                "INSERT INTO transcripts(path, offset, status, error, updated_at) VALUES (?,0,'error',?,?) "
                "ON CONFLICT(path) DO UPDATE SET error=excluded.error, updated_at=excluded.updated_at, "
                "status=CASE WHEN transcripts.status='processed' THEN 'processed' ELSE 'error' END",
                (path, error, now()),
            )
            self.audit("transcript_error", path, {"error": error})

    # -- experiences

    def _experience(self, row: sqlite3.Row, history: bool = False) -> Experience:
        exp = Experience(
            id=row["id"], status=row["status"], body=ExperienceBody.model_validate_json(row["body"]),
            version=row["version"], sources=[Source.model_validate(s) for s in json.loads(row["sources"])],
            evidence_turns=json.loads(row["evidence"]), created_at=row["created_at"], updated_at=row["updated_at"],
            last_verified_at=row["last_verified_at"],
            stale=StaleFinding.model_validate_json(row["stale"]) if row["stale"] else None,
            last_check=VerificationCheck.model_validate_json(row["last_check"]) if row["last_check"] else None,
        )
        if history:
            exp.history = [
                ExperienceVersion(version=v["version"], body=ExperienceBody.model_validate_json(v["body"]),
                                  decision_id=v["decision_id"], created_at=v["created_at"])
                for v in self.db.execute(
                    "SELECT * FROM experience_versions WHERE experience_id=? ORDER BY version", (row["id"],))
            ]
        return exp

    def experience(self, exp_id: str) -> Experience | None:
        row = self.db.execute("SELECT * FROM experiences WHERE id=?", (exp_id,)).fetchone()
        return self._experience(row, history=True) if row else None

    def experiences(self, status: str | None = None, exclude: tuple[str, ...] = ()) -> list[Experience]:
        q = "SELECT * FROM experiences" + (" WHERE status=?" if status else "") + " ORDER BY created_at, id"
        return [e for e in (self._experience(r) for r in self.db.execute(q, (status,) if status else ()))
                if e.status not in exclude]

    # -- lifecycle: re-verification against the current code

    def review_claims(self, exp_id: str) -> list[tuple[str | None, list]]:
        """(the repository Review checked against, or None when S1 did not run; its claims) for each
        candidate that created, updated or contested this experience: the base a first re-verification
        compares with."""
        rows = self.db.execute(
            "SELECT c.review FROM merge_decisions d JOIN candidates c ON c.id = d.candidate_id "
            "WHERE d.experience_id=? AND d.action IN ('create','update','contradict') AND c.review IS NOT NULL "
            "ORDER BY d.rowid", (exp_id,))
        out = []
        for r in rows:
            v = ReviewVerdict.model_validate_json(r["review"])
            out.append((v.checked_repo, v.claims))
        return out

    def accepted_claims(self, exp_id: str) -> list[str]:
        row = self.db.execute("SELECT accepted_claims FROM experiences WHERE id=?", (exp_id,)).fetchone()
        return json.loads(row["accepted_claims"]) if row else []

    def record_check(self, exp_id: str, check: VerificationCheck) -> str:
        """Store one re-verification and apply its outcome; returns what happened to the experience:
        'valid', 'stale' (newly), 'still_stale', 'recovered' (stale before, valid now).

        Writes an audit entry only when something changed, so re-running with no code change adds
        nothing but the check's timestamp."""
        exp = self.experience(exp_id)
        if exp is None:
            raise KeyError(f"no experience {exp_id}")
        ts = check.at
        with self.db:
            # Accepted claims that verify again are forgotten: if they break later, that is news.
            accepted = [a for a in self.accepted_claims(exp_id) if a in {f.text for f in check.failing} | set(check.accepted)]
            self.db.execute("UPDATE experiences SET last_check=?, accepted_claims=? WHERE id=?",
                            (check.model_dump_json(), json.dumps(accepted), exp_id))
            if check.outcome == "valid":
                self.db.execute("UPDATE experiences SET last_verified_at=? WHERE id=?", (ts, exp_id))
                if exp.status != "stale" or exp.stale is None:
                    return "valid"
                self.db.execute("UPDATE experiences SET status=?, stale=NULL, updated_at=? WHERE id=?",
                                (exp.stale.previous_status, ts, exp_id))
                self.audit("reverify_recovered", exp_id, {"repo": check.repo, "status": exp.stale.previous_status,
                                                          "was": exp.stale.model_dump()}, actor="reverify")
                return "recovered"
            if exp.status == "stale" and exp.stale is not None:
                if _failing_key(exp.stale.claims) == _failing_key(check.failing):
                    return "still_stale"
                finding = exp.stale.model_copy(update={"claims": check.failing, "repo": check.repo})
                self.db.execute("UPDATE experiences SET stale=? WHERE id=?", (finding.model_dump_json(), exp_id))
                self.audit("reverify_stale_changed", exp_id, finding.model_dump(), actor="reverify")
                return "still_stale"
            if exp.status not in ("active", "contested"):
                raise ValueError(f"{exp_id} is {exp.status}: only active or contested experiences go stale")
            finding = StaleFinding(since=ts, repo=check.repo, previous_status=exp.status, claims=check.failing)
            self.db.execute("UPDATE experiences SET status='stale', stale=?, updated_at=? WHERE id=?",
                            (finding.model_dump_json(), ts, exp_id))
            self.audit("reverify_stale", exp_id, finding.model_dump(), actor="reverify")
            return "stale"

    def restore(self, exp_id: str, actor: str = "human") -> Experience:
        """A human's decision to serve a stale experience again; its failing claims are accepted, so a later
        re-verification flags it only if something else breaks."""
        exp = self.experience(exp_id)
        if exp is None:
            raise KeyError(f"no experience {exp_id}")
        if exp.status != "stale" or exp.stale is None:
            raise ValueError(f"{exp_id} is {exp.status}, not stale: nothing to restore")
        with self.db:
            self._unstale(exp, exp.stale.previous_status, actor, "restored")
        return self.experience(exp_id)  # type: ignore[return-value]

    def _unstale(self, exp: Experience, status: str, actor: str, action: str) -> None:
        assert exp.stale is not None
        accepted = sorted(set(self.accepted_claims(exp.id)) | {c.text for c in exp.stale.claims})
        self.db.execute("UPDATE experiences SET status=?, stale=NULL, accepted_claims=?, updated_at=? WHERE id=?",
                        (status, json.dumps(accepted), now(), exp.id))
        self.audit(action, exp.id, {"status": status, "accepted_claims": [c.text for c in exp.stale.claims],
                                    "was": exp.stale.model_dump()}, actor=actor)

    # -- candidates and review

    def save_candidates(self, run_id: str, candidates: Iterable[Candidate], verdicts: dict[str, ReviewVerdict]) -> None:
        with self.db:
            for c in candidates:
                v = verdicts.get(c.id)
                status = "pending" if v is None else ("kept" if v.keep else "rejected")
                self.db.execute(
                    "INSERT INTO candidates(id, run_id, transcript_id, body, review, status, created_at) "
                    "VALUES (?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET review=excluded.review, status=excluded.status",
                    (c.id, run_id, c.source.session, c.model_dump_json(), v.model_dump_json() if v else None, status, now()),
                )
                if v is not None and not v.keep:
                    self.audit("review_rejected", c.id, {"reason": v.reason, "detail": v.detail})

    def candidate(self, cand_id: str) -> tuple[Candidate, ReviewVerdict | None, str] | None:
        row = self.db.execute("SELECT * FROM candidates WHERE id=?", (cand_id,)).fetchone()
        if not row:
            return None
        v = ReviewVerdict.model_validate_json(row["review"]) if row["review"] else None
        return Candidate.model_validate_json(row["body"]), v, row["status"]

    def rejected(self) -> list[tuple[Candidate, ReviewVerdict]]:
        rows = self.db.execute("SELECT * FROM candidates WHERE status='rejected' ORDER BY created_at, id")
        return [(Candidate.model_validate_json(r["body"]), ReviewVerdict.model_validate_json(r["review"])) for r in rows]

    def count(self, table: str, where: str = "", args: tuple = ()) -> int:
        return self.db.execute(f"SELECT count(*) FROM {table} {where}", args).fetchone()[0]

    # -- dedup groups and decisions

    def save_groups(self, run_id: str, groups: Iterable[DedupGroup]) -> None:
        with self.db:
            for g in groups:
                self.db.execute(
                    "INSERT OR IGNORE INTO dedup_groups(id, run_id, members, representative, body) VALUES (?,?,?,?,?)",
                    (g.id, run_id, json.dumps(g.members), g.representative, g.model_dump_json()),
                )

    def decisions(self, run_id: str | None = None) -> list[MergeDecision]:
        q = "SELECT body FROM merge_decisions" + (" WHERE run_id=?" if run_id else "") + " ORDER BY rowid"
        return [MergeDecision.model_validate_json(r["body"]) for r in self.db.execute(q, (run_id,) if run_id else ())]

    def decision(self, dec_id: str) -> MergeDecision | None:
        row = self.db.execute("SELECT body FROM merge_decisions WHERE id=?", (dec_id,)).fetchone()
        return MergeDecision.model_validate_json(row["body"]) if row else None

    def apply_decisions(self, run_id: str, decisions: list[MergeDecision], candidates: dict[str, Candidate],
                        transcripts: list[dict], after_commit: Callable[[], None] | None = None) -> list[str]:
        """Apply merge decisions and advance transcript offsets in ONE transaction; idempotent by decision id."""
        applied: list[str] = []
        with self.db:
            for d in decisions:
                if self.db.execute("SELECT 1 FROM merge_decisions WHERE id=?", (d.id,)).fetchone():
                    applied.append(d.id)  # applied by an earlier attempt of this run
                    continue
                c = candidates[d.candidate_id]
                self._apply(run_id, d, c)
                self.db.execute(
                    "INSERT INTO merge_decisions(id, run_id, candidate_id, action, target_id, experience_id, body, created_at) "
                    "VALUES (?,?,?,?,?,?,?,?)",
                    (d.id, run_id, d.candidate_id, d.action, d.target_id, d.experience_id, d.model_dump_json(), now()),
                )
                self.db.execute("UPDATE candidates SET status=? WHERE id=?", ("merged:" + d.action, d.candidate_id))
                self.audit("merge_" + d.action, d.experience_id, {"decision": d.id, "candidate": d.candidate_id,
                                                                  "reason": d.reason, "prompt": d.prompt_version})
                applied.append(d.id)
            for t in transcripts:
                self.db.execute(
                    "INSERT INTO transcripts(path, transcript_id, format, offset, open_from, status, error, updated_at) "
                    "VALUES (?,?,?,?,?,'processed',NULL,?) ON CONFLICT(path) DO UPDATE SET "
                    "transcript_id=excluded.transcript_id, format=excluded.format, offset=excluded.offset, "
                    "open_from=excluded.open_from, status='processed', error=NULL, updated_at=excluded.updated_at",
                    (t["path"], t["id"], t["format"], t["end_offset"], t.get("open_from", t["end_offset"]), now()),
                )
        if after_commit:
            after_commit()
        return applied

    def _write_experience(self, exp_id: str, body: ExperienceBody, version: int, decision_id: str,
                          sources: list[Source], evidence: list[str], status: str = "active") -> None:
        ts = now()
        self.db.execute(
            "INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, updated_at) "
            "VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET status=excluded.status, lens=excluded.lens, "
            "body=excluded.body, version=excluded.version, sources=excluded.sources, evidence=excluded.evidence, "
            "updated_at=excluded.updated_at",
            (exp_id, status, body.lens, body.model_dump_json(), version,
             json.dumps([s.model_dump() for s in sources]), json.dumps(evidence), ts, ts),
        )
        self.db.execute(
            "INSERT INTO experience_versions(experience_id, version, body, decision_id, created_at) VALUES (?,?,?,?,?)",
            (exp_id, version, body.model_dump_json(), decision_id, ts),
        )

    def _apply(self, run_id: str, d: MergeDecision, c: Candidate) -> None:
        body = ExperienceBody(when=c.when, what=c.what, why=c.why, lens=c.lens, symbols=c.symbols, conclusion=c.conclusion)
        if d.action == "create":
            self._write_experience(d.experience_id, body, 1, d.id, [c.source], c.evidence_turns)
        elif d.action == "update":
            old = self.experience(d.target_id)
            if old is None or d.merged is None:
                raise ValueError(f"update {d.id}: target {d.target_id} missing or no merged body")
            self._write_experience(old.id, d.merged, old.version + 1, d.id, old.sources + [c.source],
                                   old.evidence_turns + c.evidence_turns, status=old.status)
        elif d.action == "contradict":
            # The new experience is kept (status contested) so nothing is lost while a human decides.
            self._write_experience(d.experience_id, body, 1, d.id, [c.source], c.evidence_turns, status="contested")
            self.db.execute("UPDATE experiences SET status='contested' WHERE id=?", (d.target_id,))
            self.db.execute(
                "INSERT OR IGNORE INTO contradictions(id, decision_id, run_id, candidate_id, target_id, status, created_at) "
                "VALUES (?,?,?,?,?,'pending',?)",
                (d.experience_id, d.id, run_id, c.id, d.target_id, now()),
            )
        # skip: the decision row itself records which experience made the candidate redundant.

    # -- contradictions

    def contradictions(self, status: str | None = None) -> list[dict]:
        q = "SELECT * FROM contradictions" + (" WHERE status=?" if status else "") + " ORDER BY created_at, id"
        return [dict(r) for r in self.db.execute(q, (status,) if status else ())]

    def contradiction(self, cid: str) -> dict | None:
        row = self.db.execute("SELECT * FROM contradictions WHERE id=? OR decision_id=?", (cid, cid)).fetchone()
        return dict(row) if row else None

    def resolve(self, cid: str, keep: str, actor: str = "human") -> dict:
        """Apply a human's decision: keep the new experience, the old one, or both (both active)."""
        if keep not in ("new", "old", "both"):
            raise ValueError("keep must be new, old or both")
        c = self.contradiction(cid)
        if c is None:
            raise KeyError(f"no contradiction {cid}")
        if c["status"] != "pending":
            return c
        new_status, old_status = {"new": ("active", "retired"), "old": ("retired", "active"),
                                  "both": ("active", "active")}[keep]
        with self.db:
            for exp_id, status in ((c["id"], new_status), (c["target_id"], old_status)):
                exp = self.experience(exp_id)
                if exp is not None and exp.status == "stale" and exp.stale is not None:
                    # The human's answer decides whether it is served: kept means its failing claims are accepted.
                    self._unstale(exp, status, actor, "stale_resolved")
                else:
                    self.db.execute("UPDATE experiences SET status=?, updated_at=? WHERE id=?", (status, now(), exp_id))
            self.db.execute("UPDATE contradictions SET status='resolved', resolution=?, resolved_at=? WHERE id=?",
                            (keep, now(), c["id"]))
            self.audit("contradiction_resolved", c["id"], {"keep": keep, "target": c["target_id"]}, actor=actor)
        return self.contradiction(c["id"])  # type: ignore[return-value]


def _failing_key(claims: list[FailingClaim]) -> list[tuple]:
    """What makes two re-verifications' failing claims the same finding: the verifier's structured
    answer (status, error, rule, where and what it suggests), never its wording, which may change."""
    def where(items: list[CodeEvidence]) -> tuple:
        return tuple((e.path, e.line, e.symbol) for e in items)

    return sorted((c.text, c.status, c.error or "", c.rule or "", where(c.evidence), where(c.suggestions))
                  for c in claims)
