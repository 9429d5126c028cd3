"""Retrieval statistics, and adoption observed in later transcripts of the same session.

The article's figures, from the retrieval log (migration 6): requests, hit and no-hit rates,
experiences injected per request, mean / p50 / p95 latency — and what the article could not observe,
**adoption**: a hit is not an adoption ("命中不等于采纳"). When a later transcript of a session arrives,
each experience served into that session is judged on the agent's actions after it was served:

- *adopted* if a later tool call or edit touches a file it cites, or a later agent turn (its text or tool
  input) names a code symbol it cites or its What names;
- *ignored* if the agent acted after it was served and none of that touches it;
- unobserved (left open) while the transcript shows no agent action after it.

An ignored one is looked at again when the session's transcript grows, and may turn adopted.
"""
from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Iterable

from .models import ExperienceBody, Transcript
from .retrieval import cited_names
from .store import Store, now

AGENT_ROLES = ("assistant",)  # tool calls and edits are assistant turns; tool output is not the agent acting
MIN_NAME = 4  # shorter names ("id", "url") appear in any tool call


def _parse_ts(ts: str | None) -> datetime | None:
    if not ts:
        return None
    try:
        dt = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    except ValueError:
        return None
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def markers(body: ExperienceBody) -> tuple[set[str], set[str]]:
    """(code names, file names) whose appearance in the agent's later actions means it followed the
    experience: what it cites, and the code its What names."""
    from .textutil import symbols

    names, files = set(), set()
    for name, cited in cited_names(list(body.symbols) + symbols(body.what)):
        if name.startswith("file:"):
            files.add(name[5:])
            continue
        # Both the type and the member: an edit calling `mScrollBar.attachToQBRecyclerView(...)` follows
        # an experience about `FastScrollBarCompat.attachToQBRecyclerView` without naming the type.
        member = re.split(r"::|#|\.|->", cited.strip("`").split("(")[0])[-1]
        names |= {n for n in (name, member) if len(n) >= MIN_NAME}
    return names, files


def judge(body: ExperienceBody, served_at: datetime, transcript: Transcript) -> tuple[str | None, dict]:
    """(adopted | ignored | None when unobserved, evidence) for one served experience."""
    names, files = markers(body)
    later = [t for t in transcript.turns if t.role in AGENT_ROLES and (ts := _parse_ts(t.timestamp)) and ts > served_at]
    if not later:
        return None, {"turns_after": 0}
    pattern = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, sorted(names))) + r")(?![A-Za-z0-9_])") \
        if names else None
    for t in later:
        for f in t.files:
            if Path(f).name in files:
                return "adopted", {"turn": t.id, "file": f}
        if pattern and (m := pattern.search(t.text)):
            return "adopted", {"turn": t.id, "name": m.group(1), "tool": t.tool_name}
    return "ignored", {"turns_after": len(later), "looked_for": sorted(names | files)}


def observe(store: Store, transcript: Transcript) -> dict[str, int]:
    """Judge every experience served into this transcript's session that is not adopted yet."""
    rows = store.db.execute(
        "SELECT s.retrieval_id, s.experience_id, s.ts, e.body FROM served s JOIN experiences e ON e.id = s.experience_id "
        "WHERE s.session=? AND (s.adoption IS NULL OR s.adoption='ignored')", (transcript.id,)).fetchall()
    counts = {"adopted": 0, "ignored": 0, "unobserved": 0}
    with store.db:
        for r in rows:
            served_at = _parse_ts(r["ts"])
            verdict, evidence = judge(ExperienceBody.model_validate_json(r["body"]), served_at, transcript) \
                if served_at else (None, {})
            counts[verdict or "unobserved"] += 1
            if verdict is None:
                continue
            store.db.execute("UPDATE served SET adoption=?, adoption_evidence=?, observed_at=? "
                             "WHERE retrieval_id=? AND experience_id=?",
                             (verdict, json.dumps(evidence, ensure_ascii=False), now(), r["retrieval_id"],
                              r["experience_id"]))
            if verdict == "adopted":
                store.audit("adopted", r["experience_id"], {"session": transcript.id, **evidence}, actor="stats")
    return counts


