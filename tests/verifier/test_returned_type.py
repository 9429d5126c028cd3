"""Rule RETURNED_TYPE_MEMBER and the receivers a sentence types: a member chained on a call is checked
on the type that call returns, and a variable the sentence binds to a type is checked on that type
(issue 7: `Moshi.Builder().addFactory()`, `buf.capacit()` on the basic_memory_buffer)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import open_verifier, write

CLIENT = """package app.net;

public final class Client {
    private Client() {}

    public static Client create(String url) { return new Client(); }

    public static String describe() { return ""; }

    public Client timeout(int ms) { return this; }

    public void close() {}

    public static final class Builder {
        public Builder() {}
        public Builder baseUrl(String url) { return this; }
        public Client build() { return new Client(); }
    }
}
"""
HEADERS = '''class Headers:
    def get_list(self, key: str) -> list:
        return []

    def copy(self) -> "Headers":
        return self


class AsyncReader:
    async def aclose(self) -> None:
        pass


class Reader:
    def close(self) -> None:
        pass


def make_headers() -> Headers:
    return Headers()
'''
BUFFER = """namespace app {
template <typename T> class basic_memory_buffer {
 public:
  size_t capacity() const { return 0; }
  void clear() {}
};
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    write(root, {"src/app/net/Client.java": CLIENT, "pkg/models.py": HEADERS, "include/app/buffer.h": BUFFER})
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def member(verifier, text, name):
    result = verifier.verify_text(text)
    return next(c for c in result.claims if c.kind == "member" and name in c.text)


# -- extraction -------------------------------------------------------------------------------

def test_a_call_after_a_call_is_chained_on_it():
    claims = extract_claims("Use `Client.Builder().baseUrl(u).build()` for it.")
    chained = {c.name: c.chained_on for c in claims}
    assert chained["baseUrl"] == ("Client", "Builder")
    # the second link is a member of what the first link returns (tests/verifier/test_call_chains.py)
    assert chained["build"] == ("Client", "Builder")
    assert {c.name: c.chain_links for c in claims}["build"] == ("baseUrl",)


def test_a_call_after_a_word_is_not_chained():
    assert all(c.chained_on is None for c in extract_claims("Call `client.close()` then `build()`."))


# -- RETURNED_TYPE_MEMBER -----------------------------------------------------------------------

@pytest.mark.parametrize("text, name", [
    ("Configure it with `new Client.Builder().addInterceptor(auth)`.", "addInterceptor"),      # constructor
    ("We call `Client.create(url).asLenient()` in tests.", "asLenient"),                     # stated return type
])
def test_a_member_missing_on_what_the_call_returns_is_certain(verifier, text, name):
    c = member(verifier, text, name)
    assert c.error and c.rule == R.RETURNED_TYPE_MEMBER


@pytest.mark.parametrize("text, name", [
    ("Configure it with `new Client.Builder().baseUrl(u)`.", "baseUrl"),
    ("We call `Client.create(url).timeout(5)` in tests.", "timeout"),
])
def test_a_member_present_on_what_the_call_returns_is_verified(verifier, text, name):
    c = member(verifier, text, name)
    assert c.status == "verified" and c.rule == R.MEMBER_FOUND


def test_a_call_whose_return_type_is_not_the_repositorys_stays_a_plain_call(verifier):
    # describe() returns a String: nothing of the repository says what follows it
    c = next(c for c in verifier.verify_text("`Client.describe().trim()` is safe.").claims if "trim" in c.text)
    assert not c.error


def test_python_return_annotation_names_the_type(verifier):
    c = member(verifier, "Use `Headers().copy().getlist('a')` here.", "copy")
    assert c.status == "verified"


# -- receivers the sentence types -------------------------------------------------------------------

@pytest.mark.parametrize("text, name, rule", [
    # in a longer code span, with a library word before the code-quoted type
    ("Close it with `await reader.aclose()` on the pkg `Reader`.", "aclose", R.MEMBER_MISSING),
    # a lower-case C++ type and a short variable name (`buf` for basic_memory_buffer)
    ("Check `buf.capacit()` on the basic_memory_buffer first.", "capacit", R.MEMBER_MISSING),
    ("Use `headers.getlist('link')` on the `Headers`.", "getlist", R.MEMBER_MISSING),
])
def test_a_variable_bound_to_a_type_by_the_sentence_is_checked_there(verifier, text, name, rule):
    c = member(verifier, text, name)
    assert c.error and c.rule == rule and c.binding == "member_of"


def test_a_bound_variable_whose_member_exists_is_verified(verifier):
    assert member(verifier, "Check `buf.capacity()` on the basic_memory_buffer first.", "capacity").status == "verified"


def test_a_lower_case_word_that_is_no_type_binds_nothing(verifier):
    c = member(verifier, "Call `get()` on the user_id first.", "get")
    assert not c.error and c.rule == R.PAIRED_ONLY


def test_a_variable_whose_name_does_not_fit_is_not_bound():
    claims = extract_claims("Check `zz.capacit()` on the basic_memory_buffer first.")
    assert [c.binding for c in claims if c.name == "capacit"] == [None]


# -- receivers the text types by naming a type they fit (text_type) ----------------------------------

def test_a_receiver_named_after_a_type_the_text_names_records_it():
    claims = extract_claims("In the error handler, cast to `ClientError` and read `e.body()` for the message.")
    assert [c.text_type for c in claims if c.name == "body"] == [("ClientError",)]


def test_a_receiver_no_named_type_fits_records_nothing():
    claims = extract_claims("In the error handler, cast to `ClientError` and read `zz.body()` for the message.")
    assert [c.text_type for c in claims if c.name == "body"] == [None]


def test_a_member_missing_on_the_type_the_text_gives_the_receiver_is_certain(verifier):
    c = member(verifier, "After `make_headers()` you hold a `Headers`; `headers.getlists('a')` reads them all.",
               "getlists")
    assert c.error and c.rule == R.MEMBER_MISSING


def test_a_member_on_another_type_the_receiver_fits_too_stays_uncertain(verifier):
    # `reader` fits Reader (named) and AsyncReader (which has aclose): the text may mean either
    c = member(verifier, "We keep a `Reader` open; `reader.aclose()` frees it.", "aclose")
    assert not c.error and c.rule == R.VARIABLE_OF_TYPE


def test_a_member_present_on_the_type_the_text_gives_the_receiver_is_verified(verifier):
    assert member(verifier, "We keep a `Reader` open; `reader.close()` frees it.", "close").status == "verified"


def test_a_type_written_in_the_receivers_own_code_gives_it_no_type():
    # `HTTPMethod.init` is an argument of the call: it says nothing of what httpMethod holds
    claims = extract_claims("let method = `httpMethod.flatMap(HTTPMethod.init)`")
    assert [c.text_type for c in claims if c.name == "flatMap"] == [None]


# -- a construction after a longer code span binds the span's first name ---------------------------

@pytest.mark.parametrize("text, owner", [
    ("Set `serializeNulls = true` on the `JsonReader` first.", ("JsonReader",)),
    ("Switch with `client.requestSerializer = [X serializer]` on the `HTTPClient`.", ("HTTPClient",)),
])
def test_a_construction_after_a_code_span_binds_its_first_name(text, owner):
    c = next(c for c in extract_claims(text) if c.name in ("serializeNulls", "requestSerializer"))
    assert c.qualifier == owner and c.binding == "member_of"


def test_a_later_name_of_the_span_is_not_bound_by_what_follows_it():
    c = next(c for c in extract_claims("Set `x = 1; enableNulls()` on the `JsonReader` first.") if c.name == "enableNulls")
    assert c.binding is None


def test_a_platform_base_listed_by_whole_selectors_declares_only_those():
    from verifier.langpacks import known_base

    nsobject = known_base("NSObject", "objc")
    assert nsobject.declares("setValue:forKey:") and nsobject.declares("setValue")   # KVC; Swift's bare name
    assert not nsobject.declares("setValue:forHTTPHeaderField:")                    # NSMutableURLRequest's


def test_a_one_letter_receiver_fits_a_named_type_only_by_its_usual_meaning():
    claims = extract_claims("With a `RouterGroup` you call `r.Handle(x)`; on failure `e.body()` has the ClientError text.")
    typed = {c.name: c.text_type for c in claims if c.kind == "member"}
    assert typed["Handle"] is None and typed["body"] == ("ClientError",)


# -- constructions: overriding says the base has the member; a variable assigned from a call --------

@pytest.mark.parametrize("text", [
    "Subclass `Reader` and override `aclose` to free it.",
    "继承 `Reader` 并重写 `aclose` 即可。",
    "`Reader` を継承して `aclose` をオーバーライドする。",
])
def test_overriding_binds_the_member_to_the_base(text):
    assert [(c.qualified_name, c.binding) for c in extract_claims(text) if c.name == "aclose"] == \
        [("Reader.aclose", "call_on")]


def test_a_variable_assigned_from_a_call_takes_the_type_the_sentence_gives_it():
    text = 'Use `admin := r.Group("/admin"); admin.NoRoute(h)` on that RouterGroup.'
    assert [c.qualified_name for c in extract_claims(text) if c.name == "NoRoute"] == ["RouterGroup.NoRoute"]
    # without the assignment the name must fit the type
    assert [c.qualified_name for c in extract_claims("Use `admin.NoRoute(h)` on that RouterGroup.")
            if c.name == "NoRoute"] == ["admin.NoRoute"]


@pytest.mark.parametrize("text, bound", [
    ("Create the `Client` with `timeout(5)` first.", [("Client.timeout", "call_on")]),
    ("create the Client with timeout(), then close it", [("Client.timeout", "call_on")]),
    ("create the Client with care", []),                 # a word, not code: nothing to bind
])
def test_create_the_type_with_a_member(text, bound):
    assert [(c.qualified_name, c.binding) for c in extract_claims(text) if c.kind == "member"] == bound


def test_a_capitalised_name_the_text_calls_a_method_is_not_read_as_a_type(tmp_path):
    from verifier_repos import open_verifier, write

    write(tmp_path / "r", {"hook.go": "package log\n\ntype Hook interface{ Run() }\n",
                           "log.go": "package log\n\ntype Logger struct{}\n\nfunc (l Logger) Hook(h Hook) Logger { return l }\n"})
    v = open_verifier(tmp_path / "r", tmp_path / "idx")
    try:
        # `Hook` is also a type here, but the text calls it a method: the invented owner is the error
        c = next(c for c in v.verify_text("`SubLogger` has a `Hook` method.").claims if c.kind == "member")
        assert c.error and c.rule == R.INVENTED_TYPE
        # unquoted, a capitalised word may be just that ("Stream method on `Request`" in a changelog)
        c = next(c for c in v.verify_text("SubLogger has a Hook method.").claims if c.kind == "member")
        assert not c.error and c.rule == R.BOUND_NAME_IS_TYPE
    finally:
        v.close()


# C++: a namespace's factory function states what it returns (a smart pointer to, or a pointer to,
# one of the repository's types); a method's stated return type too.
CPP_LOG = """#pragma once
#include <memory>
#include <string>

namespace tinylog {
class status {
public:
    bool ok() const;
};

class journal {
public:
    void set_level(int level);
    status flush();
    static journal *open_default();
};

inline std::shared_ptr<journal> file_journal(const std::string &name, const std::string &path) {
    return std::make_shared<journal>();
}

template <typename T>
T parse_value(const std::string &text) { return T(); }

template <typename T>
std::shared_ptr<journal> typed_journal() { return std::make_shared<journal>(); }
}  // namespace tinylog
"""


@pytest.fixture(scope="module")
def cpp(tmp_path_factory):
    root = tmp_path_factory.mktemp("tinylog")
    write(root, {"include/tinylog/journal.h": CPP_LOG})
    v = open_verifier(root, tmp_path_factory.mktemp("tinylog-idx"))
    yield v
    v.close()


def chained(verifier, text):
    return [c for c in verifier.verify_text(text).claims if c.text.startswith(("set_", "ok", "flush", "sync"))][0]


@pytest.mark.parametrize("text, rule", [
    ('Call `tinylog::file_journal("a", "a.log")->set_levels(2)` at start.', R.RETURNED_TYPE_MEMBER),
    ('Call `tinylog::file_journal("a", "a.log")->set_level(2)` at start.', R.MEMBER_FOUND),
    ("Check `tinylog::journal::open_default()->flush()` after writing.", R.MEMBER_FOUND),
    ("Check `tinylog::journal::open_default()->sync()` after writing.", R.RETURNED_TYPE_MEMBER),
])
def test_a_cpp_function_or_method_states_what_it_returns(cpp, text, rule):
    assert chained(cpp, text).rule == rule


def test_a_template_return_type_is_not_read_as_a_type(cpp):
    claims = cpp.verify_text("Use `tinylog::parse_value(s).ok()` for flags.").claims
    assert all(c.error is None for c in claims)


@pytest.mark.parametrize("text, rule", [
    ("Call `tinylog::typed_journal<int>()->set_levels(2)` at start.", R.RETURNED_TYPE_MEMBER),
    ("Call `tinylog::typed_journal<std::vector<int>>()->set_level(2)` at start.", R.MEMBER_FOUND),
])
def test_a_template_call_written_with_its_type_arguments_is_chained_on(cpp, text, rule):
    assert chained(cpp, text).rule == rule


def test_a_template_call_returning_its_parameter_stays_open(cpp):
    claims = cpp.verify_text("Use `tinylog::parse_value<bool>(s).ok()` for flags.").claims
    assert all(c.error is None for c in claims)


# A method called on a chain of declared fields (`make.top.equalTo(icon)`) returns what its declaration
# says, and a member chained on that call is checked there.
LAYOUT = {
    "src/app/Anchor.java": """package app;

public final class Anchor {
    public Anchor equalTo(Object other) { return this; }
    public Anchor offset(int points) { return this; }
    public Maker owner() { return null; }
}
""",
    "src/app/Maker.java": """package app;

public final class Maker {
    public final Anchor top = new Anchor();
    public final Anchor edges = new Anchor();
}
""",
    "src/app/Screens.java": """package app;

final class Screens {
    void a(Maker make) { make.top.equalTo(null); }
    void b(Maker make) { make.edges.equalTo(null); }
    void c(Maker make) { make.top.offset(1); }
    void d(Maker make) { make.edges.offset(2); }
    void e(Maker make) { make.top.equalTo(this); }
    void f() { var make = make.top.owner(); }   // a vote whose call reads the variable's own chain
}
""",
}


@pytest.mark.parametrize("text, rule", [
    ("Shift the badge with `make.top.equalTo(icon).offsetBy(-4)`.", R.RETURNED_TYPE_MEMBER),
    ("四边留白用 `make.edges.equalTo(superview).insets(8)`。", R.RETURNED_TYPE_MEMBER),
    ("Shift the badge with `make.top.equalTo(icon).offset(-4)`.", R.MEMBER_FOUND),
])
def test_a_member_chained_on_a_method_of_a_field_chain_is_checked_on_what_it_returns(tmp_path, text, rule):
    write(tmp_path / "r", LAYOUT)
    v = open_verifier(tmp_path / "r", tmp_path / "idx")
    try:
        c = next(c for c in v.verify_text(text).claims if c.text.startswith(("offset", "insets")))
        assert c.rule == rule
    finally:
        v.close()
