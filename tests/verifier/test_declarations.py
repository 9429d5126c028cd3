"""One set of declaration shapes, read in a text's own code and in the repository's source."""
from __future__ import annotations

import re

import pytest

from verifier.declarations import TEXT_DECLARATIONS, code_declarations


def _in_text(line: str) -> dict[str, str]:
    return {m.group("var"): m.group("type") for rx in TEXT_DECLARATIONS for m in rx.finditer(line)}


def _in_code(line: str, var: str, go: bool = False) -> str | None:
    patterns = code_declarations(re.escape(var))
    for pattern in patterns if go else patterns[:-1]:
        m = re.search(pattern, line)
        if m:
            return m.group("type")
    return None


@pytest.mark.parametrize("line, var, type_", [
    ("app = Flask(__name__)", "app", "Flask"),
    ("const renderer = new WebGLRenderer<Options>({ antialias: true })", "renderer", "WebGLRenderer"),
    ("cfg := &zap.Config{Level: lvl}", "cfg", "zap.Config"),
    ("val buffer: okio.Buffer = Buffer()", "buffer", "okio.Buffer"),
    ("leveldb::DB* db = nullptr;", "db", "leveldb::DB"),
])
def test_a_declaration_gives_the_same_type_in_a_text_and_in_the_code(line, var, type_):
    assert _in_text(line).get(var) == type_
    assert _in_code(line, var) == type_


def test_each_reader_keeps_what_only_its_input_means():
    # prose: "note: Foo" is a sentence, not an annotation; code: `note: Foo` is one
    assert "note" not in _in_text("a note: Buffer is pooled")
    assert _in_code("    note: Buffer,", "note") == "Buffer"
    # a C++ construction in a text, a function returning DB in the code
    assert _in_text("leveldb::Slice key(\"k\");") == {"key": "leveldb::Slice"}
    assert _in_code("DB open(const Options& o);", "open") is None
    # Go's `name Type` only where the file is Go
    assert _in_code("func run(logger *Logger) {", "logger") is None
    assert _in_code("func run(logger *Logger) {", "logger", go=True) == "Logger"
    # a member's or a path's tail is not a variable of the text
    assert _in_text("self.app = Flask(__name__)") == {}


def test_a_text_declares_a_receiver_by_braces_a_bare_declaration_or_an_apposition():
    assert _in_text('`CLI::App app{"demo"}; app.add_flag("-v")`').get("app") == "CLI::App"
    assert _in_text("Pass a `FMDatabase *db` to the block.").get("db") == "FMDatabase"
    assert _in_text("Open db (an FMDatabase) once.").get("db") == "FMDatabase"
    assert _in_text("先打开 `db`（FMDatabase）。").get("db") == "FMDatabase"
    assert _in_text("the response (see below) is cached") == {}
