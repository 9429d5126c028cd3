"""The team server's access matrix: every route of `governance serve --auth tokens` against tokens of each
kind, over real HTTP on a PostgreSQL store (graph/access.py, graph/admin_api.py), and MCP at /mcp through
the real MCP client with a bearer token."""
from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request

import anyio
import httpx2
import pytest
from gov_samples import QQBROWSER
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from pg_db import pg_server, pg_url  # noqa: F401  (fixtures)

from graph import tokens
from graph.models import Candidate, Explanation, MergeDecision, Source
from graph.store import Store

QQ_TEXT = "Use the owning module's SwitchKey constant for a switch read across modules"
OTHER_TEXT = "Retry the packager upload once before reporting the build as failed"


def _candidate(i, what, repository):
    return Candidate(id=f"cand-{i}", segment_id="seg", when="When the task reads a switch or uploads a build",
                     what=what, why="because the plain string lookup is cached as off", lens="logic",
                     evidence_turns=["t1"], source=Source(session=f"s{i}", transcript_path=f"upload:s{i}",
                                                          repository=repository),
                     explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))


@pytest.fixture()
def team(pg_url, tmp_path):
    from graph.api_server import make_server
    from graph.mcp_http import McpEndpoint
    from graph.mcp_server import build_server
    from graph.serving import Retriever

    other = tmp_path / "packager"
    other.mkdir()
    store = Store(pg_url)
    made = {}
    for name, repos, scopes, admin in (("alice", ["qqbrowser"], ["upload", "read"], False),
                                       ("hook", ["qqbrowser"], ["upload"], False),
                                       ("bob", ["packager"], ["read"], False),
                                       ("lead", [], ["upload", "read"], True),
                                       ("gone", ["qqbrowser"], ["read"], False)):
        made[name] = tokens.create(store, name, repos, admin=admin, scopes=scopes)
    tokens.revoke(store, "gone")
    for i, (what, repo) in enumerate(((QQ_TEXT, str(QQBROWSER)), (OTHER_TEXT, str(other))), 1):
        c = _candidate(i, what, repo)
        store.apply_decisions("run-1", [MergeDecision(id=f"dec-{i}", candidate_id=c.id, action="create", reason="r",
                                                      experience_id=f"exp-{i}")], {c.id: c}, [])
    store.close()
    retriever = Retriever(pg_url, {"qqbrowser": str(QQBROWSER), "packager": str(other)}, verify=False)
    mcp = McpEndpoint(build_server(retriever), host="127.0.0.1")
    srv = make_server(retriever, "127.0.0.1", 0, mcp=mcp, require_tokens=True)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.port}", {k: v[0] for k, v in made.items()}, {k: v[1] for k, v in made.items()}, pg_url
    srv.shutdown()
    srv.close()
    mcp.close()
    retriever.close()


def call(url, method, path, body=None, token=None):
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url + path, method=method, headers=headers,
                                 data=json.dumps(body).encode() if body is not None else None)
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read() or b"{}")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


SEARCH_QQ = ("POST", "/v1/experiences/search", {"query": "SwitchKey constant for a switch", "repo": "qqbrowser"})
SEARCH_NO_REPO = ("POST", "/v1/experiences/search", {"query": "SwitchKey constant for a switch"})
GET_QQ = ("GET", "/v1/experience?id=exp-1", None)
GET_OTHER = ("GET", "/v1/experience?id=exp-2", None)
FEEDBACK_QQ = ("POST", "/v1/feedback", {"id": "exp-1", "helpful": True})
STATS = ("GET", "/v1/stats", None)
UPLOAD_QQ = ("POST", "/v1/transcripts", {"session": "s-up", "format": "claude", "offset": 0,
                                         "content": '{"type": "user"}\n', "repository": "qqbrowser"})
DISABLE_QQ = ("POST", "/v1/admin/disable", {"id": "exp-2", "reason": "wrong since the packager moved"})
AUDIT = ("GET", "/v1/admin/audit?subject=exp-2", None)
HEALTH = ("GET", "/healthz", None)

# token -> the status each request gets. None: no Authorization header; "bad": a malformed one.
MATRIX = [
    (SEARCH_QQ, {None: 401, "bad": 401, "gone": 401, "alice": 200, "hook": 403, "bob": 403, "lead": 200}),
    (SEARCH_NO_REPO, {None: 401, "alice": 400, "lead": 200}),
    (GET_QQ, {None: 401, "alice": 200, "hook": 403, "bob": 403, "lead": 200}),
    (GET_OTHER, {"alice": 403, "bob": 200}),
    (FEEDBACK_QQ, {None: 401, "alice": 200, "bob": 403, "lead": 200}),
    (STATS, {None: 401, "alice": 403, "bob": 403, "lead": 200}),
    (UPLOAD_QQ, {None: 401, "bob": 403, "gone": 401, "hook": 201}),
    (DISABLE_QQ, {None: 401, "alice": 403, "bob": 403, "hook": 403}),
    (AUDIT, {None: 401, "alice": 403}),
    (HEALTH, {None: 200, "bad": 200}),
]


