#!/usr/bin/env python3
"""Score the verifier on the prose labelled set (bench/labels-prose/{dev,holdout}/*.jsonl).

    python bench/prose_eval.py [--labels DIR] [--set dev|holdout] [--repo NAME ...] [--json] [--no-since]
                               [--verify PATH] [--jobs N] [--misses N] [--index-root DIR]

For each repository it runs `verify --repo bench/repos/NAME --json --batch FILE` once, feeding one
{"id", "text", "since"} line per record ("since" only on time-set records; `--no-since` leaves it out
for a verifier that does not read it yet), and scores each record against its label:

- a "false" record is caught when its verdict is factual_error AND one of the claims that carry an
  error names the label's target: the claim's identifiers contain the target's leaf (the member, or
  the file name for a path; for an initialiser target, `T.init`, the type's name, which is how it is
  called); for an invented type (kind k3_invented_type) the invented type name
  counts too, since that is the wrong part.
- a "true" or "external" record is a false alarm when any of its claims carries an error.
- precision = caught / (caught + false alarms), recall = caught / false records, F1.
- suggestion top-1, on caught false records with an expected_suggestion: the first suggestion of the
  erroring claim that named the target matches it on the last two dotted parts (`#`, `::`, `/`
  read as `.`), or as a path (suffix match on the path) for paths; when the suggested type only inherits
  the member, naming the in-repo ancestor that declares it (suggestion_defined_on) counts too, and so
  does a type listed in suggestion_also (okio's Buffer, which declares BufferedSource's members again).

Reported overall, per language (the repository's language), per form (bare/en/zh/ja), per kind, and
the stale caught rate (kind "stale").
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LABELS = HERE / "labels-prose"
ERROR_VERDICT = "factual_error"
IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def load_records(set_name: str, repos: list[str] | None, labels: Path = LABELS) -> list[dict]:
    records: list[dict] = []
    for path in sorted((labels / set_name).glob("*.jsonl")):
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                print(f"{path}:{lineno}: skipped, not JSON ({exc})", file=sys.stderr)
                continue
            if repos and rec.get("repo") not in repos:
                continue
            records.append(rec)
    return records


def repo_paths() -> dict[str, Path]:
    spec = json.loads((HERE / "repos.json").read_text(encoding="utf-8"))
    return {r["name"]: ROOT / r["path"] for r in spec["repos"]}


def run_verify(verify: str, repo: Path, records: list[dict], send_since: bool, jobs: int,
               index_dir: Path | None = None) -> dict[str, dict]:
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", encoding="utf-8", delete=False) as fh:
        for r in records:
            line = {"id": r["id"], "text": r["text"]}
            if send_since and r.get("since"):
                line["since"] = r["since"]
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        batch = fh.name
    cmd = [verify, "--repo", str(repo), "--json", "--batch", batch]
    if jobs > 1:
        cmd += ["--jobs", str(jobs)]
    if index_dir is not None:
        cmd += ["--index-dir", str(index_dir)]
    try:
        res = subprocess.run(cmd, capture_output=True, text=True)
    finally:
        Path(batch).unlink(missing_ok=True)
    if res.returncode not in (0, 1, 3):
        raise RuntimeError(f"verify exited {res.returncode} on {repo}: {res.stderr.strip()[-2000:]}")
    answers: dict[str, dict] = {}
    for line in res.stdout.splitlines():
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(rec, dict) and "id" in rec:
            answers[str(rec["id"])] = rec
    return answers


def split_symbol(s: str) -> list[str]:
    s = s.strip().strip("`")
    m = re.fullmatch(r"[-+]?\[(\w+)\s+([^\]]+)\]", s)  # -[Type selector:part:] is Type.selector
    if m:
        s = f"{m.group(1)}.{m.group(2)}"
    s = s.replace("::", ".")
    s = re.sub(r"\(.*?\)", "", s)  # before the selector cut: Swift's `request(_:callbackQueue:)` is `request`
    s = s.split(":", 1)[0]  # an Objective-C selector is named by its first part
    for sep in ("#", "/"):
        s = s.replace(sep, ".")
    return [p for p in s.split(".") if p]


PATH_SUFFIX = re.compile(r"\.(go|kt|kts|py|ts|tsx|js|mjs|swift|h|m|mm|cc|cpp|c|md|rst|txt|toml|podspec|gradle|in|cfg|json|png|svg|ini|yml|yaml|mod)$")


def is_path(target: str) -> bool:
    return "/" in target or bool(PATH_SUFFIX.search(target))


INITIALISER_NAMES = frozenset(("init", "constructor", "__init__", "<init>"))


def target_names(rec: dict) -> set[str]:
    """The identifiers one of which an erroring claim must contain for the record to count as caught."""
    target = rec.get("target") or ""
    if is_path(target):
        return {target.rstrip("/").rsplit("/", 1)[-1]}
    parts = split_symbol(target)
    if not parts:
        return set()
    names = {parts[-1]}
    if parts[-1] in INITIALISER_NAMES and len(parts) > 1:
        names.add(parts[-2])   # `Option(name: .long)` calls Option.init: an initialiser is called by its type's name
    if rec.get("kind") == "k3_invented_type" and len(parts) > 1:
        names.add(parts[-2])
    return names


def claim_names(claim: dict) -> set[str]:
    text = str(claim.get("text") or "")
    names = set(IDENT.findall(text))
    names.add(text.rstrip("/").rsplit("/", 1)[-1])  # a path claim names its file
    return names


def erroring_claims(answer: dict) -> list[dict]:
    return [c for c in answer.get("claims") or [] if c.get("error")]


def suggestion_matches(expected: str, suggestion: dict | None) -> bool:
    if not expected or not suggestion:
        return False
    symbol = str(suggestion.get("symbol") or "")
    if is_path(expected):
        want = expected.strip().lstrip("./")
        cands = [symbol.strip().lstrip("./"), str(suggestion.get("path") or "").strip().lstrip("./")]
        return any(c and (c == want or c.endswith("/" + want) or want.endswith("/" + c)) for c in cands)
    return split_symbol(symbol)[-2:] == split_symbol(expected)[-2:]


def judge(rec: dict, answer: dict | None) -> dict:
    """One record's outcome: caught / missed (false records), alarm / quiet (true, external)."""
    out = {"id": rec["id"], "label": rec["label"], "verdict": answer.get("verdict") if answer else None}
    if answer is None:
        out["outcome"] = "missing"
        return out
    errs = erroring_claims(answer)
    if rec["label"] == "false":
        names = target_names(rec)
        hit = next((c for c in errs if names & claim_names(c)), None)
        caught = answer.get("verdict") == ERROR_VERDICT and hit is not None
        out["outcome"] = "caught" if caught else "missed"
        if caught and rec.get("expected_suggestion"):
            sugg = (hit.get("suggestions") or [None])[0]
            wants = [rec["expected_suggestion"], rec.get("suggestion_defined_on"), *(rec.get("suggestion_also") or [])]
            out["suggestion_ok"] = any(suggestion_matches(want, sugg) for want in wants if want)
            out["suggestion"] = sugg.get("symbol") if sugg else None
        if not caught:
            out["claims"] = [(c.get("text"), c.get("status"), c.get("error")) for c in answer.get("claims") or []]
    else:
        out["outcome"] = "alarm" if errs else "quiet"
        if errs:
            out["claims"] = [(c.get("text"), c.get("error"), c.get("reason")) for c in errs]
    return out


