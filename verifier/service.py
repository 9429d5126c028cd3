"""`verify serve`: the HTTP JSON API the pipeline calls to verify each candidate.

    POST /v1/verify    {"repo": NAME, "texts": ["...", {"id": "c1", "text": "..."}]}
                       -> {"repo": NAME, "results": [TextResult, ...]}
    GET  /v1/symbols?repo=NAME&q=FastScrollBar[&limit=20]
    GET  /healthz      -> {"status": "ok", "repos": {NAME: {...}}}
    GET  /openapi.json

The index of every repository stays warm in memory; before answering, a repository whose last
check is older than `--check-interval` seconds is brought up to date (an incremental stat scan that
re-parses only changed files). The HTTP layer is verifier.httpserver (stdlib only): a bounded
worker pool, read timeouts and deadlines, JSON for every error.
"""
from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import threading
import time
from contextlib import contextmanager
from http import HTTPStatus

from codeindex import CodeIndexError
from codeindex.argtypes import positive_int

from .api import Verifier
from .history import UnknownRevision
from .httpserver import HttpError, JsonServer, Request, port_number
from .models import TextResult

MAX_BODY_BYTES = 1_000_000
MAX_TEXTS = 1_000
MAX_TEXT_CHARS = 100_000
MAX_SYMBOLS_LIMIT = 200


class ReadWriteLock:
    """Many readers or one writer; a waiting writer holds back new readers (no starvation)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False
        self._writers_waiting = 0

    @contextmanager
    def read(self):
        with self._cond:
            while self._writer or self._writers_waiting:
                self._cond.wait()
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                if not self._readers:
                    self._cond.notify_all()

    @contextmanager
    def write(self, wait: bool = True):
        """Yields True with the lock held; with `wait` False, yields False at once when readers
        or a writer are active."""
        with self._cond:
            if not wait and (self._writer or self._readers):
                acquired = False
            else:
                self._writers_waiting += 1
                while self._writer or self._readers:
                    self._cond.wait()
                self._writers_waiting -= 1
                self._writer = acquired = True
        try:
            yield acquired
        finally:
            if acquired:
                with self._cond:
                    self._writer = False
                    self._cond.notify_all()


class RepoPool:
    """Warm verifiers by repository name, refreshed when their tree changes."""

    def __init__(self, repos: dict[str, str], check_interval: float = 2.0, index_dir: str | None = None) -> None:
        self.verifiers: dict[str, Verifier] = {}
        self.check_interval = check_interval
        self.max_staleness = max(30.0, 10 * check_interval)
        self._checked: dict[str, float] = {}
        self._locks: dict[str, ReadWriteLock] = {}
        for name, path in repos.items():
            idx_dir = f"{index_dir}/{name}" if index_dir else None
            self.verifiers[name] = Verifier.open(path, index_dir=idx_dir)
            self._checked[name] = time.monotonic()
            self._locks[name] = ReadWriteLock()

    @contextmanager
    def use(self, name: str | None):
        """The named verifier, brought up to date if due, held for one request.

        Requests read the index together (one shared read lock); a refresh takes it exclusively.
        A due refresh does not wait for running readers (one large request would otherwise hold up
        every request behind it): the request answers from the index as of the last check and a
        later one refreshes, unless the last check is older than `max_staleness`, then it waits."""
        name, verifier = self._resolve(name)
        lock = self._locks[name]
        age = time.monotonic() - self._checked[name]
        if age >= self.check_interval:
            with lock.write(wait=age >= self.max_staleness) as acquired:
                if acquired and time.monotonic() - self._checked[name] >= self.check_interval:
                    # Another process building this index is not waited for: answer from the
                    # index as it is and check again next time.
                    if verifier.index.refresh(wait=False) is not None:
                        self._checked[name] = time.monotonic()
        with lock.read():
            yield name, verifier

    def _resolve(self, name: str | None) -> tuple[str, Verifier]:
        if not name:
            if len(self.verifiers) == 1:
                name = next(iter(self.verifiers))
            else:
                raise HttpError(HTTPStatus.BAD_REQUEST, f"'repo' is required; one of {sorted(self.verifiers)}")
        verifier = self.verifiers.get(name)
        if verifier is None:
            raise HttpError(HTTPStatus.NOT_FOUND, f"unknown repo {name!r}; known: {sorted(self.verifiers)}")
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
                        "since": {"type": "string", "description": "a git revision the texts were written "
                                  "against: references that resolved there and not now are S1_STALE_REFERENCE"},
                        "texts": {"type": "array", "maxItems": MAX_TEXTS, "items": {"oneOf": [
                            {"type": "string", "maxLength": MAX_TEXT_CHARS},
                            {"type": "object", "required": ["text"], "properties": {
                                "id": {"type": "string"}, "text": {"type": "string", "maxLength": MAX_TEXT_CHARS},
                                "since": {"type": "string"}}},
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


def _repo_name(value) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise HttpError(HTTPStatus.BAD_REQUEST, "'repo' must be a string")


def make_routes(pool: RepoPool) -> dict:
    """The service's routes for JsonServer: (method, path) -> handler(Request) -> (status, json)."""

    def health(req: Request):
        return 200, {"status": "ok", "repos": pool.health()}

    def schema(req: Request):
        return 200, openapi_schema()

    def verify(req: Request):
        body = req.json()
        if not isinstance(body, dict):
            raise HttpError(HTTPStatus.BAD_REQUEST, "expected a JSON object")
        texts = body.get("texts")
        if not isinstance(texts, list) or not texts:
            raise HttpError(HTTPStatus.BAD_REQUEST, "'texts' must be a non-empty list")
        if len(texts) > MAX_TEXTS:
            raise HttpError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"{len(texts)} texts > limit {MAX_TEXTS}")
        since = body.get("since")
        if since is not None and not isinstance(since, str):
            raise HttpError(HTTPStatus.BAD_REQUEST, "'since' must be a string (a git revision)")
        with pool.use(_repo_name(body.get("repo"))) as (name, verifier):
            results = []
            for i, item in enumerate(texts):
                req.check_deadline()
                try:
                    results.append(_one(verifier, i, item, since))
                except UnknownRevision as exc:
                    raise HttpError(HTTPStatus.BAD_REQUEST, str(exc)) from None
            return 200, {"repo": name, "results": results}

    def symbols(req: Request):
        q = (req.arg("q") or "").strip()
        if not q:
            raise HttpError(HTTPStatus.BAD_REQUEST, "'q' is required")
        try:
            limit = int(req.arg("limit", "20"))
        except ValueError:
            raise HttpError(HTTPStatus.BAD_REQUEST, "'limit' must be an integer") from None
        if not 1 <= limit <= MAX_SYMBOLS_LIMIT:
            raise HttpError(HTTPStatus.BAD_REQUEST, f"'limit' must be between 1 and {MAX_SYMBOLS_LIMIT}")
        with pool.use(req.arg("repo")) as (name, verifier):
            explorer = verifier.index.explorer
            types = explorer.find_types(q)
            leaf = q.replace("::", ".").rsplit(".", 1)[-1]
            found = types or [s for s in explorer.symbols_named(leaf) if s.kind != "extension"]
            near = [] if found else explorer.near_names(leaf, 5)
            return 200, {"repo": name, "query": q, "symbols": [s.to_dict() for s in found[:limit]],
                         "near": [{"name": n, "score": sc} for n, sc in near]}

    return {("GET", "/healthz"): health, ("GET", "/openapi.json"): schema,
            ("POST", "/v1/verify"): verify, ("GET", "/v1/symbols"): symbols}


