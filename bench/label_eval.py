#!/usr/bin/env python3
"""Score the verifier on the labelled reference set (bench/labels/*.jsonl).

    python bench/label_eval.py [--root bench/repos] [--labels bench/labels] [--repo NAME=PATH ...]
                               [--verify "verify"] [--json]

For each repository it runs `verify --repo PATH --json --batch -` once, feeding {"id", "text"} lines,
and compares the verdicts with the labels:

- detection, on resolvable references: a FALSE reference answered `factual_error` is a true positive,
  a TRUE reference answered `factual_error` a false positive; precision = TP/(TP+FP), recall = TP/#false.
- TRUE resolvable references answered `verified` (the rest is reported as missed, by verdict).
- unresolvable references (outside the repository): any `factual_error` is counted as a wrong certainty.
- suggestion accuracy, on detected FALSE references that carry an expected_suggestion: the first
  suggestion (top-1) and any suggestion (any) naming it. Names are compared on their last two parts
  with `#`, `::` and `/` read as `.`; a suggestion naming the type where the member is really
  defined (suggestion_defined_on) counts too. Paths are compared as paths.
- the same precision and recall without the references whose type's ancestry names a root class or
  marker protocol (`root_ancestors`: NSObject, Sendable, Serializable, ...), for a verifier that
  treats those as leaving the repository.
"""
from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent


def norm_symbol(s: str) -> tuple[str, ...]:
    s = s.strip().rstrip("()")
    for sep in ("::", "#", "/"):
        s = s.replace(sep, ".")
    parts = [p for p in s.split(".") if p]
    return tuple(parts[-2:])


def suggestion_matches(label: dict, symbol: str, path: str | None) -> bool:
    want = label.get("expected_suggestion")
    if not want:
        return False
    if label.get("mutation") == "d_path":
        cands = {symbol.strip().lstrip("./")}
        if path:
            cands.add(path.strip().lstrip("./"))
        return want.lstrip("./") in cands
    wanted = {norm_symbol(want)}
    if label.get("suggestion_defined_on"):
        wanted.add(norm_symbol(label["suggestion_defined_on"]))
    return norm_symbol(symbol) in wanted


def run_verify(verify: list[str], repo: Path, labels: list[dict]) -> dict[str, dict]:
    stdin = "".join(json.dumps({"id": r["id"], "text": r["text"]}, ensure_ascii=False) + "\n" for r in labels)
    res = subprocess.run([*verify, "--repo", str(repo), "--json", "--batch", "-"], input=stdin,
                         capture_output=True, text=True)
    if res.returncode not in (0, 1, 3):
        raise RuntimeError(f"verify exited {res.returncode} on {repo}: {res.stderr.strip()[-2000:]}")
    out: dict[str, dict] = {}
    for line in res.stdout.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(rec, dict) and "id" in rec:
            out[str(rec["id"])] = rec
    return out


