"""Scale benchmark (first slice of issue 12): change detection from git against the walk, and the
streamed `dump --json` against the in-memory one, on one real git checkout, in the same run.

    python bench/scale_bench.py bench/repos/netty [--runs 5] [--copies 10]

With --copies N the tree measured is a new git repository (in a temporary directory, one commit)
holding N copies of the checkout's tracked files side by side: the same real code, N times the
files, to see which costs grow with the tree.

Phases, each as its own process as a user runs it (`python -m codeindex.cli build TREE --json`), into
an index in a temporary directory (the tree's own .codeindex is not touched):

- cold build (walk), then a no-op rebuild and a one-file edit, each by a walk (`build --walk`, the
  way every build worked before) and by asking git (the default), alternated run by run;
- `dump --json` streamed against the former in-memory form (json.dumps of dump_json): peak RSS,
  wall time, and whether the bytes are the same.

The edited file gets a comment line appended and is restored afterwards (the restore is built too,
so each run starts from an index that matches the tree). Wall time includes interpreter start-up;
"in-process" is the build's own `seconds`. The figures are medians; ratios compare phases of the
same run on the same tree, so the machine's load moves both sides.

With --mono the tree is the monorepo of bench/mono.json (30 real repositories side by side as one
git repository, assembled by bench/monorepo.py) and every measure of issue 12 is taken beside
universal-ctags in the same run: see `mono_main` (bench/mono_bench.py).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIME = shutil.which("time", path="/usr/bin")


def run(cmd: list[str], stdout_path: Path | None = None, ok: tuple[int, ...] = (0,)) -> dict:
    """Wall and CPU from os.wait4, peak RSS from GNU time (else ru_maxrss), stdout kept."""
    full = [TIME, "-f", "RSS_KB=%M", *cmd] if TIME else cmd
    out = open(stdout_path, "wb") if stdout_path else subprocess.PIPE
    started = time.perf_counter()
    proc = subprocess.Popen(full, stdout=out, stderr=subprocess.PIPE, cwd=ROOT)
    # Both pipes at once: a command that fills stderr (ctags' warnings) while we wait on stdout
    # would otherwise block for ever.
    stdout, stderr_bytes = _drain(proc)
    stderr = stderr_bytes.decode(errors="replace")
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    if stdout_path:
        out.close()
    if os.waitstatus_to_exitcode(status) not in ok:
        raise SystemExit(f"{' '.join(cmd)} failed: {stderr}")
    rss_kb = usage.ru_maxrss
    for line in stderr.splitlines():
        if line.startswith("RSS_KB="):
            rss_kb = int(line[len("RSS_KB="):])
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_mb": rss_kb / 1024, "stdout": stdout}


def _drain(proc: subprocess.Popen) -> tuple[bytes, bytes]:
    """Read the process's stdout (when piped) and stderr to the end, in parallel threads, without
    reaping it (os.wait4 does that, for its resource usage)."""
    import threading

    chunks: dict[str, bytes] = {"stdout": b"", "stderr": b""}

    def read(name: str, stream) -> None:
        chunks[name] = stream.read()
        stream.close()

    readers = [threading.Thread(target=read, args=(n, getattr(proc, n))) for n in ("stdout", "stderr")
               if getattr(proc, n) is not None]
    for t in readers:
        t.start()
    for t in readers:
        t.join()
    return chunks["stdout"], chunks["stderr"]


def build(tree: Path, index_dir: Path, walk: bool) -> dict:
    cmd = [sys.executable, "-m", "codeindex.cli", "build", str(tree), "--index-dir", str(index_dir), "--json"]
    result = run(cmd + (["--walk"] if walk else []))
    report = json.loads(result["stdout"])
    result.update(seconds=report["seconds"], parsed=report["parsed"], files=report["files"],
                  detection=report["change_detection"])
    return result


def pick_file(tree: Path) -> Path:
    """The median-sized tracked source file (deterministic)."""
    from codeindex.languages import language_for

    listed = subprocess.run(["git", "-C", str(tree), "ls-files", "-z"], capture_output=True, check=True).stdout
    files = [tree / p for p in listed.decode("utf-8", "surrogateescape").split("\0")
             if p and language_for(p) and not any(part.startswith(".") for part in p.split("/"))]
    files = sorted((p for p in files if p.is_file() and not p.is_symlink()), key=lambda p: (p.stat().st_size, str(p)))
    if not files:
        raise SystemExit(f"no tracked source files under {tree}")
    return files[len(files) // 2]


def replicate(tree: Path, dest: Path, copies: int) -> Path:
    """A new one-commit git repository with `copies` copies of the tracked files of `tree`."""
    dest.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(tree), "archive", "--format=tar", "HEAD"], capture_output=True,
                             check=True).stdout
    for i in range(copies):
        part = dest / f"copy{i:02d}"
        part.mkdir()
        subprocess.run(["tar", "-x", "-C", str(part)], input=archive, check=True)
    env = {**os.environ, "GIT_AUTHOR_NAME": "bench", "GIT_AUTHOR_EMAIL": "bench@example.invalid",
           "GIT_COMMITTER_NAME": "bench", "GIT_COMMITTER_EMAIL": "bench@example.invalid"}
    for cmd in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "copies"]):
        subprocess.run(["git", "-C", str(dest), *cmd], check=True, env=env, capture_output=True)
    return dest


def med(rows: list[dict], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def main() -> int:
    if "--mono" in sys.argv[1:]:
        # The monorepo benchmark has options of its own (--runs, --index-dir...): it parses them.
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from mono_bench import main as mono_main

        return mono_main([a for a in sys.argv[1:] if a != "--mono"])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tree", nargs="?", default=str(ROOT / "bench" / "repos" / "netty"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--copies", type=int, default=0, help="measure a repository of N copies of the tree")
    parser.add_argument("--mono", action="store_true",
                        help="the monorepo of bench/mono.json beside ctags (bench/mono_bench.py --help for its options)")
    args = parser.parse_args()
    tree = Path(args.tree).resolve()
    if subprocess.run(["git", "-C", str(tree), "rev-parse", "--show-toplevel"], capture_output=True,
                      text=True).stdout.strip() != str(tree):
        raise SystemExit(f"{tree}: not the top of a git checkout")
    work = Path(tempfile.mkdtemp(prefix="scale-bench-"))
    try:
        if args.copies:
            tree = replicate(tree, work / tree.name, args.copies)
        index_dir = work / "index"
        target = pick_file(tree)
        original = target.read_bytes()
        rows: dict[str, list[dict]] = {k: [] for k in ("noop_walk", "noop_git", "edit_walk", "edit_git")}
        try:
            cold = build(tree, index_dir, walk=True)
            print(f"tree {tree.name}" + (f" x{args.copies} copies" if args.copies else "") + f": {cold['files']} indexed files; cold build {cold['wall']:.1f}s "
                  f"(cpu {cold['cpu']:.1f}s, {cold['rss_mb']:.0f} MiB); edited file {target.relative_to(tree)}")
            build(tree, index_dir, walk=False)   # records git's state; the next git build starts from it
            for i in range(args.runs):
                for walk in ((True, False) if i % 2 == 0 else (False, True)):
                    mode = "walk" if walk else "git"
                    noop = build(tree, index_dir, walk)
                    assert noop["parsed"] == 0, noop
                    rows[f"noop_{mode}"].append(noop)
                    target.write_bytes(original + f"\n// scale bench {i} {mode}\n".encode())
                    edit = build(tree, index_dir, walk)
                    assert edit["parsed"] == 1 and edit["detection"].startswith(mode), edit
                    rows[f"edit_{mode}"].append(edit)
                    target.write_bytes(original)
                    build(tree, index_dir, walk)
        finally:
            target.write_bytes(original)
        build(tree, index_dir, walk=True)   # the dumps, from the index as the tree is again
        streamed = run([sys.executable, "-m", "codeindex.cli", "dump", str(tree), "--index-dir", str(index_dir),
                        "--json"], work / "streamed.json")
        in_memory = run([sys.executable, "-c",
                         "import json, sys\nfrom codeindex.index import RepoIndex\nfrom codeindex.dump import dump_json\n"
                         f"index = RepoIndex({str(tree)!r}, index_dir={str(index_dir)!r})\n"
                         "print(json.dumps(dump_json(index.explorer), indent=1, ensure_ascii=False))\n"],
                        work / "in_memory.json")
        same = hashlib.sha1((work / "streamed.json").read_bytes()).digest() == \
            hashlib.sha1((work / "in_memory.json").read_bytes()).digest()
        size_mb = (work / "streamed.json").stat().st_size / 2**20
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"\n{'phase':<18}{'walk (before)':>16}{'git (after)':>14}{'git/walk':>10}   (median of {args.runs}; "
          "wall with start-up; in-process)")
    for phase in ("noop", "edit"):
        walk_rows, git_rows = rows[f"{phase}_walk"], rows[f"{phase}_git"]
        for key, label in (("wall", "wall"), ("seconds", "in-process")):
            w, g = med(walk_rows, key), med(git_rows, key)
            print(f"{phase + ' ' + label:<18}{w:>15.3f}s{g:>13.3f}s{g / w:>10.2f}")
    noop_cold = med(rows["noop_git"], "wall") / cold["wall"]
    print(f"no-op (git) / cold build: {noop_cold:.1%}")
    print(f"\ndump --json ({size_mb:.1f} MiB, identical bytes: {same})")
    print(f"{'':<18}{'in memory':>16}{'streamed':>14}{'ratio':>10}")
    for key, unit in (("rss_mb", " MiB"), ("wall", "s")):
        a, b = in_memory[key], streamed[key]
        print(f"{key:<18}{a:>14.1f}{unit:<2}{b:>12.1f}{unit:<2}{b / a:>10.2f}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
