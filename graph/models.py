"""The governance chain's data model: every record that flows through the graph or lands in the store.

Pydantic models are the contract between the readers, the backends (offline and LLM), the nodes and
the store. The LangGraph state itself holds plain dicts (``model_dump()`` of these models) so that the
SQLite checkpointer never has to deserialise project classes; nodes validate on the way in.
"""
from __future__ import annotations

import hashlib
import operator
from typing import Annotated, Any, Literal, TypedDict

from pydantic import BaseModel, Field, model_validator

Role = Literal["user", "assistant", "tool", "system"]
Lens = Literal["jargon", "index", "logic"]
ConclusionType = Literal["howto", "risk", "troubleshooting", "definition"]
MergeAction = Literal["create", "update", "skip", "contradict"]
# Review's reason codes: the four steps and the nine garbage kinds of the article, one code each, so a
# rejection says which kind of garbage it caught (S1_FACTUAL_ERROR is the verifier's; the rest are Review's).
GarbageCode = Literal[
    "S1_FACTUAL_ERROR",  # 1 factual error (the source check against the repository)
    "GENERAL_COMMON_SENSE",  # 2
    "CONVERSATION_SUMMARY",  # 3
    "ONE_OFF",  # 4
    "PREFERENCE",  # 5
    "S2_MISSING_CONTEXT",  # 6
    "S3_MIXED_GRANULARITY",  # 7
    "NOT_ACTIONABLE",  # 8
    "INSUFFICIENT_EVIDENCE",  # 9
    "S4_NOT_EXPERIENCE",  # checklists, status reports, TODOs, open questions: not an experience at all
]
ReasonCode = Literal[
    "S1_FACTUAL_ERROR", "GENERAL_COMMON_SENSE", "CONVERSATION_SUMMARY", "ONE_OFF", "PREFERENCE",
    "S2_MISSING_CONTEXT", "S3_MIXED_GRANULARITY", "NOT_ACTIONABLE", "INSUFFICIENT_EVIDENCE", "S4_NOT_EXPERIENCE",
    "S1_PREFERENCE",  # the earlier name of PREFERENCE: still read from stored verdicts and model answers
]
REVIEW_REASONS: tuple[str, ...] = GarbageCode.__args__  # type: ignore[attr-defined]
LEGACY_REASONS: dict[str, str] = {"S1_PREFERENCE": "PREFERENCE"}
# Which Review step each code belongs to (S1 factual/preference, S2 context, S3 granularity, S4 the rest).
REASON_STEP: dict[str, str] = {
    "S1_FACTUAL_ERROR": "S1", "PREFERENCE": "S1", "S2_MISSING_CONTEXT": "S2", "S3_MIXED_GRANULARITY": "S3",
    "GENERAL_COMMON_SENSE": "S4", "CONVERSATION_SUMMARY": "S4", "ONE_OFF": "S4", "NOT_ACTIONABLE": "S4",
    "INSUFFICIENT_EVIDENCE": "S4", "S4_NOT_EXPERIENCE": "S4",
}


def short_hash(*parts: str, n: int = 12) -> str:
    """A stable id fragment: ids are derived from content so a re-run produces the same ids."""
    h = hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()
    return h[:n]


# ---------------------------------------------------------------- transcripts


Speaker = Literal["developer", "agent", "subagent", "tool", "harness"]
# role as consumers have always read it: only the developer's own words are "user"; harness text is "system"
SPEAKER_ROLE: dict[str, str] = {"developer": "user", "agent": "assistant", "subagent": "assistant", "tool": "tool",
                                "harness": "system"}
_ROLE_SPEAKER: dict[str, str] = {"user": "developer", "assistant": "agent", "tool": "tool", "system": "harness"}


