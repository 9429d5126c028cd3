"""A receiverless call written as a whole argument of another call (`expect(path).to(beginsWith("/api"))`,
Nimble's matchers; `satisfyAllOf(beginWith("x"), endWith("y"))` one level down) is a claim of its own, in
inline code and in fenced blocks; a link after a dot (`.seconds(2)`) or a name only passed is not. On a real
index (real tree-sitter, real files) such a call that is a letter slip of the repository's function, written
nowhere in it, is CALL_SLIP with that function as the suggestion, named in the language that declares it
most (Swift, not the one Objective-C header that declares it too)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import verifier_over


def calls(text):
    return [(c.name, c.qualifier) for c in extract_claims(text) if c.kind == "call"]


def test_a_matcher_in_the_arguments_is_a_call_of_its_own():
    assert ("beginsWith", ()) in calls('路径检查：`expect(path).to(beginsWith("/api"))`。')
    assert ("throwsError", ()) in calls("`expect { try decode() }.to(throwsError())` で例外を確認する。")


def test_calls_nested_two_deep_in_a_fenced_block_are_claims():
    text = 'Spec:\n```swift\nlet m = satisfyAllOf(beginWith("x"), endWith("y"))\n```\n'
    names = [n for n, _q in calls(text)]
    assert {"satisfyAllOf", "beginWith", "endWith"} <= set(names)


def test_a_link_after_a_dot_and_a_passed_name_are_no_calls():
    names = [n for n, _q in calls("Use `expect(value).toEventually(equal(3), timeout: .seconds(2))`.")]
    assert "equal" in names and "seconds" not in names
    assert [n for n, _q in calls("map: `items.map(transform)`")] == []


FILES = {
    "Sources/Nimbly/Expectation.swift": (
        "public struct Expectation<T> {\n    let value: T\n"
        "    public func to(_ matcher: Matcher<T>) {}\n}\n\n"
        "public func expect<T>(_ value: T) -> Expectation<T> { Expectation(value: value) }\n"),
    "Sources/Nimbly/Matchers/BeginWith.swift": (
        "public func beginWith(_ prefix: String) -> Matcher<String> { Matcher() }\n"
        "public func beginWith<S: Sequence>(_ first: S.Element) -> Matcher<S> { Matcher() }\n"),
    "Sources/Nimbly/Matcher.swift": "public struct Matcher<T> {\n    public init() {}\n}\n",
    "ObjC/DSL.h": "#import <Foundation/Foundation.h>\nid beginWith(id item);\n",
    "README.md": "Matchers: `expect(name).to(beginWith(\"a\"))`.\n",
}


@pytest.fixture(scope="module")
def nimbly(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="Nimbly")


def argument_call(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.kind == "call" and c.text.startswith(name))


def test_a_letter_slip_of_a_matcher_in_the_arguments_is_certain(nimbly):
    c = argument_call(nimbly, '路径检查：`expect(path).to(beginsWith("/api"))`。', "beginsWith")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.CALL_SLIP
    assert c.suggestions[0].symbol == "Nimbly.beginWith"
    assert c.suggestions[0].path == "Sources/Nimbly/Matchers/BeginWith.swift"


def test_the_real_matcher_in_the_arguments_is_found(nimbly):
    c = argument_call(nimbly, 'Check it with `expect(path).to(beginWith("/api"))`.', "beginWith")
    assert c.status == "verified"
