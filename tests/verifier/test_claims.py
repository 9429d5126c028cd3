"""Claim extraction: code references in English, Chinese and Japanese prose, and at the terminal.

The false-positive guard matters as much as the positives: a verifier that flags ordinary words is
noise and gets switched off.
"""
from __future__ import annotations

import dataclasses

import pytest

from verifier.claims import KINDS, Claim, extract_claims, looks_like_prose


def keys(claims):
    """(kind, qualifier, name) of each claim, in order."""
    return [(c.kind, c.qualifier, c.name) for c in claims]


def only(text, **kw):
    claims = extract_claims(text, **kw)
    assert len(claims) == 1, [(c.kind, c.text) for c in claims]
    return claims[0]


def check_spans(text, claims):
    for c in claims:
        assert text[c.span[0]:c.span[1]] == c.text, c
        assert c.kind in KINDS


# --------------------------------------------------------------------------------------------
# The article's case in three languages.

ARTICLE_ZH = "在 Android 列表开发中对接 FastScrollBar 时应使用 attachToQBListView() 方法"
ARTICLE_JA = "Android のリストで FastScrollBar を使うときは attachToQBListView() を呼ぶ"
ARTICLE_EN = "When wiring FastScrollBar into an Android list, call attachToQBListView()."


@pytest.mark.parametrize("text", [ARTICLE_ZH, ARTICLE_JA, ARTICLE_EN])
def test_article_sentence_pairs_method_with_type(text):
    c = only(text)
    assert c.kind == "member"
    assert c.qualifier == ("FastScrollBar",)
    assert c.name == "attachToQBListView"
    assert c.paired is True
    assert c.is_call is True and c.params == ""
    assert c.text == "attachToQBListView()"
    assert text[c.span[0]:c.span[1]] == c.text
    assert c.qualified_name == "FastScrollBar.attachToQBListView"


def test_article_without_spaces_and_fullwidth_parentheses():
    text = "在Android列表开发中对接FastScrollBar时应使用attachToQBListView（）方法。"
    c = only(text)
    assert keys([c]) == [("member", ("FastScrollBar",), "attachToQBListView")]
    assert c.text == "attachToQBListView（）" and c.paired and c.is_call
    check_spans(text, [c])


def test_fullwidth_parentheses_with_arguments_and_cjk_brackets():
    text = "请使用「FastScrollBarCompat」的【attachToQBRecyclerView（RecyclerView）】。"
    c = only(text)
    assert keys([c]) == [("member", ("FastScrollBarCompat",), "attachToQBRecyclerView")]
    # 请使用「T」的【m】: the lenticular brackets quote the member as 「」 quotes the type, so 使用 … 的 binds them
    assert c.params == "RecyclerView" and c.binding == "call_on" and not c.paired


def test_dotted_article_reference_is_not_paired():
    text = "FastScrollBar.attachToQBListView() does not exist; use FastScrollBarCompat.attachToQBRecyclerView()."
    claims = extract_claims(text)
    assert keys(claims) == [
        ("member", ("FastScrollBar",), "attachToQBListView"),
        ("member", ("FastScrollBarCompat",), "attachToQBRecyclerView"),
    ]
    assert not any(c.paired for c in claims)
    check_spans(text, claims)


# --------------------------------------------------------------------------------------------
# Pairing rules.

def test_pairing_uses_nearest_preceding_type_in_the_sentence():
    text = "FastScrollBar 的 attach() 和 RecyclerView 的 scrollToPosition(0) 都可以用。"
    claims = extract_claims(text)
    assert keys(claims) == [
        ("member", ("FastScrollBar",), "attach"),
        ("member", ("RecyclerView",), "scrollToPosition"),
    ]
    assert claims[1].params == "0"


def test_pairing_does_not_cross_sentences_when_several_types():
    text = "FastScrollBar is the bar. RecyclerView is the list. Later call detach()."
    claims = extract_claims(text)
    assert ("call", (), "detach") in keys(claims)
    assert ("type", (), "FastScrollBar") in keys(claims)
    assert ("type", (), "RecyclerView") in keys(claims)


def test_pairing_with_the_only_type_of_a_short_text():
    text = "FastScrollBar is the bar. Call attach() on it."
    assert keys(extract_claims(text)) == [("member", ("FastScrollBar",), "attach")]
    # The only type coming after the call in the text pairs too.
    assert keys(extract_claims("Call attach() on the FastScrollBar.")) == [
        ("member", ("FastScrollBar",), "attach")
    ]


