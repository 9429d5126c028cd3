"""Kotlin typealias chains and receiverless extension calls (issue 7: clikt's `option().int().withDefault()`):
a `typealias` the index keeps without a base is read from its declaration, so an alias has its own
extensions and then its target's members, alias by alias; a call written with no receiver is checked
through the extension functions it may be (`fun ParameterHolder.option(...): RawOption`); a link named
like a keyword (`.int()`) stays a link of the chain; kotlin.properties' delegate interfaces are known."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import open_verifier, verifier_over, write

OPTIONS_KT = """package app.options

import kotlin.properties.ReadOnlyProperty

interface ParameterHolder {
    fun registerOption(option: Any)
}

interface OptionDelegate<T> : ReadOnlyProperty<ParameterHolder, T> {
    fun describe(): String
}

interface OptionWithValues<AllT, EachT, ValueT> : OptionDelegate<AllT> {
    val envvar: String?
}

typealias NullableOption<EachT, ValueT> = OptionWithValues<EachT?, EachT, ValueT>
typealias RawOption = NullableOption<String, String>

fun ParameterHolder.option(vararg names: String): RawOption {
    TODO()
}

fun RawOption.int(): NullableOption<Int, Int> {
    TODO()
}

fun RawOption.counted(): OptionWithValues<Int, Boolean, Boolean> {
    TODO()
}

fun <EachT : Any, ValueT> NullableOption<EachT, ValueT>.required(): OptionWithValues<EachT, EachT, ValueT> {
    TODO()
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, {"src/app/options/Options.kt": OPTIONS_KT})


def claim_named(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text.split("(")[0].endswith(name))


def test_an_alias_has_the_extensions_of_the_alias_it_names(verifier):
    # `required` extends NullableOption; RawOption = NullableOption<String, String>
    c = claim_named(verifier, "RawOption.required", "required")
    assert c.status == "verified"


def test_an_alias_has_its_targets_members(verifier):
    assert claim_named(verifier, "RawOption.describe", "describe").status == "verified"
    assert claim_named(verifier, "RawOption.envvar", "envvar").status == "verified"


def test_a_member_of_no_alias_on_the_way_nor_the_target_is_missing(verifier):
    # OptionDelegate leaves the repository only into ReadOnlyProperty, whose one member is getValue
    c = claim_named(verifier, "RawOption.withDefault", "withDefault")
    assert c.error and c.rule == R.MEMBER_MISSING
    assert not claim_named(verifier, "RawOption.getValue", "getValue").error   # the platform base's


def test_a_keyword_named_link_stays_in_the_chain():
    c = next(c for c in extract_claims('`option("-r").int().withDefault(3)`') if c.name == "withDefault")
    assert c.chained_on == ("option",) and c.chain_links == ("int",)


@pytest.mark.parametrize("text, name, rule", [
    ('Verbosity is `option("-v").count()`.', "count", R.RETURNED_TYPE_MEMBER),
    ('Defaults come from `option("-r").int().withDefault(3)`.', "withDefault", R.CHAINED_LINK_MEMBER),
])
def test_a_member_missing_after_a_receiverless_extension_call_is_certain(verifier, text, name, rule):
    c = claim_named(verifier, text, name)
    assert c.error and c.rule == rule


@pytest.mark.parametrize("text, name", [
    ('Verbosity is `option("-v").counted()`.', "counted"),
    ('Ports are `option("-p").int().required()`.', "required"),
])
def test_a_member_present_after_a_receiverless_extension_call_is_verified(verifier, text, name):
    assert claim_named(verifier, text, name).status == "verified"


def test_a_class_method_of_the_calls_name_leaves_the_call_open(tmp_path):
    # inside `Other`, `option()` is Other's own method (what it returns has no count either, but the
    # call may be any class's own method of that name, not only the extensions read)
    other = OPTIONS_KT + "\nclass Other {\n    fun option(name: String): Other = this\n}\n"
    write(tmp_path / "repo", {"src/app/options/Options.kt": other})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, 'Verbosity is `option("-v").count()`.', "count")
        assert not c.error
    finally:
        v.close()


def test_an_actual_typealias_to_a_platform_type_of_its_name_is_not_followed_round(tmp_path):
    # `expect class Bitmap` beside `actual typealias Bitmap = android.graphics.Bitmap`: the alias names a
    # platform type, not the expect class (following it there went round and round)
    write(tmp_path / "repo", {
        "src/commonMain/kotlin/app/Image.kt": "package app\n\nexpect class Bitmap\n\nexpect abstract class Canvas\n",
        "src/androidMain/kotlin/app/Image.android.kt":
            "package app\n\nactual typealias Bitmap = android.graphics.Bitmap\n\n"
            "actual typealias Canvas = android.graphics.Canvas\n"})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "Bitmap.recycle", "recycle")
        assert not c.error
    finally:
        v.close()


def test_a_member_of_an_alias_of_an_outside_type_is_uncertain(tmp_path):
    # `actual typealias PlatformContext = android.content.Context`: on Android the type is Context itself
    write(tmp_path / "repo", {
        "src/commonMain/kotlin/app/PlatformContext.kt": "package app\n\nexpect abstract class PlatformContext\n",
        "src/androidMain/kotlin/app/PlatformContext.kt":
            "package app\n\nactual typealias PlatformContext = android.content.Context\n"})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "PlatformContext.getString", "getString")
        assert not c.error and c.rule == R.TYPE_ALIAS
    finally:
        v.close()
