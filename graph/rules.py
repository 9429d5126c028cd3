"""The deterministic governance rules, applied whatever backend judged: code, not prompts.

- Dedup vetoes (different When, different conclusion type, sub-mechanism vs whole system, same fact
  for different purposes, conflicting conclusions) override any "duplicate" judgment.
- Dedup groups are cliques of pairwise duplicates, built greedily from the strongest pair down, so
  A~B and B~C never pulls A and C together unless A~C too (no bridge merges).
- Merge retrieval scores the stored history; the unique-best-target rule and the id check run on
  whatever a backend answers.
- The update self-check is recomputed here on the merged text, whoever wrote it.
"""
from __future__ import annotations

import re

import networkx as nx

from .models import Candidate, DedupGroup, ExperienceBody, PairJudgment, SelfCheck, short_hash
from .textutil import anchors, conflicts, containment, sentences, similarity, symbols, tokens

_TROUBLE = re.compile(
    r"\b(?:if (?:you see|it fails|the build fails|\w+ (?:crashes|fails|hangs|times out))|when \w+ (?:fails|crashes|hangs)|"
    r"to diagnose|to debug|root cause|the cause is|check (?:the|whether|if)|look at the log)\b",
    re.I,
)
_RISK = re.compile(
    r"\b(?:must not|mustn't|never|don't|do not|avoid|cannot|can't|can only|only through|only via|should not|shouldn't|"
    r"or (?:it|the \w+) (?:blocks|breaks|crashes|fails))\b|不要|不能|禁止|只能",
    re.I,
)
_PURPOSE = re.compile(
    r"\b(?:for|to (?:improve|speed up|reduce|avoid|support|keep|stay|make|fix|save))\s+((?:[\w-]+\s?){1,3})",
    re.I,
)
_PURPOSE_WORDS = {"performance", "speed", "latency", "memory", "compatibility", "compat", "security", "safety",
                  "stability", "testing", "tests", "debugging", "readability", "privacy", "battery", "size"}
_SCOPE_ALL = re.compile(r"\b(?:all|every|any|whole|entire|each|system-wide|globally)\b|所有|全部", re.I)

RELATED_MIN = 0.25


def conclusion_type(what: str) -> str:
    if _TROUBLE.search(what):
        return "troubleshooting"
    if _RISK.search(what):
        return "risk"
    return "howto"


def _purposes(text: str) -> set[str]:
    found = set()
    for m in _PURPOSE.finditer(text):
        found |= {w for w in tokens(m.group(1)) if w in _PURPOSE_WORDS}
    return found


def veto(a: Candidate, b: Candidate) -> tuple[str, str] | None:
    """The first strict veto that forbids merging a and b, with the reason; None when merging is allowed."""
    if a.lens != b.lens:
        return "different_conclusion_type", f"lens {a.lens} vs {b.lens}"
    ws = similarity(a.when, b.when)
    if ws < 0.5:
        return "different_when", f"When similarity {ws:.2f}: {a.when!r} vs {b.when!r}"
    ta, tb = conclusion_type(a.what), conclusion_type(b.what)
    if ta != tb:
        return "different_conclusion_type", f"{ta} vs {tb}"
    clash = conflicts(a.what, b.what)
    if clash:
        return "conflicting_conclusion", f"opposite on {', '.join(clash)} (for Merge to flag, not Dedup to fold)"
    aa, ab = anchors(a.when), anchors(b.when)  # scope is what the When names; What wording varies
    if aa and ab and aa != ab and (aa < ab or ab < aa):
        return "sub_mechanism", f"one covers {sorted(aa ^ ab)} beyond the other"
    if bool(_SCOPE_ALL.search(a.when)) != bool(_SCOPE_ALL.search(b.when)):
        return "sub_mechanism", "one is stated for the whole system, the other for one part"
    pa, pb = _purposes(a.what + " " + a.why), _purposes(b.what + " " + b.why)
    if pa and pb and not (pa & pb):
        return "different_purpose", f"{sorted(pa)} vs {sorted(pb)}"
    return None


