"""The `governance` subcommands that hand experiences back to agents: search, the servers, the prompt hook
and its installer, import/export, statistics and the lifecycle. Parses and prints only; the work is in
graph.serving, graph.mcp_server, graph.api_server, graph.inject, graph.install_hooks,
graph.importexport, graph.stats and graph.lifecycle. Registered by graph.cli.build_parser."""
from __future__ import annotations

import json
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path

from .cli import _db, _emit  # one notion of "the store" and of JSON output for every subcommand


@contextmanager
def _store(args):
    from .store import Store

    store = Store(_existing_db(args))
    try:
        yield store
    finally:
        store.close()


def _repo_map(values: list[str] | None) -> dict[str, str]:
    """`--repo NAME=PATH` (or a bare PATH, named after its directory) -> {name: path}."""
    out = {}
    for v in values or []:
        name, sep, path = v.partition("=")
        if not sep:
            name, path = Path(v).resolve().name, v
        if not Path(path).is_dir():
            raise ValueError(f"--repo {v}: {path} is not a directory")
        out[name] = path
    return out


# ---------------------------------------------------------------- search and the servers


def cmd_search(args) -> int:
    from .serving import RequestError, Retriever, SearchRequest

    with _store(args) as store:
        r = Retriever(store, verify=not args.no_verify, meaning=args.meaning)
        try:
            out = r.search(SearchRequest(query=args.query, repo=args.repo, files=args.file or [],
                                         symbols=args.symbol or [], limit=args.limit, client="cli",
                                         include_contested=args.contested))
        except RequestError as e:
            print(f"governance search: {e}", file=sys.stderr)
            return 2
    resp = out.response
    if args.json:
        print(json.dumps(resp.model_dump(), ensure_ascii=False))
    else:
        for n, res in enumerate(resp.results, 1):
            print(f"  {n}. {res.id} [{out.lenses.get(res.id, '?')}] {res.when}  ({res.score:.2f}; {res.why_matched})")
            print(f"     What: {res.what}\n     Why:  {res.why}")
        for w in out.withheld:
            print(f"  withheld {w.experience_id}: no longer verifies, marked stale: {'; '.join(w.failing)}")
        if not resp.hit:
            print("  no hit: nothing stored is relevant enough (an honest no)")
        print(f"  {resp.latency_ms:.1f} ms")
    return 0 if resp.hit else 1


def _existing_db(args) -> str:
    """The store named by --db: a PostgreSQL URL as it is (Store connects, or says the server does not
    answer), a SQLite file only if it exists."""
    path = _db(args)
    if path.startswith(("postgresql://", "postgres://")):
        return path
    if not Path(path).is_file():  # a server on a mistyped path would serve an empty store, silently
        raise ValueError(f"no store at {path} (run `governance run` or `governance import` first, or give --db)")
    return path


def cmd_mcp(args) -> int:
    from .mcp_server import parse_host_port, run
    from .serving import Retriever

    if args.http:
        parse_host_port(args.http)  # a usage error before anything loads
    _existing_db(args)
    retriever = Retriever(_db(args), _repo_map(args.repo), refresh_interval=args.check_interval,
                          meaning=args.meaning)
    try:
        run(retriever, args.http)
    finally:
        retriever.close()
    return 0


def cmd_serve(args) -> int:
    from .api_server import make_server
    from .serving import Retriever

    db = _existing_db(args)
    repos = _repo_map(args.repo)
    refresher = None
    if args.repos:
        from .repo_refresh import RefreshLoop
        from .repos_config import load, paths

        configured = load(args.repos)
        repos = paths(configured) | repos
        refresher = RefreshLoop(db, configured, say=lambda m: print(f"governance serve: {m}", file=sys.stderr, flush=True))
        refresher.start()   # only repositories with refresh = "…": fetch, fast-forward, re-verify
    require_tokens = (args.auth or ("tokens" if db.startswith(("postgresql://", "postgres://")) else "none")) == "tokens"
    retriever = Retriever(db, repos, refresh_interval=args.check_interval, meaning=args.meaning)
    workers = _start_workers(args, db) if args.workers else []
    mcp = None
    if not args.no_mcp:
        import logging

        from .mcp_http import McpEndpoint
        from .mcp_server import build_server

        logging.getLogger("mcp").setLevel(logging.WARNING)  # not a line per MCP session opened and closed
        mcp = McpEndpoint(build_server(retriever), host=args.host)
    server = make_server(retriever, args.host, args.port, mcp=mcp, require_tokens=require_tokens)
    print(f"governance serve: http://{args.host}:{server.port}/v1/experiences/search (OpenAPI /openapi.json)"
          + (f"; MCP http://{args.host}:{server.port}/mcp" if mcp else "")
          + ("; bearer tokens required" if require_tokens else "; no tokens asked (--auth tokens to require them)")
          + (f"; {len(workers)} chain worker(s)" if workers else ""), file=sys.stderr, flush=True)
    if workers:   # a stop by SIGTERM (systemd, docker, kill) ends the workers too, not only Ctrl-C
        import signal

        def stop(signum, frame):
            raise KeyboardInterrupt

        signal.signal(signal.SIGTERM, stop)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        if refresher is not None:
            refresher.stop()
        for w in workers:
            w.terminate()
        for w in workers:
            w.wait(timeout=30)
        server.close()
        if mcp:
            mcp.close()
        retriever.close()
    return 0


