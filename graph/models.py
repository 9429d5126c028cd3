"""The governance chain's data model: every record that flows through the graph or lands in the store.

Pydantic models are the contract between the readers, the backends (offline and LLM), the nodes and
the store. The LangGraph state itself holds plain dicts (``model_dump()`` of these models) so that the
SQLite checkpointer never has to deserialise project classes; nodes validate on the way in.
"""
from __future__ import annotations

import hashlib
import operator
from typing import Annotated, Literal, TypedDict

from pydantic import BaseModel, Field

Role = Literal["user", "assistant", "tool", "system"]
Lens = Literal["jargon", "index", "logic"]
ConclusionType = Literal["howto", "risk", "troubleshooting"]
MergeAction = Literal["create", "update", "skip", "contradict"]
ReasonCode = Literal[
    "S1_FACTUAL_ERROR",
    "S1_PREFERENCE",
    "S2_MISSING_CONTEXT",
    "S3_MIXED_GRANULARITY",
    "S4_NOT_EXPERIENCE",
]
REVIEW_REASONS: tuple[str, ...] = ReasonCode.__args__  # type: ignore[attr-defined]


def short_hash(*parts: str, n: int = 12) -> str:
    """A stable id fragment: ids are derived from content so a re-run produces the same ids."""
    h = hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()
    return h[:n]


# ---------------------------------------------------------------- transcripts


class Turn(BaseModel):
    id: str  # "t<index>" within the transcript, stable across re-reads
    index: int
    role: Role
    text: str
    timestamp: str | None = None  # ISO 8601 when the format carries it
    tool_name: str | None = None
    files: list[str] = Field(default_factory=list)  # paths the turn touched (tool calls, edits)


class Transcript(BaseModel):
    id: str  # session id from the file, else a hash of the path
    path: str
    format: Literal["claude", "codex", "plain"]
    repository: str | None = None
    commit: str | None = None
    turns: list[Turn]
    start_offset: int = 0  # first record read in this pass (records consumed earlier are skipped)
    end_offset: int = 0  # records consumed after this pass
    redactions: int = 0


class TranscriptError(BaseModel):
    path: str
    error: str


# ---------------------------------------------------------------- grouping and extraction


class Segment(BaseModel):
    id: str
    transcript_id: str
    topic: str
    turn_ids: list[str]
    turns: list[Turn]
    boundary_reason: str = ""  # why the segment starts where it does (auditable grouping)


class Explanation(BaseModel):
    """The article's auditable extraction: why it is an experience, which checks passed, which turns."""

    why_experience: str
    garbage_checks_passed: list[str]
    evidence_turns: list[str]


class Source(BaseModel):
    session: str
    transcript_path: str
    repository: str | None = None
    commit: str | None = None


class Candidate(BaseModel):
    id: str
    segment_id: str
    when: str
    what: str
    why: str
    lens: Lens
    symbols: list[str] = Field(default_factory=list)
    evidence_turns: list[str]
    evidence_quotes: list[str] = Field(default_factory=list)
    source: Source
    explanation: Explanation
    timestamp: str | None = None  # of the first evidence turn; merge runs in this order
    prompt_version: str = ""
    backend: str = ""

    @staticmethod
    def make_id(transcript_id: str, key_turn: str, lens: str) -> str:
        # Keyed by the turn that states the lesson (the developer's correction), not by all evidence turns:
        # a later upload that adds the fix or the acceptance must yield the same id, so re-reading never
        # duplicates a candidate.
        return "cand-" + short_hash(transcript_id, key_turn, lens)

    def text(self) -> str:
        return f"When: {self.when}\nWhat: {self.what}\nWhy: {self.why}"


# ---------------------------------------------------------------- review


class CodeEvidence(BaseModel):
    path: str
    line: int | None = None
    symbol: str | None = None
    note: str | None = None  # the verifier's word for what the location is ("member", "existing directory", ...)


