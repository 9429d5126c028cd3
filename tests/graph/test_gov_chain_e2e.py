"""The whole chain, offline, over the sample transcripts and the sample repository."""
import json
import os

from gov_samples import QQBROWSER, TRANSCRIPTS

from graph import Chain, OfflineBackend, Store, run


def _by_session(result, store, session_prefix):
    out = []
    for v in result.verdicts:
        c, verdict, status = store.candidate(v["candidate_id"])
        if c.source.session.startswith(session_prefix):
            out.append((c, verdict, status))
    return out


def test_funnel(sample_run):
    _, r = sample_run
    f = r.funnel
    # the truncated session counts as malformed (its bad line is reported) and its good records are read
    assert (f.conversations_read, f.malformed, f.segments, f.candidates) == (12, 1, 14, 14)
    assert f.rejected_by_review == {"S1_FACTUAL_ERROR": 1, "PREFERENCE": 1, "S2_MISSING_CONTEXT": 1,
                                    "S3_MIXED_GRANULARITY": 1, "S4_NOT_EXPERIENCE": 1}
    assert f.kept_by_review == 9 and f.dedup_groups == 1 and f.dedup_merged_away == 1
    assert f.merge == {"create": 5, "update": 1, "skip": 1, "contradict": 1}
    assert f.stored == 6


def test_fastscrollbar_hallucination_rejected_s1_with_evidence(sample_run):
    db, r = sample_run
    store = Store(db)
    [(c, v, status)] = _by_session(r, store, "7c1d2e3f")
    assert status == "rejected" and v.reason == "S1_FACTUAL_ERROR" and v.verifier_verdict == "factual_error"
    claim = next(cl for cl in v.claims if cl.error == "S1_FACTUAL_ERROR")
    assert "attachToQBListView" in claim.text
    assert any(e.path.endswith("view/FastScrollBar.java") and e.line for e in claim.evidence)
    assert "FastScrollBarCompat.attachToQBRecyclerView" in [s.symbol for s in claim.suggestions]
    assert [x.id for x, _ in store.rejected()].count(c.id) == 1


def test_each_review_rejection_names_its_rule(sample_run):
    db, r = sample_run
    store = Store(db)
    reasons = {store.candidate(v["candidate_id"])[0].what[:40]: v["reason"] for v in r.verdicts if not v["keep"]}
    assert reasons == {
        "For FastScrollBar in Android lists use `": "S1_FACTUAL_ERROR",
        "New card classes in the xhome module sho": "PREFERENCE",
        "Don't just bump the timeout": "S2_MISSING_CONTEXT",
        "Never read a switch in a static initiali": "S3_MIXED_GRANULARITY",
        "When adding a forbidden capability you m": "S4_NOT_EXPERIENCE",
    }


def test_noise_session_yields_nothing_and_malformed_is_reported(sample_run):
    db, r = sample_run
    store = Store(db)
    assert _by_session(r, store, "9e8d7c6b") == []
    rows = {row["path"].rsplit("/", 1)[-1]: row for row in store.transcript_rows()}
    bad = rows["2026-11-12-truncated.jsonl"]
    assert bad["status"] == "processed"  # a malformed line in the middle costs that line, not the session
    [reported] = [e for e in r.errors if e["path"].endswith("2026-11-12-truncated.jsonl")]
    assert ":2: invalid JSON" in reported["error"] and reported["read"]
    assert any(a["action"] == "transcript_error" and ":2: invalid JSON" in a["detail"]["error"]
               for a in store.audit_log(bad["path"]))
    assert rows["2026-11-08-packager-retry-noise.jsonl"]["status"] == "processed"
    assert [e["path"].rsplit("/", 1)[-1] for e in r.errors] == ["2026-11-12-truncated.jsonl"]


