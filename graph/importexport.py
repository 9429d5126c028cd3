"""Import team notes as experiences, export the active experiences.

Import reads JSON Lines ``{"when", "what", "why"}`` plus optional ``id``, ``lens``, ``repo``, ``symbols``,
``source``. By default every line becomes a candidate that goes through the chain's own Review, Dedup and
Merge nodes (``graph.nodes``), exactly like an extracted one, so a note citing a method that does not
exist is rejected with its evidence and a note the store already holds is skipped. ``as_is`` stores
the lines unreviewed (kept ids, audited as imported). A malformed line is reported with its line number
and the rest goes on.

Export writes active experiences that are served (kill switch off) as JSON Lines or Markdown (for a
wiki or an agent-notes file such as CLAUDE.md / AGENTS.md).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from .models import Candidate, ExperienceBody, Explanation, Source, short_hash
from .store import Store, now

LENSES = ("jargon", "index", "logic")
FIELDS = ("when", "what", "why")


@dataclass
class ImportLine:
    number: int
    when: str
    what: str
    why: str
    lens: str
    symbols: list[str]
    id: str | None
    repo: str | None
    source: str | None


@dataclass
class ImportReport:
    path: str
    lines: int = 0
    errors: list[dict] = field(default_factory=list)  # {"line", "error"}
    stored: list[str] = field(default_factory=list)  # experience ids created or updated
    unchanged: list[str] = field(default_factory=list)  # as-is lines already stored with the same body
    rejected: list[dict] = field(default_factory=list)  # {"line", "reason", "detail"}
    decisions: dict[str, int] = field(default_factory=dict)  # merge action -> count
    run_id: str | None = None

    def as_dict(self) -> dict:
        return dict(vars(self))


def read_lines(path: str | Path, report: ImportReport) -> list[ImportLine]:
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for n, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            report.lines += 1
            try:
                out.append(_parse(n, raw))
            except ValueError as e:
                report.errors.append({"line": n, "error": str(e)})
    return out


def _parse(n: int, raw: str) -> ImportLine:
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as e:
        raise ValueError(f"malformed JSON: {e.msg}") from None
    if not isinstance(obj, dict):
        raise ValueError("expected a JSON object")
    missing = [k for k in FIELDS if not isinstance(obj.get(k), str) or not obj[k].strip()]
    if missing:
        raise ValueError(f"missing or empty {', '.join(missing)}")
    lens = obj.get("lens") or "logic"
    if lens not in LENSES:
        raise ValueError(f"lens {lens!r}: expected one of {', '.join(LENSES)}")
    symbols = obj.get("symbols")
    if symbols is not None and not (isinstance(symbols, list) and all(isinstance(s, str) for s in symbols)):
        raise ValueError("symbols must be a list of strings")
    for key in ("id", "repo", "source"):
        if obj.get(key) is not None and not isinstance(obj[key], str):
            raise ValueError(f"{key} must be a string")
    if symbols is None:
        from .textutil import symbols as cited

        symbols = cited("\n".join(obj[k] for k in FIELDS))
    return ImportLine(n, obj["when"].strip(), obj["what"].strip(), obj["why"].strip(), lens, symbols,
                      obj.get("id"), obj.get("repo"), obj.get("source"))


def _source(path: str, line: ImportLine, repo: str | None) -> Source:
    return Source(session=line.source or f"import:{Path(path).name}", transcript_path=f"{path}:{line.number}",
                  repository=line.repo or repo)


def import_as_is(store: Store, path: str | Path, repo: str | None = None, actor: str = "import") -> ImportReport:
    """Store each line as an active experience, unreviewed (audited as imported); a line's ``id`` is kept."""
    report = ImportReport(path=str(path))
    for line in read_lines(path, report):
        body = ExperienceBody(when=line.when, what=line.what, why=line.why, lens=line.lens, symbols=line.symbols)
        exp_id = line.id or "exp-" + short_hash("import", line.when, line.what, line.why)
        src = _source(str(path), line, repo)
        try:
            with store.db:
                row = store.db.execute("SELECT version, body FROM experiences WHERE id=?", (exp_id,)).fetchone()
                if row and ExperienceBody.model_validate_json(row["body"]) == body:
                    report.unchanged.append(exp_id)
                    continue
                version = row["version"] + 1 if row else 1
                ts = now()
                if row:
                    store.db.execute("UPDATE experiences SET body=?, lens=?, version=?, updated_at=? WHERE id=?",
                                     (body.model_dump_json(), body.lens, version, ts, exp_id))
                else:
                    store.db.execute(
                        "INSERT INTO experiences(id, status, lens, body, version, sources, evidence, created_at, "
                        "updated_at) VALUES (?,?,?,?,?,?,?,?,?)",
                        (exp_id, "active", body.lens, body.model_dump_json(), 1, json.dumps([src.model_dump()]),
                         json.dumps([f"line:{line.number}"]), ts, ts))
                store.db.execute("INSERT INTO experience_versions(experience_id, version, body, decision_id, created_at) "
                                 "VALUES (?,?,?,?,?)", (exp_id, version, body.model_dump_json(), "import-as-is", ts))
                store.audit("imported", exp_id, {"file": str(path), "line": line.number, "as_is": True,
                                                 "version": version}, actor=actor)
            report.stored.append(exp_id)
        except Exception as e:  # one bad line never aborts the import; it is reported
            report.errors.append({"line": line.number, "error": f"{type(e).__name__}: {e}"})
    return report