class ClaimCheck(BaseModel):
    text: str
    status: str
    error: str | None = None
    reason: str = ""
    evidence: list[CodeEvidence] = Field(default_factory=list)
    suggestions: list[CodeEvidence] = Field(default_factory=list)


class ReviewVerdict(BaseModel):
    candidate_id: str
    keep: bool
    reason: ReasonCode | None = None
    step: Literal["S1", "S2", "S3", "S4", "kept"] = "kept"
    detail: str = ""
    claims: list[ClaimCheck] = Field(default_factory=list)  # source verification of S1
    verifier_verdict: str | None = None  # "verified" | "factual_error" | "unverifiable" | None
    source_check: str = ""  # what S1's source verification did (checked against which repo, or why not)
    prompt_version: str = ""
    backend: str = ""


# ---------------------------------------------------------------- dedup and merge


class DedupGroup(BaseModel):
    id: str
    members: list[str]  # candidate ids; always a clique of pairwise duplicates
    representative: str
    reason: str = ""
    vetoes: list[str] = Field(default_factory=list)  # pairs that were similar but vetoed, with why
    prompt_version: str = ""


class SelfCheck(BaseModel):
    when_not_overgeneralised: bool
    what_keeps_specific_action: bool
    why_keeps_mechanism: bool
    no_unsupported_claims: bool
    notes: list[str] = Field(default_factory=list)

    @property
    def passed(self) -> bool:
        return (
            self.when_not_overgeneralised
            and self.what_keeps_specific_action
            and self.why_keeps_mechanism
            and self.no_unsupported_claims
        )


class ExperienceBody(BaseModel):
    when: str
    what: str
    why: str
    lens: Lens
    symbols: list[str] = Field(default_factory=list)


class MergeDecision(BaseModel):
    id: str
    candidate_id: str
    action: MergeAction
    target_id: str | None = None
    reason: str
    related: list[str] = Field(default_factory=list)  # the retrieved history it was judged against
    merged: ExperienceBody | None = None  # the new body for update
    self_check: SelfCheck | None = None
    experience_id: str | None = None  # the experience created/updated/skipped-into/contested
    prompt_version: str = ""
    backend: str = ""

    @staticmethod
    def make_id(candidate_id: str) -> str:
        return "dec-" + short_hash(candidate_id)


class ExperienceVersion(BaseModel):
    version: int
    body: ExperienceBody
    decision_id: str | None = None
    created_at: str


# ---------------------------------------------------------------- lifecycle: re-verification

ExperienceStatus = Literal["active", "contested", "retired", "stale"]


class FailingClaim(BaseModel):
    """A claim of a stored experience that no longer holds against the current code."""

    text: str
    status: str  # the verifier's status now
    error: str | None = None
    reason: str = ""
    before: str | None = None  # "verified at path:line" when it verified at Review or an earlier re-verification
    evidence: list[CodeEvidence] = Field(default_factory=list)
    suggestions: list[CodeEvidence] = Field(default_factory=list)

    def summary(self) -> str:
        ev = ", ".join(f"{e.path}:{e.line}" for e in self.evidence[:3]) or "-"
        sug = ", ".join(f"{s.symbol} ({s.path}:{s.line})" for s in self.suggestions[:3])
        was = f" (was {self.before})" if self.before else ""
        return f"{self.text}{was}: {self.reason} [evidence {ev}]" + (f"; did you mean {sug}" if sug else "")


class StaleFinding(BaseModel):
    """Why an experience stopped being served: kept on the experience while it is stale."""

    since: str
    repo: str
    previous_status: Literal["active", "contested"]
    claims: list[FailingClaim]


class VerificationCheck(BaseModel):
    """The last re-verification of an experience; ``known_verified`` carries forward every claim that ever
    verified, so a symbol that vanished is still recognised as a regression on the next check."""

    at: str
    repo: str
    verdict: str
    outcome: Literal["valid", "stale"]
    claims: list[ClaimCheck] = Field(default_factory=list)
    failing: list[FailingClaim] = Field(default_factory=list)
    accepted: list[str] = Field(default_factory=list)  # failing claims a human accepted (restore)
    known_verified: dict[str, str] = Field(default_factory=dict)  # claim text -> where it verified (path:line)


