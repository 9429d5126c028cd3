"""Who may call what on the team server: the bearer-token check in front of `governance serve`'s routes.

With tokens required (`governance serve --auth tokens`, the default on a PostgreSQL store), every route
but `/healthz` and `/openapi.json` needs `Authorization: Bearer cf_...` (graph/tokens.py):

    route                                  needs                     of the repository
    POST /v1/transcripts                   upload                    the increment's `repository` (graph/uploads.py)
    POST /v1/experiences/search            read                      the body's `repo` (required unless admin)
    POST /v1/verify_references             read                      the body's `repo` (required unless admin)
    GET  /v1/experience?id=ID              read                      one of the experience's repositories
    POST /v1/feedback                      read                      one of the experience's repositories
    POST /mcp (tools/call)                 read                      the tool's `repo` or the experience's, as above
    GET  /v1/stats, /v1/admin/*            admin

401 without a valid token (absent, malformed, unknown, revoked), 403 with one that lacks the scope or
the repository. An experience that records no repository (imported notes) is readable by every token
with the read scope. The token of the request is `current_token()` while its route runs, so what a
route records in the audit log names it (`token ID (NAME)`; not `token:ID`, which the redaction pass
rightly takes for a secret being assigned).
"""
from __future__ import annotations

import contextvars
import json
import threading
from dataclasses import dataclass
from typing import Any, Callable

from verifier.httpserver import HttpError, Request

from .review_s1 import repo_name
from .tokens import Token, from_header

_current: contextvars.ContextVar[Token | None] = contextvars.ContextVar("governance_token", default=None)

OPEN = {("GET", "/healthz"), ("GET", "/openapi.json")}
UNAUTHORIZED_HEADERS = {"WWW-Authenticate": 'Bearer realm="governance"'}


def current_token() -> Token | None:
    """The token of the request being answered (None when tokens are not required)."""
    return _current.get()


def actor() -> str:
    """Who to name in the audit log for the request being answered."""
    token = current_token()
    return f"token {token.id} ({token.name})" if token else "http"


@dataclass(frozen=True)
class Rule:
    scope: str | None                       # 'read', 'upload', 'admin'; None: the route checks itself
    repo_in_body: bool = False              # the body's `repo` names the repository
    experience_arg: str | None = None       # the query argument naming an experience
    experience_in_body: bool = False        # the body's `id` names an experience
    mcp: bool = False                       # JSON-RPC: tools/call arguments, per tool


RULES: dict[tuple[str, str], Rule] = {
    ("POST", "/v1/transcripts"): Rule(None),          # graph/uploads.py answers 401/403 (upload scope) itself
    ("POST", "/v1/experiences/search"): Rule("read", repo_in_body=True),
    ("POST", "/v1/verify_references"): Rule("read", repo_in_body=True),
    ("GET", "/v1/experience"): Rule("read", experience_arg="id"),
    ("POST", "/v1/feedback"): Rule("read", experience_in_body=True),
    ("GET", "/v1/stats"): Rule("admin"),
    ("POST", "/mcp"): Rule("read", mcp=True),
    ("GET", "/mcp"): Rule("read"),
    ("DELETE", "/mcp"): Rule("read"),
}
# MCP tools: which argument names the repository, which an experience.
MCP_TOOLS = {"search_experiences": "repo", "verify_references": "repo", "get_experience": "id",
             "report_feedback": "id"}


class Access:
    """Checks requests against `RULES` with the tokens of the store, read on `side` (a connection beside the
    Retriever's, so a check never waits behind a search; the Retriever's own when none is given)."""

    def __init__(self, retriever, side=None):
        self.retriever = retriever
        self.store = side if side is not None else retriever.store
        self._lock = threading.Lock() if side is not None else retriever._lock

    def _token(self, req: Request) -> Token:
        with self._lock:   # one connection, shared by the server's threads
            token = from_header(self.store, req.headers.get("authorization"))
        if token is None:
            raise HttpError(401, "a bearer token is required (Authorization: Bearer cf_...)", UNAUTHORIZED_HEADERS)
        return token

    def _repository(self, token: Token, repo: Any) -> None:
        if repo is None:
            if not token.admin:
                mine = ", ".join(token.repos)
                raise HttpError(400, f"give repo: token {token.id} reads {mine} only")
            return
        if not isinstance(repo, str) or not token.allows(repo, "read"):
            raise HttpError(403, f"token {token.id} may not read repository {repo!r}")

    def _experience(self, token: Token, exp_id: Any) -> None:
        if token.admin or not isinstance(exp_id, str):
            return   # a missing or malformed id is the route's 400 / 404
        with self._lock:
            row = self.store.db.execute("SELECT sources FROM experiences WHERE id=?", (exp_id,)).fetchone()
        if row is None:
            return   # the route answers 404
        names = {self._name_of(s["repository"]) for s in json.loads(row["sources"]) if s.get("repository")}
        if names and not any(token.allows(n, "read") for n in names):
            raise HttpError(403, f"token {token.id} may not read experience {exp_id} (of {', '.join(sorted(names))})")

    def _name_of(self, location: str) -> str:
        """The served name of a repository an experience records (a checkout path or a remote)."""
        for name, path in self.retriever.repos.items():
            if path == location:
                return name
        return repo_name(location)

    def _mcp(self, token: Token, req: Request) -> None:
        try:
            data = req.json()
        except HttpError:
            return   # the MCP endpoint answers a malformed body itself
        for message in data if isinstance(data, list) else [data]:
            if not isinstance(message, dict) or message.get("method") != "tools/call":
                continue
            params = message.get("params") if isinstance(message.get("params"), dict) else {}
            args = params.get("arguments") if isinstance(params.get("arguments"), dict) else {}
            kind = MCP_TOOLS.get(params.get("name"))
            if kind == "repo":
                self._repository(token, args.get("repo"))
            elif kind == "id":
                self._experience(token, args.get("id"))

    def check(self, key: tuple[str, str], req: Request) -> Token | None:
        """The request's token when it may call the route `key`; raises the 401/403/400 otherwise."""
        if key in OPEN:
            return None
        rule = RULES.get(key, Rule("admin"))   # a route without a rule (the admin API) needs admin
        if rule.scope is None:
            return None
        token = self._token(req)
        if not token.may(rule.scope):
            raise HttpError(403, f"token {token.id} has no {rule.scope} scope")
        if rule.repo_in_body:
            body = req.json()
            self._repository(token, body.get("repo") if isinstance(body, dict) else None)
        if rule.experience_arg:
            self._experience(token, req.arg(rule.experience_arg))
        if rule.experience_in_body:
            body = req.json()
            self._experience(token, body.get("id") if isinstance(body, dict) else None)
        if rule.mcp:
            self._mcp(token, req)
        return token

    def guard(self, routes: dict[tuple[str, str], Callable]) -> dict[tuple[str, str], Callable]:
        """The same routes, each behind `check`, with the request's token as `current_token()`."""
        def guarded(key, route):
            def run(req: Request):
                token = self.check(key, req)
                reset = _current.set(token)
                try:
                    return route(req)
                finally:
                    _current.reset(reset)
            return run

        return {key: guarded(key, route) for key, route in routes.items()}
