"""The HTTP JSON API over the experience store (``governance serve``), on ``verifier.httpserver``.

    POST /v1/experiences/search   {"query", "repo"?, "files"?, "symbols"?, "limit"?, "session"?}
                                  -> {"query", "hit", "results": [...], "latency_ms"}
    GET  /v1/experience?id=ID     -> the experience and whether it is served now (404 when unknown)
    POST /v1/feedback             {"id", "helpful", "note"?}
    POST /v1/verify_references    {"text", "repo"?}
    GET  /v1/stats?since=7d       -> graph.stats.summary
    POST /v1/transcripts          a transcript increment {"session", "format", "offset", "content", "repository",
                                  "commit"?} with `Authorization: Bearer TOKEN` -> {"next_offset", ...}
                                  (graph/uploads.py: 201 stored, 200 duplicate, 409 out of order, 401, 403, 413)
    GET  /healthz, GET /openapi.json
    POST /mcp, DELETE /mcp        MCP over streamable HTTP (graph/mcp_http.py): the same four tools as
                                  `governance mcp`, on the same port

Routes are plain functions (request -> (status, json)); the server gives every error as JSON. The
kill switch and statuses are read on every request, so ``governance disable`` is seen at once.
"""
from __future__ import annotations

import threading
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from verifier.httpserver import HttpError, JsonServer, Request

from .serving import RequestError, Retriever, SearchRequest, SearchResponse
from .store import Store
from .tokens import from_header
from .uploads import Increment, Uploads


class FeedbackRequest(BaseModel):
    id: str
    helpful: bool
    note: str | None = None


class VerifyRequest(BaseModel):
    text: str
    repo: str | None = None


class SearchBody(BaseModel):
    query: str
    repo: str | None = None
    files: list[str] = Field(default_factory=list)
    symbols: list[str] = Field(default_factory=list)
    limit: int = 3
    session: str | None = None


def _body(req: Request, model: type[BaseModel]) -> Any:
    data = req.json()
    if not isinstance(data, dict):
        raise HttpError(400, "expected a JSON object")
    try:
        return model.model_validate(data, strict=False)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "body"
        raise HttpError(400, f"{where}: {first['msg']}") from None


def make_routes(retriever: Retriever, mcp=None, side: Store | None = None) -> dict[tuple[str, str], Any]:
    """The API's routes; with ``mcp`` (a ``graph.mcp_http.McpEndpoint``) also MCP at /mcp."""
    # Uploads on a connection of their own when one is given (make_server): an increment then never waits
    # behind a search holding the Retriever's connection (read-time verification can take a while).
    uploads = Uploads(side, threading.Lock()) if side is not None else Uploads(retriever.store, lock=retriever._lock)

    def transcripts(req: Request):
        with uploads._lock:
            token = from_header(uploads.store, req.headers.get("authorization"))
        # Without a token the body is not even parsed: 401 whatever it holds.
        out = uploads.receive(None, None) if token is None else uploads.receive(token, req.json())
        return out.status, out.body

    def search(req: Request):
        b: SearchBody = _body(req, SearchBody)
        try:
            out = retriever.search(SearchRequest(**b.model_dump(), client="http"))
        except RequestError as e:
            raise HttpError(400, str(e)) from None
        return 200, out.response.model_dump()

    def experience(req: Request):
        exp_id = req.arg("id")
        if not exp_id:
            raise HttpError(400, "give ?id=EXPERIENCE_ID")
        exp = retriever.get(exp_id)
        if exp is None:
            raise HttpError(404, f"no experience {exp_id}")
        return 200, exp

    def feedback(req: Request):
        b: FeedbackRequest = _body(req, FeedbackRequest)
        try:
            return 200, retriever.feedback(b.id, b.helpful, b.note, client="http")
        except KeyError as e:
            raise HttpError(404, e.args[0]) from None

    def verify_references(req: Request):
        b: VerifyRequest = _body(req, VerifyRequest)
        try:
            return 200, retriever.verify_references(b.text, b.repo)
        except RequestError as e:
            raise HttpError(400, str(e)) from None

    def stats(req: Request):
        from .lifecycle import parse_duration

        since = req.arg("since")
        try:
            window = parse_duration(since) if since else None
        except ValueError as e:
            raise HttpError(400, str(e)) from None
        return 200, retriever.stats(window)

    def health(req: Request):
        return 200, {"ok": True, "repos": sorted(retriever.repos)}

    def schema(req: Request):
        return 200, openapi_schema()

    routes = {("POST", "/v1/experiences/search"): search, ("GET", "/v1/experience"): experience,
              ("POST", "/v1/feedback"): feedback, ("POST", "/v1/verify_references"): verify_references,
              ("GET", "/v1/stats"): stats, ("GET", "/healthz"): health, ("GET", "/openapi.json"): schema,
              ("POST", "/v1/transcripts"): transcripts}
    return routes | (mcp.routes() if mcp is not None else {})