def dedup_groups(candidates: list[Candidate], pairs: list[PairJudgment], prompt_version: str) -> tuple[list[DedupGroup], list[str]]:
    """Cliques of duplicates after vetoes; returns the groups (singletons included) and the veto log."""
    by_id = {c.id: c for c in candidates}
    g = nx.Graph()
    g.add_nodes_from(by_id)
    log: list[str] = []
    strengths: dict[frozenset, float] = {}
    for p in pairs:
        if p.a not in by_id or p.b not in by_id or p.a == p.b:
            raise ValueError(f"dedup pair names an id outside the candidate set: {p.a}, {p.b}")
        if not p.duplicate:
            continue
        v = veto(by_id[p.a], by_id[p.b])
        if v:
            log.append(f"{p.a} ~ {p.b} vetoed: {v[0]} ({v[1]})")
            continue
        g.add_edge(p.a, p.b)
        strengths[frozenset((p.a, p.b))] = similarity(by_id[p.a].text(), by_id[p.b].text())
    # Greedy cliques, strongest pair first: join two groups only if every cross pair is an edge.
    member_of = {n: frozenset([n]) for n in g.nodes}
    for pair in sorted(strengths, key=lambda k: (-strengths[k], sorted(k))):
        a, b = sorted(pair)
        ga, gb = member_of[a], member_of[b]
        if ga == gb:
            continue
        if all(g.has_edge(x, y) for x in ga for y in gb):
            joined = ga | gb
            for n in joined:
                member_of[n] = joined
        else:
            log.append(f"{a} ~ {b} not joined: would bridge {sorted(ga)} and {sorted(gb)} (not all pairs duplicate)")
    groups, seen = [], set()
    order = {c.id: i for i, c in enumerate(candidates)}
    for c in candidates:
        grp = member_of[c.id]
        if grp in seen:
            continue
        seen.add(grp)
        members = sorted(grp, key=order.get)
        rep = max(members, key=lambda m: (len(by_id[m].evidence_turns), len(by_id[m].why), -order[m]))
        groups.append(DedupGroup(
            id="grp-" + short_hash(*members), members=members, representative=rep,
            reason="singleton" if len(members) == 1 else "pairwise duplicates (When and What), no veto",
            vetoes=[line for line in log if any(m in line for m in members)], prompt_version=prompt_version,
        ))
    return groups, log


def retrieval_score(c: Candidate, body: ExperienceBody) -> float:
    s = 0.4 * similarity(c.when, body.when) + 0.6 * similarity(f"{c.what} {c.why}", f"{body.what} {body.why}")
    shared = {x.lower() for x in c.symbols} & {x.lower() for x in body.symbols}
    if shared:
        s += 0.15
    if c.lens == "jargon" and body.lens == "jargon" and _term(c.when) and _term(c.when) == _term(body.when):
        s += 0.5  # the same term defined again
    return min(s, 1.0)


def _term(when: str) -> str:
    m = re.search(r"'([^']+)'", when)
    return m.group(1).lower() if m else ""


def related(c: Candidate, history: dict[str, ExperienceBody], limit: int = 5) -> list[tuple[str, ExperienceBody, float]]:
    scored = [(eid, body, retrieval_score(c, body)) for eid, body in history.items()]
    scored = [s for s in scored if s[2] >= RELATED_MIN]
    scored.sort(key=lambda s: (-s[2], s[0]))
    return scored[:limit]


def novel_sentences(new: str, old: str) -> list[str]:
    """Sentences of ``new`` whose vocabulary ``old`` mostly lacks."""
    return [s for s in sentences(new) if tokens(s) and containment(s, old) < 0.6]


def merged_self_check(target: ExperienceBody, candidate: Candidate, merged: ExperienceBody) -> SelfCheck:
    notes = []
    lost = anchors(target.when) - anchors(merged.when)
    when_ok = not lost and containment(target.when, merged.when) >= 0.8
    if not when_ok:
        notes.append(f"merged When drops the stored constraints {sorted(lost) or target.when!r}")
    lost_syms = {s for s in symbols(target.what)} - set(symbols(merged.what))
    what_ok = not lost_syms and containment(target.what, merged.what) >= 0.8
    if not what_ok:
        notes.append(f"merged What loses the stored action {sorted(lost_syms) or target.what!r}")
    why_ok = containment(target.why, merged.why) >= 0.8
    if not why_ok:
        notes.append("merged Why loses the stored mechanism")
    sources = f"{target.when} {target.what} {target.why} {candidate.when} {candidate.what} {candidate.why}"
    unsupported = [s for s in sentences(f"{merged.what} {merged.why}") if containment(s, sources) < 0.8]
    if unsupported:
        notes.append(f"asserts what neither source says: {unsupported[0]!r}")
    return SelfCheck(when_not_overgeneralised=when_ok, what_keeps_specific_action=what_ok,
                     why_keeps_mechanism=why_ok, no_unsupported_claims=not unsupported, notes=notes)
