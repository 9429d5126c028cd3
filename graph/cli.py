"""`governance`: run the chain on transcripts and inspect what it decided. Parses and prints only."""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from contextlib import contextmanager
from pathlib import Path

from . import spool as spool_mod

# chain, llm and store are imported inside the commands that need them: `governance hook` runs on
# every agent turn and must not pay for importing LangGraph and openai.

DEFAULT_DB = "governance.sqlite"


def _db(args) -> str:
    return args.db or os.environ.get("GOVERNANCE_DB") or DEFAULT_DB


class NoStore(Exception):
    """A reading command named a store that does not exist (it is not created empty)."""


def _require_store(args) -> str:
    path = _db(args)
    if path.startswith(("postgresql://", "postgres://")):
        return path   # a database, not a file: Store connects (a server that does not answer is an error)
    if not Path(path).exists():
        raise NoStore(f"no store at {path}: `governance run TRANSCRIPTS --repo REPO --db {path}` creates it "
                      "(or pass --db / set GOVERNANCE_DB)")
    return path


@contextmanager
def _open_store(args, create: bool = False):
    """The experience store named by --db, closed when the command is done (imported here: the
    Stop hook shares this module and must start without loading the store). Reading commands
    never create it: a missing store is an error naming the path, not an empty listing."""
    from .store import Store

    store = Store(_db(args) if create else _require_store(args))
    try:
        yield store
    finally:
        store.close()


def _emit(obj) -> None:
    print(json.dumps(obj, indent=2, ensure_ascii=False, default=str))


# ---------------------------------------------------------------- progress and funnel


def _progress(node: str, delta: dict) -> None:
    err = sys.stderr
    if node == "load":
        for e in delta.get("errors", []):
            what = "unreadable lines left out" if e.get("read") else "skipped malformed transcript"
            print(f"  ! {what}: {e['error']}", file=err)
        print(f"[load]    {len(delta.get('transcripts', []))} transcript(s) with new turns", file=err)
    elif node == "group":
        print(f"[group]   {len(delta.get('segments', []))} topic segment(s)", file=err)
    elif node == "extract":
        for c in delta.get("candidates", []):
            print(f"[extract] {c['id']} ({c['lens']}): {c['what'][:90]}", file=err)
    elif node == "review":
        for v in delta.get("verdicts", []):
            verdict = "kept" if v["keep"] else f"REJECTED {v['reason']}"
            print(f"[review]  {v['candidate_id']} {verdict}" + ("" if v["keep"] else f": {v['detail'][:100]}"), file=err)
    elif node == "dedup":
        groups = delta.get("groups", [])
        for g in groups:
            if len(g["members"]) > 1:
                print(f"[dedup]   {g['id']}: {', '.join(g['members'])} -> keep {g['representative']}", file=err)
        print(f"[dedup]   {len(groups)} distinct candidate(s)", file=err)
    elif node == "merge":
        for d in delta.get("decisions", []):
            tgt = f" -> {d['target_id']}" if d.get("target_id") else ""
            print(f"[merge]   {d['candidate_id']} {d['action']}{tgt}: {d['reason'][:100]}", file=err)
    elif node == "store":
        print(f"[store]   {len(delta.get('applied', []))} decision(s) applied", file=err)
    elif node == "human":
        for r in delta.get("resolutions", []):
            print(f"[human]   {r['id']} resolved: keep {r['keep']}", file=err)


def format_funnel(f) -> str:
    rej = sum(f.rejected_by_review.values())
    lines = [
        "Funnel",
        f"  conversations read      {f.conversations_read:>4}" + (f"  ({f.malformed} malformed, reported)" if f.malformed else ""),
        f"  segments                {f.segments:>4}",
        f"  candidates              {f.candidates:>4}",
        f"  rejected by Review      {rej:>4}",
    ]
    lines += [f"    {reason:<21} {n:>4}" for reason, n in f.rejected_by_review.items()]
    lines += [
        f"  kept by Review          {f.kept_by_review:>4}",
        f"  dedup groups            {f.dedup_groups:>4}  ({f.dedup_merged_away} candidate(s) folded into another)",
        "  merge                   " + "  ".join(f"{a} {n}" for a, n in f.merge.items()),
        f"  stored                  {f.stored:>4}  (created + updated)",
    ]
    if f.conversations_skipped:
        lines.insert(2, f"  unchanged since last run {f.conversations_skipped:>3}")
    return "\n".join(lines)


