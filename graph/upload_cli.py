"""`governance upload`: send transcripts' new bytes to the team server (graph/uploader.py). Parses and prints only."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def default_state() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "governance" / "uploads"


def cmd_upload(args) -> int:
    from .uploader import Uploader

    server = args.server or os.environ.get("GOVERNANCE_SERVER")
    token = args.token or os.environ.get("GOVERNANCE_TOKEN")
    if not server or not token:
        raise ValueError("give the team server and a token (--server URL --token T, or GOVERNANCE_SERVER and GOVERNANCE_TOKEN)")
    up = Uploader(server, token, args.state or default_state())
    if args.from_spool:
        return _from_spool(args, up)
    if not args.transcripts or not args.repo:
        raise ValueError("give the transcripts and --repo, or --from-spool")
    worst = 0
    for path in args.transcripts:
        session = args.session if args.session and len(args.transcripts) == 1 else Path(path).stem
        r = up.upload(path, session, args.repo, fmt=args.format, commit=args.commit)
        if args.json:
            print(json.dumps({"path": path, "session": r.session, "offset": r.offset, "sent": r.sent,
                              "duplicates": r.duplicates, "error": r.error, "retry": r.retry}))
        else:
            print(f"{path}: session {r.session} at offset {r.offset}, {r.sent} increment(s) stored"
                  + (f", {r.duplicates} already held" if r.duplicates else ""))
        if r.error:
            print(f"governance: {r.error}", file=sys.stderr)
            worst = max(worst, 1 if r.retry else 2)
    return worst


def _from_spool(args, up) -> int:
    from . import spool as spool_mod
    from .spool_upload import upload_spool

    spool = Path(args.spool) if args.spool else spool_mod.default_spool()
    r = upload_spool(spool, up, args.repo or os.environ.get("GOVERNANCE_REPO"))
    if args.json:
        print(json.dumps(r.__dict__))
    elif r.busy:
        print("another uploader is sending the spool", file=sys.stderr)
    else:
        print(f"{r.transcripts} transcript(s): {r.sent} increment(s) stored, {r.duplicates} already held"
              + (f", {r.left} entr(ies) kept for later (server unreachable)" if r.left else ""))
    for path, why in r.quarantined:
        print(f"governance: {path}: quarantined in the spool: {why}", file=sys.stderr)
    return 1 if r.left else (2 if r.quarantined else 0)


def register(sub, common) -> None:
    """Add `governance upload` (called from graph.cli.build_parser)."""
    u = sub.add_parser("upload", help="send transcripts' new bytes to the team server (exit 1: unreachable, "
                                      "retry later; 2: refused)")
    u.add_argument("transcripts", nargs="*", help="JSONL transcript files (Claude Code, Codex)")
    u.add_argument("--repo", help="the repository the sessions worked on, as the server names it (with "
                                  "--from-spool: default $GOVERNANCE_REPO, else each session's git checkout's name)")
    u.add_argument("--from-spool", action="store_true", help="send what the hook spooled (what the hook starts "
                                                             "in the background when GOVERNANCE_SERVER is set)")
    u.add_argument("--spool", help="spool directory (default $GOVERNANCE_SPOOL or ~/.local/state/governance/spool)")
    u.add_argument("--session", help="the session id (default: each file's name without extension)")
    u.add_argument("--format", default="claude", choices=["claude", "codex"])
    u.add_argument("--commit", help="the commit the sessions were recorded at")
    u.add_argument("--server", help="the team server's URL (default $GOVERNANCE_SERVER)")
    u.add_argument("--token", help="a bearer token (default $GOVERNANCE_TOKEN)")
    u.add_argument("--state", help="where acknowledged offsets are kept (default ~/.local/state/governance/uploads)")
    u.add_argument("--json", action="store_true", help="one JSON object per transcript")
    u.set_defaults(func=cmd_upload)
