"""Serving experiences to agents: one search path for the CLI, the MCP server, the HTTP API and the hook.

What may be served is decided here, on every request, from the store as it is now:

- only ``active`` experiences whose kill switch is off (``governance disable`` is seen by every running
  server on its next request, because status and switch are read per request); a ``contested`` one
  only when a human asks (``include_contested``), shown with what it contradicts; stale and retired
  ones never;
- of a repository's experiences (or experiences that record no repository) when a repository is given;
- each one re-verified against the current code index first (``graph.reverify.check_experience``, the
  same check as ``governance reverify``): one whose cited claims no longer hold is withheld and marked
  stale with the evidence, and the next best takes its place. A verdict that held is kept with the index
  state it was reached on (``graph.read_checks``), so a restarted server does not verify again what did
  not change; an edit to a file the verdict depends on (or a new definition of a name it uses) does.

Every retrieval is logged (``retrievals``/``served``, migration 6) with client, repository, session,
query, files, results and scores, hit or no hit, and latency; ``graph.stats`` reads the log.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, Field

from . import read_checks, retrieval
from .models import ExperienceBody
from .store import Store, now

CLIENTS = ("cli", "mcp", "http", "hook", "bench", "test")
MAX_LIMIT = 20
MAX_QUERY_CHARS = 10_000


class SearchRequest(BaseModel):
    query: str
    repo: str | None = None
    files: list[str] = Field(default_factory=list)
    symbols: list[str] = Field(default_factory=list)
    limit: int = 3
    client: str = "cli"
    session: str | None = None
    include_contested: bool = False


class SearchResult(BaseModel):
    id: str
    score: float
    when: str
    what: str
    why: str
    why_matched: str


class SearchResponse(BaseModel):
    """The contract of ``governance search --json`` (keep it stable): exactly these four keys."""

    query: str
    hit: bool
    results: list[SearchResult]
    latency_ms: float


@dataclass
class Withheld:
    experience_id: str
    failing: list[str]


@dataclass
class Outcome:
    response: SearchResponse
    withheld: list[Withheld] = field(default_factory=list)
    retrieval_id: int | None = None
    lenses: dict[str, str] = field(default_factory=dict)  # result id -> lens, for people (not in the contract)


class RequestError(ValueError):
    """A request that cannot be answered as asked (bad limit, unknown repository): the caller's fault."""


