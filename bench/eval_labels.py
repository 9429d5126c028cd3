"""Detection precision/recall and suggestion accuracy on the labelled references in bench/labels/.

    python bench/eval_labels.py [--repos-dir bench/repos] [--show-errors]

A label is a reference as a user would write it over a real repository (brought with the search
tool's fetch into bench/repos/NAME; see bench/README.md), marked true or false. The verifier's job is
to flag the false ones as S1_FACTUAL_ERROR and nothing else:
- positive = a false, resolvable reference; predicted positive = verdict factual_error;
- precision = flagged false / all flagged (a flagged true or unresolvable reference is a false alarm);
- recall = flagged false / all false resolvable references;
- suggestion accuracy = top-1 (and top-3) suggestion equals the label's expected real symbol,
  over the flagged false references that name one.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from verifier import Verifier

HERE = Path(__file__).resolve().parent


def same_symbol(suggested: str, expected: str) -> bool:
    """`FastScrollBarCompat.attachToQBRecyclerView` vs `com.x.FastScrollBarCompat#attachToQBRecyclerView`."""
    norm = lambda s: [p for p in s.replace("::", ".").replace("#", ".").replace("()", "").split(".") if p]
    a, b = norm(suggested), norm(expected)
    n = min(len(a), len(b), 2)
    return a[-n:] == b[-n:] if n else False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repos-dir", default=str(HERE / "repos"))
    ap.add_argument("--labels-dir", default=str(HERE / "labels"))
    ap.add_argument("--show-errors", action="store_true", help="print every miss and false alarm")
    args = ap.parse_args()

    labels: dict[str, list[dict]] = defaultdict(list)
    for path in sorted(Path(args.labels_dir).glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                labels[record["repo"]].append(record)

    stats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    mistakes = []
    index_root = Path(tempfile.mkdtemp(prefix="labels-idx-"))
    started = time.perf_counter()
    for repo, records in sorted(labels.items()):
        tree = Path(args.repos_dir) / repo
        if not tree.is_dir():
            print(f"skip {repo}: no checkout at {tree} (bring it with the search tool's fetch; bench/README.md)")
            continue
        verifier = Verifier.open(tree, index_dir=index_root / repo)
        for rec in records:
            result = verifier.verify_text(rec["text"], id=rec["id"], query_mode=True)
            flagged = result.verdict == "factual_error"
            lang = rec["lang"]
            for key in (lang, "all"):
                s = stats[key]
                s["n"] += 1
                if rec["resolvable"] and rec["label"] == "false":
                    s["positives"] += 1
                    s["tp"] += flagged
                    if flagged and rec.get("expected_suggestion"):
                        claim = next((c for c in result.claims if c.error), None)
                        suggestions = [x.symbol for x in claim.suggestions] if claim else []
                        s["sugg_n"] += 1
                        s["sugg_top1"] += bool(suggestions) and same_symbol(suggestions[0], rec["expected_suggestion"])
                        s["sugg_top3"] += any(same_symbol(x, rec["expected_suggestion"]) for x in suggestions[:3])
                else:
                    s["negatives"] += 1
                    s["fp"] += flagged
                    if rec["label"] == "true" and rec["resolvable"]:
                        s["true_resolvable"] += 1
                        s["true_verified"] += result.verdict == "verified"
            wrong = flagged != (rec["resolvable"] and rec["label"] == "false")
            if wrong:
                reason = result.claims[0].reason if result.claims else "no claim extracted"
                mistakes.append((rec["id"], rec["text"], rec["label"], result.verdict, reason[:200]))
        verifier.close()

    def ratio(a: int, b: int) -> str:
        return f"{a / b:.3f}" if b else "  -  "

    print(f"{'lang':<12}{'refs':>6}{'false':>7}{'TP':>5}{'FP':>5}{'precision':>11}{'recall':>8}"
          f"{'true verified':>15}{'sugg@1':>8}{'sugg@3':>8}")
    for key in sorted(stats, key=lambda k: (k == "all", k)):
        s = stats[key]
        flagged = s["tp"] + s["fp"]
        print(f"{key:<12}{s['n']:>6}{s['positives']:>7}{s['tp']:>5}{s['fp']:>5}{ratio(s['tp'], flagged):>11}"
              f"{ratio(s['tp'], s['positives']):>8}{ratio(s['true_verified'], s['true_resolvable']):>15}"
              f"{ratio(s['sugg_top1'], s['sugg_n']):>8}{ratio(s['sugg_top3'], s['sugg_n']):>8}")
    print(f"({time.perf_counter() - started:.1f}s including index builds)")
    if args.show_errors:
        for m in mistakes:
            print("  ", " | ".join(str(x) for x in m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
