"""A C++ namespace the repository declares is its own scope whatever its case (Catch2's `Catch::Matchers`,
yaml-cpp's `YAML`): a name in it that is declared nowhere and written nowhere in the repository is no
name of it (MEMBER_UNKNOWN_TO_REPOSITORY), as for a lower-case namespace named after the project."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as claim

FILES = {
    "src/matchers/floating.hpp": (
        "#pragma once\nnamespace Catch {\nnamespace Matchers {\n"
        "class WithinAbsMatcher {\n public:\n  WithinAbsMatcher(double target, double margin);\n"
        "  bool match(double const& matchee) const;\n};\n"
        "WithinAbsMatcher WithinAbs(double target, double margin);\n}\n}\n"),
    "src/matchers/floating.cpp": (
        '#include "floating.hpp"\nnamespace Catch {\nnamespace Matchers {\n'
        "WithinAbsMatcher WithinAbs(double target, double margin) { return WithinAbsMatcher(target, margin); }\n"
        "}\n}\n"),
    "src/session.hpp": (
        "#pragma once\nnamespace Catch {\nclass Session {\n public:\n  int applyCommandLine(int argc, char** argv);\n"
        "  int run();\n};\n}\n"),
    "docs/matchers.md": "Regex matching is planned; use WithinAbs for floating point.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_name_of_the_repositorys_capitalised_namespace_is_found(verifier):
    assert claim(verifier, "Catch::Matchers::WithinAbs").status == "verified"


def test_a_name_written_nowhere_in_a_namespace_the_repository_declares_is_an_error(verifier):
    c = claim(verifier, "Catch::Matchers::WithinAbsolute")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY


def test_a_name_the_repository_writes_stays_open_in_its_namespace(verifier):
    # `Regex` is written in the docs: a macro or a generated header may declare it
    assert claim(verifier, "Catch::Matchers::Regex").error is None


def test_a_namespace_the_repository_does_not_declare_stays_outside(verifier):
    assert claim(verifier, "Other::Matchers::WithinAbsolute").error is None


def test_an_altered_type_name_in_the_namespace_suggests_the_real_type(verifier):
    # `Catch::CatchSession`: the scope's Session, before any near spelling
    c = claim(verifier, "Catch::CatchSession")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "Catch.Session"
