"""The evaluation harness: fixed samples -> run -> compare with labels (the article's method).

``predict(stage, records)`` runs labelled inputs through the chain's own decision functions
(``nodes.review_candidate``, ``nodes.dedup_candidates``, ``nodes.merge_candidates``, the extraction
path of ``nodes``) with the backend the chain would use, one prediction per input record; ``score``
compares predictions with gold labels and returns the article's metrics. The CLI (graph/eval_cli.py)
only reads lines and prints.

I/O contract (JSON Lines, one object per line):

- review  in  {"id", "when", "what", "why", "lens"}                       out {"id", "label", "reason"}
- dedup   in  {"id", "experiences": [{"eid", "when", "what", "why"}]}    out {"id", "clusters": [[eid, ...]]}
- merge   in  {"id", "history": [{"eid", ...}], "new": {"when", ...}}   out {"id", "action", "target"}
- extract in  {"id", "path": transcript file} or {"id", "messages": [{"role", "content"}]}
                                                                          out {"id", "candidates": [...]}

A record that cannot be read yields {"id", "error"} and the batch goes on.
"""
from __future__ import annotations

import json
import tempfile
from collections import defaultdict
from itertools import combinations
from pathlib import Path
from typing import Any, Iterable, Iterator

import prompts

from . import nodes
from .eval_stages import STAGES
from .llm import Backend
from .models import (
    Candidate,
    ExperienceBody,
    Explanation,
    REVIEW_REASONS,
    Segment,
    Source,
    short_hash,
)
from .transcripts import TranscriptFormatError, read_transcript

ACTIONS = ("create", "update", "skip", "contradict")


class RecordError(ValueError):
    """One input record is unusable; reported on its own output line, the batch continues."""


# ---------------------------------------------------------------- reading records


def read_jsonl(lines: Iterable[str]) -> Iterator[tuple[int, dict | None, str | None]]:
    """(line number, record or None, error or None) for every non-blank line."""
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            yield n, None, f"line {n}: not JSON ({e.msg})"
            continue
        if not isinstance(rec, dict):
            yield n, None, f"line {n}: a JSON object was expected"
            continue
        yield n, rec, None


def _text(rec: dict, key: str, where: str, required: bool = True) -> str:
    v = rec.get(key)
    if v is None and not required:
        return ""
    if not isinstance(v, str) or (required and not v.strip()):
        raise RecordError(f"{where}: '{key}' must be a non-empty string")
    return v


def _candidate(rec: dict, cid: str, where: str) -> Candidate:
    lens = rec.get("lens") or "logic"
    if lens not in ("jargon", "index", "logic"):
        raise RecordError(f"{where}: lens must be jargon, index or logic, not {lens!r}")
    conclusion = rec.get("conclusion")
    if conclusion not in (None, "howto", "risk", "troubleshooting", "definition"):
        raise RecordError(f"{where}: conclusion must be howto, risk, troubleshooting or definition")
    what, why = _text(rec, "what", where), _text(rec, "why", where, required=False)
    return Candidate(
        id=cid, segment_id="eval", when=_text(rec, "when", where), what=what, why=why, lens=lens,
        symbols=_symbols(f"{what} {why}"), conclusion=conclusion, evidence_turns=["t0"],
        source=Source(session="eval", transcript_path="-", repository=rec.get("repository")),
        explanation=Explanation(why_experience="evaluation input", garbage_checks_passed=[], evidence_turns=["t0"]),
        timestamp=rec.get("timestamp"),
    )


def _symbols(text: str) -> list[str]:
    from .textutil import symbols

    return symbols(text)


def _body(rec: dict, where: str) -> ExperienceBody:
    c = _candidate(rec, "x", where)
    return ExperienceBody(when=c.when, what=c.what, why=c.why, lens=c.lens, symbols=c.symbols, conclusion=c.conclusion)


# ---------------------------------------------------------------- one prediction per record


def predict_review(rec: dict, backend: Backend, repo: str | None) -> dict:
    rid = str(rec.get("id", ""))
    c = _candidate(rec, f"cand-{rid}", f"review {rid}")
    v = nodes.review_candidate(c, backend, repo, prompts.load("review").version)
    return {"id": rid, "label": "keep" if v.keep else "reject", "reason": None if v.keep else v.reason}


