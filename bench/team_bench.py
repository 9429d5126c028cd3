"""The team server's first slice under load, loopback only and bounded: the store on PostgreSQL against
SQLite, and transcript uploads (`POST /v1/transcripts`) from simulated developers.

    .venv/bin/python bench/team_bench.py [--developers 20] [--pg postgresql://postgres@127.0.0.1:5432/test]

1. Store round trip: N experiences created one decision per transaction (what a run's Store step does),
   then each read back with its history; per-operation time on PostgreSQL as a ratio of SQLite's,
   measured in this run.
2. Uploads: each developer uploads the sample transcripts (sample_repos/transcripts) line by line as
   increments of its own sessions, resending every fifth one (a lost acknowledgement), all developers
   at once: (a) in-process into SQLite (the reference), (b) over HTTP into `governance serve`'s API on a
   SQLite store, (c) in-process into PostgreSQL with one connection per developer (several servers on
   one database). Prints increments/s for each and the ratio to (a), and compares what the store holds
   with what was sent (nothing lost, nothing twice).

3. The team server under load (`--team`, on PostgreSQL): `governance serve`'s API with tokens required
   on a store seeded with experiences, W `governance worker` processes, D developers uploading the sample
   Claude Code/Codex sessions line by line over HTTP (each its own token and sessions, every fifth
   increment resent) while A agents search (their own read token, queries about the sample repository).
   Prints uploads/s, sessions governed per minute per worker (from the audit log, after the queue has
   drained), search p50/p95 under that load against the same searches on the idle server measured just
   before, and the counts at the end: increments and bytes held against sent, every session governed to
   its end, no run left unfinished, no experience stored twice (50 copies of one lesson are one
   experience, since Merge against the shared history is serialised per repository).

PostgreSQL parts are skipped with the reason when no server answers. A throwaway database is created and
dropped. Load average is printed: the machine is shared.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from graph import tokens  # noqa: E402
from graph.models import Candidate, Explanation, MergeDecision, Source  # noqa: E402
from graph.store import Store  # noqa: E402
from graph.uploads import Uploads  # noqa: E402

TRANSCRIPTS = ROOT / "sample_repos" / "transcripts"


def _pg_database(admin_url: str):
    import psycopg

    try:
        admin = psycopg.connect(admin_url, autocommit=True, connect_timeout=3)
    except Exception as e:
        return None, None, str(e).strip().splitlines()[0]
    name = f"codefacts_bench_{os.getpid()}"
    admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    admin.execute(f"CREATE DATABASE {name}")
    return admin, admin_url.rsplit("/", 1)[0] + "/" + name, None


def store_round_trip(target: str, n: int) -> dict:
    store = Store(target)
    t0 = time.perf_counter()
    for i in range(n):
        c = Candidate(id=f"cand-{i}", segment_id="seg", when=f"When the task touches module {i} switches",
                      what=f"Use SwitchKey constant {i}", why="because the String lookup is cached", lens="logic",
                      evidence_turns=["t1"], source=Source(session=f"s{i}", transcript_path=f"/t/{i}"),
                      explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))
        store.save_candidates("run-1", [c], {})
        store.apply_decisions("run-1", [MergeDecision(id=f"dec-{i}", candidate_id=c.id, action="create", reason="r",
                                                      experience_id=f"exp-{i}")], {c.id: c},
                              [{"path": f"/t/{i}", "id": f"s{i}", "format": "plain", "end_offset": 3}])
    t1 = time.perf_counter()
    for i in range(n):
        assert store.experience(f"exp-{i}").version == 1
    t2 = time.perf_counter()
    listed = len(store.experiences())
    store.close()
    assert listed == n
    return {"create_ms": (t1 - t0) / n * 1000, "read_ms": (t2 - t1) / n * 1000}


def _sessions(dev: int) -> list[tuple[str, str, list[str]]]:
    out = []
    for path in sorted(TRANSCRIPTS.rglob("*.json*")):
        fmt = path.parent.name
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        if fmt == "plain" or len(lines) < 2:   # one JSON document: one increment
            lines = ["".join(lines)]
        out.append((f"dev{dev}-{path.stem}", fmt, lines))
    return out


def _plan(dev: int) -> tuple[list[dict], int, int]:
    """The increments one developer sends (with resends), the distinct ones, and their bytes."""
    sends, distinct, size = [], 0, 0
    for session, fmt, lines in _sessions(dev):
        offset = 0
        for k, line in enumerate(lines):
            inc = {"session": session, "format": fmt, "offset": offset, "content": line, "repository": "qqbrowser",
                   "commit": "0123abcd"}
            sends.append(inc)
            if k % 5 == 4:
                sends.append(inc)   # the acknowledgement was lost: sent again
            offset += len(line.encode("utf-8"))
            distinct += 1
            size += len(line.encode("utf-8"))
    return sends, distinct, size


def _run_developers(developers: int, send_one) -> tuple[float, dict]:
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    errors: list[str] = []

    def developer(dev: int):
        sends, _, _ = _plan(dev)
        for inc in sends:
            try:
                status = send_one(dev, inc)
            except Exception as e:  # reported, and the count check below shows what it cost
                errors.append(f"{type(e).__name__}: {e}")
                continue
            with lock:
                statuses[status] = statuses.get(status, 0) + 1

    threads = [threading.Thread(target=developer, args=(d,)) for d in range(developers)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - t0
    if errors:
        statuses[-1] = len(errors)
        print(f"    {len(errors)} error(s), first: {errors[0]}")
    return elapsed, statuses


def _held(target: str) -> tuple[int, int]:
    store = Store(target)
    n = store.count("uploads")
    size = store.db.execute("SELECT coalesce(sum(byte_end - byte_offset), 0) FROM uploads").fetchone()[0]
    store.close()
    return n, size


def uploads_in_process(target: str, developers: int, per_developer_connection: bool) -> dict:
    setup = Store(target)
    _, tok = tokens.create(setup, "bench", ["qqbrowser"])
    shared = None if per_developer_connection else Uploads(setup)
    conns: dict[int, Uploads] = {}
    conn_lock = threading.Lock()

    def send(dev, inc):
        up = shared
        if up is None:
            with conn_lock:
                if dev not in conns:
                    conns[dev] = Uploads(Store(target))
                up = conns[dev]
        return up.receive(tok, inc).status

    elapsed, statuses = _run_developers(developers, send)
    for up in conns.values():
        up.store.close()
    setup.close()
    return _report(target, developers, elapsed, statuses)


def uploads_over_http(target: str, developers: int) -> dict:
    from graph.api_server import make_server
    from graph.serving import Retriever

    setup = Store(target)
    text, _ = tokens.create(setup, "bench", ["qqbrowser"])
    setup.close()
    retriever = Retriever(target, {})
    srv = make_server(retriever, "127.0.0.1", 0)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{srv.port}/v1/transcripts"

    def send(dev, inc):
        req = urllib.request.Request(url, data=json.dumps(inc).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {text}"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status
        except urllib.error.HTTPError as e:
            return e.code

    try:
        elapsed, statuses = _run_developers(developers, send)
    finally:
        srv.shutdown()
        srv.close()
        retriever.close()
    return _report(target, developers, elapsed, statuses)


def _report(target: str, developers: int, elapsed: float, statuses: dict) -> dict:
    sent = [_plan(d) for d in range(developers)]
    distinct = sum(p[1] for p in sent)
    size = sum(p[2] for p in sent)
    requests = sum(len(p[0]) for p in sent)
    held, held_bytes = _held(target)
    return {"requests": requests, "per_s": requests / elapsed, "seconds": elapsed, "statuses": statuses,
            "distinct": distinct, "held": held, "bytes_sent": size, "bytes_held": held_bytes,
            "nothing_lost": held == distinct and held_bytes == size and statuses.get(201, 0) == distinct}


# ---------------------------------------------------------------- 3. the team server under load

QUERIES = [
    "which SwitchKey constant to use for a switch read across modules",
    "bookmark list fast scroll bar does not appear",
    "packager retry noise when the beta channel upload fails",
    "the stop hook report is lost when the runner exits",
    "FastCut item switch between direct page and xhome",
    "video autoplay switch in the feed",
    "download button on the d-site page",
    "how to import the blocklist for the d-site",
]


def _seed(store: Store, n: int) -> None:
    """`n` experiences about the sample repository's classes (its own names, so anchoring and read-time
    verification have real code to look at), as the chain would have stored them."""
    import re

    names = sorted({m.group(1) for f in (ROOT / "sample_repos" / "qqbrowser").rglob("*") if f.is_file()
                    for m in re.finditer(r"class ([A-Z][A-Za-z0-9]+)", f.read_text(errors="replace"))})
    topics = ["a switch read across modules", "a list that scrolls fast", "a retry after a failed upload",
              "the feed's autoplay", "a page opened from the home screen", "a download started from a page"]
    for i in range(n):
        name, topic = names[i % len(names)], topics[(i // len(names)) % len(topics)]
        c = Candidate(id=f"seed-{i}", segment_id="seg", when=f"When the task involves {topic} in {name} ({i})",
                      what=f"Go through {name} rather than a new helper for {topic}",
                      why=f"{name} already handles {topic}; a second path drifts from it", lens="logic",
                      symbols=[name], evidence_turns=["t1"],
                      source=Source(session=f"seed-{i}", transcript_path=f"seed:{i}",
                                    repository=str(ROOT / "sample_repos" / "qqbrowser")),
                      explanation=Explanation(why_experience="w", garbage_checks_passed=[], evidence_turns=["t1"]))
        store.apply_decisions("seed", [MergeDecision(id=f"seed-dec-{i}", candidate_id=c.id, action="create",
                                                     reason="seeded", experience_id=f"seed-exp-{i}")], {c.id: c}, [])


def _team_sessions(dev: int) -> list[tuple[str, str, list[str]]]:
    """A developer's copies of the append-only sample sessions (what the hook uploads)."""
    out = []
    for path in sorted(TRANSCRIPTS.glob("c*/*.jsonl")):
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        out.append((f"dev{dev:02d}-{path.stem}", path.parent.name, lines))
    return out


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def team_under_load(pg_url: str, developers: int, workers: int, agents: int, seed: int, drain_timeout: float) -> dict:
    import subprocess

    from graph.api_server import make_server
    from graph.serving import Retriever
    from graph.work_queue import pending

    store = Store(pg_url)
    dev_tokens = [tokens.create(store, f"dev{d:02d}", ["qqbrowser"], scopes=["upload"])[0] for d in range(developers)]
    agent_token = tokens.create(store, "agents", ["qqbrowser"], scopes=["read"])[0]
    _seed(store, seed)
    store.close()
    repo = ROOT / "sample_repos" / "qqbrowser"
    retriever = Retriever(pg_url, {"qqbrowser": str(repo)})
    srv = make_server(retriever, "127.0.0.1", 0, require_tokens=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.port}"
    work = Path(tempfile.mkdtemp(prefix="team_workers_"))
    (work / "repos.toml").write_text(f'[repos.qqbrowser]\npath = "{repo}"\n')

    def post(path: str, body: dict, token: str) -> int:
        req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                r.read()
                return r.status
        except urllib.error.HTTPError as e:
            return e.code

    def search(q: str) -> tuple[int, float]:
        t = time.perf_counter()
        status = post("/v1/experiences/search", {"query": q, "repo": "qqbrowser", "limit": 3}, agent_token)
        return status, (time.perf_counter() - t) * 1000

    for q in QUERIES:   # warm: the code index opened, the text index loaded
        search(q)
    idle = [search(QUERIES[i % len(QUERIES)])[1] for i in range(80)]

    procs = [subprocess.Popen([sys.executable, "-m", "graph.cli", "worker", "--db", pg_url, "--repos",
                               str(work / "repos.toml"), "--backend", "offline", "--poll", "0.2", "--name", f"w{k}",
                               "--work-dir", str(work / f"w{k}")], cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=open(work / f"w{k}.log", "w")) for k in range(workers)]
    statuses: dict[int, int] = {}
    loaded: list[float] = []
    search_errors: list[int] = []
    lock = threading.Lock()
    uploading = threading.Event()
    uploading.set()
    sent = {"distinct": 0, "bytes": 0, "requests": 0}

    def developer(d: int):
        for session, fmt, lines in _team_sessions(d):
            offset = 0
            for k, line in enumerate(lines):
                inc = {"session": session, "format": fmt, "offset": offset, "content": line, "repository": "qqbrowser"}
                for _ in range(2 if k % 5 == 4 else 1):   # every fifth acknowledgement lost: sent again
                    status = post("/v1/transcripts", inc, dev_tokens[d])
                    with lock:
                        statuses[status] = statuses.get(status, 0) + 1
                        sent["requests"] += 1
                offset += len(line.encode())
                with lock:
                    sent["distinct"] += 1
                    sent["bytes"] += len(line.encode())

    def agent(a: int):
        i = a
        while uploading.is_set():
            status, ms = search(QUERIES[i % len(QUERIES)])
            with lock:
                (loaded if status == 200 else search_errors).append(ms if status == 200 else status)
            i += 1

    devs = [threading.Thread(target=developer, args=(d,)) for d in range(developers)]
    ags = [threading.Thread(target=agent, args=(a,)) for a in range(agents)]
    t0 = time.perf_counter()
    for t in devs + ags:
        t.start()
    for t in devs:
        t.join()
    upload_s = time.perf_counter() - t0
    uploading.clear()
    for t in ags:
        t.join()
    check = Store(pg_url)
    deadline = time.monotonic() + drain_timeout
    while pending(check) and time.monotonic() < deadline:
        time.sleep(0.5)
    drained = pending(check) == 0
    governed_s = time.perf_counter() - t0
    for p in procs:
        p.terminate()
    for p in procs:
        p.wait(timeout=60)
    srv.shutdown()
    srv.close()
    retriever.close()

    passes = [r["actor"] for r in check.audit_log() if r["action"] == "session_governed"]
    per_worker = {w: passes.count(w) for w in sorted(set(passes))}
    held = check.count("uploads")
    held_bytes = check.db.execute("SELECT coalesce(sum(byte_end - byte_offset), 0) FROM uploads").fetchone()[0]
    sessions = check.count("upload_sessions")
    complete = check.count("upload_sessions", "WHERE governed_offset = end_offset")
    unfinished = check.count("runs", "WHERE status = 'running'")
    whats = [e.body.what for e in check.experiences() if not e.id.startswith("seed-")]
    check.close()
    return {"upload_s": upload_s, "uploads_per_s": sent["requests"] / upload_s, "statuses": statuses,
            "governed_s": governed_s, "drained": drained, "passes": len(passes), "per_worker": per_worker,
            "per_minute_per_worker": len(passes) / (governed_s / 60) / workers, "sessions": sessions,
            "sessions_per_minute_per_worker": complete / (governed_s / 60) / workers,
            "idle_p50": _pct(idle, 0.5), "idle_p95": _pct(idle, 0.95), "load_p50": _pct(loaded, 0.5),
            "load_p95": _pct(loaded, 0.95), "searches": len(loaded), "search_errors": search_errors,
            "sent": sent, "held": held, "held_bytes": held_bytes, "complete": complete, "unfinished": unfinished,
            "experiences": len(whats), "distinct_experiences": len(set(whats)),
            "nothing_lost": (held == sent["distinct"] and held_bytes == sent["bytes"] and complete == sessions
                             and drained and unfinished == 0 and len(whats) == len(set(whats))
                             and statuses.get(201, 0) == sent["distinct"] and not search_errors)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--developers", type=int, default=20)
    ap.add_argument("--experiences", type=int, default=200)
    ap.add_argument("--team", action="store_true", help="only part 3, the team server under load")
    ap.add_argument("--workers", type=int, default=2, help="part 3: chain worker processes (default 2)")
    ap.add_argument("--agents", type=int, default=4, help="part 3: agents searching meanwhile (default 4)")
    ap.add_argument("--seed", type=int, default=1000, help="part 3: experiences in the store at the start")
    ap.add_argument("--drain-timeout", type=float, default=1200, help="part 3: seconds to wait for the queue")
    ap.add_argument("--pg", default=os.environ.get("CODEFACTS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/test"))
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} (2 cores, shared)")
    admin, pg_url, why = _pg_database(args.pg)
    if why:
        print(f"PostgreSQL parts skipped: {why}")
    tmp = Path(tempfile.mkdtemp(prefix="team_bench_"))

    def fresh_pg():
        import psycopg

        with psycopg.connect(pg_url, autocommit=True) as c:
            c.execute("DROP SCHEMA public CASCADE")
            c.execute("CREATE SCHEMA public")
        return pg_url

    try:
        if args.team:
            if not pg_url:
                return 0
            print(f"\n3. team server: {args.developers} developers uploading {len(_team_sessions(0))} sessions each "
                  f"line by line over HTTP, {args.agents} agents searching, {args.workers} workers, "
                  f"{args.seed} experiences seeded")
            r = team_under_load(fresh_pg(), args.developers, args.workers, args.agents, args.seed, args.drain_timeout)
            print(f"   uploads     {r['uploads_per_s']:.0f} requests/s over {r['upload_s']:.1f} s  statuses "
                  f"{dict(sorted(r['statuses'].items()))}")
            print(f"   search      idle p50 {r['idle_p50']:.1f} ms p95 {r['idle_p95']:.1f} ms; under load p50 "
                  f"{r['load_p50']:.1f} ms ({r['load_p50'] / r['idle_p50']:.1f}x) p95 {r['load_p95']:.1f} ms "
                  f"({r['load_p95'] / r['idle_p95']:.1f}x), {r['searches']} searches, {len(r['search_errors'])} errors")
            print(f"   chain       {r['sessions']} sessions governed to their end in {r['governed_s']:.0f} s: "
                  f"{r['sessions_per_minute_per_worker']:.1f} sessions/min per worker; {r['passes']} governing passes "
                  f"(a session is governed again when more of it arrives) = {r['per_minute_per_worker']:.1f}/min per "
                  f"worker, by worker {r['per_worker']}")
            print(f"   counts      increments held {r['held']}/{r['sent']['distinct']}, bytes {r['held_bytes']}/"
                  f"{r['sent']['bytes']}, sessions governed to the end {r['complete']}/{r['sessions']}, runs left "
                  f"unfinished {r['unfinished']}, experiences from the sessions {r['experiences']} "
                  f"({r['distinct_experiences']} distinct)  {'nothing lost' if r['nothing_lost'] else 'MISMATCH'}")
            print(f"load average at the end {os.getloadavg()[0]:.2f}")
            return 0 if r["nothing_lost"] else 1
        print(f"\n1. store round trip, {args.experiences} experiences (one create per transaction, then read back)")
        ref = store_round_trip(str(tmp / "rt.sqlite"), args.experiences)
        print(f"   SQLite      create {ref['create_ms']:.2f} ms  read {ref['read_ms']:.2f} ms")
        if pg_url:
            r = store_round_trip(fresh_pg(), args.experiences)
            print(f"   PostgreSQL  create {r['create_ms']:.2f} ms ({r['create_ms'] / ref['create_ms']:.2f}x SQLite)  "
                  f"read {r['read_ms']:.2f} ms ({r['read_ms'] / ref['read_ms']:.2f}x SQLite)")

        n_sessions = len(_sessions(0))
        print(f"\n2. uploads: {args.developers} developers at once, {n_sessions} sessions each, every 5th increment resent")
        rows = [("SQLite, in process (reference)", uploads_in_process(str(tmp / "up.sqlite"), args.developers, False))]
        rows.append(("SQLite, over HTTP", uploads_over_http(str(tmp / "http.sqlite"), args.developers)))
        if pg_url:
            rows.append(("PostgreSQL, a connection per developer",
                         uploads_in_process(fresh_pg(), args.developers, True)))
        base = rows[0][1]["per_s"]
        ok = True
        for name, r in rows:
            ok &= r["nothing_lost"]
            print(f"   {name:<40} {r['per_s']:8.0f} requests/s ({r['per_s'] / base:.2f}x)  {r['requests']} requests "
                  f"in {r['seconds']:.2f} s  statuses {dict(sorted(r['statuses'].items()))}  held {r['held']}/{r['distinct']} "
                  f"increments, {r['bytes_held']}/{r['bytes_sent']} bytes  {'nothing lost' if r['nothing_lost'] else 'MISMATCH'}")
        return 0 if ok else 1
    finally:
        if admin is not None:
            admin.execute(f"DROP DATABASE IF EXISTS {pg_url.rsplit('/', 1)[1]} WITH (FORCE)")
            admin.close()


if __name__ == "__main__":
    sys.exit(main())
