"""Kotlin's standard library adds `use` to every (Auto)Closeable: okhttp's lesson "wrap every call in
`response.use { }`" names a real member, never an invented one (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier_repos import first_member, verifier_over

FILES = {
    "okhttp/src/main/kotlin/okhttp3/Response.kt": """package okhttp3

import java.io.Closeable

class Response(val code: Int) : Closeable {
  fun peekBody(byteCount: Long): String = ""
  override fun close() {}
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_use_on_a_closeable_is_not_an_error(verifier):
    assert first_member(verifier, "Wrap every call in `Response.use { }` so the body is closed.").error is None


def test_a_near_miss_of_the_types_own_member_still_is(verifier):
    c = first_member(verifier, "Read it with `Response.peekBodyy(1024)`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol.endswith("peekBody")
