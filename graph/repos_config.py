"""`repos.toml`: the repositories a team server governs — each one's name, its checkout on the server, and
where it is refreshed from.

    [repos.qqbrowser]
    path = "/srv/governance/repos/qqbrowser"        # the server's checkout (Review's S1 and read-time checks)
    remote = "origin"                                # optional: `git fetch` this remote, then fast-forward
    refresh = "15m"                                  # optional: how often (s, m, h, d); default: never

The name is what developers upload under (`governance upload --repo qqbrowser`, the hook's
GOVERNANCE_REPO), what tokens are scoped to (`governance token create alice --repo qqbrowser`) and
what agents search with (`"repo": "qqbrowser"`). A session uploaded for a repository the file does not
name is governed without Review's source check, and says so.
"""
from __future__ import annotations

import re
import subprocess
import tomllib
from dataclasses import dataclass
from pathlib import Path

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$")
_UNIT = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


@dataclass(frozen=True)
class RepoConfig:
    name: str
    path: str
    remote: str | None = None
    refresh_seconds: float | None = None


class ReposConfigError(ValueError):
    """repos.toml is unreadable or names something that is not there; the message says which entry."""


def load(path: str | Path) -> dict[str, RepoConfig]:
    """name -> RepoConfig for every `[repos.NAME]` table of the file."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise ReposConfigError(f"{p}: {e.strerror or e}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise ReposConfigError(f"{p}: not valid TOML: {e}") from None
    repos = data.get("repos")
    if not isinstance(repos, dict) or not repos:
        raise ReposConfigError(f"{p}: no [repos.NAME] table (each repository: path = \"/its/checkout\")")
    out: dict[str, RepoConfig] = {}
    for name, entry in repos.items():
        where = f"{p}: [repos.{name}]"
        if not _NAME.match(name):
            raise ReposConfigError(f"{where}: a name is letters, digits, '.', '_' or '-'")
        if not isinstance(entry, dict) or not isinstance(entry.get("path"), str):
            raise ReposConfigError(f"{where}: needs path = \"/its/checkout\"")
        unknown = sorted(set(entry) - {"path", "remote", "refresh"})
        if unknown:
            raise ReposConfigError(f"{where}: unknown key(s) {', '.join(unknown)} (path, remote, refresh)")
        checkout = (p.parent / entry["path"]).resolve() if not Path(entry["path"]).is_absolute() else Path(entry["path"])
        if not checkout.is_dir():
            raise ReposConfigError(f"{where}: path {checkout} is not a directory")
        remote = entry.get("remote")
        if remote is not None and (not isinstance(remote, str) or not remote.strip()):
            raise ReposConfigError(f"{where}: remote must be a non-empty string")
        refresh = entry.get("refresh")
        seconds = None
        if refresh is not None:
            m = _DURATION.match(str(refresh))
            if not m or float(m.group(1)) <= 0:
                raise ReposConfigError(f"{where}: refresh {refresh!r}: a positive duration such as 90s, 15m, 1h")
            seconds = float(m.group(1)) * _UNIT[m.group(2)]
        out[name] = RepoConfig(name=name, path=str(checkout), remote=remote, refresh_seconds=seconds)
    return out


def paths(repos: dict[str, RepoConfig]) -> dict[str, str]:
    """name -> checkout path (what graph.serving.Retriever takes)."""
    return {name: r.path for name, r in repos.items()}


@dataclass(frozen=True)
class Refresh:
    name: str
    before: str | None
    after: str | None
    error: str | None = None

    @property
    def changed(self) -> bool:
        return self.error is None and self.before != self.after


def _git(checkout: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", checkout, *args], capture_output=True, text=True, timeout=600)


def head(checkout: str) -> str | None:
    """The commit the checkout is at, or None outside git."""
    out = _git(checkout, "rev-parse", "HEAD")
    return out.stdout.strip() if out.returncode == 0 else None


def refresh(repo: RepoConfig) -> Refresh:
    """`git fetch REMOTE` then fast-forward the checked-out branch to its upstream; never merges or
    resets (a checkout that has diverged is reported, left as it is)."""
    head = _git(repo.path, "rev-parse", "HEAD")
    before = head.stdout.strip() if head.returncode == 0 else None
    if before is None:
        return Refresh(repo.name, None, None, f"{repo.path} is not a git checkout: {head.stderr.strip()[:200]}")
    fetched = _git(repo.path, "fetch", "--quiet", repo.remote or "origin")
    if fetched.returncode != 0:
        return Refresh(repo.name, before, before, f"git fetch {repo.remote or 'origin'}: {fetched.stderr.strip()[:200]}")
    merged = _git(repo.path, "merge", "--ff-only", "--quiet", "@{upstream}")
    if merged.returncode != 0:
        return Refresh(repo.name, before, before, f"not fast-forwarded: {merged.stderr.strip()[:200]}")
    after = _git(repo.path, "rev-parse", "HEAD").stdout.strip()
    return Refresh(repo.name, before, after)
