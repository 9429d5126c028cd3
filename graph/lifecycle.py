"""Lifecycle of stored experiences: kill switch, retirement of unused ones, history and rollback.

Every action here is audited (``audit`` table, actor and detail). None of it deletes anything:

- ``disable``/``enable``: the kill switch, a column of its own beside the status (migration 6), so an
  experience stops being served at once by every running server (they read it on each request) and
  ``enable`` returns it exactly to what it was.
- ``retire_unused``: retires experiences that in the given window were never served, or were served and
  observed, and never adopted (and got no helpful feedback). An experience created inside the window is
  too young to judge. Served but never observed (no later transcript of the session arrived) is not
  "never adopted": it is unknown, and kept. ``unretire`` reverses it.
- ``history``/``rollback``: versions as stored; a rollback writes version N's body as a new version, so the
  history only grows.
"""
from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta, timezone

from .models import ExperienceBody
from .store import Store, now

_DURATION = re.compile(r"^\s*(\d+)\s*([smhdw])\s*$")
_UNIT = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}


def parse_duration(text: str) -> timedelta:
    """"90d", "12h", "4w", "30m" -> timedelta; ValueError on anything else."""
    m = _DURATION.match(text or "")
    if not m:
        raise ValueError(f"duration {text!r}: expected a number and a unit (s, m, h, d, w), e.g. 90d")
    return timedelta(**{_UNIT[m.group(2)]: int(m.group(1))})


def _iso(dt: datetime) -> str:
    return dt.astimezone(timezone.utc).isoformat(timespec="seconds")


def _row(store: Store, exp_id: str):
    row = store.db.execute("SELECT id, status, version, disabled, retired_from, created_at FROM experiences WHERE id=?",
                           (exp_id,)).fetchone()
    if row is None:
        raise KeyError(f"no experience {exp_id}")
    return row


# ---------------------------------------------------------------- kill switch


def disable(store: Store, exp_id: str, reason: str, actor: str = "human") -> dict:
    if not reason or not reason.strip():
        raise ValueError("disable needs a reason (--reason)")
    row = _row(store, exp_id)
    if row["disabled"]:
        return json.loads(row["disabled"])
    switch = {"reason": reason.strip(), "at": now(), "actor": actor}
    with store.db:
        store.db.execute("UPDATE experiences SET disabled=? WHERE id=?", (json.dumps(switch, ensure_ascii=False), exp_id))
        store.audit("disabled", exp_id, switch, actor=actor)
    return switch


def enable(store: Store, exp_id: str, actor: str = "human") -> bool:
    """Turn the kill switch off; False when it was not on."""
    row = _row(store, exp_id)
    if not row["disabled"]:
        return False
    with store.db:
        store.db.execute("UPDATE experiences SET disabled=NULL WHERE id=?", (exp_id,))
        store.audit("enabled", exp_id, {"was": json.loads(row["disabled"])}, actor=actor)
    return True


# ---------------------------------------------------------------- retirement


@dataclass
class RetireCandidate:
    id: str
    status: str
    reason: str  # never_served | never_adopted
    served: int
    adopted: int
    ignored: int
    last_served: str | None


RETIRABLE = ("active", "contested")


def unused(store: Store, window: timedelta, at: datetime | None = None) -> list[RetireCandidate]:
    """Experiences that, in the window before ``at``, were never served, or were served, observed, and
    never adopted nor found helpful."""
    at = at or datetime.now(timezone.utc)
    cutoff = _iso(at - window)
    out = []
    rows = store.db.execute(
        "SELECT e.id, e.status, e.created_at, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ?) AS served, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ? AND s.adoption='adopted') AS adopted, "
        " (SELECT count(*) FROM served s WHERE s.experience_id=e.id AND s.ts >= ? AND s.adoption='ignored') AS ignored, "
        " (SELECT max(ts) FROM served s WHERE s.experience_id=e.id) AS last_served, "
        " (SELECT count(*) FROM feedback f WHERE f.experience_id=e.id AND f.ts >= ? AND f.helpful=1) AS helpful "
        f"FROM experiences e WHERE e.status IN ({','.join('?' * len(RETIRABLE))}) ORDER BY e.created_at, e.id",
        (cutoff, cutoff, cutoff, cutoff, *RETIRABLE))
    for r in rows:
        if r["created_at"] > cutoff:
            continue  # younger than the window: not enough time to judge
        if r["served"] == 0:
            reason = "never_served"
        elif r["adopted"] == 0 and r["ignored"] > 0 and r["helpful"] == 0:
            reason = "never_adopted"
        else:
            continue
        out.append(RetireCandidate(r["id"], r["status"], reason, r["served"], r["adopted"], r["ignored"],
                                   r["last_served"]))
    return out


def retire_unused(store: Store, window: timedelta, dry_run: bool = False, actor: str = "human",
                  at: datetime | None = None) -> list[RetireCandidate]:
    found = unused(store, window, at)
    if dry_run or not found:
        return found
    with store.db:
        for c in found:
            store.db.execute("UPDATE experiences SET status='retired', retired_from=?, updated_at=? WHERE id=?",
                             (c.status, now(), c.id))
            store.audit("retired", c.id, asdict(c) | {"unused_for_days": window.total_seconds() / 86400}, actor=actor)
    return found


def unretire(store: Store, exp_id: str, actor: str = "human") -> str:
    """Undo a retirement made by ``retire_unused``; returns the status the experience is back to."""
    row = _row(store, exp_id)
    if row["status"] != "retired" or not row["retired_from"]:
        raise ValueError(f"{exp_id} is {row['status']}, not retired as unused: nothing to undo")
    with store.db:
        store.db.execute("UPDATE experiences SET status=?, retired_from=NULL, updated_at=? WHERE id=?",
                         (row["retired_from"], now(), exp_id))
        store.audit("unretired", exp_id, {"status": row["retired_from"]}, actor=actor)
    return row["retired_from"]


# ---------------------------------------------------------------- history and rollback


def history(store: Store, exp_id: str) -> dict:
    """Versions (oldest first) and every audit entry about the experience."""
    exp = store.experience(exp_id)
    if exp is None:
        raise KeyError(f"no experience {exp_id}")
    return {"id": exp_id, "status": exp.status, "version": exp.version,
            "versions": [v.model_dump() for v in exp.history], "audit": store.audit_log(exp_id)}


def rollback(store: Store, exp_id: str, to: int, actor: str = "human") -> int:
    """Restore version ``to``'s body as a new version; returns the new version number."""
    exp = store.experience(exp_id)
    if exp is None:
        raise KeyError(f"no experience {exp_id}")
    target = next((v for v in exp.history if v.version == to), None)
    if target is None:
        have = ", ".join(str(v.version) for v in exp.history)
        raise ValueError(f"{exp_id} has no version {to} (versions: {have})")
    if to == exp.version:
        raise ValueError(f"{exp_id} is at version {to} already")
    body: ExperienceBody = target.body
    new_version = exp.version + 1
    ts = now()
    with store.db:
        store.db.execute("UPDATE experiences SET body=?, lens=?, version=?, updated_at=? WHERE id=?",
                         (body.model_dump_json(), body.lens, new_version, ts, exp_id))
        store.db.execute("INSERT INTO experience_versions(experience_id, version, body, decision_id, created_at) "
                         "VALUES (?,?,?,?,?)", (exp_id, new_version, body.model_dump_json(), f"rollback-to-v{to}", ts))
        store.audit("rollback", exp_id, {"to": to, "from": exp.version, "new_version": new_version}, actor=actor)
    return new_version
