"""The MCP server through the real MCP client: ClientSession over stdio (the server a subprocess, as
.mcp.json starts it) and over streamable HTTP (a server this test starts on a free loopback port)."""
from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from retrieval_samples import BOOKMARK_PAGE, copy_repo, seeded_store

from graph.store import Store

GOVERNANCE = str(Path(sys.executable).with_name("governance"))


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("mcp")
    repo = copy_repo(tmp)
    return repo, seeded_store(tmp, repo)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def structured(result) -> dict:
    assert not result.is_error, result.content
    return result.structured_content if result.structured_content is not None else json.loads(result.content[0].text)


async def exercise(session: ClientSession, repo: Path) -> dict:
    """Every tool once, as an agent would call them; returns what came back."""
    await session.initialize()
    names = {t.name for t in (await session.list_tools()).tools}
    found = structured(await session.call_tool("search_experiences", {
        "query": "add a fast scroll bar to the bookmark list", "repo": "qqbrowser", "files": [BOOKMARK_PAGE], "limit": 2}))
    none = structured(await session.call_tool("search_experiences", {"query": "how to bake sourdough bread"}))
    exp = structured(await session.call_tool("get_experience", {"id": "exp-fastscroll"}))
    missing = await session.call_tool("get_experience", {"id": "exp-nope"})
    bad_limit = await session.call_tool("search_experiences", {"query": "fast scroll", "limit": 500})
    fb = structured(await session.call_tool("report_feedback", {"id": "exp-fastscroll", "helpful": True,
                                                                 "note": "right call, compiled first time"}))
    wrong = structured(await session.call_tool("verify_references", {"text": "FastScrollBar.attachToQBListView()",
                                                                     "repo": "qqbrowser"}))
    return {"names": names, "found": found, "none": none, "exp": exp, "missing": missing, "bad_limit": bad_limit,
            "fb": fb, "wrong": wrong}


def check(out: dict, db: Path, client: str) -> None:
    assert out["names"] == {"search_experiences", "get_experience", "report_feedback", "verify_references"}
    found = out["found"]
    assert list(found) == ["query", "hit", "results", "latency_ms"] and found["hit"] is True
    # Verified by this server, or a check an earlier server of this module's store made on the same code.
    why = found["results"][0]["why_matched"]
    assert found["results"][0]["id"] == "exp-fastscroll" and re.search(
        r"verified (just now against qqbrowser|against qqbrowser at \S+, its code unchanged since)", why), why
    assert out["none"]["hit"] is False and out["none"]["results"] == []
    assert out["exp"]["served"] is True and out["exp"]["what"].startswith("Use FastScrollBarCompat")
    assert out["missing"].is_error and "no experience exp-nope" in out["missing"].content[0].text
    assert out["bad_limit"].is_error and "limit" in out["bad_limit"].content[0].text
    assert out["fb"]["recorded"] is True
    assert out["wrong"]["verdict"] == "factual_error"
    assert any("FastScrollBarCompat.attachToQBRecyclerView" in json.dumps(c["suggestions"]) for c in out["wrong"]["claims"])
    store = Store(db)
    try:
        clients = [r[0] for r in store.db.execute("SELECT client FROM retrievals")]
        helpful = store.db.execute("SELECT helpful, note, client FROM feedback").fetchall()
    finally:
        store.close()
    assert clients.count(client) >= 2
    assert (1, "right call, compiled first time", client) in [tuple(h) for h in helpful]


def test_stdio(world):
    repo, db = world
    params = StdioServerParameters(command=GOVERNANCE, args=["mcp", "--db", str(db), "--repo", f"qqbrowser={repo}"],
                                   env=dict(os.environ))

    async def main():
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                return await exercise(session, repo)

    check(anyio.run(main), db, "mcp")


