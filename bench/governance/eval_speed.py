"""How long `governance eval` takes on a 400-case set (all three stages, embedding included).

    .venv/bin/python bench/governance/eval_speed.py

The cases are the dev set (which holds the first held-out part too; the second held-out part is not
read here, so it stays unseen), repeated with a distinct marker in every text until the set
holds 400 cases (130 review, 40 dedup groups, 230 merge), so no embedding is served from a cache. Each
stage runs as its own `governance eval` process (model load included). The reference is the same run
with the lexical fallback (GOVERNANCE_SEMANTIC=lexical), measured in the same invocation: the ratio
says what the multilingual embedding costs. Only times are printed.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "bench" / "governance"
COUNTS = {"review": 130, "dedup": 40, "merge": 230}


def mark(obj, n: int):
    if isinstance(obj, dict):
        return {k: (f"{v} [{n}]" if k in ("when", "what", "why") and isinstance(v, str) else mark(v, n)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [mark(x, n) for x in obj]
    return obj


def build(stage: str, path: Path) -> None:
    base = [json.loads(x) for x in (SETS / "dev" / f"{stage}.jsonl").read_text().splitlines()]
    rows, n = [], 0
    while len(rows) < COUNTS[stage]:
        for r in base:
            if len(rows) == COUNTS[stage]:
                break
            rows.append(mark(r, n) | {"id": f"{r['id']}#{n}"})
        n += 1
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


def run(files: dict[str, Path], env: dict) -> float:
    t0 = time.perf_counter()
    for stage, f in files.items():
        out = subprocess.run([str(ROOT / ".venv" / "bin" / "governance"), "eval", stage, str(f), "--backend", "offline",
                              "--repo", str(ROOT / "sample_repos" / "qqbrowser")],
                             env=env, capture_output=True, text=True, check=True).stdout
        assert len(out.splitlines()) == COUNTS[stage], stage
    return time.perf_counter() - t0


def main() -> None:
    with tempfile.TemporaryDirectory() as d:
        files = {s: Path(d) / f"{s}.jsonl" for s in COUNTS}
        for s, f in files.items():
            build(s, f)
        lexical = run(files, os.environ | {"GOVERNANCE_SEMANTIC": "lexical"})
        semantic = run(files, {k: v for k, v in os.environ.items() if k != "GOVERNANCE_SEMANTIC"})
    print(f"400 cases ({', '.join(f'{n} {s}' for s, n in COUNTS.items())}), three eval processes:")
    print(f"  lexical fallback (reference)  {lexical:6.1f} s")
    print(f"  multilingual USE + anchors    {semantic:6.1f} s   ratio {semantic / lexical:.2f}x the reference")


if __name__ == "__main__":
    sys.exit(main())
