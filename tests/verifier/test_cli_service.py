"""The `verify` command (exit codes, --json, --batch) and the real HTTP service on loopback."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

SAMPLE = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser"


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("cli-idx")


def verify(*args: str, index_dir: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "verifier.cli", "--repo", str(SAMPLE), "--index-dir", str(index_dir),
                           *args], capture_output=True, text=True, input=stdin)


def test_article_case_at_the_terminal(index_dir):
    out = verify("FastScrollBar.attachToQBListView", index_dir=index_dir)
    assert out.returncode == 1, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "✗ S1_FACTUAL_ERROR  FastScrollBar.attachToQBListView"
    assert "FastScrollBar.java:21) has no member attachToQBListView" in lines[1]
    assert lines[2].startswith("  its members: attachToRecyclerView(")
    assert "did you mean FastScrollBarCompat.attachToQBRecyclerView (app/src/main/java/com/tencent/mtt/view/FastScrollBarCompat.java:30)?" in out.stdout


def test_exit_codes(index_dir, tmp_path):
    assert verify("FastScrollBar.attach", index_dir=index_dir).returncode == 0
    assert verify("std::vector::push_back", index_dir=index_dir).returncode == 3
    assert verify("--text", "nothing to check here at all", index_dir=index_dir).returncode == 3
    missing = subprocess.run([sys.executable, "-m", "verifier.cli", "--repo", str(tmp_path / "nope"), "A.b"],
                             capture_output=True, text=True)
    assert missing.returncode == 2 and "no such directory" in missing.stderr
    assert subprocess.run([sys.executable, "-m", "verifier.cli"], capture_output=True).returncode == 2


def test_text_in_chinese_json(index_dir):
    out = verify("--json", "--text", "在 Android 列表开发中对接 FastScrollBar 时应使用 attachToQBListView() 方法",
                 index_dir=index_dir)
    record = json.loads(out.stdout)
    assert out.returncode == 1
    assert record["verdict"] == "factual_error"
    claim = [c for c in record["claims"] if c["error"]][0]
    assert set(claim) >= {"text", "kind", "status", "error", "reason", "evidence", "suggestions"}
    assert claim["evidence"][0] == {"path": "app/src/main/java/com/tencent/mtt/view/FastScrollBar.java", "line": 21,
                                    "symbol": "com.tencent.mtt.view.FastScrollBar", "note": "type"}


def test_text_from_stdin(index_dir):
    out = verify("--text", "-", index_dir=index_dir,
                 stdin="Android のリストで FastScrollBar を使うときは attachToQBListView() を呼ぶ\n")
    assert out.returncode == 1 and "FastScrollBarCompat.attachToQBRecyclerView" in out.stdout


def test_batch_from_stdin(index_dir):
    stdin = "\n".join([
        json.dumps({"id": "1", "text": "use FastScrollBarCompat.attachToQBRecyclerView() for QB lists"}),
        "{broken",
        json.dumps({"id": "3", "text": "UbaHooks.OnPageLoad"}),
    ]) + "\n"
    out = verify("--json", "--batch", "-", index_dir=index_dir, stdin=stdin)
    records = [json.loads(line) for line in out.stdout.splitlines()]
    assert [(r["id"], r["verdict"]) for r in records] == [("1", "verified"), ("line:2", "unverifiable"),
                                                          ("3", "factual_error")]
    assert records[1]["error"].startswith("malformed JSON")
    assert out.returncode == 1


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(url: str, body: bytes | None = None, method: str | None = None):
    req = urllib.request.Request(url, data=body, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "verifier.cli", "serve", "--repo", f"qq={SAMPLE}", "--port", str(port),
         "--index-dir", str(tmp_path_factory.mktemp("svc-idx")), "--check-interval", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if request(base + "/healthz")[0] == 200:
                break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("server did not start: " + proc.stderr.read())
    yield base
    proc.terminate()
    assert proc.wait(timeout=30) == 0          # SIGTERM: finish what is in flight, exit cleanly
    assert "verify serve: stopped" in proc.stdout.read()


def test_service_verifies_texts(server):
    status, body = request(server + "/v1/verify", json.dumps({
        "repo": "qq", "texts": ["FastScrollBar.attachToQBListView", {"id": "c2", "text": "Gateway.Send"}]}).encode())
    assert status == 200
    assert [(r["id"], r["verdict"]) for r in body["results"]] == [("0", "factual_error"), ("c2", "verified")]
    assert body["results"][0]["claims"][0]["suggestions"][0]["symbol"] == "FastScrollBarCompat.attachToQBRecyclerView"


def test_service_symbols_health_and_schema(server):
    status, body = request(server + "/v1/symbols?repo=qq&q=FastScrollBar")
    assert status == 200 and body["symbols"][0]["path"].endswith("FastScrollBar.java")
    status, body = request(server + "/v1/symbols?q=FastScrolBar")
    assert status == 200 and body["symbols"] == [] and body["near"][0]["name"] == "FastScrollBar"
    status, body = request(server + "/healthz")
    assert status == 200 and body["repos"]["qq"]["symbols"] > 100
    status, body = request(server + "/openapi.json")
    assert status == 200 and "/v1/verify" in body["paths"]


@pytest.mark.parametrize("path, payload, code", [
    ("/v1/verify", b"{not json", 400),
    ("/v1/verify", json.dumps({"texts": []}).encode(), 400),
    ("/v1/verify", json.dumps({"repo": "nope", "texts": ["A.b"]}).encode(), 404),
    ("/v1/verify", json.dumps({"texts": ["x"] * 1001}).encode(), 413),
    ("/v1/verify", b"x" * 1_000_001, 413),
    ("/v1/other", b"{}", 404),
])
def test_service_clear_4xx_errors(server, path, payload, code):
    status, body = request(server + path, payload, method="POST")
    assert status == code and body["error"]


def test_service_sees_repository_changes(server, tmp_path):
    # The service indexes SAMPLE; nothing changes: the check interval is 0, so the background
    # refresher runs no-op builds back to back while requests are answered.
    status, body = request(server + "/v1/verify", json.dumps({"texts": ["UbaHooks.OnPageLoaded"]}).encode())
    assert status == 200 and body["results"][0]["verdict"] == "verified"


# -- robustness of the HTTP layer (verifier.httpserver) and of the service's input checks ---------

def raw(port: int, data: bytes, timeout: float = 30) -> bytes:
    """Send raw bytes, read until the server closes; the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        out = bytearray()
        while chunk := s.recv(65536):
            out += chunk
    return bytes(out)