def test_only_type_of_a_long_text_does_not_pair_across_sentences():
    filler = " ".join(["The list scrolls smoothly on every device we tried."] * 10)
    text = f"FastScrollBar draws the thumb. {filler} Call attach() at the end."
    assert len(text) > 500
    assert ("call", (), "attach") in keys(extract_claims(text))


def test_no_type_anywhere_keeps_a_call():
    c = only("Remember to call attach() before scrolling.")
    assert (c.kind, c.qualifier, c.name, c.is_call, c.paired) == ("call", (), "attach", True, False)


def test_dots_inside_identifiers_do_not_end_the_sentence():
    text = "FastScrollBarCompat.attachToQBRecyclerView() works; FooManager and com.foo.Bar.run then stop()"
    claims = extract_claims(text)
    assert keys(claims)[-1] == ("member", ("com", "foo", "Bar"), "stop")


def test_generic_calls_are_not_paired():
    claims = extract_claims("In FooManager, print() the value.")
    assert ("call", (), "print") in keys(claims)


def test_method_word_pairs_a_bare_identifier():
    text = "FastScrollBar的attachToQBListView方法不存在。"
    c = only(text)
    assert keys([c]) == [("member", ("FastScrollBar",), "attachToQBListView")]
    assert c.binding == "possessive" and not c.paired and not c.is_call and c.params is None
    c = only("Use the attachToQBListView method of FastScrollBar.")
    assert keys([c]) == [("member", ("FastScrollBar",), "attachToQBListView")]


@pytest.mark.parametrize(
    "text",
    [
        "Construct the model from the ParseResults returned by parse_string().",
        "Use attach() instead of FastScrollBar here.",
        "Pass the RecyclerView to attach() later.",
        "FastScrollBar 不是通过 attach() 创建的。",
        "RecyclerView を返す createList() を使う。",
    ],
)
def test_relating_words_keep_a_call_unpaired(text):
    claims = extract_claims(text)
    assert [c for c in claims if c.paired] == [], [(c.kind, c.text, c.qualifier) for c in claims]
    assert any(c.kind == "call" for c in claims)


def test_coordinated_or_elsewhere_owned_calls_are_not_paired():
    for text in ["The feeds page uses FeedList and fetchFeeds() from feedClient.js.",
                 "FeedList 和 fetchFeeds() 都在用。",
                 "In FeedPage we call fetchFeeds() from the feedClient module."]:
        claims = extract_claims(text)
        assert ("call", (), "fetchFeeds") in keys(claims), (text, claims)


def test_blank_line_ends_a_sentence_for_pairing():
    text = "FastScrollBar and RecyclerView are both used\n\nthen call attach()"
    assert ("call", (), "attach") in keys(extract_claims(text))


# --------------------------------------------------------------------------------------------
# Notations.

@pytest.mark.parametrize(
    "text, kind, qualifier, name, is_call, params",
    [
        ("FastScrollBar#attach", "member", ("FastScrollBar",), "attach", False, None),
        ("Foo::bar()", "member", ("Foo",), "bar", True, ""),
        ("std::string", "member", ("std",), "string", False, None),
        ("ns::A::b", "member", ("ns", "A"), "b", False, None),
        ("Foo::~Foo()", "member", ("Foo",), "~Foo", True, ""),
        ("FooBar::doIt", "member", ("FooBar",), "doIt", False, None),
        ("com.tencent.mtt.FastScrollBar.attach(View)", "member",
         ("com", "tencent", "mtt", "FastScrollBar"), "attach", True, "View"),
        ("com.tencent.mtt.FastScrollBar", "type", ("com", "tencent", "mtt"), "FastScrollBar", False, None),
        ("Type.method(_:)", "member", ("Type",), "method", True, "_:"),
        ("UITableView.reloadData(with:animated:)", "member", ("UITableView",), "reloadData", True,
         "with:animated:"),
        ("os.path.join", "member", ("os", "path"), "join", False, None),
        ("json.loads", "member", ("json",), "loads", False, None),
        ("Config.DEFAULT_TIMEOUT", "member", ("Config",), "DEFAULT_TIMEOUT", False, None),
        ("R.id.list_view", "member", ("R", "id"), "list_view", False, None),
        ("Foo.bar(int a, String b)", "member", ("Foo",), "bar", True, "int a, String b"),
        ("[FastCutManager sharedManager]", "member", ("FastCutManager",), "sharedManager", False, None),
        ("-[FastCutView setTitle:forState:]", "member", ("FastCutView",), "setTitle:forState:", False, None),
        ("+[FastCutManager managerWithName:]", "member", ("FastCutManager",), "managerWithName:", False, None),
        ("Foo::class", "type", (), "Foo", False, None),
        ("std::vector<int>::push_back", "member", ("std", "vector"), "push_back", False, None),
    ],
)
def test_reference_notations_in_prose(text, kind, qualifier, name, is_call, params):
    sentence = f"Check {text} before release."
    c = only(sentence)
    assert (c.kind, c.qualifier, c.name, c.is_call, c.params) == (kind, qualifier, name, is_call, params)
    assert c.text == text
    assert sentence[c.span[0]:c.span[1]] == text
    assert not c.paired