def _start_workers(args, db: str) -> list:
    """`serve --workers N`: N `governance worker` processes on the same store (more may run elsewhere)."""
    import os
    import subprocess

    cmd = [sys.executable, "-m", "graph.cli", "worker", "--db", db]
    if args.repos:
        cmd += ["--repos", args.repos]
    if args.backend:
        cmd += ["--backend", args.backend]
    return [subprocess.Popen(cmd + ["--name", f"{os.uname().nodename}:serve-{n}"]) for n in range(1, args.workers + 1)]


def cmd_inject(args) -> int:
    from .inject import main

    return main(args)


def _inject_arguments(p) -> None:
    p.add_argument("--repo", help="repository (default: the hook event's cwd)")
    p.add_argument("--url", help="a running `governance serve` (default $GOVERNANCE_URL); else search in process")
    p.add_argument("--limit", type=int, default=3)
    p.add_argument("--budget-ms", type=float, default=1500, help="answer within this or print nothing (default 1500)")
    p.add_argument("--db", help="store path (default $GOVERNANCE_DB or ./governance.sqlite)")


def inject_main(argv: list[str]) -> int:
    """`governance inject` without building every subcommand's parser (some import the chain): the
    prompt hook runs before every prompt, so its start-up is its budget. Always 0."""
    import argparse

    p = argparse.ArgumentParser(prog="governance inject")
    _inject_arguments(p)
    try:
        args = p.parse_args(argv)
    except SystemExit:
        return 0  # a mistyped hook command must not fail the agent; argparse said what is wrong on stderr
    return cmd_inject(args)


def cmd_install_hooks(args) -> int:
    from .install_hooks import codex_toml, install_claude

    governance = args.governance or shutil.which("governance") or str(Path(sys.argv[0]).resolve())
    if bool(args.server) != bool(args.token):
        raise ValueError("give both --server and --token (a team server), or neither")
    r = install_claude(args.target or ".", governance, _db(args), args.spool, args.url)
    if args.server:
        from .install_hooks import install_team_env

        r["team"] = install_team_env(args.target or ".", args.server, args.token, args.repo_name)
    if args.json:
        _emit(r)
    else:
        print(f"wrote {r['settings']} (hooks added: {', '.join(r['hooks_added']) or 'none, already there'})")
        print(f"wrote {r['mcp']} (MCP server 'governance'{'' if r['mcp_changed'] else ', unchanged'})")
        print("Codex CLI: add to ~/.codex/config.toml\n" + codex_toml(governance, _db(args), args.target or "."))
        if "team" in r:
            print(f"wrote {r['team']['settings_local']} (env: uploads to {r['team']['server']} as repository "
                  f"{r['team']['repo']}; not committed by Claude Code's .gitignore)")
    return 0


# ---------------------------------------------------------------- import and export


def cmd_import(args) -> int:
    from .importexport import import_as_is, import_reviewed
    from .store import Store

    if not Path(args.file).is_file():
        raise ValueError(f"{args.file}: no such file")
    store = Store(_db(args))
    try:
        r = import_as_is(store, args.file, args.repo) if args.as_is else import_reviewed(store, args.file, args.repo)
    finally:
        store.close()
    index_now(_db(args))
    if args.json:
        _emit(r.as_dict())
    else:
        print(f"{r.lines} line(s) read from {r.path}: {len(r.stored)} stored"
              + (f", {len(r.unchanged)} unchanged" if r.unchanged else "")
              + (f", {len(r.rejected)} rejected by Review" if r.rejected else "")
              + (f", {len(r.errors)} malformed" if r.errors else "")
              + (f"; merge {', '.join(f'{a} {n}' for a, n in r.decisions.items())}" if r.decisions else ""))
        for e in r.errors:
            print(f"  line {e['line']}: {e['error']}", file=sys.stderr)
        for x in r.rejected:
            print(f"  line {x['line']}: rejected {x['reason']}: {x['detail'][:160]}")
    return 0