def predict_dedup(rec: dict, backend: Backend) -> dict:
    rid = str(rec.get("id", ""))
    items = rec.get("experiences")
    if not isinstance(items, list) or not items:
        raise RecordError(f"dedup {rid}: 'experiences' must be a non-empty list")
    cands, eids = [], {}
    for i, x in enumerate(items):
        if not isinstance(x, dict) or not isinstance(x.get("eid"), str):
            raise RecordError(f"dedup {rid}: experience {i} needs a string 'eid'")
        if x["eid"] in eids.values():
            raise RecordError(f"dedup {rid}: eid {x['eid']!r} appears twice")
        cid = f"cand-{i:03d}"
        eids[cid] = x["eid"]
        # the input order is the order the chain would see them in (oldest first)
        cands.append(_candidate(x | {"timestamp": f"{i:06d}"}, cid, f"dedup {rid}/{x['eid']}"))
    groups = nodes.dedup_candidates(cands, backend, prompts.load("dedup").version)
    return {"id": rid, "clusters": [[eids[m] for m in g.members] for g in groups]}


def predict_merge(rec: dict, backend: Backend) -> dict:
    rid = str(rec.get("id", ""))
    hist = rec.get("history")
    if not isinstance(hist, list):
        raise RecordError(f"merge {rid}: 'history' must be a list")
    if not isinstance(rec.get("new"), dict):
        raise RecordError(f"merge {rid}: 'new' must be an object")
    view: dict[str, ExperienceBody] = {}
    for i, x in enumerate(hist):
        if not isinstance(x, dict) or not isinstance(x.get("eid"), str):
            raise RecordError(f"merge {rid}: history item {i} needs a string 'eid'")
        view[x["eid"]] = _body(x, f"merge {rid}/{x['eid']}")
    c = _candidate(rec["new"], f"cand-{rid}", f"merge {rid}/new")
    [d] = nodes.merge_candidates([c], view, backend, prompts.versions())
    return {"id": rid, "action": d.action, "target": d.target_id}


def predict_extract(rec: dict, backend: Backend, repo: str | None) -> dict:
    """A transcript in, its candidates out, each with Review's verdict (S1 needs ``repo``)."""
    rid = str(rec.get("id", ""))
    if isinstance(rec.get("path"), str):
        path = Path(rec["path"])
        try:
            t = read_transcript(path)
        except (TranscriptFormatError, UnicodeDecodeError, OSError) as e:
            raise RecordError(f"extract {rid}: {e}") from None
    elif isinstance(rec.get("messages"), list):
        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / "transcript.json"
            p.write_text(json.dumps({"session": rid, "messages": rec["messages"]}, ensure_ascii=False), encoding="utf-8")
            try:
                t = read_transcript(p)
            except TranscriptFormatError as e:
                raise RecordError(f"extract {rid}: {e}") from None
    else:
        raise RecordError(f"extract {rid}: give 'path' (a transcript file) or 'messages'")
    if rec.get("repository") and not t.repository:
        t.repository = rec["repository"]
    if repo and not t.repository:
        t.repository = repo
    src = {"session": t.id, "transcript_path": t.path, "repository": t.repository, "commit": t.commit}
    specs = nodes._cover_all_turns(t, backend.group(t).segments)
    by_id = {x.id: x for x in t.turns}
    version = prompts.load("review").version
    out = []
    for spec in specs:
        turns = [by_id[i] for i in spec.turn_ids if i in by_id]
        if not turns:
            continue
        seg = Segment(id="seg-" + short_hash(t.id, turns[0].id, turns[-1].id), transcript_id=t.id, topic=spec.topic,
                      turn_ids=[x.id for x in turns], turns=turns, boundary_reason=spec.boundary_reason)
        for c in nodes.extract_candidates(seg, Source.model_validate(src), backend, prompts.load("extract").version):
            v = nodes.review_candidate(c, backend, repo, version)
            out.append({"when": c.when, "what": c.what, "why": c.why, "lens": c.lens, "conclusion": c.conclusion,
                        "evidence_turns": c.evidence_turns, "label": "keep" if v.keep else "reject",
                        "reason": None if v.keep else v.reason})
    return {"id": rid, "candidates": out}


