"""Bounded loopback load test of `verify serve`.

Starts the service on the sample repository (loopback, a free port), then, in one run:
  1. one at a time: N requests, sequential, one connection each  -> the reference latencies;
  2. C in flight: the same N requests from C concurrent clients   -> resets, errors, latencies;
  3. a small and a large request together: the one-claim latency while a 0.9 MB request runs;
  4. N/4 requests one at a time while 300 idle connections and 20 slow clients are open.
Prints p50/p95/p99 of each and their ratios to the one-at-a-time figures. Fixed counts, no timing
assertions: a report, not a test.

    .venv/bin/python bench/load_bench.py [--requests 400] [--concurrency 200] [--repo sample_repos/qqbrowser]
"""
from __future__ import annotations

import argparse
import errno
import json
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ["FastScrollBar.attachToQBListView", "use FastScrollBarCompat.attachToQBRecyclerView() for QB lists",
         "UbaHooks.OnPageLoad", "Gateway.Send", "在 Android 列表开发中对接 FastScrollBar 时应使用 attach() 方法"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def one_request(port: int, body: bytes, timeout: float = 60.0) -> tuple[str, float]:
    """('ok'|'reset'|'refused'|'timeout'|'http NNN'|'error ...', seconds) on a fresh connection."""
    start = time.perf_counter()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(b"POST /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      b"Connection: close\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
            data = bytearray()
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
    except ConnectionResetError:
        return "reset", time.perf_counter() - start
    except ConnectionRefusedError:
        return "refused", time.perf_counter() - start
    except (socket.timeout, TimeoutError):
        return "timeout", time.perf_counter() - start
    except OSError as exc:
        return ("reset" if exc.errno == errno.ECONNRESET else f"error {exc.errno}"), time.perf_counter() - start
    elapsed = time.perf_counter() - start
    if not data:
        return "empty", elapsed
    status = data.split(b" ", 2)[1].decode()
    return ("ok" if status == "200" else f"http {status}"), elapsed


def percentiles(values: list[float]) -> tuple[float, float, float]:
    if len(values) < 2:
        v = values[0] if values else float("nan")
        return v, v, v
    q = statistics.quantiles(values, n=100, method="inclusive")
    return q[49], q[94], q[98]


def report(label: str, results: list[tuple[str, float]], ref: tuple[float, float, float] | None) -> tuple:
    outcomes: dict[str, int] = {}
    for outcome, _ in results:
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    ok = [t for o, t in results if o == "ok"]
    p = percentiles(ok)
    line = (f"{label:<28} n={len(results):<4} " + " ".join(f"{k}={v}" for k, v in sorted(outcomes.items()))
            + f"  p50={p[0] * 1000:.0f}ms p95={p[1] * 1000:.0f}ms p99={p[2] * 1000:.0f}ms")
    if ref:
        line += f"  (x{p[0] / ref[0]:.1f} / x{p[1] / ref[1]:.1f} / x{p[2] / ref[2]:.1f} of one-at-a-time)"
    print(line, flush=True)
    return p


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo", default=str(ROOT / "sample_repos" / "qqbrowser"))
    ap.add_argument("--requests", type=int, default=400)
    ap.add_argument("--concurrency", type=int, default=200)
    args = ap.parse_args(argv)
    port = free_port()
    with tempfile.TemporaryDirectory() as idx:
        proc = subprocess.Popen([sys.executable, "-m", "verifier.cli", "serve", "--repo", f"qq={args.repo}",
                                 "--port", str(port), "--index-dir", idx],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
        try:
            deadline = time.monotonic() + 120
            while one_request(port, b'{"texts": ["A.b"]}', timeout=5)[0] != "ok":
                if time.monotonic() > deadline or proc.poll() is not None:
                    print("the service did not start:", proc.stderr.read(), file=sys.stderr)
                    return 2
                time.sleep(0.3)
            bodies = [json.dumps({"texts": [TEXTS[i % len(TEXTS)]]}).encode() for i in range(args.requests)]
            print(f"verify serve on {args.repo}: {args.requests} requests of one text")
            seq = [one_request(port, b) for b in bodies]
            ref = report("one at a time", seq, None)
            with ThreadPoolExecutor(max_workers=args.concurrency) as pool:
                barrier = threading.Barrier(args.concurrency)

                def fire(body: bytes):
                    try:
                        barrier.wait(timeout=30)
                    except threading.BrokenBarrierError:
                        pass
                    return one_request(port, body)
                conc = list(pool.map(fire, bodies))
            report(f"{args.concurrency} in flight", conc, ref)

            big = json.dumps({"texts": [("FastScrollBar.attach " * 5000)[:99_000]] * 9}).encode()
            small = json.dumps({"texts": ["FastScrollBar.attachToQBListView"]}).encode()
            results: dict[str, tuple[str, float]] = {}
            t = threading.Thread(target=lambda: results.__setitem__("big", one_request(port, big)))
            t.start()
            time.sleep(0.3)   # the large request is being verified
            results["small"] = one_request(port, small)
            t.join()
            print(f"{len(big) / 1e6:.1f} MB request: {results['big'][0]} in {results['big'][1]:.2f}s; "
                  f"one-claim request sent 0.3 s later: {results['small'][0]} in {results['small'][1] * 1000:.0f}ms "
                  f"(x{results['small'][1] / ref[0]:.1f} of one-at-a-time p50)")

            # Idle and slow clients: 300 connections that send nothing and 20 that send a byte every
            # 0.4 s, while N/4 ordinary requests are made one at a time.
            idle = []
            for _ in range(300):
                try:
                    idle.append(socket.create_connection(("127.0.0.1", port), timeout=10))
                except OSError:
                    break
            stop = threading.Event()

            def slow_client():
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
                        for byte in b"POST /v1/verify HTTP/1.1\r\nHost: slow\r\nContent-Length: 20\r\n\r\n":
                            if stop.is_set():
                                return
                            s.sendall(bytes([byte]))
                            time.sleep(0.4)
                except OSError:
                    pass   # the server closed it at its read deadline: what it should do
            slow = [threading.Thread(target=slow_client, daemon=True) for _ in range(20)]
            for t in slow:
                t.start()
            time.sleep(0.5)
            with_idle = [one_request(port, b) for b in bodies[: max(1, args.requests // 4)]]
            report(f"{len(idle)} idle + 20 slow open", with_idle, ref)
            stop.set()
            for s in idle:
                s.close()
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
