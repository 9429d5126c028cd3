"""Attribution in prose: a sentence binds a member to a type as firmly as `T.m` (issue 7, kind 1)."""
from __future__ import annotations

from pathlib import Path

import pytest

from verifier import Verifier
from verifier_repos import assert_the_articles_slip
from verifier import rules as R
from verifier.claims import extract_claims

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


def bound(text: str) -> list[tuple[str, str | None]]:
    return [(c.qualified_name, c.binding) for c in extract_claims(text) if c.kind == "member"]


@pytest.mark.parametrize("text, binding", [
    # English
    ("Invoke `attachToQBListView()` on the `FastScrollBar` to get fast scrolling.", "member_of"),
    ("`FastScrollBar` has an `attachToQBListView` method.", "provides"),
    ("`FastScrollBar` 可以直接调用 `attachToQBListView()` 接上列表。", "call_on"),
    ("FastScrollBar 支持 attachToQBListView 方法", "provides"),
    ("FastScrollBar has an attachToQBListView method", "provides"),
    ("`FastScrollBar`'s `attachToQBListView()` wires the list to the bar.", "possessive"),
    ("Once you have a FastScrollBar, call attachToQBListView.", "call_on"),
    ("Create a `FastScrollBar` and then call `attachToQBListView()` on resume.", "call_on"),
    ("the `attachToQBListView` method of `FastScrollBar` is the one to use", "member_of"),
    # Chinese
    ("调用 `FastScrollBar` 的 `attachToQBListView()` 即可", "call_on"),
    ("FastScrollBar 的 attachToQBListView 方法会自动隐藏", "possessive"),
    ("`FastScrollBar` 类提供 `attachToQBListView`", "provides"),
    ("由 FastScrollBar 里的 attachToQBListView 负责", "possessive"),
    ("在 FastScrollBar 上调用 attachToQBListView()", "call_on"),
    ("创建 FastScrollBar 之后调用 attachToQBListView()", "call_on"),
    ("滚动条统一在 FastScrollBar 上 `attachToQBListView()`", "call_on"),   # on T, a call as code, no verb
    # Japanese
    ("`FastScrollBar` の `attachToQBListView` メソッドを使う", "call_on"),
    ("`FastScrollBar` の `attachToQBListView` メソッドは便利", "possessive"),
    ("FastScrollBar で attachToQBListView を呼ぶ", "call_on"),
    ("FastScrollBar を作ったら attachToQBListView を呼び出す", "call_on"),
    ("リスト用の FastScrollBar では `attachToQBListView()` で一つだけつなぐ", "call_on"),   # in T, by a coded call
    ("`FastScrollBar` には `attachToQBListView` メソッドがある", "provides"),
    ("独自の `FastScrollBar` では `attachToQBListView()` をオーバーライドする", "call_on"),
    # a variable whose name fits the type the sentence names
    ("call `bar.attachToQBListView()` on the `FastScrollBar`", "member_of"),
    ("call `fsb.attachToQBListView()` on the `FastScrollBar`", "member_of"),
    # type arguments, a shared instance, a code-quoted English word
    ("拿到 `FastScrollBar<T>` 之后直接调用它的 `attachToQBListView()`", "call_on"),
    ("FastScrollBar 里加一行 attachToQBListView() 就可以了", "call_on"),
])
def test_constructions_bind_the_member_to_the_type(text, binding):
    assert bound(text) == [("FastScrollBar.attachToQBListView", binding)]


@pytest.mark.parametrize("text", [
    "Use FeedList and fetchFeeds() together.",             # listed side by side
    "FastScrollBar is slow; profile it with traceview().",  # only the same sentence
    "`FastScrollBar`。`attachToQBListView()` は別の話。",       # another sentence
    "This has an `attach` method.",                         # "This" is not a type
    "```\nFastScrollBar bar; bar.attach(view);\n```",       # code is read as code
    "在 FastScrollBar 上 attachToQBListView 很重要",          # "on T" without a call written as code
    "FastScrollBar では `attachToQBListView()` が遅い",        # in T, a call that is the subject, not the means
])
def test_names_that_merely_share_a_sentence_are_not_bound(text):
    assert all(b is None for _q, b in bound(text))


