"""Types of call results past one link, and of variables a text assigns a call's result (issue 7):
rules CHAINED_LINK_MEMBER (`ImageRequest.Builder(ctx).data(x).fit()`, one link a line in a fence) and
DECLARED_RESULT_MEMBER (`auto result = options.parse(argc, argv); result.has("x")`), and Kotlin's
`= apply { }` body, which returns its receiver."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import open_verifier, verifier_over, write

REQUEST_KT = """package app.request

class ImageRequest private constructor(val data: Any?) {
    fun newBuilder(): Builder = Builder(this)

    class Builder(private val context: Any) {
        private var data: Any? = null
        private var width: Int = 0

        fun data(data: Any?) = apply {
            this.data = data
        }

        fun size(width: Int) = apply {
            this.width = width
        }

        fun tag(value: String) = also { }

        fun describe() = "builder"

        fun build(): ImageRequest {
            return ImageRequest(data)
        }
    }
}
"""
OPTIONS_HPP = """namespace opts {

class ParseResult {
 public:
  size_t count(const std::string& name) const { return 0; }
  const std::vector<KeyValue>& arguments() const { return args_; }
};

class OptionAdder {
 public:
  OptionAdder& operator()(const std::string& name, const std::string& desc) { return *this; }
};

class Options {
 public:
  explicit Options(std::string program) {}
  ParseResult parse(int argc, const char* const* argv) { return ParseResult(); }
  Options& positional_help(std::string help) { return *this; }
  OptionAdder add_options(std::string group = "") { return OptionAdder(); }
};

}
"""


LOADER_KT = """package app

class ImageLoader private constructor() {
    fun enqueue(request: Any) {}

    class Builder(private val context: Any) {
        fun build(): ImageLoader = ImageLoader()
    }
}
"""
LOADER_EXT_KT = """package app

fun ImageLoader.Builder.crossfade(enable: Boolean) = crossfade(if (enable) 200 else 0)

fun ImageLoader.Builder.crossfade(durationMillis: Int): ImageLoader.Builder {
    return this
}
"""
MAP_H = """namespace tsl {
template <class Key, class T>
class robin_map {
 public:
  void reserve(size_t count) {}
  bool contains(const Key& key) const { return false; }
};
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, {"src/app/request/ImageRequest.kt": REQUEST_KT,
                                                "include/opts.hpp": OPTIONS_HPP,
                                                "src/app/ImageLoader.kt": LOADER_KT,
                                                "src/app/crossfade.kt": LOADER_EXT_KT,
                                                "include/tsl/robin_map.h": MAP_H})


def claim_named(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text.split("(")[0].endswith(name))


FENCE = """Thumbnail request:

```kotlin
val request = ImageRequest.Builder(context)
    .data(url)
    .%s()
    .build()
```"""


# -- extraction -------------------------------------------------------------------------------------

def test_a_capitalised_constructor_with_one_plain_argument_in_code_is_a_call():
    c = next(c for c in extract_claims("`ImageRequest.Builder(context).fit()`") if c.name == "fit")
    assert c.chained_on == ("ImageRequest", "Builder")


def test_a_capitalised_word_before_a_parenthesised_word_in_prose_is_no_call():
    assert [c.is_call for c in extract_claims("Run the Release(debug) build first.") if c.name == "Release"] in ([], [False])


def test_a_longer_chain_records_the_calls_between():
    claims = {c.name: c for c in extract_claims("Use `ImageRequest.Builder(ctx).data(x).size(1).fit()`.")}
    assert claims["fit"].chained_on == ("ImageRequest", "Builder")
    assert claims["fit"].chain_links == ("data", "size")
    assert claims["data"].chain_links == ()


def test_a_chain_with_one_link_a_line_is_one_chain():
    claims = {c.name: c for c in extract_claims(FENCE % "fit")}
    assert claims["fit"].chained_on == ("ImageRequest", "Builder") and claims["fit"].chain_links == ("data",)
    assert claims["build"].chain_links == ("data", "fit")


