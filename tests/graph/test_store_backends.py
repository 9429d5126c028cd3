"""The experience store on both backends: SQLite (the embedded default) and PostgreSQL (graph/pg.py).

The same numbered migrations and the same Store code run on each; the PostgreSQL cases use a
throwaway database on the real server (tests/graph/pg_db.py) and skip with the reason when there is none.
"""
import json
from pathlib import Path
import threading

import pytest
from pg_db import pg_server, pg_url  # noqa: F401  (fixtures)

from graph import pg
from graph.models import (Candidate, ExperienceBody, Explanation, FailingClaim, MergeDecision, Source,
                          VerificationCheck)
from graph.store import MIGRATIONS, Store, migrate

# Tables each migration adds, as PostgreSQL sees them (FTS5 becomes one plain table, no shadow tables).
PG_TABLES = {
    1: {"experiences", "experience_versions", "candidates", "merge_decisions", "transcripts", "audit"},
    2: {"dedup_groups", "contradictions"},
    3: {"runs"},
    4: set(),
    5: set(),
    6: {"retrieval_docs", "retrieval_fts", "retrieval_symbols", "retrievals", "served", "feedback"},
    7: {"retrieval_generation"},
    8: {"tokens"},
    9: {"upload_sessions", "uploads"},
    10: set(),
    11: {"read_checks"},
    12: set(),
}


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "s.sqlite")
    return request.getfixturevalue("pg_url")


def _pg_tables(db):
    rows = db.execute("SELECT table_name FROM information_schema.tables WHERE table_schema='public'")
    return {r[0] for r in rows} - {"schema_version"}


def _pg_columns(db, table):
    return {r[0] for r in db.execute("SELECT column_name FROM information_schema.columns WHERE table_name=?", (table,))}


def test_postgresql_migrations_from_empty_one_by_one(pg_url):
    db = pg.connect(pg_url)
    assert migrate(db, target=0) == 0
    for n in range(1, len(MIGRATIONS) + 1):
        before = _pg_tables(db)
        assert migrate(db, target=n) == n
        assert _pg_tables(db) - before == PG_TABLES[n], n
        assert migrate(db, target=n) == n  # re-applying is a no-op
    assert {"open_from", "offset"} <= _pg_columns(db, "transcripts")
    assert {"last_verified_at", "last_check", "stale", "accepted_claims", "disabled", "retired_from"} <= _pg_columns(db, "experiences")
    assert "scopes" in _pg_columns(db, "tokens")
    assert [r[0] for r in db.execute("SELECT version FROM schema_version ORDER BY version")] == list(range(1, len(MIGRATIONS) + 1))
    db.close()


def test_postgresql_migration_4_starts_open_segments_at_the_old_offset(pg_url):
    db = pg.connect(pg_url)
    migrate(db, target=3)
    db.execute("INSERT INTO transcripts(path, offset, status, updated_at) VALUES ('/t', 42, 'processed', 'x')")
    migrate(db)
    assert tuple(db.execute("SELECT offset, open_from FROM transcripts").fetchone()) == (42, 42)
    db.close()


def test_postgresql_generation_trigger_counts_text_changes(pg_url):
    store = Store(pg_url)
    gen = lambda: store.db.execute("SELECT n FROM retrieval_generation WHERE id=1").fetchone()[0]  # noqa: E731
    c = _candidate(1)
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=c.id, action="create", reason="r",
                                                  experience_id="exp-a")], {c.id: c}, [])
    assert gen() == 1
    store.db.execute("UPDATE experiences SET status='retired' WHERE id='exp-a'")  # a status change: no bump
    assert gen() == 1
    store.db.execute("UPDATE experiences SET version=2 WHERE id='exp-a'")
    assert gen() == 2


