"""A Capitalised name a sentence binds to a type (`T` の Name, "T's Name") may be a type or a value in
most languages, so a wrong one stays uncertain; but where the repository declares that name, and
only as a method, the sentence names that method (yaml-cpp's `Parser::HandleNextDocument`, put on an
invented `YAMLParser`)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as claim

FILES = {
    "include/yaml/parser.h": (
        "#pragma once\nnamespace YAML {\nstruct Mark { int line; int column; int Tag; };\n"
        "class EventHandler;\n"
        "class Parser {\n public:\n  Parser();\n  bool HandleNextDocument(EventHandler& handler);\n"
        "  void PrintTokens(int out);\n  Mark mark() const;\n};\n}\n"),
    "src/parser.cpp": (
        '#include "yaml/parser.h"\nnamespace YAML {\nParser::Parser() {}\n'
        "bool Parser::HandleNextDocument(EventHandler& handler) { return false; }\n"
        "void Parser::PrintTokens(int out) {}\n}\n"),
    "src/loader.cpp": (
        '#include "yaml/parser.h"\nnamespace YAML {\nvoid Load(Parser& parser, EventHandler& h) {\n'
        "  parser.HandleNextDocument(h);\n}\n}\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_capitalised_name_declared_only_as_a_method_is_that_method(verifier):
    c = claim(verifier, "ストリーム処理は `YAMLParser` の HandleNextDocument で行う。")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.INVENTED_TYPE
    assert c.suggestions[0].symbol.endswith("Parser.HandleNextDocument")


def test_a_capitalised_name_declared_as_a_field_stays_uncertain(verifier):
    # `Tag` is a field of Mark: "YAMLMark の Tag" may mean a value, of whatever type
    c = claim(verifier, "種類は `YAMLMark` の `Tag` で分かる。")
    assert c.error is None and c.rule == R.BOUND_NAME_IS_TYPE
