"""Lifecycle: `governance reverify` on a copy of the sample repository that is then refactored.

The chain runs offline on the sample transcripts plus one session whose lesson cites a real method
(`FastScrollBarCompat.attachToQBRecyclerView()`; the sample sessions' only FastScrollBar lesson is the
hallucinated one Review rejects, so no stored experience cites a method). The copy is then edited the
way refactors break experiences: a method renamed, a class renamed, a class's file moved away.
"""
import json
import re
import shutil

import pytest
from gov_samples import QQBROWSER, TRANSCRIPTS

from graph import OfflineBackend, Store, run
from graph.cli import main
from graph.models import Candidate, ClaimCheck, CodeEvidence, Explanation, FailingClaim, MergeDecision, Source, \
    VerificationCheck

HISTORY_SESSION = {
    "session": "plain-2026-11-25-history-fast-scroll",
    "repository": "/home/lin/qqbrowser",
    "commit": "9c41aa7e20b3",
    "messages": [
        {"role": "user", "timestamp": "2026-11-25T09:00:00Z",
         "content": "Add a fast scroll bar to the history page; its list is a QBRecyclerView."},
        {"role": "assistant", "timestamp": "2026-11-25T09:01:00Z",
         "content": "I'll unwrap the inner RecyclerView and call `FastScrollBar.attachToRecyclerView()` on it.",
         "files": ["app/src/main/java/com/tencent/mtt/history/HistoryPage.java"]},
        {"role": "user", "timestamp": "2026-11-25T09:02:00Z",
         "content": "For a QBRecyclerView use `FastScrollBarCompat.attachToQBRecyclerView()`, because the unwrapped "
                    "RecyclerView does not know the QB header offsets and the thumb drifts."},
        {"role": "assistant", "timestamp": "2026-11-25T09:03:00Z",
         "content": "Switched to `FastScrollBarCompat.attachToQBRecyclerView(list)`; the thumb now tracks the headers.",
         "files": ["app/src/main/java/com/tencent/mtt/history/HistoryPage.java"]},
        {"role": "user", "timestamp": "2026-11-25T09:04:00Z", "content": "Yes, that's right."},
    ],
}

COMPAT = "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java"
SWITCH_KEY = "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchKey.java"
FASTCUT = "modules/xhome/src/main/java/com/tencent/mtt/xhome/fastcut"


@pytest.fixture
def world(tmp_path):
    repo = tmp_path / "qqbrowser"  # the name sessions recorded (/home/lin/qqbrowser): that is what is compared
    shutil.copytree(QQBROWSER, repo, ignore=shutil.ignore_patterns(".codeindex"))
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "2026-11-25-history-fast-scroll.json").write_text(json.dumps(HISTORY_SESSION), encoding="utf-8")
    db = tmp_path / "governance.sqlite"
    run([TRANSCRIPTS, extra], str(repo), db, backend=OfflineBackend())
    return repo, str(db)


