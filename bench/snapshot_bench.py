"""What a service's new snapshot costs its first requests: CPU per one-claim request right after an
edit (the snapshot's caches as `verify serve` leaves them) against the same requests on a warm
snapshot, in the same run.

    python bench/snapshot_bench.py TREE --index-dir DIR [--claims 400] [--edits 10]

In one process, as the service does it but without HTTP or the refresher thread (so that the
figures are this code's CPU, not the machine's load): a RepoPool on TREE (a git checkout the
benchmark may edit: a copy, as bench/mono_bench.py makes), the 50/50 mix of bench/verify_bench.py
answered once to warm it; then `--edits` times: a comment line appended to a median-sized file,
`refresh_now` (the new snapshot as the refresher makes it), every claim answered once (cold) and
again (warm); after the last edit a new pool on the same tree (nothing carried) answers them too,
and the answers that differ from it are counted. Prints the per-request CPU percentiles of both and their ratio. The edited file is
restored (and the index refreshed) at the end.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from mono_bench import make_claims           # noqa: E402  (the 50/50 mix, from the index file)
from scale_bench import pick_file           # noqa: E402
from verifier.service import RepoPool, _one  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def answer_all(pool: RepoPool, claims: list[str]) -> tuple[list[float], list[str]]:
    """(thread CPU ms of each one-claim request, each result as JSON)."""
    times, answers = [], []
    for i, claim in enumerate(claims):
        c0 = time.thread_time()
        with pool.use("r") as (_name, verifier):
            result = _one(verifier, i, claim)
        times.append((time.thread_time() - c0) * 1000)
        answers.append(json.dumps(result, sort_keys=True))
    return times, answers


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("tree")
    ap.add_argument("--index-dir", required=True)
    ap.add_argument("--claims", type=int, default=400)
    ap.add_argument("--edits", type=int, default=10)
    ap.add_argument("--profile", help="write cProfile stats of the first passes after the edits here")
    args = ap.parse_args()
    tree = Path(args.tree).resolve()
    import gc

    from verifier.api import _BATCH_GC_THRESHOLD

    gc.set_threshold(max(gc.get_threshold()[0], _BATCH_GC_THRESHOLD), *gc.get_threshold()[1:])   # as `verify serve`
    pool = RepoPool({"r": str(tree)}, index_dir=str(Path(args.index_dir).parent), background=False, watch=False)
    edited = pick_file(tree)
    original = edited.read_bytes()
    cold: list[float] = []
    warm: list[float] = []
    differ = 0
    unlike_fresh = None
    refresh: list[tuple[float, float]] = []   # (CPU, wall) seconds of each refresh_now
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
    try:
        claims = make_claims(Path(args.index_dir) / "index.sqlite", args.claims)
        answer_all(pool, claims)
        answer_all(pool, claims)
        for n in range(args.edits):
            edited.write_bytes(original + f"\n// snapshot bench edit {n}\n".encode())
            c0, t0 = time.thread_time(), time.perf_counter()
            assert pool.refresh_now("r") and pool.refreshes["r"] == n + 1
            refresh.append((time.thread_time() - c0, time.perf_counter() - t0))
            if profiler is not None:
                profiler.enable()
            times, first = answer_all(pool, claims)
            if profiler is not None:
                profiler.disable()
            cold += times
            times, second = answer_all(pool, claims)
            warm += times
            differ += sum(a != b for a, b in zip(first, second))
            if n == args.edits - 1:
                # the same tree read by a new pool (nothing carried): its answers are the reference
                fresh = RepoPool({"r": str(tree)}, index_dir=str(Path(args.index_dir).parent), background=False,
                                 watch=False)
                try:
                    _times, reference = answer_all(fresh, claims)
                finally:
                    fresh.close()
                unlike_fresh = sum(a != b for a, b in zip(first, reference))
    finally:
        edited.write_bytes(original)
        pool.refresh_now("r")
        pool.close()
    if profiler is not None:
        profiler.dump_stats(args.profile)
    print(f"tree {tree}; {len(claims)} claims of the 50/50 mix, {args.edits} edits of {edited.relative_to(tree)}; "
          f"load {os.getloadavg()[0]:.2f}; answers that differ between the cold and the warm pass: {differ}; "
          f"between the last cold pass and a new pool's (nothing carried): {unlike_fresh}")
    for label, values in (("first pass after an edit", cold), ("warm pass, same snapshot", warm)):
        print(f"{label:<28} CPU per request p50 {pct(values, 0.5):.2f} / p95 {pct(values, 0.95):.2f} / "
              f"p99 {pct(values, 0.99):.2f} ms, max {max(values):.0f} ms, total {sum(values) / 1000:.2f} s")
    print(f"refresh (build of the edit and the new snapshot, in the refresher's thread): CPU median "
          f"{pct([c for c, _w in refresh], 0.5) * 1000:.0f} ms, wall median {pct([w for _c, w in refresh], 0.5) * 1000:.0f} ms")
    print(f"ratio cold/warm: p99 {pct(cold, 0.99) / pct(warm, 0.99):.2f}, total {sum(cold) / sum(warm):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