def tally(pairs: list[tuple[dict, dict]]) -> dict:
    tp = sum(1 for r, j in pairs if j["outcome"] == "caught")
    fn = sum(1 for r, j in pairs if r["label"] == "false" and j["outcome"] != "caught")
    fp = sum(1 for r, j in pairs if j["outcome"] == "alarm")
    neg = sum(1 for r, j in pairs if r["label"] != "false")
    sugg = [j["suggestion_ok"] for r, j in pairs if "suggestion_ok" in j]
    p = tp / (tp + fp) if tp + fp and tp + fn else None  # a group of only true/external records has no precision
    rcl = tp / (tp + fn) if tp + fn else None
    f1 = 2 * p * rcl / (p + rcl) if p and rcl else (0.0 if p is not None and rcl is not None else None)
    return {"records": len(pairs), "false": tp + fn, "caught": tp, "true_external": neg, "false_alarms": fp,
            "precision": p, "recall": rcl, "f1": f1,
            "suggestion_top1": sum(sugg) / len(sugg) if sugg else None, "suggestion_n": len(sugg),
            "missing": sum(1 for _, j in pairs if j["outcome"] == "missing")}


def report(pairs: list[tuple[dict, dict]]) -> dict:
    groups: dict[str, dict[str, list]] = {"language": defaultdict(list), "form": defaultdict(list),
                                           "kind": defaultdict(list), "repo": defaultdict(list)}
    for r, j in pairs:
        groups["language"][r.get("lang", "?")].append((r, j))
        groups["form"][r.get("form", "?")].append((r, j))
        groups["kind"][r.get("kind", "?")].append((r, j))
        groups["repo"][r.get("repo", "?")].append((r, j))
    out = {"overall": tally(pairs)}
    for name, g in groups.items():
        out[name] = {k: tally(v) for k, v in sorted(g.items())}
    stale = [(r, j) for r, j in pairs if r.get("kind") == "stale"]
    out["stale_caught"] = tally(stale)["recall"] if stale else None
    return out