class Retriever:
    """Searches one store; keeps the text index, code neighbourhoods and verifications warm.

    ``repos`` names the repositories a server serves (``qq=/path``); a request may also name a
    repository by path. ``verify`` turns read-time verification off (a benchmark of ranking alone).
    ``meaning`` re-ranks with the multilingual sentence embedding when it is installed (1.5 s to load).
    ``refresh_interval`` (seconds) brings a repository's code index up to date at most that often, so a
    long-running server sees refactors; the CLI's one search sees the index as its open brought it."""

    def __init__(self, store: Store | str | Path, repos: dict[str, str] | None = None, *, verify: bool = True,
                 refresh_interval: float | None = None, meaning: bool = False):
        self.store = store if isinstance(store, Store) else Store(store)
        self._own_store = not isinstance(store, Store)
        self.repos = {name: str(Path(p).resolve()) for name, p in (repos or {}).items()}
        self.verify = verify
        self.refresh_interval = refresh_interval
        # Reads (and the text index's own rows) on a plain connection of their own: the store's connection
        # redacts every statement's parameters (graph.redact), which a FTS5 MATCH must not go through and
        # a read does not need. Writes of record (the log, stale findings, audit) stay on the store's.
        self.read = _read_connection(self.store)
        self.index = retrieval.TextIndex(self.read)
        self.meaning = retrieval.meaning_signal() if meaning else None
        self._lock = threading.RLock()  # one SQLite connection; servers answer from several threads
        self._explorers: dict[str, object] = {}
        self._hoods: dict[tuple, retrieval.Neighbourhood] = {}
        self._subtypes: dict[str, dict] = {}  # repository -> type id -> its subtypes' names
        # (experience, version, repository) -> when the verdict that holds was reached: None in this process
        # ("just now": on the code as this process sees it), or the time of a stored check whose code is unchanged
        self._verified: dict[tuple[str, int, str], str | None] = {}
        self._index_states: dict[str, read_checks.IndexState] = {}
        self._checks_to_save: list[tuple] = []  # verdicts that held, written with the request's log row
        self._refreshed_at: dict[str, float] = {}

    def close(self) -> None:
        self.read.close()
        if self._own_store:
            self.store.close()

    # -- repositories and their code index

    def repo_path(self, repo: str | None) -> str | None:
        if not repo:
            return None
        if repo in self.repos:
            return self.repos[repo]
        p = Path(repo)
        if p.is_dir():
            return str(p.resolve())
        known = ", ".join(sorted(self.repos)) or "none configured"
        raise RequestError(f"unknown repository {repo!r} (served: {known}; or give a directory)")

    def _explorer(self, repo_path: str):
        from . import review_s1

        due = self.refresh_interval is not None and \
            time.monotonic() - self._refreshed_at.get(repo_path, 0.0) >= self.refresh_interval
        if repo_path not in self._explorers or due:
            verifier = review_s1.verifier_for(repo_path)
            if repo_path in self._explorers:
                review_s1.refresh(repo_path)  # a refactor since the last request: re-index incrementally
                report = verifier.index.last_report
                if report is None or report.changed:
                    self._hoods.clear()
                    self._subtypes.pop(repo_path, None)
                    self._verified.clear()
                    self._index_states[repo_path].invalidate()
            self._explorers[repo_path] = verifier.index.explorer
            self._index_states.setdefault(repo_path, read_checks.IndexState(verifier.index.explorer))
            self._refreshed_at[repo_path] = time.monotonic()
        return self._explorers[repo_path]

    def _neighbourhood(self, repo_path: str | None, files: list[str], symbols: list[str]) -> retrieval.Neighbourhood | None:
        if not repo_path or not (files or symbols):
            return None
        key = (repo_path, tuple(files), tuple(symbols))
        if key not in self._hoods:
            explorer = self._explorer(repo_path)
            if len(self._hoods) > 512:
                self._hoods.clear()
            self._hoods[key] = retrieval.neighbourhood(explorer, Path(repo_path), files, symbols,
                                                       self._subtypes.setdefault(repo_path, {}))
        return self._hoods[key]

    # -- search

    def search(self, req: SearchRequest) -> Outcome:
        started = time.perf_counter()
        if not isinstance(req.query, str) or not req.query.strip():
            raise RequestError("query must be a non-empty string")
        if len(req.query) > MAX_QUERY_CHARS:
            raise RequestError(f"query longer than {MAX_QUERY_CHARS} characters")
        if not 1 <= req.limit <= MAX_LIMIT:
            raise RequestError(f"limit must be between 1 and {MAX_LIMIT}")
        if req.client not in CLIENTS:
            raise RequestError(f"client must be one of {', '.join(CLIENTS)}")
        with self._lock:
            repo_path = self.repo_path(req.repo)
            if repo_path and (self.verify or req.files or req.symbols):
                self._explorer(repo_path)  # opens the code index, or re-indexes a changed tree when due
            self.index.sync()
            hood = self._neighbourhood(repo_path, req.files, req.symbols)
            ranked = retrieval.rank(self.index, req.query, hood)
            if self.meaning and ranked:
                texts = self._texts([r.experience_id for r in ranked[:retrieval.MEANING_POOL]])
                ranked = retrieval.rank(self.index, req.query, hood, meaning=self.meaning, texts=texts)
            results, withheld, served, lenses = [], [], [], {}
            rows = self._rows([r.experience_id for r in ranked if r.hit][: 4 * req.limit + 20])
            stored = read_checks.load(self.read, repo_path, list(rows)) if self.verify and repo_path else {}
            repo_name = _repo_name(repo_path) if repo_path else None
            for r in ranked:
                if len(results) >= req.limit or not r.hit:
                    break
                row = rows.get(r.experience_id)
                if row is None or not _servable(row, req.include_contested) or not _of_repo(row, repo_name):
                    continue
                failing = self._read_time_check(row, repo_path, stored.get(r.experience_id))
                if failing:
                    withheld.append(Withheld(r.experience_id, failing))
                    continue
                body = ExperienceBody.model_validate_json(row["body"])
                lenses[r.experience_id] = body.lens
                results.append(SearchResult(id=r.experience_id, score=r.score, when=body.when, what=body.what,
                                            why=body.why, why_matched=self._why(r, row, repo_path)))
                served.append(r)
            latency = round((time.perf_counter() - started) * 1000, 2)
            resp = SearchResponse(query=req.query, hit=bool(results), results=results, latency_ms=latency)
            rid = self._log(req, repo_path, resp, served, withheld)
        return Outcome(resp, withheld, rid, lenses)

    def _texts(self, ids: list[str]) -> dict[str, str]:
        return {i: retrieval.document_text(ExperienceBody.model_validate_json(r["body"]))
                for i, r in self._rows(ids).items()}

    def _rows(self, ids: list[str]) -> dict[str, dict]:
        if not ids:
            return {}
        q = (f"SELECT id, status, body, version, sources, disabled FROM experiences "
             f"WHERE id IN ({','.join('?' * len(ids))})")
        return {r["id"]: dict(r) for r in self.read.execute(q, ids)}

    def _read_time_check(self, row: dict, repo_path: str | None, stored: read_checks.Stored | None) -> list[str]:
        """Failing claims of the experience against the current code ([] when it holds or cannot be
        checked); a failing one is recorded stale with its evidence, as `governance reverify` does. A
        verdict this process or an earlier one reached on the same code is not reached again."""
        if not self.verify or not repo_path:
            return []
        key = (row["id"], row["version"], repo_path)
        if key in self._verified:
            return []
        state = self._index_states[repo_path]
        holds, by_files = read_checks.still_holds(stored, row["version"], state)
        if holds:
            self._verified[key] = stored.checked_at
            if by_files:
                self._checks_to_save.append(read_checks.refreshed(row["id"], repo_path, stored, state))
            return []
        from .reverify import check_experience  # (graph.reverify the name is the function; see graph/__init__)

        exp = self.store.experience(row["id"])
        if exp is None:
            return []
        check = check_experience(self.store, exp, repo_path, self.store.review_claims(exp.id))
        if check.outcome == "valid":
            self._verified[key] = None
            self._checks_to_save.append(read_checks.row(row["id"], repo_path, row["version"], check.claims, state))
            return []
        self.store.record_check(exp.id, check)
        self.store.audit("withheld_at_read", exp.id, {"repo": check.repo, "failing": [f.text for f in check.failing]},
                         actor="retrieval")
        self.store.db.commit()
        return [f.summary() for f in check.failing]

    def _why(self, r: retrieval.Ranked, row: dict, repo_path: str | None) -> str:
        parts = []
        if r.matched_terms:
            parts.append(f"text {r.text:.2f} ({', '.join(r.matched_terms[:6])})")
        if r.anchor_cited and r.anchor_near:
            hops = r.anchor_near.hops
            parts.append(f"cited {r.anchor_cited}: {r.anchor_near.how}, {hops} hop{'s' if hops != 1 else ''} "
                         f"from where you are")
        if r.meaning is not None:
            parts.append(f"meaning {r.meaning:.2f}")
        if row["status"] == "contested":
            other = self.read.execute(
                "SELECT id, target_id FROM contradictions WHERE status='pending' AND (id=? OR target_id=?)",
                (row["id"], row["id"])).fetchone()
            against = (other["target_id"] if other["id"] == row["id"] else other["id"]) if other else "another experience"
            parts.append(f"CONTESTED: contradicts {against}, waiting for a human (`governance resolve`)")
        if self.verify and repo_path:
            at = self._verified.get((row["id"], row["version"], repo_path))
            parts.append(f"verified just now against {_repo_name(repo_path)}" if at is None else
                         f"verified against {_repo_name(repo_path)} at {at}, its code unchanged since")
        elif not repo_path:
            parts.append("not verified (no repository given)")
        return "; ".join(parts)

    def _log(self, req: SearchRequest, repo_path: str | None, resp: SearchResponse,
             served: list[retrieval.Ranked], withheld: list[Withheld]) -> int:
        ts = now()
        with self.store.db:
            cur = self.store.db.execute(
                "INSERT INTO retrievals(ts, client, repo, session, query, files, symbols, results, hit, injected, "
                "withheld, latency_ms) VALUES (?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
                (ts, req.client, _repo_name(repo_path) if repo_path else req.repo, req.session, req.query,
                 json.dumps(req.files), json.dumps(req.symbols),
                 json.dumps([{"id": r.experience_id, "score": r.score} for r in served]),
                 int(resp.hit), len(served), json.dumps([w.experience_id for w in withheld]), resp.latency_ms))
            rid = cur.fetchall()[0][0]
            self.store.db.executemany(
                "INSERT INTO served(retrieval_id, experience_id, rank, score, ts, session) VALUES (?,?,?,?,?,?)",
                [(rid, r.experience_id, n, r.score, ts, req.session) for n, r in enumerate(served, 1)])
        if self._checks_to_save:
            # A cache of verdicts, like the text index: on the plain connection (the store's redacts every
            # parameter, and a file hash must come back as written to compare).
            with self.read:
                read_checks.save(self.read, self._checks_to_save)
            self._checks_to_save = []
        return rid

    # -- the other tools

    def stats(self, window=None) -> dict:
        from .stats import summary

        with self._lock:
            return summary(self.store, window)

    def get(self, exp_id: str) -> dict | None:
        """One experience with whether it is served now and why not; None when there is no such id."""
        with self._lock:
            exp = self.store.experience(exp_id)
            if exp is None:
                return None
            row = self._rows([exp_id])[exp_id]
            disabled = json.loads(row["disabled"]) if row["disabled"] else None
            return {"id": exp.id, "status": exp.status, "served": _servable(row, False), "disabled": disabled,
                    "lens": exp.body.lens, "when": exp.body.when, "what": exp.body.what, "why": exp.body.why,
                    "symbols": exp.body.symbols, "version": exp.version,
                    "last_verified_at": exp.last_verified_at,
                    "stale": [c.summary() for c in exp.stale.claims] if exp.stale else []}

    def feedback(self, exp_id: str, helpful: bool, note: str | None = None, client: str = "cli") -> dict:
        if not isinstance(helpful, bool):
            raise RequestError("helpful must be true or false")
        with self._lock:
            if self.store.experience(exp_id) is None:
                raise KeyError(f"no experience {exp_id}")
            with self.store.db:
                self.store.db.execute("INSERT INTO feedback(ts, experience_id, helpful, note, client) VALUES (?,?,?,?,?)",
                                      (now(), exp_id, int(helpful), note, client))
                self.store.audit("feedback", exp_id, {"helpful": helpful, "note": note, "client": client}, actor=client)
        return {"id": exp_id, "recorded": True, "helpful": helpful}

    def verify_references(self, text: str, repo: str | None) -> dict:
        """The verifier on a text (an agent checks a method before calling it): verdict and claims."""
        if not isinstance(text, str) or not text.strip():
            raise RequestError("text must be a non-empty string")
        with self._lock:
            repo_path = self.repo_path(repo) or (next(iter(self.repos.values())) if len(self.repos) == 1 else None)
            if not repo_path:
                raise RequestError("give a repository (repo) to verify against")
            from . import review_s1

            self._explorer(repo_path)
            verdict, claims = review_s1.check_text(repo_path, text, "verify_references")
        return {"repo": _repo_name(repo_path), "verdict": verdict, "claims": [c.model_dump() for c in claims]}


