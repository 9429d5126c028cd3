"""A Go alias declaration (`IntFlag = FlagBase[int, IntegerConfig]` in a `type ( ... )` group, `type Handler =
Base`) has the members of the type it names, generic arguments left out; a defined type (`type Formatter
func(...)`, no `=`) has exactly its own."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

FILES = {
    "go.mod": "module example.com/cli\n\ngo 1.22\n",
    "flag_impl.go": (
        "package cli\n\ntype FlagBase[T any, C any] struct {\n\tName    string\n\tAliases []string\n\tValue   T\n\tConfig  C\n}\n\n"
        "func (f *FlagBase[T, C]) Names() []string { return append([]string{f.Name}, f.Aliases...) }\n"),
    "flag_int.go": (
        "package cli\n\ntype IntegerConfig struct {\n\tBase int\n}\n\n"
        "type (\n\tIntFlag   = FlagBase[int, IntegerConfig]\n\tInt64Flag = FlagBase[int64, IntegerConfig]\n)\n"),
    "format.go": "package cli\n\ntype Formatter func(s string) string\n\ntype Plain = FlagBase[string, IntegerConfig]\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_field_of_the_generic_struct_an_alias_names_is_found(verifier):
    assert member(verifier, "IntFlag.Value").status == "verified"
    assert member(verifier, "Plain.Names").status == "verified"


def test_a_slip_on_the_alias_is_checked_on_the_struct(verifier):
    c = member(verifier, "IntFlag.Alias")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert c.suggestions[0].symbol == "FlagBase.Aliases"


def test_a_defined_function_type_keeps_only_its_own_members(verifier):
    c = member(verifier, "Formatter.Value")
    assert c.error == "S1_FACTUAL_ERROR"