def test_package_exports_are_members_and_not_pairing_targets():
    claims = extract_claims("Go 服务里 context.WithTimeout 必须配合 defer cancel() 使用。")
    assert keys(claims) == [("member", ("context",), "WithTimeout"), ("call", (), "cancel")]
    assert keys(extract_claims("Use models.ChatSession here.")) == [("member", ("models",), "ChatSession")]


def test_scoped_package_specifiers_are_not_members():
    assert keys(extract_claims("鸿蒙端 FeedCard.ets 里不要直接 import @ohos.net.http。")) == [
        ("path", (), "FeedCard.ets")
    ]


def test_objc_message_send_with_arguments():
    c = only('Call [FastCutManager registerHandler:handler forKey:@"cut"] once.')
    assert (c.kind, c.qualifier, c.name) == ("member", ("FastCutManager",), "registerHandler:forKey:")


def test_objc_nested_send_and_lowercase_receiver():
    # the object `alloc` or a shared accessor returns is a FastCutManager: the outer selector is its
    claims = extract_claims("Use [[FastCutManager alloc] init] but not [manager start].")
    assert keys(claims) == [("member", ("FastCutManager",), "init"), ("member", ("FastCutManager",), "alloc")]
    claims = extract_claims("Check `[[FastCutManager sharedManager] isReady]` first.")
    assert ("member", ("FastCutManager",), "isReady") in keys(claims)
    claims = extract_claims("Use [[FastCutManager build] start].")          # not an accessor we know
    assert ("member", ("FastCutManager",), "start") not in keys(claims)


def test_self_receivers_name_the_member_only():
    claims = extract_claims("It calls self.reload() and reads this.mView.")
    assert keys(claims) == [("call", (), "reload"), ("identifier", (), "mView")]


def test_new_expression_names_a_type():
    c = only("Create it with new FastScrollBar(context) in the constructor.")
    assert (c.kind, c.name, c.is_call, c.params) == ("type", "FastScrollBar", True, "context")


def test_camel_case_types_and_identifiers_in_prose():
    text = "UBAHooks reports to QBListView; check getSwitchValue, is_enabled, mContext, kMaxSize and MAX_RETRY_COUNT."
    assert keys(extract_claims(text)) == [
        ("type", (), "UBAHooks"),
        ("type", (), "QBListView"),
        ("identifier", (), "getSwitchValue"),
        ("identifier", (), "is_enabled"),
        ("identifier", (), "mContext"),
        ("identifier", (), "kMaxSize"),
        ("identifier", (), "MAX_RETRY_COUNT"),
    ]


def test_qualified_type_not_also_emitted_alone_and_dedupe():
    text = "FastScrollBar.attach() and FastScrollBar.attach(View) and FastScrollBar again."
    claims = extract_claims(text)
    assert keys(claims) == [("member", ("FastScrollBar",), "attach")]
    assert claims[0].span == (0, 22)


def test_dedupe_keeps_first_span():
    text = "is_enabled here, and is_enabled there."
    c = only(text)
    assert c.span == (0, 10)


def test_claims_are_frozen_and_in_text_order():
    text = "See uba_hooks.h, then UBAHooks, then `attach()`."
    claims = extract_claims(text)
    assert [c.span[0] for c in claims] == sorted(c.span[0] for c in claims)
    with pytest.raises(dataclasses.FrozenInstanceError):
        claims[0].name = "x"
    assert isinstance(claims[0], Claim)


# --------------------------------------------------------------------------------------------
# Paths.

