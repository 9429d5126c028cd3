"""Model access, in one place: the backend interface, the OpenAI-compatible backend, and the choice.

Every judgment step (group, extract, review, dedup, merge, update_check) goes through a Backend.
``OfflineBackend`` (graph.offline) needs no network and is the default; ``OpenAIBackend`` talks to any
OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp server) with the step's
prompt from prompts/ as the system message and pydantic-validated structured output.

Configuration (first found wins): explicit arguments; environment GOVERNANCE_LLM_BASE_URL,
GOVERNANCE_LLM_API_KEY (else OPENAI_API_KEY), GOVERNANCE_LLM_MODEL, GOVERNANCE_LLM_TIMEOUT,
GOVERNANCE_LLM_RETRIES; a JSON config file (GOVERNANCE_CONFIG, else ~/.config/governance/config.json)
with keys base_url, api_key, model, timeout, retries. GOVERNANCE_BACKEND=offline|openai forces a choice.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Protocol, TypeVar

import openai
from pydantic import BaseModel, ValidationError

import prompts

from . import offline
from .models import (
    Candidate,
    CandidateDraft,
    DedupResult,
    ExperienceBody,
    ExtractResult,
    GroupResult,
    MergeJudgment,
    PairJudgment,
    ReviewJudgment,
    Segment,
    Transcript,
    UpdateResult,
)

T = TypeVar("T", bound=BaseModel)


class ModelOutputError(RuntimeError):
    """The model's answer was unusable (invalid JSON/schema, or ids outside the set it was given)."""


class ModelUnavailableError(RuntimeError):
    """The endpoint kept failing after every retry."""


class Backend(Protocol):
    name: str
    # True when the backend reads meaning itself (a model): the lexical vetoes then stand back and only the
    # structural guards (ids, cliques, the update self-check, decided data such as the lens) may refuse a merge.
    judges_meaning: bool

    def group(self, transcript: Transcript) -> GroupResult: ...
    def extract(self, segment: Segment) -> list[CandidateDraft]: ...
    def review(self, candidate: Candidate) -> ReviewJudgment: ...
    def dedup_pairs(self, candidates: list[Candidate]) -> list[PairJudgment]: ...
    def merge(self, candidate: Candidate, related: list[tuple[str, ExperienceBody, float]]) -> MergeJudgment: ...
    def update_check(self, target: ExperienceBody, candidate: Candidate) -> UpdateResult: ...


class OfflineBackend:
    name = "offline"
    judges_meaning = False

    def group(self, transcript: Transcript) -> GroupResult:
        return offline.group(transcript)

    def extract(self, segment: Segment) -> list[CandidateDraft]:
        return offline.extract(segment)

    def review(self, candidate: Candidate) -> ReviewJudgment:
        return offline.review(candidate)

    def dedup_pairs(self, candidates: list[Candidate]) -> list[PairJudgment]:
        return offline.dedup_pairs(candidates)

    def merge(self, candidate: Candidate, related: list[tuple[str, ExperienceBody, float]]) -> MergeJudgment:
        return offline.merge(candidate, related)

    def update_check(self, target: ExperienceBody, candidate: Candidate) -> UpdateResult:
        return offline.update_check(target, candidate)


def _check_ids(kind: str, ids: list[str | None], allowed: set[str]) -> None:
    bad = sorted({i for i in ids if i is not None and i not in allowed})
    if bad:
        raise ModelOutputError(f"model returned {kind} id(s) not in the set it was given: {', '.join(bad)}")


def _candidate_view(c: Candidate) -> dict[str, Any]:
    return {"id": c.id, "when": c.when, "what": c.what, "why": c.why, "lens": c.lens, "symbols": c.symbols,
            "conclusion": c.conclusion}


