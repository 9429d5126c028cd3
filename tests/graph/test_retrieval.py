"""Retrieval: ranking (full text in three languages, symbol anchoring), the honest no-hit, what may be
served, read-time verification, the retrieval log, and the `governance search --json` contract."""
from __future__ import annotations

import json
import sqlite3

import pytest
from gov_samples import QQBROWSER
from retrieval_samples import BOOKMARK_PAGE, copy_repo, seeded_store

from graph import cli
from graph.retrieval import cjk_terms, word_terms
from graph.serving import RequestError, Retriever, SearchRequest
from graph.store import MIGRATIONS, Store, migrate


@pytest.fixture(scope="module")
def shared_repo(tmp_path_factory):
    """One copy of the sample repository (indexed once) for the tests that do not change code."""
    return copy_repo(tmp_path_factory.mktemp("repo"))


@pytest.fixture()
def world(shared_repo, tmp_path):
    return shared_repo, seeded_store(tmp_path, shared_repo)


def search(db, query, **kw):
    r = Retriever(str(db))
    try:
        return r.search(SearchRequest(query=query, **kw))
    finally:
        r.close()


def ids(outcome):
    return [x.id for x in outcome.response.results]


def test_terms_split_identifiers_and_make_cjk_bigrams():
    assert {"attachtoqbrecyclerview", "attach", "qb", "recycler", "view", "scroll"} <= set(
        word_terms("attachToQBRecyclerView while scrolling"))
    assert "the" not in word_terms("the list")
    assert cjk_terms("快速滚动条") == ["快速", "速滚", "滚动", "动条"]
    assert cjk_terms("スクロール") == ["スク", "クロ", "ロー", "ール"]


def test_migration_6_adds_the_retrieval_tables_to_an_existing_store(tmp_path):
    db = sqlite3.connect(tmp_path / "old.sqlite")
    assert migrate(db, target=5) == 5
    db.execute("INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, updated_at) "
               "VALUES ('exp-old','active','logic','{\"when\":\"w\",\"what\":\"keep me searchable after the migration\",\"why\":\"y\",\"lens\":\"logic\"}',1,'[]','[]','t','t')")
    db.commit()
    assert migrate(db) == len(MIGRATIONS) >= 6
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master")}
    assert {"retrieval_fts", "retrieval_docs", "retrieval_symbols", "retrievals", "served", "feedback"} <= tables
    assert db.execute("SELECT disabled, retired_from FROM experiences WHERE id='exp-old'").fetchone() == (None, None)
    db.close()
    s = Store(tmp_path / "old.sqlite")  # an experience stored before the migration is searchable after it
    try:
        assert ids(Retriever(s, verify=False).search(SearchRequest(query="searchable after a migration"))) == ["exp-old"]
    finally:
        s.close()


def test_migration_7_counts_text_changes_not_status_changes(tmp_path):
    s = Store(tmp_path / "g.sqlite")
    try:
        gen = lambda: s.db.execute("SELECT n FROM retrieval_generation").fetchone()[0]  # noqa: E731
        body = '{"when":"w","what":"first answer about caching","why":"y","lens":"logic"}'
        s.db.execute("INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, updated_at) "
                     "VALUES ('e1','active','logic',?,1,'[]','[]','t','t')", (body,))
        assert gen() == 1
        s.db.execute("UPDATE experiences SET status='stale', disabled='{}' WHERE id='e1'")
        assert gen() == 1  # status is read per request; the text index has nothing to redo
        s.db.execute("UPDATE experiences SET body=?, version=2 WHERE id='e1'", (body.replace("first", "second"),))
        assert gen() == 2
        s.db.commit()
        r = Retriever(s, verify=False)
        s.db.execute("UPDATE experiences SET status='active', disabled=NULL")
        s.db.commit()
        assert ids(r.search(SearchRequest(query="second answer about caching"))) == ["e1"]
        s.db.execute("UPDATE experiences SET body=?, version=3 WHERE id='e1'", (body.replace("first", "third"),))
        s.db.commit()
        assert ids(r.search(SearchRequest(query="third answer about caching"))) == ["e1"]  # the same retriever sees the edit
        assert ids(r.search(SearchRequest(query="second answer"))) == []
    finally:
        s.close()


def test_english_chinese_and_japanese_queries_find_their_experience(world):
    repo, db = world
    assert ids(search(db, "which SwitchKey do I pass when reading another module's switch?", repo=str(repo)))[0] == "exp-switch-string"
    assert ids(search(db, "新增禁止访问的网站类别要改哪些地方", repo=str(repo)))[0] == "exp-zh-forbidden"
    assert ids(search(db, "UBA にイベントを送るには", repo=str(repo)))[0] == "exp-ja-uba"