def cli(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def reverify(capsys, repo, db):
    code, out, err = cli(capsys, "reverify", "--repo", str(repo), "--db", db, "--json")
    report = json.loads(out)
    assert report["exit"] == code
    return code, report


def by_what(db, fragment):
    store = Store(db)
    try:
        [exp] = [e for e in store.experiences() if fragment in e.body.what]
        return exp
    finally:
        store.close()


def snapshot(db):
    """Everything a re-verification may change, except the timestamp of the check itself."""
    store = Store(db)
    try:
        rows = store.db.execute("SELECT id, status, stale, last_verified_at, accepted_claims, updated_at, version "
                                "FROM experiences ORDER BY id").fetchall()
        return [tuple(r) for r in rows], store.audit_log()
    finally:
        store.close()


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_unchanged_code_keeps_everything_and_checks_only_this_repository(world, capsys):
    repo, db = world
    before = {e.id: e.status for e in Store(db).experiences()}
    code, r = reverify(capsys, repo, db)
    assert code == 0
    # The two stop-hook experiences were learned in agent-tools, not here.
    assert (r["checked"], r["valid"], r["stale"], r["other_repos"]) == (5, 5, 0, 2)
    after = Store(db).experiences()
    assert {e.id: e.status for e in after} == before
    checked = {o["experience_id"] for o in r["outcomes"]}
    assert all((e.last_verified_at is not None) == (e.id in checked) for e in after)
    fast = by_what(db, "FastScrollBarCompat.attachToQBRecyclerView")
    assert fast.id in checked and fast.last_check.verdict == "verified"
    assert fast.last_check.known_verified["FastScrollBarCompat.attachToQBRecyclerView()"].endswith(
        "FastScrollBarCompat.java:30")


def test_renamed_method_makes_its_experience_stale_until_the_code_is_back(world, capsys):
    repo, db = world
    reverify(capsys, repo, db)
    fast = by_what(db, "FastScrollBarCompat.attachToQBRecyclerView")
    others = {e.id: e.status for e in Store(db).experiences() if e.id != fast.id}
    original = (repo / COMPAT).read_text(encoding="utf-8")
    edit(repo / COMPAT, "attachToQBRecyclerView", "attachToRecycler")

    code, r = reverify(capsys, repo, db)
    assert code == 1 and (r["checked"], r["valid"], r["stale"], r["newly_stale"]) == (5, 4, 1, 1)
    [o] = [o for o in r["outcomes"] if o["outcome"] != "valid"]
    assert o["experience_id"] == fast.id and o["outcome"] == "stale" and o["status"] == "stale"

    exp = Store(db).experience(fast.id)
    assert exp.status == "stale" and exp.body == fast.body and [h.version for h in exp.history] == [1]
    assert exp.stale.previous_status == "active" and exp.stale.repo == "qqbrowser"
    [claim] = exp.stale.claims
    assert claim.text == "FastScrollBarCompat.attachToQBRecyclerView()" and claim.error == "S1_FACTUAL_ERROR"
    assert "has no member attachToQBRecyclerView" in claim.reason
    assert any(e.path == COMPAT and e.line == 16 for e in claim.evidence)
    assert claim.before == f"verified at {COMPAT}:30"
    assert ("FastScrollBarCompat.attachToRecycler", COMPAT, 30) in [(s.symbol, s.path, s.line) for s in claim.suggestions]
    stale_audit = [a for a in Store(db).audit_log(fast.id) if a["action"] == "reverify_stale"]
    assert len(stale_audit) == 1 and stale_audit[0]["actor"] == "reverify"
    assert stale_audit[0]["detail"]["claims"][0]["suggestions"][0]["symbol"]
    assert {e.id: e.status for e in Store(db).experiences() if e.id != fast.id} == others  # unaffected stay

    # Not served: the default listing leaves it out and says so; --status stale shows it with why.
    code, out, _ = cli(capsys, "list", "--db", db)
    assert fast.id not in out and "1 stale not shown" in out
    code, out, _ = cli(capsys, "list", "--db", db, "--status", "stale")
    assert fast.id in out and "did you mean " in out and "FastScrollBarCompat.attachToRecycler" in out
    code, out, _ = cli(capsys, "list", "--db", db, "--json")
    assert fast.id not in [e["id"] for e in json.loads(out)]
    code, out, _ = cli(capsys, "show", fast.id, "--db", db)
    assert "STALE since" in out and f"{COMPAT}:16" in out

    # The human-readable summary names the reason, the evidence and the suggestion.
    code, out, _ = cli(capsys, "reverify", "--repo", str(repo), "--db", db)
    assert code == 1 and "stale           1" in out and "STALE (still)" in out
    assert f"[evidence {COMPAT}:16]" in out and f"FastScrollBarCompat.attachToRecycler ({COMPAT}:30)" in out

    # No code change: nothing changes (no new audit entry, same statuses and finding).
    state = snapshot(db)
    code, r = reverify(capsys, repo, db)
    assert code == 1 and [o["outcome"] for o in r["outcomes"] if o["outcome"] != "valid"] == ["still_stale"]
    assert snapshot(db)[1] == state[1]
    assert [row for row in snapshot(db)[0] if row[0] == fast.id] == [row for row in state[0] if row[0] == fast.id]

    # The method is back: the next re-verification serves it again, on its own.
    (repo / COMPAT).write_text(original, encoding="utf-8")
    code, r = reverify(capsys, repo, db)
    assert code == 0 and r["recovered"] == 1 and r["stale"] == 0
    exp = Store(db).experience(fast.id)
    assert exp.status == "active" and exp.stale is None and exp.last_verified_at
    assert [a["action"] for a in Store(db).audit_log(fast.id)][-1] == "reverify_recovered"
    code, out, _ = cli(capsys, "list", "--db", db)
    assert fast.id in out and "stale not shown" not in out


def test_vanished_types_and_a_human_restore(world, capsys):
    repo, db = world
    reverify(capsys, repo, db)
    switch = by_what(db, "SwitchKey constant")
    fastcut = by_what(db, "FastCut*")
    # Rename the SwitchKey class with its constructor and factories (the file keeps its name; callers
    # elsewhere are not updated yet), and move FastCutManager's file out of the repository.
    key_source = (repo / SWITCH_KEY).read_text(encoding="utf-8")
    (repo / SWITCH_KEY).write_text(re.sub(r"\bSwitchKey\b", "SwitchId", key_source), encoding="utf-8")
    moved = repo / FASTCUT / "FastCutManager.kt"
    saved = moved.read_text(encoding="utf-8")
    moved.unlink()

    code, r = reverify(capsys, repo, db)
    assert code == 1 and r["stale"] == 2
    sw = Store(db).experience(switch.id)
    [claim] = sw.stale.claims
    # A bare type name the index no longer has is only "unverifiable" to the verifier (could be external);
    # that it verified here before is what makes it a regression.
    assert claim.text == "SwitchKey" and claim.status == "unverifiable" and claim.before == f"verified at {SWITCH_KEY}:9"
    assert [(s.symbol, s.path) for s in claim.suggestions][:1] == [("SwitchId", SWITCH_KEY)]
    fc = Store(db).experience(fastcut.id)
    assert [c.text for c in fc.stale.claims] == ["FastCutManager"]  # FastCut* still matches the other FastCut classes
    assert fc.stale.claims[0].before.endswith("FastCutManager.kt:11")

    # A human keeps serving the switch lesson anyway; its failing claim is accepted from then on.
    code, out, _ = cli(capsys, "restore", switch.id, "--db", db)
    assert code == 0 and "active again" in out
    code, _, err = cli(capsys, "restore", switch.id, "--db", db)
    assert code == 1 and "not stale" in err
    code, _, err = cli(capsys, "resolve", fastcut.id, "--keep", "old", "--db", db)
    assert code == 1 and f"governance restore {fastcut.id}" in err
    code, r = reverify(capsys, repo, db)
    assert code == 1 and [o["experience_id"] for o in r["outcomes"] if o["outcome"] == "still_stale"] == [fastcut.id]
    [o] = [o for o in r["outcomes"] if o["experience_id"] == switch.id]
    assert o["outcome"] == "valid" and o["accepted"] == ["SwitchKey"]
    assert [a["action"] for a in Store(db).audit_log(switch.id)][-2:] == ["reverify_stale", "restored"]

    # The file comes back and the class its old name: all valid, and the acceptance is forgotten.
    moved.write_text(saved, encoding="utf-8")
    (repo / SWITCH_KEY).write_text(key_source, encoding="utf-8")
    code, r = reverify(capsys, repo, db)
    assert code == 0 and r["recovered"] == 1
    assert Store(db).experience(fastcut.id).status == "active"
    assert Store(db).accepted_claims(switch.id) == []


def test_another_repository_checks_only_its_own_experiences(world, tmp_path, capsys):
    _, db = world
    other = tmp_path / "agent-tools"  # where the stop-hook sessions ran
    (other / "hooks").mkdir(parents=True)
    (other / "hooks" / "stop.py").write_text("def report(payload):\n    return payload\n", encoding="utf-8")
    code, r = reverify(capsys, other, db)
    assert code == 0 and (r["checked"], r["other_repos"]) == (2, 5)
    assert {o["experience_id"] for o in r["outcomes"]} == {e.id for e in Store(db).experiences("contested")}
    code, _, err = cli(capsys, "reverify", "--repo", str(tmp_path / "missing"), "--db", db)
    assert code == 2 and "not a directory" in err


def _candidate(i, what):
    return Candidate(id=f"cand-{i}", segment_id="seg", when="When reading switches across modules", what=what,
                     why="because the String lookup is cached as off", lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x", repository="/home/lin/qqbrowser"),
                     explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))