class OpenAIBackend:
    """Structured output through ``client.chat.completions.parse``; the retry loop is ours (counted, bounded)."""

    name = "openai"
    judges_meaning = True

    def __init__(self, base_url: str | None, api_key: str | None, model: str, timeout: float = 60.0,
                 retries: int = 3, backoff: float = 0.5):
        self.model = model
        self.retries = retries
        self.backoff = backoff
        self.timeout = timeout
        # max_retries=0: the client must not retry behind our back; our loop also retries invalid answers.
        self.client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=0)
        self.calls = 0

    def _ask(self, step: str, payload: dict, schema: type[T], check=None) -> T:
        prompt = prompts.load(step)
        messages = [
            {"role": "system", "content": prompt.text},
            {"role": "user", "content": json.dumps(payload, ensure_ascii=False)},
        ]
        last: Exception | None = None
        for attempt in range(self.retries + 1):
            if attempt:
                time.sleep(self.backoff * (2 ** (attempt - 1)))
            self.calls += 1
            try:
                resp = self.client.chat.completions.parse(model=self.model, messages=messages, response_format=schema,
                                                          temperature=0)
                msg = resp.choices[0].message
                if msg.parsed is None:
                    raise ModelOutputError(f"{step}: no structured answer (refusal: {msg.refusal!r})")
                parsed = schema.model_validate(msg.parsed.model_dump())
                if check:
                    check(parsed)
                return parsed
            except (openai.APIConnectionError, openai.APITimeoutError, openai.InternalServerError,
                    openai.RateLimitError) as e:
                last = e
            except (ModelOutputError, ValidationError, json.JSONDecodeError, openai.LengthFinishReasonError) as e:
                last = e
            except openai.APIStatusError as e:  # 4xx other than 429: retrying will not help
                raise ModelUnavailableError(f"{step}: endpoint refused the request: {e}") from e
        if isinstance(last, ModelOutputError):
            raise last
        raise ModelUnavailableError(f"{step}: no usable answer after {self.retries + 1} attempts: {last}") from last

    def group(self, transcript: Transcript) -> GroupResult:
        payload = {"transcript_id": transcript.id,
                   "turns": [{"id": t.id, "role": t.role, "text": t.text, "timestamp": t.timestamp, "files": t.files}
                             for t in transcript.turns]}
        allowed = {t.id for t in transcript.turns}
        return self._ask("group", payload, GroupResult,
                         lambda r: _check_ids("turn", [i for s in r.segments for i in s.turn_ids], allowed))

    def extract(self, segment: Segment) -> list[CandidateDraft]:
        payload = {"segment_id": segment.id, "topic": segment.topic,
                   "turns": [{"id": t.id, "role": t.role, "text": t.text, "files": t.files} for t in segment.turns]}
        allowed = set(segment.turn_ids)
        r = self._ask("extract", payload, ExtractResult, lambda r: _check_ids(
            "turn", [i for c in r.candidates for i in c.evidence_turns + c.explanation.evidence_turns], allowed))
        return r.candidates

    def review(self, candidate: Candidate) -> ReviewJudgment:
        return self._ask("review", {"candidate": _candidate_view(candidate)}, ReviewJudgment)

    def dedup_pairs(self, candidates: list[Candidate]) -> list[PairJudgment]:
        if len(candidates) < 2:
            return []
        allowed = {c.id for c in candidates}
        r = self._ask("dedup", {"candidates": [_candidate_view(c) for c in candidates]}, DedupResult,
                      lambda r: _check_ids("candidate", [x for p in r.pairs for x in (p.a, p.b)], allowed))
        return r.pairs

    def merge(self, candidate: Candidate, related: list[tuple[str, ExperienceBody, float]]) -> MergeJudgment:
        payload = {"candidate": _candidate_view(candidate),
                   "related": [{"id": i, **b.model_dump(), "score": round(s, 3)} for i, b, s in related]}
        allowed = {i for i, _, _ in related}

        def check(r: MergeJudgment) -> None:
            _check_ids("experience", [r.target_id], allowed)
            if r.action != "create" and r.target_id is None:
                raise ModelOutputError(f"merge: action {r.action} needs a target id")

        return self._ask("merge", payload, MergeJudgment, check)

    def update_check(self, target: ExperienceBody, candidate: Candidate) -> UpdateResult:
        return self._ask("update_check", {"target": target.model_dump(), "candidate": _candidate_view(candidate)},
                         UpdateResult)


def _config_file() -> dict:
    path = os.environ.get("GOVERNANCE_CONFIG") or str(Path.home() / ".config" / "governance" / "config.json")
    p = Path(path)
    if not p.is_file():
        return {}
    try:
        cfg = json.loads(p.read_text())
    except json.JSONDecodeError as e:
        raise ValueError(f"{p}: invalid JSON config ({e.msg})") from None
    if not isinstance(cfg, dict):
        raise ValueError(f"{p}: the config must be a JSON object")
    return cfg


def make_backend(kind: str | None = None, **overrides: Any) -> Backend:
    """Offline unless an endpoint is configured (or ``kind``/GOVERNANCE_BACKEND asks otherwise)."""
    cfg = _config_file() | {k: v for k, v in overrides.items() if v is not None}
    env = os.environ
    base_url = cfg.get("base_url") or env.get("GOVERNANCE_LLM_BASE_URL")
    kind = kind or env.get("GOVERNANCE_BACKEND") or cfg.get("backend") or ("openai" if base_url else "offline")
    if kind == "offline":
        return OfflineBackend()
    if kind != "openai":
        raise ValueError(f"unknown backend {kind!r} (offline or openai)")
    model = cfg.get("model") or env.get("GOVERNANCE_LLM_MODEL")
    if not model:
        raise ValueError("the openai backend needs a model: set GOVERNANCE_LLM_MODEL or 'model' in the config file")
    return OpenAIBackend(
        base_url=base_url or env.get("OPENAI_BASE_URL"),
        api_key=cfg.get("api_key") or env.get("GOVERNANCE_LLM_API_KEY") or env.get("OPENAI_API_KEY"),
        model=model,
        timeout=float(cfg.get("timeout") or env.get("GOVERNANCE_LLM_TIMEOUT") or 60),
        retries=int(cfg.get("retries") if cfg.get("retries") is not None else env.get("GOVERNANCE_LLM_RETRIES") or 3),
        backoff=float(cfg.get("backoff") if cfg.get("backoff") is not None else 0.5),
    )
