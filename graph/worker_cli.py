"""`governance worker` (graph/worker.py) and `governance refresh` (graph/repo_refresh.py): the team server's
chain workers and its checkouts kept current. Parses and prints only."""
from __future__ import annotations

import json
import sys
from contextlib import contextmanager


@contextmanager
def _store(db: str):
    from .store import Store

    store = Store(db)
    try:
        yield store
    finally:
        store.close()


def cmd_worker(args) -> int:
    from .cli import _db
    from .llm import make_backend
    from .repos_config import load
    from .worker import Worker

    repos = load(args.repos) if args.repos else {}
    with Worker(_db(args), repos, make_backend(args.backend), name=args.name, lease=args.lease,
                work_dir=args.work_dir) as worker:
        try:
            stats = worker.run(drain=args.drain, poll=args.poll, max_sessions=args.max_sessions)
        except KeyboardInterrupt:
            return 0
    for g in stats.governed:
        if args.json:
            print(json.dumps(g.__dict__, ensure_ascii=False))
        else:
            what = (f"FAILED ({g.error})" if g.error else
                    f"{'resumed ' if g.resumed else ''}{g.run_id}: {g.stored} stored"
                    + (f", {g.waiting} waiting for a human" if g.waiting else "")
                    + ("" if g.source_checked else " (S1 not run: repository not in repos.toml)"))
            print(f"{g.session} [{g.repository}] bytes {g.start}..{g.end}: {what}")
    if not args.json:
        print(f"{stats.sessions} session(s) governed by {worker.name}", file=sys.stderr)
    return 1 if any(g.error and not g.lease_lost for g in stats.governed) else 0


def cmd_refresh(args) -> int:
    import time

    from .cli import _db
    from .repo_refresh import RefreshLoop, describe, refresh_one
    from .repos_config import load

    repos = load(args.repos)
    with _store(_db(args)) as store:
        if args.loop:
            loop = RefreshLoop(_db(args), repos, say=lambda m: print(m, flush=True))
            if not loop.repos:
                raise ValueError(f"{args.repos}: no repository has refresh = \"…\" to loop on")
            try:
                while True:
                    loop.tick(store)
                    time.sleep(1.0)
            except KeyboardInterrupt:
                return 0
        worst = 0
        for repo in repos.values():
            done = refresh_one(store, repo)
            print(describe(done))
            worst = max(worst, 2 if done.refresh.error else (1 if done.stale else 0))
    return worst


def register(sub, common) -> None:
    """Add `governance worker` and `governance refresh` (called from graph.cli.build_parser)."""
    rf = sub.add_parser("refresh", help="fetch + fast-forward the repositories of repos.toml and re-verify their "
                                        "experiences when the code changed (exit 1: some went stale, 2: a refresh failed)")
    rf.add_argument("--repos", required=True, help="repos.toml")
    rf.add_argument("--loop", action="store_true", help="keep refreshing each repository on its own `refresh` interval")
    common(rf, json_flag=False)
    rf.set_defaults(func=cmd_refresh)
    w = sub.add_parser("worker", help="lease uploaded sessions from the store's queue and run the chain on them "
                                      "(any number of workers, on one or several machines)")
    w.add_argument("--repos", help="repos.toml: the repositories' checkouts on this machine (Review's source check)")
    w.add_argument("--name", help="this worker's name in leases and the audit log (default HOST:PID)")
    w.add_argument("--lease", type=float, default=600.0, help="seconds a leased session stays this worker's "
                                                              "without news (renewed at every step; default 600)")
    w.add_argument("--drain", action="store_true", help="exit once no session has ungoverned bytes")
    w.add_argument("--poll", type=float, default=2.0, help="seconds between looks at an empty queue (default 2)")
    w.add_argument("--max-sessions", type=int, help="exit after this many sessions")
    w.add_argument("--work-dir", help="where uploaded sessions are written for reading (default "
                                      "~/.local/state/governance/worker)")
    w.add_argument("--backend", choices=["offline", "openai"], help="default: openai when an endpoint is configured")
    common(w)
    w.set_defaults(func=cmd_worker)
