"""An index verify cannot read (a table gone, a schema no migration knows) is said in one line with what to
do and exit status 2, never a traceback; the repository's files are untouched."""
from __future__ import annotations

import json
import sqlite3

from codeindex.store import META_MIGRATIONS, MIGRATIONS
from verifier.cli import main as verify_main

from verifier_repos import write

FILES = {"src/app/Feed.java": "package app;\n\npublic class Feed {\n    public void load() {}\n}\n"}


def test_an_index_that_cannot_be_read_is_a_clear_error(tmp_path, capsys):
    root = tmp_path / "r"
    write(root, FILES)
    assert verify_main(["--repo", str(root), "--index-dir", str(tmp_path / "idx"), "Feed.load"]) == 0
    capsys.readouterr()
    # A word table of a shape no migration knows, every migration recorded as applied: the first
    # question that reads it fails inside SQLite.
    conn = sqlite3.connect(tmp_path / "idx" / "index.sqlite")
    conn.executescript("DROP TABLE vocab; CREATE TABLE vocab (word TEXT PRIMARY KEY, id INTEGER) WITHOUT ROWID;")
    conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (META_MIGRATIONS, json.dumps([n for n, _ in MIGRATIONS])))
    conn.commit()
    conn.close()

    code = verify_main(["--repo", str(root), "--index-dir", str(tmp_path / "idx"), "CachedFeed.load"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("verify: error: the index in ") and "codeindex build" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert (root / "src/app/Feed.java").read_text() == FILES["src/app/Feed.java"]
