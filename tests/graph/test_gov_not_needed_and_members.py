"""Merge shapes from the eighth held-out governance part: a lesson that calls the stored step "not needed"
contradicts it; an update that forbids another member of a type the stored text already cites adds something;
one number written with and without digit groups is one anchor."""

from graph import evaluation, offline, polarity, semantic
from graph.models import ExperienceBody

ESCAPE = ("Wrap the text in `rich.markup.escape(...)`, or pass `markup=False` to that `console.print` call.")
TIMEOUT = "Pass `timeout=(3.05, 30)` to every `requests.get`/`Session.request` call."


def test_calling_the_stored_step_not_needed_opposes_it():
    new = "Print user text as it is with the default markup on; escaping it is not needed."
    assert polarity.oppositions(new, ESCAPE)
    assert polarity.oppositions(ESCAPE, new)


def test_not_needed_about_something_else_does_not_oppose():
    # the fix is described, nothing the stored advice does is called unnecessary
    assert polarity.oppositions("Call `flush()` before exit; a restart is not needed.", "Call `flush()` before exit.") == []
    # both texts avoid the step: they agree
    assert polarity.oppositions("Escaping is not needed here.", "Never escape the branch names.") == []


def test_chinese_stop_passing_is_a_retirement():
    zh = "调合作方接口不要再传 `timeout`；自从任务调度器 20 分钟会杀掉 worker，就不需要每次调用的超时了。"
    assert polarity.oppositions(zh, TIMEOUT)
    en_retired = ("Leave `timeout` unset on the partner calls; the per-call timeout is no longer needed since the job "
                  "runner kills the worker after 20 minutes.")
    assert polarity.oppositions(zh, en_retired) == []  # a translation of the retirement agrees with it


def test_another_member_of_a_cited_type_is_new():
    new = TIMEOUT[:-1] + ", and never set `session.timeout`: requests ignores that attribute."
    assert semantic.missing_anchors(new, TIMEOUT) == {"session.timeout"}
    # the member alone still carries the qualified name when the type is not cited with another member
    assert "client.close" not in semantic.missing_anchors("use `Client.close`", "remember to call `close` at the end")


def test_digit_groups_do_not_make_a_new_number():
    assert semantic.missing_anchors("2000 件消えた", "the flush was skipped and 2 000 events were lost") == set()
    assert semantic.missing_anchors("2000 件消えた", "the flush was skipped and 2,000 events were lost") == set()
    assert semantic.missing_anchors("3000 件消えた", "the flush was skipped and 2 000 events were lost") == {"3000"}


def _cand(when, what, why):
    return evaluation._candidate({"when": when, "what": what, "why": why}, "c", "test")


def test_merge_reads_the_added_prohibition_as_an_update_and_not_needed_as_a_contradiction():
    when = "When `billing-sync` calls the partner invoice API with `requests`"
    stored = ExperienceBody(when=when, what=TIMEOUT, lens="logic", symbols=[],
                            why="requests has no default timeout; a half-open connection kept a worker blocked.")
    other = ExperienceBody(when="When `deployctl` prints user text with `console.print`", what=ESCAPE, lens="logic",
                           symbols=[], why="rich reads `[...]` as console markup.")
    update = _cand(when, TIMEOUT[:-1] + ", and never set `session.timeout`: requests ignores that attribute.",
                   "requests has no default timeout, and `Session` has no timeout setting.")
    d = offline.merge(update, [("e1", stored, 0.9), ("e2", other, 0.2)])
    assert (d.action, d.target_id) == ("update", "e1")
    retire = _cand("`billing-sync` 用 `requests` 调合作方发票接口时",
                   "调合作方接口不要再传 `timeout`；自从任务调度器 20 分钟会杀掉 worker，就不需要每次调用的超时了。",
                   "调度器自己的期限已经兜住了卡死的调用。")
    d = offline.merge(retire, [("e1", stored, 0.9), ("e2", other, 0.2)])
    assert (d.action, d.target_id) == ("contradict", "e1")


def test_an_object_field_given_another_value_is_an_opposite_setting():
    keep = "Keep `cors({ origin: '*', credentials: true })`; an origin list only has to be maintained for nothing."
    stored = "Configure `cors({ origin: ['https://dash.example.com'], credentials: true })` with the explicit origin list."
    assert [o.anchor for o in polarity.oppositions(keep, stored) if o.axis == "value"] == ["origin"]
    same = "Configure `cors({ origin: ['https://dash.example.com'], credentials: true })`, listing the origin."
    assert polarity.oppositions(same, stored) == []


def test_a_failure_named_first_then_its_cause_takes_no_stance():
    # "The X that broke was `bad` ...; do `good`": `bad` is the cause, not a use the stored lesson forbids
    cause_first = ("The cache that collapsed after one write was `node = node[key]` writing into the root; "
                   "move the cursor with `node.reset(node[key])`.")
    stored = "Step with `node.reset(node[key])`, not `node = node[key]`."
    assert polarity.oppositions(cause_first, stored) == []
    assert polarity.oppositions("Step with `node = node[key]`.", stored)  # really using it still opposes


def test_a_fact_only_loosely_like_another_lesson_does_not_take_away_the_unique_target():
    when = "When `metrics-relay` reads optional keys such as `flush_interval` from `relay.yaml`"
    fallback = ExperienceBody(when=when, what='Read them with a fallback, `config["flush_interval"].as<int>(10)`.',
                              why="`as<int>()` on a missing key throws `YAML::InvalidNode`; relays with the old short "
                                  "config did not start.", lens="logic", symbols=[])
    reload = ExperienceBody(when="When `metrics-relay` reloads `relay.yaml` on SIGHUP",
                            what="Call `YAML::LoadFile` inside a `try` that catches `YAML::BadFile` and "
                                 "`YAML::ParserException`, and keep the running `RelayConfig` when either is thrown.",
                            why="A half-written file during a deploy killed the relay.", lens="logic", symbols=[])
    new = _cand(when, 'Read them with a fallback, `config["flush_interval"].as<int>(10)`, and log a warning when the '
                      "key is present but its value does not convert.",
                "A missing key throws `YAML::InvalidNode` without a fallback; with one, `flush_interval: 10s` also "
                "fell back to 10 without a word, hiding a typo for weeks.")
    d = offline.merge(new, [("fallback", fallback, 0.9), ("reload", reload, 0.5)])
    assert (d.action, d.target_id) == ("update", "fallback")


def test_what_a_library_no_longer_does_is_no_retirement_of_the_advice():
    stored = "Set `transformer: superjson` on the `httpBatchLink` in the client's `links`."
    update = (stored[:-1] + "; never pass it to `createClient` itself, where v11 no longer reads it.")
    assert not [o for o in polarity.oppositions(update, stored) if o.axis == "required"]
    # a real retirement still opposes the advice
    assert polarity.oppositions("`transformer: superjson` on the link is no longer needed since v12.", stored)
