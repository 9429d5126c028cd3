"""`verify serve`: the HTTP JSON API the pipeline calls to verify each candidate.

    POST /v1/verify    {"repo": NAME, "texts": ["...", {"id": "c1", "text": "..."}]}
                       -> {"repo": NAME, "results": [TextResult, ...]}
    GET  /v1/symbols?repo=NAME&q=FastScrollBar[&limit=20]
    GET  /healthz      -> {"status": "ok", "repos": {NAME: {...}}}
    GET  /openapi.json

The index of every repository stays warm in memory and is brought up to date in the background
every `--check-interval` seconds (git says what changed; only changed files are parsed); requests
answer from a consistent snapshot meanwhile and never wait for a refresh (RepoPool). The HTTP layer is verifier.httpserver (stdlib only): a bounded
worker pool, read timeouts and deadlines, JSON for every error.
"""
from __future__ import annotations

import argparse
import contextlib
import gc
import signal
import sys
import threading
import time
from contextlib import contextmanager
from http import HTTPStatus

from codeindex import CodeIndexError, IndexSnapshot, RepoIndex, open_index
from codeindex.argtypes import positive_int
from codeindex.watch import TreeWatcher

from .api import _BATCH_GC_THRESHOLD, Verifier
from .history import UnknownRevision
from .httpserver import HttpError, JsonServer, Request, port_number
from .models import TextResult

MAX_BODY_BYTES = 1_000_000
MAX_TEXTS = 1_000
MAX_TEXT_CHARS = 100_000
MAX_SYMBOLS_LIMIT = 200


class _Generation:
    """One snapshot of a repository's index and the verifier reading it, with a count of the
    requests using it: a retired generation closes when its last request is done."""

    def __init__(self, snapshot: IndexSnapshot) -> None:
        self.snapshot = snapshot
        self.verifier = Verifier(snapshot)
        self.users = 0
        self.retired = False

    @property
    def version(self) -> str | None:
        return self.snapshot.version