def index_now(db: str) -> None:
    """Bring the retrieval index up to date after a bulk write, so the prompt hook (on a time budget)
    never meets thousands of unindexed experiences."""
    import sqlite3

    from . import pg
    from .retrieval import TextIndex

    conn = pg.connect(db, redact=False) if pg.is_url(db) else sqlite3.connect(db, timeout=30)
    try:
        TextIndex(conn).sync()
    finally:
        conn.close()


def cmd_export(args) -> int:
    from .importexport import exported, to_jsonl, to_markdown

    with _store(args) as store:
        records = exported(store)
    text = to_jsonl(records) if args.format == "jsonl" else to_markdown(records) + "\n"
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"{len(records)} experience(s) written to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


# ---------------------------------------------------------------- statistics and adoption


def _ms(v) -> str:
    return "-" if v is None else f"{v:.1f} ms"


def _rate(v) -> str:
    return "-" if v is None else f"{100 * v:.1f}%"


def cmd_stats(args) -> int:
    from .lifecycle import parse_duration
    from .stats import summary

    with _store(args) as store:
        s = summary(store, parse_duration(args.since) if args.since else None)
    if args.json:
        _emit(s)
        return 0
    lat, ad = s["latency_ms"], s["adoption"]
    print(f"Retrievals{' since ' + s['since'] if s['since'] else ''}: {s['requests']}"
          + (f"  ({', '.join(f'{c} {n}' for c, n in sorted(s['by_client'].items()))})" if s["by_client"] else ""))
    print(f"  hit rate              {_rate(s['hit_rate'])}")
    print(f"  no-hit rate           {_rate(s['no_hit_rate'])}")
    print(f"  injected per request  {s['injected_per_request'] if s['injected_per_request'] is not None else '-'}")
    print(f"  latency               mean {_ms(lat['mean'])}, p50 {_ms(lat['p50'])}, p95 {_ms(lat['p95'])}")
    print(f"  withheld at read      {s['withheld_at_read']} (failed re-verification, marked stale)")
    print(f"  adoption              {ad['adopted']} adopted, {ad['ignored']} ignored of {ad['served']} served"
          f" ({ad['served'] - ad['observed']} not observed yet): {_rate(ad['rate'])}")
    print(f"  success rate          {_rate(s['success_rate'])} (requests with an adopted experience, of those observed)")
    rows = [e for e in s["experiences"] if e["served"] or e["helpful"] or e["unhelpful"]][: args.top]
    if rows:
        print("Per experience (served / adopted / ignored / feedback +/-, last served):")
    for e in rows:
        flag = " DISABLED" if e["disabled"] else ("" if e["status"] == "active" else f" {e['status']}")
        print(f"  {e['id']}{flag}  {e['served']:>4} / {e['adopted']} / {e['ignored']} / +{e['helpful']} -{e['unhelpful']}"
              f"  {e['last_served'] or '-'}  {e['what'][:70]}")
    never = sum(1 for e in s["experiences"] if not e["served"] and e["status"] == "active")
    if never:
        print(f"  {never} active experience(s) never served in this window (`governance retire --unused-for ...`)")
    return 0


def cmd_adopt(args) -> int:
    from .stats import observe_paths

    with _store(args) as store:
        r = observe_paths(store, args.transcripts)
    if args.json:
        _emit(r)
    else:
        print(f"{r['transcripts']} transcript(s) of sessions that were served: {r['adopted']} adopted, "
              f"{r['ignored']} ignored, {r['unobserved']} not observed yet"
              + (f" ({r['unreadable']} unreadable skipped)" if r["unreadable"] else ""))
    return 0


def cmd_feedback(args) -> int:
    from .serving import Retriever

    with _store(args) as store:
        try:
            Retriever(store, verify=False).feedback(args.id, args.helpful, args.note, client="cli")
        except KeyError as e:
            print(f"governance: {e.args[0]}", file=sys.stderr)
            return 1
    print(f"{args.id}: feedback recorded ({'helpful' if args.helpful else 'not helpful'})")
    return 0


# ---------------------------------------------------------------- lifecycle


def _lifecycle(fn):
    def run(args) -> int:
        try:
            return fn(args)
        except KeyError as e:
            print(f"governance: {e.args[0]}", file=sys.stderr)
            return 1
    return run


