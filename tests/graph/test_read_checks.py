"""Read-time verdicts kept across restarts (graph/read_checks.py): a restarted server does not verify again
an experience whose code did not change, and still withholds one whose cited method was renamed while it
was down. Each test has its own copy of the sample repository (they edit it).

"Verified again or not" is observed by counting calls of the real check (``graph.reverify.check_experience``
wrapped, still doing its work), the way a user would see it in the server's cost."""
from __future__ import annotations

import importlib
import json

import pytest
from retrieval_samples import COMPAT, copy_repo, seeded_store

from graph import review_s1
from graph.serving import Retriever, SearchRequest
from graph.store import Store

QUERY = "attach a fast scroll bar to a QB list"


@pytest.fixture()
def world(tmp_path):
    repo = copy_repo(tmp_path)
    return repo, seeded_store(tmp_path, repo)


@pytest.fixture()
def checks(monkeypatch):
    """Experience ids the real read-time check ran on, in order."""
    ran: list[str] = []
    reverify = importlib.import_module("graph.reverify")  # (graph.reverify the attribute is the function)
    real = reverify.check_experience

    def counting(store, exp, repo, review):
        ran.append(exp.id)
        return real(store, exp, repo, review)

    monkeypatch.setattr(reverify, "check_experience", counting)
    return ran


def serve_once(db, repo, why: list | None = None) -> list[str]:
    """A server's life: start, answer one search, stop. Returns the ids served (and their why_matched
    into ``why``)."""
    review_s1.refresh(str(repo))  # what opening the index in a new process does: bring it up to date
    r = Retriever(str(db))
    try:
        out = r.search(SearchRequest(query=QUERY, repo=str(repo)))
        if why is not None:
            why.extend(x.why_matched for x in out.response.results)
        return [x.id for x in out.response.results]
    finally:
        r.close()


def stored(db) -> dict[str, dict]:
    s = Store(db)
    try:
        return {r["experience_id"]: dict(r) for r in s.db.execute("SELECT * FROM read_checks")}
    finally:
        s.close()


def test_a_restarted_server_does_not_verify_an_unchanged_experience_again(world, checks):
    repo, db = world
    first, second = [], []
    assert serve_once(db, repo, first)[0] == "exp-fastscroll" and "verified just now against qqbrowser" in first[0]
    assert checks.count("exp-fastscroll") == 1
    row = stored(db)["exp-fastscroll"]
    assert COMPAT in json.loads(row["paths"]) and "attachToQBRecyclerView" in json.loads(row["names"])
    assert serve_once(db, repo, second)[0] == "exp-fastscroll"
    assert checks.count("exp-fastscroll") == 1  # the second server took the stored verdict, and says so
    assert f"verified against qqbrowser at {row['checked_at']}, its code unchanged since" in second[0]


def test_a_method_renamed_while_the_server_was_down_is_still_withheld(world, checks):
    repo, db = world
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    java = repo / COMPAT
    java.write_text(java.read_text(encoding="utf-8").replace("attachToQBRecyclerView", "attachToQBList"),
                    encoding="utf-8")
    assert "exp-fastscroll" not in serve_once(db, repo)
    assert checks.count("exp-fastscroll") == 2
    s = Store(db)
    try:
        exp = s.experience("exp-fastscroll")
        assert exp.status == "stale"
        assert any("attachToQBRecyclerView" in c.text for c in exp.stale.claims)
    finally:
        s.close()


def test_an_edit_elsewhere_in_the_repository_does_not_verify_it_again(world, checks):
    repo, db = world
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    before = stored(db)["exp-fastscroll"]["index_state"]
    other = repo / "modules/switches/src/main/java/com/tencent/mtt/switches/SwitchManager.java"
    other.write_text(other.read_text(encoding="utf-8") + "\n// touched by a teammate\n", encoding="utf-8")
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    assert checks.count("exp-fastscroll") == 1  # its files are as they were: the verdict stands
    after = stored(db)["exp-fastscroll"]
    assert after["index_state"] != before  # recorded against the new state, so the next start is a digest compare


def test_a_new_definition_of_a_cited_name_elsewhere_verifies_it_again(world, checks):
    repo, db = world
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    homonym = repo / "app/src/main/java/com/tencent/mtt/legacy/FastScrollBarCompat.java"
    homonym.parent.mkdir(parents=True)
    homonym.write_text("package com.tencent.mtt.legacy;\n\npublic class FastScrollBarCompat {\n"
                       "    public static void attachLegacy() {}\n}\n", encoding="utf-8")
    serve_once(db, repo)
    assert checks.count("exp-fastscroll") == 2


def test_a_new_version_of_the_experience_is_verified_again(world, checks):
    repo, db = world
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    s = Store(db)
    try:
        with s.db:
            s.db.execute("UPDATE experiences SET version = version + 1 WHERE id = 'exp-fastscroll'")
    finally:
        s.close()
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    assert checks.count("exp-fastscroll") == 2


def test_after_a_reverify_a_server_does_not_verify_what_it_found_valid(world, checks):
    import sys

    repo, db = world
    review_s1.refresh(str(repo))
    s = Store(db)
    try:
        report = sys.modules["graph.reverify"].reverify(s, repo)
    finally:
        s.close()
    assert report.valid >= 1 and "exp-fastscroll" in checks
    ran = len(checks)
    assert serve_once(db, repo)[0] == "exp-fastscroll"
    assert len(checks) == ran  # the server took reverify's verdict
