"""PACKAGE_MEMBER_MISSING over a Go package whose public functions live in a generated file the index skips
(testify's `require/require.go`, "Code generated ... DO NOT EDIT."): the skipped file's top-level declarations
are read from its text, so `req.Equal` is found there and `req.Anything` is missing, with the same name in
another package of the repository (`mock.Anything`) as the suggestion. A skipped file whose package clause
is another package's leaves the question open. Real files, real tree-sitter, a real on-disk index."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

GENERATED = """// Code generated with github.com/example/_codegen; DO NOT EDIT.

package req

import "testing"

// Equal asserts that two objects are equal.
func Equal(t *testing.T, expected, actual interface{}) {
}

var (
	DefaultTimeout = 5
)
"""

FILES = {
    "go.mod": "module example.com/testy\n\ngo 1.21\n",
    "req/doc.go": "// Package req stops the test on the first failure.\npackage req\n",
    "req/requirements.go": "package req\n\n// TestingT is the test handle.\ntype TestingT interface {\n\tFailNow()\n}\n",
    "req/req.go": GENERATED,
    "mock/mock.go": 'package mock\n\n// Anything matches any argument.\nconst Anything = "mock.Anything"\n',
    "other/doc.go": "package other\n",
    "other/gen.go": GENERATED.replace("package req", "package notother"),
}


@pytest.fixture(scope="module")
def testy(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="testy")


def test_the_generated_file_is_skipped_by_the_index(testy):
    # the premise: the index holds no Equal; only the text of req/req.go declares it
    assert not testy.resolver.explorer.symbols_named("Equal")


def test_a_function_of_the_skipped_generated_file_is_found_in_its_text(testy):
    c = member(testy, "req.Equal")
    assert c.status == "verified" and c.rule == R.SCOPED_SYMBOL_FOUND
    assert c.evidence[0].path == "req/req.go" and c.evidence[0].line == 8


def test_a_grouped_variable_of_the_skipped_file_is_found(testy):
    assert member(testy, "req.DefaultTimeout").status == "verified"


def test_a_name_neither_the_indexed_nor_the_skipped_files_declare_is_missing(testy):
    c = member(testy, "req.Anything")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.PACKAGE_MEMBER_MISSING
    assert c.suggestions and c.suggestions[0].symbol == "mock.Anything"


def test_a_skipped_file_of_another_package_clause_leaves_it_open(testy):
    c = member(testy, "other.Equal")   # declared in a skipped file whose clause says another package
    assert c.rule != R.PACKAGE_MEMBER_MISSING and c.error is None