def _print_result(r, as_json: bool) -> None:
    if as_json:
        _emit({"run_id": r.run_id, "resumed": r.resumed, "funnel": r.funnel.model_dump(), "waiting": r.waiting,
               "errors": r.errors, "decisions": r.decisions})
        return
    print(("Resumed" if r.resumed else "Run") + f" {r.run_id}")
    print(format_funnel(r.funnel))
    for w in r.waiting:
        print(f"Waiting for a human: {w['contradiction']} contradicts {w['target']} ({w['reason']})\n"
              f"  governance resolve {w['contradiction']} --keep new|old|both")


# ---------------------------------------------------------------- commands


NO_S1_WARNING = ("governance: WARNING: Review's source check (S1) did NOT run for {n} transcript(s): no --repo "
                 "was given and their cwd is not a git checkout here. Code they cite (classes, methods) is not "
                 "verified, so a lesson naming a method that does not exist can be stored. Pass --repo PATH.")


def _warn_no_s1(paths: list[str]) -> None:
    print(NO_S1_WARNING.format(n=len(paths)), file=sys.stderr)
    for p in paths[:10]:
        print(f"  not source-checked: {p}", file=sys.stderr)


def _group_by_repository(repo: str | None, transcripts: list[tuple[str, str | None]]) -> list[tuple[str | None, list[str]]]:
    """[(repository, transcript paths)]: all under --repo when given, else each transcript under
    the checkout its session's cwd is in (None: no checkout found). `transcripts` pairs a path
    with the cwd a hook event recorded for it (None: read it from the transcript)."""
    from .workspace import repository_of

    groups: dict[str | None, list[str]] = {}
    for path, cwd in transcripts:
        key = repo if repo else repository_of(path, cwd)
        groups.setdefault(key, [])
        if path not in groups[key]:
            groups[key].append(path)
    return sorted(groups.items(), key=lambda kv: (kv[0] is None, kv[0] or ""))


def _say_waiting(message: str) -> None:
    print(f"governance: {message}", file=sys.stderr, flush=True)


@contextmanager
def _one_chain_at_a_time(args):
    """Runs and drains on one store take turns (two at once would read the same transcripts from
    the same offsets and store every lesson twice); whoever waits is told."""
    from .store import file_lock

    db = _db(args)
    if db.startswith(("postgresql://", "postgres://")):
        from .pg import run_lock

        with run_lock(db, on_wait=_say_waiting):   # the same turn-taking on the database, for every machine
            yield
        return
    Path(db).parent.mkdir(parents=True, exist_ok=True)
    with file_lock(db + ".run.lock", on_wait=_say_waiting):
        yield


def _run_groups(args, groups, backend) -> list:
    from .chain import Chain

    results = []
    for repo, paths in groups:
        if repo is None:
            _warn_no_s1(paths)
        elif not args.repo:
            print(f"governance: repository {repo} (from the sessions' cwd) for {len(paths)} transcript(s)",
                  file=sys.stderr)
        with Chain(_db(args), repo, backend) as chain:
            r = chain.run(paths, progress=None if args.quiet else _progress)
            _after_run(chain.store, paths)
        results.append((repo, paths, r))
    return results


def cmd_run(args) -> int:
    from .llm import make_backend
    from .transcripts import discover

    backend = make_backend(args.backend)
    paths = [str(p) for p in discover(args.inputs)]
    if args.repo:
        groups = [(args.repo, list(args.inputs))]   # as before: one run keyed by these inputs
    else:
        groups = _group_by_repository(None, [(p, None) for p in paths])
    with _one_chain_at_a_time(args):
        results = _run_groups(args, groups, backend)
    for repo, _paths, r in results:
        _print_result(r, args.json)
        if repo is None and not args.json:
            print("S1 source check: NOT RUN (no repository) for these transcripts")
    return 0


def _after_run(store, inputs) -> None:
    """Experiences served into these sessions judged adopted or ignored from the transcripts (graph.stats),
    and the retrieval index brought up to date with what the run stored, so the prompt hook, which has a
    time budget, never has to index a large change itself."""
    from .retrieval_cli import index_now
    from .stats import observe_paths

    r = observe_paths(store, inputs)
    if r["adopted"] or r["ignored"]:
        print(f"adoption: {r['adopted']} adopted, {r['ignored']} ignored", file=sys.stderr)
    index_now(store.path)


