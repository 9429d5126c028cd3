"""`verify` command line: it parses arguments and prints; the work is in verifier.api.

Exit status: 0 everything found was verified; 1 at least one factual error; 2 usage or
environment error (missing repository, unreadable index); 3 nothing verifiable in the input.
"""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from contextlib import nullcontext

from codeindex import CodeIndexError
from codeindex.argtypes import positive_int

from .api import Verifier
from .history import UnknownRevision
from .models import TextResult

EXIT_OK, EXIT_FACTUAL_ERROR, EXIT_USAGE, EXIT_NOTHING = 0, 1, 2, 3

_MARKS = {"verified": "✓ VERIFIED", "not_found": "✗ S1_FACTUAL_ERROR", "unverifiable": "? UNVERIFIABLE"}


def render(result: TextResult, *, show_id: bool = False) -> str:
    lines = []
    if show_id and result.id:
        lines.append(f"[{result.id}] {result.verdict}")
    if result.error:
        lines.append(f"! {result.error}")
    if not result.claims and not result.error:
        lines.append("? no code reference found in the text")
    for claim in result.claims:
        mark = f"✗ {claim.error}" if claim.error else _MARKS[claim.status if claim.status != "not_found" else "unverifiable"]
        lines.append(f"{mark}  {claim.text}")
        lines.append(f"  {claim.reason}")
        if claim.members:
            lines.append("  its members: " + ", ".join(claim.members))
        if claim.status == "verified":
            for ev in claim.evidence[1:4] if len(claim.evidence) > 1 else claim.evidence[:1]:
                where = f"{ev.path}:{ev.line}" if ev.line else ev.path
                lines.append(f"  at {where}  {ev.symbol}" + (f"  ({ev.note})" if ev.note else ""))
        if claim.suggestions:
            best = claim.suggestions[0]
            others = ", ".join(_where(s) for s in claim.suggestions[1:])
            lines.append(f"  did you mean {_where(best)}?" + (f"  also: {others}" if others else ""))
    return "\n".join(lines)


def _where(s) -> str:
    if s.symbol == s.path:
        return s.path
    return f"{s.symbol} ({s.path}:{s.line})" if s.line else f"{s.symbol} ({s.path})"


def exit_status(results: list[TextResult]) -> int:
    if any(r.verdict == "factual_error" for r in results):
        return EXIT_FACTUAL_ERROR
    if any(r.verdict == "verified" for r in results):
        return EXIT_OK
    return EXIT_NOTHING


def make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="verify",
        description="Check the code references in a query or text against a repository's symbol graph. "
                    "`verify serve --help` for the HTTP service.",
    )
    p.add_argument("query", nargs="*", help="references (A.b, A#b, A::b, a path) or, with --text, prose")
    p.add_argument("--repo", default=".", help="repository root (default: .)")
    p.add_argument("--index-dir", help="where the index lives (default: REPO/.codeindex)")
    p.add_argument("--text", action="store_true", help="treat the arguments as one prose text ('-': read stdin)")
    p.add_argument("--batch", metavar="FILE", help="JSON Lines {id, text} from FILE ('-' for stdin)")
    p.add_argument("--json", action="store_true", help="one JSON record per input")
    p.add_argument("--jobs", type=positive_int, default=1, help="with --batch: verify in this many processes (default 1)")
    p.add_argument("--since", metavar="REV",
                   help="also check against git revision REV: a reference that resolved there and not now is "
                        "S1_STALE_REFERENCE (with --notes the default is each file's last commit)")
    p.add_argument("--notes", nargs="+", metavar="FILE",
                   help="check notes files (CLAUDE.md, AGENTS.md, docs/*.md, .cursor/rules/*.mdc) paragraph by paragraph")
    p.add_argument("--format", choices=("text", "json", "sarif", "github"), default=None,
                   help="with --notes: how to report (default text; --json means json)")
    p.add_argument("-v", "--verbose", action="store_true", help="with --notes: also list unverifiable references")
    return p



