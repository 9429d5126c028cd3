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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--developers", type=int, default=20)
    ap.add_argument("--experiences", type=int, default=200)
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
