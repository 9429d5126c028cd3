"""Index benchmark: cold build, no-op rebuild and a one-file edit, against universal-ctags on the
same tree in the same run.

    python bench/index_bench.py bench/repos/netty [--runs 3]

Each phase runs as its own process (`python -m codeindex.cli build TREE --json`), so the figures
include interpreter start-up, as a user sees them. Wall time, CPU time (user+sys of the process and
its workers) and peak RSS (largest process) come from os.wait4. CPU ratios are printed beside wall
ratios because this machine is shared: wall time moves with the load, CPU time much less.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


TIME = shutil.which("time", path="/usr/bin")


def run(cmd: list[str], cwd: str | None = None) -> dict:
    """Wall and CPU from os.wait4; peak RSS from GNU time when present (a forked child's maxrss
    would otherwise count the benchmark's own Python before exec)."""
    full = [TIME, "-f", "RSS_KB=%M", *cmd] if TIME else cmd
    started = time.perf_counter()
    proc = subprocess.Popen(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd)
    # stderr is read while the command runs: a command with more than a pipe's worth of warnings
    # (ctags on a large tree) would otherwise block before os.wait4 returns.
    import threading

    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.append(proc.stderr.read()))
    reader.start()
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    reader.join()
    stderr = b"".join(chunks).decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {stderr}")
    rss_kb = usage.ru_maxrss
    for line in stderr.splitlines():
        if line.startswith("RSS_KB="):
            rss_kb = int(line[len("RSS_KB="):])
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_mb": rss_kb / 1024}


def median(rows: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def pick_file(tree: Path) -> Path:
    """A mid-sized source file to edit (deterministic: the median-sized .java/.kt/.go/... file)."""
    from codeindex.languages import language_for

    files = sorted((p for p in tree.rglob("*") if p.is_file() and language_for(str(p))), key=lambda p: (p.stat().st_size, str(p)))
    if not files:
        raise SystemExit(f"no source files under {tree}")
    return files[len(files) // 2]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tree")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=None)
    args = ap.parse_args()
    tree = Path(args.tree).resolve()
    ctags = shutil.which("ctags")
    py = sys.executable
    work = Path(tempfile.mkdtemp(prefix="index-bench-"))
    build = [py, "-m", "codeindex.cli", "build", str(tree), "--index-dir", str(work / "idx"), "--json"]
    if args.jobs:
        build += ["--jobs", str(args.jobs)]
    rows: dict[str, list[dict]] = {"startup": [], "cold": [], "noop": [], "edit": [], "ctags": []}
    edited = pick_file(tree)
    original = edited.read_bytes()
    try:
        for i in range(args.runs):
            rows["startup"].append(run([py, "-c", "import codeindex.cli"]))
            shutil.rmtree(work / "idx", ignore_errors=True)
            rows["cold"].append(run(build))
            rows["noop"].append(run(build))
            edited.write_bytes(original + f"\n// bench edit {i} {time.time()}\n".encode())
            rows["edit"].append(run(build))
            edited.write_bytes(original)
            run(build)   # back to the original state, not measured
            if ctags:
                rows["ctags"].append(run([ctags, "-R", "-f", str(work / "tags"), str(tree)]))
    finally:
        edited.write_bytes(original)
        shutil.rmtree(work, ignore_errors=True)

    from codeindex.build import list_files
    from codeindex.languages import language_for
    files = [f for f in list_files(tree) if language_for(f)]
    size_mb = sum((tree / f).stat().st_size for f in files) / 1e6
    print(f"tree: {tree} ({len(files)} source files, {size_mb:.1f} MB); {args.runs} runs, medians; "
          f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    print(f"edited file: {edited.relative_to(tree)} ({len(original)} bytes)")
    print(f"{'phase':<10}{'wall s':>9}{'cpu s':>9}{'peak MB':>9}")
    for name, data in rows.items():
        if data:
            print(f"{name:<10}{median(data, 'wall'):>9.3f}{median(data, 'cpu'):>9.3f}{median(data, 'rss_mb'):>9.1f}")
    cold, noop, edit, start = (median(rows[k], "wall") for k in ("cold", "noop", "edit", "startup"))
    print(f"no-op / cold:          {noop / cold:.1%}   (goal < 5%)")
    print(f"one-file edit:         {edit:.3f} s = start-up {start:.3f} s + {edit - start:.3f} s   (goal < 0.2 s + start-up)")
    if rows["ctags"]:
        cw, cc = median(rows["ctags"], "wall"), median(rows["ctags"], "cpu")
        print(f"cold / ctags (wall):   {cold / cw:.2f}x   (goal <= 2x)")
        print(f"cold / ctags (cpu):    {median(rows['cold'], 'cpu') / cc:.2f}x")
    else:
        print("ctags not found: install Debian's universal-ctags for the reference")
    return 0


if __name__ == "__main__":
    sys.exit(main())