def cmd_show(args) -> int:
    with _open_store(args) as store:
        obj = None
        if exp := store.experience(args.id):
            obj = exp.model_dump() | {"decisions": [d.model_dump() for d in store.decisions()
                                                     if args.id in (d.experience_id, d.target_id)],
                                      "audit": store.audit_log(args.id)}
        elif cand := store.candidate(args.id):
            c, v, status = cand
            obj = {"candidate": c.model_dump(), "status": status, "review": v.model_dump() if v else None}
        elif dec := store.decision(args.id):
            obj = dec.model_dump()
        if obj is None:
            print(f"governance: nothing with id {args.id}", file=sys.stderr)
            return 1
        if args.json:
            _emit(obj)
        elif "body" in obj:
            b = obj["body"]
            print(f"{obj['id']}  [{obj['status']}]  lens={b['lens']}  version {obj['version']}")
            print(f"  When: {b['when']}\n  What: {b['what']}\n  Why:  {b['why']}")
            if b["symbols"]:
                print(f"  Symbols: {', '.join(b['symbols'])}")
            if obj.get("last_verified_at"):
                print(f"  Last verified against the code: {obj['last_verified_at']}")
            if st := obj.get("stale"):
                print(f"  STALE since {st['since']} in {st['repo']} (was {st['previous_status']}); not served until "
                      f"the code verifies again or `governance restore {obj['id']}`")
                for cl in exp.stale.claims:
                    print(f"    {cl.summary()}")
            for s in obj["sources"]:
                print(f"  Source: session {s['session']} ({s['transcript_path']})")
            for h in obj["history"]:
                print(f"  v{h['version']} {h['created_at']} via {h['decision_id']}")
            for d in obj["decisions"]:
                print(f"  {d['action']}: {d['candidate_id']} — {d['reason']}")
        elif "candidate" in obj:
            c, v = obj["candidate"], obj["review"]
            print(f"{c['id']}  candidate [{obj['status']}]  lens={c['lens']}")
            print(f"  When: {c['when']}\n  What: {c['what']}\n  Why:  {c['why']}")
            if c.get("symbols"):
                print(f"  Symbols: {', '.join(c['symbols'])}")
            src = c.get("source") or {}
            print(f"  Source: session {src.get('session')} ({src.get('transcript_path')})")
            if v:
                print(f"  Review: {'kept' if v['keep'] else 'rejected ' + str(v['reason'])} at {v['step']}"
                      + (f": {v['detail']}" if v.get("detail") else ""))
        else:
            print(f"{obj['id']}  decision {obj['action']}  candidate {obj['candidate_id']}"
                  + (f" -> {obj['target_id']}" if obj.get("target_id") else ""))
            print(f"  Reason: {obj['reason']}")
        return 0


def cmd_list(args) -> int:
    with _open_store(args) as store:
        # Stale experiences are not served: the default listing leaves them out (ask with --status stale or --all).
        exps = store.experiences(args.status, exclude=() if args.status or args.all else ("stale",))
        if args.json:
            _emit([e.model_dump() for e in exps])
        else:
            for e in exps:
                print(f"{e.id}  {e.status:<9} {e.body.lens:<6} v{e.version}  {e.body.what[:90]}")
                if e.stale:
                    for cl in e.stale.claims:  # the full reason and evidence: `governance show ID`
                        sug = f"; did you mean {', '.join(x.symbol or x.path for x in cl.suggestions[:2])}" if cl.suggestions else ""
                        print(f"    stale: {cl.text} ({cl.status}){sug}")
            hidden = 0 if args.status or args.all else store.count("experiences", "WHERE status='stale'")
            print(f"{len(exps)} experience(s)" + (f" ({hidden} stale not shown: --status stale)" if hidden else ""))
        return 0


def cmd_rejected(args) -> int:
    with _open_store(args) as store:
        rows = store.rejected()
        if args.json:
            _emit([{"candidate": c.model_dump(), "review": v.model_dump()} for c, v in rows])
            return 0
        for c, v in rows:
            print(f"{c.id}  {v.reason}  ({c.source.session})")
            print(f"  What: {c.what}")
            print(f"  Why rejected: {v.detail}")
            for cl in v.claims:
                if cl.error or cl.status == "not_found":
                    ev = ", ".join(f"{e.path}:{e.line}" for e in cl.evidence) or "-"
                    sug = ", ".join(f"{s.symbol} ({s.path}:{s.line})" for s in cl.suggestions[:3]) or "-"
                    print(f"  Claim {cl.text}: {cl.status}; evidence {ev}; did you mean {sug}")
        print(f"{len(rows)} rejected candidate(s)")
        return 0


