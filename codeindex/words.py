"""The word-presence table: which files of the tree contain which identifier-like word.

Built at index time from every text file a walk lists (source, tests, docs, build files; not only
the parsed sources), so that "is this name written anywhere", "which files mention X" and "which
files may declare a variable `v`" are index lookups rather than a ripgrep over the tree.

A word is what ripgrep's `-w` calls one: a maximal run of Unicode word characters (`\\w+`), here
only those that do not start with a digit and are at most MAX_WORD characters long (numbers and
blobs are never asked about). A question about anything else is one the table cannot answer
(`is_table_word`): the caller keeps its ripgrep fallback for it. A file with a NUL byte is read as
ripgrep reads a binary file it was not named: up to the 64 KiB block holding the first NUL (ripgrep
looks at each buffer before searching it and stops at the first with a NUL), so a small binary
file has no words at all.
"""
from __future__ import annotations

import re

MAX_WORD = 128
_WORD_RE = re.compile(r"\w+")
# File classes, by path: docs (what prose readers write), tests, and code (everything else).
_DOC_SUFFIXES = (".md", ".mdx", ".rst", ".txt", ".adoc", ".asciidoc", ".org", ".html", ".htm")
_TEST_PARTS = ("test", "tests", "testing", "spec", "specs", "__tests__", "androidTest", "testFixtures")


def is_table_word(word: str) -> bool:
    """Can the table answer a question about `word` (one whole word, as the table keeps them)?"""
    return 0 < len(word) <= MAX_WORD and not word[0].isdigit() and _WORD_RE.fullmatch(word) is not None


_BLOCK = 1 << 16


def searchable(data: bytes) -> str:
    """The text of a file as a whole-tree ripgrep search sees it (see the module's note on NUL)."""
    nul = data.find(b"\0")
    if nul >= 0:
        data = data[:nul - nul % _BLOCK]
        data = data[:data.rfind(b"\n") + 1]
    return data.decode("utf-8", "replace")


def text_words(data: bytes) -> set[str]:
    return {w for w in set(_WORD_RE.findall(searchable(data)))
            if len(w) <= MAX_WORD and not w[0].isdigit()}


def file_class(rel: str) -> str:
    """'doc', 'test' or 'code', by the path alone."""
    lower = rel.lower()
    if lower.endswith(_DOC_SUFFIXES) or lower.rsplit("/", 1)[-1].startswith(("readme", "changelog", "license")):
        return "doc"
    parts = rel.split("/")
    stem = parts[-1].rsplit(".", 1)[0]
    if any(p in _TEST_PARTS for p in parts[:-1]) or stem.endswith(("Test", "Tests", "_test", "Spec")) \
            or stem.startswith("test_"):
        return "test"
    return "code"


def read_words(abspath: str) -> str | None:
    """The distinct words of one file, newline-separated (one string crosses from a worker process
    far faster than a set of small ones); None when it cannot be read."""
    try:
        with open(abspath, "rb") as handle:
            return "\n".join(text_words(handle.read()))
    except OSError:
        return None
