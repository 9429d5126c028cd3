from graph import offline
from graph.models import Candidate, ExperienceBody, Explanation, PairJudgment, Source
from graph.rules import dedup_groups, merged_self_check, related, veto

WHEN = "When writing code that runs in the stop hook"


def cand(i, what, when=WHEN, why="because the hook blocks the agent", lens="logic", ts=None):
    return Candidate(id=f"c{i}", segment_id="s", when=when, what=what, why=why, lens=lens, evidence_turns=["t1"],
                     source=Source(session=f"s{i}", transcript_path="/x"), timestamp=ts,
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=["t1"]))


def test_groups_are_cliques_never_bridged():
    a, b, c = cand(1, "Send the report asynchronously"), cand(2, "Send the report asynchronously from a worker"), \
        cand(3, "Send the report from a worker thread")
    pairs = [PairJudgment(a="c1", b="c2", duplicate=True), PairJudgment(a="c2", b="c3", duplicate=True),
             PairJudgment(a="c1", b="c3", duplicate=False)]
    groups, log = dedup_groups([a, b, c], pairs, "dedup@x")
    members = [set(g.members) for g in groups]
    assert {"c1", "c2", "c3"} not in members
    assert sorted(len(m) for m in members) == [1, 2]
    assert any("would bridge" in line for line in log)


def test_full_clique_is_one_group():
    cs = [cand(i, "Send the report asynchronously") for i in range(3)]
    pairs = [PairJudgment(a=f"c{i}", b=f"c{j}", duplicate=True) for i in range(3) for j in range(i + 1, 3)]
    groups, _ = dedup_groups(cs, pairs, "v")
    assert [sorted(g.members) for g in groups] == [["c0", "c1", "c2"]]


def test_vetoes():
    base = cand(1, "Send the report asynchronously")
    assert veto(base, cand(2, "Send the report asynchronously", when="When building the release package"))[0] == "different_when"
    assert veto(base, cand(2, "Never send the report from the main thread"))[0] == "different_conclusion_type"
    assert veto(base, cand(2, "Send the report synchronously"))[0] == "conflicting_conclusion"
    assert veto(base, cand(2, "Send the report asynchronously", when=WHEN + " of every hook runner"))[0] == "sub_mechanism"
    perf = cand(2, "Send the report asynchronously to improve performance")
    compat = cand(3, "Send the report asynchronously to keep compatibility")
    assert veto(perf, compat)[0] == "different_purpose"
    assert veto(base, cand(2, "Send the report asynchronously", lens="index"))[0] == "different_conclusion_type"
    assert veto(base, cand(2, "Send the report asynchronously.")) is None


def test_vetoed_duplicates_are_not_grouped():
    a, b = cand(1, "Send the report asynchronously"), cand(2, "Send the report synchronously")
    groups, log = dedup_groups([a, b], [PairJudgment(a="c1", b="c2", duplicate=True)], "v")
    assert len(groups) == 2 and "conflicting_conclusion" in log[0]


def test_unknown_ids_in_dedup_pairs_are_rejected():
    import pytest

    with pytest.raises(ValueError, match="outside the candidate set"):
        dedup_groups([cand(1, "x")], [PairJudgment(a="c1", b="c9", duplicate=True)], "v")


def _body(what, when=WHEN, why="because the hook blocks the agent"):
    return ExperienceBody(when=when, what=what, why=why, lens="logic")


def test_merge_without_a_unique_target_creates():
    c = cand(1, "Send the report asynchronously and spool it")
    history = {"e1": _body("Send the report asynchronously and spool it first"),
               "e2": _body("Send the report asynchronously and spool it now")}
    rel = related(c, history)
    assert len(rel) == 2
    j = offline.merge(c, rel)
    assert j.action == "create" and "no unique best target" in j.reason


def test_merge_actions_against_one_target():
    history = {"e1": _body("Send the report in the stop hook asynchronously.")}
    same = cand(1, "Send the report in the stop hook asynchronously.")
    assert offline.merge(same, related(same, history)).action == "skip"
    more = cand(2, "Send the report in the stop hook asynchronously. Append it to the spool file before returning.")
    assert offline.merge(more, related(more, history)).action == "update"
    opposite = cand(3, "Send the report in the stop hook synchronously.")
    j = offline.merge(opposite, related(opposite, history))
    assert j.action == "contradict" and j.target_id == "e1"
    unrelated = cand(4, "Package the harmony build with the daemon off", when="When packaging a release")
    assert offline.merge(unrelated, related(unrelated, history)).action == "create"


def test_update_self_check_catches_overgeneralised_when_and_lost_action():
    target = _body("Use FastScrollBarCompat.attachToQBRecyclerView() for QB lists.",
                   when="When adding a fast scroll thumb to a QBListView in the bookmark page")
    c = cand(1, "Attach a fast scroll thumb.", when="When adding a fast scroll thumb")
    good = offline.update_check(target, c)
    assert good.self_check.passed and good.merged.when == target.when
    widened = ExperienceBody(when="When adding a fast scroll thumb", what="Attach a fast scroll thumb.",
                             why=target.why, lens="logic")
    check = merged_self_check(target, c, widened)
    assert not check.when_not_overgeneralised and not check.what_keeps_specific_action and not check.passed
    invented = ExperienceBody(when=target.when, what=target.what + " Always restart the emulator twice.",
                              why=target.why, lens="logic")
    assert not merged_self_check(target, c, invented).no_unsupported_claims
