"""The verdict records: the contract shared by the CLI's --json/--batch output, the HTTP service
and the governance chain. Keep field names stable; add fields, never rename them."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

ClaimStatus = Literal["verified", "not_found", "unverifiable"]
Verdict = Literal["verified", "factual_error", "unverifiable"]
S1_FACTUAL_ERROR = "S1_FACTUAL_ERROR"


class Evidence(BaseModel):
    path: str
    line: int
    symbol: str
    note: str | None = None          # e.g. "type", "member", "inherited from X", "extension"


class Suggestion(BaseModel):
    symbol: str
    path: str
    line: int
    score: float | None = None


class ClaimResult(BaseModel):
    text: str
    kind: str
    status: ClaimStatus
    error: Literal["S1_FACTUAL_ERROR"] | None = None
    reason: str
    evidence: list[Evidence] = Field(default_factory=list)
    suggestions: list[Suggestion] = Field(default_factory=list)
    # What the cited type really has (for errors): `attach(View) :68` style lines, best first.
    members: list[str] = Field(default_factory=list)


class TextResult(BaseModel):
    id: str | None = None
    verdict: Verdict
    claims: list[ClaimResult] = Field(default_factory=list)
    error: str | None = None         # set on a record that could not be processed (malformed input)

    @property
    def has_error(self) -> bool:
        return self.verdict == "factual_error"


def verdict_of(claims: list[ClaimResult]) -> Verdict:
    if any(c.error for c in claims):
        return "factual_error"
    if any(c.status == "verified" for c in claims):
        return "verified"
    return "unverifiable"