def test_a_sentence_after_a_call_is_no_link():
    claims = extract_claims("Call `Builder(ctx).data(x)`.\n.fit() is not a link")
    assert all(not c.chain_links for c in claims)


def test_a_variable_assigned_a_chain_holds_the_chains_last_call():
    claims = {c.name: c for c in extract_claims(
        "`val request = ImageRequest.Builder(ctx).data(x).build()` then `request.fit()`")}
    assert claims["fit"].declared_call == (("ImageRequest", "Builder"), ("data", "build"))
    # not the Builder the construction began with
    assert claims["fit"].declared_type is None


def test_a_variable_the_text_declares_is_written_as_its_type_in_the_call():
    claims = {c.name: c for c in extract_claims(
        'opts::Options options("x"); auto result = options.parse(argc, argv); result.count("v")')}
    assert claims["count"].declared_call == (("opts", "Options", "parse"), ())


def test_a_statement_that_goes_on_past_the_calls_declares_nothing():
    claims = {c.name: c for c in extract_claims("`x = foo.bar().baz; x.qq()`")}
    assert claims["qq"].declared_call is None


# -- CHAINED_LINK_MEMBER --------------------------------------------------------------------------------

def test_a_member_missing_after_links_that_return_their_receiver_is_certain(verifier):
    c = claim_named(verifier, FENCE % "fit", "fit")
    assert c.error and c.rule == R.CHAINED_LINK_MEMBER


@pytest.mark.parametrize("text", [FENCE % "size", "Use `ImageRequest.Builder(ctx).tag(\"a\").data(x).size(1)`."])
def test_a_member_present_after_the_links_is_verified(verifier, text):
    assert claim_named(verifier, text, "size").status == "verified"


def test_a_member_of_what_the_last_link_returns(verifier):
    c = claim_named(verifier, "Use `ImageRequest.Builder(ctx).data(x).build().newBuilder()`.", "newBuilder")
    assert c.status == "verified"
    c = claim_named(verifier, "Use `ImageRequest.Builder(ctx).data(x).build().size(2)`.", "size")
    assert c.error and c.rule == R.CHAINED_LINK_MEMBER   # an ImageRequest has no size


def test_a_link_whose_declaration_states_nothing_leaves_the_member_a_plain_call(verifier):
    # describe() is `= "builder"`: nothing says what it returns
    c = claim_named(verifier, "Use `ImageRequest.Builder(ctx).describe().trimmed()`.", "trimmed")
    assert not c.error and c.kind == "call"


# -- DECLARED_RESULT_MEMBER ---------------------------------------------------------------------------------

def test_a_member_missing_on_a_declared_calls_result_is_certain(verifier):
    c = claim_named(verifier, 'opts::Options options("x"); auto result = options.parse(argc, argv); result.has("v")', "has")
    assert c.error and c.rule == R.DECLARED_RESULT_MEMBER


def test_a_member_present_on_a_declared_calls_result_is_verified(verifier):
    c = claim_named(verifier, 'opts::Options options("x"); auto result = options.parse(argc, argv); result.count("v")', "count")
    assert c.status == "verified"


def test_a_variable_assigned_a_built_chain_is_what_build_returns(verifier):
    text = "`val request = ImageRequest.Builder(ctx).data(x).build()`, then `request.%s()`"
    c = claim_named(verifier, text % "size", "size")
    assert c.error and c.rule == R.DECLARED_RESULT_MEMBER   # the request, not the Builder
    assert claim_named(verifier, text % "newBuilder", "newBuilder").status == "verified"


def test_a_chain_on_a_declared_variable_goes_on_from_its_type(verifier):
    c = claim_named(verifier, 'opts::Options options("x");\noptions.positional_help("h").parse_args(argc, argv);',
                    "parse_args")
    assert c.error and c.rule == R.DECLARED_RESULT_MEMBER
    c = claim_named(verifier, 'opts::Options options("x");\noptions.positional_help("h").parse(argc, argv);', "parse")
    assert c.status == "verified"


# -- what a link returns, read as written -------------------------------------------------------------