@pytest.mark.parametrize(
    "path, name",
    [
        ("chrome/browser/hooks/uba_hooks.h", "chrome/browser/hooks/uba_hooks.h"),
        ("app/src/main/java/...", "app/src/main/java"),
        ("app/src/main/java/com/tencent/mtt/FastScrollBar.java", "app/src/main/java/com/tencent/mtt/FastScrollBar.java"),
        ("foo.py", "foo.py"),
        ("README.md", "README.md"),
        ("CMakeLists.txt", "CMakeLists.txt"),
        ("build.gradle", "build.gradle"),
        ("./gradlew", "gradlew"),
        ("~/.bashrc", "~/.bashrc"),
        ("/usr/local/bin", "/usr/local/bin"),
        ("xhome/", "xhome"),
        ("src/utils", "src/utils"),
        (".github/workflows/ci.yml", ".github/workflows/ci.yml"),
        (".gitignore", ".gitignore"),
        ("package-lock.json", "package-lock.json"),
        ("FastScrollBar.java", "FastScrollBar.java"),
    ],
)
def test_paths_in_prose(path, name):
    sentence = f"Look at {path} first."
    c = only(sentence)
    assert (c.kind, c.qualifier, c.name) == ("path", (), name)
    assert c.text == path


def test_paths_in_cjk_text():
    text = "修改chrome/browser/hooks/uba_hooks.h里的上报逻辑，再看「xhome/src/main」。"
    assert keys(extract_claims(text)) == [
        ("path", (), "chrome/browser/hooks/uba_hooks.h"),
        ("path", (), "xhome/src/main"),
    ]


def test_cc_files_are_not_host_names():
    assert keys(extract_claims("Edit main.cc and browser.cc, not example.com.")) == [
        ("path", (), "main.cc"), ("path", (), "browser.cc"),
    ]


def test_python_special_names():
    assert keys(extract_claims("Define __init__ and __post_init__ in the class.")) == [
        ("identifier", (), "__init__"), ("identifier", (), "__post_init__"),
    ]


def test_windows_paths():
    assert keys(extract_claims("Run `scripts\\startAll.bat` or C:\\work\\app\\build.gradle once.")) == [
        ("path", (), "scripts/startAll.bat"), ("path", (), "C:/work/app/build.gradle"),
    ]


def test_ellipsis_and_commit_subjects_in_code_spans():
    assert extract_claims("Components: `conversation`,`more...`; commits like `fix(ci): bump` or `feat(ui): x`.") == [
        extract_claims("Components: `conversation`")[0]
    ]


def test_known_file_names_only_in_code():
    assert extract_claims("Write a Dockerfile and a Makefile for it.") == []
    assert keys(extract_claims("Run `make -f Makefile build` or see `Dockerfile`.")) == [
        ("path", (), "Makefile"), ("path", (), "Dockerfile"),
    ]


def test_path_with_line_number():
    c = only("The bug is at uba_hooks.cc:42 in the hook.")
    assert (c.kind, c.name) == ("path", "uba_hooks.cc")


# --------------------------------------------------------------------------------------------
# Modules.

@pytest.mark.parametrize(
    "text",
    [
        "Switches live in the xhome module.",
        "開關都在 xhome 模块里。",
        "スイッチは xhome モジュールにある。",
        "スイッチはxhomeモジュールにある。",
        "Look in module `xhome` for switches.",
        "Look in the `xhome` module for switches.",
        "配置在 xhome 目录下。",
        "Import it from the `xhome` package.",
        "开关定义在「xhome」模块里。",
        "スイッチは『xhome』モジュールにある。",
    ],
)
def test_module_phrases(text):
    c = only(text)
    assert (c.kind, c.qualifier, c.name) == ("module", (), "xhome")
    check_spans(text, [c])


def test_module_names_with_dash_and_underscore():
    claims = extract_claims("Both the `feature-flags` module and the hook_core module are loaded.")
    assert keys(claims) == [("module", (), "feature-flags"), ("module", (), "hook_core")]


@pytest.mark.parametrize(
    "text",
    [
        "A lightweight rule module handles provider differences.",
        "The debug updates module does nothing by default.",
        "Desktop uses it to determine the game's save directory.",
        "Put it in whatever directory you like; platform-independent modules go elsewhere.",
        "Open the applications folder and the Python module docs.",
        "Install the requests package and the serde crate first.",
    ],
)
def test_ordinary_module_and_directory_phrases(text):
    assert extract_claims(text) == []


def test_table_rows_are_sentences():
    text = "| class | method |\n|---|---|\n| FastScrollBar | attach() |\n| RecyclerView | scrollBy() |\n| note | detach() |"
    claims = extract_claims(text)
    assert ("member", ("FastScrollBar",), "attach") in keys(claims)
    assert ("member", ("RecyclerView",), "scrollBy") in keys(claims)
    assert ("call", (), "detach") in keys(claims)


def test_list_items_are_sentences():
    text = "- FastScrollBar draws the thumb\n- RecyclerView scrolls\n- call detach() when done"
    assert ("call", (), "detach") in keys(extract_claims(text))


def test_claude_file_mentions_and_npm_scopes():
    claims = extract_claims("Read @docs/guide.md, but @types/node and @angular/core are packages.")
    assert keys(claims) == [("path", (), "docs/guide.md")]