class RepoPool:
    """Warm verifiers by repository name; their indexes are refreshed in the background.

    Each repository has a writer (a RepoIndex, used only by the refresher thread) and a current
    generation: a read-only snapshot of the index (codeindex.IndexSnapshot) with its verifier.
    Requests take the current generation and answer from it whatever the writer does meanwhile;
    they never run a build, never wait for one and take no lock the writer holds (SQLite WAL: a
    reader's transaction and the writer's do not block each other). When a refresh changed the
    index (or another process did, e.g. `codeindex build`), a new generation replaces the current
    one for the requests that come after; the requests still on the old one finish on it.

    What the refresher looks at: with `watch` (Linux inotify, codeindex.watch), only the files
    the kernel says changed, within about `check_interval` seconds of the change, plus a full
    build (git says what changed, or a walk outside git) every `full_interval` seconds and
    whenever the watcher may have missed something; without a watcher, a full build every
    `check_interval` seconds (on a 146k-file checkout each one costs a `git status`, about a
    second of CPU). Another process's build of the same index is seen at the next check."""

    def __init__(self, repos: dict[str, str], check_interval: float = 2.0, index_dir: str | None = None,
                 background: bool = True, watch: bool = True, full_interval: float = 30.0) -> None:
        self.check_interval = check_interval
        self.full_interval = max(full_interval, check_interval)
        self.watch = watch
        self.watchers: dict[str, TreeWatcher | None] = {}
        self.indexes: dict[str, RepoIndex] = {}
        self._current: dict[str, _Generation] = {}
        self._guard = threading.Lock()   # held only to swap a generation or count its users
        self._stop = threading.Event()
        self.refresh_errors: dict[str, str] = {}
        self.refreshes: dict[str, int] = {}
        try:
            for name, path in repos.items():
                idx_dir = f"{index_dir}/{name}" if index_dir else None
                self.indexes[name] = open_index(path, index_dir=idx_dir)
                self._current[name] = _Generation(self.indexes[name].snapshot())
                self.refreshes[name] = 0
        except BaseException:
            self.close()
            raise
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._refresh_loop, name="verify-refresh", daemon=True)
            self._thread.start()

    @property
    def verifiers(self) -> dict[str, Verifier]:
        """The current verifier of each repository."""
        return {name: gen.verifier for name, gen in self._current.items()}

    @contextmanager
    def use(self, name: str | None):
        """The named repository's current verifier, held for one request (never waits on a refresh)."""
        name = self._resolve(name)
        with self._guard:
            generation = self._current[name]
            generation.users += 1
        try:
            yield name, generation.verifier
        finally:
            with self._guard:
                generation.users -= 1
                done = generation.retired and generation.users == 0
            if done:
                generation.snapshot.close()

    def refresh_now(self, name: str, progress=None, paths: set[str] | None = None) -> bool:
        """Bring the named index up to date (in the caller's thread) and, when its content changed,
        make a new snapshot current. False when another process is updating the index (tried
        again at the next poll). `progress` is build()'s callback, called inside the writer's
        transaction; `paths`: only these may have changed (a watcher's events)."""
        index = self.indexes[name]
        if index.refresh(wait=False, progress=progress, paths=paths) is None:
            return False
        self._take_new_snapshot_if_changed(name)
        return True

    def _take_new_snapshot_if_changed(self, name: str) -> None:
        index = self.indexes[name]
        if index.content_version() != self._current[name].version:
            fresh = _Generation(index.snapshot())
            fresh.snapshot.inherit(self._current[name].snapshot)
            fresh.verifier.share_history(self._current[name].verifier)
            fresh.verifier.inherit_answers(self._current[name].verifier)
            with self._guard:
                old, self._current[name] = self._current[name], fresh
                old.retired = True
                done = old.users == 0
            if done:
                old.snapshot.close()
            self.refreshes[name] += 1
            # What is alive now (the new snapshot's tables, patched from the old one's, and the
            # caches of the others) lives until the next edit at least: out of every later pass of
            # the cycle collector. Without this each edit was followed by a full pass over the
            # ~280k objects of netty's tables and caches, 0.4-0.9 s inside whichever request
            # allocated at that moment. A retired snapshot leaves no cycle behind
            # (Explorer.release), so what is frozen is still freed when its last reference goes.
            gc.freeze()

    def _refresh_loop(self) -> None:
        for name, index in self.indexes.items():
            self.watchers[name] = TreeWatcher.start(index.root, index.store.files()) if self.watch else None
        # The first round is a full build: files may have changed before the watches were in place.
        need_full = {name: True for name in self.indexes}
        last_full = {name: time.monotonic() for name in self.indexes}
        # check_interval 0 means "as often as a refresh can run": a short pause keeps the loop
        # from taking a core when builds are no-ops.
        pause = max(self.check_interval, 0.05)
        while not self._stop.is_set():
            watching = [w for w in self.watchers.values() if w is not None]
            if watching:
                for watcher in watching:   # returns early when events come
                    watcher.poll(int(1000 * pause / len(watching)))
            elif self._stop.wait(pause):
                return
            for name in list(self.indexes):
                if self._stop.is_set():
                    return
                try:
                    watcher = self.watchers.get(name)
                    changed = watcher.changes() if watcher is not None else None
                    if changed is None:
                        need_full[name] = True
                    if need_full[name] or time.monotonic() - last_full[name] >= self.full_interval:
                        # A busy index (another process building it) is tried again next round.
                        need_full[name] = not self.refresh_now(name)
                        if not need_full[name]:
                            last_full[name] = time.monotonic()
                    elif changed:
                        need_full[name] = not self.refresh_now(name, paths=changed)
                    else:   # nothing changed here; another process may have built the index
                        self._take_new_snapshot_if_changed(name)
                    self.refresh_errors.pop(name, None)
                except Exception as exc:   # the service keeps answering from the last snapshot
                    need_full[name] = True
                    message = f"{type(exc).__name__}: {exc}"
                    if self.refresh_errors.get(name) != message:
                        print(f"verify serve: refreshing {name} failed (answering from the last snapshot): "
                              f"{message}", file=sys.stderr, flush=True)
                    self.refresh_errors[name] = message

    def _resolve(self, name: str | None) -> str:
        if not name:
            if len(self._current) == 1:
                return next(iter(self._current))
            raise HttpError(HTTPStatus.BAD_REQUEST, f"'repo' is required; one of {sorted(self._current)}")
        if name not in self._current:
            raise HttpError(HTTPStatus.NOT_FOUND, f"unknown repo {name!r}; known: {sorted(self._current)}")
        return name

    def health(self) -> dict:
        out = {}
        for name, index in self.indexes.items():
            report = index.last_report
            out[name] = {"root": str(index.root), "files": report.files_seen if report else None,
                         "symbols": report.symbols if report else None,
                         "snapshots_taken": self.refreshes.get(name, 0),
                         "change_detection": report.change_detection if report else None,
                         "watched_directories": self.watchers[name].watched if self.watchers.get(name) else 0,
                         "frozen_objects": gc.get_freeze_count()}
            if name in self.refresh_errors:
                out[name]["refresh_error"] = self.refresh_errors[name]
        return out

    def close(self) -> None:
        self._stop.set()
        if getattr(self, "_thread", None) is not None:
            self._thread.join(timeout=60)
        for watcher in self.watchers.values():
            if watcher is not None:
                watcher.close()
        for generation in self._current.values():
            generation.snapshot.close()
        for index in self.indexes.values():
            index.close()


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
                   help="seconds between checks for changed files (default 2); with the file watcher, "
                        "at most this long from an edit to its being answered")
    p.add_argument("--full-check-interval", type=float, default=30.0,
                   help="with the file watcher: seconds between full checks (git status, or a walk "
                        "outside git) that catch whatever the watcher missed (default 30)")
    p.add_argument("--no-watch", action="store_true",
                   help="no file watcher (inotify): a full check every --check-interval seconds")
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
    # The cycle collector at the batch's threshold (verifier.api.few_collections): at the default,
    # 700 allocations, a young pass ran every few claims and the survivors it promoted made full
    # passes over everything since the last freeze (see _take_new_snapshot_if_changed) every few
    # seconds, 150-350 ms each under edits on netty (measured with gc.callbacks in the service).
    gc.set_threshold(max(gc.get_threshold()[0], _BATCH_GC_THRESHOLD), *gc.get_threshold()[1:])
    try:
        pool = RepoPool(repos, check_interval=args.check_interval, index_dir=args.index_dir,
                        watch=not args.no_watch, full_interval=args.full_check_interval)
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