def predict(stage: str, lines: Iterable[str], backend: Backend, repo: str | None = None) -> Iterator[dict]:
    """One output object per input line (errors included), in input order."""
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}; one of {', '.join(STAGES)}")
    if stage in ("dedup", "merge"):
        from . import semantic

        recs = [r for _, r, _ in read_jsonl(lines)]
        semantic.prefetch(_texts(stage, [r for r in recs if r]))  # one batched embedding pass for the whole set
        if backend.name == "offline":  # ... and one for every clause its rules compare
            from .offline import prefetch_pieces

            prefetch_pieces(_texts(stage, [r for r in recs if r], pieces=True))
        lines = [json.dumps(r) if r is not None else "x" for r in recs]
    for n, rec, err in read_jsonl(lines):
        if err:
            yield {"id": None, "error": err}
            continue
        try:
            if stage == "review":
                yield predict_review(rec, backend, repo)
            elif stage == "dedup":
                yield predict_dedup(rec, backend)
            elif stage == "merge":
                yield predict_merge(rec, backend)
            else:
                yield predict_extract(rec, backend, repo)
        except ValueError as e:  # RecordError, or a field pydantic refused: this record only
            yield {"id": rec.get("id"), "error": str(e)}


def _texts(stage: str, recs: list[dict], pieces: bool = False) -> list[str]:
    """The texts the stage embeds: Whens and What+Why; with ``pieces`` the What, the Why and What+Why whose
    clauses the offline rules compare."""
    out: list[str] = []
    for r in recs:
        if stage == "dedup":
            items = r.get("experiences")
        else:
            items = (r.get("history") if isinstance(r.get("history"), list) else []) + [r.get("new")]
        for x in items if isinstance(items, list) else []:
            if isinstance(x, dict) and pieces:
                what, why = str(x.get("what") or ""), str(x.get("why") or "")
                out += [what, why, f"{what} {why}"]
            elif isinstance(x, dict):
                out += [str(x.get("when") or ""), f"{x.get('what') or ''} {x.get('why') or ''}".strip()]
    return out


# ---------------------------------------------------------------- scoring


def _prf(tp: int, fp: int, fn: int) -> dict[str, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "support": tp + fn}


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def _by_id(rows: Iterable[dict], what: str) -> dict[str, dict]:
    out = {}
    for r in rows:
        if r.get("id") is None:
            continue
        out[str(r["id"])] = r
    if not out:
        raise ValueError(f"no {what} records with an 'id'")
    return out


def _facet(g: dict, key: str) -> str:
    return str(g.get(key) or "-")


def score_review(pred: list[dict], gold: list[dict]) -> dict[str, Any]:
    P, G = _by_id(pred, "prediction"), _by_id(gold, "gold")
    n = correct = garbage = garbage_passed = good = good_rejected = missing = 0
    kinds: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # kind -> [caught, total]
    exact: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # kind -> [same code, total]
    facets: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    errors = []
    for gid, g in G.items():
        p = P.get(gid)
        if p is None or "label" not in p:
            missing += 1
            p = {"label": None}
        n += 1
        ok = p["label"] == g["label"]
        correct += ok
        for f in ("lang", "lens"):
            facets[f][_facet(g, f)][0] += ok
            facets[f][_facet(g, f)][1] += 1
        if g["label"] == "reject":
            garbage += 1
            kind = g.get("reason") or "-"
            kinds[kind][1] += 1
            exact[kind][1] += 1
            if p["label"] == "reject":
                kinds[kind][0] += 1
                exact[kind][0] += p.get("reason") == kind
            else:
                garbage_passed += 1
        else:
            good += 1
            if p["label"] == "reject":
                good_rejected += 1
        if not ok:
            errors.append({"id": gid, "gold": g["label"], "gold_reason": g.get("reason"), "pred": p.get("label"),
                           "pred_reason": p.get("reason")})
    tp_r = sum(1 for gid, g in G.items() if g["label"] == "reject" and P.get(gid, {}).get("label") == "reject")
    f_reject = _prf(tp_r, good_rejected, garbage_passed)
    f_keep = _prf(good - good_rejected, garbage_passed, good_rejected)
    return {
        "stage": "review", "cases": n, "missing_predictions": missing,
        "accuracy": round(correct / n, 4) if n else 0.0,
        "macro_f1": round((f_reject["f1"] + f_keep["f1"]) / 2, 4),
        "garbage_passed": round(garbage_passed / garbage, 4) if garbage else 0.0,
        "good_rejected": round(good_rejected / good, 4) if good else 0.0,
        "garbage": garbage, "good": good,
        "catch_rate_by_kind": {k: {"caught": c, "total": t, "rate": round(c / t, 4)} for k, (c, t) in sorted(kinds.items())},
        "same_code_by_kind": {k: {"same": c, "total": t} for k, (c, t) in sorted(exact.items())},
        "accuracy_by": {f: {k: round(c / t, 4) for k, (c, t) in sorted(v.items())} for f, v in facets.items()},
        "errors": errors,
    }


