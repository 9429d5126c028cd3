"""`verify serve`: the HTTP JSON API the pipeline calls to verify each candidate.

    POST /v1/verify    {"repo": NAME, "texts": ["...", {"id": "c1", "text": "..."}]}
                       -> {"repo": NAME, "results": [TextResult, ...]}
    GET  /v1/symbols?repo=NAME&q=FastScrollBar[&limit=20]
    GET  /healthz      -> {"status": "ok", "repos": {NAME: {...}}}
    GET  /openapi.json

The index of every repository stays warm in memory; before answering, a repository whose last
check is older than `--check-interval` seconds is brought up to date (an incremental stat scan that
re-parses only changed files). Stdlib http.server: no framework to install, threads per request.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import sys
import threading
import time
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from codeindex import CodeIndexError

from .api import Verifier
from .models import TextResult

MAX_BODY_BYTES = 1_000_000
MAX_TEXTS = 1_000
MAX_TEXT_CHARS = 100_000


class ApiError(Exception):
    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class RepoPool:
    """Warm verifiers by repository name, refreshed when their tree changes."""

    def __init__(self, repos: dict[str, str], check_interval: float = 2.0, index_dir: str | None = None) -> None:
        self.verifiers: dict[str, Verifier] = {}
        self.check_interval = check_interval
        self._checked: dict[str, float] = {}
        self._locks: dict[str, threading.Lock] = {}
        for name, path in repos.items():
            idx_dir = f"{index_dir}/{name}" if index_dir else None
            self.verifiers[name] = Verifier.open(path, index_dir=idx_dir)
            self._checked[name] = time.monotonic()
            self._locks[name] = threading.Lock()

    @contextmanager
    def use(self, name: str | None):
        """The named verifier, brought up to date if due, held for one request. Verification is
        CPU-bound under the GIL anyway, so one lock per repository costs little and keeps a
        refresh from changing the index under a reader."""
        name, verifier = self._resolve(name)
        with self._locks[name]:
            if time.monotonic() - self._checked[name] >= self.check_interval:
                verifier.refresh()
                self._checked[name] = time.monotonic()
            yield name, verifier

    def _resolve(self, name: str | None) -> tuple[str, Verifier]:
        if not name:
            if len(self.verifiers) == 1:
                name = next(iter(self.verifiers))
            else:
                raise ApiError(HTTPStatus.BAD_REQUEST, f"'repo' is required; one of {sorted(self.verifiers)}")
        verifier = self.verifiers.get(name)
        if verifier is None:
            raise ApiError(HTTPStatus.NOT_FOUND, f"unknown repo {name!r}; known: {sorted(self.verifiers)}")
        return name, verifier

    def health(self) -> dict:
        out = {}
        for name, v in self.verifiers.items():
            report = v.index.last_report
            out[name] = {"root": v.root, "files": report.files_seen if report else None,
                         "symbols": report.symbols if report else None}
        return out

    def close(self) -> None:
        for v in self.verifiers.values():
            v.close()


def openapi_schema() -> dict:
    text_result = TextResult.model_json_schema()
    return {
        "openapi": "3.1.0",
        "info": {"title": "verify", "version": "1", "description": "Code-grounded verification of code references."},
        "paths": {
            "/v1/verify": {"post": {
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["texts"],
                    "properties": {
                        "repo": {"type": "string"},
                        "texts": {"type": "array", "maxItems": MAX_TEXTS, "items": {"oneOf": [
                            {"type": "string", "maxLength": MAX_TEXT_CHARS},
                            {"type": "object", "required": ["text"], "properties": {
                                "id": {"type": "string"}, "text": {"type": "string", "maxLength": MAX_TEXT_CHARS}}},
                        ]}},
                    }}}}},
                "responses": {
                    "200": {"description": "one result per text", "content": {"application/json": {"schema": {
                        "type": "object", "properties": {"repo": {"type": "string"},
                                                         "results": {"type": "array", "items": text_result}}}}}},
                    "400": {"description": "malformed request"}, "404": {"description": "unknown repo"},
                    "413": {"description": "request too large"},
                }}},
            "/v1/symbols": {"get": {
                "parameters": [{"name": "repo", "in": "query", "schema": {"type": "string"}},
                               {"name": "q", "in": "query", "required": True, "schema": {"type": "string"}},
                               {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 200}}],
                "responses": {"200": {"description": "matching symbols"}, "400": {"description": "missing q"}}}},
            "/healthz": {"get": {"responses": {"200": {"description": "alive"}}}},
            "/openapi.json": {"get": {"responses": {"200": {"description": "this document"}}}},
        },
    }


def make_handler(pool: RepoPool):
    class Handler(BaseHTTPRequestHandler):
        server_version = "verify/1"
        protocol_version = "HTTP/1.1"
        # Headers and body go out in separate writes; with Nagle's algorithm on, the body waits
        # for the client's delayed ACK (~40 ms a request on Linux).
        disable_nagle_algorithm = True

        def log_message(self, fmt, *args):  # quiet by default; --verbose turns it on
            if getattr(self.server, "verbose", False):
                super().log_message(fmt, *args)

        def _send(self, status: int, payload: dict) -> None:
            body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _fail(self, exc: ApiError) -> None:
            self._send(exc.status, {"error": exc.message, "status": int(exc.status)})

        def do_GET(self):
            url = urlparse(self.path)
            try:
                if url.path == "/healthz":
                    return self._send(200, {"status": "ok", "repos": pool.health()})
                if url.path == "/openapi.json":
                    return self._send(200, openapi_schema())
                if url.path == "/v1/symbols":
                    return self._send(200, self._symbols(parse_qs(url.query)))
                raise ApiError(HTTPStatus.NOT_FOUND, f"no such endpoint: GET {url.path}")
            except ApiError as exc:
                self._fail(exc)

        def do_POST(self):
            url = urlparse(self.path)
            try:
                if url.path != "/v1/verify":
                    raise ApiError(HTTPStatus.NOT_FOUND, f"no such endpoint: POST {url.path}")
                self._send(200, self._verify(self._read_json()))
            except ApiError as exc:
                self._fail(exc)

        def _read_json(self):
            length = self.headers.get("Content-Length")
            if length is None:
                raise ApiError(HTTPStatus.LENGTH_REQUIRED, "Content-Length is required")
            try:
                size = int(length)
            except ValueError:
                raise ApiError(HTTPStatus.BAD_REQUEST, "invalid Content-Length") from None
            if size > MAX_BODY_BYTES:
                # Read (and drop) a moderately oversized body so the client, still sending, gets
                # the 413 instead of a broken pipe; past that, just close the connection.
                if size <= 16 * MAX_BODY_BYTES:
                    remaining = size
                    while remaining > 0:
                        chunk = self.rfile.read(min(remaining, 65536))
                        if not chunk:
                            break
                        remaining -= len(chunk)
                self.close_connection = True
                raise ApiError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body of {size} bytes > limit {MAX_BODY_BYTES}")
            raw = self.rfile.read(size)
            try:
                return json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise ApiError(HTTPStatus.BAD_REQUEST, f"body is not valid JSON: {exc}") from None

        def _verify(self, body) -> dict:
            if not isinstance(body, dict):
                raise ApiError(HTTPStatus.BAD_REQUEST, "expected a JSON object")
            texts = body.get("texts")
            if not isinstance(texts, list) or not texts:
                raise ApiError(HTTPStatus.BAD_REQUEST, "'texts' must be a non-empty list")
            if len(texts) > MAX_TEXTS:
                raise ApiError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"{len(texts)} texts > limit {MAX_TEXTS}")
            with pool.use(body.get("repo")) as (name, verifier):
                return {"repo": name, "results": [self._one(verifier, i, item) for i, item in enumerate(texts)]}

        @staticmethod
        def _one(verifier: Verifier, i: int, item) -> dict:
            rid, text = (item.get("id"), item.get("text")) if isinstance(item, dict) else (None, item)
            rid = str(rid) if rid is not None else str(i)
            if not isinstance(text, str):
                return TextResult(id=rid, verdict="unverifiable", error="text must be a string").model_dump()
            if len(text) > MAX_TEXT_CHARS:
                return TextResult(id=rid, verdict="unverifiable",
                                  error=f"text of {len(text)} chars > limit {MAX_TEXT_CHARS}").model_dump()
            return verifier.verify_text(text, id=rid).model_dump()

        def _symbols(self, query: dict) -> dict:
            q = (query.get("q") or [""])[0].strip()
            if not q:
                raise ApiError(HTTPStatus.BAD_REQUEST, "'q' is required")
            try:
                limit = min(int((query.get("limit") or ["20"])[0]), 200)
            except ValueError:
                raise ApiError(HTTPStatus.BAD_REQUEST, "'limit' must be an integer") from None
            with pool.use((query.get("repo") or [None])[0]) as (name, verifier):
                explorer = verifier.index.explorer
                types = explorer.find_types(q)
                symbols = types or [s for s in explorer.symbols_named(q.replace("::", ".").rsplit(".", 1)[-1])
                                    if s.kind != "extension"]
                near = [] if symbols else explorer.near_names(q.replace("::", ".").rsplit(".", 1)[-1], 5)
                return {"repo": name, "query": q, "symbols": [s.to_dict() for s in symbols[:limit]],
                        "near": [{"name": n, "score": sc} for n, sc in near]}

    return Handler


def serve(pool: RepoPool, host: str, port: int, verbose: bool = False) -> ThreadingHTTPServer:
    server = ThreadingHTTPServer((host, port), make_handler(pool))
    server.daemon_threads = True
    server.verbose = verbose
    return server


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="verify serve", description="HTTP JSON API over warm repository indexes.")
    p.add_argument("--repo", action="append", required=True, metavar="NAME=PATH",
                   help="a repository to serve (repeatable); NAME defaults to the directory name")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8077)
    p.add_argument("--index-dir", help="keep indexes under DIR/NAME instead of in each repository")
    p.add_argument("--check-interval", type=float, default=2.0,
                   help="seconds between checks for changed files (default 2)")
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args(argv)
    repos = {}
    for spec in args.repo:
        name, sep, path = spec.partition("=")
        if not sep:
            path, name = spec, spec.rstrip("/").rsplit("/", 1)[-1]
        repos[name] = path
    try:
        pool = RepoPool(repos, check_interval=args.check_interval, index_dir=args.index_dir)
    except CodeIndexError as exc:
        print(f"verify serve: error: {exc}", file=sys.stderr)
        return 2
    try:
        server = serve(pool, args.host, args.port, args.verbose)
    except OSError as exc:
        print(f"verify serve: error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    host, port = server.server_address[:2]
    print(f"verify serve: listening on http://{host}:{port} ({', '.join(repos)})", flush=True)
    try:
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    finally:
        server.server_close()
        pool.close()
    return 0
