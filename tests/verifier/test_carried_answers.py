"""A service's new snapshot takes over the older resolver's answers about files it has unchanged
(Verifier.inherit_answers -> Resolver.inherit): the bytes and lines read, the parse-error spans,
and each file's fully written `pkg.Name`s (`_outside_mentions`). A file edited, added, deleted or
renamed is read again: a reader never sees an answer about a file as it was before.

Real parts: a repository written by the test, the real on-disk SQLite index, the real builder,
the service's RepoPool taking a snapshot per refresh (no background thread: refresh_now).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from verifier.service import RepoPool

SOCKET = "package p;\n\npublic class Socket {\n    public void open() {}\n}\n"
USES_NET = "package q;\n\npublic class UsesNet {\n    java.net.Socket s;\n    public void run() {}\n}\n"
USES_OTHER = "package q;\n\npublic class UsesOther {\n    com.example.Socket s;\n    public void go() {}\n}\n"


@pytest.fixture
def pool(tmp_path):
    repo = tmp_path / "repo"
    (repo / "p").mkdir(parents=True)
    (repo / "q").mkdir()
    (repo / "p" / "Socket.java").write_text(SOCKET)
    (repo / "q" / "UsesNet.java").write_text(USES_NET)
    (repo / "q" / "UsesOther.java").write_text(USES_OTHER)
    (repo / "q" / "Quiet.java").write_text("package q;\n\npublic class Quiet {\n    public void hush() {}\n}\n")
    pool = RepoPool({"r": str(repo)}, index_dir=str(tmp_path / "idx"), background=False)
    yield repo, pool
    pool.close()


def mentions(pool: RepoPool) -> tuple[list[str] | None, object]:
    """The `pkg.Socket`s the repository writes out (the current snapshot's resolver), and that resolver."""
    with pool.use("r") as (_, verifier):
        socket = [t for t in verifier.index.explorer.find_types("Socket") if t.name == "Socket"][0]
        return verifier.resolver._outside_mentions(socket), verifier.resolver


def warm(pool: RepoPool) -> object:
    """The current resolver, after it has read both files that write a Socket out and Quiet.java."""
    found, resolver = mentions(pool)
    assert found == ["com.example.Socket", "java.net.Socket"]
    assert resolver._source_lines("q/Quiet.java")[2] == "public class Quiet {"
    return resolver


def test_an_unrelated_edit_carries_every_file_answer(pool):
    repo, pool = pool
    before = warm(pool)
    (repo / "p" / "Socket.java").write_text(SOCKET.replace("open()", "close()"))
    assert pool.refresh_now("r") and pool.refreshes["r"] == 1
    found, after = mentions(pool)
    assert after is not before
    assert found == ["com.example.Socket", "java.net.Socket"]
    assert after._file_mentions[("q/UsesNet.java", "Socket")] is before._file_mentions[("q/UsesNet.java", "Socket")]
    assert after._lines_cache["q/Quiet.java"] is before._lines_cache["q/Quiet.java"]
    assert after._lines_bytes == sum(size for _lines, size in after._lines_cache.values())


def test_an_edited_file_is_read_again(pool):
    repo, pool = pool
    before = warm(pool)
    (repo / "q" / "UsesNet.java").write_text(USES_NET.replace("java.net.Socket", "javax.net.Socket"))
    (repo / "q" / "Quiet.java").write_text("package q;\n\n// moved\npublic class Quiet {\n    public void hush() {}\n}\n")
    assert pool.refresh_now("r")
    found, after = mentions(pool)
    assert found == ["com.example.Socket", "javax.net.Socket"]
    assert after._source_lines("q/Quiet.java")[2] == "// moved"
    # the file nobody edited is still the older resolver's answer
    assert after._file_mentions[("q/UsesOther.java", "Socket")] is before._file_mentions[("q/UsesOther.java", "Socket")]


def test_an_added_file_is_read(pool):
    repo, pool = pool
    warm(pool)
    (repo / "q" / "UsesThird.java").write_text(USES_OTHER.replace("com.example", "org.third").replace("UsesOther", "UsesThird"))
    assert pool.refresh_now("r")
    found, _after = mentions(pool)
    assert found == ["com.example.Socket", "java.net.Socket", "org.third.Socket"]


def test_a_deleted_file_is_forgotten(pool):
    repo, pool = pool
    warm(pool)
    (repo / "q" / "UsesNet.java").unlink()
    assert pool.refresh_now("r")
    found, after = mentions(pool)
    assert found == ["com.example.Socket"]
    assert ("q/UsesNet.java", "Socket") not in after._file_mentions
    assert "q/UsesNet.java" not in after._files_cache and "q/UsesNet.java" not in after._lines_cache


def test_a_renamed_file_is_read_under_its_new_path_and_its_old_path_is_forgotten(pool):
    repo, pool = pool
    warm(pool)
    (repo / "q" / "Quiet.java").rename(repo / "q" / "Hushed.java")
    assert pool.refresh_now("r")
    found, after = mentions(pool)
    assert found == ["com.example.Socket", "java.net.Socket"]
    assert "q/Quiet.java" not in after._lines_cache
    assert after._source_lines("q/Quiet.java") == ()     # read from disk: gone
    assert after._source_lines("q/Hushed.java")[2] == "public class Quiet {"


def test_a_file_no_index_table_holds_is_never_carried(pool):
    repo, pool = pool
    before = warm(pool)
    assert before._source_lines("never-indexed.bin") == ()   # not there: an answer nobody indexes
    (repo / "never-indexed.bin").write_bytes(b"now here\n")
    (repo / "p" / "Socket.java").write_text(SOCKET.replace("open()", "close()"))
    assert pool.refresh_now("r")
    _found, after = mentions(pool)
    assert "never-indexed.bin" not in after._lines_cache
    assert after._source_lines("never-indexed.bin") == ("now here",)


def test_verdicts_after_each_change_match_a_fresh_resolver(pool):
    # What the carried answers decide is what a resolver that read everything anew decides. `Socket`
    # is a platform's name too: while a file writes `java.net.Socket` out, a member the repository's
    # Socket lacks may be the platform's (PLATFORM_HOMONYM); once no file does, it is certain.
    repo, pool = pool
    texts = ["Socket.open", "Socket.connect", "UsesNet.run", "Quiet.hush", "Quiet.hus"]

    def answers(verifier) -> list[tuple[str, str]]:
        return [(r["verdict"], r["claims"][0]["rule"]) for r in (verifier.verify_text(t).model_dump() for t in texts)]

    with pool.use("r") as (_, verifier):
        assert answers(verifier) == [("verified", "member_found"), ("unverifiable", "platform_homonym"),
                                     ("verified", "member_found"), ("verified", "member_found"),
                                     ("factual_error", "member_missing")]
    (repo / "q" / "UsesNet.java").write_text(USES_NET.replace("java.net.Socket", "p.Socket"))
    (repo / "q" / "Quiet.java").write_text("package q;\n\npublic class Quiet {\n    public void hus() {}\n}\n")
    assert pool.refresh_now("r")
    with pool.use("r") as (_, verifier):
        carried = answers(verifier)
    assert carried == [("verified", "member_found"), ("factual_error", "member_unknown_to_repository"),
                       ("verified", "member_found"), ("factual_error", "member_missing"),
                       ("verified", "member_found")]
    fresh = RepoPool({"r": str(repo)}, index_dir=str(Path(pool.indexes["r"].index_dir).parent), background=False)
    try:
        with fresh.use("r") as (_, verifier):
            assert answers(verifier) == carried
    finally:
        fresh.close()