def test_postgresql_stores_opened_at_once_migrate_once(pg_url):
    # Four processes' worth of connections opening an empty database together: without the advisory
    # lock two would both run migration 1 and one would fail on CREATE TABLE.
    versions, errors = [], []

    def open_store():
        try:
            s = Store(pg_url)
            versions.append(s.schema_version)
            s.close()
        except Exception as e:  # collected, asserted below
            errors.append(e)

    threads = [threading.Thread(target=open_store) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and versions == [len(MIGRATIONS)] * 4
    db = pg.connect(pg_url)
    assert db.execute("SELECT count(*) FROM schema_version").fetchone()[0] == len(MIGRATIONS)
    db.close()


def _candidate(i, what="Use the SwitchKey constant", session="s1"):
    return Candidate(id=f"cand-{i}", segment_id="seg", when="When the task involves cross-module switch references",
                     what=what, why="because the String lookup is cached as off", lens="logic",
                     evidence_turns=["t1", "t2"], source=Source(session=session, transcript_path="/x"),
                     explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))


def test_create_and_update_round_trip(target):
    store = Store(target)
    assert store.schema_version == len(MIGRATIONS)
    c1, c2 = _candidate(1), _candidate(2, what="Use the SwitchKey constant. Register keys in the module init.")
    d1 = MergeDecision(id="dec-1", candidate_id=c1.id, action="create", reason="r", experience_id="exp-a")
    merged = ExperienceBody(when=c1.when, what=c2.what, why=c1.why, lens="logic")
    d2 = MergeDecision(id="dec-2", candidate_id=c2.id, action="update", target_id="exp-a", reason="r",
                       merged=merged, experience_id="exp-a")
    transcripts = [{"path": "/x", "id": "s1", "format": "plain", "end_offset": 7, "open_from": 5}]
    cands = {c.id: c for c in (c1, c2)}
    run_id, resumed = store.open_run("key-1")
    assert not resumed and store.open_run("key-1") == (run_id, True)
    store.save_candidates(run_id, [c1, c2], {})
    for _ in range(2):  # the second call is what a resumed run does
        assert store.apply_decisions(run_id, [d1, d2], cands, transcripts) == ["dec-1", "dec-2"]
    exp = store.experience("exp-a")
    assert exp.version == 2 and [h.version for h in exp.history] == [1, 2] and exp.body.what == c2.what
    assert exp.status == "active" and len(exp.sources) == 2
    assert store.count("merge_decisions") == 2 and store.count("experience_versions") == 2
    assert [d.id for d in store.decisions(run_id)] == ["dec-1", "dec-2"]
    assert store.position("/x") == (7, 5) and store.offset("/nowhere") == 0
    assert store.candidate("cand-1")[2] == "merged:create" and store.settled("cand-2")
    assert [a["action"] for a in store.audit_log("exp-a")] == ["merge_create", "merge_update"]
    assert [len(r) for r in store.review_claims("exp-a")] == []  # no Review verdicts saved
    store.record_transcript_error("/x", "later read failed")  # a processed transcript stays processed
    store.record_transcript_error("/y", "unreadable")
    assert [(t["path"], t["status"], t["error"]) for t in store.transcript_rows()] == [
        ("/x", "processed", "later read failed"), ("/y", "error", "unreadable")]
    store.finish_run(run_id, "done", {"stored": 1})
    assert [(r["id"], r["status"]) for r in store.runs()] == [(run_id, "done")]
    store.close()
    reopened = Store(target)  # migrations already applied: opening again changes nothing
    assert reopened.experience("exp-a").version == 2 and reopened.count("schema_version") == len(MIGRATIONS)
    reopened.close()


def test_contradiction_waits_and_resolves(target):
    store = Store(target)
    old, new = _candidate(1), _candidate(2, what="Pass the String name directly")
    store.apply_decisions("run-1", [
        MergeDecision(id="dec-1", candidate_id=old.id, action="create", reason="r", experience_id="exp-old"),
        MergeDecision(id="dec-2", candidate_id=new.id, action="contradict", target_id="exp-old", reason="r",
                      experience_id="exp-new"),
    ], {old.id: old, new.id: new}, [])
    assert store.experience("exp-old").status == "contested" and store.experience("exp-new").status == "contested"
    assert [c["id"] for c in store.contradictions("pending")] == ["exp-new"]
    assert store.resolve("exp-new", "old")["resolution"] == "old"
    assert store.experience("exp-old").status == "active" and store.experience("exp-new").status == "retired"
    assert store.contradictions("pending") == [] and store.contradiction("dec-2")["id"] == "exp-new"
    with pytest.raises(ValueError):
        store.resolve("exp-new", "neither")
    with pytest.raises(KeyError):
        store.resolve("exp-none", "new")
    store.close()


