"""A small, robust HTTP/1.1 JSON server: routes -> handler functions, nothing else.

Used by `verify serve` and `governance serve`. Stdlib only. Why not `http.server`: its
ThreadingHTTPServer makes one thread per connection (300 idle connections are 300 threads), listens
with a backlog of 5 (connections are reset under load), has no read timeouts (a client sending one
byte every few seconds keeps a thread forever), and answers unknown methods with HTML.

The API::

    from verifier.httpserver import HttpError, JsonServer, Request

    def hello(req: Request) -> tuple[int, object]:
        body = req.json()                      # HttpError(400) when the body is not JSON
        if not isinstance(body, dict):
            raise HttpError(400, "expected a JSON object")
        req.check_deadline()                   # HttpError(503) once the request deadline passed
        return 200, {"hello": body.get("name")}

    server = JsonServer({("POST", "/v1/hello"): hello}, host="127.0.0.1", port=0)
    print(server.port)                         # the bound port (0 picks a free one)
    server.serve_forever()                     # until server.shutdown() from another thread
    server.close()

Every answer is JSON, except a `Response` a handler returns to bridge another protocol. Errors are `{"error": MESSAGE, "status": CODE}`: 400 malformed request,
404 unknown path, 405 known path with another method (with an Allow header), 408 a request that
did not arrive within `read_deadline`, 411 a chunked body (send Content-Length), 413 body over `max_body`, 431 headers
too large, 500 any exception a handler raised other than HttpError (logged with its traceback on
stderr, not sent to the client), 503 too many connections or a request that waited in the queue
past its deadline, 505 an HTTP version other than 1.0/1.1.

How it stays up under load: one selector thread accepts (listen backlog `backlog`) and parks idle
keep-alive connections; only a connection with bytes to read is handed to the bounded pool of
`workers` threads, which reads one request against a deadline, answers it and parks the connection
again. So idle connections cost a file descriptor, not a thread, and are closed after
`idle_timeout`; at most `max_connections` are open, past that a new connection gets a 503.
"""
from __future__ import annotations

import errno
import json
import queue
import re
import selectors
import socket
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

__all__ = ["HttpError", "JsonServer", "Request", "Response", "Handler", "port_number", "parse_head", "RequestHead"]

