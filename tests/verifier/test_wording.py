"""The resolver decides; verifier/wording.py words. English written into the resolver would be
wording that programs might start to read and that no one finds when the wording changes."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import verifier.resolve

# Two lower-case words with a space between them: how English reads, and how no regular expression,
# path, selector, key or format of the resolver does.
_ENGLISH = re.compile(r"\b[a-z]{2,} [a-z]{2,}\b")
# What ripgrep itself prints for an over-long line (the resolver imitates its output when it reads the
# files itself): ripgrep's words, not the verifier's.
_NOT_OURS = {"[Omitted long matching line]"}


def _english_in(source: str) -> list[tuple[int, str]]:
    tree = ast.parse(source)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    # An f-string's literal parts are string constants of their own: they are read with the f-string.
    parts = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            literal = "{}".join(v.value for v in node.values if isinstance(v, ast.Constant))
            if _ENGLISH.search(literal):
                found.append((node.lineno, literal))
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings | parts
              and node.value not in _NOT_OURS and _ENGLISH.search(node.value)):
            found.append((node.lineno, node.value))
    return sorted(found)


def test_the_resolver_writes_no_english():
    source = Path(verifier.resolve.__file__).read_text(encoding="utf-8")
    assert _english_in(source) == []


def test_the_check_sees_english_in_an_fstring_a_string_and_a_concatenation():
    sample = '''
def reason(t, name):
    """A docstring is documentation."""
    a = f"{t.name} ({t.path}:{t.line}) has no member {name}"
    b = "stated as absent, and it is absent: " + a
    c = rf"\\b{name}\\s*:\\s*(?P<type>[A-Z]\\w*)"
    d = "letter case"
    return a, b, c, d, f"{t.name}.{name}", "SELECT COUNT(*) FROM files"
'''
    lines = [line for line, _text in _english_in(sample)]
    assert lines == [4, 5, 7]