def observe_paths(store: Store, inputs: Iterable[str | Path]) -> dict[str, int]:
    """Adoption from transcript files (a run's or drain's inputs); an unreadable file is skipped."""
    from .transcripts import discover, read_transcript

    total = {"transcripts": 0, "adopted": 0, "ignored": 0, "unobserved": 0, "unreadable": 0}
    sessions = {r[0] for r in store.db.execute("SELECT DISTINCT session FROM served WHERE session IS NOT NULL")}
    if not sessions:
        return total
    for path in discover(inputs):
        try:
            t = read_transcript(path)
        except Exception:  # malformed transcripts are the chain's to report; adoption just skips them
            total["unreadable"] += 1
            continue
        if t.id not in sessions:
            continue
        total["transcripts"] += 1
        for k, v in observe(store, t).items():
            total[k] += v
    return total


# ---------------------------------------------------------------- the figures


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return round(s[min(len(s) - 1, max(0, int(round(q * (len(s) - 1)))))], 2)


def summary(store: Store, since: timedelta | None = None, at: datetime | None = None) -> dict:
    at = at or datetime.now(timezone.utc)
    cutoff = (at - since).isoformat(timespec="seconds") if since else ""
    reqs = store.db.execute("SELECT client, hit, injected, latency_ms, withheld FROM retrievals WHERE ts >= ?",
                            (cutoff,)).fetchall()
    n = len(reqs)
    lat = [r["latency_ms"] for r in reqs]
    hits = sum(r["hit"] for r in reqs)
    by_client: dict[str, int] = {}
    for r in reqs:
        by_client[r["client"]] = by_client.get(r["client"], 0) + 1
    served = store.db.execute(
        "SELECT s.retrieval_id, s.adoption FROM served s JOIN retrievals r ON r.id = s.retrieval_id WHERE r.ts >= ?",
        (cutoff,)).fetchall()
    adopted = sum(1 for s in served if s["adoption"] == "adopted")
    ignored = sum(1 for s in served if s["adoption"] == "ignored")
    observed_reqs: dict[int, bool] = {}
    for s in served:
        if s["adoption"]:
            observed_reqs[s["retrieval_id"]] = observed_reqs.get(s["retrieval_id"], False) or s["adoption"] == "adopted"
    per_exp = store.db.execute(
        "SELECT e.id, e.status, e.disabled, e.body, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ?) AS served, "
        " (SELECT max(ts) FROM served s WHERE s.experience_id=e.id) AS last_served, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ? AND s.adoption='adopted') AS adopted, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ? AND s.adoption='ignored') AS ignored, "
        " (SELECT count(*) FROM feedback f WHERE f.experience_id=e.id AND f.ts >= ? AND f.helpful=1) AS helpful, "
        " (SELECT count(*) FROM feedback f WHERE f.experience_id=e.id AND f.ts >= ? AND f.helpful=0) AS unhelpful "
        "FROM experiences e ORDER BY served DESC, e.id", (cutoff,) * 5).fetchall()
    return {
        "since": cutoff or None,
        "requests": n,
        "by_client": by_client,
        "hit_rate": round(hits / n, 4) if n else None,
        "no_hit_rate": round((n - hits) / n, 4) if n else None,
        "injected_per_request": round(sum(r["injected"] for r in reqs) / n, 2) if n else None,
        "withheld_at_read": sum(len(json.loads(r["withheld"])) for r in reqs),
        "latency_ms": {"mean": round(sum(lat) / n, 2) if n else None, "p50": _pct(lat, 0.5), "p95": _pct(lat, 0.95)},
        "adoption": {"served": len(served), "observed": adopted + ignored, "adopted": adopted, "ignored": ignored,
                     "rate": round(adopted / (adopted + ignored), 4) if adopted + ignored else None},
        # A request succeeded when something it served was adopted, among requests whose outcome was observed.
        "success_rate": round(sum(observed_reqs.values()) / len(observed_reqs), 4) if observed_reqs else None,
        "experiences": [
            {"id": r["id"], "status": r["status"], "disabled": bool(r["disabled"]),
             "what": ExperienceBody.model_validate_json(r["body"]).what, "served": r["served"],
             "last_served": r["last_served"], "adopted": r["adopted"], "ignored": r["ignored"],
             "helpful": r["helpful"], "unhelpful": r["unhelpful"]}
            for r in per_exp],
    }