def test_a_stale_contested_experience_goes_back_to_contested_and_a_resolution_clears_it(tmp_path):
    store = Store(tmp_path / "s.sqlite")
    old, new = _candidate(1, "Use SwitchKey"), _candidate(2, "Pass the String name")
    store.apply_decisions("run-1", [
        MergeDecision(id="dec-1", candidate_id=old.id, action="create", reason="r", experience_id="exp-old"),
        MergeDecision(id="dec-2", candidate_id=new.id, action="contradict", target_id="exp-old", reason="r",
                      experience_id="exp-new"),
    ], {old.id: old, new.id: new}, [])
    gone = FailingClaim(text="SwitchKey", status="unverifiable", reason="no symbol SwitchKey", before="verified at a:9",
                        suggestions=[CodeEvidence(path="a", line=9, symbol="SwitchId")])
    check = VerificationCheck(at="t1", repo="qqbrowser", verdict="unverifiable", outcome="stale",
                              claims=[ClaimCheck(text="SwitchKey", status="unverifiable")], failing=[gone])
    assert store.record_check("exp-old", check) == "stale"
    assert store.record_check("exp-old", check) == "still_stale"
    assert store.experience("exp-old").stale.previous_status == "contested"
    valid = check.model_copy(update={"outcome": "valid", "failing": [], "at": "t2"})
    assert store.record_check("exp-old", valid) == "recovered"
    assert store.experience("exp-old").status == "contested" and store.experience("exp-old").last_verified_at == "t2"
    assert store.record_check("exp-old", check) == "stale"
    store.resolve("exp-new", "old")  # the human keeps the stale one: it is served, its failing claim accepted
    exp = store.experience("exp-old")
    assert exp.status == "active" and exp.stale is None and store.accepted_claims("exp-old") == ["SwitchKey"]
    assert store.experience("exp-new").status == "retired"
    assert "stale_resolved" in [a["action"] for a in store.audit_log("exp-old")]
    store.db.execute("UPDATE experiences SET status='retired' WHERE id='exp-old'")
    with pytest.raises(ValueError):
        store.record_check("exp-old", check)