def test_streamable_http(world, tmp_path):
    repo, db = world
    port = free_port()
    log = open(tmp_path / "server.log", "w")
    proc = subprocess.Popen([GOVERNANCE, "mcp", "--http", f"127.0.0.1:{port}", "--db", str(db),
                             "--repo", f"qqbrowser={repo}"], stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, (tmp_path / "server.log").read_text()
                assert time.monotonic() < deadline, "server did not start"
                time.sleep(0.1)

        async def main():
            async with streamable_http_client(f"http://127.0.0.1:{port}/mcp") as (read, write):
                async with ClientSession(read, write) as session:
                    return await exercise(session, repo)

        check(anyio.run(main), db, "mcp")
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_serve_answers_http_json_and_mcp_at_slash_mcp_on_the_same_port(world, tmp_path):
    import urllib.error
    import urllib.request

    repo, db = world
    port = free_port()
    log = open(tmp_path / "serve.log", "w")
    proc = subprocess.Popen([GOVERNANCE, "serve", "--port", str(port), "--db", str(db),
                             "--repo", f"qqbrowser={repo}"], stdout=log, stderr=subprocess.STDOUT)

    def call(method, path, body=None, headers=None):
        data = body if isinstance(body, bytes) else json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, data=data, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, dict(r.headers), json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), json.loads(e.read())

    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None, (tmp_path / "serve.log").read_text()
                assert time.monotonic() < deadline, "serve did not start"
                time.sleep(0.1)
        status, _, http_answer = call("POST", "/v1/experiences/search",
                                      {"query": "SwitchKey for another module's switch", "repo": "qqbrowser"})
        assert status == 200

        async def main():
            async with streamable_http_client(f"http://127.0.0.1:{port}/mcp") as (read, write):
                async with ClientSession(read, write) as session:
                    out = await exercise(session, repo)
                    out["switch"] = structured(await session.call_tool("search_experiences", {
                        "query": "SwitchKey for another module's switch", "repo": "qqbrowser"}))
                    return out

        out = anyio.run(main)
        # The API's own answers and errors are as they were, beside /mcp.
        no_stream = call("GET", "/mcp")
        mcp_headers = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
        garbage = call("POST", "/mcp", b"not json", mcp_headers)
        rebinding = call("POST", "/mcp", {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                         mcp_headers | {"host": "attacker.example"})
        unknown = call("GET", "/v1/nothing")
        bad = call("POST", "/v1/experiences/search", {"query": "x", "limit": 0})
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()
    check(out, db, "mcp")
    assert http_answer["results"][0]["id"] == out["switch"]["results"][0]["id"] == "exp-switch-string"
    assert no_stream[0] == 405 and no_stream[1]["Allow"] == "POST, DELETE" and no_stream[2]["status"] == 405
    assert garbage[0] == 400 and garbage[2]["error"]["code"] == -32700  # the SDK's JSON-RPC parse error
    # A page in a browser must not reach a local server through a name it controls (DNS rebinding).
    assert rebinding[0] == 421 and rebinding[2] == {"error": "Invalid Host header", "status": 421}
    assert unknown[0] == 404 and unknown[2] == {"error": "no such endpoint: GET /v1/nothing", "status": 404}
    assert bad[0] == 400 and "limit" in bad[2]["error"]


def test_serve_without_mcp_leaves_slash_mcp_unknown(world, tmp_path):
    import urllib.error
    import urllib.request

    repo, db = world
    port = free_port()
    proc = subprocess.Popen([GOVERNANCE, "serve", "--port", str(port), "--no-mcp", "--db", str(db)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "serve did not start"
                time.sleep(0.1)
        req = urllib.request.Request(f"http://127.0.0.1:{port}/mcp", method="POST", data=b"{}")
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(req, timeout=60)
        assert e.value.code == 404
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_servers_refuse_a_store_that_does_not_exist(tmp_path):
    for argv in (["mcp"], ["serve", "--port", "0"]):
        p = subprocess.run([GOVERNANCE, *argv, "--db", str(tmp_path / "typo.sqlite")], capture_output=True, text=True,
                           timeout=120)
        assert p.returncode == 2 and "no store at" in p.stderr
    assert not (tmp_path / "typo.sqlite").exists()
