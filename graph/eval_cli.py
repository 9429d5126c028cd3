"""`governance eval` and `governance score`: read lines, call graph.evaluation, print. Parses and prints only."""
from __future__ import annotations

import json
import sys
from pathlib import Path


def _lines(name: str):
    if name == "-":
        return sys.stdin.read().splitlines()
    return Path(name).read_text(encoding="utf-8").splitlines()


def cmd_eval(args) -> int:
    from .evaluation import predict
    from .llm import make_backend

    backend = make_backend(args.backend)
    for out in predict(args.stage, _lines(args.file), backend, args.repo):
        print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


def _records(name: str) -> list[dict]:
    from .evaluation import read_jsonl

    out = []
    for n, rec, err in read_jsonl(_lines(name)):
        if err:
            raise ValueError(f"{name}: {err}")
        out.append(rec)
    return out


def format_score(s: dict) -> str:
    """The headline metrics first, then the breakdowns, then at most 20 errors to analyse."""
    lines = [f"{s['stage']}"]
    skip = {"stage", "errors"}
    for k, v in s.items():
        if k in skip:
            continue
        if isinstance(v, dict):
            lines.append(f"  {k}:")
            for kk, vv in v.items():
                lines.append(f"    {kk:<22} {json.dumps(vv, ensure_ascii=False)}")
        else:
            lines.append(f"  {k:<24} {v}")
    errs = s.get("errors", [])
    if errs:
        lines.append(f"  errors ({len(errs)}, first 20):")
        lines += [f"    {json.dumps(e, ensure_ascii=False)}" for e in errs[:20]]
    return "\n".join(lines)


def cmd_score(args) -> int:
    from .evaluation import score

    s = score(args.stage, _records(args.pred), _records(args.gold))
    print(json.dumps(s, indent=2, ensure_ascii=False) if args.json else format_score(s))
    return 0


def register(sub) -> None:
    from .eval_stages import STAGES  # not graph.evaluation: that imports the whole chain

    ev = sub.add_parser("eval", help="run one governance stage on labelled inputs (JSON Lines), one prediction per line")
    ev.add_argument("stage", choices=STAGES)
    ev.add_argument("file", help="JSON Lines file, or - for stdin")
    ev.add_argument("--repo", help="repository for Review's source check (S1) and extraction")
    ev.add_argument("--backend", choices=["offline", "openai"], help="default: openai when an endpoint is configured")
    ev.set_defaults(func=cmd_eval)

    sc = sub.add_parser("score", help="compare predictions with gold labels: the article's metrics per stage")
    sc.add_argument("stage", choices=STAGES)
    sc.add_argument("pred")
    sc.add_argument("gold")
    sc.add_argument("--json", action="store_true", help="machine-readable output")
    sc.set_defaults(func=cmd_score)
