"""The verdict records: the contract shared by the CLI's --json/--batch output, the HTTP service
and the governance chain. Keep field names stable; add fields, never rename them.

Plain dataclasses rather than pydantic models: importing pydantic costs ~0.2 s, most of a cold
`verify` run. `model_dump`, `model_copy` and `model_json_schema` keep pydantic's spelling, and the
JSON schema is still derived by pydantic (imported only when the schema is asked for).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields, replace
from typing import Literal

ClaimStatus = Literal["verified", "not_found", "unverifiable"]
Verdict = Literal["verified", "factual_error", "unverifiable"]
S1_FACTUAL_ERROR = "S1_FACTUAL_ERROR"
# A reference that resolved at an earlier commit (`--since REV`, an experience's source commit)
# and does not resolve now: certain, because git shows when and often where it went.
S1_STALE_REFERENCE = "S1_STALE_REFERENCE"
ERROR_CODES = (S1_FACTUAL_ERROR, S1_STALE_REFERENCE)


_ATOMS = (str, int, float, bool, type(None))


def _dumped(value):
    """`dataclasses.asdict`'s copy of one field's value: records as dicts, containers copied,
    anything else deep-copied; strings, numbers and None (every field here but the lists) as they are."""
    if isinstance(value, _ATOMS):
        return value
    if isinstance(value, _Record):
        return value.model_dump()
    if isinstance(value, list):
        return [_dumped(v) for v in value]
    if isinstance(value, tuple):
        items = [_dumped(v) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else type(value)(items)
    if isinstance(value, dict):
        return type(value)((_dumped(k), _dumped(v)) for k, v in value.items())
    return copy.deepcopy(value)


class _Record:
    def model_dump(self) -> dict:
        # What `dataclasses.asdict` gives, key for key, without its generic walk (a deep copy
        # attempted of every string: ~15 % of a service request's CPU, measured on netty).
        names = type(self).__dict__.get("_field_names")
        if names is None:
            names = tuple(f.name for f in fields(self))
            type(self)._field_names = names
        return {name: _dumped(getattr(self, name)) for name in names}

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
    error: Literal["S1_FACTUAL_ERROR", "S1_STALE_REFERENCE"] | None = None
    reason: str = ""
    evidence: list[Evidence] = field(default_factory=list)
    suggestions: list[Suggestion] = field(default_factory=list)
    # What the cited type really has (for errors): `attach(View) :68` style lines, best first.
    members: list[str] = field(default_factory=list)
    # The named rule that decided the status (verifier.rules), and the construction that bound a
    # member to its type in prose ("possessive", "provides", "call_on", "member_of"; null for `T.m`).
    # Callers decide on these fields, never on `reason`, which is wording for people.
    rule: str | None = None
    binding: str | None = None
    # Where the text was checked against: the line and column of the claim in the text (1-based),
    # set when a whole file of notes is verified.
    line: int | None = None
    column: int | None = None


@dataclass
class TextResult(_Record):
    verdict: Verdict
    id: str | None = None
    claims: list[ClaimResult] = field(default_factory=list)
    error: str | None = None         # set on a record that could not be processed (malformed input)

    def model_dump(self) -> dict:
        # The documented key order: id first.
        return {"id": _dumped(self.id), "verdict": _dumped(self.verdict), "claims": _dumped(self.claims),
                "error": _dumped(self.error)}


def verdict_of(claims: list[ClaimResult]) -> Verdict:
    if any(c.error for c in claims):
        return "factual_error"
    if any(c.status == "verified" for c in claims):
        return "verified"
    return "unverifiable"
