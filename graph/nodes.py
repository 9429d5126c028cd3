"""The chain's nodes: small functions from (state, context) to a partial state update.

State travels as plain dicts (see models.py); each node validates what it reads. Side effects on the
store are idempotent (ids derive from content; the store applies a decision once), so any node may be
re-executed after a crash.
"""
from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import Any

from langgraph.types import interrupt

import prompts

from . import review_s1, rules
from .llm import Backend
from .merge_lock import MergeLock, history_generation
from .models import (
    Candidate,
    ChainState,
    DedupGroup,
    ExperienceBody,
    MergeDecision,
    ReviewVerdict,
    Segment,
    SegmentSpec,
    Source,
    Transcript,
    short_hash,
)
from .models import LEGACY_REASONS
from .store import Store
from .transcripts import TranscriptFormatError, problem_summary, read_transcript

CRASH_ENV = "GOVERNANCE_CRASH_AT"  # test hook: "<point>" or "<point>#<n>" (the n-th time) exits the process
_crash_counts: dict[str, int] = {}
_crash_lock = threading.Lock()


@dataclass
class Context:
    store: Store
    backend: Backend
    repo: str | None
    versions: dict[str, str] = field(default_factory=prompts.versions)
    # Inputs that are uploaded sessions (graph/worker.py): the input's key ("upload:SESSION", what the store
    # records offsets under, the same on every machine) -> the local file holding its bytes.
    uploaded: dict[str, str] = field(default_factory=dict)
    # Merge to Store one chain at a time per repository (graph/merge_lock.py); None: no lock (evaluation).
    merge_lock: MergeLock | None = None
    repository_name: str | None = None   # the repository's name on the team server (an upload's)


def crash_point(name: str) -> None:
    """Simulate a kill at a named point (the resume test sets GOVERNANCE_CRASH_AT in a subprocess)."""
    want = os.environ.get(CRASH_ENV)
    if not want or want.split("#")[0] != name:
        return
    with _crash_lock:
        _crash_counts[name] = _crash_counts.get(name, 0) + 1
        nth = int(want.split("#")[1]) if "#" in want else 1
        if _crash_counts[name] == nth:
            os._exit(75)


# ---------------------------------------------------------------- load and group


def load(state: ChainState, ctx: Context) -> dict[str, Any]:
    crash_point("load")
    transcripts, errors = [], []
    for path in state["inputs"]:
        consumed, open_from = ctx.store.position(path)
        local = ctx.uploaded.get(path, path)
        if os.path.isfile(local) and os.path.getsize(local) == 0:
            continue  # a session file the agent has just created: nothing to read yet, nothing wrong
        try:
            t = read_transcript(local, start=open_from)
            if path in ctx.uploaded:
                # An uploaded session is known by its key, and it is checked against the server's checkout
                # of its repository (the developer's cwd names a directory of another machine); without a
                # checkout it still belongs to the repository it was uploaded for, by name, so only that
                # repository's tokens and searches see what it teaches.
                t.path, t.repository = path, ctx.repo or ctx.repository_name
        except (TranscriptFormatError, UnicodeDecodeError, OSError) as e:
            ctx.store.record_transcript_error(path, str(e))
            errors.append({"path": path, "error": str(e)})
            continue
        if t.end_offset <= consumed:
            continue  # nothing new since the stored offset: re-running on the same input adds nothing
        partly_bad = problem_summary(t)
        if partly_bad:  # its good records are read on; the unreadable lines are reported, not a reason to drop it
            ctx.store.record_transcript_error(path, partly_bad)
            errors.append({"path": path, "error": partly_bad, "read": True})
        if ctx.repo and not t.repository:
            t.repository = ctx.repo
        transcripts.append(t.model_dump())
    return {"transcripts": transcripts, "errors": errors}


def _cover_all_turns(t: Transcript, specs: list[SegmentSpec]) -> list[SegmentSpec]:
    """Turns a grouping left out become segments of their own (in order), so no turn is silently lost."""
    covered = {i for s in specs for i in s.turn_ids}
    out = list(specs)
    run: list[str] = []
    for turn in t.turns + [None]:  # type: ignore[list-item]
        if turn is not None and turn.id not in covered:
            run.append(turn.id)
            continue
        if run:
            out.append(SegmentSpec(topic="turns the grouping left out", turn_ids=run, boundary_reason="not grouped"))
            run = []
    first = {tid: i for i, tid in enumerate(x.id for x in t.turns)}
    return sorted(out, key=lambda s: min((first.get(i, 0) for i in s.turn_ids), default=0))