def test_reverify_goes_stale_recovers_and_restores(target):
    store = Store(target)
    c = _candidate(1)
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=c.id, action="create", reason="r",
                                                  experience_id="exp-a")], {c.id: c}, [])
    failing = [FailingClaim(text="`SwitchKey` is defined", status="not_found", reason="renamed")]
    stale = VerificationCheck(at="2026-01-01T00:00:00+00:00", repo="qq", verdict="fail", outcome="stale", failing=failing)
    valid = VerificationCheck(at="2026-01-02T00:00:00+00:00", repo="qq", verdict="pass", outcome="valid")
    assert store.record_check("exp-a", stale) == "stale"
    exp = store.experience("exp-a")
    assert exp.status == "stale" and exp.stale.previous_status == "active" and exp.stale.claims == failing
    assert store.record_check("exp-a", stale) == "still_stale"
    assert store.record_check("exp-a", valid) == "recovered"
    exp = store.experience("exp-a")
    assert exp.status == "active" and exp.stale is None and exp.last_verified_at == valid.at
    assert store.record_check("exp-a", stale) == "stale"
    restored = store.restore("exp-a", actor="alice")
    assert restored.status == "active" and store.accepted_claims("exp-a") == ["`SwitchKey` is defined"]
    assert [a["action"] for a in store.audit_log("exp-a")] == [
        "merge_create", "reverify_stale", "reverify_recovered", "reverify_stale", "restored"]
    assert store.audit_log("exp-a")[-1]["actor"] == "alice"
    with pytest.raises(ValueError):
        store.restore("exp-a")
    store.close()


def test_secrets_are_redacted_before_either_backend_stores_them(target):
    store = Store(target)
    c = _candidate(1, what="Export OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123 before the run")
    store.save_candidates("run-1", [c], {})
    body = store.db.execute("SELECT body FROM candidates WHERE id=?", (c.id,)).fetchone()["body"]
    assert "sk-proj-abcdefghijklmnopqrstuvwxyz0123" not in body and "[REDACTED:" in body
    store.close()


def test_translate_rewrites_sqlite_only_sql_in_one_place():
    assert pg.translate("SELECT offset FROM transcripts WHERE path=? AND x LIKE 'a%?'") == \
        "SELECT \"offset\" FROM transcripts WHERE path=%s AND x LIKE 'a%?'"
    assert pg.translate("INSERT OR IGNORE INTO t(a) VALUES (?)") == "INSERT INTO t(a) VALUES (%s) ON CONFLICT DO NOTHING"
    assert pg.translate("CREATE TABLE t (a TEXT, PRIMARY KEY (a)) WITHOUT ROWID", placeholders=False) == \
        "CREATE TABLE t (a TEXT, PRIMARY KEY (a))"
    assert pg.translate("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, a TEXT)", placeholders=False) == \
        "CREATE TABLE t (id BIGSERIAL PRIMARY KEY, a TEXT)"
    assert pg.translate("CREATE TABLE t (a TEXT REFERENCES u(id))", placeholders=False) == \
        "CREATE TABLE t (rowid BIGSERIAL, a TEXT REFERENCES u(id))"
    assert pg.translate("ALTER TABLE t ADD COLUMN until REAL") == "ALTER TABLE t ADD COLUMN until DOUBLE PRECISION"
    for sqlite_only in ("PRAGMA journal_mode=WAL", "INSERT OR REPLACE INTO t VALUES (1)",
                        "SELECT name FROM sqlite_master", "SELECT rowid FROM retrieval_fts WHERE retrieval_fts MATCH ?"):
        with pytest.raises(pg.Unsupported):
            pg.translate(sqlite_only)


