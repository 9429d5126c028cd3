"""The word-presence table: what a word is, what the build puts in the table (every text file, not
only parsed sources), how an index written before the table gets it (the `word_table` migration),
and the explorer's lookups, which say None whenever the table cannot answer."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from codeindex.build import build
from codeindex.extract import queries_fingerprint
from codeindex.index import open_index
from codeindex.store import META_MIGRATIONS, MIGRATIONS, WORDS_COMPLETE, Store, migrate
from codeindex.words import file_class, is_table_word, read_words, text_words


def write(root: Path, rel: str, text: str | bytes) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    (path.write_bytes if isinstance(text, bytes) else path.write_text)(text)


def tree(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    write(root, "src/Alpha.java", "package p;\nclass Alpha { void runFast() { int x2 = 42; } }\n")
    write(root, "README.md", "Use `Alpha.runFast` or the ConfigLoader.\n")
    write(root, "build.gradle", "dependencies { implementation 'com.squareup:okio' }\n")
    write(root, "data.bin", b"LeadingWord\0HiddenAfterNul\n")
    write(root, "tests/AlphaTest.java", "class AlphaTest {}\n")
    return root


def test_a_word_is_a_whole_word_run_that_does_not_start_with_a_digit():
    assert text_words(b"foo.barBaz(x_1, 42, 3d) _tmp caf\xc3\xa9") == {"foo", "barBaz", "x_1", "_tmp", "café"}
    assert text_words(b"before\0after") == set()                         # binary: ripgrep searches none of it
    big = b"early words\n" * 8000 + b"late\0after"                      # the NUL past the first 64 KiB block
    assert text_words(big) == {"early", "words"}
    assert text_words(b"bad \xff byte") == {"bad", "byte"}
    assert is_table_word("Alpha") and is_table_word("_x") and is_table_word("ɵCmp")
    assert not is_table_word("2fa") and not is_table_word("a.b") and not is_table_word("") \
        and not is_table_word("x" * 200)
    assert read_words("/nonexistent/file") is None
    assert (file_class("docs/guide.md"), file_class("src/test/java/FooTest.java"), file_class("src/Foo.java")) == \
        ("doc", "test", "code")


def test_the_build_puts_every_text_file_in_the_table(tmp_path: Path):
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        ex = index.explorer
        assert ex.files_with_word("Alpha") == ["README.md", "src/Alpha.java"]
        assert ex.files_with_word("okio") == ["build.gradle"]            # not a source the parser reads
        assert ex.word_written("ConfigLoader") is True and ex.word_written("Config") is False
        assert ex.word_written("LeadingWord") is False and ex.word_written("HiddenAfterNul") is False
        assert ex.word_written("42") is None and ex.files_with_word("a.b") is None   # not a table word
        assert ex.text_files_named("AlphaTest.java") == ["tests/AlphaTest.java"]
        assert ex.text_files_named("Test.java") == []
        classes = dict(index.store.conn.execute("SELECT path, class FROM text_files"))
        assert classes["README.md"] == "doc" and classes["tests/AlphaTest.java"] == "test"
    finally:
        index.close()


def test_an_edit_a_deletion_and_a_new_doc_reach_the_table_on_the_next_build(tmp_path: Path):
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    write(root, "README.md", "Now about Beta only.\n")
    (root / "build.gradle").unlink()
    write(root, "docs/new.txt", "GammaWord\n")
    report = build(root, index_dir=tmp_path / "idx")
    assert report.words_updated == 3 and report.parsed == 0 and report.changed
    assert build(root, index_dir=tmp_path / "idx").changed is False
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        ex = index.explorer
        assert ex.files_with_word("Alpha") == ["src/Alpha.java"]
        assert ex.word_written("okio") is False and ex.word_written("GammaWord") is True
        # The deleted file's words left with it: no orphan row points at a missing file.
        assert index.store.conn.execute(
            "SELECT COUNT(*) FROM word_files WHERE file_id NOT IN (SELECT id FROM text_files)").fetchone() == (0,)
    finally:
        index.close()


def test_the_word_table_migration_brings_an_older_index_its_table(tmp_path: Path):
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    path = tmp_path / "idx" / "index.sqlite"
    # An index as the previous version wrote it: no word tables, no migration recorded.
    conn = sqlite3.connect(path)
    conn.executescript("DROP TABLE text_files; DROP TABLE vocab; DROP TABLE word_files;")
    conn.execute("DELETE FROM meta WHERE key IN (?, ?)", (META_MIGRATIONS, WORDS_COMPLETE))
    conn.commit()
    conn.close()

    reader = open_index(root, index_dir=tmp_path / "idx", update=False)   # opened before any build
    try:
        conn = reader.store.conn
        assert json.loads(dict(conn.execute("SELECT key, value FROM meta"))[META_MIGRATIONS]) == \
            [name for name, _ in MIGRATIONS]
        assert conn.execute("SELECT COUNT(*) FROM text_files").fetchone() == (0,)
        assert reader.explorer.word_written("Alpha") is None       # empty until a build fills it: no answer
        assert migrate(conn) == []                                 # applied once
    finally:
        reader.close()
    report = build(root, index_dir=tmp_path / "idx")
    assert report.parsed == 0 and report.words_updated == 5       # the sources were not parsed again
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        assert index.explorer.files_with_word("okio") == ["build.gradle"]
    finally:
        index.close()


def test_a_read_only_store_of_an_older_index_is_not_migrated(tmp_path: Path):
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    path = tmp_path / "idx" / "index.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM meta WHERE key IN (?, ?)", (META_MIGRATIONS, WORDS_COMPLETE))
    conn.executescript("DROP TABLE word_files;")
    conn.commit()
    conn.close()
    store = Store(path, queries_fingerprint(), readonly=True)
    try:
        names = {r[0] for r in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "word_files" not in names
    finally:
        store.close()


def test_a_build_without_the_table_leaves_it_unanswered_until_the_next_build_refills_it(tmp_path: Path):
    """An older codeindex sharing the index changes the symbols and the content version, not the
    words: readers must not trust the table then, and the next build walks the tree and rereads
    every file whose state differs from the table's."""
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    path = tmp_path / "idx" / "index.sqlite"
    write(root, "src/Alpha.java", "package p;\nclass Alpha { void renamedNow() {} }\n")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = 'by-an-older-build' WHERE key = 'content_version'")
    conn.commit()
    conn.close()
    reader = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        assert reader.explorer.word_written("runFast") is None
    finally:
        reader.close()
    report = build(root, index_dir=tmp_path / "idx")
    assert report.change_detection.startswith("walk") and report.words_updated == 1
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        assert index.explorer.files_with_word("runFast") == ["README.md"]   # no longer in the source
        assert index.explorer.files_with_word("renamedNow") == ["src/Alpha.java"]
    finally:
        index.close()