def test_file_name_with_cjk_middle_is_not_split_into_claims():
    assert extract_claims("文件名例如 CLAUDE_AGENT_2025.11.12.05.47_压缩文件_fix.md 这样。") == []


def test_backticked_builtin_types_are_not_claims():
    assert extract_claims("`any`型は使用しない。`unknown` を使い、`int64` か `size_t` にする。") == []


def test_parenthesised_explanation_keeps_the_name():
    c = only("FastScrollBar（高速スクロールバー）を使う。")
    assert (c.kind, c.name, c.is_call, c.params, c.text) == ("type", "FastScrollBar", False, None, "FastScrollBar")
    c = only("请调用 getSwitchValue（读取开关）。")
    assert (c.kind, c.name, c.is_call) == ("identifier", "getSwitchValue", False)


def test_extension_alone_in_backticks_is_not_a_claim():
    assert extract_claims("Rename every `.java` file and each `.kt` one.") == []


def test_path_with_non_ascii_file_name():
    c = only('<img src="website/assets/screenshot/2个人资料（用户画像）.png">')
    assert (c.kind, c.name) == ("path", "website/assets/screenshot/2个人资料（用户画像）.png")


# --------------------------------------------------------------------------------------------
# Wildcards.

@pytest.mark.parametrize("text", ["`FastCut*`", "FastCut*", "FastCutXXX", "FastCut...", "`FastCutXxx`"])
def test_wildcards(text):
    sentence = f"All {text} classes are deprecated."
    c = only(sentence)
    assert (c.kind, c.qualifier, c.name) == ("wildcard", (), "FastCut")
    assert c.text == text.strip("`")


def test_qualified_wildcard():
    c = only("Every FastCutManager.get* accessor is synchronous.")
    assert (c.kind, c.qualifier, c.name) == ("wildcard", ("FastCutManager",), "get")


def test_markdown_emphasis_is_not_a_wildcard():
    assert extract_claims("This is *Important* and **Critical** for everyone.") == []


# --------------------------------------------------------------------------------------------
# Backticks.

def test_backticked_spans_use_the_same_grammar():
    text = "Use `attach()`, `is_enabled`, `xhome`, `FastCut*`, `MAX_SIZE` and `std::string`."
    assert keys(extract_claims(text)) == [
        ("call", (), "attach"),
        ("identifier", (), "is_enabled"),
        ("identifier", (), "xhome"),
        ("wildcard", (), "FastCut"),
        ("identifier", (), "MAX_SIZE"),
        ("member", ("std",), "string"),
    ]
    # A backticked Capitalised word is a type, and being the only type it takes the call.
    assert keys(extract_claims("Use `Foo` then `attach()`.")) == [("member", ("Foo",), "attach")]


def test_backticked_single_lowercase_word_but_not_keywords_or_commands():
    claims = extract_claims("Pass `enabled`, not `null`; run `git status` and `npm install --save foo`.")
    assert keys(claims) == [("identifier", (), "enabled")]


def test_backticked_code_in_cjk_text_pairs():
    text = "对接 `FastScrollBar` 时调用 `attachToQBListView()`。"
    c = only(text)
    assert keys([c]) == [("member", ("FastScrollBar",), "attachToQBListView")]
    assert c.paired and c.text == "attachToQBListView()"


def test_fenced_code_block_is_code():
    text = "Example:\n```java\nFastScrollBar bar = new FastScrollBar(ctx);\nbar.attachToRecyclerView(list);\n```\nDone."
    claims = extract_claims(text)
    assert ("type", (), "FastScrollBar") in keys(claims)
    assert ("member", ("bar",), "attachToRecyclerView") in keys(claims)
    check_spans(text, claims)


def test_module_words_inside_fenced_code_are_code():
    text = "Setup:\n```python\n# load the xhome module lazily\nimport importlib\n```\nThen the xhome module runs."
    claims = extract_claims(text)
    assert [(c.kind, c.name, c.span[0] > text.index("Then")) for c in claims if c.kind == "module"] == [
        ("module", "xhome", True)
    ]


def test_double_backticks_and_glob_in_code():
    claims = extract_claims("Match ``*.java`` files and ``src/**/*.kt`` too.")
    assert claims == []


# --------------------------------------------------------------------------------------------
# Query mode and prose detection.

