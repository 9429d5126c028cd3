"""The commit of a session: a `cwd` the system cannot even look at is an unknown commit, not a lost
transcript (found by bench/fuzz_long.py: a 5,000-character cwd raised OSError out of the reader)."""
from graph.transcripts import commit


def test_a_cwd_too_long_for_the_system_is_an_unknown_commit():
    sha, why = commit.resolve("/" + "x" * 5000, "2026-11-25T09:00:00Z")
    assert sha is None and why


def test_a_cwd_with_a_nul_byte_is_an_unknown_commit():
    sha, why = commit.resolve("/tmp/a\0b", "2026-11-25T09:00:00Z")
    assert sha is None and why