def import_reviewed(store: Store, path: str | Path, repo: str | None = None, backend=None) -> ImportReport:
    """Each line as a candidate through the chain's Review, Dedup and Merge nodes, then stored."""
    from . import nodes
    from .llm import make_backend

    report = ImportReport(path=str(path))
    lines = read_lines(path, report)
    repo_path = str(Path(repo).resolve()) if repo else None
    if repo and not Path(repo).is_dir():
        raise ValueError(f"repository {repo}: not a directory")
    ctx = nodes.Context(store=store, backend=backend or make_backend("offline"), repo=repo_path)
    cands: list[Candidate] = []
    by_cand: dict[str, int] = {}
    for line in lines:
        turn = f"line:{line.number}"
        src = _source(str(path), line, repo_path)
        cid = "cand-" + short_hash("import", line.when, line.what, line.why)
        if cid in by_cand or store.settled(cid):
            continue  # the same note twice, or imported before: decided already
        cands.append(Candidate(
            id=cid, segment_id="import-" + short_hash(str(path)), when=line.when, what=line.what, why=line.why,
            lens=line.lens, symbols=line.symbols, evidence_turns=[turn],
            evidence_quotes=[f"{line.when} / {line.what} / {line.why}"[:300]], source=src,
            explanation=Explanation(why_experience=f"imported from team notes ({Path(path).name}, line {line.number})",
                                    garbage_checks_passed=[], evidence_turns=[turn]),
            prompt_version="import", backend=ctx.backend.name))
        by_cand[cid] = line.number
    if not cands:
        return report
    run_id, _ = store.open_run("import:" + short_hash(str(Path(path).resolve()), *sorted(by_cand)))
    report.run_id = run_id
    state: dict = {"run_id": run_id, "repo": repo_path, "candidates": [c.model_dump() for c in cands]}
    state["verdicts"] = [v for c in state["candidates"] for v in nodes.review({"candidate": c}, ctx)["verdicts"]]
    state["groups"] = nodes.dedup(state, ctx)["groups"]
    state["decisions"] = nodes.merge(state, ctx)["decisions"]
    state["transcripts"] = []
    applied = nodes.store(state, ctx)["applied"]
    for v in state["verdicts"]:
        if not v["keep"]:
            report.rejected.append({"line": by_cand[v["candidate_id"]], "reason": v["reason"], "detail": v["detail"]})
    for d in state["decisions"]:
        report.decisions[d["action"]] = report.decisions.get(d["action"], 0) + 1
        if d["id"] in applied and d["action"] in ("create", "update", "contradict"):
            report.stored.append(d["experience_id"])
    store.finish_run(run_id, "done", {"imported": report.lines, "stored": len(report.stored),
                                      "rejected": len(report.rejected), "merge": report.decisions})
    return report


# ---------------------------------------------------------------- export


def exported(store: Store) -> list[dict]:
    rows = store.db.execute("SELECT id, version, body, sources FROM experiences WHERE status='active' "
                            "AND disabled IS NULL ORDER BY created_at, id")
    out = []
    for r in rows:
        b = ExperienceBody.model_validate_json(r["body"])
        repos = sorted({s["repository"] for s in json.loads(r["sources"]) if s.get("repository")})
        out.append({"id": r["id"], "when": b.when, "what": b.what, "why": b.why, "lens": b.lens,
                    "symbols": b.symbols, "repo": repos[0] if len(repos) == 1 else (repos or None),
                    "version": r["version"]})
    return out


def to_jsonl(records: Iterable[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


LENS_TITLES = {"jargon": "Team jargon", "index": "Where things are", "logic": "Behaviour you cannot derive from the code"}


def to_markdown(records: list[dict]) -> str:
    lines = ["# Team experiences", "",
             f"{len(records)} experience(s) served by the team's store, exported {now()}. The code they cite "
             "may have changed since: `governance search` re-verifies each one before it serves it.", ""]
    for lens in LENSES:
        group = [r for r in records if r["lens"] == lens]
        if not group:
            continue
        lines += [f"## {LENS_TITLES[lens]}", ""]
        for r in group:
            lines += [f"### {r['what']}", "", f"- **When:** {r['when']}", f"- **What:** {r['what']}",
                      f"- **Why:** {r['why']}"]
            if r["symbols"]:
                lines.append("- **Code:** " + ", ".join(f"`{s}`" for s in r["symbols"]))
            lines += [f"- *{r['id']} v{r['version']}*", ""]
    return "\n".join(lines)