def test_lenses_and_kept_experiences(sample_run):
    db, _ = sample_run
    store = Store(db)
    lenses = sorted((e.body.lens, e.status) for e in store.experiences())
    assert lenses == [("index", "active"), ("jargon", "active"), ("logic", "active"), ("logic", "active"),
                      ("logic", "contested"), ("logic", "contested")]
    whats = " | ".join(e.body.what for e in store.experiences())
    assert "xhome module" in whats and "FastCut*" in whats and "Read 'D site' as a piracy site" in whats
    assert "only reach UBA through the hooks layer" in whats and "SwitchKey" in whats


def test_dedup_groups_the_two_switch_sessions(sample_run):
    db, r = sample_run
    store = Store(db)
    groups = [json.loads(row[0]) for row in store.db.execute("SELECT body FROM dedup_groups")]
    [members] = [g["members"] for g in groups if len(g["members"]) > 1]
    sessions = sorted(store.candidate(m)[0].source.session for m in members)
    assert sessions == ["0199a3c2-6b1e-7f40-9a51-3c2d8e7f1a02", "plain-2026-11-05-video-autoplay"]


def test_update_skip_contradict(sample_run):
    db, r = sample_run
    store = Store(db)
    decisions = {d.action: d for d in store.decisions()}
    upd = decisions["update"]
    stop = store.experience(upd.target_id)
    assert stop.version == 2 and len(stop.history) == 2 and upd.self_check.passed
    assert "asynchronously" in stop.history[0].body.what and "spool file" in stop.body.what
    assert stop.body.when == stop.history[0].body.when  # the When is never widened by an update
    assert [s.session[:8] for s in stop.sources] == ["5b0c9d1e", "0199d1a0"]
    skip = decisions["skip"]
    assert store.experience(skip.target_id).body.lens == "jargon"
    assert store.candidate(skip.candidate_id)[0].source.session == "plain-2026-11-20-blocklist"
    con = decisions["contradict"]
    assert con.target_id == stop.id and "sync" in con.reason
    [waiting] = r.waiting
    assert waiting["contradiction"] == con.experience_id and waiting["target"] == stop.id
    assert store.contradiction(con.experience_id)["status"] == "pending"
    for d in store.decisions():
        assert d.prompt_version.startswith("merge@") and d.backend == "offline"


def test_secrets_never_reach_the_store_or_checkpoints(sample_run):
    db, _ = sample_run
    files = [str(db) + suffix for suffix in ("", "-wal", ".checkpoints", ".checkpoints-wal")]
    blobs = b"".join(open(p, "rb").read() for p in files if os.path.exists(p))
    assert b"SwitchKey" in blobs  # the files do hold the conversations' content...
    for secret in (b"sk-proj-9QmT4x2LwZk7RbVn3HcY8sJd1FgPq6Ae", b"hunter2-Prod!", b"b3BlbnNzaC1rZXktdjEAAAAA"):
        assert secret not in blobs  # ...but no secret


def test_rerun_adds_nothing_and_resolve_resumes_the_paused_thread(tmp_path):
    db = tmp_path / "g.sqlite"
    first = run([TRANSCRIPTS], str(QQBROWSER), db, backend=OfflineBackend())
    store = Store(db)
    counts = [store.count(t) for t in ("experiences", "experience_versions", "candidates", "merge_decisions")]
    again = run([TRANSCRIPTS], str(QQBROWSER), db, backend=OfflineBackend())
    assert again.run_id != first.run_id and again.funnel.candidates == 0 and again.funnel.conversations_skipped == 12
    assert [store.count(t) for t in ("experiences", "experience_versions", "candidates", "merge_decisions")] == counts
    [w] = first.waiting
    with Chain(db, None, OfflineBackend()) as chain:
        c = chain.resolve(w["contradiction"], "new")
        assert c["status"] == "resolved" and c["resolution"] == "new"
        assert chain.app.get_state({"configurable": {"thread_id": first.run_id}}).interrupts == ()
    assert store.experience(w["contradiction"]).status == "active"
    assert store.experience(w["target"]).status == "retired"
    assert {r["id"]: r["status"] for r in store.runs()}[first.run_id] == "done"


