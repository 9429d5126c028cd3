"""`governance token create|list|revoke`: the team server's bearer tokens (graph/tokens.py). Parses and prints only."""
from __future__ import annotations

import json
import sys


def _emit(obj) -> None:
    print(json.dumps(obj, indent=2, ensure_ascii=False))


def cmd_token_create(args) -> int:
    from . import tokens
    from .cli import _open_store

    with _open_store(args, create=True) as store:
        text, tok = tokens.create(store, args.name, args.repo or [], admin=args.admin, actor=args.actor,
                                  scopes=args.scope or tokens.SCOPES)
    if args.json:
        _emit({"token": text} | tok.public())
    else:
        print(text)
        scope = "every repository, admin" if tok.admin else f"{', '.join(tok.repos)}: {'+'.join(tok.scopes)}"
        print(f"governance: token {tok.id} for {tok.name} ({scope}); shown this once, only its hash is stored",
              file=sys.stderr)
    return 0


def cmd_token_list(args) -> int:
    from . import tokens
    from .cli import _open_store

    with _open_store(args) as store:
        toks = tokens.list_tokens(store, include_revoked=args.all)
    if args.json:
        _emit([t.public() for t in toks])
    else:
        for t in toks:
            scope = "admin (every repository)" if t.admin else f"{', '.join(t.repos)} ({'+'.join(t.scopes)})"
            state = f"revoked {t.revoked_at}" if t.revoked_at else f"created {t.created_at}"
            print(f"{t.id}  {t.name:<16} {state}  {scope}")
        print(f"{len(toks)} token(s)")
    return 0


def cmd_token_revoke(args) -> int:
    from . import tokens
    from .cli import _open_store

    with _open_store(args) as store:
        try:
            tok = tokens.revoke(store, args.token, actor=args.actor)
        except KeyError as e:
            print(f"governance: {e.args[0]}", file=sys.stderr)
            return 1
    if args.json:
        _emit(tok.public())
    else:
        print(f"token {tok.id} ({tok.name}) revoked {tok.revoked_at}")
    return 0


def register(sub, common) -> None:
    """Add `governance token ...` (called from graph.cli.build_parser)."""
    tk = sub.add_parser("token", help="the team server's bearer tokens: create (shown once), list, revoke")
    tsub = tk.add_subparsers(dest="token_cmd", required=True)
    c = tsub.add_parser("create", help="a new token, printed once (only its hash is stored)")
    c.add_argument("name", help="who or what holds it (a developer, a CI job)")
    c.add_argument("--repo", action="append", help="a repository it may upload for and search (repeatable)")
    c.add_argument("--scope", action="append", choices=["upload", "read"],
                   help="what it may do for its repositories (repeatable; default both): upload transcripts, "
                        "read (search, MCP, experiences)")
    c.add_argument("--admin", action="store_true", help="every repository, and the admin actions")
    c.add_argument("--actor", default="admin", help="who creates it, for the audit log (default: admin)")
    common(c)
    c.set_defaults(func=cmd_token_create)
    ls = tsub.add_parser("list", help="active tokens (never their secrets)")
    ls.add_argument("--all", action="store_true", help="revoked ones too")
    common(ls)
    ls.set_defaults(func=cmd_token_list)
    r = tsub.add_parser("revoke", help="revoke a token by name or id")
    r.add_argument("token", help="the token's name or id")
    r.add_argument("--actor", default="admin", help="who revokes it, for the audit log (default: admin)")
    common(r)
    r.set_defaults(func=cmd_token_revoke)
