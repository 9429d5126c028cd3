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
    # the second link needs the first one's return type: read as the plain call it is
    assert chained["build"] is None


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
