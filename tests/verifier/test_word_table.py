"""The resolver's text questions answered from the index's word table give exactly what ripgrep
over the tree gives (the fallback, still used for words the table does not keep and on indexes
without the table) — and ask no child process."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from codeindex.build import rg_path
from verifier.resolve import Resolver

from verifier_repos import open_verifier, write

pytestmark = pytest.mark.skipif(rg_path() is None, reason="ripgrep is not installed")

FILES = {
    "src/main/java/com/acme/net/Socket.java": "package com.acme.net;\npublic class Socket { public void open() {} }\n",
    "src/main/java/com/acme/net/Client.java": (
        "package com.acme.net;\n"
        "public class Client {\n"
        "    private final Socket socket = new Socket();\n"
        "    java.net.Socket raw = new java.net.Socket();\n"
        "    Buffer buffer = new Buffer();\n"
        "    final Buffer other;   // a second Buffer buffer; elsewhere\n"
        "    void f(Buffer buffer) { buffer.write(); }\n"
        "    String " + "x" * 420 + " = \"buffer = new Buffer()\";\n"
        "}\n"),
    "src/main/java/com/acme/net/Buffer.java": "package com.acme.net;\npublic class Buffer { public void write() {} }\n",
    "tools/run.py": "import socket\nsock: Socket = make()\nbuffer = Buffer(size=4)\nprint(javax.net.ssl.Socket)\n",
    "cmd/main.go": "package main\n\nvar buffer Buffer\nfunc run(buffer *Buffer) {}\n",
    "README.md": "Mentions java.nio.channels.Socket and `buffer = Other()` but is documentation.\n",
    "build.gradle": "// org.apache.http.Socket is not a source file either\n",
    "docs/Socket.java.txt": "a copy\n",
    "tests/fixtures/.netrc": "machine example.org\n",
    "bin/blob.dat": "okio.Buffer\0after.the.nul.Socket\n",
    "src/main/java/com/acme/net/Many.java": "class Many {\r\n" + "    Buffer buffer = new Buffer(); Buffer buffer;\r\n" * 45
    + "}\r\n",
    "src/main/java/com/acme/net/Mixed.java": "\n\nclass Mixed {\n  // buffer\n  Socket socket; Socket socket = new Socket();\n}\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("wordrepo")
    write(root, FILES)
    v = open_verifier(root, tmp_path_factory.mktemp("idx"))
    yield v
    v.close()


def answers(resolver: Resolver) -> dict:
    ex = resolver.explorer
    socket = [t for t in ex.find_types("Socket") if t.name == "Socket"][0]
    buffer = [t for t in ex.find_types("Buffer") if t.name == "Buffer"][0]
    receivers = {}
    for var in ("buffer", "socket", "sock", "other", "nothing"):
        got = resolver._receiver_type(var)
        receivers[var] = None if got is None else (got[0].qualname, got[1].path, got[1].line, got[1].note)
    return {
        "mentions": (resolver._outside_mentions(socket), resolver._outside_mentions(buffer)),
        "written": {w: resolver._mentioned_in_repo(w) for w in ("Socket", "ConfigLoader", "after", "okio", "2fa", "x",
                                                                "Mentions")},
        "named": {leaf: resolver._same_file_name(leaf) for leaf in ("Socket.java", "main.go", "socket.java", ".netrc")},
        "receivers": receivers,
    }


def test_table_answers_equal_ripgrep_answers(verifier, monkeypatch):
    explorer = verifier.index.explorer
    assert explorer.words_ready()
    runs = []
    real_run = subprocess.run

    def counting_run(cmd, *a, **kw):
        runs.append(cmd)
        return real_run(cmd, *a, **kw)

    monkeypatch.setattr(subprocess, "run", counting_run)
    from_table = answers(Resolver(explorer, str(verifier.root)))
    # Only the word the table does not keep ("2fa": starts with a digit) and the file listing went to
    # ripgrep (its glob admits hidden files: the .netrc of the fixtures).
    searched = [c for c in runs if "rg" in str(c[0])]
    assert len(searched) == 5 and "2fa" in searched[0] and all("--files" in c for c in searched[1:])

    for method in ("files_with_word", "word_written"):
        monkeypatch.setattr(explorer, method, lambda *a: None)
    from_rg = answers(Resolver(explorer, str(verifier.root)))
    assert from_table == from_rg
    # And the answers are the ones the tree gives (so that both could not be equally wrong).
    # (not the README, a doc: only .md, .rst and .txt are left out; build.gradle is read)
    assert from_table["mentions"][0] == ["java.net.Socket", "javax.net.ssl.Socket", "org.apache.http.Socket"]
    assert from_table["mentions"][1] == []                   # okio.Buffer is after nothing but in a binary blob
    assert from_table["written"] == {"Socket": True, "ConfigLoader": False, "after": False, "okio": False,
                                     "2fa": False, "x": False, "Mentions": True}
    assert from_table["named"]["Socket.java"] == ["src/main/java/com/acme/net/Socket.java"]
    assert from_table["named"]["socket.java"] == []
    assert from_table["named"][".netrc"] == ["tests/fixtures/.netrc"]
    assert from_table["receivers"]["buffer"][0] == "com.acme.net.Buffer"


def test_declaration_lines_are_the_rows_ripgrep_prints(verifier):
    """Line numbers, the 40-line cap per file, long lines, CRLF files, a word twice on one line."""
    import re

    from verifier.declarations import code_declarations
    from verifier.resolve import EXTENSIONS

    resolver = Resolver(verifier.index.explorer, str(verifier.root))
    for var in ("buffer", "socket", "other"):
        patterns = code_declarations(re.escape(var))
        args = ["-n", "--no-heading", "-M", "400", "--max-count", "40"]
        for ext in sorted(EXTENSIONS):
            args += ["--glob", f"*{ext}"]
        for pattern in patterns:
            args += ["-e", pattern.replace("(?P<type>", "(")]
        code, text = resolver._rg(*args)
        expected = sorted(row.removeprefix("./") for row in text.splitlines())
        got_code, got = resolver._declaration_lines(verifier.index.explorer.files_with_word(var), patterns, var)
        assert (got_code, sorted(got.splitlines())) == (code, expected)
        if var == "buffer":
            assert sum(row.startswith("src/main/java/com/acme/net/Many.java:") for row in expected) == 40