def cmd_resolve(args) -> int:
    from .chain import Chain
    from .llm import make_backend

    with Chain(_require_store(args), None, make_backend("offline")) as chain:
        try:
            c = chain.resolve(args.id, args.keep)
        except KeyError as e:
            exp = chain.store.experience(args.id)
            hint = f" ({args.id} is stale: `governance restore {args.id}`)" if exp and exp.status == "stale" else ""
            print(f"governance: {e.args[0]}{hint}", file=sys.stderr)
            return 1
    if args.json:
        _emit(c)
    else:
        print(f"{c['id']}: {c['status']}, kept {c['resolution']} (old: {c['target_id']})")
    return 0


def format_reverify(r) -> str:
    lines = [f"Re-verified against {r.repo}",
             f"  checked      {r.checked:>4}" + (f"  ({r.other_repos} of other repositories not checked)" if r.other_repos else ""),
             f"  still valid  {r.valid:>4}" + (f"  ({r.recovered} recovered from stale)" if r.recovered else ""),
             f"  stale        {r.stale:>4}" + (f"  ({r.newly_stale} new)" if r.newly_stale else "")]
    for o in r.outcomes:
        if o.outcome in ("stale", "still_stale"):
            lines.append(f"{o.experience_id}  STALE{'' if o.outcome == 'stale' else ' (still)'}  {o.what[:90]}")
            lines += [f"  {cl.summary()}" for cl in o.failing]
            lines.append(f"  not served until the code verifies again or `governance restore {o.experience_id}`")
        elif o.outcome == "recovered":
            lines.append(f"{o.experience_id}  recovered: every claim verifies again, served again")
        if o.accepted:
            lines.append(f"{o.experience_id}  still failing, accepted by a human: {', '.join(o.accepted)}")
    return "\n".join(lines)


def cmd_reverify(args) -> int:
    from .reverify import reverify
    with _open_store(args) as store:
        r = reverify(store, args.repo)
    if args.json:
        _emit(r.model_dump() | {"exit": r.exit_code})
    else:
        print(format_reverify(r))
    return r.exit_code  # 1 while any experience of the repository is stale, so a cron job can alert


def cmd_restore(args) -> int:
    with _open_store(args) as store:
        try:
            exp = store.restore(args.id)
        except (KeyError, ValueError) as e:
            print(f"governance: {e.args[0]}", file=sys.stderr)
            return 1
    if args.json:
        _emit(exp.model_dump())
    else:
        print(f"{exp.id}: {exp.status} again (stale claims accepted; a new failure flags it again)")
    return 0


def cmd_hook(args) -> int:
    """Claude Code hook (Stop, SubagentStop, SessionEnd, PreCompact): spool and return; never fail the agent."""
    from .hook import run as run_hook

    return run_hook(sys.stdin, Path(args.spool) if args.spool else None, sys.stderr)


def cmd_drain(args) -> int:
    from .llm import make_backend

    sp = Path(args.spool) if args.spool else spool_mod.default_spool()
    with _one_chain_at_a_time(args):
        return _drain(args, sp, make_backend)