@_lifecycle
def cmd_disable(args) -> int:
    from .lifecycle import disable

    with _store(args) as store:
        switch = disable(store, args.id, args.reason)
    print(f"{args.id}: disabled ({switch['reason']}); no server serves it from the next request on")
    return 0


@_lifecycle
def cmd_enable(args) -> int:
    from .lifecycle import enable

    with _store(args) as store:
        changed = enable(store, args.id)
    print(f"{args.id}: " + ("enabled, served again" if changed else "was not disabled"))
    return 0


def cmd_retire(args) -> int:
    from .lifecycle import parse_duration, retire_unused

    with _store(args) as store:
        found = retire_unused(store, parse_duration(args.unused_for), dry_run=args.dry_run)
    if args.json:
        _emit([vars(c) for c in found])
        return 0
    verb = "would retire" if args.dry_run else "retired"
    for c in found:
        why = "never served" if c.reason == "never_served" else f"served {c.served}x, never adopted ({c.ignored} ignored)"
        print(f"  {verb} {c.id}: {why} in the last {args.unused_for}")
    print(f"{len(found)} experience(s) {verb}" + ("" if args.dry_run or not found else "; undo with `governance unretire ID`"))
    return 0


@_lifecycle
def cmd_unretire(args) -> int:
    from .lifecycle import unretire

    with _store(args) as store:
        status = unretire(store, args.id)
    print(f"{args.id}: {status} again")
    return 0


@_lifecycle
def cmd_history(args) -> int:
    from .lifecycle import history

    with _store(args) as store:
        h = history(store, args.id)
    if args.json:
        _emit(h)
        return 0
    print(f"{h['id']}  [{h['status']}]  at version {h['version']}")
    for v in h["versions"]:
        print(f"  v{v['version']}  {v['created_at']}  via {v['decision_id'] or '-'}  {v['body']['what'][:80]}")
    for a in h["audit"]:
        print(f"  {a['ts']}  {a['actor']:<9} {a['action']}")
    return 0


@_lifecycle
def cmd_rollback(args) -> int:
    from .lifecycle import rollback

    with _store(args) as store:
        v = rollback(store, args.id, args.to)
    print(f"{args.id}: version {args.to} restored as version {v}")
    return 0


# ---------------------------------------------------------------- registration


