"""`codeindex` command line: it parses arguments and prints; the work is in the package API."""
from __future__ import annotations

import argparse
import json
import sys
import time

from . import dump as dump_mod
from .errors import CodeIndexError
from .argtypes import positive_int
from .index import open_index
from .status import index_status

EXIT_OK, EXIT_NOT_FOUND = 0, 1


def _progress_printer(stream):
    if not stream.isatty():
        return None
    started = time.perf_counter()

    def show(done: int, total: int) -> None:
        width = 30
        filled = int(width * done / total) if total else width
        rate = done / max(time.perf_counter() - started, 1e-6)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} files {rate:,.0f}/s")
        if done == total:
            stream.write("\r" + " " * (width + 40) + "\r")
        stream.flush()
    return show


def _say_waiting(message: str) -> None:
    print(f"codeindex: {message}", file=sys.stderr, flush=True)


_WARNINGS_SHOWN = 20


def cmd_build(args) -> int:
    index = open_index(args.path, index_dir=args.index_dir, update=False)
    try:
        report = index.refresh(progress=None if args.json else _progress_printer(sys.stderr), jobs=args.jobs,
                               on_wait=_say_waiting, walk_every=0 if args.walk else None)
    finally:
        index.close()
    if args.json:
        print(json.dumps({
            "root": report.root, "index": report.index_path, "files": report.files_seen, "parsed": report.parsed,
            "unchanged": report.unchanged, "renamed": report.renamed, "deleted": report.deleted,
            "skipped": report.skipped, "errors": [{"path": p, "error": e} for p, e in report.errors],
            "warnings": [{"path": p, "warning": w} for p, w in report.warnings],
            "symbols": report.symbols, "seconds": round(report.seconds, 3), "rebuilt_reason": report.rebuilt_reason,
            "change_detection": report.change_detection,
        }, indent=2))
        return EXIT_OK
    if report.rebuilt_reason:
        print(f"note: rebuilt from scratch: {report.rebuilt_reason}", file=sys.stderr)
    for path, error in report.errors:
        print(f"error: {path}: {error}", file=sys.stderr)
    shown = report.warnings if args.verbose else report.warnings[:_WARNINGS_SHOWN]
    for path, warning in shown:
        print(f"warning: {path}: {warning}", file=sys.stderr)
    if len(shown) < len(report.warnings):
        print(f"warning: ... and {len(report.warnings) - len(shown)} more files read partly (-v lists them)",
              file=sys.stderr)
    print(report.summary())
    return EXIT_OK


def cmd_watch(args) -> int:
    import signal
    from pathlib import Path

    from .build import check_root, index_path_for
    from .watchd import WatcherError, WatchServer, socket_path

    root = check_root(args.path)
    index_dir = index_path_for(root, Path(args.index_dir).resolve() if args.index_dir else None).parent
    server = WatchServer(root, index_dir)
    try:
        server.start()
    except WatcherError as exc:
        print(f"codeindex watch: {exc}", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: server.stop())
    try:
        message = {"root": str(root), "socket": str(socket_path(index_dir)), "directories": server.watcher.watched}
        print(json.dumps(message) if args.json else
              f"watching {message['directories']:,} directories of {root}; builds ask at {message['socket']}",
              flush=True)
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return EXIT_OK


def cmd_query(args) -> int:
    index = open_index(args.path, index_dir=args.index_dir)
    try:
        answer = _answer(index.explorer, args.name)
    finally:
        index.close()
    if args.json:
        print(json.dumps(answer, indent=2, ensure_ascii=False))
    else:
        _print_answer(answer)
    return EXIT_OK if answer["types"] or answer["symbols"] else EXIT_NOT_FOUND


def _answer(explorer, name: str) -> dict:
    dotted = name.replace("::", ".").replace("#", ".").rstrip("()")
    types = explorer.find_types(dotted)
    out_types = []
    for t in types:
        members = explorer.members(t)
        out_types.append({
            **t.to_dict(),
            "members": [m.to_dict() for m in members.own if m.kind != "extension"],
            "inherited": [{**m.to_dict(), "from": via.qualname} for m, via in members.inherited],
            "ancestors": [a.qualname for a in members.ancestry.ancestors],
            "external_ancestors": members.ancestry.external,
            "extensions": [e.to_dict() for e in explorer.extensions_of(t)],
        })
    symbols = []
    if not types:
        if "." in dotted:
            owner, member = dotted.rsplit(".", 1)
            for t in explorer.find_types(owner):
                symbols += [m.to_dict() for m, _via in explorer.members(t).named(member)]
            if not symbols:
                # Members the repository attaches to a type outside it (`extension UIView`, `fun View.x()`).
                symbols = [s.to_dict() for s in explorer.symbols_named(member)
                           if s.attached and s.container and s.container.rsplit(".", 1)[-1] == owner.rsplit(".", 1)[-1]]
        else:
            symbols = [s.to_dict() for s in explorer.symbols_named(dotted)]
    near = [] if types or symbols else [{"name": n, "score": s} for n, s in explorer.near_names(dotted.rsplit(".", 1)[-1], 5)]
    return {"query": name, "types": out_types, "symbols": symbols, "near": near}


