"""A chain worker of the team server: lease an uploaded session from the queue, govern it, record how far.

    governance worker --db postgresql://governance@db/governance --repos repos.toml

Each `Worker` repeatedly:

1. leases the oldest session with bytes not governed yet (graph/work_queue.py; `FOR UPDATE SKIP LOCKED`
   on PostgreSQL, so workers on one or several machines take different sessions at once);
2. writes the session's uploaded bytes to a local file and runs the governance chain on it, under the
   input key `upload:SESSION` — the store records the session's offsets under that key, the same on
   every machine — and the run key `upload:SESSION:FROM:TO`. Review's source check runs against the
   server's checkout of the session's repository (repos.toml). The run's checkpoints are in the
   database, so when a worker is killed mid-run, the worker that next leases the session finds the
   unfinished run by its key and resumes it from the newest checkpoint (a run already started is
   resumed with the bytes it started with; bytes that arrived since are the next piece of work);
3. marks the session governed up to where the run read, and releases it. Merge against the shared
   history is serialised per repository (graph/merge_lock.py), so two workers never both create one
   experience.

While a run goes on, each step renews the lease; a worker whose lease was taken over anyway (it stalled
past it) gets `LeaseLost` and its result is not recorded twice. A session whose run fails is left to
its lease: another attempt comes after it, and the worker goes on with other sessions.
"""
from __future__ import annotations

import os
import socket
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from . import work_queue
from .repos_config import RepoConfig

DEFAULT_LEASE = 600.0


def default_work_dir() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "governance" / "worker"


def default_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def input_key(session: str) -> str:
    return f"upload:{session}"


@dataclass
class Governed:
    session: str
    repository: str
    start: int
    end: int
    run_id: str | None = None
    resumed: bool = False
    stored: int = 0
    waiting: int = 0
    error: str | None = None      # the run failed: the session waits for its lease to run out
    lease_lost: bool = False
    source_checked: bool = True


@dataclass
class WorkerStats:
    governed: list[Governed] = field(default_factory=list)

    @property
    def sessions(self) -> int:
        return sum(1 for g in self.governed if not g.error and not g.lease_lost)


class Worker:
    """One worker on one store; keeps one chain per repository open between sessions."""

    def __init__(self, db: str, repos: dict[str, RepoConfig], backend=None, name: str | None = None,
                 lease: float = DEFAULT_LEASE, work_dir: str | Path | None = None,
                 say: Callable[[str], None] | None = None):
        from .store import Store

        self.db = db
        self.repos = repos
        self.name = name or default_name()
        self.lease = lease
        self.work_dir = Path(work_dir) if work_dir else default_work_dir()
        self.work_dir.mkdir(parents=True, exist_ok=True)
        self.say = say or (lambda message: print(f"governance worker {self.name}: {message}", file=sys.stderr,
                                                 flush=True))
        if backend is None:
            from .llm import make_backend

            backend = make_backend()
        self.backend = backend
        self.store = Store(db)   # the queue's connection; each chain has its own
        self._chains: dict[str, object] = {}
        self._heads: dict[str, str | None] = {}   # repository -> the checkout's commit when last looked at

    def close(self) -> None:
        for chain in self._chains.values():
            chain.close()
        self._chains.clear()
        self.store.close()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _current_code(self, repository: str) -> None:
        """Review's source check reads this process's code index of the checkout: brought up to date when the
        checkout's commit moved (`governance refresh` fast-forwarded it) since this worker last looked."""
        repo = self.repos.get(repository)
        if repo is None:
            return
        from .repos_config import head as head_of

        head = head_of(repo.path)
        if head != self._heads.setdefault(repository, head):
            from . import review_s1

            review_s1.refresh(repo.path)
            self._heads[repository] = head

    def _chain(self, repository: str):
        from .chain import Chain

        if repository not in self._chains:
            repo = self.repos.get(repository)
            self._chains[repository] = Chain(self.db, repo.path if repo else None, self.backend,
                                             repository=repository)
        return self._chains[repository]

    def _unfinished_end(self, work: work_queue.Work) -> int | None:
        """The end offset of an unfinished run of this session from `work.start` (a killed worker's), if any."""
        row = self.store.db.execute(
            "SELECT input_key FROM runs WHERE input_key LIKE ? AND status='running' ORDER BY started_at DESC LIMIT 1",
            (f"{input_key(work.session)}:{work.start}:%",)).fetchone()
        if row is None:
            return None
        end = int(row["input_key"].rsplit(":", 1)[1])
        return end if work.start < end <= work.end else None

    def _materialise(self, session: str, end: int) -> Path:
        """The session's uploaded bytes 0..end in a local file (written whole, then renamed into place)."""
        text = work_queue.content(self.store, work_queue.Work(session, "", "", 0, end))
        path = self.work_dir / f"{session}.jsonl"
        tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
        return path

    def govern(self, work: work_queue.Work) -> Governed:
        end = self._unfinished_end(work) or work.end
        result = Governed(work.session, work.repository, work.start, end,
                          source_checked=work.repository in self.repos)
        if not result.source_checked:
            self.say(f"{work.session}: repository {work.repository!r} is not in repos.toml; Review's source "
                     "check (S1) does NOT run for it")
        key = input_key(work.session)
        try:
            local = self._materialise(work.session, end)
            self._current_code(work.repository)
            chain = self._chain(work.repository)

            def renew(node: str, delta: dict) -> None:
                work_queue.renew(self.store, self.name, work, self.lease)

            r = chain.run([key], renew, key=f"{key}:{work.start}:{end}", uploaded={key: str(local)})
            result.run_id, result.resumed, result.stored = r.run_id, r.resumed, r.funnel.stored
            result.waiting = len(r.waiting)
            from .stats import observe_paths

            observe_paths(self.store, [local])
            work_queue.complete(self.store, self.name, work, governed_to=end)
        except work_queue.LeaseLost as e:
            result.lease_lost, result.error = True, str(e)
        except Exception as e:  # one session's failure must not stop the worker: reported, retried after the lease
            result.error = f"{type(e).__name__}: {e}"
            self.say(f"{work.session}: the run failed, left to its lease for another attempt: {result.error}")
        return result

    def run_once(self) -> Governed | None:
        """Lease and govern one session; None when no session is free."""
        work = work_queue.claim(self.store, self.name, self.lease)
        return None if work is None else self.govern(work)

    def run(self, drain: bool = False, poll: float = 2.0, max_sessions: int | None = None,
            stop: Callable[[], bool] | None = None) -> WorkerStats:
        """Govern sessions until stopped; with `drain`, until no session has ungoverned bytes (sessions
        another worker holds are waited for: a killed worker's come free when its lease runs out)."""
        stats = WorkerStats()
        failed: set[str] = set()
        while not (stop and stop()):
            if max_sessions is not None and len(stats.governed) >= max_sessions:
                break
            done = self.run_once()
            if done is not None:
                stats.governed.append(done)
                if done.error and not done.lease_lost:
                    failed.add(done.session)
                else:
                    failed.discard(done.session)
                continue
            # A drain does not wait forever on sessions whose runs failed here: they are reported.
            if drain and work_queue.pending(self.store) <= len(failed):
                break
            time.sleep(poll)
        return stats