def test_incremental_upload_sees_an_episode_split_across_uploads_once(tmp_path):
    src = TRANSCRIPTS / "claude" / "2026-11-02-stop-hook-report.jsonl"
    lines = src.read_text().splitlines(keepends=True)
    live = tmp_path / "live.jsonl"
    db = tmp_path / "g.sqlite"
    live.write_text("".join(lines[:5]))  # Stop hook fired after the proposal, before the correction
    r1 = run([live], str(QQBROWSER), db, backend=OfflineBackend())
    assert r1.funnel.candidates == 0 and Store(db).position(str(live)) == (5, 1)
    live.write_text("".join(lines[:8]))  # ... after the fix, before the developer's acceptance
    r2 = run([live], str(QQBROWSER), db, backend=OfflineBackend())
    assert r2.funnel.candidates == 1 and r2.funnel.merge["create"] == 1
    live.write_text("".join(lines))  # ... after the acceptance: the same episode again, now closed
    r3 = run([live], str(QQBROWSER), db, backend=OfflineBackend())
    assert r3.funnel.conversations_read == 1 and r3.funnel.candidates == 0
    store = Store(db)
    assert store.count("experiences") == 1 and store.count("candidates") == 1
    assert store.offset(str(live)) == len(lines)
    r4 = run([live], str(QQBROWSER), db, backend=OfflineBackend())
    assert r4.funnel.conversations_skipped == 1 and r4.funnel.segments == 0


def test_source_check_only_against_the_sessions_own_repository(sample_run):
    from graph import review_s1
    from graph.models import Candidate, Explanation, Source

    db, r = sample_run
    store = Store(db)
    notes = {store.candidate(v["candidate_id"])[0].source.session[:8]: v["source_check"] for v in r.verdicts}
    assert notes["5b0c9d1e"] == "not checked: the session ran in agent-tools, not qqbrowser"
    assert notes["7c1d2e3f"] == "checked against qqbrowser: factual_error"
    assert notes["0199b7e4"] == "checked against qqbrowser: verified"

    def cand(repo):
        return Candidate(id="c", segment_id="s", when="When adding a fast scroll thumb", lens="logic", why="",
                         what="Use `FastScrollBar.attachToQBListView()`", evidence_turns=["t1"],
                         source=Source(session="s", transcript_path="/x", repository=repo),
                         explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))

    assert review_s1.source_check(cand("git@git.example.com:qb/qqbrowser.git"), str(QQBROWSER))[0] == "factual_error"
    verdict, claims, note = review_s1.source_check(cand("/home/lin/agent-tools"), str(QQBROWSER))
    assert verdict is None and claims == [] and "agent-tools" in note
    assert review_s1.source_check(cand(None), None)[2] == "not checked: no repository given"


def test_the_same_session_uploaded_twice_is_governed_once(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    text = (TRANSCRIPTS / "plain" / "2026-11-05-video-autoplay-switch.json").read_text()
    for d in (a, b):
        (d / "chat.json").write_text(text)
    r = run([a, b], str(QQBROWSER), tmp_path / "g.sqlite", backend=OfflineBackend())
    assert r.funnel.conversations_read == 2 and r.funnel.segments == 2
    assert r.funnel.candidates == 1 and r.funnel.merge["create"] == 1


def test_an_empty_new_session_file_is_neither_read_nor_an_error(tmp_path):
    (tmp_path / "new.jsonl").write_text("")
    db = tmp_path / "g.sqlite"
    r = run([tmp_path / "new.jsonl"], None, db, backend=OfflineBackend())
    assert r.errors == [] and r.funnel.conversations_read == 0 and r.funnel.conversations_skipped == 1
    assert Store(db).transcript_rows() == []