def test_a_qualified_return_type_picks_its_type_among_homonyms(verifier):
    # `ImageLoader.Builder` beside `ImageRequest.Builder`; the Boolean overload is `= crossfade(...)`,
    # which returns what its Int overload states
    text = "`val loader = ImageLoader.Builder(ctx).crossfade(true).build()`, then `loader.%s(request)`"
    c = claim_named(verifier, text % "enqueueAll", "enqueueAll")
    assert c.error and c.rule == R.DECLARED_RESULT_MEMBER
    assert claim_named(verifier, text % "enqueue", "enqueue").status == "verified"


def test_a_cpp_lower_case_type_under_its_namespace_declares_the_variable(verifier):
    text = "`tsl::robin_map<std::string, int> map; map.%s(100);`"
    c = claim_named(verifier, text % "reserv", "reserv")
    assert c.error and c.rule == R.MEMBER_MISSING
    assert claim_named(verifier, text % "reserve", "reserve").status == "verified"


CACHE_KT = """package app.cache

class Cache {
    fun clear() {}
}

class Loader {
    val cache: Cache? = null
}
""" + "".join(f"\nfun use{i}() {{\n    val loader = Loader()\n    loader.cache?.clear()\n}}\n" for i in range(5))


def test_a_name_after_an_optional_chaining_dot_is_a_member_of_the_fields_type(tmp_path):
    assert [c.qualifier for c in extract_claims("`loader.cache?.clearAll()`") if c.name == "clearAll"] == \
        [("loader", "cache")]
    write(tmp_path / "repo", {"src/app/cache/Cache.kt": CACHE_KT})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "Free memory with `loader.cache?.clearAll()`.", "clearAll")
        assert c.error and c.rule == R.MEMBER_MISSING
        assert claim_named(v, "Free memory with `loader.cache?.clear()`.", "clear").status == "verified"
    finally:
        v.close()


ARGUMENT_HPP = """namespace ap {
class Argument {
 public:
  Argument &default_value(int value) { return *this; }
  Argument &implicit_value(int value) { return *this; }
  Argument &help(std::string text) { return *this; }
};
}
"""


def test_a_chain_on_a_bare_dotted_call_starts_from_what_that_method_returns(tmp_path):
    c = next(c for c in extract_claims("`.default_value(1).implicit_values(2)`") if c.name == "implicit_values")
    assert c.chained_on == ("default_value",) and c.chain_head_dotted
    write(tmp_path / "repo", {"include/ap/argument.hpp": ARGUMENT_HPP})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "Auto means `.default_value(1).implicit_values(2)`.", "implicit_values")
        assert c.error and c.rule == R.RETURNED_TYPE_MEMBER
        c = claim_named(v, "Auto means `.default_value(1).help(\"x\").implicit_values(2)`.", "implicit_values")
        assert c.error and c.rule == R.CHAINED_LINK_MEMBER
        assert claim_named(v, "Auto means `.default_value(1).implicit_value(2)`.", "implicit_value").status == "verified"
    finally:
        v.close()


def test_a_name_after_an_optional_link_on_an_unread_field_is_the_call_it_was(tmp_path):
    write(tmp_path / "repo", {"src/app/cache/Cache.kt": CACHE_KT})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        # `view.kf` is nothing the repository types: `clear()` is read as the bare call, found in Cache
        c = claim_named(v, "Then `view.kf?.clear()` runs.", "clear")
        assert c.kind == "call" and c.status == "verified"
    finally:
        v.close()


def test_a_bare_call_of_a_platform_name_nested_in_a_type_makes_no_chain(tmp_path):
    # clikt's `CompletionCandidates.Path` is no `Path(it)` written bare: that is kotlin.io.path's
    nested = "package app\n\nsealed class Candidates {\n    data class Path(val glob: String) : Candidates()\n}\n"
    write(tmp_path / "repo", {"src/app/Candidates.kt": nested})
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "```kotlin\nPath(it).readText()\n```", "readText")
        assert not c.error
    finally:
        v.close()