@pytest.mark.parametrize(
    "query, kind, qualifier, name, is_call",
    [
        ("FastScrollBar.attachToQBListView", "member", ("FastScrollBar",), "attachToQBListView", False),
        ("FastScrollBar#attach", "member", ("FastScrollBar",), "attach", False),
        ("ns::A::b", "member", ("ns", "A"), "b", False),
        ("A.b()", "member", ("A",), "b", True),
        ("A", "type", (), "A", False),
        ("Foo", "type", (), "Foo", False),
        ("FastScrollBar", "type", (), "FastScrollBar", False),
        ("foo", "identifier", (), "foo", False),
        ("attach()", "call", (), "attach", True),
        ("chrome/browser/hooks/uba_hooks.h", "path", (), "chrome/browser/hooks/uba_hooks.h", False),
        ("uba_hooks.h", "path", (), "uba_hooks.h", False),
        ("FastCut*", "wildcard", (), "FastCut", False),
        ("com.foo.bar.Baz", "type", ("com", "foo", "bar"), "Baz", False),
        ("  FastScrollBar.attach  ", "member", ("FastScrollBar",), "attach", False),
        ("-[FastCutView setTitle:]", "member", ("FastCutView",), "setTitle:", False),
    ],
)
def test_query_mode(query, kind, qualifier, name, is_call):
    c = only(query, query_mode=True)
    assert (c.kind, c.qualifier, c.name, c.is_call) == (kind, qualifier, name, is_call)
    assert query[c.span[0]:c.span[1]] == c.text == query.strip()


def test_query_mode_falls_back_to_prose():
    claims = extract_claims(ARTICLE_ZH, query_mode=True)
    assert keys(claims) == [("member", ("FastScrollBar",), "attachToQBListView")]


@pytest.mark.parametrize(
    "text",
    ["FastScrollBar.attachToQBListView", "A#b", "ns::A::b", "A.b()", "Foo", "foo",
     "chrome/browser/hooks/uba_hooks.h", "Foo.bar(int a, String b)", "-[FastCutView setTitle:forState:]"],
)
def test_references_do_not_look_like_prose(text):
    assert looks_like_prose(text) is False


@pytest.mark.parametrize(
    "text",
    [ARTICLE_ZH, ARTICLE_JA, ARTICLE_EN, "the xhome module", "FastScrollBar has attach",
     "FastScrollBar的attach方法"],
)
def test_prose_looks_like_prose(text):
    assert looks_like_prose(text) is True


def test_bad_input_type_is_a_clear_error():
    with pytest.raises(TypeError, match="expects str"):
        extract_claims(b"FastScrollBar")  # type: ignore[arg-type]


def test_empty_text():
    assert extract_claims("") == []
    assert extract_claims("   ", query_mode=True) == []
    assert looks_like_prose("") is False


# --------------------------------------------------------------------------------------------
# False-positive guard: ordinary sentences yield nothing.

