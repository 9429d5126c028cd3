"""Lifecycle through the HTTP API and the CLI: the kill switch seen by a running server on its next request,
retire and rollback round trips, history, and the audit trail."""
from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone

import pytest
from retrieval_samples import copy_repo, seeded_store

from graph import cli
from graph.api_server import make_server
from graph.lifecycle import parse_duration, retire_unused
from graph.serving import Retriever, SearchRequest
from graph.store import Store

QUERY = "pass the SwitchKey constant when reading another module's switch"


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    return copy_repo(tmp_path_factory.mktemp("lifecycle"))


@pytest.fixture()
def db(repo, tmp_path):
    return seeded_store(tmp_path, repo)


@pytest.fixture()
def server(db, repo):
    retriever = Retriever(str(db), {"qqbrowser": str(repo)})
    srv = make_server(retriever, "127.0.0.1", 0)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.port}"
    srv.shutdown()
    srv.close()
    retriever.close()


def call(url, path, body=None):
    req = urllib.request.Request(url + path, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"}, method="GET" if body is None else "POST")
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def served_ids(url):
    status, out = call(url, "/v1/experiences/search", {"query": QUERY, "repo": "qqbrowser"})
    assert status == 200, out
    return [r["id"] for r in out["results"]]


def test_http_api_search_openapi_and_errors(server):
    assert served_ids(server)[0] == "exp-switch-string"
    status, spec = call(server, "/openapi.json")
    assert status == 200 and "/v1/experiences/search" in spec["paths"]
    assert "query" in spec["paths"]["/v1/experiences/search"]["post"]["requestBody"]["content"]["application/json"]["schema"]["properties"]
    assert call(server, "/v1/experiences/search", {"repo": "qqbrowser"})[0] == 400  # no query
    assert call(server, "/v1/experiences/search", {"query": "x", "limit": 99})[0] == 400
    assert call(server, "/v1/experiences/search", {"query": "x", "repo": "elsewhere"})[0] == 400
    assert call(server, "/v1/experience?id=exp-nope")[0] == 404
    status, exp = call(server, "/v1/experience?id=exp-switch-string")
    assert status == 200 and exp["served"] is True
    assert call(server, "/v1/feedback", {"id": "exp-switch-string", "helpful": False, "note": "outdated"})[0] == 200
    status, v = call(server, "/v1/verify_references", {"text": "SwitchManager.isOn", "repo": "qqbrowser"})
    assert status == 200 and v["verdict"] == "verified"
    status, stats = call(server, "/v1/stats?since=7d")
    assert status == 200 and stats["requests"] >= 1 and stats["by_client"].get("http", 0) >= 1


def test_kill_switch_is_seen_by_the_running_server_on_the_next_request(server, db, capsys):
    assert "exp-switch-string" in served_ids(server)
    assert cli.main(["disable", "exp-switch-string", "--reason", "wrong since the switch SDK 3.0", "--db", str(db)]) == 0
    assert "exp-switch-string" not in served_ids(server)  # the very next request
    status, exp = call(server, "/v1/experience?id=exp-switch-string")
    assert exp["served"] is False and exp["disabled"]["reason"] == "wrong since the switch SDK 3.0"
    assert cli.main(["enable", "exp-switch-string", "--db", str(db)]) == 0
    assert "exp-switch-string" in served_ids(server)
    store = Store(db)
    try:
        actions = [(a["action"], a["actor"]) for a in store.audit_log("exp-switch-string")]
    finally:
        store.close()
    assert ("disabled", "human") in actions and ("enabled", "human") in actions


def test_feedback_from_the_terminal_is_recorded_and_counted(db, capsys):
    assert cli.main(["feedback", "exp-dsite", "--helpful", "--note", "saved me a question", "--db", str(db)]) == 0
    assert cli.main(["feedback", "exp-dsite", "--unhelpful", "--db", str(db)]) == 0
    assert cli.main(["feedback", "exp-nope", "--helpful", "--db", str(db)]) == 1
    capsys.readouterr()
    assert cli.main(["stats", "--db", str(db), "--json"]) == 0
    per = {e["id"]: e for e in json.loads(capsys.readouterr().out)["experiences"]}
    assert (per["exp-dsite"]["helpful"], per["exp-dsite"]["unhelpful"]) == (1, 1)


def test_disable_needs_a_reason_and_an_existing_id(db, capsys):
    with pytest.raises(SystemExit):
        cli.main(["disable", "exp-switch-string", "--db", str(db)])
    assert cli.main(["disable", "exp-nope", "--reason", "x", "--db", str(db)]) == 1
    assert "no experience exp-nope" in capsys.readouterr().err


def test_retire_unused_round_trip(db, repo, capsys):
    r = Retriever(str(db), verify=False)
    try:
        r.search(SearchRequest(query=QUERY, repo=str(repo)))  # exp-switch-string is served today
    finally:
        r.close()
    store = Store(db)
    try:
        # Everything was created just now: too young to judge.
        assert retire_unused(store, parse_duration("90d"), dry_run=True) == []
        store.db.execute("UPDATE experiences SET created_at='2026-01-01T00:00:00+00:00'")
        store.db.commit()
        later = datetime.now(timezone.utc) + timedelta(days=1)
        would = {c.id: c.reason for c in retire_unused(store, timedelta(days=30), dry_run=True, at=later)}
        assert would and "exp-switch-string" not in would and set(would.values()) == {"never_served"}
        assert store.experience("exp-fastscroll").status == "active"  # dry run changed nothing
    finally:
        store.close()
    assert cli.main(["retire", "--unused-for", "90d", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert "retired exp-fastscroll: never served" in out and "exp-switch-string" not in out
    store = Store(db)
    try:
        assert store.experience("exp-fastscroll").status == "retired"
        assert store.experience("exp-switch-string").status == "active"
    finally:
        store.close()
    # Retired is never served; unretire brings it back exactly.
    assert cli.main(["search", "fast scroll bar for a QB list", "--db", str(db), "--json", "--no-verify"]) == 1
    capsys.readouterr()
    assert cli.main(["unretire", "exp-fastscroll", "--db", str(db)]) == 0
    assert cli.main(["search", "fast scroll bar for a QB list", "--db", str(db), "--json", "--no-verify"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["results"][0]["id"] == "exp-fastscroll"
    store = Store(db)
    try:
        actions = [a["action"] for a in store.audit_log("exp-fastscroll")]
    finally:
        store.close()
    assert "retired" in actions and "unretired" in actions
    assert cli.main(["retire", "--unused-for", "ninety days", "--db", str(db)]) == 2  # a clear usage error


def test_served_and_never_adopted_is_retired_but_unobserved_is_kept(db):
    store = Store(db)
    try:
        store.db.execute("UPDATE experiences SET created_at='2026-01-01T00:00:00+00:00'")
        now = datetime.now(timezone.utc).isoformat(timespec="seconds")
        for n, (exp, adoption) in enumerate([("exp-dsite", "ignored"), ("exp-xhome-index", None),
                                             ("exp-switch-string", "adopted")], 1):
            store.db.execute("INSERT INTO retrievals(id, ts, client, query, files, symbols, results, hit, injected, latency_ms) "
                             "VALUES (?,?,?,?,?,?,?,?,?,?)", (n, now, "hook", "q", "[]", "[]", "[]", 1, 1, 1.0))
            store.db.execute("INSERT INTO served(retrieval_id, experience_id, rank, score, ts, session, adoption) "
                             "VALUES (?,?,?,?,?,?,?)", (n, exp, 1, 0.9, now, "s", adoption))
        store.db.commit()
        found = {c.id: c.reason for c in retire_unused(store, timedelta(days=30), dry_run=True)}
    finally:
        store.close()
    assert found.get("exp-dsite") == "never_adopted"
    assert "exp-xhome-index" not in found  # served, outcome not observed yet: unknown, kept
    assert "exp-switch-string" not in found


def test_history_and_rollback_round_trip(db, capsys):
    note = db.parent / "v2.jsonl"
    note.write_text(json.dumps({"id": "exp-dsite", "lens": "jargon", "when": "When a ticket says 'D site'",
                                "what": "Read 'D site' as a download site", "why": "changed my mind"}) + "\n")
    assert cli.main(["import", str(note), "--as-is", "--db", str(db)]) == 0  # a bad edit lands as version 2
    assert cli.main(["rollback", "exp-dsite", "--to", "1", "--db", str(db)]) == 0
    assert "version 1 restored as version 3" in capsys.readouterr().out
    store = Store(db)
    try:
        exp = store.experience("exp-dsite")
    finally:
        store.close()
    assert exp.version == 3 and exp.body.what == "Read 'D site' as a piracy site and 'A site' as an adult site"
    assert [v.version for v in exp.history] == [1, 2, 3] and exp.history[2].decision_id == "rollback-to-v1"
    assert cli.main(["history", "exp-dsite", "--db", str(db), "--json"]) == 0
    h = json.loads(capsys.readouterr().out)
    assert [v["version"] for v in h["versions"]] == [1, 2, 3]
    assert [a["action"] for a in h["audit"]] == ["imported", "imported", "rollback"]
    assert cli.main(["rollback", "exp-dsite", "--to", "9", "--db", str(db)]) == 2
    assert "no version 9" in capsys.readouterr().err
