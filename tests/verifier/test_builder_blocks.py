"""Kotlin builder blocks: a name written in `F { … }`, or said to be in F's builder, is a member of the
block's receiver (the type F's trailing lambda is declared on), and is checked there (rule
BUILDER_RECEIVER_MEMBER), in code and in English, Chinese and Japanese sentences."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims
from verifier_repos import verifier_over

FILES = {
    "src/main/kotlin/demo/Config.kt": """package demo

class Config internal constructor(val pretty: Boolean)

class ConfigBuilder internal constructor() {
    var prettyPrint: Boolean = false
    var indentWidth: Int = 4
    var ignoreUnknownKeys: Boolean = false
    var explicitNulls: Boolean = true
    fun module(name: String) {}
}

fun Config(builderAction: ConfigBuilder.() -> Unit): Config {
    val b = ConfigBuilder()
    b.builderAction()
    return Config(b.prettyPrint)
}
""",
    "src/main/kotlin/demo/Lists.kt": """package demo

class ItemListBuilder internal constructor() {
    fun addItem(value: String) {}
    fun addItems(values: List<String>) {}
}

fun buildItemList(builderAction: ItemListBuilder.() -> Unit): List<String> = emptyList()
""",
    "src/main/kotlin/demo/Other.kt": """package demo

class Exporter { val indent: String = "  "; fun encodeNulls() {} }
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def erring(verifier, text):
    return [c for c in verifier.verify_text(text).claims if c.error]


@pytest.mark.parametrize("text, builder", [
    ("Use `Config { prettyPrint = true }` for the CLI.", "Config"),
    ("We turned off `ignoreUnknownKeys` in the Config builder.", "Config"),
    ("Rows go through `addItems(rows)` inside buildItemList.", "buildItemList"),
    ("Config 配置里加 `indentWidth = 2`，输出更紧凑。", "Config"),
    ("Config の設定で prettyPrint = false にした。", "Config"),
])
def test_a_name_in_a_builder_block_records_the_block(text, builder):
    assert builder in {c.builder for c in extract_claims(text)}


def test_an_argument_inside_a_block_is_not_the_blocks_member():
    claims = extract_claims('`buildItemList { addItem(format(x)) }`')
    assert {c.name: c.builder for c in claims if c.name in ("addItem", "format")}.get("format") is None


@pytest.mark.parametrize("text, name, suggestion", [
    # in the block only the receiver's members can be meant: not Exporter's `indent`
    ("Use `Config { indent = 2 }` for the CLI.", "indent", "ConfigBuilder.indentWidth"),
    # no near miss: the receiver's member ending in the same word
    ("We turned off `encodeNulls` in the Config builder to shrink the payloads.", "encodeNulls",
     "ConfigBuilder.explicitNulls"),
    ("Each row becomes an element through `addItemz(row)` inside buildItemList.", "addItemz", "ItemListBuilder.addItem"),
    ("Config 构建器里设置 `pretty = true`。", "pretty", None),
    ("null を出さないために Config の設定で encodeNulls = false にした。", "encodeNulls", "ConfigBuilder.explicitNulls"),
])
def test_a_member_the_blocks_receiver_lacks_is_an_error(verifier, text, name, suggestion):
    [c] = [c for c in erring(verifier, text) if c.text.startswith(name)]
    assert c.status == "not_found"
    assert c.rule in (R.BUILDER_RECEIVER_MEMBER, R.TYPO_OF_OWN_MEMBER, R.MEMBER_CASE_DIFFERS)
    if suggestion:
        assert c.suggestions[0].symbol == suggestion


@pytest.mark.parametrize("text", [
    "Use `Config { prettyPrint = true; ignoreUnknownKeys = true }` for the CLI.",
    "`buildItemList { addItem(\"a\"); addItems(rest) }`",
    "Config 配置里加 `indentWidth = 2`。",
    "Config の設定で prettyPrint = false にした。",
    "Call `indent` on the Exporter.",                # no block: another type's member as before
    "`indent` does not exist in the Config builder.",   # said to be absent
])
def test_a_member_the_blocks_receiver_has_is_no_error(verifier, text):
    assert erring(verifier, text) == []


@pytest.mark.parametrize("text", [
    "`buildItemList { registerDefaults() }`",                       # the writer's extension, or a function around
    "Defaults come from `registerDefaults()` inside buildItemList.",
])
def test_a_call_in_a_block_that_is_no_slip_of_the_receivers_members_stays_open(verifier, text):
    [c] = [c for c in verifier.verify_text(text).claims if c.text.startswith("registerDefaults")]
    assert c.error is None and c.rule == R.BLOCK_CALL_OF_SCOPE