def test_the_401_403_admin_matrix(team):
    url, texts, toks, db = team
    texts = dict(texts, bad="cf_00000000_" + "x" * 43)
    got, want = {}, {}
    for (method, path, body), row in MATRIX:
        for who, status in row.items():
            got[(method, path, who)] = call(url, method, path, body, texts.get(who) if who else None)[0]
            want[(method, path, who)] = status
    assert got == want


def test_a_token_sees_only_its_repositories_and_admins_act_under_their_name(team):
    url, texts, toks, db = team
    status, out = call(url, *SEARCH_QQ, token=texts["alice"])
    assert status == 200 and [r["id"] for r in out["results"]] == ["exp-1"]
    status, out = call(url, "POST", "/v1/experiences/search", {"query": "retry the packager upload", "repo": "packager"},
                       token=texts["bob"])
    assert status == 200 and [r["id"] for r in out["results"]] == ["exp-2"]
    status, out = call(url, *SEARCH_QQ, token=texts["bob"])
    assert status == 403 and "qqbrowser" in out["error"]
    assert call(url, *DISABLE_QQ, token=texts["lead"])[0] == 200
    status, out = call(url, *AUDIT, token=texts["lead"])
    assert status == 200 and [(e["action"], e["actor"]) for e in out["entries"]][-1] == ("disabled", f"token {toks['lead'].id} (lead)")
    status, out = call(url, "POST", "/v1/experiences/search", {"query": "retry the packager upload", "repo": "packager"},
                       token=texts["bob"])
    assert status == 200 and out["hit"] is False                    # the kill switch, seen at once
    assert call(url, "POST", "/v1/admin/enable", {"id": "exp-2"}, token=texts["lead"])[0] == 200
    assert call(url, "POST", "/v1/admin/rollback", {"id": "exp-2", "version": 7}, token=texts["lead"])[0] == 400
    assert call(url, "POST", "/v1/admin/resolve", {"id": "nothing", "keep": "new"}, token=texts["lead"])[0] == 404
    store = Store(db)
    uploads = store.db.execute("SELECT token_id FROM uploads").fetchall()
    store.close()
    assert [r[0] for r in uploads] == []     # nothing was uploaded by these calls


def test_mcp_needs_a_token_and_answers_only_for_its_repositories(team):
    url, texts, toks, db = team
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}
    assert call(url, "POST", "/mcp", init)[0] == 401
    assert call(url, "POST", "/mcp", init, token=texts["hook"])[0] == 403      # upload only: no read scope
    search_other = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                    "params": {"name": "search_experiences", "arguments": {"query": "retry", "repo": "packager"}}}
    assert call(url, "POST", "/mcp", search_other, token=texts["alice"])[0] == 403

    async def main():
        client = httpx2.AsyncClient(headers={"Authorization": f"Bearer {texts['alice']}"}, timeout=60)
        async with client, streamable_http_client(url + "/mcp", http_client=client) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                result = await session.call_tool("search_experiences", {"query": "SwitchKey constant for a switch",
                                                                         "repo": "qqbrowser"})
                return json.loads(result.content[0].text)

    out = anyio.run(main)
    assert [r["id"] for r in out["results"]] == ["exp-1"]


def test_an_admin_resolves_a_contradiction_over_http_and_the_waiting_run_finishes(pg_url, tmp_path):
    from gov_samples import TRANSCRIPTS

    from graph import OfflineBackend, run
    from graph.api_server import make_server
    from graph.serving import Retriever

    result = run([TRANSCRIPTS], str(QQBROWSER), pg_url, backend=OfflineBackend())
    [waiting] = result.waiting
    store = Store(pg_url)
    lead_text, lead = tokens.create(store, "lead", admin=True)
    alice_text, _ = tokens.create(store, "alice", ["qqbrowser"])
    assert store.count("runs", "WHERE status='waiting_human'") == 1
    store.close()
    retriever = Retriever(pg_url, {"qqbrowser": str(QQBROWSER)}, verify=False)
    srv = make_server(retriever, "127.0.0.1", 0, require_tokens=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{srv.port}"
    body = {"id": waiting["contradiction"], "keep": "new"}
    try:
        assert call(url, "POST", "/v1/admin/resolve", body, alice_text)[0] == 403
        status, out = call(url, "POST", "/v1/admin/resolve", body, lead_text)
    finally:
        srv.shutdown()
        srv.close()
        retriever.close()
    assert status == 200 and out["status"] == "resolved" and out["resolution"] == "new"
    store = Store(pg_url)
    assert store.count("runs", "WHERE status='waiting_human'") == 0            # the paused run finished
    assert store.count("checkpoints") == 0                                      # and its checkpoints went
    [entry] = [a for a in store.audit_log(waiting["contradiction"]) if a["action"] == "contradiction_resolved"]
    assert entry["actor"] == f"token {lead.id} (lead)"
    store.close()
