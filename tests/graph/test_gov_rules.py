from graph import offline
from graph.models import Candidate, ExperienceBody, Explanation, PairJudgment, Source
from graph.rules import dedup_groups, merged_self_check, related, veto

WHEN = "When writing code that runs in the stop hook"


def cand(i, what, when=WHEN, why="because the hook blocks the agent", lens="logic", ts=None, conclusion=None):
    return Candidate(id=f"c{i}", segment_id="s", when=when, what=what, why=why, lens=lens, evidence_turns=["t1"],
                     conclusion=conclusion,
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
    # the conclusion type vetoes only when extraction decided it for both (never guessed from wording)
    assert veto(cand(1, "Send the report asynchronously", conclusion="howto"),
                cand(2, "Send the report asynchronously from a worker", conclusion="risk"))[0] == "different_conclusion_type"
    assert veto(cand(1, "Send the report asynchronously", conclusion="howto"),
                cand(2, "Send the report asynchronously.", conclusion="howto")) is None
    assert veto(base, cand(2, "Send the report synchronously"))[0] == "conflicting_conclusion"
    assert veto(base, cand(2, "Send the report asynchronously", when=WHEN + " of every hook runner"))[0] == "sub_mechanism"
    perf = cand(2, "Send the report asynchronously to improve performance")
    compat = cand(3, "Send the report asynchronously to keep compatibility")
    assert veto(perf, compat)[0] == "different_purpose"
    assert veto(base, cand(2, "Send the report asynchronously", lens="index"))[0] == "different_conclusion_type"
    assert veto(base, cand(2, "Send the report asynchronously.")) is None


def test_vetoes_by_meaning_across_languages():
    en = cand(1, "Only append the transcript path to the spool and return; never upload from inside the hook.",
              when="When writing the Claude Code Stop hook in `graph/cli.py` (cmd_hook)")
    zh = cand(2, "hook 里只把 transcript 路径写进 spool 就返回，绝对不要在 hook 里直接上传。",
              when="编写 `graph/cli.py` 里的 Claude Code Stop hook（cmd_hook）时", why="会把整个会话卡住。")
    assert veto(en, zh) is None  # a translation: the same When by meaning and anchors
    other = cand(3, en.what, when="When writing the Codex CLI notify hook in `scripts/codex_notify.sh`")
    assert veto(en, other)[0] == "different_when"  # the same advice for another module must not merge
    contra = cand(4, "Since base 7.2 the compat wrapper is no longer needed: attach `FastScrollBar` directly.",
                  when="When adding fast scrolling to an Android list built on QBRecyclerView")
    keep = cand(5, "用 `FastScrollBarCompat.attachToQBRecyclerView()`，别直接 attach `FastScrollBar`。",
                when="给基于 QBRecyclerView 的安卓列表加快速滚动条时")
    assert veto(keep, contra)[0] == "conflicting_conclusion"


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
    # an update that adds a "never" clause is still an update of the same lesson, not a new conclusion type
    never = cand(5, "Send the report in the stop hook asynchronously; never import langgraph at module level in `graph/cli.py`.")
    assert offline.merge(never, related(never, history)).action == "update"


def test_merge_across_languages_and_filler():
    history = {"e1": _body("Keep `maxInFlight` at 64 per device token; set it higher and the gateway drops messages.",
                           when="When changing how `services/pushgw` sends messages (queue.go, sender.go)",
                           why="The provider rejects more than 64 concurrent requests per token with HTTP 429."),
               "e2": _body("Call `FastScrollBarCompat.attachToQBRecyclerView()` instead of attaching `FastScrollBar`.",
                           when="When adding fast scrolling to an Android list built on QBRecyclerView")}

    def decide(what, when, why=""):
        c = cand(9, what, when=when, why=why)
        return offline.merge(c, related(c, history))

    ja = decide("device token ごとの `maxInFlight` は 64 のままにする。上げるとゲートウェイがメッセージを落とす。",
                "`services/pushgw` の送信処理（queue.go、sender.go）を変更するとき", "上流は 64 を超えると 429 を返す。")
    assert (ja.action, ja.target_id) == ("skip", "e1")
    filler = decide("Keep `maxInFlight` at 64 per device token, as I said. Really, please keep this in mind.",
                    "When changing how `services/pushgw` sends messages (queue.go, sender.go)")
    assert (filler.action, filler.target_id) == ("skip", "e1")
    value = decide("Set `maxInFlight` to 256 per device token for throughput.",
                   "When changing how `services/pushgw` sends messages (queue.go, sender.go)")
    assert (value.action, value.target_id) == ("contradict", "e1")
    gone = decide("Since base 7.2 the compat wrapper is no longer needed: attach `FastScrollBar` directly with `attach()`.",
                  "When adding fast scrolling to an Android list built on QBRecyclerView")
    assert (gone.action, gone.target_id) == ("contradict", "e2")


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
    # the stored symbol `FastScrollBarCompat` is kept when the merged What says `FastScrollBarCompat.attach...()`
    stored = _body("Use FastScrollBarCompat for QB lists.", when=target.when)
    merged = ExperienceBody(when=target.when, what="Use FastScrollBarCompat for QB lists: call "
                            "`FastScrollBarCompat.attachToQBRecyclerView()` after setAdapter().", why=stored.why, lens="logic")
    assert merged_self_check(stored, c, merged).what_keeps_specific_action
    invented = ExperienceBody(when=target.when, what=target.what + " Always restart the emulator twice.",
                              why=target.why, lens="logic")
    assert not merged_self_check(target, c, invented).no_unsupported_claims