def _one(verifier: Verifier, i: int, item, since: str | None = None) -> dict:
    rid, text = (item.get("id"), item.get("text")) if isinstance(item, dict) else (None, item)
    if isinstance(item, dict) and item.get("since") is not None:
        since = item["since"]
        if not isinstance(since, str):
            return TextResult(id=str(rid if rid is not None else i), verdict="unverifiable",
                              error="'since' must be a string (a git revision)").model_dump()
    rid = str(rid) if rid is not None else str(i)
    if not isinstance(text, str):
        return TextResult(id=rid, verdict="unverifiable", error="text must be a string").model_dump()
    if len(text) > MAX_TEXT_CHARS:
        return TextResult(id=rid, verdict="unverifiable",
                          error=f"text of {len(text)} chars > limit {MAX_TEXT_CHARS}").model_dump()
    return verifier.verify_text(text, id=rid, since=since).model_dump()


def serve(pool: RepoPool, host: str, port: int, verbose: bool = False, workers: int = 8) -> JsonServer:
    return JsonServer(make_routes(pool), host=host, port=port, workers=workers, max_body=MAX_BODY_BYTES,
                      name="verify serve", verbose=verbose)



def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="verify serve", description="HTTP JSON API over warm repository indexes.")
    p.add_argument("--repo", action="append", required=True, metavar="NAME=PATH",
                   help="a repository to serve (repeatable); NAME defaults to the directory name")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=port_number, default=8077, help="TCP port, 0-65535 (default 8077; 0 picks one)")
    p.add_argument("--index-dir", help="keep indexes under DIR/NAME instead of in each repository")
    p.add_argument("--check-interval", type=float, default=2.0,
                   help="seconds between checks for changed files (default 2)")
    p.add_argument("--workers", type=positive_int, default=8,
                   help="requests answered at once (default 8); more wait in a queue, idle connections cost no thread")
    p.add_argument("--verbose", action="store_true", help="log each request on stderr")
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
        server = serve(pool, args.host, args.port, args.verbose, workers=args.workers)
    except OSError as exc:
        print(f"verify serve: error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    host, port = server.address
    print(f"verify serve: listening on http://{host}:{port} ({', '.join(repos)})", flush=True)
    # SIGTERM (a service manager stopping us) finishes the requests being answered, then exits 0.
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown, daemon=True).start())
    try:
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    finally:
        server.close()
        pool.close()
    print("verify serve: stopped", flush=True)
    return 0