def test_a_stale_finding_is_compared_by_the_verifiers_answer_not_its_wording(tmp_path):
    """A later run (a newer verifier) words the same failing claim otherwise: the experience is still
    stale with the finding it had; a claim that fails by another rule, or points elsewhere, is news."""
    store = Store(tmp_path / "s.sqlite")
    cand = _candidate(1, "Use FastCut.go")
    store.apply_decisions("run-1", [MergeDecision(id="dec-1", candidate_id=cand.id, action="create", reason="r",
                                                  experience_id="exp-1")], {cand.id: cand}, [])
    gone = FailingClaim(text="FastCut.go()", status="not_found", error="S1_FACTUAL_ERROR", rule="member_missing",
                        reason="FastCut (a.kt:3) has no member go", evidence=[CodeEvidence(path="a.kt", line=3,
                                                                                            symbol="FastCut")])
    check = VerificationCheck(at="t1", repo="qqbrowser", verdict="factual_error", outcome="stale",
                              claims=[ClaimCheck(text="FastCut.go()", status="not_found")], failing=[gone])
    assert store.record_check("exp-1", check) == "stale"

    reworded = gone.model_copy(update={"reason": "FastCut, declared at a.kt:3, lacks go"})
    assert store.record_check("exp-1", check.model_copy(update={"at": "t2", "failing": [reworded]})) == "still_stale"
    assert "reverify_stale_changed" not in [a["action"] for a in store.audit_log("exp-1")]
    assert store.experience("exp-1").stale.claims[0].reason == gone.reason

    other_rule = gone.model_copy(update={"rule": "member_case_differs"})
    assert store.record_check("exp-1", check.model_copy(update={"at": "t3", "failing": [other_rule]})) == "still_stale"
    assert store.experience("exp-1").stale.claims[0].rule == "member_case_differs"
    moved = other_rule.model_copy(update={"evidence": [CodeEvidence(path="b.kt", line=7, symbol="FastCut")]})
    store.record_check("exp-1", check.model_copy(update={"at": "t4", "failing": [moved]}))
    assert store.experience("exp-1").stale.claims[0].evidence[0].path == "b.kt"
    assert [a["action"] for a in store.audit_log("exp-1")].count("reverify_stale_changed") == 2


def test_a_lesson_matching_a_stale_experience_is_created_not_folded_into_it(world, tmp_path, capsys):
    repo, db = world
    reverify(capsys, repo, db)
    fastcut = by_what(db, "FastCut*")
    (repo / FASTCUT / "FastCutManager.kt").unlink()
    code, r = reverify(capsys, repo, db)
    assert Store(db).experience(fastcut.id).status == "stale"

    # Another developer's session teaches the same index lesson (same text, another session id).
    again = tmp_path / "again"
    again.mkdir()
    text = (TRANSCRIPTS / "codex" / "2026-11-06-direct-page-xhome.jsonl").read_text(encoding="utf-8")
    (again / "2026-11-28-direct-page-again.jsonl").write_text(
        text.replace("0199b7e4-1c2d-7a3b-8c4d-5e6f7a8b9c05", "0199b7e4-1c2d-7a3b-8c4d-5e6f7a8b9cff"), encoding="utf-8")
    before = {e.id for e in Store(db).experiences()}
    result = run([again], str(repo), db, backend=OfflineBackend())

    decisions = Store(db).decisions(result.run_id)
    new = {e.id for e in Store(db).experiences()} - before
    # A stale experience is not served, so it is no merge target: the lesson stands on its own.
    assert new, [(d.action, d.target_id) for d in decisions]
    assert all(d.target_id != fastcut.id for d in decisions)
    assert Store(db).experience(fastcut.id).status == "stale"