def _gold_pairs(g: dict) -> set[tuple[str, str]]:
    if "pairs" in g:
        return {_pair(a, b) for a, b in g["pairs"]}
    return {_pair(a, b) for cl in g.get("clusters", []) for a, b in combinations(cl, 2)}


def score_dedup(pred: list[dict], gold: list[dict]) -> dict[str, Any]:
    P, G = _by_id(pred, "prediction"), _by_id(gold, "gold")
    tp = fp = fn = strict_hit = strict_total = bridges = bridge_traps = 0
    facets: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # pair kind -> [found, total, wrong merges]
    errors = []
    for gid, g in G.items():
        clusters = (P.get(gid) or {}).get("clusters") or []
        pp = {_pair(a, b) for cl in clusters for a, b in combinations(cl, 2)}
        gp = _gold_pairs(g)
        tp += len(pp & gp)
        fp += len(pp - gp)
        fn += len(gp - pp)
        strict = {_pair(a, b) for a, b in g.get("strict", [])}
        strict_total += len(strict)
        strict_hit += len(strict & pp)
        br = {_pair(a, b) for a, b in g.get("bridges", [])}
        bridge_traps += len(br)
        bridges += len(br & pp)
        for kind, plist in (g.get("pair_kinds") or {}).items():
            kp = {_pair(a, b) for a, b in plist}
            facets[kind][0] += len(kp & pp)
            facets[kind][1] += len(kp)
        for a, b in sorted(pp - gp):
            errors.append({"id": gid, "wrong_merge": [a, b]})
        for a, b in sorted(gp - pp):
            errors.append({"id": gid, "missed": [a, b]})
    return {
        "stage": "dedup", "groups": len(G), "pairs_gold": tp + fn, "pairs_predicted": tp + fp,
        **{k: v for k, v in _prf(tp, fp, fn).items() if k != "support"},
        "strict_duplicate_recall": round(strict_hit / strict_total, 4) if strict_total else None,
        "strict_pairs": strict_total, "bridge_merges": bridges, "bridge_traps": bridge_traps,
        "found_by_pair_kind": {k: {"found": f, "total": t} for k, (f, t, _) in sorted(facets.items())},
        "errors": errors,
    }


def score_merge(pred: list[dict], gold: list[dict]) -> dict[str, Any]:
    P, G = _by_id(pred, "prediction"), _by_id(gold, "gold")
    confusion = {g: {p: 0 for p in ACTIONS + ("missing",)} for g in ACTIONS}
    target_ok = target_n = 0
    facets: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    errors = []
    for gid, g in G.items():
        p = P.get(gid) or {}
        pa = p.get("action") if p.get("action") in ACTIONS else "missing"
        confusion[g["action"]][pa] += 1
        ok = pa == g["action"] and (g["action"] == "create" or p.get("target") == g.get("target"))
        for f in ("lang", "trap"):
            facets[f][_facet(g, f)][0] += ok
            facets[f][_facet(g, f)][1] += 1
        if g["action"] != "create":
            target_n += 1
            target_ok += pa == g["action"] and p.get("target") == g.get("target")
        if not ok:
            errors.append({"id": gid, "gold": g["action"], "gold_target": g.get("target"), "pred": pa,
                           "pred_target": p.get("target"), "trap": g.get("trap")})
    per = {}
    for a in ACTIONS:
        tp = confusion[a][a]
        fp = sum(confusion[g][a] for g in ACTIONS if g != a)
        fn = sum(v for k, v in confusion[a].items() if k != a)
        per[a] = _prf(tp, fp, fn)
    n = len(G)
    correct = sum(confusion[a][a] for a in ACTIONS)
    present = [a for a in ACTIONS if per[a]["support"]]
    return {
        "stage": "merge", "cases": n,
        "micro_f1": round(correct / n, 4) if n else 0.0,  # one label per case: micro F1 is accuracy
        "macro_f1": round(sum(per[a]["f1"] for a in present) / len(present), 4) if present else 0.0,
        "per_action": per, "confusion": confusion,
        "update_precision": per["update"]["precision"], "skip_recall": per["skip"]["recall"],
        "contradict_recall": per["contradict"]["recall"],
        "target_accuracy": round(target_ok / target_n, 4) if target_n else None,
        "accuracy_by": {f: {k: round(c / t, 4) for k, (c, t) in sorted(v.items())} for f, v in facets.items()},
        "errors": errors,
    }


