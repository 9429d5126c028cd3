"""Transcript increments uploaded to the team server (graph/uploads.py, POST /v1/transcripts)."""
import json
import threading
import urllib.error
import urllib.request

import pytest
from pg_db import any_backend, pg_server, pg_url  # noqa: F401  (fixtures)

from graph import tokens
from graph.store import Store
from graph.uploads import MAX_CONTENT_BYTES, Uploads

LINE1 = '{"type":"user","message":{"role":"user","content":"why does the switch read as off?"}}\n'
LINE2 = '{"type":"assistant","message":{"role":"assistant","content":"SwitchKey is cached — 缓存"}}\n'
LINE3 = '{"type":"user","message":{"role":"user","content":"thanks"}}\n'


def inc(offset, content, session="sess-1", repository="qqbrowser", **extra):
    return {"session": session, "format": "claude", "offset": offset, "content": content,
            "repository": repository, "commit": "0123abcd"} | extra


def _setup(target):
    store = Store(target)
    _, alice = tokens.create(store, "alice", ["qqbrowser"])
    return store, Uploads(store), alice


def test_increments_in_order_resent_and_out_of_order(any_backend):
    store, up, alice = _setup(any_backend)
    n1 = len(LINE1.encode())
    n2 = n1 + len(LINE2.encode())   # the CJK and the dash are more bytes than characters
    first = up.receive(alice, inc(0, LINE1))
    assert (first.status, first.body["next_offset"]) == (201, n1)
    assert up.receive(alice, inc(0, LINE1)).body == {"duplicate": True, "session": "sess-1", "next_offset": n1}
    gap = up.receive(alice, inc(n2, LINE3))          # the second increment has not arrived yet
    assert gap.status == 409 and gap.body["next_offset"] == n1 and "missing" in gap.body["error"]
    assert up.receive(alice, inc(n1, LINE2)).status == 201
    assert up.receive(alice, inc(n2, LINE3)).body["next_offset"] == n2 + len(LINE3.encode())
    assert up.receive(alice, inc(n1, LINE2)).status == 200   # an old resend after more arrived
    other = up.receive(alice, inc(0, LINE2))          # other bytes at a held offset: never overwritten
    assert other.status == 409 and other.body["next_offset"] == n2 + len(LINE3.encode())
    inside = up.receive(alice, inc(5, LINE2))         # an offset inside a held increment
    assert inside.status == 409 and "inside" in inside.body["error"]
    held = up.increments("sess-1")
    assert [(r["byte_offset"], r["byte_end"]) for r in held] == [(0, n1), (n1, n2), (n2, n2 + len(LINE3.encode()))]
    assert "".join(r["content"] for r in held) == LINE1 + LINE2 + LINE3
    assert {(r["status"], r["token_id"], r["commit_sha"]) for r in held} == {("pending", alice.id, "0123abcd")}
    assert up.session("sess-1")["increments"] == 3 and up.session("sess-1")["end_offset"] == n2 + len(LINE3.encode())
    store.close()


def test_who_may_upload(any_backend):
    store, up, alice = _setup(any_backend)
    assert up.receive(None, inc(0, LINE1)).status == 401
    forbidden = up.receive(alice, inc(0, LINE1, repository="chromium-shell"))
    assert forbidden.status == 403 and "chromium-shell" in forbidden.body["error"]
    _, lead = tokens.create(store, "lead", admin=True)
    assert up.receive(lead, inc(0, LINE1, session="s-admin", repository="chromium-shell")).status == 201
    # A session belongs to the repository it was first recorded for.
    assert up.receive(lead, inc(0, LINE1, session="s-admin", repository="qqbrowser")).status == 409
    assert store.count("uploads") == 1
    store.close()


@pytest.mark.parametrize("body, status, message", [
    ([1, 2], 400, "JSON object"),
    (inc(0, ""), 400, "content"),
    (inc(-1, LINE1), 400, "offset"),
    (inc("0", LINE1), 400, "offset"),
    (inc(0, LINE1, session="../etc"), 400, "session"),
    (inc(0, LINE1, format="word"), 400, "format"),
    (inc(0, LINE1, commit="not-a-sha"), 400, "commit"),
    (inc(0, "a\x00b"), 400, "NUL"),
    (inc(0, "x" * (MAX_CONTENT_BYTES + 1)), 413, "limit"),
])
def test_malformed_increments_are_refused_and_store_nothing(tmp_path, body, status, message):
    store, up, alice = _setup(tmp_path / "s.sqlite")
    out = up.receive(alice, body)
    assert out.status == status and message in out.body["error"], out.body
    assert store.count("uploads") == 0 and store.count("upload_sessions") == 0
    store.close()