ORDINARY = [
    "Make sure the hook reports asynchronously, or the process blocks.",
    "D site means a piracy site.",
    "Use JSON over HTTP; see the README for details.",
    "The API returns a 404 when the UI sends version 2.3.1 of the payload.",
    "Please e-mail dev@example.com or visit https://example.com/docs?a=1 for help.",
    "Mirror it at github.com/foo/bar or docs.python.org if needed.",
    "We use Node.js and Vue.js on the front end, e.g. for the settings page, i.e. the admin UI, etc.",
    "When the build fails, retry it once and check the logs.",
    "Files with the .java extension are compiled by javac.",
    "This is a well-known, long-running issue (see above) in our CI/CD pipeline.",
    "Read/write access is required for the file(s) under review.",
    "We moved to GitHub and JavaScript last year, and the iPhone app uses WeChat login.",
    "The U.S. team said: do not block the main thread!",
    "It took 3.5 seconds, roughly 2x slower than before (about 40%).",
    "Version 1.2.3 fixed it at 10:30 a.m. on Jan. 5, and v2.0 follows.",
    "The main module and the new module both import this module.",
    "Mr. Smith and Dr. Brown reviewed Fig. 3 and No. 7.",
    "The A/B test and the TCP/IP stack work 24/7 since 2024/01/02.",
    "PhD students and SaaS companies use URLs, APIs and IDs.",
    "ChatGPT and OpenAI, macOS and iOS, x86_64 builds, MHz and IPv4.",
    "The 5000 mAh battery draws 2 kWh at 101 kPa, sRGB on, pH neutral.",
    "Python 3.11, Java 17, C++, C# and ASP.NET or Socket.IO all work.It is fine.",
    "Items are split into module/component/interface layers; the value is false/null/etc.",
    "Ask on Slack (#android-dev) before you merge, and ping a reviewer when unsure.",
    "Licensed under GPLv3; the ARchive format and OAuth login work on XCode builds.",
    "Icons live under [Android(debug)] and [Android(release)]; clone vuepont/ai-elements-vue first.",
    "We recommend __not__ keeping the backups; use ESLint and OkHttp as usual.",
    "nit: s/recieve/receive/ and s/foo/bar/g please; LGTM once CI is green, PTAL.",
    "TODO(alice): remove this; FIXME(bob) too. Run it on x86/arm64/riscv targets.",
    "- ✅ 测试文件保持兼容（通过 Intent/反射调用），UI/设备测试另算。",
    "### SSH/セキュリティ と UI/UXライブラリ",
    "在发布之前，请确认所有的测试都已经通过。",
    "这个 API（应用程序接口）的 UI 需要在 iOS 和 Android 上保持一致。",
    "在这个模块里，不要直接调用网络接口。",
    "D 站指盗版站点。",
    "如果上报是同步的，进程就会阻塞，所以必须异步上报。",
    "リリース前にすべてのテストが通っていることを確認してください。",
    "この API は JSON を返すので、HTTP クライアント側でパースしてください。",
    "フックは非同期で報告しないとプロセスがブロックされる。",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_yields_no_claims(text):
    assert extract_claims(text) == [], [(c.kind, c.text) for c in extract_claims(text)]


def test_readme_as_path_is_a_claim_but_bare_readme_is_not():
    assert extract_claims("See the README.") == []
    c = only("See README.md.")
    assert (c.kind, c.name) == ("path", "README.md")


def test_mixed_paragraph_extracts_only_code():
    text = (
        "When the list is long, the UI stutters. In FastScrollBar, call attachToRecyclerView(list) "
        "instead of attach(view). The xhome module reads switches from `SwitchStore.getSwitchValue`; "
        "see chrome/browser/hooks/uba_hooks.h and https://example.com/wiki/FastScroll for background."
    )
    claims = extract_claims(text)
    assert keys(claims) == [
        ("member", ("FastScrollBar",), "attachToRecyclerView"),
        ("member", ("FastScrollBar",), "attach"),
        ("module", (), "xhome"),
        ("member", ("SwitchStore",), "getSwitchValue"),
        ("path", (), "chrome/browser/hooks/uba_hooks.h"),
    ]
    check_spans(text, claims)


def test_robust_on_arbitrary_text():
    """Any string: no exception, spans inside the text and equal to the claim text, kinds known."""
    import random

    rng = random.Random(20261130)
    alphabet = list("aAbBfFxX_:.#/()[]{}<>`*-+~@ \n\t'\"，。（）「」…模块モジュール") + [
        "FastScrollBar", "attach", "::", "...", "the ", " module", "```", "http://", "www.", ".java", "(s)",
    ]
    for _ in range(600):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        for query_mode in (False, True):
            claims = extract_claims(text, query_mode=query_mode)
            check_spans(text, claims)
            assert len({(c.kind, c.qualifier, c.name) for c in claims}) == len(claims)
        looks_like_prose(text)


# --------------------------------------------------------------------------------------------
# Text copied from transcripts: ids, blobs, escapes, markup, code.

def test_tool_ids_and_encoded_blobs_are_not_identifiers():
    text = ("tool toolu_d6f3b797-6068-575d-b and call_4180c288-595f-5bc9-b done; key "
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW end")
    assert extract_claims(text) == []


def test_json_escapes_separate_names():
    text = '{"output": "FastCutEvent.kt\\nFastCutItem.kt\\nFastCutView.java"}'
    assert keys(extract_claims(text)) == [
        ("path", (), "FastCutEvent.kt"), ("path", (), "FastCutItem.kt"), ("path", (), "FastCutView.java"),
    ]
    check_spans(text, extract_claims(text))


def test_git_remotes_and_markup_tags_are_not_claims():
    text = "Clone git@git.example.com:qb/qqbrowser.git, see <environment_context> and <cwd>/x</cwd>."
    assert extract_claims(text) == []


def test_generic_arguments_are_kept_but_tags_are_not():
    assert keys(extract_claims("Return a List<FastScrollBar> here.")) == [("type", (), "FastScrollBar")]


def test_chained_and_argument_calls_are_not_paired():
    text = "In FooManager we call FooManager.getInstance().isOn(key) and x = build_payload(event)."
    claims = extract_claims(text)
    # chained on the call before it (the resolver reads what getInstance() returns), not paired
    assert ("member", ("FooManager", "getInstance"), "isOn") in keys(claims)
    assert next(c for c in claims if c.name == "isOn").chained_on == ("FooManager", "getInstance")
    assert ("call", (), "build_payload") in keys(claims)
    assert not any(c.paired for c in claims)


def test_calls_inside_multi_token_code_are_not_paired():
    text = "FooManager: `t = threading.Thread(target=post, args=(build_payload(event),))`"
    claims = extract_claims(text)
    assert ("call", (), "build_payload") in keys(claims)
    assert not any(c.paired for c in claims)


def test_backticked_lone_call_after_backticked_type_is_paired():
    text = "`SwitchManager` has `isOn(String)`, so call it from the home tab."
    assert keys(extract_claims(text)) == [("member", ("SwitchManager",), "isOn")]


# --------------------------------------------------------------------------------------------
# Negated references: "X does not exist" is right exactly when X is missing.

@pytest.mark.parametrize(
    "text, name",
    [
        ("`FastScrollBar.attachToQBListView()` does not exist; use FastScrollBarCompat.", "attachToQBListView"),
        ("FastScrollBar.attachToQBListView() no longer exists.", "attachToQBListView"),
        ("There is no FastScrollBar.attachToQBListView method.", "attachToQBListView"),
        ("FastScrollBar.attachToQBListView 方法不存在，应使用 FastScrollBarCompat。", "attachToQBListView"),
        ("FastScrollBar 没有 attachToQBListView() 方法。", "attachToQBListView"),
        ("FastScrollBar.attachToQBListView() は存在しない。", "attachToQBListView"),
        ("The file chrome/browser/hooks/old_hooks.h was removed last year.", "chrome/browser/hooks/old_hooks.h"),
    ],
)
def test_negated_references(text, name):
    claims = [c for c in extract_claims(text) if c.name == name]
    assert len(claims) == 1 and claims[0].negated, extract_claims(text)
    assert not claims[0].paired  # "has no" / "没有" is no attribution


def test_affirmative_references_are_not_negated():
    for text in [ARTICLE_ZH, ARTICLE_JA, ARTICLE_EN,
                 "Do not block: FastScrollBar.attach() exists and works.",
                 "If the list is not a RecyclerView, call FastScrollBarCompat.attachToQBRecyclerView()."]:
        assert not any(c.negated for c in extract_claims(text)), text


@pytest.mark.parametrize("text, inner", [
    ("Required ones get `.priority(LayoutPriority.requried)` by default.", ("LayoutPriority",)),
    ("日志级别写 `setLevel(Level.VERBOS)`。", ("Level",)),
    ("Use `render(a.b, Theme.darkMode(1))` here.", ("Theme",)),
])
def test_a_types_member_written_as_a_calls_argument_is_a_claim(text, inner):
    members = [c for c in extract_claims(text) if c.kind == "member" and c.qualifier == inner]
    assert len(members) == 1 and not members[0].paired and not members[0].binding


def test_an_arguments_type_owns_no_call_of_the_sentence():
    # `start()` is not paired with Config because Config is written inside another call's arguments.
    claims = extract_claims("Call `setup(Config.DEFAULT)` then run `start()`.")
    assert [(c.kind, c.qualified_name) for c in claims] == [
        ("call", "setup"), ("member", "Config.DEFAULT"), ("call", "start")]


def test_a_lower_case_argument_is_the_callers_variable_not_a_claim():
    assert [c.qualified_name for c in extract_claims("Pin it with `equalTo(view.snp.bottom)`.")] == ["equalTo"]


def test_a_name_with_a_file_extension_that_is_called_is_a_member_not_a_file():
    claims = extract_claims("Read it with `HTTPConnection.json()`, then `res.json()`; the fixture is data.json.")
    assert [(c.kind, c.qualifier, c.name) for c in claims] == [
        ("member", ("HTTPConnection",), "json"), ("member", ("res",), "json"), ("path", (), "data.json")]


@pytest.mark.parametrize("text", [
    "Rx 版を使うモジュールだけ Podfile に `pod 'Moya/RxSwift'` を追加する。",
    "Add pod 'Moya/RxSwift' to the Podfile of the app target.",
    "The podspec declares `s.dependency 'Moya/Core'`.",
])
def test_a_cocoapods_subspec_is_no_path(text):
    # A pod's name and subspec, not a file: Moya once had a directory Moya/RxSwift, so read as a path
    # it was "stale" in history.
    assert not [c for c in extract_claims(text) if c.kind == "path"]


def test_a_path_after_other_words_in_quotes_is_still_a_path():
    claims = extract_claims("Edit 'Sources/Moya/MoyaProvider.swift' to change the default plugins.")
    assert [c.name for c in claims if c.kind == "path"] == ["Sources/Moya/MoyaProvider.swift"]