def _print_answer(answer: dict) -> None:
    if not answer["types"] and not answer["symbols"]:
        print(f"{answer['query']}: not found in the repository")
        if answer["near"]:
            print("near names: " + ", ".join(n["name"] for n in answer["near"]))
        return
    for t in answer["types"]:
        print(f"{t['kind']} {t['qualname']}  {t['path']}:{t['line']}")
        if t["ancestors"] or t["external_ancestors"]:
            parts = list(t["ancestors"]) + [f"{e} (outside the repository)" for e in t["external_ancestors"]]
            print("  ancestors: " + ", ".join(parts))
        # Declarations in the type's own file first, then what other files attach (C++ .cc
        # definitions, Kotlin extensions, categories), each in line order.
        for m in sorted(t["members"], key=lambda m: (m["path"] != t["path"], m["path"], m["line"])):
            print(f"  {m['kind']:<13} {m['name']}{m['params'] or ''}  :{m['line']}"
                  + (f"  ({m['path']})" if m["path"] != t["path"] else ""))
        for m in t["inherited"]:
            print(f"  {m['kind']:<13} {m['name']}{m['params'] or ''}  from {m['from']}  {m['path']}:{m['line']}")
    for s in answer["symbols"]:
        print(f"{s['kind']} {s['qualname']}{s['params'] or ''}  {s['path']}:{s['line']}")


def cmd_status(args) -> int:
    status = index_status(args.path, index_dir=args.index_dir)
    if args.json:
        print(json.dumps(status, indent=2))
        return EXIT_OK
    if not status["indexed"]:
        print(f"{status['root']}: not indexed yet ({status.get('reason', 'no index')}); run `codeindex build`")
        return EXIT_OK
    age = time.time() - status["updated_at"]
    print(f"{status['root']}  index {status['index']}  (format {status['format_version']}, updated {age:.0f}s ago)")
    print(f"files: {status['files']}  " + ", ".join(f"{k} {v}" for k, v in sorted(status["files_by_status"].items())))
    print("languages: " + ", ".join(f"{k} {v}" for k, v in sorted(status["files_by_language"].items())))
    print(f"symbols: {status['symbols']}  " + ", ".join(f"{k} {v}" for k, v in sorted(status["symbols_by_kind"].items())))
    stale = status["stale"]
    n_stale = sum(len(v) for v in stale.values())
    print(f"stale: {n_stale}" + ("" if not n_stale else "  " + ", ".join(f"{k} {len(v)}" for k, v in stale.items() if v)))
    for kind, paths in stale.items():
        for path in paths[:20]:
            print(f"  {kind}: {path}")
    return EXIT_OK


def cmd_dump(args) -> int:
    index = open_index(args.path, index_dir=args.index_dir)
    try:
        if args.json:
            dump_mod.write_json(index.explorer, sys.stdout)
        else:
            dump_mod.write_text(index.explorer, sys.stdout)
    finally:
        index.close()
    return EXIT_OK


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="codeindex", description="A persistent tree-sitter symbol index of a repository.")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p):
        # Every subcommand takes the repository the same way: a positional PATH or --repo PATH
        # (the spelling `verify` uses), default the current directory.
        p.add_argument("path", nargs="?", help="repository root (default: .)")
        p.add_argument("--repo", dest="repo_opt", metavar="PATH", help="repository root, as in `verify --repo`")
        p.add_argument("--index-dir", help="where the index lives (default: ROOT/.codeindex)")
        p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("build", help="build or update the index")
    common(p)
    p.add_argument("--jobs", type=positive_int, help="worker processes, at least 1 (default: all cores)")
    p.add_argument("-v", "--verbose", action="store_true", help="also print per-file warnings")
    p.add_argument("--walk", action="store_true",
                   help="look at every file of the tree instead of asking git what changed since the last build")
    p.set_defaults(func=cmd_build)

    p = sub.add_parser("watch", help="watch the tree and tell builds what changed (no git status, no walk)")
    common(p)
    p.set_defaults(func=cmd_watch)

    p = sub.add_parser("query", help="where a type or symbol is defined, its members and ancestors")
    p.add_argument("name", help="a type, `Type.member`, `ns::Type` or a symbol name")
    common(p)
    p.set_defaults(func=cmd_query)

    p = sub.add_parser("status", help="files, symbols, index age and stale files")
    common(p)
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("dump", help="print every symbol, container, base and import (the golden format)")
    common(p)
    p.set_defaults(func=cmd_dump)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = make_parser()
    args = parser.parse_args(argv)
    if args.path and args.repo_opt and args.path != args.repo_opt:
        parser.error(f"two repositories given: {args.path!r} and --repo {args.repo_opt!r}")
    args.path = args.path or args.repo_opt or "."
    try:
        code = args.func(args)
        sys.stdout.flush()   # a closed pipe shows here, inside the handler below
        return code
    except CodeIndexError as exc:
        print(f"codeindex: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader (`| head`) has gone: stop quietly; point stdout at /dev/null so the
        # interpreter's final flush does not raise again.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
