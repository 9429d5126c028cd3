"""Lifecycle: re-verify stored experiences against the repository as it is now.

Experiences rot when code is refactored: a method is renamed, a class removed, a file moved. This runs
the verifier (through ``review_s1``, the one module that touches its API) on every active, contested or
stale experience of one repository, and compares each claim with what it was when the experience was
stored (Review's S1 claims) or last re-verified:

- a claim that is now a factual error (``not_found``: a member the type lacks, a file that is gone) fails;
- a claim that verified before and is now unverifiable fails too: a class or file that vanished leaves
  a bare name the verifier can only call "not in the repository (external?)", but this repository
  defined it before, so it was removed or renamed;
- a claim that resolved at the commit the experience was learned at (its source's commit) and does
  not resolve now fails as S1_STALE_REFERENCE, with the commit that removed or renamed it;
- a claim unverifiable before and now, or verified now, holds.

An experience with a failing claim becomes ``stale`` (no longer served) with the claims' reasons,
evidence and suggestions; a stale one whose claims all hold again returns to its previous status. A
human can ``restore`` one (the failing claims are then accepted, and only a new failure flags it again).
A verdict that held is also kept for serving (``graph.read_checks``): after a refactor and a re-verify,
servers do not verify those experiences again before their first serve.
"""
from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field

from . import read_checks, review_s1
from .models import ClaimCheck, Experience, FailingClaim, VerificationCheck
from .store import Store, now

CHECKED_STATUSES = ("active", "contested", "stale")


class ReverifyOutcome(BaseModel):
    experience_id: str
    what: str
    status: str  # after this check
    outcome: str  # valid | stale | still_stale | recovered
    verdict: str
    failing: list[FailingClaim] = Field(default_factory=list)
    accepted: list[str] = Field(default_factory=list)


class ReverifyReport(BaseModel):
    repo: str
    checked: int = 0
    valid: int = 0
    stale: int = 0  # stale after this run (newly or still)
    newly_stale: int = 0
    recovered: int = 0
    other_repos: int = 0  # experiences of other repositories, not checked here
    outcomes: list[ReverifyOutcome] = Field(default_factory=list)

    @property
    def exit_code(self) -> int:
        return 1 if self.stale else 0


def belongs_to(exp: Experience, repo_name: str, review: list[tuple[str | None, list]]) -> bool:
    """Whether an experience was learned in this repository: a source session recorded it (by name, as
    Review compares), or, when no source recorded any repository, Review checked it against this one
    (`review`: (the repository Review checked against, its claims), from Store.review_claims)."""
    recorded = [review_s1.repo_name(s.repository) for s in exp.sources if s.repository]
    if recorded:
        return repo_name in recorded
    return any(checked == repo_name for checked, _ in review)


def _where(claim: ClaimCheck) -> str:
    # The most specific location: a member's own line rather than its type's.
    locs = [e for e in claim.evidence if e.path]
    best = next((e for e in locs if e.note == "member"), locs[0] if locs else None)
    return f"{best.path}:{best.line}" if best else "?"


def _failing(claim: ClaimCheck, before: str | None) -> FailingClaim | None:
    if claim.error or claim.status == "not_found" or (before and claim.status != "verified"):
        return FailingClaim(text=claim.text, status=claim.status, error=claim.error, reason=claim.reason,
                            rule=claim.rule, before=before, evidence=claim.evidence, suggestions=claim.suggestions)
    return None


def check_experience(store: Store, exp: Experience, repo: str, review: list[tuple[str, list]]) -> VerificationCheck:
    """Verify one experience's text now and decide which claims fail, against what verified before."""
    known: dict[str, str] = {}
    for _, claims in review:
        known |= {c.text: _where(c) for c in claims if c.status == "verified"}
    if exp.last_check:
        known |= exp.last_check.known_verified
    body = exp.body
    # Time is evidence: what the experience cited at the commit it was learned at and is gone now is
    # stale with the commit that removed it (the earliest source that recorded a commit).
    since = next((s.commit for s in exp.sources if s.commit), None)
    verdict, claims = review_s1.check_text(repo, f"{body.what}\n{body.why}\n{body.when}", exp.id, since=since)
    accepted_before = set(store.accepted_claims(exp.id))
    failing, accepted = [], []
    for c in claims:
        f = _failing(c, f"verified at {known[c.text]}" if c.text in known else None)
        if f is None:
            continue
        (accepted if c.text in accepted_before else failing).append(f)
    return VerificationCheck(
        at=now(), repo=review_s1.repo_name(repo), verdict=verdict, outcome="stale" if failing else "valid",
        claims=claims, failing=failing, accepted=[f.text for f in accepted],
        known_verified=known | {c.text: _where(c) for c in claims if c.status == "verified"},
    )


def reverify(store: Store, repo: str | Path) -> ReverifyReport:
    """Re-verify every active, contested or stale experience of ``repo`` against its files as they are now."""
    root = Path(repo)
    if not root.is_dir():
        raise ValueError(f"repository {repo}: not a directory")
    repo = str(root.resolve())
    name = review_s1.repo_name(repo)
    report = ReverifyReport(repo=repo)
    fresh = True  # bring the index up to date once, before the first experience
    state: read_checks.IndexState | None = None
    for exp in store.experiences():
        if exp.status not in CHECKED_STATUSES:
            continue
        review = store.review_claims(exp.id)
        if not belongs_to(exp, name, review):
            report.other_repos += 1
            continue
        if fresh:
            review_s1.refresh(repo)
            fresh = False
        check = check_experience(store, exp, repo, review)
        outcome = store.record_check(exp.id, check)
        if check.outcome == "valid":
            state = state or read_checks.IndexState(review_s1.verifier_for(repo).index.explorer)
            with store.db:
                read_checks.save(store.db, [read_checks.row(exp.id, repo, exp.version, check.claims, state)])
        after = store.experience(exp.id)
        report.checked += 1
        if outcome in ("valid", "recovered"):
            report.valid += 1
        else:
            report.stale += 1
        report.newly_stale += outcome == "stale"
        report.recovered += outcome == "recovered"
        report.outcomes.append(ReverifyOutcome(
            experience_id=exp.id, what=exp.body.what, status=after.status if after else exp.status,
            outcome=outcome, verdict=check.verdict,
            failing=after.stale.claims if after and after.stale else [], accepted=check.accepted))
    return report