def register(sub, common) -> None:
    """Add these subcommands to `governance` (called from graph.cli.build_parser)."""
    s = sub.add_parser("search", help="experiences for a task, anchored in the code you are in, re-verified; exit 1 on no hit")
    s.add_argument("query")
    s.add_argument("--repo", help="repository path (or a name served by `serve`): filters, anchors and verifies")
    s.add_argument("--file", action="append", help="a file you are working in (repeatable)")
    s.add_argument("--symbol", action="append", help="a symbol you are touching (repeatable)")
    s.add_argument("--limit", type=int, default=3)
    s.add_argument("--contested", action="store_true", help="also show contested experiences (for a human)")
    s.add_argument("--no-verify", action="store_true", help="skip read-time verification")
    s.add_argument("--meaning", action="store_true", help="re-rank with the multilingual sentence embedding if installed")
    common(s)
    s.set_defaults(func=cmd_search)

    def servers(p):
        p.add_argument("--repo", action="append", help="NAME=PATH of a repository to serve (repeatable)")
        p.add_argument("--check-interval", type=float, default=2.0,
                       help="seconds between re-index checks of a repository (default 2)")
        p.add_argument("--meaning", action="store_true", help="re-rank with the sentence embedding (1.5 s to load)")
        common(p, json_flag=False)

    m = sub.add_parser("mcp", help="MCP server on stdio (for .mcp.json); --http HOST:PORT for streamable HTTP at /mcp")
    m.add_argument("--http", metavar="HOST:PORT")
    servers(m)
    m.set_defaults(func=cmd_mcp)

    sv = sub.add_parser("serve", help="HTTP JSON API (/v1/experiences/search, /openapi.json) and MCP over streamable HTTP")
    sv.add_argument("--host", default="127.0.0.1")
    sv.add_argument("--port", type=int, default=8078)
    sv.add_argument("--no-mcp", action="store_true", help="do not answer MCP at /mcp (on the same port by default)")
    sv.add_argument("--repos", help="repos.toml: the repositories this server governs and serves (graph/repos_config.py)")
    sv.add_argument("--auth", choices=["tokens", "none"],
                    help="tokens: every request needs a bearer token scoped to its repository (default on a "
                         "PostgreSQL store); none: a personal server on loopback (default on a SQLite file)")
    sv.add_argument("--workers", type=int, default=0, help="start this many chain workers beside the server")
    sv.add_argument("--backend", choices=["offline", "openai"], help="the workers' backend (default: openai when "
                                                                      "an endpoint is configured)")
    servers(sv)
    sv.set_defaults(func=cmd_serve)

    ij = sub.add_parser("inject", help="Claude Code UserPromptSubmit hook: top experiences as additional context; always exit 0")
    _inject_arguments(ij)
    ij.set_defaults(func=cmd_inject)

    ih = sub.add_parser("install-hooks", help="write the Claude Code hooks and MCP entry into a repository")
    ih.add_argument("agent", choices=["claude"])
    ih.add_argument("--target", help="the repository to configure (default: current directory)")
    ih.add_argument("--governance", help="the governance command to call (default: this one, absolute)")
    ih.add_argument("--spool", help="spool directory for the capture hook")
    ih.add_argument("--url", help="a running `governance serve` for the prompt hook to ask (fast: no store to open)")
    ih.add_argument("--server", help="a team server: the capture hook's uploader sends transcripts there "
                                     "(written with --token into .claude/settings.local.json)")
    ih.add_argument("--token", help="the developer's token for --server (an upload-scoped one is enough)")
    ih.add_argument("--repo-name", help="the repository's name on the team server (default: the directory's name)")
    common(ih)
    ih.set_defaults(func=cmd_install_hooks)

    im = sub.add_parser("import", help="import JSONL notes {when, what, why, ...} through Review/Dedup/Merge (or --as-is)")
    im.add_argument("file")
    im.add_argument("--as-is", action="store_true", help="store unreviewed (audited as imported); keeps each line's id")
    im.add_argument("--repo", help="repository the notes are about (Review S1 verifies against it)")
    common(im)
    im.set_defaults(func=cmd_import)

    ex = sub.add_parser("export", help="the active experiences as JSONL or Markdown")
    ex.add_argument("--format", choices=["jsonl", "markdown"], default="jsonl")
    ex.add_argument("--out", help="file to write (default stdout)")
    common(ex, json_flag=False)
    ex.set_defaults(func=cmd_export)

    st = sub.add_parser("stats", help="retrievals: hit / no-hit, injected per request, latency, adoption, per experience")
    st.add_argument("--since", help="window such as 7d, 24h (default: all time)")
    st.add_argument("--top", type=int, default=20, help="experiences listed (default 20)")
    common(st)
    st.set_defaults(func=cmd_stats)

    ad = sub.add_parser("adopt", help="judge adoption of served experiences from later transcripts of their sessions")
    ad.add_argument("transcripts", nargs="+")
    common(ad)
    ad.set_defaults(func=cmd_adopt)

    fb = sub.add_parser("feedback", help="record whether an experience helped")
    fb.add_argument("id")
    g = fb.add_mutually_exclusive_group(required=True)
    g.add_argument("--helpful", dest="helpful", action="store_true")
    g.add_argument("--unhelpful", dest="helpful", action="store_false")
    fb.add_argument("--note")
    common(fb, json_flag=False)
    fb.set_defaults(func=cmd_feedback)

    d = sub.add_parser("disable", help="kill switch: stop serving an experience at once (audited)")
    d.add_argument("id")
    d.add_argument("--reason", required=True)
    common(d, json_flag=False)
    d.set_defaults(func=cmd_disable)

    e = sub.add_parser("enable", help="undo disable")
    e.add_argument("id")
    common(e, json_flag=False)
    e.set_defaults(func=cmd_enable)

    rt = sub.add_parser("retire", help="retire experiences never served, or served and never adopted, in a window")
    rt.add_argument("--unused-for", required=True, metavar="DURATION", help="e.g. 90d")
    rt.add_argument("--dry-run", action="store_true")
    common(rt)
    rt.set_defaults(func=cmd_retire)

    ur = sub.add_parser("unretire", help="undo a retirement by `retire`")
    ur.add_argument("id")
    common(ur, json_flag=False)
    ur.set_defaults(func=cmd_unretire)

    hi = sub.add_parser("history", help="an experience's versions and audit trail")
    hi.add_argument("id")
    common(hi)
    hi.set_defaults(func=cmd_history)

    rb = sub.add_parser("rollback", help="restore version N of an experience as a new version")
    rb.add_argument("id")
    rb.add_argument("--to", type=int, required=True)
    common(rb, json_flag=False)
    rb.set_defaults(func=cmd_rollback)