def test_a_word_in_too_many_files_keeps_its_count_not_its_files(tmp_path: Path, monkeypatch):
    import codeindex.words

    monkeypatch.setattr(codeindex.words, "COMMON_FILES", 2)
    root = tmp_path / "repo"
    for i in range(3):
        write(root, f"src/F{i}.java", f"class F{i} {{ Shared s; }}\n")
    build(root, index_dir=tmp_path / "idx")
    def ask():
        index = open_index(root, index_dir=tmp_path / "idx", update=False)
        try:
            return index.explorer.files_with_word("Shared"), index.explorer.word_written("Shared")
        finally:
            index.close()
    assert ask() == (None, True)             # common: no list (the verifier asks ripgrep), presence exact
    (root / "src/F0.java").unlink()
    (root / "src/F1.java").unlink()
    write(root, "src/F2.java", "class F2 {}\n")
    build(root, index_dir=tmp_path / "idx")
    assert ask() == (None, False)            # its count followed every deletion
    write(root, "docs/a.md", "Shared again\n")
    build(root, index_dir=tmp_path / "idx")
    assert ask() == (None, True)


def test_an_index_with_the_word_tables_first_shape_is_remade_not_read(tmp_path: Path):
    # The first shape of the table (a vocabulary of word and id, no file counts), marked complete:
    # reading it crashed with "no such column: files". The word_table_counts migration remakes it.
    root = tree(tmp_path)
    build(root, index_dir=tmp_path / "idx")
    path = tmp_path / "idx" / "index.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript("DROP TABLE vocab; CREATE TABLE vocab (word TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;")
    conn.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (META_MIGRATIONS, json.dumps(["word_table"])))
    conn.commit()
    conn.close()

    reader = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        assert reader.explorer.word_written("Alpha") is None       # remade, empty: no answer, no crash
        assert "files" in {r[1] for r in reader.store.conn.execute("PRAGMA table_info(vocab)")}
    finally:
        reader.close()
    build(root, index_dir=tmp_path / "idx")
    index = open_index(root, index_dir=tmp_path / "idx", update=False)
    try:
        assert index.explorer.files_with_word("okio") == ["build.gradle"]
    finally:
        index.close()