def _split_at_boundaries(t: Transcript, specs: list[SegmentSpec]) -> list[SegmentSpec]:
    """A compaction boundary (``Turn.boundary``) always starts a segment, whichever backend grouped: the
    agent's context was replaced there, so a lesson cannot span it."""
    starts = {x.id for x in t.turns if x.boundary}
    if not starts:
        return specs
    out: list[SegmentSpec] = []
    for spec in specs:
        run, reason = [], spec.boundary_reason
        for tid in spec.turn_ids:
            if tid in starts and run:
                out.append(SegmentSpec(topic=spec.topic, turn_ids=run, boundary_reason=reason))
                run, reason = [], f"context compacted at {tid}"
            run.append(tid)
        if run:
            out.append(SegmentSpec(topic=spec.topic, turn_ids=run, boundary_reason=reason))
    return out


def group(state: ChainState, ctx: Context) -> dict[str, Any]:
    crash_point("group")
    segments, transcripts = [], []
    for raw in state.get("transcripts", []):
        t = Transcript.model_validate(raw)
        transcripts.append(raw | {"open_from": t.end_offset})
        if not t.turns:
            continue
        by_id = {x.id: x for x in t.turns}
        specs = _split_at_boundaries(t, _cover_all_turns(t, ctx.backend.group(t).segments))
        last = [by_id[i].index for i in (specs[-1].turn_ids if specs else []) if i in by_id]
        if last:  # the next upload of this transcript re-reads its last segment, which may still grow
            transcripts[-1]["open_from"] = min(last)
        for spec in specs:
            turns = [by_id[i] for i in spec.turn_ids if i in by_id]
            if not turns:
                continue
            seg = Segment(id="seg-" + short_hash(t.id, turns[0].id, turns[-1].id), transcript_id=t.id,
                          topic=spec.topic, turn_ids=[x.id for x in turns], turns=turns,
                          boundary_reason=spec.boundary_reason)
            segments.append(seg.model_dump())
    return {"segments": segments, "transcripts": transcripts}


# ---------------------------------------------------------------- extract (one call per segment, via Send)


def extract_candidates(seg: Segment, src: Source, backend: Backend, version: str,
                       settled=lambda cid: False) -> list[Candidate]:
    """Extraction's candidates for one segment (the chain's extract node and ``governance eval extract``)."""
    by_id = {x.id: x for x in seg.turns}
    out = []
    order = {tid: i for i, tid in enumerate(seg.turn_ids)}
    for d in backend.extract(seg):
        if not d.evidence_turns:
            continue  # garbage kind 9: a candidate that cites no turn has no evidence
        d.evidence_turns = sorted(dict.fromkeys(d.evidence_turns), key=lambda x: order.get(x, len(order)))
        key = next((i for i in d.evidence_turns if i in by_id and by_id[i].role == "user"), d.evidence_turns[0])
        cid = Candidate.make_id(src.session, key, d.lens)
        n = 1
        while any(c.id == cid for c in out):  # a second lesson stated in the same turn: its own stable id
            cid, n = Candidate.make_id(src.session, f"{key}#{n}", d.lens), n + 1
        if settled(cid):
            continue  # extracted and decided by an earlier upload of this transcript (re-read open segment)
        first = by_id.get(d.evidence_turns[0]) if d.evidence_turns else None
        out.append(Candidate(
            id=cid, segment_id=seg.id, when=d.when, what=d.what,
            why=d.why, lens=d.lens, symbols=d.symbols, conclusion=d.conclusion, evidence_turns=d.evidence_turns,
            evidence_quotes=[by_id[i].text[:300] for i in d.evidence_turns if i in by_id],
            source=src,
            explanation=d.explanation, timestamp=first.timestamp if first else None,
            prompt_version=version, backend=backend.name,
        ))
    return out


def extract(task: dict, ctx: Context) -> dict[str, Any]:
    crash_point("extract")
    seg = Segment.model_validate(task["segment"])
    src = Source.model_validate(task["source"])
    if not src.repository:
        src.repository = ctx.repo
    cands = extract_candidates(seg, src, ctx.backend, ctx.versions["extract"], ctx.store.settled)
    return {"candidates": [c.model_dump() for c in cands]}