def test_secrets_in_uploaded_content_are_stored_redacted(any_backend):
    store, up, alice = _setup(any_backend)
    line = '{"type":"user","message":{"content":"export OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123"}}\n'
    assert up.receive(alice, inc(0, line)).status == 201
    [row] = up.increments("sess-1")
    assert "sk-proj-abcdefghijklmnopqrstuvwxyz0123" not in row["content"] and "[REDACTED:" in row["content"]
    assert up.receive(alice, inc(0, line)).status == 200   # the resend is still recognised (hash of the bytes sent)
    store.close()


def test_two_servers_racing_on_one_session_append_once(any_backend):
    # Two stores (two server processes' connections) receive the same increments at once.
    Store(any_backend).close()
    setup_store = Store(any_backend)
    _, alice = tokens.create(setup_store, "alice", ["qqbrowser"])
    setup_store.close()
    results, errors = [], []
    barrier = threading.Barrier(4, timeout=60)

    def send(content):
        store = Store(any_backend)
        try:
            barrier.wait()
            results.append((content, Uploads(store).receive(alice, inc(0, content)).status))
        except Exception as e:  # collected, asserted below
            errors.append(e)
        finally:
            store.close()

    threads = [threading.Thread(target=send, args=(c,)) for c in (LINE1, LINE1, LINE2, LINE2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    # One stores; the resend of the same bytes is a duplicate; the other bytes at that offset are refused.
    assert sorted(s for _, s in results) == [200, 201, 409, 409], results
    store = Store(any_backend)
    [row] = Uploads(store).increments("sess-1")
    winner = [c for c, s in results if s == 201][0]
    assert [c for c, s in results if s == 200] == [winner]
    assert row["content"] == winner and Uploads(store).session("sess-1")["increments"] == 1
    store.close()


# ---------------------------------------------------------------- over HTTP


@pytest.fixture()
def server(tmp_path):
    from graph.api_server import make_server
    from graph.serving import Retriever

    db = tmp_path / "team.sqlite"
    store = Store(db)
    alice_text, _ = tokens.create(store, "alice", ["qqbrowser"])
    store.close()
    retriever = Retriever(str(db), {})
    srv = make_server(retriever, "127.0.0.1", 0)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{srv.port}", alice_text, db
    srv.shutdown()
    srv.close()
    retriever.close()


def post(url, body, token=None, raw=None):
    headers = {"Content-Type": "application/json"} | ({"Authorization": token} if token else {})
    data = raw if raw is not None else json.dumps(body).encode()
    req = urllib.request.Request(url + "/v1/transcripts", data=data, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_post_transcripts_over_http(server):
    url, alice, db = server
    bearer = f"Bearer {alice}"
    assert post(url, inc(0, LINE1))[0] == 401
    assert post(url, inc(0, LINE1), token="Bearer cf_00000000_" + "x" * 43)[0] == 401
    assert post(url, inc(0, LINE1), token=f"Basic {alice}")[0] == 401
    assert post(url, None, raw=b"not json")[0] == 401                  # no token: the body is not even read
    assert post(url, None, token=bearer, raw=b"not json")[0] == 400
    assert post(url, inc(0, LINE1, repository="chromium-shell"), token=bearer)[0] == 403
    status, out = post(url, inc(0, LINE1), token=bearer)
    assert status == 201 and out["next_offset"] == len(LINE1.encode())
    assert post(url, inc(0, LINE1), token=bearer) == (200, {"duplicate": True, "session": "sess-1",
                                                              "next_offset": len(LINE1.encode())})
    assert post(url, inc(999, LINE3), token=bearer)[1]["next_offset"] == len(LINE1.encode())
    assert post(url, inc(len(LINE1.encode()), "y" * (MAX_CONTENT_BYTES + 10)), token=bearer)[0] == 413
    assert post(url, inc(len(LINE1.encode()), "y" * 1_100_000), token=bearer)[0] == 413   # past the server's body limit
    with urllib.request.urlopen(url + "/openapi.json", timeout=60) as r:
        assert "/v1/transcripts" in json.loads(r.read())["paths"]
    store = Store(db)
    assert store.count("uploads") == 1
    store.close()
