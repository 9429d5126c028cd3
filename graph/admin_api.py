"""The team server's admin routes (`governance serve --auth tokens`): what needs an admin token.

    POST /v1/admin/resolve    {"id", "keep": "new"|"old"|"both"}   a contradiction waiting for a human
    POST /v1/admin/disable    {"id", "reason"}                       the kill switch
    POST /v1/admin/enable     {"id"}
    POST /v1/admin/rollback   {"id", "version"}                      restore a version as a new one
    POST /v1/admin/retire     {"unused_for": "90d", "dry_run"?}      retire experiences nobody adopted
    POST /v1/admin/unretire   {"id"}
    GET  /v1/admin/audit?subject=ID&limit=N                          the audit log, newest last

graph/access.py lets only admin tokens through; each action is the lifecycle's own (graph/lifecycle.py,
Chain.resolve resuming the run that waits on the contradiction), recorded in the audit log under the
token that asked (`token ID (NAME)`).
"""
from __future__ import annotations

from typing import Any, Callable

from pydantic import BaseModel, ValidationError

from verifier.httpserver import HttpError, Request

from . import lifecycle
from .access import actor


class ResolveBody(BaseModel):
    id: str
    keep: str


class DisableBody(BaseModel):
    id: str
    reason: str


class IdBody(BaseModel):
    id: str


class RollbackBody(BaseModel):
    id: str
    version: int


class RetireBody(BaseModel):
    unused_for: str
    dry_run: bool = False


def _body(req: Request, model: type[BaseModel]) -> Any:
    data = req.json()
    if not isinstance(data, dict):
        raise HttpError(400, "expected a JSON object")
    try:
        return model.model_validate(data)
    except ValidationError as e:
        first = e.errors()[0]
        raise HttpError(400, f"{'.'.join(str(x) for x in first['loc']) or 'body'}: {first['msg']}") from None


def make_routes(retriever) -> dict[tuple[str, str], Callable]:
    store, lock = retriever.store, retriever._lock

    def answer(action: Callable[[], Any]):
        """Run a lifecycle action: an unknown id is 404, a refused one (bad state, bad value) 400."""
        try:
            with lock:
                return 200, action()
        except KeyError as e:
            raise HttpError(404, str(e.args[0])) from None
        except ValueError as e:
            raise HttpError(400, str(e)) from None

    def resolve(req: Request):
        b: ResolveBody = _body(req, ResolveBody)
        if b.keep not in ("new", "old", "both"):
            raise HttpError(400, "keep must be new, old or both")

        def act():
            if store.contradiction(b.id) is None:
                raise KeyError(f"no contradiction {b.id}")
            # Through the chain, as `governance resolve` does: a run paused on this contradiction resumes
            # from its checkpoint and finishes (its checkpoints are then deleted).
            from .chain import Chain
            from .llm import make_backend

            with Chain(store.path, None, make_backend("offline")) as chain:
                return chain.resolve(b.id, b.keep, actor=actor())
        return answer(act)

    def disable(req: Request):
        b: DisableBody = _body(req, DisableBody)
        return answer(lambda: {"id": b.id, "disabled": lifecycle.disable(store, b.id, b.reason, actor=actor())})

    def enable(req: Request):
        b: IdBody = _body(req, IdBody)
        return answer(lambda: {"id": b.id, "enabled": lifecycle.enable(store, b.id, actor=actor())})

    def rollback(req: Request):
        b: RollbackBody = _body(req, RollbackBody)
        return answer(lambda: {"id": b.id, "version": lifecycle.rollback(store, b.id, b.version, actor=actor())})

    def retire(req: Request):
        b: RetireBody = _body(req, RetireBody)

        def act():
            found = lifecycle.retire_unused(store, lifecycle.parse_duration(b.unused_for), b.dry_run, actor=actor())
            return {"dry_run": b.dry_run, "retired": [c.id for c in found]}
        return answer(act)

    def unretire(req: Request):
        b: IdBody = _body(req, IdBody)
        return answer(lambda: {"id": b.id, "status": lifecycle.unretire(store, b.id, actor=actor())})

    def audit(req: Request):
        try:
            limit = int(req.arg("limit", "200"))
        except ValueError:
            raise HttpError(400, "limit must be an integer") from None
        with lock:
            entries = store.audit_log(req.arg("subject"))
        return 200, {"entries": entries[-max(1, min(limit, 5000)):]}

    return {("POST", "/v1/admin/resolve"): resolve, ("POST", "/v1/admin/disable"): disable,
            ("POST", "/v1/admin/enable"): enable, ("POST", "/v1/admin/rollback"): rollback,
            ("POST", "/v1/admin/retire"): retire, ("POST", "/v1/admin/unretire"): unretire,
            ("GET", "/v1/admin/audit"): audit}