def _drain(args, sp: Path, make_backend) -> int:
    claimed, bad = spool_mod.claim(sp)
    for f, reason in bad:
        print(f"governance drain: malformed spool entry quarantined to {f}: {reason}", file=sys.stderr)
    if not claimed:
        print("spool empty")
        return 0
    by_path: dict[str, str | None] = {}
    for _, e in claimed:
        by_path.setdefault(e["transcript_path"], e.get("cwd"))
    groups = _group_by_repository(args.repo, sorted(by_path.items()))
    backend = make_backend(args.backend)
    left = [f for f, _ in claimed]
    for repo, paths in groups:
        mine = [f for f, e in claimed if e["transcript_path"] in paths]
        try:
            [(_, _, r)] = _run_groups(args, [(repo, paths)], backend)
        except BaseException:
            spool_mod.release(left, sp)   # the next drain takes them again
            raise
        spool_mod.remove(mine)  # only after the run finished: a kill leaves them claimed, then recovered
        left = [f for f in left if f not in mine]
        _print_result(r, args.json)
        if repo is None and not args.json:
            print("S1 source check: NOT RUN (no repository) for these transcripts")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="governance", description="Governance chain: transcripts in, governed experiences stored.")
    sub = p.add_subparsers(dest="cmd", required=True)

    def common(sp, json_flag=True):
        sp.add_argument("--db", help=f"store path or postgresql:// URL (default $GOVERNANCE_DB or ./{DEFAULT_DB})")
        if json_flag:
            sp.add_argument("--json", action="store_true", help="machine-readable output")

    r = sub.add_parser("run", help="run the chain on transcript files or directories")
    r.add_argument("inputs", nargs="+")
    r.add_argument("--repo", help="repository the sessions worked on (Review S1 verifies cited code against it; "
                                  "default: the git checkout of each session's cwd, else S1 does not run)")
    r.add_argument("--backend", choices=["offline", "openai"], help="default: openai when an endpoint is configured")
    r.add_argument("--quiet", action="store_true", help="no live progress")
    common(r)
    r.set_defaults(func=cmd_run)

    s = sub.add_parser("show", help="an experience, candidate or decision by id")
    s.add_argument("id")
    common(s)
    s.set_defaults(func=cmd_show)

    ls = sub.add_parser("list", help="stored experiences")
    ls.add_argument("--status", choices=["active", "contested", "retired", "stale"])
    ls.add_argument("--all", action="store_true", help="include stale experiences (left out by default: not served)")
    common(ls)
    ls.set_defaults(func=cmd_list)

    rj = sub.add_parser("rejected", help="candidates Review rejected, with reason and evidence")
    common(rj)
    rj.set_defaults(func=cmd_rejected)

    rs = sub.add_parser("resolve", help="decide a contradiction waiting for a human")
    rs.add_argument("id")
    rs.add_argument("--keep", required=True, choices=["new", "old", "both"])
    common(rs)
    rs.set_defaults(func=cmd_resolve)

    rv = sub.add_parser("reverify", help="re-verify a repository's stored experiences against its current code; "
                                         "exit 1 while any is stale")
    rv.add_argument("--repo", required=True, help="the repository as it is now")
    common(rv)
    rv.set_defaults(func=cmd_reverify)

    rt = sub.add_parser("restore", help="serve a stale experience again (its failing claims are accepted)")
    rt.add_argument("id")
    common(rt)
    rt.set_defaults(func=cmd_restore)

    hk = sub.add_parser("hook", help="Claude Code hook (Stop, SubagentStop, SessionEnd, PreCompact): spool the "
                                         "transcript path(s) from the event on stdin and return")
    _hook_args(hk)

    drain_help = ("run the chain on every spooled transcript (claimed by this drain only; malformed entries are "
                  "moved to SPOOL/quarantine)")
    dr = sub.add_parser("drain", help=drain_help, description=drain_help[0].upper() + drain_help[1:] + ".")
    dr.add_argument("--spool", help="spool directory (default $GOVERNANCE_SPOOL or ~/.local/state/governance/spool)")
    dr.add_argument("--repo", help="repository the sessions worked on (default: the git checkout of each "
                                   "session's cwd; without one, Review's source check S1 does not run)")
    dr.add_argument("--backend", choices=["offline", "openai"], help="default: openai when an endpoint is configured")
    dr.add_argument("--quiet", action="store_true", help="no live progress")
    common(dr)
    dr.set_defaults(func=cmd_drain)

    from .eval_cli import register as register_eval  # governance eval / score (graph/eval_cli.py)

    register_eval(sub)
    from .retrieval_cli import register  # search, mcp, serve, inject, install-hooks, import/export, stats, lifecycle

    register(sub, common)
    from .tokens_cli import register as register_tokens  # token create / list / revoke

    register_tokens(sub, common)
    from .upload_cli import register as register_upload  # upload (the developer's side of the team server)

    register_upload(sub, common)
    from .worker_cli import register as register_worker  # worker (the team server's chain workers)

    register_worker(sub, common)
    return p


def _hook_args(hk: argparse.ArgumentParser) -> argparse.ArgumentParser:
    hk.add_argument("--spool", help="spool directory (default $GOVERNANCE_SPOOL or ~/.local/state/governance/spool)")
    hk.set_defaults(func=cmd_hook)
    return hk


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["hook"]:  # runs on every agent turn: parsed alone, without importing what other commands register
        return cmd_hook(_hook_args(argparse.ArgumentParser(prog="governance hook")).parse_args(argv[1:]))
    if argv[:1] == ["inject"]:  # the prompt hook, before every prompt: likewise parsed alone
        from .retrieval_cli import inject_main

        return inject_main(argv[1:])
    args = build_parser().parse_args(argv)
    try:
        code = args.func(args)
        sys.stdout.flush()   # a closed pipe shows here, inside the handler below
        return code
    except BrokenPipeError:
        # The reader (`| head`) has gone: stop quietly; stdout to /dev/null so the final flush is silent.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except NoStore as e:
        print(f"governance: {e}", file=sys.stderr)
        return 2
    except (ValueError, RuntimeError, OSError, sqlite3.Error) as e:
        print(f"governance: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