def fmt(x: float | None) -> str:
    return "  -  " if x is None else f"{x:.3f}"


def print_table(title: str, rows: dict[str, dict]) -> None:
    print(f"\n{title:<22} {'n':>4} {'false':>5} {'caught':>6} {'alarms':>6} {'P':>6} {'R':>6} {'F1':>6} {'sugg@1':>7}")
    for k, t in rows.items():
        print(f"{k:<22} {t['records']:>4} {t['false']:>5} {t['caught']:>6} {t['false_alarms']:>6} "
              f"{fmt(t['precision']):>6} {fmt(t['recall']):>6} {fmt(t['f1']):>6} {fmt(t['suggestion_top1']):>7}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--labels", type=Path, default=LABELS,
                    help="labelled set directory holding dev/ and holdout/ (default bench/labels-prose)")
    ap.add_argument("--set", choices=("dev", "holdout"), default="dev")
    ap.add_argument("--repo", action="append", help="limit to this repository (repeatable)")
    ap.add_argument("--json", action="store_true", help="machine output: the report and every outcome")
    ap.add_argument("--no-since", action="store_true", help="do not send 'since' (a verifier without it)")
    ap.add_argument("--verify", default=str(ROOT / ".venv" / "bin" / "verify"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--misses", type=int, default=0, help="print up to N missed / alarmed records")
    ap.add_argument("--index-root", type=Path,
                    help="keep each repository's index in INDEX_ROOT/NAME instead of the checkout's .codeindex "
                         "(a verifier whose index fingerprint differs must not rebuild a shared index in place)")
    args = ap.parse_args(argv)

    records = load_records(args.set, args.repo, args.labels)
    if not records:
        print(f"no records in {args.labels / args.set}", file=sys.stderr)
        return 2
    paths = repo_paths()
    by_repo: dict[str, list[dict]] = defaultdict(list)
    for r in records:
        by_repo[r["repo"]].append(r)
    pairs: list[tuple[dict, dict]] = []
    failed: list[tuple[str, str]] = []
    for name, recs in sorted(by_repo.items()):
        if name not in paths or not paths[name].is_dir():
            print(f"{name}: no checkout at {paths.get(name)}; its {len(recs)} records are missing", file=sys.stderr)
            answers: dict[str, dict] = {}
        else:
            answers = run_verify(args.verify, paths[name], recs, not args.no_since, args.jobs,
                                 args.index_root / name if args.index_root else None)
        pairs += [(r, judge(r, answers.get(r["id"]))) for r in recs]
        failed += [(r["id"], answers[r["id"]]["error"]) for r in recs
                   if (answers.get(r["id"]) or {}).get("error") and not answers[r["id"]].get("claims")]

    rep = report(pairs)
    rep["verify_errors"] = len(failed)
    if failed:
        # A record verify answered with an error counts as not caught; say so, loudly, so that a broken
        # index or a crash never passes for a recall figure.
        print(f"WARNING: verify answered {len(failed)} record(s) with an error (counted as not caught); "
              f"first: {failed[0][0]}: {failed[0][1]}", file=sys.stderr)
    if args.json:
        rep["outcomes"] = [j for _, j in pairs]
        print(json.dumps(rep, ensure_ascii=False, indent=1))
        return 0
    print(f"set {args.set}: {len(pairs)} records")
    print_table("overall", {"all": rep["overall"]})
    for name in ("language", "form", "kind", "repo"):
        print_table(f"by {name}", rep[name])
    print(f"\nstale caught rate: {fmt(rep['stale_caught'])}")
    if args.misses:
        bad = [(r, j) for r, j in pairs if j["outcome"] in ("missed", "alarm", "missing")][: args.misses]
        for r, j in bad:
            print(f"\n{j['outcome']}: {r['id']} [{r['kind']}] target={r.get('target')}\n  {r['text']}\n  {j.get('claims')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
