"""Identifiers as the languages define them, and input that only looks like code (issue 10's findings
in the claim extractor): Unicode names, one-letter wildcards, SQL wildcards inside names."""
from __future__ import annotations

import random

import pytest

from verifier.claims import extract_claims

from verifier_repos import open_verifier, write

UNI = """package app.uni;

public class Uni {
    public void méthode() {}
    public int 计算() { return 1; }
}
"""
ANGULAR = """export class ɵRender3ComponentRef {
  create(): void {}
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("uni")
    write(root, {"src/app/uni/Uni.java": UNI, "web/render.ts": ANGULAR,
                 "src/com/tencent/Thing.java": "package com.tencent;\npublic class Thing { void go() {} }\n"})
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


@pytest.mark.parametrize("query", ["Uni.méthode", "Uni.计算", "ɵRender3ComponentRef.create"])
def test_unicode_names_are_whole_names(verifier, query):
    result = verifier.verify_text(query)
    assert [c.text for c in result.claims] == [query]
    assert result.verdict == "verified"


def test_a_unicode_name_in_prose_is_not_cut_at_the_first_non_ascii_letter(verifier):
    result = verifier.verify_text("After the refactor `Uni.méthode()` still exists, and so does ɵRender3ComponentRef.")
    assert {c.text for c in result.claims} >= {"Uni.méthode()"}
    assert result.verdict == "verified"


def test_cjk_glued_to_ascii_is_still_prose():
    assert [(c.qualified_name, c.binding) for c in extract_claims("FastScrollBar的attach方法")] == [
        ("FastScrollBar.attach", "possessive")]


@pytest.mark.parametrize("text", ["g*", "ab*", "a...", "x…"])
def test_one_or_two_letters_name_no_wildcard_family(text):
    assert [c for c in extract_claims(text) if c.kind == "wildcard"] == []


def test_underscores_in_a_name_are_not_sql_wildcards(verifier):
    # `C_M` once matched the package com.tencent through LIKE's `_` and its case folding.
    result = verifier.verify_text("C_M")
    assert result.verdict != "verified"


def test_random_bytes_verify_nothing(verifier):
    rng = random.Random(7)
    blob = bytes(rng.randrange(256) for _ in range(200_000)).decode("utf-8", errors="replace")
    result = verifier.verify_text(blob)
    assert result.verdict == "unverifiable", [c.text for c in result.claims if c.status == "verified"]
