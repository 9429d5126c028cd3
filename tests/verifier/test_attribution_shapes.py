"""More attribution shapes (issue 7, kind 1): the passive ("`m()` is defined on `T`"), an
appositive ("`m()`, defined on `T`, …"), "On a `T`, `m()` …", "`T` supports `m()`", "on the request's
`T`", a receiverless fluent call (`` `.m()` on the `T` ``) and a one-word trailing-closure call
(`` `T` 的 `sink { … }` ``). Real tree-sitter over real files, a real on-disk index."""
from __future__ import annotations

from pathlib import Path

import pytest

from verifier import Verifier
from verifier_repos import assert_the_articles_slip
from verifier.claims import extract_claims

from verifier_repos import verifier_over

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


def bound(text: str) -> list[tuple[str, str | None]]:
    return [(c.qualified_name, c.binding) for c in extract_claims(text) if c.kind == "member"]


NEW_SHAPES = [
    ("`attachToQBListView()` is defined on `FastScrollBar`.", "member_of"),
    ("`attachToQBListView()` is provided by the `FastScrollBar`.", "member_of"),
    ("`attachToQBListView()` is called on the `FastScrollBar` before the list scrolls.", "member_of"),
    ("`attachToQBListView()`, defined on `FastScrollBar`, wires the list.", "member_of"),
    ("`attachToQBListView()` (on `FastScrollBar`) wires the list.", "member_of"),
    ("`attachToQBListView()` lives on `FastScrollBar`.", "member_of"),
    ("`attachToQBListView` is a method on `FastScrollBar`.", "member_of"),
    ("`attachToQBListView` is a static method of `FastScrollBar`.", "member_of"),
    ("On a `FastScrollBar`, `attachToQBListView()` wires the list.", "call_on"),
    ("On the `FastScrollBar`, call `attachToQBListView()` once.", "call_on"),
    ("`FastScrollBar` supports `attachToQBListView()` for lists.", "provides"),
    ("`FastScrollBar` lets you call `attachToQBListView()` once.", "provides"),
    ("With a `FastScrollBar`, you call `attachToQBListView()` once per list.", "call_on"),
    ("Call `attachToQBListView()` on the list's `FastScrollBar`.", "member_of"),
    ("Lists are wired with `.attachToQBListView()` on the `FastScrollBar`.", "member_of"),
    ("Ask the `FastScrollBar` for `attachToQBListView()` once the list is laid out.", "call_on"),
    ("列表准备好之后，FastScrollBar 也能直接 attachToQBListView(list)。", "call_on"),
]


@pytest.mark.parametrize("text, binding", NEW_SHAPES)
def test_the_new_english_shapes_bind_the_member_to_the_type(text, binding):
    assert bound(text) == [("FastScrollBar.attachToQBListView", binding)]


def test_a_one_word_call_with_a_trailing_closure_is_bound_like_the_name_alone():
    assert bound("在 ViewModel 里用 `FastScrollBar` 的 `attach { list in ... }` 接上列表。") == [
        ("FastScrollBar.attach", "call_on")]


@pytest.mark.parametrize("text", [
    "`FastScrollBar` supports `json` and `xml`.",                     # "supports" a word: perhaps a format
    "`attachToQBListView()` is called by `FastScrollBar` on resume.",  # T's code calls it, whoever's it is
    "On startup, `attachToQBListView()` runs once.",                  # no type
    "`attachToQBListView()` is defined in `FastScrollBar.java`.",      # a file, not a type
    "Use `list.reset().attachToQBListView()` on resume.",             # a link of a written chain
    "`if { ready }` guards the `FastScrollBar`.",                      # a keyword and a block
    "Ask the `FastScrollBar` for `help` in the issue tracker.",        # asked for a word, not a call
    "FastScrollBar 能 attach 列表。",                                    # what T does, no call written
    "Why does FastScrollBar support `attachToQBListView()`?",          # a product's name, not written as code
    "`attachToQBListView()` is only available on the JVM.",            # a platform it runs on
])
def test_look_alike_shapes_stay_unbound(text):
    assert all(b is None for _q, b in bound(text))


@pytest.fixture(scope="module")
def verifier(tmp_path_factory) -> Verifier:
    v = Verifier.open(SAMPLE, index_dir=tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


@pytest.mark.parametrize("text", [t for t, _b in NEW_SHAPES])
def test_a_member_bound_by_a_new_shape_is_a_factual_error_with_the_real_one_suggested(verifier, text):
    assert_the_articles_slip(verifier.verify_text(text))


def test_a_real_member_in_a_new_shape_is_verified(verifier):
    result = verifier.verify_text("`attachToRecyclerView()` is defined on `FastScrollBar`.")
    assert result.verdict == "verified"
    assert result.claims[0].binding == "member_of"


SWIFT = {
    "Sources/Promise.swift": """public final class Promise<T> {
    public func done(_ body: @escaping (T) -> Void) -> Promise<Void> { return Promise<Void>() }
    public func map<U>(_ transform: @escaping (T) -> U) -> Promise<U> { return Promise<U>() }
    public init() {}
}
""",
    "Sources/Guarantee.swift": """public final class Guarantee<T> {
    public func sink(_ body: @escaping (T) -> Void) {}
    public init() {}
}
""",
}


@pytest.fixture(scope="module")
def swift(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, SWIFT)


def test_a_trailing_closure_call_bound_to_a_type_that_lacks_it_is_a_factual_error(swift):
    # Guarantee has sink, Promise does not: the model put a sibling's member on Promise.
    result = swift.verify_text("在 ViewModel 里用 `Promise` 的 `sink { value in ... }` 接收结果。")
    assert result.verdict == "factual_error"
    claim = next(c for c in result.claims if c.error)
    assert claim.binding == "call_on" and claim.evidence[0].path.endswith("Promise.swift")
    assert claim.suggestions[0].symbol == "Guarantee.sink"


def test_a_trailing_closure_call_the_type_has_is_verified(swift):
    result = swift.verify_text("在 ViewModel 里用 `Promise` 的 `done { value in ... }` 接收结果。")
    assert result.verdict == "verified"


@pytest.mark.parametrize("text, qualified", [
    ("The output is consumed with `.attach { list in ... }` on the `FastScrollBar`.", "FastScrollBar.attach"),
    ("Chain `.thumb` on the FastScrollBar returned by the factory.", "FastScrollBar.thumb"),
])
def test_a_receiverless_block_call_or_property_binds_to_the_type_after_it(text, qualified):
    assert bound(text) == [(qualified, "member_of")]


@pytest.mark.parametrize("text", [
    "Ship the `.jar` and the `.netrc` with it.",                      # a receiverless name, nothing says on what
    "The parsed config path is written to the command's `Destination` field.",   # a Capitalised member on a word
    "调用含有 allocator 的 `SetString()` 重载函数。",                     # the overload that takes an allocator
])
def test_receiverless_words_and_capitalised_members_on_lower_case_words_stay_unbound(text):
    assert all(b is None for _q, b in bound(text))
