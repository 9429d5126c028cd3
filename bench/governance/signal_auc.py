"""ROC AUC of the pair signals on the labelled Dedup pairs: which one separates duplicates best.

    .venv/bin/python bench/governance/signal_auc.py [dev|holdout]

Every pair of experiences within a Dedup group is a case: a gold pair is positive, any other negative.
Signals: word overlap (textutil.similarity, the old rule), anchor Jaccard, the multilingual USE cosine,
and semantic.relatedness (the combination the rules use). Also per language pairing (same / cross).
"""
from __future__ import annotations

import json
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from graph import semantic  # noqa: E402
from graph.textutil import similarity  # noqa: E402


def auc(pos: list[float], neg: list[float]) -> float:
    if not pos or not neg:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in pos for n in neg)
    return wins / (len(pos) * len(neg))


def cjk(t: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" for ch in t)


def main(part: str = "dev") -> None:
    d = ROOT / "bench" / "governance" / part
    inp = [json.loads(x) for x in (d / "dedup.jsonl").read_text().splitlines()]
    gold = {g["id"]: g for g in map(json.loads, (d / "dedup.gold.jsonl").read_text().splitlines())}
    t0 = time.perf_counter()
    semantic.prefetch(f"{e['when']} {e['what']} {e['why']}" for r in inp for e in r["experiences"])
    embed_s = time.perf_counter() - t0
    signals = {"word overlap": similarity, "anchor jaccard": semantic.anchor_overlap,
               "USE cosine": semantic.meaning, "relatedness": semantic.relatedness}
    rows = {k: {"all": ([], []), "cross-language": ([], []), "same-language": ([], [])} for k in signals}
    for r in inp:
        g = gold[r["id"]]
        pos = {tuple(sorted(p)) for p in g["pairs"]}
        for a, b in combinations(r["experiences"], 2):
            ta, tb = (f"{e['when']} {e['what']} {e['why']}" for e in (a, b))
            label = tuple(sorted((a["eid"], b["eid"]))) in pos
            facet = "cross-language" if cjk(ta) != cjk(tb) or (cjk(ta) and cjk(tb) and a["eid"][-2:] != b["eid"][-2:]) else "same-language"
            for name, f in signals.items():
                s = f(ta, tb)
                for key in ("all", facet):
                    rows[name][key][0 if label else 1].append(s)
    print(f"{part}: embedding backend {semantic.backend()}, {embed_s:.2f} s to embed the set")
    for name, facets in rows.items():
        print(f"  {name:<16} " + "  ".join(f"{k} AUC {auc(*v):.3f} (n+={len(v[0])})" for k, v in facets.items()))


if __name__ == "__main__":
    main(*(sys.argv[1:] or ["dev"]))