# ---------------------------------------------------------------- review (one call per candidate, via Send)


def review_candidate(c: Candidate, backend: Backend, repo: str | None, version: str) -> ReviewVerdict:
    """Review's decision for one candidate: the verifier's source check first (S1 factual), then the backend.
    The chain's review node and ``governance eval review`` both decide through here."""
    verdict, claims, checked = review_s1.source_check(c, repo)
    common = dict(candidate_id=c.id, claims=claims, verifier_verdict=verdict, source_check=checked,
                  checked_repo=review_s1.repo_name(repo) if verdict is not None else None,   # None: S1 did not run
                  prompt_version=version, backend=backend.name)
    if verdict == "factual_error":
        bad = [cl for cl in claims if cl.error == "S1_FACTUAL_ERROR"] or claims
        detail = "; ".join(f"{cl.text}: {cl.reason}" for cl in bad)
        return ReviewVerdict(keep=False, reason="S1_FACTUAL_ERROR", step="S1", detail=detail, **common)
    j = backend.review(c)
    reason = None if j.keep else (LEGACY_REASONS.get(j.reason, j.reason) if j.reason else "S4_NOT_EXPERIENCE")
    return ReviewVerdict(keep=j.keep, reason=reason, step=j.step if not j.keep else "kept", detail=j.detail, **common)


def review(task: dict, ctx: Context) -> dict[str, Any]:
    crash_point("review")
    c = Candidate.model_validate(task["candidate"])
    v = review_candidate(c, ctx.backend, ctx.repo, ctx.versions["review"])
    return {"verdicts": [v.model_dump()]}


# ---------------------------------------------------------------- dedup


def _ordered(cands: list[Candidate]) -> list[Candidate]:
    return sorted(cands, key=lambda c: (c.timestamp or "", c.source.session, c.id))


def dedup_candidates(kept: list[Candidate], backend: Backend, version: str) -> list[DedupGroup]:
    """Dedup's decision: the backend judges pairs, the rules veto and build cliques (also ``governance eval dedup``)."""
    pairs = backend.dedup_pairs(kept)
    groups, _ = rules.dedup_groups(kept, pairs, version, judged_by_model=getattr(backend, "judges_meaning", False))
    return groups


def dedup(state: ChainState, ctx: Context) -> dict[str, Any]:
    crash_point("dedup")
    cands = [Candidate.model_validate(c) for c in state.get("candidates", [])]
    verdicts = {v["candidate_id"]: ReviewVerdict.model_validate(v) for v in state.get("verdicts", [])}
    ctx.store.save_candidates(state["run_id"], cands, verdicts)
    kept = _ordered([c for c in cands if verdicts[c.id].keep])
    groups = dedup_candidates(kept, ctx.backend, ctx.versions["dedup"])
    ctx.store.save_groups(state["run_id"], groups)
    return {"groups": [g.model_dump() for g in groups]}


# ---------------------------------------------------------------- merge (sequential, oldest first)


def merge_candidates(reps: list[Candidate], view: dict[str, ExperienceBody], backend: Backend,
                     versions: dict[str, str]) -> list[MergeDecision]:
    """Merge's decisions, oldest first, against a history ``view`` that grows (and is updated) as it decides.
    The chain's merge node and ``governance eval merge`` both decide through here."""
    out: list[MergeDecision] = []
    for c in reps:
        model = getattr(backend, "judges_meaning", False)
        # A model reads more of the history (a lower bar, more items): retrieval must not cap its judgment.
        rel = rules.related(c, view, limit=8, minimum=rules.RELATED_MIN_MODEL) if model else rules.related(c, view)
        j = backend.merge(c, rel)
        ids = {i for i, _, _ in rel}
        action, target, reason = j.action, j.target_id, j.reason
        if action != "create" and target not in ids:  # never trust an id outside the retrieved set
            action, target, reason = "create", None, f"target {target!r} not among the related history; {reason}"
        elif action in ("update", "skip") and (j.same_when is False or j.conflicting is True):
            # the judge's own veto fields refuse its action (a guard may refuse a merge, never invent one)
            action, target, reason = "create", None, f"{j.action} refused: the judge marked the When different or " \
                                                     f"the conclusions conflicting; {reason}"
        d = MergeDecision(id=MergeDecision.make_id(c.id), candidate_id=c.id, action=action, target_id=target,
                          reason=reason, related=sorted(ids), prompt_version=versions["merge"],
                          backend=backend.name)
        if action == "update":
            u = backend.update_check(view[target], c)
            check = rules.merged_self_check(view[target], c, u.merged)
            if not check.passed:
                d.action, d.target_id = "create", None
                d.reason = f"update to {target} refused by the self-check ({'; '.join(check.notes)}); created instead"
                d.self_check = check
            else:
                d.merged, d.self_check = u.merged, check
        d.experience_id = d.target_id if d.action in ("update", "skip") else "exp-" + short_hash(c.id)
        if d.action in ("create", "contradict"):
            view[d.experience_id] = ExperienceBody(when=c.when, what=c.what, why=c.why, lens=c.lens, symbols=c.symbols,
                                                   conclusion=c.conclusion)
        elif d.action == "update":
            view[d.target_id] = d.merged  # type: ignore[index,assignment]
        out.append(d)
    return out