def test_an_unrelated_query_is_an_honest_no_hit(world):
    repo, db = world
    for q in ("how do I bake sourdough bread", "配置 CI 的缓存目录", "the list"):
        out = search(db, q, repo=str(repo))
        assert not out.response.hit and out.response.results == [], q


def test_symbol_anchoring_ranks_the_experience_about_the_code_you_are_in_first(world):
    repo, db = world
    query = "add a fast scroll bar to the bookmark list"
    text_only = search(db, query, repo=str(repo))
    anchored = search(db, query, repo=str(repo), files=[BOOKMARK_PAGE])
    assert ids(anchored)[0] == "exp-fastscroll"
    top = anchored.response.results[0]
    assert top.score > next((x.score for x in text_only.response.results if x.id == "exp-fastscroll"), 0.0)
    assert "FastScrollBarCompat.attachToQBRecyclerView" in top.why_matched
    assert "imported by the file you are in" in top.why_matched
    # The first search verified it; the second (another process's Retriever) took that check on the same code.
    first = next(x for x in text_only.response.results if x.id == "exp-fastscroll")
    assert "verified just now against qqbrowser" in first.why_matched
    assert "verified against qqbrowser at " in top.why_matched and "its code unchanged since" in top.why_matched
    # A symbol being touched anchors too.
    by_symbol = search(db, "fast scroll thumb", repo=str(repo), symbols=["FastScrollBar"])
    assert ids(by_symbol)[0] == "exp-fastscroll" and "hop" in by_symbol.response.results[0].why_matched


def test_only_active_enabled_experiences_are_served(world):
    repo, db = world
    q = "pass the SwitchKey constant to SwitchManager.isOn"
    store = Store(db)
    try:
        for status in ("retired", "stale", "contested"):
            store.db.execute("UPDATE experiences SET status=? WHERE id='exp-switch-string'", (status,))
            store.db.commit()
            assert "exp-switch-string" not in ids(search(db, q, repo=str(repo))), status
        # A human may ask to see a contested one, marked as such.
        shown = search(db, q, repo=str(repo), include_contested=True)
        assert "CONTESTED" in shown.response.results[0].why_matched
        store.db.execute("UPDATE experiences SET status='active', disabled='{\"reason\":\"x\"}' WHERE id='exp-switch-string'")
        store.db.commit()
        assert "exp-switch-string" not in ids(search(db, q, repo=str(repo)))
    finally:
        store.close()


def test_experiences_of_another_repository_are_not_served_for_this_one(world, tmp_path):
    repo, db = world
    other = tmp_path / "agent-tools"
    other.mkdir()
    (other / "hook.py").write_text("def report():\n    pass\n", encoding="utf-8")
    assert "exp-switch-string" in ids(search(db, "SwitchKey constant for another module's switch", repo=str(repo)))
    assert ids(search(db, "SwitchKey constant for another module's switch", repo=str(other))) == []


def test_read_time_verification_withholds_an_experience_whose_method_was_renamed(tmp_path):
    repo = copy_repo(tmp_path)  # this test renames a method: its own copy
    db = seeded_store(tmp_path, repo)
    q = "attach a fast scroll bar to a QB list"
    r = Retriever(str(db), refresh_interval=0)  # a long-running server that re-indexes before each request
    try:
        assert ids(r.search(SearchRequest(query=q, repo=str(repo))))[0] == "exp-fastscroll"
        java = repo / "app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java"
        java.write_text(java.read_text(encoding="utf-8").replace("attachToQBRecyclerView", "attachToQBList"),
                        encoding="utf-8")
        out = r.search(SearchRequest(query=q, repo=str(repo)))
        assert "exp-fastscroll" not in ids(out)
        assert [w.experience_id for w in out.withheld] == ["exp-fastscroll"]
        assert "attachToQBRecyclerView" in out.withheld[0].failing[0]
    finally:
        r.close()
    store = Store(db)
    try:
        exp = store.experience("exp-fastscroll")
        assert exp.status == "stale"
        assert any(c.text.startswith("FastScrollBarCompat.attachToQBRecyclerView") for c in exp.stale.claims)
        assert "withheld_at_read" in [a["action"] for a in store.audit_log("exp-fastscroll")]
        logged = store.db.execute("SELECT withheld FROM retrievals ORDER BY id DESC LIMIT 1").fetchone()[0]
        assert json.loads(logged) == ["exp-fastscroll"]
    finally:
        store.close()