def _read_connection(store: Store):
    """The Retriever's second connection. On SQLite a plain one; a retrieval log row per request is durable
    in WAL mode up to an OS crash without an fsync per search, and this connection's writes are caches
    (text index, verdicts). On PostgreSQL (graph/pg.py) a second connection to the same database."""
    from . import pg

    if pg.is_url(store.path):
        return pg.connect(store.path, redact=False)
    store.db.execute("PRAGMA synchronous=NORMAL")
    read = sqlite3.connect(store.path, check_same_thread=False, timeout=30)
    read.row_factory = sqlite3.Row
    read.execute("PRAGMA synchronous=NORMAL")
    return read


def _servable(row: dict, include_contested: bool) -> bool:
    if row["disabled"]:
        return False
    return row["status"] == "active" or (include_contested and row["status"] == "contested")


def _repo_name(path: str) -> str:
    from .review_s1 import repo_name

    return repo_name(path)


def _of_repo(row: dict, repo_name: str | None) -> bool:
    """An experience of the given repository, or one that records no repository at all (imported notes)."""
    if repo_name is None:
        return True
    from .review_s1 import repo_name as name_of

    recorded = [name_of(s["repository"]) for s in json.loads(row["sources"]) if s.get("repository")]
    return not recorded or repo_name in recorded