class Experience(BaseModel):
    id: str
    status: ExperienceStatus
    body: ExperienceBody
    version: int
    sources: list[Source] = Field(default_factory=list)
    evidence_turns: list[str] = Field(default_factory=list)
    created_at: str
    updated_at: str
    last_verified_at: str | None = None  # last re-verification that found it valid
    stale: StaleFinding | None = None  # set exactly while status is "stale"
    last_check: VerificationCheck | None = None
    history: list[ExperienceVersion] = Field(default_factory=list)


class Funnel(BaseModel):
    conversations_read: int = 0
    conversations_skipped: int = 0  # nothing new since the stored offset
    malformed: int = 0
    segments: int = 0
    candidates: int = 0
    rejected_by_review: dict[str, int] = Field(default_factory=dict)
    kept_by_review: int = 0
    dedup_groups: int = 0  # groups with two or more members
    dedup_merged_away: int = 0  # candidates folded into another member of their group
    merge: dict[str, int] = Field(default_factory=lambda: {a: 0 for a in ("create", "update", "skip", "contradict")})
    stored: int = 0  # experiences created or updated by this run


# ---------------------------------------------------------------- step outputs (what a backend returns)
# The LLM backend asks the model for exactly these shapes (structured output); the offline backend
# builds them by rule. Ids in them are checked against the input set before use.


class SegmentSpec(BaseModel):
    topic: str
    turn_ids: list[str]
    boundary_reason: str = ""


class GroupResult(BaseModel):
    segments: list[SegmentSpec]


class CandidateDraft(BaseModel):
    when: str
    what: str
    why: str
    lens: Lens
    symbols: list[str] = Field(default_factory=list)
    evidence_turns: list[str]
    explanation: Explanation


class ExtractResult(BaseModel):
    candidates: list[CandidateDraft]


class ReviewJudgment(BaseModel):
    keep: bool
    reason: ReasonCode | None = None
    step: Literal["S1", "S2", "S3", "S4", "kept"] = "kept"
    detail: str = ""


class PairJudgment(BaseModel):
    a: str
    b: str
    duplicate: bool
    veto: Literal["different_when", "different_conclusion_type", "sub_mechanism", "different_purpose",
                  "conflicting_conclusion"] | None = None
    reason: str = ""


class DedupResult(BaseModel):
    pairs: list[PairJudgment]


class MergeJudgment(BaseModel):
    action: MergeAction
    target_id: str | None = None
    reason: str


class UpdateResult(BaseModel):
    merged: ExperienceBody
    self_check: SelfCheck


# ---------------------------------------------------------------- LangGraph state

# Keys written by fan-out branches carry a reducer; LangGraph 1.2 refuses concurrent writes otherwise.


def _union_by(key: str):
    """A fan-in reducer that keeps the first record per id: the same session uploaded twice (a copy, a
    resumed session's file) yields the same candidate ids, and each must be reviewed and merged once."""

    def reducer(left: list[dict] | None, right: list[dict] | None) -> list[dict]:
        out = list(left or [])
        seen = {r[key] for r in out}
        for r in right or []:
            if r[key] not in seen:
                seen.add(r[key])
                out.append(r)
        return out

    return reducer


class ChainState(TypedDict, total=False):
    run_id: str
    repo: str | None
    inputs: list[str]
    transcripts: list[dict]
    errors: Annotated[list[dict], operator.add]
    segments: list[dict]
    candidates: Annotated[list[dict], _union_by("id")]
    verdicts: Annotated[list[dict], _union_by("candidate_id")]
    groups: list[dict]
    decisions: list[dict]
    applied: list[str]  # decision ids the store applied
    resolutions: Annotated[list[dict], operator.add]


class SegmentTask(TypedDict):
    segment: dict


class ReviewTask(TypedDict):
    candidate: dict
    repo: str | None


class HumanTask(TypedDict):
    decision: dict
    run_id: str
