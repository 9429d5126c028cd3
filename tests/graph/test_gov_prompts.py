import pytest

import prompts


def test_every_step_has_a_prompt_with_a_version():
    seen = set()
    for step in prompts.STEPS:
        p = prompts.load(step)
        assert p.name == step and p.version.startswith(step + "@") and len(p.version) == len(step) + 11
        seen.add(p.version)
    assert len(seen) == len(prompts.STEPS)


def test_prompts_carry_the_articles_rules():
    extract = prompts.load("extract").text
    for rule in ("jargon", "index", "logic", "factual error", "common sense", "summary", "one-off", "preference",
                 "missing context", "mixed granularity", "not actionable", "insufficient evidence"):
        assert rule in extract, rule
    assert "KEEP" in prompts.load("review").text and "S4" in prompts.load("review").text
    dedup = prompts.load("dedup").text
    assert "SEPARATE" in dedup and "bridge" in dedup and "cliques" in dedup
    merge = prompts.load("merge").text
    assert "CREATE when unsure" in merge and "UNIQUE best target" in merge
    assert "outline" in prompts.load("group").text
    for check in ("when_not_overgeneralised", "what_keeps_specific_action", "why_keeps_mechanism", "no_unsupported_claims"):
        assert check in prompts.load("update_check").text


def test_unknown_prompt_is_an_error():
    with pytest.raises(KeyError):
        prompts.load("summarise")