def _matches(cand: dict, lesson: dict) -> bool:
    """A candidate states a lesson when it carries every one of the lesson's anchors (any listed spelling)."""
    text = f"{cand.get('when', '')} {cand.get('what', '')} {cand.get('why', '')}".lower()
    return all(any(s.lower() in text for s in (alt if isinstance(alt, list) else [alt])) for alt in lesson["match"])


def score_extract(pred: list[dict], gold: list[dict]) -> dict[str, Any]:
    """Recall over labelled lessons, precision over candidates, garbage among candidates, and whether the
    lessons labelled as invented APIs were proposed and then rejected as S1_FACTUAL_ERROR."""
    P, G = _by_id(pred, "prediction"), _by_id(gold, "gold")
    lessons = found = cands = matched_cands = garbage = invented = invented_proposed = invented_rejected = 0
    kept = kept_garbage = 0
    facets: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    errors = []
    for gid, g in G.items():
        cs = (P.get(gid) or {}).get("candidates") or []
        good = [x for x in g.get("lessons", []) if not x.get("invented")]
        bad = [x for x in g.get("lessons", []) if x.get("invented")]
        cands += len(cs)
        for x in good:
            lessons += 1
            hit = any(_matches(c, x) for c in cs)
            found += hit
            facets[_facet(g, "lang")][0] += hit
            facets[_facet(g, "lang")][1] += 1
            if not hit:
                errors.append({"id": gid, "missed": x.get("lid"), "what": x.get("what")})
        for x in bad:
            invented += 1
            hits = [c for c in cs if _matches(c, x)]
            invented_proposed += bool(hits)
            invented_rejected += any(c.get("reason") == "S1_FACTUAL_ERROR" for c in hits)
        for c in cs:
            is_good = any(_matches(c, x) for x in good)
            matched_cands += is_good
            garbage += not is_good
            if c.get("label") == "keep":
                kept += 1
                kept_garbage += not is_good
            if not is_good and not any(_matches(c, x) for x in bad):
                errors.append({"id": gid, "garbage": c.get("what")})
    return {
        "stage": "extract", "transcripts": len(G), "lessons": lessons, "candidates": cands,
        "recall": round(found / lessons, 4) if lessons else 0.0,
        "precision": round(matched_cands / cands, 4) if cands else 0.0,
        "garbage_rate": round(garbage / cands, 4) if cands else 0.0,
        "stored_garbage_rate": round(kept_garbage / kept, 4) if kept else 0.0,
        "invented_apis": invented, "invented_proposed": invented_proposed, "invented_rejected_s1": invented_rejected,
        "recall_by_lang": {k: round(f / t, 4) for k, (f, t) in sorted(facets.items())},
        "errors": errors,
    }


SCORERS = {"review": score_review, "dedup": score_dedup, "merge": score_merge, "extract": score_extract}


def score(stage: str, pred: list[dict], gold: list[dict]) -> dict[str, Any]:
    if stage not in SCORERS:
        raise ValueError(f"unknown stage {stage!r}; one of {', '.join(STAGES)}")
    if stage == "review":
        bad = sorted({g.get("reason") for g in gold if g.get("label") == "reject"} - set(REVIEW_REASONS) - {None})
        if bad:
            raise ValueError(f"gold uses unknown reason code(s): {', '.join(map(str, bad))}")
    return SCORERS[stage](pred, gold)


__all__ = ["STAGES", "RecordError", "predict", "score", "read_jsonl"]
