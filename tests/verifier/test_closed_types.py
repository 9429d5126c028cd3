"""Rule: a variable named after a type the language closes (Java `final`, Kotlin's default, Swift not
`open`, Go structs, C++ `final`) holds that type or an in-repo subtype only, so a member neither has is
as missing as `T.m`; an open type keeps the variable uncertain."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

FILES = {
    "src/lib/Gson.java": "package lib;\n\npublic final class Gson {\n    public String toJson(Object o) { return \"\"; }\n}\n",
    "src/lib/Mapper.java": "package lib;\n\npublic class Mapper {\n    public String map(Object o) { return \"\"; }\n}\n",
    "src/lib/TypeAdapter.java": ("package lib;\n\npublic abstract class TypeAdapter<T> {\n"
                                 "    public T fromJsonTree(Object tree) { return null; }\n}\n"),
    "src/lib/Response.kt": "package lib\n\nclass Response(val code: Int) {\n    fun header(name: String): String? = null\n}\n",
    "src/lib/Call.kt": "package lib\n\nopen class Call {\n    fun execute(): Response = Response(200)\n}\n",
    "src/lib/Client.kt": "package lib\n\nclass Client {\n    fun newCall(): Call = Call()\n}\n",
    # (a name written somewhere in the repository: a subclass outside it may well declare it; a name
    # written nowhere is VARIABLE_MEMBER_UNWRITTEN, tests/verifier/test_variable_rules.py)
    "docs/dispatch.md": "An app's own Call subclass may add enqueueLater for deferred work.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)



def test_a_variable_of_a_final_java_class_lacking_the_member_is_an_error(verifier):
    c = member(verifier, "After patching we convert it back with `gson.fromJsonTree(tree)`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.status == "not_found"
    assert c.suggestions and c.suggestions[0].symbol == "TypeAdapter.fromJsonTree"


def test_a_variable_of_an_open_java_class_stays_uncertain(verifier):
    c = member(verifier, "Then we call `mapper.fromJsonTree(tree)` on it.")
    assert c.error is None and c.status == "unverifiable"


def test_a_kotlin_class_is_closed_by_default_and_open_when_it_says_so(verifier):
    closed = member(verifier, "Read it with `response.bodyAsString()` inside use {}.")
    assert closed.error == "S1_FACTUAL_ERROR"
    opened = member(verifier, "Then `call.enqueueLater()` runs it on the dispatcher.")
    assert opened.error is None and opened.rule == R.VARIABLE_OF_TYPE


def test_a_variable_named_by_its_last_words_only_is_never_certain(verifier):
    # `sharedClient` may be any *Client (an OkHttpClient as well as this Client)
    c = member(verifier, "Clients come from `sharedClient.newBuilder()` now.")
    assert c.error is None and c.status == "unverifiable"


def test_a_real_member_of_the_variable_is_verified(verifier):
    assert member(verifier, "Write it out with `gson.toJson(obj)`.").status == "verified"
    assert member(verifier, "Check `response.header(\"ETag\")` first.").status == "verified"