def test_cli_store_commands_take_a_postgresql_url(pg_url, capsys):
    from graph.cli import main

    store = Store(pg_url)
    c = _candidate(1)
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=c.id, action="create", reason="r",
                                                  experience_id="exp-a")], {c.id: c}, [])
    store.close()
    capsys.readouterr()
    assert main(["list", "--db", pg_url, "--json"]) == 0
    assert [e["id"] for e in __import__("json").loads(capsys.readouterr().out)] == ["exp-a"]
    assert main(["show", "exp-a", "--db", pg_url, "--json"]) == 0
    assert [a["action"] for a in __import__("json").loads(capsys.readouterr().out)["audit"]] == ["merge_create"]
    # The chain runs on the URL too: checkpoints in the database, nothing created beside the working directory.
    from gov_samples import QQBROWSER, TRANSCRIPTS

    before = set(Path.cwd().iterdir())
    assert main(["run", str(TRANSCRIPTS / "claude"), "--repo", str(QQBROWSER), "--db", pg_url, "--backend", "offline",
                 "--quiet", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["funnel"]["stored"] >= 1
    assert set(Path.cwd().iterdir()) == before
    store = Store(pg_url)
    assert store.count("runs", "WHERE status='running'") == 0 and store.count("experiences") > 1
    store.close()


def test_cli_names_a_postgresql_server_that_does_not_answer(capsys):
    from graph.cli import main

    assert main(["list", "--db", "postgresql://alice:hunter2secret@127.0.0.1:1/none"]) == 2
    err = capsys.readouterr().err
    assert "PostgreSQL at postgresql://alice:***@127.0.0.1:1/none" in err and "hunter2secret" not in err


@pytest.mark.parametrize("start", range(1, len(MIGRATIONS)))
def test_migrating_from_each_older_version_keeps_the_data(target, start):
    # A store left at version `start` (an older release) holding an experience is opened by this one.
    body = ExperienceBody(when="When reading switches across modules", what="Use SwitchKey", why="because", lens="logic")
    db = pg.connect(target) if pg.is_url(target) else __import__("sqlite3").connect(target)
    assert migrate(db, target=start) == start
    db.execute("INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, updated_at) "
               "VALUES ('exp-1','active','logic',?,1,'[]','[]','t','t')", (body.model_dump_json(),))
    if start >= 3:
        db.execute("INSERT INTO runs(id, input_key, status, started_at) VALUES ('run-0', 'k', 'done', 't')")
    db.commit()
    db.close()
    store = Store(target)
    assert store.schema_version == len(MIGRATIONS)
    exp = store.experience("exp-1")
    assert exp.body == body and exp.status == "active" and exp.stale is None
    assert store.accepted_claims("exp-1") == [] and store.count("runs") == (1 if start >= 3 else 0)
    c = _candidate(1)   # and the migrated store takes new work
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=c.id, action="create", reason="r",
                                                  experience_id="exp-2")], {c.id: c}, [])
    assert sorted(e.id for e in store.experiences()) == ["exp-1", "exp-2"]
    store.close()


@pytest.mark.parametrize("argv", [["search", "switch key"], ["export"], ["stats"]])
def test_retrieval_commands_name_a_postgresql_server_that_does_not_answer(argv, capsys):
    from graph.cli import main

    assert main(argv + ["--db", "postgresql://nobody@127.0.0.1:1/none"]) == 2
    err = capsys.readouterr().err
    assert "PostgreSQL at postgresql://nobody@127.0.0.1:1/none" in err and "no store at" not in err


def test_search_export_and_stats_run_on_a_postgresql_store(pg_url, capsys):
    from graph.cli import main

    store = Store(pg_url)
    c = _candidate(1)
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=c.id, action="create", reason="r",
                                                  experience_id="exp-1")], {c.id: c}, [])
    store.close()
    assert main(["search", "which switch key constant for a cross-module switch", "--db", pg_url, "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert [r["id"] for r in found["results"]] == ["exp-1"]
    assert main(["search", "completely unrelated zebra migration", "--db", pg_url]) == 1   # an honest no hit
    capsys.readouterr()
    assert main(["export", "--db", pg_url]) == 0
    assert "SwitchKey" in capsys.readouterr().out
    assert main(["stats", "--db", pg_url, "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert json.dumps(stats).count("cli") >= 1
    store = Store(pg_url)   # both searches are in the retrieval log, with what they served
    assert store.count("retrievals") == 2 and store.count("served") == 1
    store.close()