def merge(state: ChainState, ctx: Context) -> dict[str, Any]:
    crash_point("merge")
    cands = {c["id"]: Candidate.model_validate(c) for c in state.get("candidates", [])}
    groups = [DedupGroup.model_validate(g) for g in state.get("groups", [])]
    reps = _ordered([cands[g.representative] for g in groups])
    # The history view grows as this run decides, so a later session can update what an earlier one created.
    # Stale experiences (their code changed under them, `governance reverify`) are not served, so a new
    # lesson must not be skipped into or merged with one: it stands on its own.
    if ctx.merge_lock is not None:
        ctx.merge_lock.acquire()   # held until Store has committed: no other chain decides on this history meanwhile
    generation = history_generation(ctx.store)
    return {"decisions": _decide(reps, ctx), "merge_generation": generation}


def _decide(reps: list[Candidate], ctx: Context) -> list[dict]:
    view: dict[str, ExperienceBody] = {e.id: e.body for e in ctx.store.experiences()
                                       if e.status not in ("retired", "stale")}
    return [d.model_dump() for d in merge_candidates(reps, view, ctx.backend, ctx.versions)]


# ---------------------------------------------------------------- store, then humans for contradictions


def store(state: ChainState, ctx: Context) -> dict[str, Any]:
    crash_point("store")
    cands = {c["id"]: Candidate.model_validate(c) for c in state.get("candidates", [])}
    update: dict[str, Any] = {}
    if ctx.merge_lock is not None:
        # Held since Merge in this process; a run resumed here by another worker takes it now, and decides
        # Merge again if the history moved since the killed worker's Merge read it (nothing of this run is
        # stored yet: Store commits all its decisions in one transaction, so one stored means all are).
        ctx.merge_lock.acquire()
        decided = state.get("decisions", [])
        stored = any(ctx.store.decision(d["id"]) for d in decided)
        if not stored and state.get("merge_generation") != history_generation(ctx.store):
            groups = [DedupGroup.model_validate(g) for g in state.get("groups", [])]
            update["decisions"] = _decide(_ordered([cands[g.representative] for g in groups]), ctx)
    try:
        decisions = [MergeDecision.model_validate(d) for d in update.get("decisions", state.get("decisions", []))]
        applied = ctx.store.apply_decisions(state["run_id"], decisions, cands, state.get("transcripts", []),
                                            after_commit=lambda: crash_point("store:after_commit"))
    finally:
        if ctx.merge_lock is not None:
            ctx.merge_lock.release()
    return update | {"applied": applied}


def human(task: dict, ctx: Context) -> dict[str, Any]:
    """Pause for a person on one contradiction; the answer arrives through Command(resume=...)."""
    d = MergeDecision.model_validate(task["decision"])
    pending = ctx.store.contradiction(d.experience_id)
    if pending is None or pending["status"] != "pending":  # resolved outside the graph already
        return {"resolutions": [{"id": d.experience_id, "keep": (pending or {}).get("resolution")}]}
    answer = interrupt({"contradiction": d.experience_id, "target": d.target_id, "candidate": d.candidate_id,
                        "reason": d.reason, "choices": ["new", "old", "both"]})
    keep = answer.get("keep") if isinstance(answer, dict) else answer
    actor = answer.get("actor", "human") if isinstance(answer, dict) else "human"
    ctx.store.resolve(d.experience_id, str(keep), actor=str(actor))
    return {"resolutions": [{"id": d.experience_id, "keep": keep}]}