def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["serve"]:
        from .service import main as serve_main
        return serve_main(argv[1:])
    parser = make_parser()
    args = parser.parse_args(argv)
    if not args.query and not args.batch and not args.notes:
        parser.print_usage(sys.stderr)
        print("verify: error: give a reference, --text TEXT, --batch FILE or --notes FILE...", file=sys.stderr)
        return EXIT_USAGE
    try:
        verifier = Verifier.open(args.repo, index_dir=args.index_dir)
    except CodeIndexError as exc:
        print(f"verify: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except sqlite3.DatabaseError as exc:
        return _unreadable_index(args, exc)
    try:
        return _run(verifier, args)
    except UnknownRevision as exc:
        print(f"verify: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except sqlite3.DatabaseError as exc:
        return _unreadable_index(args, exc)
    except BrokenPipeError:
        # `verify ... | head`: the reader went away; nothing more to say.
        sys.stderr.close()
        return EXIT_OK
    finally:
        verifier.close()


def _unreadable_index(args, exc: sqlite3.DatabaseError) -> int:
    """An index file this codeindex cannot read (damaged, or a schema no migration knows): said in one
    line with what to do, never a traceback; nothing of the repository is touched."""
    where = args.index_dir or os.path.join(args.repo or ".", ".codeindex")
    print(f"verify: error: the index in {where} cannot be read ({exc}); remove that directory and run "
          f"`codeindex build` to make it again", file=sys.stderr)
    return EXIT_USAGE


def _run(verifier: Verifier, args) -> int:
    if args.since and verifier.history() is None:
        print(f"verify: note: {verifier.history_note}", file=sys.stderr)
    if args.notes:
        return _notes(verifier, args)
    if args.batch:
        verifier.default_since = args.since
        return _batch(verifier, args)
    if args.text:
        text = sys.stdin.read() if args.query == ["-"] else " ".join(args.query)
        results = [verifier.verify_text(text, id="text", query_mode=False, since=args.since)]
    else:
        results = [verifier.verify_text(q, id=q, since=args.since) for q in args.query]
    for result in results:
        if args.json:
            print(json.dumps(result.model_dump(), ensure_ascii=False))
        else:
            print(render(result))
    return exit_status(results)


def _notes(verifier: Verifier, args) -> int:
    from . import notes as notes_mod

    if args.since is None and verifier.history() is None:
        print(f"verify: note: {verifier.history_note}", file=sys.stderr)
    checked = notes_mod.check_notes(verifier, args.notes, since=args.since)
    fmt = args.format or ("json" if args.json else "text")
    if fmt == "text":
        print(notes_mod.render_text(checked, verbose=args.verbose))
    elif fmt == "json":
        print(notes_mod.render_json(checked))
    elif fmt == "sarif":
        print(notes_mod.render_sarif(checked, verifier.root))
    else:
        out = notes_mod.render_github(checked)
        if out:
            print(out)
    if any(c.error for n in checked for c in n.claims):
        return EXIT_FACTUAL_ERROR
    if any(n.error for n in checked):
        return EXIT_USAGE
    return EXIT_OK


def _batch(verifier: Verifier, args) -> int:
    try:
        stream = sys.stdin if args.batch == "-" else open(args.batch, encoding="utf-8", errors="replace")
    except OSError as exc:
        print(f"verify: error: cannot read {args.batch}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_USAGE
    results = []
    with stream if stream is not sys.stdin else nullcontext(stream):
        for result in verifier.verify_batch(stream, jobs=args.jobs):
            results.append(result)
            if args.json:
                sys.stdout.write(json.dumps(result.model_dump(), ensure_ascii=False) + "\n")
            else:
                print(render(result, show_id=True))
    return exit_status(results)


if __name__ == "__main__":
    sys.exit(main())
