"""A Swift module is written capitalised (`Nimble.beCloseTo`): where it is the project's own name, it is
the repository's own scope like a lower-case package, so a name declared nowhere and written nowhere in
the repository is no name of it (MEMBER_UNKNOWN_TO_REPOSITORY), with the module's near names as the
suggestion. A capitalised scope that is not the project's stays open."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as claim

FILES = {
    "Sources/Nimbly/Matchers/BeGreaterThan.swift": (
        "public func beGreaterThan<T: Comparable>(_ expectedValue: T?) -> Matcher<T> {\n"
        "    return Matcher { _ in true }\n}\n"),
    "Sources/Nimbly/Matchers/SatisfyAnyOf.swift": (
        "public func satisfyAnyOf<T>(_ matchers: Matcher<T>...) -> Matcher<T> {\n"
        "    return Matcher { _ in true }\n}\n"),
    "Sources/Nimbly/Matcher.swift": (
        "public struct Matcher<T> {\n    let check: (T) -> Bool\n"
        "    public init(_ check: @escaping (T) -> Bool) { self.check = check }\n}\n"),
    "Sources/Nimbly/Docs/Guide.md": "Use beLessThanOrEqual in Objective-C specs.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="nimbly")


def test_a_top_level_function_of_the_module_is_found(verifier):
    assert claim(verifier, "Nimbly.beGreaterThan").status == "verified"


def test_a_slip_written_nowhere_is_an_error_with_the_modules_near_name(verifier):
    c = claim(verifier, "Nimbly.beGreaterThen")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
    assert c.suggestions[0].symbol == "Nimbly.beGreaterThan"


def test_a_case_slip_is_an_error(verifier):
    c = claim(verifier, "Nimbly.satisfyAnyof")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "Nimbly.satisfyAnyOf"


def test_a_name_the_repository_writes_stays_open(verifier):
    assert claim(verifier, "Nimbly.beLessThanOrEqual").error is None


def test_a_capitalised_scope_that_is_not_the_project_stays_open(verifier):
    assert claim(verifier, "Quick.beGreaterThen").error is None