class Turn(BaseModel):
    """One thing said or done in a session, as the readers keep it.

    ``role`` keeps the meaning every consumer has read so far: ``"user"`` is the developer's own words and
    nothing else (only those can be a correction); ``"assistant"`` is agent speech and tool calls, including a
    subagent's; ``"tool"`` is a tool result; ``"system"`` is harness text (context, never speech).

    The fields added for who-said-what:

    - ``speaker``: developer | agent | subagent | tool | harness. A subagent's prompt was written by the
      parent agent, so it is ``subagent`` (role ``assistant``), never the developer's word. Harness text is
      slash-command wrappers, "[Request interrupted by user]", task notifications, isMeta records, system
      reminders, AGENTS.md / environment context, compaction summaries.
    - ``kind``: the record it came from: ``message``, ``thinking``, ``tool_call``, ``tool_result``,
      ``subagent_prompt``, ``inter_agent``, ``compaction`` (the boundary marker), ``compaction_summary``,
      ``command``, ``interrupt``, ``task_notification``, ``meta``, ``system_reminder``, ``instructions``,
      ``environment``, ``hook``, ``notice``.
    - ``tool_call_id`` pairs a ``tool_call`` with its ``tool_result``; a result carries the call's
      ``tool_name`` and ``is_error`` (True when the tool said it failed: a failed command is evidence).
    - ``boundary``: ``"compaction"`` on the first turn after the agent's context was compacted; grouping
      starts a new segment there.
    - ``agent_id``: the subagent that spoke (Claude ``agentId``, Codex message author, Gemini subagent).

    Turns built with only ``role`` (older stored state, tests) get the speaker that role implies.
    """

    id: str  # "t<index>" (".<k>" for the k-th piece of one record; "<agent>/" prefix in a subagent's own file)
    index: int  # record number in the file (line for JSONL, message for JSON), stable across re-reads
    role: Role
    text: str
    timestamp: str | None = None  # ISO 8601 when the format carries it
    tool_name: str | None = None
    files: list[str] = Field(default_factory=list)  # paths the turn touched (tool calls, edits)
    speaker: Speaker = "developer"
    kind: str = "message"
    tool_call_id: str | None = None
    is_error: bool | None = None
    boundary: Literal["compaction"] | None = None
    agent_id: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _speaker_from_role(cls, data: Any) -> Any:
        if isinstance(data, dict) and "speaker" not in data and data.get("role") in _ROLE_SPEAKER:
            data = dict(data, speaker=_ROLE_SPEAKER[data["role"]])
        return data


class BadRecord(BaseModel):
    """A record a reader could not use; the rest of the file is read anyway."""

    line: int  # 1-based line (JSONL) or message number + 1 (JSON)
    error: str


class Transcript(BaseModel):
    id: str  # session id from the file (a subagent's own file: "<session>/agent-<id>"), else a hash of the path
    path: str
    format: Literal["claude", "codex", "gemini", "plain"]
    format_reason: str = ""  # what in the file decided the format
    session: str | None = None  # the session the file belongs to (for a subagent's file, its parent session)
    agent_id: str | None = None  # set when the whole file is one subagent's conversation
    repository: str | None = None
    commit: str | None = None
    commit_source: str = ""  # "transcript", "git rev-list at <cwd> before <timestamp>", or "unknown: <why>"
    turns: list[Turn]
    start_offset: int = 0  # first record read in this pass (records consumed earlier are skipped)
    end_offset: int = 0  # records consumed after this pass
    redactions: int = 0
    skipped: dict[str, int] = Field(default_factory=dict)  # records understood and left out, by kind
    problems: list[BadRecord] = Field(default_factory=list)  # records that could not be read (from start_offset on)


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
    # how-to / risk / troubleshooting / definition, decided where the lesson was read (extraction), carried
    # to Dedup and Merge instead of being guessed again from wording; None for candidates stored before.
    conclusion: ConclusionType | None = None
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
    rule: str | None = None  # the verifier's named rule (verifier.rules): what programs compare, not `reason`


class ReviewVerdict(BaseModel):
    candidate_id: str
    keep: bool
    reason: ReasonCode | None = None
    step: Literal["S1", "S2", "S3", "S4", "kept"] = "kept"
    detail: str = ""
    claims: list[ClaimCheck] = Field(default_factory=list)  # source verification of S1
    verifier_verdict: str | None = None  # "verified" | "factual_error" | "unverifiable" | None
    source_check: str = ""  # what S1's source verification did, for people (checked against which repo, or why not)
    checked_repo: str | None = None  # the repository S1 checked the claims against (by name); None: S1 did not run
    prompt_version: str = ""
    backend: str = ""

    @model_validator(mode="after")
    def _legacy_checked_repo(self) -> "ReviewVerdict":
        # Verdicts stored before `checked_repo` existed said it only in `source_check`
        # ("checked against NAME: verdict", graph/review_s1.py): read once here, on load, so that
        # every decision reads the field.
        if self.checked_repo is None and self.source_check.startswith("checked against ") and ":" in self.source_check:
            self.checked_repo = self.source_check.removeprefix("checked against ").split(":", 1)[0]
        return self


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
    conclusion: ConclusionType | None = None


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
    rule: str | None = None  # the verifier's named rule (verifier.rules); `reason` is its wording for people

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
    conclusion: ConclusionType | None = None
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
    # The judge's view of the vetoes behind the action (a model fills them; the offline rules may): the same
    # scenario as the target, a conflict of core conclusions, real new information.
    same_when: bool | None = None
    conflicting: bool | None = None
    adds_information: bool | None = None


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
    merge_generation: int  # the history's generation Merge decided on (graph/merge_lock.py)
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
