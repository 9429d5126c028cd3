import sqlite3

import pytest

from graph.models import Candidate, ExperienceBody, Explanation, MergeDecision, Source
from graph.store import MIGRATIONS, Store, migrate

EXPECTED_TABLES = {
    1: {"experiences", "experience_versions", "candidates", "merge_decisions", "transcripts", "audit"},
    2: {"dedup_groups", "contradictions"},
    3: {"runs"},
    4: set(),
    5: set(),
    # retrieval (graph/retrieval.py, graph/serving.py): the FTS5 table with its shadow tables, the citation
    # table, the retrieval log, what it served, feedback
    6: {"retrieval_docs", "retrieval_fts", "retrieval_fts_config", "retrieval_fts_content", "retrieval_fts_data",
        "retrieval_fts_docsize", "retrieval_fts_idx", "retrieval_symbols", "retrievals", "served", "feedback"},
    7: {"retrieval_generation"},
    8: {"tokens"},  # the team server's bearer tokens (graph/tokens.py)
    9: {"upload_sessions", "uploads"},  # transcript increments uploaded to the team server (graph/uploads.py)
    10: set(),  # the chain's queue: columns of upload_sessions (graph/work_queue.py)
    11: {"read_checks"},  # read-time verdicts kept across restarts (graph/read_checks.py)
    12: set(),            # tokens.scopes (graph/tokens.py)
}


def _tables(db):
    return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")} - {"schema_version", "sqlite_sequence"}


@pytest.mark.parametrize("n", range(1, len(MIGRATIONS) + 1))
def test_each_migration_adds_its_tables(tmp_path, n):
    db = sqlite3.connect(tmp_path / "s.sqlite")
    assert migrate(db, target=n - 1) == n - 1
    before = _tables(db)
    assert migrate(db, target=n) == n
    assert _tables(db) - before == EXPECTED_TABLES[n]
    assert migrate(db, target=n) == n  # re-applying is a no-op
    if n == 4:
        assert "open_from" in [r[1] for r in db.execute("PRAGMA table_info(transcripts)")]
    if n == 5:
        assert {"last_verified_at", "last_check", "stale", "accepted_claims"} <= {
            r[1] for r in db.execute("PRAGMA table_info(experiences)")}
    if n == 6:
        assert {"disabled", "retired_from"} <= {r[1] for r in db.execute("PRAGMA table_info(experiences)")}


def test_migrating_an_old_store_keeps_its_data(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    migrate(db, target=1)
    body = ExperienceBody(when="When x in the stop hook", what="Do y", why="because z", lens="logic")
    db.execute("INSERT INTO experiences VALUES ('exp-1','active','logic',?,1,'[]','[]','t','t')", (body.model_dump_json(),))
    db.commit()
    db.close()
    store = Store(path)
    assert store.schema_version == len(MIGRATIONS)
    assert store.experience("exp-1").body == body
    assert store.count("runs") == 0


def test_migration_4_starts_open_segments_at_the_old_offset(tmp_path):
    db = sqlite3.connect(tmp_path / "s.sqlite")
    migrate(db, target=3)
    db.execute("INSERT INTO transcripts(path, offset, status, updated_at) VALUES ('/t', 42, 'processed', 'x')")
    migrate(db)
    assert db.execute("SELECT offset, open_from FROM transcripts").fetchone() == (42, 42)


def test_migration_5_leaves_old_experiences_served_and_unchecked(tmp_path):
    path = tmp_path / "s.sqlite"
    db = sqlite3.connect(path)
    migrate(db, target=4)
    body = ExperienceBody(when="When reading switches across modules", what="Use SwitchKey", why="because", lens="logic")
    db.execute("INSERT INTO experiences VALUES ('exp-1','active','logic',?,1,'[]','[]','t','t')", (body.model_dump_json(),))
    db.commit()
    db.close()
    store = Store(path)
    exp = store.experience("exp-1")
    assert exp.status == "active" and exp.stale is None and exp.last_check is None and exp.last_verified_at is None
    assert store.accepted_claims("exp-1") == [] and [e.id for e in store.experiences(exclude=("stale",))] == ["exp-1"]


def _candidate(i, what="Use the SwitchKey constant", session="s1"):
    return Candidate(id=f"cand-{i}", segment_id="seg", when="When the task involves cross-module switch references",
                     what=what, why="because the String lookup is cached as off", lens="logic",
                     evidence_turns=["t1", "t2"], source=Source(session=session, transcript_path="/x"),
                     explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))


def test_apply_decisions_is_idempotent_and_versions_updates(tmp_path):
    store = Store(tmp_path / "s.sqlite")
    c1, c2 = _candidate(1), _candidate(2, what="Use the SwitchKey constant. Register keys in the module init.")
    d1 = MergeDecision(id="dec-1", candidate_id=c1.id, action="create", reason="r", experience_id="exp-a")
    merged = ExperienceBody(when=c1.when, what=c2.what, why=c1.why, lens="logic")
    d2 = MergeDecision(id="dec-2", candidate_id=c2.id, action="update", target_id="exp-a", reason="r",
                       merged=merged, experience_id="exp-a")
    transcripts = [{"path": "/x", "id": "s1", "format": "plain", "end_offset": 7}]
    cands = {c.id: c for c in (c1, c2)}
    store.save_candidates("run-1", [c1, c2], {})
    for _ in range(2):  # the second call is what a resumed run does
        assert store.apply_decisions("run-1", [d1, d2], cands, transcripts) == ["dec-1", "dec-2"]
    exp = store.experience("exp-a")
    assert exp.version == 2 and [h.version for h in exp.history] == [1, 2] and exp.body.what == c2.what
    assert store.count("merge_decisions") == 2 and store.count("experience_versions") == 2
    assert store.offset("/x") == 7
    assert [a["action"] for a in store.audit_log("exp-a")] == ["merge_create", "merge_update"]


def test_contradiction_waits_and_resolves(tmp_path):
    store = Store(tmp_path / "s.sqlite")
    old, new = _candidate(1), _candidate(2, what="Pass the String name directly")
    store.apply_decisions("run-1", [
        MergeDecision(id="dec-1", candidate_id=old.id, action="create", reason="r", experience_id="exp-old"),
        MergeDecision(id="dec-2", candidate_id=new.id, action="contradict", target_id="exp-old", reason="r",
                      experience_id="exp-new"),
    ], {old.id: old, new.id: new}, [])
    assert store.experience("exp-old").status == "contested" and store.experience("exp-new").status == "contested"
    assert [c["id"] for c in store.contradictions("pending")] == ["exp-new"]
    store.resolve("exp-new", "old")
    assert store.experience("exp-old").status == "active" and store.experience("exp-new").status == "retired"
    assert store.contradiction("exp-new")["resolution"] == "old"
    with pytest.raises(ValueError):
        store.resolve("exp-new", "neither")
    with pytest.raises(KeyError):
        store.resolve("exp-none", "new")