MAX_REQUEST_LINE = 8 * 1024
MAX_HEADER_BYTES = 64 * 1024
MAX_HEADERS = 100
_TOKEN = re.compile(rb"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
_DIGITS = re.compile(rb"^[0-9]+$")


class HttpError(Exception):
    """Raised by a handler (or the parser) to answer with `status` and a JSON error message."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = int(status)
        self.message = message
        self.headers = headers or {}


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]          # names lower-cased; a repeated header keeps its last value
    body: bytes
    deadline: float                  # time.monotonic() by which the answer is due
    client: tuple = ()

    def json(self) -> Any:
        if not self.body:
            raise HttpError(HTTPStatus.BAD_REQUEST, "a JSON body is required")
        try:
            return json.loads(self.body.decode("utf-8"))
        except UnicodeDecodeError:
            raise HttpError(HTTPStatus.BAD_REQUEST, "body is not valid UTF-8") from None
        except json.JSONDecodeError as exc:
            raise HttpError(HTTPStatus.BAD_REQUEST, f"body is not valid JSON: {exc}") from None
        except RecursionError:
            raise HttpError(HTTPStatus.BAD_REQUEST, "body is nested too deeply") from None

    def arg(self, name: str, default: str | None = None) -> str | None:
        """The first value of query parameter `name`."""
        values = self.query.get(name)
        return values[0] if values else default

    def expired(self) -> bool:
        return time.monotonic() >= self.deadline

    def check_deadline(self) -> None:
        if self.expired():
            raise HttpError(HTTPStatus.SERVICE_UNAVAILABLE, "request deadline exceeded; send less per request")


@dataclass
class Response:
    """A handler's answer that is not JSON, returned instead of ``(status, payload)``: a bridge to another
    protocol (MCP's streamable HTTP at /mcp). ``headers`` carry its Content-Type; the server sets
    Content-Length and Connection."""
    status: int
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)


Handler = Callable[[Request], "tuple[int, Any] | Response"]


def port_number(text: str) -> int:
    """argparse `type=` for a TCP port: a clear usage error instead of a traceback."""
    import argparse

    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid port {text!r}: expected a number 0-65535") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"invalid port {port}: expected 0-65535")
    return port


@dataclass(frozen=True)
class RequestHead:
    method: str
    target: str
    version: str
    headers: dict[str, str]
    content_length: int | None
    keep_alive: bool
    expect_continue: bool


def parse_head(data: bytes) -> RequestHead:
    """Parse a request line and headers (without the final blank line). Raises HttpError for
    everything malformed; never anything else (the fuzz tests hold it to that)."""
    lines = data.split(b"\r\n")
    request_line = lines[0]
    if len(request_line) > MAX_REQUEST_LINE:
        raise HttpError(HTTPStatus.REQUEST_URI_TOO_LONG, "request line too long")
    parts = request_line.split(b" ")
    if len(parts) != 3:
        raise HttpError(HTTPStatus.BAD_REQUEST, "malformed request line")
    method, target, version = parts
    if not _TOKEN.match(method):
        raise HttpError(HTTPStatus.BAD_REQUEST, "malformed method")
    if version not in (b"HTTP/1.1", b"HTTP/1.0"):
        if version.startswith(b"HTTP/"):
            raise HttpError(HTTPStatus.HTTP_VERSION_NOT_SUPPORTED, "only HTTP/1.0 and HTTP/1.1 are supported")
        raise HttpError(HTTPStatus.BAD_REQUEST, "malformed request line")
    if not target.startswith(b"/") or any(c < 0x21 or c == 0x7F for c in target):
        raise HttpError(HTTPStatus.BAD_REQUEST, "malformed request target")
    if len(lines) - 1 > MAX_HEADERS:
        raise HttpError(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, f"more than {MAX_HEADERS} headers")
    headers: dict[str, str] = {}
    lengths: set[bytes] = set()
    for line in lines[1:]:
        name, sep, value = line.partition(b":")
        if not sep or not _TOKEN.match(name):
            raise HttpError(HTTPStatus.BAD_REQUEST, "malformed header line")
        value = value.strip(b" \t")
        key = name.decode("ascii").lower()
        if key == "content-length":
            lengths.add(value)
        headers[key] = value.decode("latin-1")
    if "transfer-encoding" in headers:
        raise HttpError(HTTPStatus.LENGTH_REQUIRED, "chunked or encoded bodies are not accepted; send Content-Length")
    content_length = None
    if lengths:
        if len(lengths) > 1:
            raise HttpError(HTTPStatus.BAD_REQUEST, "conflicting Content-Length headers")
        raw = lengths.pop()
        if not _DIGITS.match(raw) or len(raw) > 18:
            raise HttpError(HTTPStatus.BAD_REQUEST, f"invalid Content-Length {raw.decode('latin-1')!r}")
        content_length = int(raw)
    connection = headers.get("connection", "").lower()
    keep_alive = "close" not in connection if version == b"HTTP/1.1" else "keep-alive" in connection
    return RequestHead(method=method.decode("ascii"), target=target.decode("latin-1"),
                       version=version.decode("ascii"), headers=headers, content_length=content_length,
                       keep_alive=keep_alive, expect_continue=headers.get("expect", "").lower() == "100-continue")


_LINGER_SECONDS = 2.0


@dataclass(eq=False)
class _Linger:
    sock: socket.socket
    until: float


class _Closed(Exception):
    """The client went away or stayed silent: close without an answer."""


@dataclass(eq=False)
class _Conn:
    sock: socket.socket
    addr: tuple
    buffer: bytearray = field(default_factory=bytearray)
    parked_at: float = 0.0
    ready_at: float = 0.0


class JsonServer:
    def __init__(self, routes: dict[tuple[str, str], Handler], host: str = "127.0.0.1", port: int = 0, *,
                 workers: int = 8, backlog: int = 1024, max_connections: int = 1024,
                 read_timeout: float = 5.0, read_deadline: float = 15.0, request_deadline: float = 30.0,
                 idle_timeout: float = 15.0, max_body: int = 1_000_000, name: str = "server",
                 verbose: bool = False) -> None:
        """`read_timeout`: the longest silence while a request is arriving; `read_deadline`: the
        longest a whole request (headers and body) may take to arrive; `request_deadline`: from the
        moment its first byte is readable to the answer (handlers check it with
        `req.check_deadline()`; a request still queued when it passes gets a 503)."""
        self.routes = dict(routes)
        self._paths: dict[str, list[str]] = {}
        for method, path in self.routes:
            self._paths.setdefault(path, []).append(method)
        self.workers = workers
        self.max_connections = max_connections
        self.read_timeout = read_timeout
        self.read_deadline = read_deadline
        self.request_deadline = request_deadline
        self.idle_timeout = idle_timeout
        self.max_body = max_body
        self.name = name
        self.verbose = verbose
        self._listener = socket.create_server((host, port), backlog=backlog, reuse_port=False)
        self._listener.setblocking(False)
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._returned: queue.SimpleQueue[_Conn] = queue.SimpleQueue()
        self._open = 0
        self._open_lock = threading.Lock()
        self._stop = threading.Event()
        self._stopped = threading.Event()
        self._pool: ThreadPoolExecutor | None = None
        self._lingering: dict[_Linger, None] = {}   # refused sockets, selector thread only

    @property
    def address(self) -> tuple[str, int]:
        return self._listener.getsockname()[:2]

    @property
    def port(self) -> int:
        return self.address[1]

    @property
    def open_connections(self) -> int:
        return self._open

    # -- the selector thread ------------------------------------------------------------------

    def serve_forever(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix=f"{self.name}-worker")
        sel = selectors.DefaultSelector()
        sel.register(self._listener, selectors.EVENT_READ, "listen")
        sel.register(self._wake_r, selectors.EVENT_READ, "wake")
        parked: dict[_Conn, None] = {}
        try:
            while not self._stop.is_set():
                for key, _ in sel.select(timeout=0.5):
                    if key.data == "listen":
                        self._accept(sel, parked)
                    elif key.data == "wake":
                        self._drain_wakeups()
                    elif isinstance(key.data, _Linger):
                        self._linger_read(sel, key.data)
                    else:
                        conn: _Conn = key.data
                        sel.unregister(conn.sock)
                        parked.pop(conn, None)
                        conn.ready_at = time.monotonic()
                        self._pool.submit(self._serve, conn)
                while True:
                    try:
                        conn = self._returned.get_nowait()
                    except queue.Empty:
                        break
                    self._park(sel, parked, conn)
                now = time.monotonic()
                for conn in [c for c in parked if now - c.parked_at > self.idle_timeout]:
                    sel.unregister(conn.sock)
                    del parked[conn]
                    self._close(conn)
                for linger in [x for x in self._lingering if now > x.until]:
                    self._linger_end(sel, linger)
        finally:
            for linger in list(self._lingering):
                self._linger_end(sel, linger)
            for conn in list(parked):
                sel.unregister(conn.sock)
                self._close(conn)
            sel.close()
            self._pool.shutdown(wait=True)
            while True:
                try:
                    self._close(self._returned.get_nowait())
                except queue.Empty:
                    break
            self._stopped.set()

    def shutdown(self) -> None:
        """Stop serving (from another thread); returns once serve_forever has finished."""
        self._stop.set()
        self._wake()
        if self._pool is not None:
            self._stopped.wait()

    def close(self) -> None:
        self._listener.close()
        self._wake_r.close()
        self._wake_w.close()

    def _accept(self, sel, parked) -> None:
        while True:
            try:
                sock, addr = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:   # EMFILE and friends: back off instead of spinning
                if exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    print(f"{self.name}: cannot accept: {exc.strerror}", file=sys.stderr)
                    time.sleep(0.05)
                return
            with self._open_lock:
                over = self._open >= self.max_connections
                if not over:
                    self._open += 1
            if over:
                self._refuse(sel, sock)
                continue
            sock.setblocking(True)
            with _suppress_oserror():
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._park(sel, parked, _Conn(sock, addr))

    def _park(self, sel, parked, conn: _Conn) -> None:
        conn.parked_at = time.monotonic()
        try:
            sel.register(conn.sock, selectors.EVENT_READ, conn)
        except (ValueError, OSError):   # closed meanwhile
            self._close(conn)
            return
        parked[conn] = None

    def _refuse(self, sel, sock: socket.socket) -> None:
        """Answer 503 without a worker. The socket is not closed at once: closing with the
        client's request unread makes the kernel send a reset, which can destroy the answer
        before the client reads it; it lingers (read and dropped) until the client closes."""
        try:
            sock.setblocking(False)
            sock.send(_response_bytes(HTTPStatus.SERVICE_UNAVAILABLE, _error_payload(
                HTTPStatus.SERVICE_UNAVAILABLE, "too many connections; retry shortly"), {"Retry-After": "1"}, False))
            sock.shutdown(socket.SHUT_WR)
            linger = _Linger(sock, time.monotonic() + _LINGER_SECONDS)
            sel.register(sock, selectors.EVENT_READ, linger)
            self._lingering[linger] = None
        except OSError:
            with _suppress_oserror():
                sock.close()

    def _linger_read(self, sel, linger: "_Linger") -> None:
        try:
            if linger.sock.recv(65536):
                return
        except BlockingIOError:
            return
        except OSError:
            pass
        self._linger_end(sel, linger)

    def _linger_end(self, sel, linger: "_Linger") -> None:
        self._lingering.pop(linger, None)
        with _suppress_oserror():
            sel.unregister(linger.sock)
        with _suppress_oserror():
            linger.sock.close()

    def _wake(self) -> None:
        with _suppress_oserror():
            self._wake_w.send(b"x")

    def _drain_wakeups(self) -> None:
        with _suppress_oserror():
            while self._wake_r.recv(4096):
                pass

    def _close(self, conn: _Conn, graceful: bool = False) -> None:
        if graceful:
            # Half-close and read what the client still sends (briefly) before closing: a close
            # with unread bytes resets the connection, and the client may lose the answer.
            with _suppress_oserror():
                conn.sock.shutdown(socket.SHUT_WR)
                conn.sock.settimeout(_LINGER_SECONDS / 10)
                for _ in range(16):
                    if not conn.sock.recv(65536):
                        break
        with _suppress_oserror():
            conn.sock.close()
        with self._open_lock:
            self._open -= 1

    # -- the workers --------------------------------------------------------------------------

    def _serve(self, conn: _Conn) -> None:
        """Answer requests on `conn` while their bytes are already here, then park it again."""
        keep = False
        try:
            while True:
                keep = self._one_request(conn)
                if not keep or not conn.buffer or self._stop.is_set():
                    break
                conn.ready_at = time.monotonic()
        except _Closed:
            keep = False
        except Exception:   # a bug in this module: never lose the worker thread over it
            traceback.print_exc(file=sys.stderr)
            keep = False
        if keep and not self._stop.is_set():
            self._returned.put(conn)
            self._wake()
        else:
            self._close(conn, graceful=True)

    def _one_request(self, conn: _Conn) -> bool:
        """Read, dispatch and answer one request; True when the connection stays open."""
        start = conn.ready_at
        read_by = start + self.read_deadline
        try:
            head_bytes = self._read_head(conn, read_by)
            head = parse_head(head_bytes)
        except HttpError as exc:
            self._send(conn, exc.status, _error_payload(exc.status, exc.message), exc.headers, keep_alive=False)
            return False
        if head.content_length is not None and head.content_length > self.max_body:
            if not head.expect_continue:
                # The client is still sending: read (and drop) a moderately oversized body so it
                # gets the 413 instead of a connection reset; past that, just answer and close.
                with _suppress_oserror():
                    self._discard(conn, min(head.content_length, 16 * self.max_body), read_by)
            self._send(conn, HTTPStatus.REQUEST_ENTITY_TOO_LARGE, _error_payload(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body of {head.content_length} bytes > limit {self.max_body}"),
                {}, keep_alive=False)
            return False
        if time.monotonic() - start > self.request_deadline:
            self._send(conn, HTTPStatus.SERVICE_UNAVAILABLE, _error_payload(
                HTTPStatus.SERVICE_UNAVAILABLE, "server busy: the request waited past its deadline; retry"),
                {"Retry-After": "1"}, keep_alive=False)
            return False
        try:
            if head.content_length and head.expect_continue:
                self._sendall(conn, b"HTTP/1.1 100 Continue\r\n\r\n")
            body = self._read_exact(conn, head.content_length or 0, read_by)
        except HttpError as exc:
            self._send(conn, exc.status, _error_payload(exc.status, exc.message), exc.headers, keep_alive=False)
            return False
        url = urlsplit(head.target)
        request = Request(method=head.method, path=url.path, query=parse_qs(url.query), headers=head.headers,
                          body=body, deadline=start + self.request_deadline, client=conn.addr)
        status, payload, headers = self._dispatch(request)
        self._send(conn, status, payload, headers, keep_alive=head.keep_alive)
        if self.verbose:
            print(f"{self.name}: {conn.addr[0]} {head.method} {url.path} {status} "
                  f"{(time.monotonic() - start) * 1000:.0f} ms", file=sys.stderr, flush=True)
        return head.keep_alive

    def _dispatch(self, request: Request) -> tuple[int, Any, dict[str, str]]:
        handler = self.routes.get((request.method, request.path))
        if handler is None:
            allowed = self._paths.get(request.path)
            if allowed:
                allow = ", ".join(sorted(allowed))
                return (HTTPStatus.METHOD_NOT_ALLOWED, _error_payload(
                    HTTPStatus.METHOD_NOT_ALLOWED, f"{request.method} is not allowed on {request.path}; use {allow}"),
                    {"Allow": allow})
            return (HTTPStatus.NOT_FOUND, _error_payload(
                HTTPStatus.NOT_FOUND, f"no such endpoint: {request.method} {request.path}"), {})
        try:
            answer = handler(request)
            if isinstance(answer, Response):
                return int(answer.status), answer, {}
            status, payload = answer
            return int(status), payload, {}
        except HttpError as exc:
            return exc.status, _error_payload(exc.status, exc.message), exc.headers
        except Exception as exc:
            print(f"{self.name}: internal error on {request.method} {request.path}:", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return (HTTPStatus.INTERNAL_SERVER_ERROR, _error_payload(
                HTTPStatus.INTERNAL_SERVER_ERROR, f"internal error ({type(exc).__name__}); see the server log"), {})

    def _recv(self, conn: _Conn, by: float) -> bytes:
        remaining = by - time.monotonic()
        if remaining <= 0:
            raise socket.timeout
        conn.sock.settimeout(min(self.read_timeout, remaining))
        data = conn.sock.recv(65536)
        if not data:
            raise _Closed
        return data

    def _read_head(self, conn: _Conn, by: float) -> bytes:
        while True:
            end = conn.buffer.find(b"\r\n\r\n")
            if end >= 0:
                head = bytes(conn.buffer[:end])
                del conn.buffer[:end + 4]
                return head
            if len(conn.buffer) > MAX_HEADER_BYTES:
                raise HttpError(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, f"headers over {MAX_HEADER_BYTES} bytes")
            try:
                data = self._recv(conn, by)
            except (socket.timeout, TimeoutError):
                if not conn.buffer:
                    raise _Closed from None   # nothing started: an idle client, close quietly
                raise HttpError(HTTPStatus.REQUEST_TIMEOUT, "the request did not arrive in time") from None
            except OSError:
                raise _Closed from None
            if not conn.buffer:   # tolerate blank lines between requests (RFC 9112 2.2)
                data = data.lstrip(b"\r\n")
            conn.buffer += data

    def _read_exact(self, conn: _Conn, size: int, by: float) -> bytes:
        while len(conn.buffer) < size:
            try:
                conn.buffer += self._recv(conn, by)
            except (socket.timeout, TimeoutError):
                raise HttpError(HTTPStatus.REQUEST_TIMEOUT,
                                f"the body did not arrive in time ({len(conn.buffer)} of {size} bytes)") from None
            except OSError:
                raise _Closed from None
        body = bytes(conn.buffer[:size])
        del conn.buffer[:size]
        return body

    def _discard(self, conn: _Conn, size: int, by: float) -> None:
        size -= len(conn.buffer)
        conn.buffer.clear()
        while size > 0:
            try:
                size -= len(self._recv(conn, by))
            except (TimeoutError, _Closed):
                return

    def _send(self, conn: _Conn, status: int, payload: Any, headers: dict[str, str], keep_alive: bool) -> None:
        try:
            data = _response_bytes(status, payload, headers, keep_alive)
        except (TypeError, ValueError) as exc:   # a handler returned something that is not JSON
            print(f"{self.name}: handler returned a payload that is not JSON: {exc}", file=sys.stderr)
            data = _response_bytes(HTTPStatus.INTERNAL_SERVER_ERROR, _error_payload(
                HTTPStatus.INTERNAL_SERVER_ERROR, "internal error (unserialisable answer); see the server log"),
                {}, keep_alive)
        self._sendall(conn, data)

    def _sendall(self, conn: _Conn, data: bytes) -> None:
        try:
            conn.sock.settimeout(max(self.read_timeout, 5.0))
            conn.sock.sendall(data)
        except OSError:
            raise _Closed from None


def _error_payload(status: int, message: str) -> dict:
    return {"error": message, "status": int(status)}


def _reason(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Status"


def _response_bytes(status: int, payload: Any, headers: dict[str, str], keep_alive: bool) -> bytes:
    if isinstance(payload, Response):
        body, headers = payload.body, payload.headers | headers
        content_type = None
    else:
        body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        content_type = "application/json; charset=utf-8"
    lines = [f"HTTP/1.1 {int(status)} {_reason(status)}"]
    if content_type:
        lines.append(f"Content-Type: {content_type}")
    lines += [f"Content-Length: {len(body)}",
             f"Connection: {'keep-alive' if keep_alive else 'close'}"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class _suppress_oserror:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        return exc_type is not None and issubclass(exc_type, OSError)
