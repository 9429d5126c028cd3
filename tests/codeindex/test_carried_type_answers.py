"""A service's new snapshot takes over the older explorer's members, member groups and ancestries
of the types its changed files cannot have changed (Explorer._carry_type_answers); a type whose
answer reads a changed file, or looks up a name a changed file writes (before or now), is asked
again. Edit, add, delete, rename, and the names an answer looks up from afar: a base that becomes
a type of the repository, an attached member, an imported base.

Real parts: a repository written by the test, the real on-disk SQLite index, the real builder,
the service's RepoPool taking a snapshot per refresh (refresh_now; no background thread).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from verifier.service import RepoPool

KEEP = "package p;\n\npublic class Keep extends Base {\n    public int stays() { return 1; }\n}\n"
OTHER = "package p;\n\npublic class Other {\n    public void alone() {}\n}\n"
BASE = "package p;\n\npublic class Base {\n    public void inherited() {}\n}\n"


@pytest.fixture
def pool(tmp_path):
    repo = tmp_path / "repo"
    (repo / "p").mkdir(parents=True)
    (repo / "p" / "Keep.java").write_text(KEEP)
    (repo / "p" / "Other.java").write_text(OTHER)
    pool = RepoPool({"r": str(repo)}, index_dir=str(tmp_path / "idx"), background=False)
    yield repo, pool
    pool.close()


def answers(pool: RepoPool, texts: list[str]) -> list[tuple[str, str]]:
    with pool.use("r") as (_, verifier):
        assert verifier.index.explorer.hold_in_memory()
        return [(c.status, c.rule) for t in texts for c in verifier.verify_text(t).claims]


def the_type(explorer, name: str):
    return [t for t in explorer.find_types(name) if t.name == name][0]


def explorer_of(pool: RepoPool):
    with pool.use("r") as (_, verifier):
        return verifier.index.explorer


def test_an_edit_elsewhere_keeps_a_types_members_and_ancestry(pool):
    repo, pool = pool
    assert answers(pool, ["Keep.stays", "Other.alone"]) == [("verified", "member_found")] * 2
    before = explorer_of(pool)
    keep_members = before.members(the_type(before, "Keep"))
    (repo / "p" / "Other.java").write_text(OTHER.replace("alone()", "apart()"))
    assert pool.refresh_now("r")
    after = explorer_of(pool)
    assert after is not before
    assert after.members(the_type(after, "Keep")) is keep_members          # carried
    assert the_type(after, "Other") not in after._cache_members.data        # its file changed
    assert answers(pool, ["Keep.stays", "Other.alone", "Other.apart"]) == [
        ("verified", "member_found"), ("not_found", "member_missing"), ("verified", "member_found")]


def test_an_edit_of_the_types_own_file_is_read_again(pool):
    repo, pool = pool
    answers(pool, ["Keep.stays"])
    (repo / "p" / "Keep.java").write_text(KEEP.replace("stays()", "moved()"))
    assert pool.refresh_now("r")
    assert answers(pool, ["Keep.stays", "Keep.moved"])[1] == ("verified", "member_found")
    assert answers(pool, ["Keep.stays"])[0][0] != "verified"


def test_an_added_file_that_declares_a_base_is_seen_in_the_ancestry(pool):
    repo, pool = pool
    assert answers(pool, ["Keep.inherited"])[0][0] != "verified"   # Base is no type of the repository yet
    (repo / "p" / "Base.java").write_text(BASE)
    assert pool.refresh_now("r")
    after = explorer_of(pool)
    assert [a.name for a in after.ancestry(the_type(after, "Keep")).ancestors] == ["Base"]
    assert answers(pool, ["Keep.inherited"]) == [("verified", "member_found")]


def test_a_deleted_base_leaves_the_ancestry(pool):
    repo, pool = pool
    (repo / "p" / "Base.java").write_text(BASE)
    assert pool.refresh_now("r")
    assert answers(pool, ["Keep.inherited"]) == [("verified", "member_found")]
    (repo / "p" / "Base.java").unlink()
    assert pool.refresh_now("r")
    after = explorer_of(pool)
    assert after.ancestry(the_type(after, "Keep")).ancestors == []
    assert answers(pool, ["Keep.inherited"])[0][0] != "verified"


def test_a_renamed_base_is_found_at_its_new_path(pool):
    repo, pool = pool
    (repo / "p" / "Base.java").write_text(BASE)
    assert pool.refresh_now("r")
    answers(pool, ["Keep.inherited"])
    (repo / "p" / "Base.java").rename(repo / "p" / "Moved.java")
    assert pool.refresh_now("r")
    with pool.use("r") as (_, verifier):
        claim = verifier.verify_text("Keep.inherited").claims[0]
    assert claim.status == "verified" and any(e.path == "p/Moved.java" for e in claim.evidence)
    assert not any(e.path == "p/Base.java" for e in claim.evidence)


def test_a_member_attached_from_a_new_file_is_seen(pool, tmp_path):
    repo, pool = pool
    (repo / "k").mkdir()
    (repo / "k" / "Box.kt").write_text("package k\n\nclass Box {\n    fun open() {}\n}\n")
    assert pool.refresh_now("r")
    assert answers(pool, ["Box.open", "Box.shut"]) == [("verified", "member_found"), ("not_found", "member_missing")]
    (repo / "k" / "BoxExtras.kt").write_text("package k\n\nfun Box.shut() {}\n")
    assert pool.refresh_now("r")
    assert answers(pool, ["Box.shut"]) == [("verified", "extension_found")] or \
        answers(pool, ["Box.shut"])[0][0] == "verified"


def test_an_imported_base_becoming_a_type_here_is_seen(pool):
    repo, pool = pool
    (repo / "k").mkdir()
    (repo / "k" / "Child.java").write_text(
        "package k;\n\nimport x.Real;\n\npublic class Child extends Real {\n    public void own() {}\n}\n")
    assert pool.refresh_now("r")
    answers(pool, ["Child.own", "Child.fromReal"])
    before = explorer_of(pool)
    assert before.ancestry(the_type(before, "Child")).ancestors == []
    (repo / "x").mkdir()
    (repo / "x" / "Real.java").write_text("package x;\n\npublic class Real {\n    public void fromReal() {}\n}\n")
    assert pool.refresh_now("r")
    after = explorer_of(pool)
    assert [a.name for a in after.ancestry(the_type(after, "Child")).ancestors] == ["Real"]
    assert answers(pool, ["Child.fromReal"]) == [("verified", "member_found")]


def test_an_edit_elsewhere_that_declares_the_base_is_seen_in_the_ancestry(pool):
    # Keep's own file is the same; Other.java now declares the class Keep extends: Keep's ancestry
    # and members are asked again (the base's name is one the changed file writes).
    repo, pool = pool
    assert answers(pool, ["Keep.inherited", "Keep.stays"])[0][0] != "verified"
    before = explorer_of(pool)
    assert before.ancestry(the_type(before, "Keep")).ancestors == []
    (repo / "p" / "Other.java").write_text(OTHER + "\nclass Base {\n    public void inherited() {}\n}\n")
    assert pool.refresh_now("r")
    after = explorer_of(pool)
    assert after.holds_tables()   # the patched tables: the path that carries answers
    assert [a.name for a in after.ancestry(the_type(after, "Keep")).ancestors] == ["Base"]
    assert answers(pool, ["Keep.inherited"]) == [("verified", "member_found")]


def test_kept_answers_drop_the_older_half_when_full():
    from codeindex.explorer import _KeptAnswers

    calls = []
    kept = _KeptAnswers(lambda x, y=0: calls.append((x, y)) or x * 10 + y, 4)
    assert [kept(i) for i in range(4)] == [0, 10, 20, 30] and len(calls) == 4
    assert kept(1) == 10 and len(calls) == 4                # asked again: kept
    assert kept(4) == 40 and list(kept.data) == [2, 3, 4]   # full: 0 and 1 went, the newer half stays
    assert kept(0) == 0 and len(calls) == 6                 # worked out again
    assert kept(2, 5) == 25 and (2, 5) in kept.data         # several arguments: keyed by the tuple
    kept.cache_clear()
    assert kept.data == {}