def score(labels: list[dict], answers: dict[str, dict]) -> dict:
    c = Counter()
    rootless = Counter()  # only references whose ancestry has no root class / marker protocol listed
    missed = Counter()
    by_lang: dict[str, Counter] = defaultdict(Counter)
    failures: list[dict] = []
    for r in labels:
        a = answers.get(r["id"])
        verdict = a.get("verdict") if a else None
        lang = r["lang"]
        if verdict is None:
            c["no_answer"] += 1
            failures.append({"id": r["id"], "text": r["text"], "label": r["label"], "got": "no answer"})
            continue
        if not r["resolvable"]:
            c["unresolvable"] += 1
            if verdict == "factual_error":
                c["unresolvable_wrong_error"] += 1
                failures.append({"id": r["id"], "text": r["text"], "label": r["label"], "got": verdict})
            continue
        is_false = r["label"] == "false"
        flagged = verdict == "factual_error"
        key = ("tp" if flagged else "fn") if is_false else ("fp" if flagged else "tn")
        c[key] += 1
        by_lang[lang][key] += 1
        if not r.get("root_ancestors"):
            rootless[key] += 1
        if not is_false and verdict == "verified":
            c["true_verified"] += 1
            by_lang[lang]["true_verified"] += 1
        elif not is_false:
            missed[verdict] += 1
        if key in ("fp", "fn"):
            failures.append({"id": r["id"], "text": r["text"], "label": r["label"], "got": verdict})
        if is_false and flagged and r.get("expected_suggestion"):
            sugg = [s for cl in a.get("claims", []) for s in (cl.get("suggestions") or [])]
            c["sugg_total"] += 1
            by_lang[lang]["sugg_total"] += 1
            if sugg and suggestion_matches(r, str(sugg[0].get("symbol", "")), sugg[0].get("path")):
                c["sugg_top1"] += 1
                by_lang[lang]["sugg_top1"] += 1
            if any(suggestion_matches(r, str(s.get("symbol", "")), s.get("path")) for s in sugg):
                c["sugg_any"] += 1
                by_lang[lang]["sugg_any"] += 1

    def summary(k: Counter) -> dict:
        tp, fp, fn, tn = k["tp"], k["fp"], k["fn"], k["tn"]
        return {
            "false_refs": tp + fn, "true_refs": tn + fp,
            "precision": round(tp / (tp + fp), 4) if tp + fp else None,
            "recall": round(tp / (tp + fn), 4) if tp + fn else None,
            "true_verified_rate": round(k["true_verified"] / (tn + fp), 4) if tn + fp else None,
            "suggestion_top1": round(k["sugg_top1"] / k["sugg_total"], 4) if k["sugg_total"] else None,
            "suggestion_any": round(k["sugg_any"] / k["sugg_total"], 4) if k["sugg_total"] else None,
        }

    return {
        "overall": {**summary(c), "unresolvable": c["unresolvable"],
                    "unresolvable_called_error": c["unresolvable_wrong_error"], "no_answer": c["no_answer"],
                    "true_not_verified_by_verdict": dict(missed)},
        "without_root_ancestors": summary(rootless),
        "by_lang": {lang: summary(k) for lang, k in sorted(by_lang.items())},
        "failures": failures,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=Path, default=HERE / "repos", help="directory holding one checkout per repository")
    ap.add_argument("--labels", type=Path, default=HERE / "labels")
    ap.add_argument("--repo", action="append", default=[], metavar="NAME=PATH", help="score only these (checkout paths)")
    ap.add_argument("--verify", default="verify", help="the verify command (default: verify on PATH)")
    ap.add_argument("--json", action="store_true", help="print the full result, failures included, as JSON")
    args = ap.parse_args(argv)
    targets: list[tuple[str, Path]] = []
    if args.repo:
        for spec in args.repo:
            name, _, path = spec.partition("=")
            targets.append((name, Path(path) if path else args.root / name))
    else:
        targets = [(p.stem, args.root / p.stem) for p in sorted(args.labels.glob("*.jsonl"))]
    all_labels: list[dict] = []
    answers: dict[str, dict] = {}
    for name, path in targets:
        lf = args.labels / f"{name}.jsonl"
        if not lf.is_file():
            print(f"error: no labels for {name} ({lf})", file=sys.stderr)
            return 2
        if not path.is_dir():
            print(f"error: {path} is not a directory; bring the repository with the fetch tool (bench/README.md)", file=sys.stderr)
            return 2
        labels = [json.loads(line) for line in lf.read_text(encoding="utf-8").splitlines() if line.strip()]
        try:
            answers.update(run_verify(shlex.split(args.verify), path, labels))
        except (RuntimeError, OSError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        all_labels += labels
    result = score(all_labels, answers)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
        return 0
    o = result["overall"]
    print(f"labels: {len(all_labels)}  resolvable false: {o['false_refs']}  resolvable true: {o['true_refs']}  "
          f"unresolvable: {o['unresolvable']}")
    print(f"precision {o['precision']}  recall {o['recall']}  true verified {o['true_verified_rate']}  "
          f"suggestion top-1 {o['suggestion_top1']} any {o['suggestion_any']}")
    print(f"unresolvable called factual_error: {o['unresolvable_called_error']}  no answer: {o['no_answer']}  "
          f"true refs not verified, by verdict: {o['true_not_verified_by_verdict']}")
    w = result["without_root_ancestors"]
    print(f"without root/marker ancestry (NSObject, Sendable, ...): precision {w['precision']}  recall {w['recall']}  "
          f"(false {w['false_refs']}, true {w['true_refs']})")
    for lang, s in result["by_lang"].items():
        print(f"  {lang:11s} P {s['precision']}  R {s['recall']}  true verified {s['true_verified_rate']}  "
              f"sugg top-1 {s['suggestion_top1']}  (false {s['false_refs']}, true {s['true_refs']})")
    for f in result["failures"][:40]:
        print(f"  miss {f['id']:28s} {f['label']:5s} -> {f['got']:14s} {f['text']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
