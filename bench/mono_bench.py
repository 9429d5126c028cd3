"""Issue 12's scale benchmark: a monorepo of 30 real repositories (bench/mono.json, ~106k source
files in Java, C/C++, Objective-C, TypeScript, Kotlin, Swift) as ONE git repository, measured beside
universal-ctags in the same run.

    python bench/scale_bench.py --mono [--dest DIR] [--runs 3] [--claims 2000] [--service-seconds 60]
    python bench/mono_bench.py ...            # the same

Phases, each a process as a user runs it, with wall, CPU and peak RSS (GNU time):

- ctags: `ctags -R` of the whole tree (the cold reference), `ctags -f - FILE` of the edited file
  (what re-tagging one file costs), `readtags -t TAGS NAME` (a cold query of the ctags world);
- codeindex: cold build (once: minutes on 2 cores), then `--runs` times a no-op build and a one-file
  edit (a comment line appended to a median-sized tracked source file, restored and rebuilt after);
- a cold `verify` CLI query per run on an up-to-date index (start-up included);
- with --fsmonitor, no-op, edit and cold query again with git's untracked cache and fsmonitor
  (watchman through git's sample hook: `apt-get install watchman`), set for the phase and unset after;
- `verify --batch` on the 50/50 mix (half real `Type.member` from the index, half a member of another
  type or a one-letter change), claims/s from the batch's wall time minus a one-query CLI's;
- `verify serve` answering one-claim requests for --service-seconds while another thread edits a file
  every second (the service refreshes in the background): p50 / p95 / p99 and the service's peak RSS;
- the real references: up to --references `Type.member` references the authors wrote in the
  sub-repositories' own docs and comments, each confirmed by a declaration ripgrep finds
  (bench/make_labels.py's collector, run on the sub-repository), drawn with a fixed seed; all must be
  verified against the whole monorepo (homonyms from the other 29 repositories included);
- `codeindex dump --json` to /dev/null: its peak RSS.

The index lives in --index-dir (default /tmp/mono-index), so a second run can skip the cold build
with --reuse-index. Ratios to ctags are printed beside each goal.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from monorepo import assemble, load_manifest   # noqa: E402
from scale_bench import pick_file, run          # noqa: E402

PY = sys.executable
GIB = 1024  # MiB
# Sub-repositories the real references are drawn from, one or more per language family.
REFERENCE_REPOS = {"netty": "java", "kafka": "java", "spring-framework": "java", "hibernate-orm": "java",
                   "tomcat": "java", "ktor": "kotlin", "kotlinx-coroutines": "kotlin", "pixijs": "typescript",
                   "theia": "typescript", "typeorm": "typescript", "rocksdb": "cpp", "abseil-cpp": "cpp",
                   "alamofire": "swift", "swift-nio": "swift", "sdwebimage": "objc"}


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def load() -> float:
    return os.getloadavg()[0]


def codeindex_build(tree: Path, index_dir: Path) -> dict:
    result = run([PY, "-m", "codeindex.cli", "build", str(tree), "--index-dir", str(index_dir), "--json"])
    report = json.loads(result["stdout"])
    result.update(seconds=report["seconds"], parsed=report["parsed"], files=report["files"],
                  detection=report["change_detection"], symbols=report.get("symbols"))
    return result


def make_claims(index_path: Path, n: int, seed: int = 7) -> list[str]:
    """The 50/50 mix of bench/verify_bench.py, drawn from the index itself."""
    conn = sqlite3.connect(f"file:{index_path}?mode=ro", uri=True)
    rows = conn.execute(
        "SELECT s.container_name, s.name FROM symbols s WHERE s.container_name IS NOT NULL"
        " AND s.kind IN ('method', 'field', 'property', 'constant', 'function') ORDER BY s.id").fetchall()
    conn.close()
    rng = random.Random(seed)
    rows = rng.sample(rows, min(len(rows), 4 * n))
    names = [r[1] for r in rows]
    out = []
    for i in range(n):
        owner, member = rows[i % len(rows)]
        if i % 2 == 0:
            out.append(f"{owner}.{member}")
        elif i % 4 == 1:
            out.append(f"{owner}.{rng.choice(names)}")
        else:
            pos = rng.randrange(len(member))
            out.append(f"{owner}.{member[:pos]}{'x' if member[pos] != 'x' else 'y'}{member[pos + 1:]}")
    return out


def real_references(tree: Path, wanted: int, seed: int = 12) -> list[dict]:
    """Author-written references confirmed by ripgrep in each sub-repository (make_labels' collector)."""
    os.environ.setdefault("RG", str(Path(PY).parent / "rg"))
    import make_labels

    make_labels.RG = os.environ["RG"]
    manifest = {r["dir"]: r for r in load_manifest()}
    found: list[dict] = []
    # A subset tree (--only) holds some of them.
    present = {name: lang for name, lang in REFERENCE_REPOS.items() if (tree / name).is_dir()}
    for name, lang in present.items():
        repo = make_labels.Repo(name, tree / name, make_labels.LANGS[lang], manifest[name]["commit"],
                                manifest[name]["github"])
        trues, _external = make_labels.collect(repo)
        for t in sorted(trues, key=lambda t: t.text):
            found.append({"repo": name, "lang": lang, "text": t.text, "source": f"{name}/{t.source}",
                          "evidence": f"{name}/{t.evidence}"})
    rng = random.Random(seed)
    per_repo = max(1, wanted // max(1, len(present)))
    picked: list[dict] = []
    by_repo: dict[str, list[dict]] = {}
    for ref in found:
        by_repo.setdefault(ref["repo"], []).append(ref)
    leftovers = []
    for name in present:
        refs = by_repo.get(name, [])
        rng.shuffle(refs)
        picked += refs[:per_repo]
        leftovers += refs[per_repo:]
    rng.shuffle(leftovers)
    picked += leftovers[:max(0, wanted - len(picked))]
    return picked[:wanted]


def batch(tree: Path, index_dir: Path, texts: list[str], work: Path, name: str) -> tuple[dict, list[dict]]:
    path = work / f"{name}.jsonl"
    path.write_text("".join(json.dumps({"id": str(i), "text": t}) + "\n" for i, t in enumerate(texts)))
    # verify exits 1 when it found an error and 3 when nothing was verifiable: both are answers.
    result = run([PY, "-m", "verifier.cli", "--repo", str(tree), "--index-dir", str(index_dir), "--batch",
                  str(path), "--json"], work / f"{name}.out", ok=(0, 1, 3))
    records = [json.loads(line) for line in (work / f"{name}.out").read_text().splitlines() if line.strip()]
    return result, records


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


TAGS = ("", "_fsm", "_watch")


def vm_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def report_edits(rows, detections, loads, tree, edited, original, args) -> int:
    """The no-op / edit / cold-query rows alone (--phases edits)."""
    med = lambda key, field="wall": statistics.median(r[field] for r in rows[key])   # noqa: E731
    print(f"\n== monorepo {tree.name}: no-op, edit, cold query; load average during the run "
          f"{min(loads):.2f}-{max(loads):.2f}; edited file {edited.relative_to(tree)} ({len(original):,} bytes); "
          f"medians of {args.runs} runs ==")
    for tag, label in (("", "git status"), ("_fsm", "git + fsmonitor"), ("_watch", "codeindex watch")):
        if not rows["noop" + tag]:
            continue
        print(f"[{label}] no-op {med('noop' + tag):.3f}s (in process {med('noop' + tag, 'seconds'):.3f}s), "
              f"edit {med('edit' + tag):.3f}s (in process {med('edit' + tag, 'seconds'):.3f}s), "
              f"cold CLI {med('cli' + tag):.3f}s, python start-up {med('startup' + tag):.3f}s; "
              f"cpu {med('noop' + tag, 'cpu'):.3f} / {med('edit' + tag, 'cpu'):.3f} / {med('cli' + tag, 'cpu'):.3f} / "
              f"{med('startup' + tag, 'cpu'):.3f}s; "
              f"peaks {med('noop' + tag, 'rss_mb'):.0f} / {med('edit' + tag, 'rss_mb'):.0f} / "
              f"{med('cli' + tag, 'rss_mb'):.0f} MiB; detection {sorted(detections[tag])}  "
              f"(goals 0.3 / 0.3 / 0.5 s)")
        if rows["ctags_file" + tag]:
            print(f"    ctags -f of that file {med('ctags_file' + tag):.3f}s"
                  + (f", readtags {med('readtags' + tag):.3f}s" if rows["readtags" + tag] else ""))
    return 0


def vm_hwm_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def service(tree: Path, index_dir: Path, claims: list[str], seconds: float, edited: Path | None) -> dict:
    """One-claim requests back to back for `seconds` while `edited` changes every second (no
    edits when it is None: the same requests on a quiet tree, to tell the refresh's share)."""
    port = free_port()
    proc = subprocess.Popen([PY, "-m", "verifier.cli", "serve", "--repo", f"mono={tree}", "--index-dir",
                             str(index_dir.parent), "--port", str(port), "--check-interval", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    # The service keeps indexes under DIR/NAME: the bench's index directory is DIR/mono.
    original = edited.read_bytes() if edited else b""
    stop = threading.Event()
    edits = 0

    def editor():
        nonlocal edits
        while not stop.wait(1.0):
            edits += 1
            edited.write_bytes(original + f"\n// service bench edit {edits}\n".encode())

    latencies: list[float] = []
    by_verdict: dict[str, list[float]] = {}
    statuses: dict[int, int] = {}
    try:
        deadline = time.monotonic() + 900
        conn = None
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                conn.request("GET", "/healthz")
                if conn.getresponse().read():
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise SystemExit("verify serve did not start: " + proc.stderr.read().decode(errors="replace"))
                time.sleep(0.5)
        for claim in claims[:50]:   # warm-up: the first requests load the name index
            conn.request("POST", "/v1/verify", body=json.dumps({"texts": [claim]}))
            conn.getresponse().read()
        thread = threading.Thread(target=editor if edited else stop.wait, daemon=True)
        thread.start()
        end = time.monotonic() + seconds
        i = 0
        while time.monotonic() < end:
            body = json.dumps({"texts": [claims[i % len(claims)]]})
            started = time.perf_counter()
            conn.request("POST", "/v1/verify", body=body, headers={"Content-Type": "application/json"})
            resp = conn.getresponse()
            answer = resp.read()
            latencies.append((time.perf_counter() - started) * 1000)
            statuses[resp.status] = statuses.get(resp.status, 0) + 1
            if resp.status == 200:
                verdict = json.loads(answer)["results"][0]["verdict"]
                by_verdict.setdefault(verdict, []).append(latencies[-1])
            i += 1
        stop.set()
        thread.join()
        conn.request("GET", "/healthz")
        health = json.loads(conn.getresponse().read())
        rss = vm_hwm_mb(proc.pid)
    finally:
        stop.set()
        if edited:
            edited.write_bytes(original)
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
    return {"latencies": latencies, "statuses": statuses, "edits": edits, "rss_mb": rss, "health": health,
            "by_verdict": by_verdict}


def print_service(label: str, s: dict) -> None:
    lat = s["latencies"]
    print(f"{label + ' p50/p95/p99':<34}{statistics.median(lat):>8.2f} / {percentile(lat, 0.95):.2f} / "
          f"{percentile(lat, 0.99):.2f} ms   p50 <= 2 ms, p99 <= 20 ms  ({len(lat)} requests, {s['edits']} edits, "
          f"statuses {s['statuses']}, max {max(lat):.0f} ms; snapshots "
          f"{s['health']['repos']['mono'].get('snapshots_taken')}; peak {s['rss_mb']:.0f} MiB)")
    for verdict, values in sorted(s["by_verdict"].items()):
        print(f"    {verdict:<14} {len(values):>5} requests: p50 {statistics.median(values):.2f} ms, "
              f"p99 {percentile(values, 0.99):.2f} ms")


# The issue's "Java/C++ part": the tree without its Kotlin and Swift repositories (ctags' Kotlin
# parser is slow and it has no Swift one, so only this part compares like with like).
PART_EXCLUDED_LANGS = ("kotlin", "swift")


def part_cold(dest: Path, index_dir: Path, ctags: str) -> dict:
    """Cold build of the Java/C++ part (its own git repository at `dest`) beside `ctags -R` of it,
    both in this run; the index in `index_dir` is removed first and kept after (for --reuse-index)."""
    dirs = [r["dir"] for r in load_manifest() if r["lang"] not in PART_EXCLUDED_LANGS]
    part = assemble(dest, log=lambda line: print(line, flush=True), only=dirs)
    listed = subprocess.run(["git", "-C", str(part), "ls-files", "-z"], capture_output=True, check=True).stdout
    from codeindex.languages import language_for

    n_source = sum(1 for p in listed.decode("utf-8", "surrogateescape").split("\0") if p and language_for(p))
    tags = index_dir.parent / "ctags-part.tags"
    result = {"source_files": n_source, "repos": len(dirs), "load_before": load()}
    result["ctags"] = run([ctags, "-R", "-f", str(tags), str(part)])
    result["load_mid"] = load()
    shutil.rmtree(index_dir, ignore_errors=True)
    result["cold"] = codeindex_build(part, index_dir)
    result["load_after"] = load()
    c, t = result["cold"], result["ctags"]
    print(f"Java/C++ part ({len(dirs)} repositories, {n_source:,} source files): codeindex cold {c['wall']:.1f}s "
          f"(cpu {c['cpu']:.1f}s, {c['rss_mb']:.0f} MiB), ctags -R {t['wall']:.1f}s (cpu {t['cpu']:.1f}s, "
          f"{t['rss_mb']:.0f} MiB): {c['wall'] / t['wall']:.2f}x wall, {c['cpu'] / t['cpu']:.2f}x cpu (goal <= 2x); "
          f"load {result['load_before']:.2f} / {result['load_mid']:.2f} / {result['load_after']:.2f}", flush=True)
    return result


def service_only(tree: Path, index_dir: Path, args) -> int:
    if not (index_dir / "index.sqlite").exists():
        raise SystemExit(f"no index at {index_dir}: run the whole benchmark once")
    codeindex_build(tree, index_dir)
    claims = make_claims(index_dir / "index.sqlite", args.claims)
    edited = pick_file(tree)
    quiet = service(tree, index_dir, claims, args.service_seconds, None)
    edits = service(tree, index_dir, claims, args.service_seconds, edited)
    print(f"service on {tree.name} ({len(claims)} claims of the 50/50 mix, one per request, in turn); "
          f"load {load():.2f}; edited file {edited.relative_to(tree)}")
    print_service("service, tree quiet", quiet)
    print_service("service, a file edited each s", edits)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dest", default=str(ROOT / "bench" / "repos" / "mono"), help="where the monorepo is assembled")
    ap.add_argument("--only", type=lambda v: [d for d in v.split(",") if d],
                    help="comma-separated `dir`s of bench/mono.json: a subset tree (use its own --dest and --index-dir)")
    ap.add_argument("--index-dir", default="/tmp/mono-index/mono")
    ap.add_argument("--reuse-index", action="store_true", help="skip the cold build when the index exists")
    ap.add_argument("--skip-ctags-cold", action="store_true",
                    help="no `ctags -R` (it takes minutes) when the tags file of an earlier run is there")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--claims", type=int, default=400)
    ap.add_argument("--references", type=int, default=250)
    ap.add_argument("--service-seconds", type=float, default=60.0)
    ap.add_argument("--service-only", action="store_true",
                    help="only the two service phases (quiet tree, then a file edited each second) on the existing index")
    ap.add_argument("--watch", action="store_true",
                    help="also measure no-op, edit and cold query with `codeindex watch` running (builds ask it, not git)")
    ap.add_argument("--no-bytecode", action="store_true",
                    help="do not byte-compile codeindex/verifier first (start-up then includes compiling them)")
    ap.add_argument("--phases", default="edits,batch,refs,service,dump",
                    help="which phases after the builds to run (comma-separated; default all)")
    ap.add_argument("--part-cold", metavar="DEST",
                    help="only the cold build of the Java/C++ part (the tree without Kotlin and Swift), assembled "
                         "at DEST, beside ctags -R of it; its index goes to --index-dir")
    ap.add_argument("--fsmonitor", action="store_true",
                    help="also measure no-op, edit and cold query with git's untracked cache and fsmonitor "
                         "(watchman: apt-get install watchman)")
    args = ap.parse_args(argv)
    ctags, readtags = shutil.which("ctags"), shutil.which("readtags")
    if not ctags or not readtags:
        raise SystemExit("install Debian's universal-ctags (apt-get install universal-ctags): ctags is the reference")
    if not args.no_bytecode:
        # An installed package has its bytecode compiled; a checkout run with PYTHONDONTWRITEBYTECODE
        # (set on this machine) would compile ~30 modules from source in every process (0.3 s of
        # CPU of each CLI start-up, which no user pays). Reading .pyc files needs no writing.
        subprocess.run([PY, "-m", "compileall", "-q", *(str(ROOT / p) for p in ("codeindex", "verifier", "graph"))],
                       check=True, capture_output=True)
    if args.part_cold:
        part_cold(Path(args.part_cold).resolve(), Path(args.index_dir).resolve(), ctags)
        return 0
    tree = assemble(Path(args.dest).resolve(), log=lambda line: print(line, flush=True), only=args.only)
    index_dir = Path(args.index_dir).resolve()
    index_path = index_dir / "index.sqlite"
    if args.service_only:
        return service_only(tree, index_dir, args)
    work = Path(tempfile.mkdtemp(prefix="mono-bench-"))
    loads = [load()]
    rows: dict[str, list[dict]] = {k + tag: [] for k in ("noop", "edit", "cli", "ctags_file", "readtags", "startup")
                                   for tag in TAGS}
    phases = set(args.phases.split(","))
    out: dict[str, dict] = {}
    try:
        listed = subprocess.run(["git", "-C", str(tree), "ls-files", "-z"], capture_output=True, check=True).stdout
        tracked = [p for p in listed.decode("utf-8", "surrogateescape").split("\0") if p]
        from codeindex.languages import language_for

        source = [p for p in tracked if language_for(p)]
        print(f"tree {tree}: {len(tracked):,} files, {len(source):,} source files by extension; "
              f"{os.cpu_count()} cores; load {load():.2f}", flush=True)

        # Kept beside the index: a later run with --skip-ctags-cold still has readtags' reference.
        tags = index_dir.parent / "ctags.tags"
        if not args.skip_ctags_cold:
            out["ctags_cold"] = run([ctags, "-R", "-f", str(tags), str(tree)])
            out["ctags_cold"]["tags_mb"] = tags.stat().st_size / 2**20
            print(f"ctags -R: {out['ctags_cold']['wall']:.1f}s (cpu {out['ctags_cold']['cpu']:.1f}s, "
                  f"{out['ctags_cold']['rss_mb']:.0f} MiB); load {load():.2f}", flush=True)
        if args.reuse_index and index_path.exists():
            print("cold build skipped (--reuse-index)")
        else:
            shutil.rmtree(index_dir, ignore_errors=True)
            out["cold"] = codeindex_build(tree, index_dir)
            c = out["cold"]
            print(f"codeindex cold build: {c['wall']:.1f}s (cpu {c['cpu']:.1f}s, {c['rss_mb']:.0f} MiB), "
                  f"{c['files']:,} files, {c['symbols']:,} symbols; load {load():.2f}", flush=True)
        loads.append(load())
        codeindex_build(tree, index_dir)   # records git's state: the next builds ask git
        edited = pick_file(tree)
        original = edited.read_bytes()
        claims = make_claims(index_path, args.claims)
        def cycle(tag: str) -> None:
            """`--runs` rounds of: no-op build, one-file edit, restore, ctags of that file, a cold query."""
            try:
                for i in range(args.runs):
                    rows["startup" + tag].append(run([PY, "-c", "import codeindex.cli"]))
                    noop = codeindex_build(tree, index_dir)
                    assert noop["parsed"] == 0, noop
                    detections[tag].add(noop["detection"])
                    rows["noop" + tag].append(noop)
                    edited.write_bytes(original + f"\n// mono bench edit {i} {time.time()}\n".encode())
                    edit = codeindex_build(tree, index_dir)
                    assert edit["parsed"] == 1, edit
                    detections[tag].add(edit["detection"])
                    rows["edit" + tag].append(edit)
                    edited.write_bytes(original)
                    codeindex_build(tree, index_dir)
                    rows["ctags_file" + tag].append(run([ctags, "-f", str(work / "one.tags"), str(edited)]))
                    claim = claims[2 * i]          # a real reference, a new one each run
                    rows["cli" + tag].append(run([PY, "-m", "verifier.cli", "--repo", str(tree), "--index-dir",
                                                  str(index_dir), claim], ok=(0, 1, 3)))
                    if tags.exists():
                        rows["readtags" + tag].append(run([readtags, "-t", str(tags), claim.rsplit(".", 1)[1]]))
            finally:
                edited.write_bytes(original)

        def show(tag: str) -> None:
            for key in ("noop", "edit", "cli", "startup", "ctags_file", "readtags"):
                measured = rows[key + tag]
                if measured:
                    walls = ", ".join(f"{r['wall']:.2f}" for r in measured)
                    print(f"  {key + tag}: wall {statistics.median(r['wall'] for r in measured):.3f}s (runs {walls}), "
                          f"cpu {statistics.median(r['cpu'] for r in measured):.3f}s, "
                          f"peak {statistics.median(r['rss_mb'] for r in measured):.0f} MiB", flush=True)

        detections: dict[str, set[str]] = {tag: set() for tag in TAGS}
        if "edits" in phases:
            cycle("")
            show("")
        if args.watch:
            # codeindex's own watcher: builds ask it what changed (a Unix socket beside the index).
            watcher = subprocess.Popen([PY, "-m", "codeindex.cli", "watch", str(tree), "--index-dir", str(index_dir),
                                        "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
            try:
                started = time.perf_counter()
                ready = watcher.stdout.readline()
                print(f"codeindex watch ready in {time.perf_counter() - started:.1f}s: {ready.strip()} "
                      f"(watcher RSS now {vm_rss_mb(watcher.pid):.0f} MiB)", flush=True)
                codeindex_build(tree, index_dir)   # asks git once, records the watcher's clock
                cycle("_watch")
                show("_watch")
                print(f"  change detection seen: {sorted(detections['_watch'])}; watcher peak "
                      f"{vm_hwm_mb(watcher.pid):.0f} MiB", flush=True)
                out["watcher_rss"] = vm_hwm_mb(watcher.pid)
            finally:
                watcher.terminate()
                watcher.wait(timeout=30)
        if args.fsmonitor:
            # git's own answer for huge checkouts: the untracked cache and a file-system monitor
            # (watchman through git's sample hook), so `git status` stops stat-ing every file.
            hook = tree / ".git" / "hooks" / "fsmonitor-watchman"
            shutil.copy("/usr/share/git-core/templates/hooks/fsmonitor-watchman.sample", hook)
            hook.chmod(0o755)
            subprocess.run(["watchman", "watch", str(tree)], check=True, capture_output=True)
            for key, value in (("core.untrackedCache", "true"), ("core.fsmonitor", ".git/hooks/fsmonitor-watchman")):
                subprocess.run(["git", "-C", str(tree), "config", key, value], check=True)
            try:
                subprocess.run(["git", "-C", str(tree), "status", "--porcelain"], check=True, capture_output=True)
                codeindex_build(tree, index_dir)
                cycle("_fsm")
                show("_fsm")
            finally:
                for key in ("core.untrackedCache", "core.fsmonitor"):
                    subprocess.run(["git", "-C", str(tree), "config", "--unset", key])
                subprocess.run(["watchman", "watch-del", str(tree)], capture_output=True)
        codeindex_build(tree, index_dir)
        loads.append(load())
        print(f"no-op / edit / cli done; load {load():.2f}", flush=True)
        if phases <= {"edits"}:
            return report_edits(rows, detections, loads, tree, edited, original, args)

        out["batch"], records = batch(tree, index_dir, claims, work, "mix")
        verdicts: dict[str, int] = {}
        for r in records:
            verdicts[r.get("verdict")] = verdicts.get(r.get("verdict"), 0) + 1
        out["batch"]["verdicts"] = verdicts
        loads.append(load())
        print(f"batch done: {verdicts}; load {load():.2f}", flush=True)

        refs = real_references(tree, args.references)
        out["refs"], ref_records = batch(tree, index_dir, [r["text"] for r in refs], work, "refs")
        misses = [(ref, rec) for ref, rec in zip(refs, ref_records) if rec.get("verdict") != "verified"]
        loads.append(load())
        print(f"references: {len(refs) - len(misses)}/{len(refs)} verified; load {load():.2f}", flush=True)

        out["service_quiet"] = service(tree, index_dir, claims, args.service_seconds, None)
        out["service"] = service(tree, index_dir, claims, args.service_seconds, edited)
        codeindex_build(tree, index_dir)
        loads.append(load())
        out["dump"] = run([PY, "-m", "codeindex.cli", "dump", str(tree), "--index-dir", str(index_dir), "--json"],
                          Path("/dev/null"))
        loads.append(load())
    finally:
        shutil.rmtree(work, ignore_errors=True)

    med = lambda key, field="wall": statistics.median(r[field] for r in rows[key])   # noqa: E731
    print(f"\n== monorepo {tree.name}: {len(source):,} source files (bench/mono.json, 30 repositories); "
          f"{os.cpu_count()} cores; load average during the run {min(loads):.2f}-{max(loads):.2f} ==")
    print(f"edited file: {edited.relative_to(tree)} ({len(original):,} bytes); medians of {args.runs} runs")
    print(f"{'measure':<34}{'codeindex':>14}{'ctags':>12}{'ratio':>9}   goal")

    def line(label, ours, ref=None, goal="", unit="s", fmt="{:.3f}"):
        ref_s = (fmt.format(ref) + unit) if ref is not None else "-"
        ratio = f"{ours / ref:.2f}x" if ref else "-"
        print(f"{label:<34}{fmt.format(ours) + unit:>14}{ref_s:>12}{ratio:>9}   {goal}")

    if "cold" in out:
        line("cold build (wall)", out["cold"]["wall"], out.get("ctags_cold", {}).get("wall"), "<= 2x ctags", fmt="{:.1f}")
        line("cold build (cpu)", out["cold"]["cpu"], out.get("ctags_cold", {}).get("cpu"), "", fmt="{:.1f}")
    for tag, label in (("", ""), ("_fsm", " [fsmonitor]"), ("_watch", " [codeindex watch]")):
        if not rows["noop" + tag]:
            continue
        line("no-op build" + label, med("noop" + tag), None, "<= 0.3 s")
        line("  of which in-process", med("noop" + tag, "seconds"), None, "")
        line("one-file edit (incl. start-up)" + label, med("edit" + tag), med("ctags_file" + tag),
             "<= 0.3 s (ctags: that one file)")
        line("  of which in-process", med("edit" + tag, "seconds"), None, "")
        line("python start-up + import" + label, med("startup" + tag), None, "")
        line("cold verify CLI, one query" + label, med("cli" + tag),
             med("readtags" + tag) if rows["readtags" + tag] else None, "<= 0.5 s (ctags: readtags)")
    b = out["batch"]
    cps = len(claims) / max(1e-6, b["wall"] - med("cli"))
    print(f"{'batch, 50/50 mix':<34}{cps:>11,.0f}/s{'':>12}{'':>9}   >= 2,000 claims/s  "
          f"({len(claims)} claims in {b['wall']:.1f}s incl. one open {med('cli'):.2f}s; {b['verdicts']})")
    print_service("service, tree quiet", out["service_quiet"])
    print_service("service, a file edited each s", out["service"])
    s = out["service"]
    print(f"{'references verified':<34}{len(refs) - len(misses):>10}/{len(refs)}{'':>12}{'':>9}   all")
    for ref, rec in misses:
        claim = (rec.get("claims") or [{}])[0]
        print(f"    {ref['text']} ({ref['source']}; defined {ref['evidence']}): {rec.get('verdict')} "
              f"{claim.get('rule') or ''} {claim.get('reason', '')[:160]}")
    print("peak RSS (MiB, goal <= 2,048):")
    peaks = {"cold build": out.get("cold", {}).get("rss_mb"), "no-op": med("noop", "rss_mb"),
             "one-file edit": med("edit", "rss_mb"), "cold CLI": med("cli", "rss_mb"),
             "batch": b["rss_mb"], "service": max(s["rss_mb"], out["service_quiet"]["rss_mb"]),
             "dump --json": out["dump"]["rss_mb"],
             "ctags -R": out.get("ctags_cold", {}).get("rss_mb")}
    print("   " + ", ".join(f"{k} {v:,.0f}" for k, v in peaks.items() if v is not None))
    if index_path.exists():
        size = sum(p.stat().st_size for p in index_dir.glob("index.sqlite*"))
        tags_mb = out.get("ctags_cold", {}).get("tags_mb")
        tags_note = f" ({size / 2**20 / tags_mb:.1f}x the ctags file, {tags_mb:,.0f} MiB)" if tags_mb else ""
        print(f"index on disk: {size / 2**20:,.0f} MiB{tags_note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
