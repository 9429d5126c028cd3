"""A C++ library that opens its namespace through a macro named after itself (gflags writes
`namespace GFLAGS_NAMESPACE { ... }`, the build defines it as `gflags`): `qflags::X` reaches the names
declared in that namespace. A real one is found there; a name written nowhere is an error whose
suggestions are that namespace's near names, said as `qflags.X`."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.resolve import _macro_namespace_of, _word_kinship

from verifier_repos import verifier_over, first_member as claim

FILES = {
    "src/qflags.h": (
        "#pragma once\n#include <string>\n#include <vector>\n"
        "namespace QFLAGS_NAMESPACE {\n"
        "class CommandLineFlag {\n public:\n  CommandLineFlag(const char* name);\n  const char* name() const;\n};\n"
        "struct CommandLineFlagInfo {\n  std::string name;\n  std::string current_value;\n};\n"
        "void GetAllFlags(std::vector<CommandLineFlagInfo>* output);\n"
        "void ShutDownCommandLineFlags();\n"
        "std::string SetCommandLineOption(const char* name, const char* value);\n"
        "bool ReadFromFlagsFile(const std::string& filename, const char* prog_name, bool errors_are_fatal);\n"
        "bool ReadFlagsFromString(const std::string& flagfilecontents, const char* prog_name, bool errors_are_fatal);\n"
        "}\n"),
    "src/qflags.cc": (
        '#include "qflags.h"\nnamespace QFLAGS_NAMESPACE {\n'
        "void GetAllFlags(std::vector<CommandLineFlagInfo>* output) {}\n"
        "void ShutDownCommandLineFlags() {}\n"
        "}\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="qflags")


def test_a_name_of_the_macro_namespace_is_found_under_the_projects_name(verifier):
    c = claim(verifier, "qflags::GetAllFlags")
    assert c.status == "verified" and c.rule == R.SCOPED_SYMBOL_FOUND


def test_a_plural_dropped_suggests_the_namespaces_function(verifier):
    c = claim(verifier, "Walk `qflags::GetAllFlag(&flags)` and print each row.")
    assert c.rule == R.MEMBER_UNKNOWN_TO_REPOSITORY
    assert c.suggestions[0].symbol == "qflags.GetAllFlags"


def test_a_letters_case_slip_suggests_the_namespaces_function(verifier):
    c = claim(verifier, "qflags::ShutdownCommandLineFlags()")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "qflags.ShutDownCommandLineFlags"


def test_the_same_words_reordered_come_before_a_nearer_spelling(verifier):
    c = claim(verifier, "qflags::ReadFlagsFromFile")
    assert c.suggestions[0].symbol == "qflags.ReadFromFlagsFile"


def test_a_call_that_puts_a_word_before_a_types_name_suggests_a_function_first(verifier):
    c = claim(verifier, 'qflags::SetCommandLineFlag("v", "3")')
    assert c.suggestions[0].symbol == "qflags.SetCommandLineOption"


def test_a_namespace_not_named_after_the_scope_is_not_it():
    assert _macro_namespace_of("QFLAGS_NAMESPACE", "qflags")
    assert _macro_namespace_of("QFLAGS_NAMESPACE.CommandLineFlag", "qflags")
    assert not _macro_namespace_of("OTHER_NAMESPACE", "qflags")
    assert not _macro_namespace_of("Qflags", "qflags")
    assert not _macro_namespace_of("QFLAGS", "qflags")


def test_words_reordered_are_kin_even_when_the_ends_agree():
    assert _word_kinship("ReadFlagsFromFile", "ReadFromFlagsFile") == 0.5
    assert _word_kinship("ReadFlagsFromFile", "ReadFlagsFromString") < 0.5