def openapi_schema() -> dict:
    def body(model):
        return {"required": True, "content": {"application/json": {"schema": model.model_json_schema()}}}

    def ok(description, schema=None):
        content = {"application/json": {"schema": schema}} if schema else {}
        return {"200": {"description": description, **({"content": content} if content else {})},
                "400": {"description": "bad request (JSON error)"}}

    return {
        "openapi": "3.1.0",
        "info": {"title": "governance experiences", "version": "1"},
        "paths": {
            "/v1/experiences/search": {"post": {"summary": "search governed experiences (re-verified before serving)",
                                                "requestBody": body(SearchBody),
                                                "responses": ok("results", SearchResponse.model_json_schema())}},
            "/v1/experience": {"get": {"summary": "one experience by id",
                                       "parameters": [{"name": "id", "in": "query", "required": True,
                                                       "schema": {"type": "string"}}],
                                       "responses": ok("the experience") | {"404": {"description": "unknown id"}}}},
            "/v1/feedback": {"post": {"summary": "whether an experience helped", "requestBody": body(FeedbackRequest),
                                      "responses": ok("recorded")}},
            "/v1/verify_references": {"post": {"summary": "verify code references in a text",
                                               "requestBody": body(VerifyRequest), "responses": ok("verdict")}},
            "/v1/stats": {"get": {"summary": "retrieval statistics",
                                  "parameters": [{"name": "since", "in": "query", "schema": {"type": "string"},
                                                  "description": "window such as 7d"}],
                                  "responses": ok("figures")}},
            "/v1/transcripts": {"post": {
                "summary": "upload a transcript increment (bearer token scoped to the repository); idempotent on "
                           "(session, offset), acknowledged by next_offset",
                "requestBody": body(Increment),
                "responses": {"201": {"description": "stored"}, "200": {"description": "already held (a resend)"},
                              "400": {"description": "malformed"}, "401": {"description": "no valid token"},
                              "403": {"description": "token not scoped to the repository"},
                              "409": {"description": "out of order or conflicting: resume from next_offset"},
                              "413": {"description": "content too large"}}}},
            "/healthz": {"get": {"responses": {"200": {"description": "alive"}}}},
            "/openapi.json": {"get": {"responses": {"200": {"description": "this document"}}}},
        },
    }


def make_server(retriever: Retriever, host: str = "127.0.0.1", port: int = 0, mcp=None,
                require_tokens: bool = False) -> JsonServer:
    """With `require_tokens`, every route but /healthz and /openapi.json needs a bearer token scoped to what
    it asks (graph/access.py), and the admin routes (graph/admin_api.py) are served for admin tokens."""
    side = Store(retriever.store.path)   # uploads and token checks: a connection beside the Retriever's
    routes = make_routes(retriever, mcp, side)
    if require_tokens:
        from .access import Access
        from .admin_api import make_routes as admin_routes

        routes = Access(retriever, side).guard(routes | admin_routes(retriever))
    server = JsonServer(routes, host=host, port=port, name="governance", max_body=1_000_000)
    close = server.close

    def close_all() -> None:
        close()
        side.close()

    server.close = close_all   # the side connection lives as long as the server
    return server
