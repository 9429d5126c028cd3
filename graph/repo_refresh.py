"""The server's checkouts kept current: fetch + fast-forward each repository of repos.toml on its schedule,
and re-verify the repository's experiences against the code whenever a refresh changed it.

`governance refresh --repos repos.toml --db URL` does every repository once (for cron); `--loop`, or
`governance serve --repos repos.toml` when any repository has `refresh = "…"`, keeps doing each on its
own interval. A refresh that changed the code brings the code index up to date and runs the same
re-verification as `governance reverify` (graph/reverify.py): an experience whose cited code went
away is marked stale with the evidence and no longer served. Each refresh that moved a checkout is in
the audit log (`repository_refreshed`, from and to which commit, and what re-verification found).
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable

from .repos_config import Refresh, RepoConfig, refresh


@dataclass
class Refreshed:
    refresh: Refresh
    checked: int = 0
    stale: int = 0
    recovered: int = 0


def refresh_one(store, repo: RepoConfig) -> Refreshed:
    """Fetch + fast-forward `repo`; when its code moved, re-index and re-verify its experiences."""
    r = refresh(repo)
    out = Refreshed(r)
    if not r.changed:
        return out
    from . import review_s1
    from .reverify import reverify

    review_s1.refresh(repo.path)
    report = reverify(store, repo.path)
    out.checked, out.stale, out.recovered = report.checked, report.newly_stale, report.recovered
    with store.db:
        store.audit("repository_refreshed", repo.name, {"from": r.before, "to": r.after, "checked": report.checked,
                                                       "newly_stale": report.newly_stale, "recovered": report.recovered},
                    actor="refresh")
    return out


class RefreshLoop:
    """Each repository with a `refresh` interval, refreshed when due (`tick`), or in a thread (`start`)."""

    def __init__(self, db: str, repos: dict[str, RepoConfig], say: Callable[[str], None]):
        self.db = db
        self.repos = {n: r for n, r in repos.items() if r.refresh_seconds}
        self.say = say
        self._last: dict[str, float] = {}
        self._stop = threading.Event()

    def due(self, at: float) -> list[RepoConfig]:
        return [r for n, r in self.repos.items() if at - self._last.get(n, float("-inf")) >= r.refresh_seconds]

    def tick(self, store, at: float | None = None) -> list[Refreshed]:
        t = time.monotonic() if at is None else at
        done = []
        for repo in self.due(t):
            self._last[repo.name] = t
            try:
                done.append(refresh_one(store, repo))
            except Exception as e:  # one repository's failure never stops the others' refreshes
                self.say(f"refresh of {repo.name} failed: {type(e).__name__}: {e}")
                continue
            self.say(describe(done[-1]))
        return done

    def start(self) -> threading.Thread | None:
        if not self.repos:
            return None

        def run():
            from .store import Store

            store = Store(self.db)
            try:
                while not self._stop.wait(1.0):
                    self.tick(store)
            finally:
                store.close()

        t = threading.Thread(target=run, name="repo-refresh", daemon=True)
        t.start()
        return t

    def stop(self) -> None:
        self._stop.set()


def describe(done: Refreshed) -> str:
    r = done.refresh
    if r.error:
        return f"{r.name}: {r.error}"
    if not r.changed:
        return f"{r.name}: up to date at {(r.after or '')[:12]}"
    return (f"{r.name}: {r.before[:12]} -> {r.after[:12]}; re-verified {done.checked} experience(s): "
            f"{done.stale} newly stale, {done.recovered} recovered")
