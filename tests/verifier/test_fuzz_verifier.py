"""Seeded, bounded fuzzing of the claim extractor, verify_text and the batch reader (hypothesis).

Properties a user relies on whatever they paste: no exception, every claim's text is the input at
its span, one batch result per non-blank line in input order, ids kept."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verifier import Verifier
from verifier.claims import extract_claims

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"
FUZZ = settings(max_examples=150, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

# Pieces of real claims, prose and punctuation in the three languages, so the examples reach the
# extractor's rules instead of staying in its "no reference here" path.
PIECES = ["FastScrollBar", ".attachToQBListView()", "::", "#", "`", "()", "(int x)", "<T>", "A.b.c", "::push_back",
          "app/src/main/java/", ".java", "使用", "方法", "を呼ぶ", "は存在しない", "does not exist", " use ", " the ",
          "\n", " ", "-[UIView setTitle:forState:]", "*", "g*", "$", "@", "\\", "…", "「", "」", "é", "计算",
          "UbaHooks.OnPageLoad", "std::vector", "..", "/", "'", '"', "[", "]", "{", "}"]
texts = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(PIECES) | st.text(max_size=6), max_size=40).map("".join),
)


@FUZZ
@given(text=texts, query_mode=st.booleans())
def test_extract_claims_never_fails_and_spans_are_true(text, query_mode):
    for claim in extract_claims(text, query_mode=query_mode):
        start, end = claim.span
        assert 0 <= start <= end <= len(text)
        assert claim.text == text[start:end]


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    v = Verifier.open(SAMPLE, index_dir=tmp_path_factory.mktemp("fuzz-idx"))
    yield v
    v.close()


@FUZZ
@given(text=texts)
def test_verify_text_always_answers_with_a_verdict(verifier, text):
    result = verifier.verify_text(text, id="x")
    assert result.verdict in ("verified", "factual_error", "unverifiable")
    assert result.id == "x"


records = st.one_of(
    st.builds(lambda i, t: json.dumps({"id": i, "text": t}), st.text(max_size=8), texts),
    st.builds(lambda t: json.dumps({"text": t}), texts),
    st.builds(json.dumps, st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                                       lambda inner: st.lists(inner, max_size=3)
                                       | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=8)),
    st.text(max_size=60).filter(lambda s: "\n" not in s and "\r" not in s),
)


@settings(FUZZ, max_examples=60)
@given(lines=st.lists(records, min_size=1, max_size=12))
def test_batch_gives_one_result_per_line_in_order(verifier, lines):
    lines = [line.replace("\n", " ").replace("\r", " ") for line in lines]
    results = list(verifier.verify_batch(line + "\n" for line in lines))
    kept = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    assert len(results) == len(kept)
    for (n, line), result in zip(kept, results):
        try:
            record = json.loads(line)
        except ValueError:
            assert result.id == f"line:{n}" and result.verdict == "unverifiable"
            continue
        if isinstance(record, dict) and record.get("id") is not None:
            assert result.id == str(record["id"])
        else:
            assert result.id == f"line:{n}"