def parse_response(data: bytes) -> tuple[int, dict, dict]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, json.loads(body[:int(headers["content-length"])])


def test_service_wrong_method_is_json_405(server):
    port = int(server.rsplit(":", 1)[1])
    status, headers, body = parse_response(raw(port, b"PUT /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n"
                                                     b"Connection: close\r\n\r\n{}"))
    assert status == 405 and headers["allow"] == "POST" and "PUT" in body["error"]
    assert headers["content-type"].startswith("application/json")


@pytest.mark.parametrize("payload, fragment", [
    ({"repo": ["qq"], "texts": ["A.b"]}, "'repo' must be a string"),
    ({"repo": {"a": 1}, "texts": ["A.b"]}, "'repo' must be a string"),
    ([1, 2], "expected a JSON object"),
])
def test_service_wrong_types_are_400_not_a_dropped_connection(server, payload, fragment):
    status, body = request(server + "/v1/verify", json.dumps(payload).encode())
    assert status == 400 and fragment in body["error"]


@pytest.mark.parametrize("limit", ["-1", "0", "201", "x"])
def test_service_symbols_limit_out_of_range(server, limit):
    status, body = request(server + f"/v1/symbols?q=FastScrollBar&limit={limit}")
    assert status == 400 and "'limit'" in body["error"]


def test_service_negative_content_length_is_400(server):
    port = int(server.rsplit(":", 1)[1])
    status, _, body = parse_response(raw(port, b"POST /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n{}"))
    assert status == 400 and "Content-Length" in body["error"]


