"""Capture speed: the hook's start-up and the transcript readers, as ratios to references measured in
the same run (the machine is shared; absolute times are noise).

    .venv/bin/python bench/capture_bench.py [--records 40000] [--runs 15]

- hook: median wall time of ``governance hook`` on one Stop event / ``python -c pass``.
- read: a generated Claude Code session (records cycled from the 2.1 fixture, one linear uuid chain)
  read whole and incrementally (the last 10 records) / parsing every line with ``json.loads``, the
  floor any reader that understands rewinds must pay.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from graph.transcripts import read_transcript  # noqa: E402

FIXTURE = ROOT / "tests" / "fixtures" / "transcripts" / "claude" / "2.1-rewind-then-compact.jsonl"


def _median(fn, runs: int) -> float:
    xs = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        xs.append(time.perf_counter() - t0)
    return statistics.median(xs)


def bench_hook(runs: int, tmp: Path) -> None:
    py = sys.executable
    gov = str(Path(py).with_name("governance"))
    event = json.dumps({"hook_event_name": "Stop", "session_id": "bench", "transcript_path": str(tmp / "s.jsonl")})
    env = dict(os.environ, GOVERNANCE_SPOOL=str(tmp / "spool"))
    base = _median(lambda: subprocess.run([py, "-c", "pass"], capture_output=True), runs)
    hook = _median(lambda: subprocess.run([gov, "hook"], input=event, text=True, capture_output=True, env=env), runs)
    print(f"hook      python -c pass {base * 1e3:6.0f} ms   governance hook {hook * 1e3:6.0f} ms   ratio {hook / base:5.2f}")


def bench_read(records: int, runs: int, tmp: Path) -> None:
    recs = [json.loads(x) for x in FIXTURE.read_text().splitlines()]
    recs = [r for r in recs if r.get("type") in ("user", "assistant")]
    lines, parent = [], None
    for i in range(records):
        r = dict(recs[i % len(recs)], uuid=f"u{i}", parentUuid=parent)
        parent = r["uuid"]
        lines.append(json.dumps(r))
    p = tmp / "big.jsonl"
    p.write_text("\n".join(lines) + "\n")
    floor = _median(lambda: [json.loads(x) for x in p.read_text().splitlines()], runs)
    full = _median(lambda: read_transcript(p), max(3, runs // 5))
    inc = _median(lambda: read_transcript(p, start=records - 10), max(3, runs // 5))
    mb = p.stat().st_size / 1e6
    print(f"read      {records} records, {mb:.1f} MB; json.loads floor {floor:5.2f} s")
    print(f"          whole file   {full:5.2f} s   ratio {full / floor:5.2f}")
    print(f"          last 10      {inc:5.2f} s   ratio {inc / floor:5.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=40000)
    ap.add_argument("--runs", type=int, default=15)
    a = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as d:
        bench_hook(a.runs, Path(d))
        bench_read(a.records, a.runs, Path(d))


if __name__ == "__main__":
    main()
