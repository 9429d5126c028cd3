"""RETURNED_TYPE_MEMBER after a receiverless call (real tree-sitter, real index): `expect(total).toEqual(42)`
where every declaration of the top-level `expect` outside tests states a type of the repository it returns
(Nimble's SyncExpectation and AsyncExpectation, behind parameters that nest three parentheses deep): the
member must be on one of them."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

FILES = {
    "Sources/Nimbly/DSL.swift": """public func expect<T>(file: String = #filePath, _ expression: @autoclosure @escaping () throws -> T?) -> SyncExpectation<T> {
    return SyncExpectation(expression)
}

public func expect<T>(file: String = #filePath, _ expression: @autoclosure () -> (() throws -> T)) -> SyncExpectation<T> {
    return SyncExpectation(expression())
}
""",
    "Sources/Nimbly/DSL+Async.swift": """public func expect<T>(file: String = #filePath, _ expression: @escaping () async throws -> T?) -> AsyncExpectation<T> {
    return AsyncExpectation(expression)
}
""",
    "Sources/Nimbly/Expectation.swift": """public struct SyncExpectation<T> {
    public func to(_ matcher: String) {}
    public func toNot(_ matcher: String) {}
}

public struct AsyncExpectation<T> {
    public func to(_ matcher: String) async {}
    public func toEventually(_ matcher: String) async {}
}
""",
    "Sources/Nimbly/Loose.swift": """public func describe(_ text: String) {}

public func look(_ text: String) -> SomeOutsideType {
    return SomeOutsideType()
}
""",
}


@pytest.fixture(scope="module")
def nimbly(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="nimbly")


def chained(verifier, text):
    return next(c for c in verifier.verify_text(text).claims if c.kind == "member")


@pytest.mark.parametrize("text", [
    "Spec style: `expect(total).toEqual(42)` reads better.",
    "断言写成 `expect(x).should(equal(1))`，和 RSpec 一致。",
])
def test_a_member_on_none_of_the_returned_types_is_certain(nimbly, text):
    c = chained(nimbly, text)
    assert c.rule == R.RETURNED_TYPE_MEMBER and c.error, c.reason


@pytest.mark.parametrize("text", [
    "Use `expect(x).toNot(beNil())`.",          # on SyncExpectation only
    "Use `expect(x).toEventually(equal(1))`.",  # on AsyncExpectation only
])
def test_a_member_on_one_of_the_returned_types_is_verified(nimbly, text):
    c = chained(nimbly, text)
    assert c.status == "verified", c.reason


def test_a_function_returning_nothing_known_leaves_the_chain_open(nimbly):
    claims = nimbly.verify_text("Use `look(x).toEqual(1)`.").claims
    assert all(c.error is None for c in claims), [(c.text, c.reason) for c in claims]


def test_a_function_that_is_also_a_macro_leaves_the_chain_open(tmp_path_factory):
    # Nimble's Objective-C `#define expect(...) NMB_expect(...)` beside its Swift functions: an
    # Objective-C `expect(@1)` makes an NMBExpectation, which no Swift declaration states
    files = {**FILES, "Sources/NimblyObjC/include/DSL.h": (
        "#define expect(...) NMB_expect(^{ return (__VA_ARGS__); }, @(__FILE__), __LINE__)\n")}
    for verifier in verifier_over(tmp_path_factory, files, name="nimbly"):
        c = next(c for c in verifier.verify_text('expect(@1).toWithDescription(equal(@3), @"loaded")').claims
                 if c.text.startswith("toWithDescription"))
        assert c.error is None, c.reason