def test_service_bad_port_is_a_usage_error():
    out = subprocess.run([sys.executable, "-m", "verifier.cli", "serve", "--repo", f"qq={SAMPLE}", "--port", "99999"],
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert "invalid port 99999" in out.stderr and "Traceback" not in out.stderr


@pytest.fixture()
def json_server():
    """An in-process JsonServer with short timeouts and routes that misbehave on purpose."""
    import threading

    from verifier.httpserver import HttpError, JsonServer

    def echo(req):
        body = req.json()
        return 200, {"got": body, "query": req.query}

    def boom(req):
        raise TypeError("a bug in a handler")

    def refuse(req):
        raise HttpError(409, "conflict on purpose")

    def not_json(req):
        return 200, {"value": object()}

    srv = JsonServer({("POST", "/echo"): echo, ("GET", "/boom"): boom, ("GET", "/refuse"): refuse,
                      ("GET", "/not-json"): not_json},
                     workers=4, read_timeout=0.5, read_deadline=1.5, idle_timeout=3.0, max_body=1000)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.close()
    thread.join(timeout=10)


def test_unexpected_exception_is_json_500(json_server, capfd):
    status, _, body = parse_response(raw(json_server.port, b"GET /boom HTTP/1.1\r\nConnection: close\r\n\r\n"))
    assert status == 500 and body["error"].startswith("internal error (TypeError)")
    assert "a bug in a handler" not in body["error"]          # details go to the log, not to the client
    assert "a bug in a handler" in capfd.readouterr().err
    status, _, body = parse_response(raw(json_server.port, b"GET /not-json HTTP/1.1\r\nConnection: close\r\n\r\n"))
    assert status == 500 and "unserialisable" in body["error"]
    status, _, body = parse_response(raw(json_server.port, b"GET /refuse HTTP/1.1\r\nConnection: close\r\n\r\n"))
    assert status == 409 and body == {"error": "conflict on purpose", "status": 409}


@pytest.mark.parametrize("data, code", [
    (b"GET /echo HTTP/1.1\r\nConnection: close\r\n\r\n", 405),
    (b"GET /nowhere HTTP/1.1\r\nConnection: close\r\n\r\n", 404),
    (b"BREW /echo HTTP/1.1\r\nConnection: close\r\n\r\n", 405),
    (b"garbage\r\n\r\n", 400),
    (b"GET /echo HTTP/2.0\r\n\r\n", 505),
    (b"POST /echo HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n", 400),
    (b"POST /echo HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400),
    (b"POST /echo HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 411),
    (b"POST /echo HTTP/1.1\r\nContent-Length: 5000\r\n\r\n" + b"x" * 5000, 413),
    (b"POST /echo HTTP/1.1\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{nope", 400),
    (b"POST /echo HTTP/1.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n\xff\xfe", 400),
    (b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\n\r\n", 414),
    (b"GET /echo HTTP/1.1\r\n" + b"X-A: b\r\n" * 200 + b"\r\n", 431),
])
def test_malformed_requests_get_json_errors(json_server, data, code):
    status, headers, body = parse_response(raw(json_server.port, data))
    assert status == code and body["status"] == code and body["error"]
    assert headers["connection"] == "close"


def test_short_body_and_slow_client_get_408_instead_of_holding_a_worker(json_server):
    # Content-Length larger than the body: the old server's handler waited forever.
    status, _, body = parse_response(raw(json_server.port, b"POST /echo HTTP/1.1\r\nContent-Length: 50\r\n\r\n{}"))
    assert status == 408 and "2 of 50 bytes" in body["error"]
    # One byte at a time, each within the read timeout, the whole past the read deadline.
    with socket.create_connection(("127.0.0.1", json_server.port), timeout=30) as s:
        reply = b""
        for byte in b"POST /echo HTTP/1.1\r\nHost: slow.example\r\nContent-Length: 2\r\n\r\n{}":
            try:
                s.sendall(bytes([byte]))
            except OSError:
                break
            time.sleep(0.2)
            s.setblocking(False)
            try:
                reply = s.recv(65536)
            except BlockingIOError:
                pass
            finally:
                s.setblocking(True)
            if reply:
                break
    assert reply, "the server never answered the slow client"
    assert parse_response(reply)[0] == 408


def test_keep_alive_pipelining_and_expect_continue(json_server):
    one = b'POST /echo?a=1 HTTP/1.1\r\nContent-Length: 7\r\n\r\n{"n":1}'
    two = b'POST /echo HTTP/1.1\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{"n":2}'
    data = raw(json_server.port, one + two)
    assert data.count(b"HTTP/1.1 200 OK") == 2 and b'{"got": {"n": 1}, "query": {"a": ["1"]}}' in data
    assert b'{"got": {"n": 2}' in data
    with socket.create_connection(("127.0.0.1", json_server.port), timeout=30) as s:
        s.sendall(b"POST /echo HTTP/1.1\r\nContent-Length: 2\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")
        assert s.recv(1024) == b"HTTP/1.1 100 Continue\r\n\r\n"
        s.sendall(b"[]")
        assert b'"got": []' in s.recv(65536)


def test_idle_connections_cost_no_threads_and_do_not_block_requests(json_server):
    import threading

    before = threading.active_count()
    idle = [socket.create_connection(("127.0.0.1", json_server.port), timeout=30) for _ in range(300)]
    try:
        status, _, body = parse_response(raw(json_server.port, b'POST /echo HTTP/1.1\r\nContent-Length: 2\r\n'
                                                               b'Connection: close\r\n\r\n{}'))
        assert status == 200
        assert threading.active_count() <= before + json_server.workers
    finally:
        for s in idle:
            s.close()


def test_two_hundred_in_flight_are_all_answered(json_server):
    import threading
    from concurrent.futures import ThreadPoolExecutor

    barrier = threading.Barrier(200)
    msg = b'POST /echo HTTP/1.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'

    def one(_):
        barrier.wait(timeout=30)
        return parse_response(raw(json_server.port, msg))[0]

    with ThreadPoolExecutor(max_workers=200) as pool:
        assert list(pool.map(one, range(200))) == [200] * 200


def test_port_number_rejects_out_of_range():
    import argparse

    from verifier.httpserver import port_number

    assert port_number("0") == 0 and port_number("65535") == 65535
    for bad in ("-1", "65536", "99999", "http"):
        with pytest.raises(argparse.ArgumentTypeError):
            port_number(bad)


def test_queued_past_its_deadline_gets_503_and_too_many_connections_get_503():
    import threading

    from verifier.httpserver import JsonServer

    release, busy = threading.Event(), threading.Event()

    def slow(req):
        busy.set()
        release.wait(timeout=60)
        return 200, {"done": True}

    srv = JsonServer({("GET", "/slow"): slow, ("GET", "/fast"): lambda req: (200, {"fast": True})},
                     workers=1, request_deadline=0.5, max_connections=4, idle_timeout=30)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    try:
        first = {}
        t = threading.Thread(target=lambda: first.setdefault("r", raw(srv.port, b"GET /slow HTTP/1.1\r\nConnection: close\r\n\r\n")))
        t.start()
        assert busy.wait(timeout=30)
        second = {}
        t2 = threading.Thread(target=lambda: second.setdefault("r", raw(srv.port, b"GET /fast HTTP/1.1\r\nConnection: close\r\n\r\n")))
        t2.start()
        # The second request waits in the queue past its 0.5 s deadline: first make sure the server
        # holds it (on a loaded machine the client thread may connect late), then let time pass.
        deadline = time.monotonic() + 30
        while srv.open_connections < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(1.5)
        release.set()
        t.join(timeout=30)
        t2.join(timeout=30)
        assert parse_response(first["r"])[0] == 200
        status, headers, body = parse_response(second["r"])
        assert status == 503 and "deadline" in body["error"] and headers["retry-after"] == "1"
        # The two finished connections leave the count only when the server has seen them close; idle ones
        # opened before that would be counted with them, and the probe below let in as the fourth.
        deadline = time.monotonic() + 30
        while srv.open_connections > 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        idle = [socket.create_connection(("127.0.0.1", srv.port), timeout=30) for _ in range(4)]
        try:
            deadline = time.monotonic() + 30
            while srv.open_connections < 4 and time.monotonic() < deadline:
                time.sleep(0.05)
            status, _, body = parse_response(raw(srv.port, b"GET /fast HTTP/1.1\r\nConnection: close\r\n\r\n"))
            assert status == 503 and "too many connections" in body["error"]
        finally:
            for s in idle:
                s.close()
    finally:
        srv.shutdown()
        srv.close()
        thread.join(timeout=10)


def test_service_keeps_answering_while_the_cli_builds_the_same_index(tmp_path):
    """`codeindex build` and `verify serve` on one index at once: every request is answered, no
    one takes the other's lock for damage, and the service then sees what the build indexed."""
    import shutil
    import threading

    repo = tmp_path / "qq"
    shutil.copytree(SAMPLE, repo, ignore=shutil.ignore_patterns(".codeindex"))
    idx = tmp_path / "idx"
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "serve", "--repo", f"qq={repo}", "--port", str(port),
                             "--index-dir", str(idx / "qq"), "--check-interval", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if request(base + "/healthz")[0] == 200:
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail("server did not start")
                time.sleep(0.2)
        for i in range(30):
            (repo / f"Extra{i}.java").write_text(f"package x;\nclass Extra{i} {{ void go{i}() {{}} }}\n")
        statuses: list[int] = []
        stop = threading.Event()

        def hammer():
            while not stop.is_set():
                statuses.append(request(base + "/v1/verify", json.dumps({"texts": ["FastScrollBar.attach"]}).encode())[0])

        threads = [threading.Thread(target=hammer) for _ in range(4)]
        for t in threads:
            t.start()
        builds = [subprocess.run([sys.executable, "-m", "codeindex.cli", "build", str(repo), "--index-dir", str(idx / "qq")],
                                 capture_output=True, text=True) for _ in range(2)]
        stop.set()
        for t in threads:
            t.join(timeout=60)
        assert [b.returncode for b in builds] == [0, 0], [b.stderr for b in builds]
        assert not any("rebuilt from scratch" in b.stderr for b in builds)
        assert statuses and set(statuses) == {200}
        # The service refreshes in the background: it sees what the build indexed at its next poll.
        deadline = time.monotonic() + 120
        while True:
            status, body = request(base + "/v1/verify", json.dumps({"texts": ["Extra29.go29"]}).encode())
            assert status == 200
            if body["results"][0]["verdict"] == "verified" or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert body["results"][0]["verdict"] == "verified"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
