"""Rule CALL_SLIP, read as any member: a name written with no type (`.implicit_values("auto")`, `param_hints`) that is
declared nowhere and written nowhere in the repository, and is a slip of letters of a method, function or
property the repository declares outside its tests, is an error whose suggestion is that member. And ranking
PROMINENT_OWNER: of several unrelated owners of a member, tied by name, the one the repository writes
about most comes first."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

# One rule, CALL_SLIP, whether the slip is read as the call it is written as (a dotted link of one of the
# repository's methods) or as any member of that spelling.
SLIP_RULES = (R.CALL_SLIP,)

FILES = {
    "src/value.hpp": (
        "#pragma once\n#include <string>\nnamespace lib {\n"
        "class Value {\n public:\n  Value& implicit_value(const std::string& v);\n"
        "  Value& default_value(const std::string& v);\n};\n}\n"),
    "src/schema.ts": (
        "export class ObjectSchema {\n  noUnknown(message?: string): ObjectSchema { return this; }\n}\n"
        "export interface ObjectLocale {\n  noUnknownKeys?: string;\n}\n"),
    "tests/helpers.ts": "export function makeFixtures(count: number) { return count; }\n",
    "src/polling.ts": (
        "export class SyncExpectation {\n  toEventually(): void {}\n}\n"
        "export class AsyncExpectation {\n  toEventually(): void {}\n}\n"
        "export class PollingDefaults {\n  timeout = 1;\n}\n"),
    **{f"src/use{i}.ts": f'import {{ SyncExpectation }} from "./polling";\nexport const e{i} = new SyncExpectation();\n'
       for i in range(3)},
    "src/Command.kt": "package cli\n\nopen class Command\n\nfun Command.requireObject(): Any = Any()\n",
    "docs/guide.md": "Set default_values only once; see the changelog for no_unknowns.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def _claim(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text.startswith(name))


def test_a_plural_of_a_method_written_nowhere_is_an_error(verifier):
    c = _claim(verifier, 'Without a value the flag means auto: `.implicit_values("auto")`.', "implicit_values")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule in SLIP_RULES
    assert c.suggestions[0].symbol == "Value.implicit_value"


def test_a_call_suggests_the_method_before_a_property_of_a_near_name(verifier):
    c = _claim(verifier, "Public schemas add `.noUnknowns()` to refuse extra keys.", "noUnknowns")
    assert c.rule in SLIP_RULES and c.suggestions[0].symbol == "ObjectSchema.noUnknown"


def test_a_name_the_repository_writes_stays_open(verifier):
    # `default_values` is written in the docs: a macro, a generated file or another version may have it
    c = _claim(verifier, 'Defaults come from `.default_values("a")`.', "default_values")
    assert c.error is None


def test_a_plain_word_stays_open(verifier):
    c = _claim(verifier, "Then call `values()` on the result.", "values")
    assert c.error is None


def test_a_slip_of_a_test_helper_is_not_the_repositorys_name(verifier):
    c = _claim(verifier, "Seed the store with `makeFixture(3)`.", "makeFixture")
    assert c.error is None


def test_tied_owners_of_a_member_come_most_written_first(verifier):
    # SyncExpectation is written in four files, AsyncExpectation in one
    c = next(c for c in verifier.verify_text("PollingDefaults.toEventually").claims if c.kind == "member")
    assert c.error == "S1_FACTUAL_ERROR"
    assert c.suggestions[0].symbol == "SyncExpectation.toEventually"


def test_a_slip_of_an_extension_function_of_the_repository_is_an_error(verifier):
    c = _claim(verifier, "Subcommands read the root's config with `requireObjects<Config>()`.", "requireObjects")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule in SLIP_RULES
    assert c.suggestions[0].symbol == "Command.requireObject"
