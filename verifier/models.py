"""The verdict records: the contract shared by the CLI's --json/--batch output, the HTTP service
and the governance chain. Keep field names stable; add fields, never rename them.

Plain dataclasses rather than pydantic models: importing pydantic costs ~0.2 s, most of a cold
`verify` run. `model_dump`, `model_copy` and `model_json_schema` keep pydantic's spelling, and the
JSON schema is still derived by pydantic (imported only when the schema is asked for).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Literal

ClaimStatus = Literal["verified", "not_found", "unverifiable"]
Verdict = Literal["verified", "factual_error", "unverifiable"]
S1_FACTUAL_ERROR = "S1_FACTUAL_ERROR"


class _Record:
    def model_dump(self) -> dict:
        return asdict(self)

    def model_copy(self, update: dict | None = None):
        return replace(self, **(update or {}))

    @classmethod
    def model_json_schema(cls) -> dict:
        from pydantic import TypeAdapter

        return TypeAdapter(cls).json_schema()


@dataclass
class Evidence(_Record):
    path: str
    line: int
    symbol: str
    note: str | None = None          # e.g. "type", "member", "inherited from X", "extension"


@dataclass
class Suggestion(_Record):
    symbol: str
    path: str
    line: int
    score: float | None = None


@dataclass
class ClaimResult(_Record):
    text: str
    kind: str
    status: ClaimStatus
    error: Literal["S1_FACTUAL_ERROR"] | None = None
    reason: str = ""
    evidence: list[Evidence] = field(default_factory=list)
    suggestions: list[Suggestion] = field(default_factory=list)
    # What the cited type really has (for errors): `attach(View) :68` style lines, best first.
    members: list[str] = field(default_factory=list)


@dataclass
class TextResult(_Record):
    verdict: Verdict
    id: str | None = None
    claims: list[ClaimResult] = field(default_factory=list)
    error: str | None = None         # set on a record that could not be processed (malformed input)

    def model_dump(self) -> dict:
        # The documented key order: id first.
        data = asdict(self)
        return {"id": data["id"], "verdict": data["verdict"], "claims": data["claims"], "error": data["error"]}


def verdict_of(claims: list[ClaimResult]) -> Verdict:
    if any(c.error for c in claims):
        return "factual_error"
    if any(c.status == "verified" for c in claims):
        return "verified"
    return "unverifiable"