def test_every_retrieval_is_logged_with_client_session_results_and_latency(world):
    repo, db = world
    search(db, "SwitchKey across modules", repo=str(repo), client="mcp", session="sess-1", files=[BOOKMARK_PAGE])
    search(db, "sourdough bread", client="hook", session="sess-1")
    store = Store(db)
    try:
        rows = [dict(r) for r in store.db.execute("SELECT * FROM retrievals ORDER BY id")]
        served = store.db.execute("SELECT experience_id, rank, session FROM served").fetchall()
    finally:
        store.close()
    assert [(r["client"], r["hit"], r["session"]) for r in rows] == [("mcp", 1, "sess-1"), ("hook", 0, "sess-1")]
    assert rows[0]["repo"] == "qqbrowser" and json.loads(rows[0]["files"]) == [BOOKMARK_PAGE]
    assert json.loads(rows[0]["results"])[0]["id"] == "exp-switch-string" and rows[0]["injected"] >= 1
    assert rows[1]["injected"] == 0 and rows[0]["latency_ms"] > 0
    assert ("exp-switch-string", 1, "sess-1") in [tuple(s) for s in served]


def test_bad_requests_are_refused_clearly(world):
    repo, db = world
    with pytest.raises(RequestError, match="limit"):
        search(db, "x", limit=0)
    with pytest.raises(RequestError, match="non-empty"):
        search(db, "   ")
    with pytest.raises(RequestError, match="unknown repository"):
        search(db, "switch", repo="no-such-repo")


def test_search_json_contract_and_exit_codes(world, capsys):
    repo, db = world
    code = cli.main(["search", "add a fast scroll bar to the bookmark list", "--db", str(db), "--repo", str(repo),
                     "--file", BOOKMARK_PAGE, "--limit", "2", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert list(out) == ["query", "hit", "results", "latency_ms"]
    assert out["hit"] is True and out["query"] == "add a fast scroll bar to the bookmark list"
    assert 1 <= len(out["results"]) <= 2
    assert all(list(r) == ["id", "score", "when", "what", "why", "why_matched"] for r in out["results"])
    assert out["results"][0]["id"] == "exp-fastscroll"
    code = cli.main(["search", "how to bake sourdough bread", "--db", str(db), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1 and out["hit"] is False and out["results"] == []


def test_search_at_a_terminal_says_why_it_matched(world, capsys):
    repo, db = world
    assert cli.main(["search", "fast scroll bar for the bookmark list", "--db", str(db), "--repo", str(repo),
                     "--file", BOOKMARK_PAGE]) == 0
    out = capsys.readouterr().out
    assert "1. exp-fastscroll" in out and "hop" in out and "verified just now" in out
    assert cli.main(["search", "fast scroll", "--db", str(db / "missing.sqlite")]) == 2  # no store: a clear error


def test_sample_store_answers_the_readme_query(tmp_path, sample_run, capsys):
    db, _ = sample_run
    assert cli.main(["search", "pass a switch name as a String to another module", "--db", str(db),
                     "--repo", str(QQBROWSER)]) == 0
    assert "SwitchKey" in capsys.readouterr().out


def test_a_contested_experience_is_shown_to_a_human_with_what_it_contradicts(sample_run):
    db, result = sample_run
    (waiting,) = result.waiting
    query = "should the stop hook send its report synchronously or asynchronously"
    assert search(db, query).response.results == []  # never served to an agent
    shown = search(db, query, include_contested=True).response.results
    assert {r.id for r in shown} <= {waiting["contradiction"], waiting["target"]} and shown
    for r in shown:
        other = waiting["target"] if r.id == waiting["contradiction"] else waiting["contradiction"]
        assert f"CONTESTED: contradicts {other}" in r.why_matched


def test_two_processes_on_one_store_both_see_a_new_experience(tmp_path):
    db = seeded_store(tmp_path)
    a, b = Retriever(str(db), verify=False), Retriever(str(db), verify=False)
    try:
        for r in (a, b):
            assert ids(r.search(SearchRequest(query="which SwitchKey for another module's switch")))
        a.store.db.execute(
            "INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, updated_at) "
            "VALUES ('exp-keys','active','logic',?,1,'[]','[]','t','t')",
            ('{"when":"When rotating the signing keys","what":"Rotate them with the vault tool, never by hand",'
             '"why":"the tool revokes the old key everywhere","lens":"logic"}',))
        a.store.db.commit()
        # a indexes it; b finds the index already current and must still reload its term statistics
        assert ids(a.search(SearchRequest(query="rotate the signing keys"))) == ["exp-keys"]
        assert ids(b.search(SearchRequest(query="rotate the signing keys"))) == ["exp-keys"]
    finally:
        a.close()
        b.close()