def test_a_capitalised_member_without_a_call_or_member_word_is_left_to_the_types_language():
    [c] = [c for c in extract_claims("The `Logger`'s `Sugar` method returns a sugared logger.") if c.kind == "member"]
    assert (c.qualified_name, c.binding, c.capital_bound) == ("Logger.Sugar", "possessive", False)
    [c] = [c for c in extract_claims("The `Logger`'s `Config` decides the level.") if c.kind == "member"]
    assert (c.qualified_name, c.capital_bound) == ("Logger.Config", True)


@pytest.fixture(scope="module")
def verifier(tmp_path_factory) -> Verifier:
    v = Verifier.open(SAMPLE, index_dir=tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


@pytest.mark.parametrize("text", [
    "FastScrollBar で attachToQBListView を呼ぶ",
    "Once you have a FastScrollBar, call attachToQBListView.",
    "由 FastScrollBar 里的 attachToQBListView 负责",
    "リストは FastScrollBar の attachToQBListView でつなぐ",
    "给 FastScrollBar 设置 attachToQBListView。",
])
def test_a_bound_invented_member_is_a_factual_error_with_the_real_one_suggested(verifier, text):
    assert_the_articles_slip(verifier.verify_text(text))


def test_a_bound_real_member_is_verified_where_it_is_declared(verifier):
    result = verifier.verify_text("`FastScrollBar` の `attachToRecyclerView` メソッドでリストに付ける")
    assert result.verdict == "verified"
    assert result.claims[0].binding == "possessive"
    assert result.claims[0].evidence[0].path.endswith("FastScrollBar.java")


def test_negation_keeps_working_through_a_binding(verifier):
    result = verifier.verify_text("FastScrollBar has no attachToQBListView method.")
    assert result.verdict == "verified"   # said absent, and it is absent
    assert result.claims[0].rule == "stated_absent_and_absent"


def test_a_member_real_on_another_type_is_not_verified_on_the_bound_one(verifier):
    # attachToQBRecyclerView is FastScrollBarCompat's, not FastScrollBar's: bound, it is wrong.
    result = verifier.verify_text("`FastScrollBar`'s `attachToQBRecyclerView()` wires the list.")
    assert result.verdict == "factual_error"
    assert result.claims[0].suggestions[0].symbol == "FastScrollBarCompat.attachToQBRecyclerView"


@pytest.mark.parametrize("text", [
    "Add a `detachFromQBListView()` method to `FastScrollBar`.",
    "Implement `FastScrollBar`'s `detachFromQBListView()` next.",
    "给 `FastScrollBar` 新增一个 `detachFromQBListView()` 方法。",
    "`FastScrollBar` に `detachFromQBListView()` を実装する。",
])
def test_a_member_to_be_written_is_not_claimed_to_exist(verifier, text):
    assert verifier.verify_text(text).verdict != "factual_error"


@pytest.mark.parametrize("text, binding", [
    ("`FastScrollBar` instances have an `attachToQBListView()` method.", "provides"),
    ("After constructing `FastScrollBar`, invoke `attachToQBListView()`.", "call_on"),
    ("With `FastScrollBar`, call `attachToQBListView()` first.", "call_on"),
    ("the `attachToQBListView` method in `FastScrollBar` is slow", "member_of"),
    ("用 `FastScrollBar` 调 `attachToQBListView()`", "call_on"),
    ("`FastScrollBar` に `attachToQBListView()` メソッドがある", "provides"),
    ("之后还可以在 FastScrollBar 上接 attachToQBListView(view)。", "call_on"),   # chained on it
    ("`FastScrollBar` のインスタンスで `attachToQBListView()` を呼ぶ。", "call_on"),
    ("FastScrollBar 側でも `attachToQBListView()` を呼ぶとつながる。", "call_on"),   # on T's side, too
    ("`FastScrollBar` 側で `attachToQBListView` を呼び出す", "call_on"),
    ("Mantle 给 FastScrollBar 加的 `attachToQBListView()` 很方便。", "possessive"),   # added by an extension
])
def test_more_natural_constructions_bind(text, binding):
    assert bound(text) == [("FastScrollBar.attachToQBListView", binding)]


def test_a_construction_binds_every_member_of_a_list():
    assert bound("`FastScrollBar` has `attach()`, `attachToRecyclerView()` and `detachAll()`.") == [
        ("FastScrollBar.attach", "provides"), ("FastScrollBar.attachToRecyclerView", "provides"),
        ("FastScrollBar.detachAll", "provides")]
    assert bound("`FastScrollBar` 提供了 `attach()`、`detachAll()` 方法") == [
        ("FastScrollBar.attach", "provides"), ("FastScrollBar.detachAll", "provides")]


def test_an_owner_in_a_list_is_not_the_member_of_the_type_before_it():
    assert bound("FastScrollBar 的 attach() 和 RecyclerView 的 scrollToPosition(0) 都可以用。") == [
        ("FastScrollBar.attach", "possessive"), ("RecyclerView.scrollToPosition", "possessive")]


def test_a_variable_whose_name_does_not_fit_the_type_keeps_its_own_receiver():
    assert bound("call `db.attachToQBListView()` on the `FastScrollBar`") == [("db.attachToQBListView", None)]


def test_a_shared_instance_and_a_quoted_english_word_are_owners():
    assert ("FastScrollBar.shared.attachToQBListView", "call_on") in bound("调用 FastScrollBar.shared 的 attachToQBListView()")
    assert bound("`Call` には `executeAsync()` がある") == [("Call.executeAsync", "provides")]


# -- types written lower-case, as C++ names them ------------------------------------------------

CPP_TIMER = """#pragma once
namespace clock_kit {
class timer {
public:
    void start();
    double seconds() const;
};
class sample_sink {
public:
    virtual void write(int value);
};
class ring_sink : public sample_sink {
public:
    void write(int value) override;
    int last_value() const;
};
}  // namespace clock_kit
"""
GO_NODE = """package tree

type node struct{ children []*node }

func (n *node) insert(key string) {}
"""


@pytest.fixture(scope="module")
def lower_types(tmp_path_factory):
    from verifier_repos import open_verifier, write
    root = tmp_path_factory.mktemp("lower")
    write(root, {"include/clock_kit/timer.h": CPP_TIMER, "tree/node.go": GO_NODE})
    v = open_verifier(root, tmp_path_factory.mktemp("lower-idx"))
    yield v
    v.close()


@pytest.mark.parametrize("text, qualified, binding", [
    ("Once you have a `clock_kit::timer`, call `elapsed()` to read it.", "clock_kit.timer.elapsed", "call_on"),
    ("The timer's `restart()` resets it.", "timer.restart", "possessive"),
    ("调用 timer 的 restart() 重新计时。", "timer.restart", "call_on"),
    ("`ring_sink` の `last_values()` で直近の値を取る。", "ring_sink.last_values", "possessive"),
])
def test_a_lower_case_type_before_a_lower_case_member_binds_it(text, qualified, binding):
    assert (qualified, binding) in bound(text)


@pytest.mark.parametrize("text", [
    "okio 的 `Path` 很好用。",                 # a library's name before a Capitalised type
    "It has a `restart()` method.",         # an English subject
    "You have a `restart()` helper there.",
])
def test_a_lower_case_word_does_not_bind_a_capitalised_name_or_as_an_english_subject(text):
    assert all(b is None for _q, b in bound(text))


@pytest.mark.parametrize("text", [
    "Once you have a `clock_kit::timer`, call `elapsed()` to read it.",
    "The timer's `restart()` resets it.",
    "`sample_sink` の `last_value()` で直近の値を取る。",   # the subclass's member, said of the base
])
def test_a_member_missing_on_a_lower_case_cpp_type_is_a_factual_error(lower_types, text):
    result = lower_types.verify_text(text)
    assert result.verdict == "factual_error"
    claim = next(c for c in result.claims if c.error)
    assert claim.rule == R.MEMBER_MISSING and claim.binding


def test_a_real_member_of_a_lower_case_cpp_type_is_verified_on_it(lower_types):
    result = lower_types.verify_text("`ring_sink` の `last_value()` で直近の値を取る。 The timer's `seconds()` is a double.")
    assert result.verdict == "verified"
    assert {c.rule for c in result.claims if c.binding} == {R.MEMBER_FOUND}


def test_a_plain_lower_case_word_binds_only_a_c_or_cpp_type(lower_types):
    # Go's unexported `node` is a type, but a plain word "node" in a sentence is as likely a variable.
    result = lower_types.verify_text("The node's `remove()` drops a key.")
    assert result.verdict != "factual_error"
    assert result.claims[0].rule == R.PAIRED_ONLY


@pytest.mark.parametrize("text, binding", [
    # Japanese: T's m as the means ("T の m で …"), from T by a call written as one
    ("一覧は FastScrollBar の attachToQBListView でつなぐ。", "possessive"),
    ("一覧は FastScrollBar の attach でつなぐ。", "possessive"),                       # a plain word, by its で
    ("FastScrollBar から attachToQBListView() でリストを取る。", "call_on"),
    ("FastScrollBar の attach をオーバーライドして JSON にした。", "call_on"),        # a plain word, overridden
    # Chinese: setting T's member, a caught exception's member
    ("统一格式：给 FastScrollBar 设置 attach。", "call_on"),
    ("所有列表统一在 FastScrollBar 基类上设置 attach。", "call_on"),
    ("捕获 FastScrollBar 后用 `attach()` 判断。", "call_on"),
    ("捕获到 FastScrollBar 之后调用 attach() 拿到结果。", "call_on"),
    # even on T, by a call; a member used as a verb after creating T
    ("一覧以外の FastScrollBar でも attachToQBListView() でつなげる。", "call_on"),
    ("`FastScrollBar` を作ってから attach する決まり。", "call_on"),
    # an aside in brackets after the type
    ("進捗は FastScrollBar 型（type alias）の attachToQBListView で表示する。", "possessive"),
    ("FastScrollBar 类（旧版）的 attachToQBListView 方法已经删了。", "possessive"),
    # Chinese: 把 a member of T switched on, a member added to T, T's chain written into with 用
    ("在 `FastScrollBar` 上把 attachToQBListView 打开。", "call_on"),
    ("给 FastScrollBar 关掉 `attachToQBListView`。", "call_on"),
    ("FastScrollBar 上用 attachToQBListView() 接上列表。", "call_on"),
    # lenticular brackets quote a type as 「」 and backticks do
    ("【FastScrollBar】的 attachToQBListView 方法会自动隐藏", "possessive"),
])
def test_constructions_of_the_seen_sets_bind(text, binding):
    assert [b for _q, b in bound(text)] == [binding]
    assert bound(text)[0][0].startswith("FastScrollBar.")


@pytest.mark.parametrize("text", [
    "FastScrollBar の attach では遅い。",        # では: a topic, not the means
    "FastScrollBar の attach でもよい。",        # でも
    "FastScrollBar から attach を見る。",        # from T, a plain word with no call written
    "FastScrollBar の設定で attach する。",      # の binds 設定, not the word after it
    "FastScrollBar では attach() が遅い。",      # in T, a call that is the subject, not the means
    "FastScrollBar を作ったら attach が遅い。",  # after creating T, no call nor verb of it
])
def test_japanese_means_binds_only_a_member_used_by_it(text):
    assert all(b is None for _q, b in bound(text))


@pytest.mark.parametrize("text", [
    "给 FastScrollBar 加上 attachToQBListView() 就好了。",   # a member to be added, not said to exist
    "Next.js 的 FastScrollBar 里用 `attachToQBListView({ a: 1 })` 导出。",   # in T's place, anyone's function
    "在 FastScrollBar 上把列表接好。",              # 把 a Chinese object, not a member
    "FastScrollBar 上用户很多。",                  # 用户 (users) is no verb 用
])
def test_chinese_setting_and_using_bind_only_code(text):
    assert all(b is None for _q, b in bound(text))


@pytest.mark.parametrize("text, binding", [
    # Chinese: which one of T ("给单个 T", "对那个 T"), its m said after T in the clause
    ("给单个 FastScrollBar 调用 attach 接上列表。", "call_on"),
    ("对那个 FastScrollBar 调用 attach。", "call_on"),
    ("只对某个 FastScrollBar 实例开启快滚：调用它的 attach()。", "call_on"),
    ("单个 FastScrollBar 显示前先调用它的 `attach()`。", "call_on"),
    # English: a plain word right after a verb of calling, bound by a construction
    ("Once you have a `FastScrollBar`, call attach with the list.", "call_on"),
    ("Create a FastScrollBar and then call attach when the list is ready.", "call_on"),
    # Japanese and Chinese: T's plain-word member set, read or filled in
    ("FastScrollBar の attach を設定しておく。", "possessive"),
    ("FastScrollBar の attach にリストを渡している。", "possessive"),
    ("列表从 FastScrollBar 的 attach 里取。", "possessive"),
])
def test_plain_and_back_referring_members_bind(text, binding):
    assert bound(text) == [("FastScrollBar.attach", binding)]


@pytest.mark.parametrize("text", [
    "Once you have a FastScrollBar, call it again later.",    # "call it": plain English
    "When the FastScrollBar is ready, call back the user.",
    "Call attach on the list later.",                        # no type bound by a call construction
    "FastScrollBar の attach は遅い。",                       # T's m as a topic, not set or read
    "FastScrollBar 的 attach 很慢。",
    "FastScrollBar 很好。调用它的 attach()。",                 # its m in another sentence
    # a verb of using in the NEXT sentence is not beside the word (rapidjson's tutorial.zh-cn.md)
    "我们使用 `FastScrollBar` 实例的 attach。这是使用列表时常用的惯用法。",
])
def test_plain_words_stay_unbound_without_a_construction(text):
    assert all(b is None for _q, b in bound(text))


def test_a_variable_fits_a_nested_type_by_its_words():
    # `typeBuilder` holds a TypeSpec.Builder: its words are the nested type's, some left out
    assert ("TypeSpec.Builder.addMethod", "member_of") in bound(
        "Each getter is added with `typeBuilder.addMethod(getter)` on the TypeSpec.Builder.")
    assert ("rowBuilder.addMethod", None) in bound(
        "Each getter is added with `rowBuilder.addMethod(getter)` on the TypeSpec.Builder.")


@pytest.mark.parametrize("text, binding", [
    ("Each screen registers its key paths through observe:keyPath:options:block: on the FBKVOController.", "member_of"),
    ("FBKVOController の observe:keyPath:options:block: を呼ぶ。", "call_on"),
    ("调用 FBKVOController 的 observe:keyPath:options:block: 方法。", "call_on"),
])
def test_an_objc_selector_written_in_prose_without_backticks_is_one_bound_name(text, binding):
    assert bound(text) == [("FBKVOController.observe:keyPath:options:block:", binding)]


def test_colon_runs_that_are_no_selector_stay_prose():
    claims = extract_claims("Time 10:30:45, the ratio:width:height: note and http://a.example/x:y: stay words.")
    assert not any(":" in c.name for c in claims)


@pytest.mark.parametrize("text", [
    "Every list ends with `attach(view)` on its FastScrollBar.",                  # its T
    "Lists are wired by `attach(view)` on the qb FastScrollBar.",                 # a library's word before T
])
def test_on_its_type_and_on_a_librarys_type_bind(text):
    assert ("FastScrollBar.attach", "member_of") in bound(text)


def test_on_the_word_before_a_lower_case_noun_binds_nothing():
    assert all(b is None for _q, b in bound("Call `attach()` on the main thread."))


@pytest.mark.parametrize("text", [
    "Every list called attachToQBListView(view) on its FastScrollBar builder.",   # T.Builder, not T
    "Call `attachToQBListView()` on the FastScrollBar factory.",
])
def test_on_a_type_the_named_one_makes_binds_nothing(text):
    assert all(b is None for _q, b in bound(text))
    assert bound("Call `attachToQBListView()` on the FastScrollBar instance.") == [
        ("FastScrollBar.attachToQBListView", "member_of")]


@pytest.mark.parametrize("text, qualified, binding", [
    # a constructor call written as code stands for its instance
    ("Call `attachToQBListView()` on the `widgets.FastScrollBar()` instance.",
     "widgets.FastScrollBar.attachToQBListView", "member_of"),
    # module qualifiers as Python writes them, more than one
    ("ui.widgets.FastScrollBar の `attachToQBListView` で一覧につなぐ。",
     "ui.widgets.FastScrollBar.attachToQBListView", "possessive"),
    ("`qb.ui.widgets.FastScrollBar` 的 `attachToQBListView()` 会自动隐藏",
     "qb.ui.widgets.FastScrollBar.attachToQBListView", "possessive"),
])
def test_a_type_written_qualified_or_as_a_constructor_call_binds(text, qualified, binding):
    assert (qualified, binding) in bound(text)


def test_a_call_of_a_free_function_is_no_type_to_bind_to():
    assert bound("call `close()` on `open()` first") == []
