"""Seeded, bounded fuzzing of the HTTP request parser and of a live JsonServer (hypothesis).

Whatever bytes arrive: the parser raises only HttpError; the server answers with a JSON error (or
closes a connection that sent nothing it could read), and keeps serving the next client."""
from __future__ import annotations

import json
import socket
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verifier.httpserver import HttpError, JsonServer, parse_head

FUZZ = settings(max_examples=300, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

METHODS = [b"GET", b"POST", b"PUT", b"HEAD", b"DELETE", b"G\x00T", b"", b"post"]
TARGETS = [b"/echo", b"/", b"/echo?x=1&x=%ff", b"*", b"http://x/echo", b"/\x7f", b"/a b", b"/" + b"a" * 9000]
VERSIONS = [b"HTTP/1.1", b"HTTP/1.0", b"HTTP/2", b"HTTP/1.1 ", b"http/1.1", b""]
HEADERS = [b"Content-Length: 2", b"Content-Length: -1", b"Content-Length: 99999999999999999999",
           b"Content-Length: 1e3", b"Content-Length:", b"Transfer-Encoding: chunked", b"Connection: close",
           b"Expect: 100-continue", b"X: \xff\xfe", b": empty", b"NoColon", b"Host: x", b" folded: y"]

heads = st.builds(
    lambda m, t, v, hs: b" ".join([m, t, v]) + b"".join(b"\r\n" + h for h in hs),
    st.sampled_from(METHODS), st.sampled_from(TARGETS), st.sampled_from(VERSIONS),
    st.lists(st.sampled_from(HEADERS) | st.binary(max_size=30), max_size=6),
) | st.binary(max_size=400)


@FUZZ
@given(data=heads)
def test_parse_head_raises_only_http_errors(data):
    try:
        head = parse_head(data)
    except HttpError as exc:
        assert 400 <= exc.status < 600 and exc.message
        return
    assert head.method and head.target.startswith("/")
    assert head.content_length is None or head.content_length >= 0


@pytest.fixture(scope="module")
def server():
    def echo(req):
        return 200, {"got": req.json()}

    srv = JsonServer({("POST", "/echo"): echo, ("GET", "/echo"): lambda req: (200, {"ok": True})},
                     workers=4, read_timeout=0.3, read_deadline=1.0, idle_timeout=2.0, max_body=10_000)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.close()
    thread.join(timeout=10)


def exchange(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        try:
            s.sendall(data)
            s.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        out = bytearray()
        try:
            while chunk := s.recv(65536):
                out += chunk
        except ConnectionResetError:
            pass
    return bytes(out)


@settings(FUZZ, max_examples=120)
@given(head=heads, body=st.binary(max_size=300))
def test_live_server_answers_json_or_closes_and_stays_up(server, head, body):
    reply = exchange(server.port, head + b"\r\n\r\n" + body)
    for response in split_responses(reply):
        status_line, _, rest = response.partition(b"\r\n")
        assert status_line.startswith(b"HTTP/1.1 "), reply[:200]
        headers, _, payload = rest.partition(b"\r\n\r\n")
        if status_line.split(b" ")[1] != b"100":
            assert b"application/json" in headers
            json.loads(payload)
    ok = exchange(server.port, b"GET /echo HTTP/1.1\r\nConnection: close\r\n\r\n")
    assert ok.startswith(b"HTTP/1.1 200 ")


def split_responses(data: bytes) -> list[bytes]:
    """Responses one after another on one connection (pipelined requests, 100 Continue)."""
    out = []
    while data:
        head, sep, rest = data.partition(b"\r\n\r\n")
        if not sep:
            raise AssertionError(f"truncated response: {data[:200]!r}")
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        out.append(head + sep + rest[:length])
        data = rest[length:]
    return out
