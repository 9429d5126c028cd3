"""One diagnosis per invented type in a text.

A text that invents a type usually names it twice: once alone (`a Catch::CatchSession`,
`tsl::robin_flat_map`, `mock.MockCall`) and once with the member it uses (`applyCommandLine` called
on it, `MockCall.Return`). The member's claim is the one that shows which real type the invented one
decorates (rule INVENTED_TYPE: `Session`, which has applyCommandLine); the mention alone only has
types near by letters (`mock.Mock` before `mock.Call`). So the mention's first suggestion is the
member claim's: the real type with the member the text uses (`Catch.Session.applyCommandLine`),
its own suggestions after it. Decided on structured fields only (rule, error, names).
"""
from __future__ import annotations

from . import rules as R
from .claims import Claim
from .models import ClaimResult

_INVENTED = (R.INVENTED_TYPE, R.INVENTED_OWN_TYPE)


def one_diagnosis_per_invented_type(claims: list[Claim], results: list[ClaimResult]) -> list[ClaimResult]:
    """`results` with every erroring mention of an invented type (a claim whose own name is that
    type's) led by the suggestion of the claim that put a member on it."""
    led: dict[str, object] = {}
    for claim, result in zip(claims, results):
        if result.rule in _INVENTED and result.error and result.suggestions and claim.qualifier:
            led.setdefault(claim.qualifier[-1], result.suggestions[0])
    if not led:
        return results
    out = []
    for claim, result in zip(claims, results):
        first = led.get(claim.name)
        if first is None or not result.error or result.rule in _INVENTED:
            out.append(result)
            continue
        rest = [s for s in result.suggestions if s.symbol != first.symbol]
        out.append(result.model_copy(update={"suggestions": [first] + rest[:2]}))
    return out
