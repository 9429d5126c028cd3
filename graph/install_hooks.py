"""`governance install-hooks claude`: wire a repository's Claude Code to the governed store.

Writes (merging with what is there, never dropping another hook or server):

- ``.claude/settings.json`` hooks: Stop, SubagentStop, SessionEnd, PreCompact -> ``governance hook`` (capture:
  spool the transcript, return at once); UserPromptSubmit -> ``governance inject`` (the top experiences
  for the prompt as additional context);
- ``.mcp.json``: the ``governance`` MCP server on stdio (search_experiences, get_experience,
  report_feedback, verify_references);
- with a team server (``--server URL --token T``): ``.claude/settings.local.json`` (Claude Code keeps it
  out of git) gets ``env`` GOVERNANCE_SERVER, GOVERNANCE_TOKEN and GOVERNANCE_REPO, which every session's
  hooks inherit, so the capture hook's detached uploader sends the spooled transcripts there
  (graph/spool_upload.py). The token goes nowhere else.

Running it twice changes nothing. Commands use absolute paths (the hooks run from any directory).
"""
from __future__ import annotations

import json
import shlex
from pathlib import Path

CAPTURE_EVENTS = ("Stop", "SubagentStop", "SessionEnd", "PreCompact")
INJECT_EVENT = "UserPromptSubmit"
INJECT_TIMEOUT_S = 5  # Claude Code's own limit for the hook; inject keeps to its own budget well inside it


def _load(path: Path) -> dict:
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except json.JSONDecodeError as e:
        raise ValueError(f"{path} is not valid JSON ({e.msg}); fix or remove it first — nothing was written") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} does not hold a JSON object; nothing was written")
    return data


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)


def _ensure_hook(hooks: dict, event: str, command: str, timeout: int | None = None) -> bool:
    """Add a command hook for an event unless one with the same command is there; True when added."""
    groups = hooks.setdefault(event, [])
    if not isinstance(groups, list):
        raise ValueError(f"hooks.{event} in settings.json is not a list; nothing was written")
    for g in groups:
        for h in (g.get("hooks") or []) if isinstance(g, dict) else []:
            if isinstance(h, dict) and h.get("command") == command:
                return False
    entry: dict = {"type": "command", "command": command}
    if timeout:
        entry["timeout"] = timeout
    groups.append({"hooks": [entry]})
    return True


def install_claude(repo: str | Path, governance: str, db: str, spool: str | None = None,
                   url: str | None = None) -> dict:
    """Write the hooks and the MCP entry into ``repo``; returns what was written and added. ``url``: a
    running `governance serve` the prompt hook asks instead of opening the store itself."""
    root = Path(repo).resolve()
    if not root.is_dir():
        raise ValueError(f"repository {repo}: not a directory")
    db = str(Path(db).resolve())
    gov = shlex.quote(governance)
    settings_path = root / ".claude" / "settings.json"
    mcp_path = root / ".mcp.json"
    settings, mcp = _load(settings_path), _load(mcp_path)
    hooks = settings.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise ValueError(f"{settings_path}: 'hooks' is not an object; nothing was written")
    capture = f"{gov} hook" + (f" --spool {shlex.quote(spool)}" if spool else "")
    inject = f"{gov} inject --db {shlex.quote(db)} --repo {shlex.quote(str(root))}" + \
        (f" --url {shlex.quote(url)}" if url else "")
    added = [e for e in CAPTURE_EVENTS if _ensure_hook(hooks, e, capture)]
    if _ensure_hook(hooks, INJECT_EVENT, inject, INJECT_TIMEOUT_S):
        added.append(INJECT_EVENT)
    servers = mcp.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise ValueError(f"{mcp_path}: 'mcpServers' is not an object; nothing was written")
    entry = {"type": "stdio", "command": governance, "args": ["mcp", "--db", db, "--repo", f"{root.name}={root}"]}
    mcp_changed = servers.get("governance") != entry
    servers["governance"] = entry
    _write(settings_path, settings)
    _write(mcp_path, mcp)
    return {"settings": str(settings_path), "mcp": str(mcp_path), "hooks_added": added, "mcp_changed": mcp_changed}


def install_team_env(repo: str | Path, server: str, token: str, repo_name: str | None = None) -> dict:
    """Write the team server's environment into the repository's ``.claude/settings.local.json`` (merged;
    other keys kept); returns what was written."""
    if not server.startswith(("http://", "https://")):
        raise ValueError(f"--server {server!r}: expected http(s)://HOST[:PORT]")
    if not token.startswith("cf_"):
        raise ValueError("--token: expected a token made by `governance token create` (cf_...)")
    root = Path(repo).resolve()
    path = root / ".claude" / "settings.local.json"
    local = _load(path)
    env = local.setdefault("env", {})
    if not isinstance(env, dict):
        raise ValueError(f"{path}: 'env' is not an object; nothing was written")
    env.update({"GOVERNANCE_SERVER": server.rstrip("/"), "GOVERNANCE_TOKEN": token,
                "GOVERNANCE_REPO": repo_name or root.name})
    _write(path, local)
    return {"settings_local": str(path), "repo": env["GOVERNANCE_REPO"], "server": env["GOVERNANCE_SERVER"]}


def codex_toml(governance: str, db: str, repo: str | Path) -> str:
    """The Codex CLI ``~/.codex/config.toml`` entry for the same MCP server (printed, not written)."""
    root = Path(repo).resolve()
    args = ["mcp", "--db", str(Path(db).resolve()), "--repo", f"{root.name}={root}"]
    return "[mcp_servers.governance]\n" + f"command = {json.dumps(governance)}\n" + f"args = {json.dumps(args)}\n"
