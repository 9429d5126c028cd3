"""A Capitalised TypeScript namespace bound to the repository's own modules (typebox's
`export * as Type from './typebox.ts'`, `Value`) is the repository's scope, as a lower-case one (zod's
`z`) is: its names are found there, and a name declared and written nowhere in the repository is an
error (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

FILES = {
    "src/index.ts": "export * as Type from './typebox.ts'\nexport * as Value from './value/index.ts'\n",
    "src/typebox.ts": "export * from './string.ts'\nexport { Object } from './object.ts'\n",
    "src/string.ts": "export function String(): object { return {} }\n",
    "src/object.ts": "export function Object(p: object): object { return p }\n",
    "src/value/index.ts": "export * from './check.ts'\n",
    "src/value/check.ts": "export function Check(schema: object, value: unknown): boolean { return true }\n",
    "readme.md": "`Value.Mutate` was removed in 1.0.\n",
}


@pytest.fixture(scope="module")
def ts(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="typeboxy")


def claim(verifier, text):
    return next(c for c in verifier.verify_text(text).claims if c.kind == "member")


@pytest.mark.parametrize("text", ["Type.String", "Value.Check"])
def test_a_name_of_the_namespace_is_found_there(ts, text):
    c = claim(ts, text)
    assert c.status == "verified" and c.rule == R.SCOPED_SYMBOL_FOUND


@pytest.mark.parametrize("text, meant", [("Validate with `Value.Chek(schema, value)`.", "Value.Check"),
                                         ("Use `Type.Strin()` for names.", "Type.String")])
def test_a_name_declared_and_written_nowhere_is_an_error(ts, text, meant):
    c = claim(ts, text)
    assert c.error and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
    assert c.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "Value.Mutate",        # written in the readme
    "Type.Object",         # re-exported one by one: the index does not follow it, but it is declared here
    "Schema.Check",        # a Capitalised name bound to no module of the repository
])
def test_what_the_repository_declares_or_writes_stays_open(ts, text):
    assert claim(ts, text).error is None
