"""What may have changed in a git checkout since the last build, asked of git instead of walking the tree.

git keeps its own stat cache, so `git status` finds the edited files of a 100k-file checkout in a
fraction of what listing and stat-ing every file costs. The paths that may differ from the last
build are:

- those `git diff --name-only LASTHEAD HEAD` names (commits, branch switches, resets),
- those dirty now (`git status --porcelain`, untracked files included),
- those that were dirty at the last build (an edit since reverted is dirty no more, yet differs
  from what was indexed).

Every other file has the content it had at the last build. Which candidates the walk would list is
decided here as the walk decides it (ripgrep): no hidden path component, no symbolic link, not
ignored by the git ignore rules unless git tracks it (`git check-ignore`; the walk adds the tracked
files ripgrep leaves out because a pattern matches them, `tracked_but_ignored`).

`plan` answers None (walk the tree) whenever that reasoning does not hold: not a git checkout, the
root is not the top of the work tree, no commit yet, the last built HEAD unknown or unreachable,
submodules or nested repositories, an ignore file changed (`.gitignore`, `.ignore`, `.rgignore`,
`.git/info/exclude`, the global excludes file), `.ignore`/`.rgignore` files in the tree (ripgrep
honours them, git does not), a sparse checkout or entries marked assume-unchanged or skip-worktree
(found at each walk: git does not look at them), or every `walk_every`-th build as a consistency check.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from .languages import language_for

META_HEAD = "git_head"
META_DIRTY = "git_dirty"
META_IGNORES = "git_ignore_state"
META_SINCE_WALK = "git_builds_since_walk"
META_DOT_IGNORE = "git_dot_ignore_files"
META_GIT_INDEX = "git_index_file_state"
META_TREE_IGNORES = "git_tree_ignore_state"
META_WALK_RULES = "git_walk_rules"
# Which files a walk lists. Bumped when that changes, so that an index built by the older rules is
# walked once instead of brought up to date from git (which only names what changed in the tree).
WALK_RULES = "tracked files listed even when ignored"

DEFAULT_WALK_EVERY = 50
_IGNORE_NAMES = IGNORE_FILE_NAMES = (".gitignore", ".ignore", ".rgignore")


@dataclass
class GitState:
    """What git says about the checkout now: recorded in the index meta after a build."""
    head: str
    dirty: list[str]                      # paths dirty now (modified, added, deleted, renamed, untracked)
    ignores: dict[str, str]               # ignore files outside the tree, by role -> sha1 of the content
    git_dir: str
    index_file: list[int] = field(default_factory=list)   # .git/index [size, mtime_ns]: git commands ran


@dataclass
class Plan:
    state: GitState | None                # None: not a usable git checkout (nothing to record)
    candidates: set[str] | None = None    # None: walk the tree
    walk_reason: str | None = None        # why the tree is walked
    since_walk: int = 0                   # git-path builds since the last walk, this one included
    ignored: set[str] = field(default_factory=set)   # candidates the ignore rules exclude
    tree_ignores: dict[str, str] = field(default_factory=dict)   # changed ignore files in the tree -> sha1
    unwatched: list[str] | None = None    # unwatched_entries, when .git/index changed since the last build


def _git_command(root: Path, *args: str) -> list[str]:
    # --no-optional-locks: a status never writes .git/index (read-only checkouts, concurrent git commands).
    return ["git", "--no-optional-locks", "-C", str(root), *args]


# Run from a git hook, git's own variables would point at the hook's repository or index.
_GIT_REPO_VARS = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_PREFIX")


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _GIT_REPO_VARS}
    env.update(GIT_OPTIONAL_LOCKS="0", LC_ALL="C")
    return env


def _git(root: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(_git_command(root, *args), input=stdin, capture_output=True, env=_env())


def _git_all(root: Path, *commands: tuple[str, ...]) -> list[subprocess.CompletedProcess]:
    """Several git commands at once (each is mostly process start-up): their results in order."""
    env = _env()
    procs = [subprocess.Popen(_git_command(root, *args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, env=env) for args in commands]
    results = []
    for args, proc in zip(commands, procs):
        out, err = proc.communicate()
        results.append(subprocess.CompletedProcess(args, proc.returncode, out, err))
    return results


def _z(out: bytes) -> list[str]:
    return [p for p in out.decode("utf-8", "surrogateescape").split("\0") if p]


def current_state(root: Path) -> GitState | str:
    """The checkout's state, or a sentence saying why git cannot tell what changed."""
    try:
        top = _git(root, "rev-parse", "--show-toplevel", "--absolute-git-dir", "--verify", "-q", "HEAD^{commit}")
    except OSError as exc:
        return f"git not available ({exc.strerror or exc})"
    lines = top.stdout.decode("utf-8", "surrogateescape").splitlines()
    if top.returncode != 0 or len(lines) < 3:
        return "not a git checkout with a commit"
    toplevel, git_dir, head = lines[0], lines[1], lines[2]
    if Path(toplevel).resolve() != root:
        return "the root is not the top of its git work tree"
    if (root / ".gitmodules").exists():
        return "submodules"
    # Only now, in a checkout whose top is the root: a status of a parent repository costs for nothing.
    # Untracked directories come collapsed ("dir/", git's default mode): with git's untracked cache
    # (core.untrackedCache, feature.manyFiles) that status skips re-reading unchanged directories,
    # half of a no-op's cost on a 146k-file checkout; --untracked-files=all cannot use the cache
    # (git < 2.41). The files of such a directory are listed here.
    status, configured = _git_all(root, ("status", "--porcelain=v1", "-z", "--untracked-files=normal", "--no-renames"),
                                  ("config", "-z", "--type=path", "--get-regexp", r"^core\.(excludesfile|sparsecheckout)$"))
    config = dict(entry.partition("\n")[::2] for entry in _z(configured.stdout)) if configured.returncode == 0 else {}
    if config.get("core.sparsecheckout", "").lower() in ("true", "yes", "on", "1"):
        return "sparse checkout (git does not report the files it leaves out)"
    if status.returncode != 0:
        return "git status failed: " + status.stderr.decode("utf-8", "replace").strip()
    dirty: list[str] = []
    for entry in _z(status.stdout):
        path = entry[3:]
        if path.endswith("/"):       # an untracked directory, or a nested repository
            files = _untracked_directory(root, path)
            if isinstance(files, str):   # git does not look inside a nested repository, the walk does
                return f"nested repository {files}"
            dirty.extend(files)
            continue
        dirty.append(path)
    try:
        st = (Path(git_dir) / "index").stat()
        index_file = [st.st_size, st.st_mtime_ns]
    except OSError:
        index_file = []
    return GitState(head=head, dirty=sorted(set(dirty)), ignores=_ignore_files_state(Path(git_dir), config.get("core.excludesfile")),
                    git_dir=git_dir, index_file=index_file)


def _untracked_directory(root: Path, rel: str) -> list[str] | str:
    """The files under an untracked directory `rel` ("dir/"), or the first nested repository in
    it (a `.git` entry) as "path/". Ignored ones are among them: the build asks check-ignore."""
    files: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root / rel):
        here = os.path.relpath(dirpath, root).replace(os.sep, "/")
        if ".git" in dirnames or ".git" in filenames:
            return here + "/"
        dirnames.sort()
        files.extend(f"{here}/{name}" for name in sorted(filenames))
    return files


def _ignore_files_state(git_dir: Path, excludes_file: str | None) -> dict[str, str]:
    """The ignore files outside the tree, by role (not by path: an index copied to another clone
    compares the same roles), each as the sha1 of its content ("" when absent)."""
    files = {"info/exclude": git_dir / "info" / "exclude"}
    if excludes_file:
        files["core.excludesFile"] = Path(excludes_file)
    xdg = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    files["XDG_CONFIG_HOME/git/ignore"] = xdg / "git" / "ignore"
    return {role: _digest(path) for role, path in files.items()}


def unwatched_entries(root: Path) -> list[str]:
    """Tracked files git's status does not vouch for, or that ripgrep reads by other rules:
    `.ignore` / `.rgignore` files (ripgrep honours them, git does not) and entries marked
    assume-unchanged or skip-worktree (git does not look at them)."""
    proc = _git(root, "ls-files", "-v", "-z")
    if proc.returncode != 0:
        return ["(git ls-files failed)"]
    out = []
    for entry in _z(proc.stdout):
        tag, path = entry[:1], entry[2:]
        if tag == "S" or tag.islower() or path.rsplit("/", 1)[-1] in (".ignore", ".rgignore"):
            out.append(f"{tag} {path}")
    return out[:100]


def plan(root: Path, meta: dict[str, str], *, walk_every: int = DEFAULT_WALK_EVERY) -> Plan:
    """Decide between the git path (candidates) and a walk of the tree."""
    state = current_state(root)
    if isinstance(state, str):
        return Plan(None, walk_reason=state)
    # Marks such as assume-unchanged are set in .git/index: look for them again only when it changed.
    unwatched = None
    if meta.get(META_GIT_INDEX) != json.dumps(state.index_file):
        unwatched = unwatched_entries(root)
    result = _plan(root, state, meta, walk_every, unwatched)
    result.unwatched = unwatched
    # The ignore files in the tree that git sees changed, as the build finds them: one that is
    # still dirty next time, or then committed, and unchanged since, needs no second walk.
    names = set(state.dirty) | (result.candidates or set())
    result.tree_ignores = {p: _digest(root / p) for p in sorted(names) if p.rsplit("/", 1)[-1] in _IGNORE_NAMES}
    return result


def _digest(path: Path) -> str:
    """The sha1 of an ignore file's content, "" when it is absent or unreadable (not a directory...)."""
    try:
        return hashlib.sha1(path.read_bytes()).hexdigest()
    except OSError:
        return ""


def _plan(root: Path, state: GitState, meta: dict[str, str], walk_every: int, unwatched: list[str] | None) -> Plan:
    last_head = meta.get(META_HEAD)
    if not last_head:
        return Plan(state, walk_reason="no git HEAD recorded at the last build")
    if meta.get(META_IGNORES) != json.dumps(state.ignores, sort_keys=True):
        return Plan(state, walk_reason="git's ignore files outside the tree changed")
    if meta.get(META_WALK_RULES) != WALK_RULES:
        return Plan(state, walk_reason="the walk's rules changed since the last build")
    if (meta.get(META_DOT_IGNORE, "[]") != "[]" if unwatched is None else unwatched) or any(
            p.rsplit("/", 1)[-1] in (".ignore", ".rgignore") and (root / p).exists() for p in state.dirty):
        return Plan(state, walk_reason="files git does not vouch for: .ignore, .rgignore, assume-unchanged "
                                        "or skip-worktree entries")
    since_walk = int(meta.get(META_SINCE_WALK, "0")) + 1
    if walk_every <= 0:
        return Plan(state, walk_reason="a walk was asked for")
    if since_walk >= walk_every:
        return Plan(state, walk_reason=f"consistency walk (every {walk_every} builds)")
    candidates = set(state.dirty)
    try:
        candidates.update(json.loads(meta.get(META_DIRTY, "[]")))
    except ValueError:
        return Plan(state, walk_reason="the recorded dirty files are unreadable")
    if last_head != state.head:
        diff = _git(root, "diff", "--name-only", "-z", "--no-renames", last_head, state.head, "--")
        if diff.returncode != 0:
            return Plan(state, walk_reason=f"last built HEAD {last_head[:12]} unreachable")
        candidates.update(_z(diff.stdout))
    try:
        seen_ignores = json.loads(meta.get(META_TREE_IGNORES, "{}"))
    except ValueError:
        seen_ignores = {}
    for path in sorted(candidates):
        if path.rsplit("/", 1)[-1] in _IGNORE_NAMES and seen_ignores.get(path) != _digest(root / path):
            return Plan(state, walk_reason=f"{path} changed")
    # Only what the walk could list needs asking (not the index's own files, not docs).
    # Every path the walk could list, source or not: the word table holds documentation files too.
    ignored = _ignored(root, {p for p in candidates if listed_by_walk(p)})
    if ignored is None:
        return Plan(state, walk_reason="git check-ignore failed")
    return Plan(state, candidates=candidates, since_walk=since_walk, ignored=ignored)


def ignored_among(root: Path, paths: set[str]) -> set[str] | None:
    """Which of `paths` the walk would not list by the ignore rules; None when git cannot tell
    (outside a git checkout whose top is `root`, or with ignore files git does not read)."""
    if any(p.rsplit("/", 1)[-1] in _IGNORE_NAMES for p in paths):
        return None   # an ignore file changed: what it excludes now is the walk's to find
    wanted = {p for p in paths if listed_by_walk(p)}   # the word table holds documentation files too
    if not wanted:
        return set()  # nothing the walk could list: no rule to ask about
    state = _git(root, "rev-parse", "--show-toplevel")
    if state.returncode != 0 or Path(state.stdout.decode("utf-8", "surrogateescape").strip()).resolve() != root:
        return None
    return _ignored(root, wanted)


def _ignored(root: Path, paths: set[str]) -> set[str] | None:
    if not paths:
        return set()
    # Without --no-index: a file git tracks is not ignored, whatever the patterns say (as the walk lists it).
    proc = _git(root, "check-ignore", "-z", "--stdin",
                stdin=b"".join(p.encode("utf-8", "surrogateescape") + b"\0" for p in sorted(paths)))
    if proc.returncode not in (0, 1):
        return None
    return set(_z(proc.stdout))


def tracked_but_ignored(root: Path) -> list[str]:
    """The files git tracks although an ignore pattern matches them (`git add -f`, or a pattern written
    after the files were added: SVProgressHUD's .gitignore holds a bare `*`). They are part of the
    repository, so the walk lists them beside what ripgrep lists. Empty outside the top of a work tree."""
    try:
        procs = _git_all(root, ("rev-parse", "--show-toplevel"),
                         ("ls-files", "-z", "--cached", "--ignored", "--exclude-standard"))
    except OSError:
        return []
    top, listed = procs
    if top.returncode != 0 or listed.returncode != 0:
        return []
    if Path(top.stdout.decode("utf-8", "surrogateescape").strip()).resolve() != root.resolve():
        return []
    return [p for p in dict.fromkeys(_z(listed.stdout)) if listed_by_walk(p)]


def listed_by_walk(rel: str) -> bool:
    """Whether the walk's rules (as far as they depend on the path alone) admit `rel`: no hidden component."""
    return not any(part.startswith(".") for part in rel.split("/"))


def record(store, root: Path, result: Plan, walked: bool) -> None:
    """Write what the next build compares against into the index meta (uncommitted)."""
    state = result.state
    if state is None:
        forget(store)
        return
    store.set_meta(META_HEAD, state.head)
    store.set_meta(META_DIRTY, json.dumps(state.dirty))
    store.set_meta(META_IGNORES, json.dumps(state.ignores, sort_keys=True))
    store.set_meta(META_TREE_IGNORES, json.dumps(result.tree_ignores, sort_keys=True))
    store.set_meta(META_SINCE_WALK, "0" if walked else str(result.since_walk))
    if walked:
        store.set_meta(META_WALK_RULES, WALK_RULES)
        refreshed = refresh_stat_cache(root, state.git_dir)
        if refreshed is not None:
            state.index_file = refreshed
        store.set_meta(META_DOT_IGNORE, json.dumps(unwatched_entries(root) if result.unwatched is None
                                                   else result.unwatched))
    elif result.unwatched is not None:
        store.set_meta(META_DOT_IGNORE, json.dumps(result.unwatched))
    store.set_meta(META_GIT_INDEX, json.dumps(state.index_file))


def refresh_stat_cache(root: Path, git_dir: str) -> list[int] | None:
    """Let git bring its stat cache (.git/index) up to date, once, after a walk; the new
    [size, mtime_ns] of .git/index, or None when git could not write it (another git command
    holds its lock, a read-only checkout: the next walk tries again).

    Every status this module asks for runs with --no-optional-locks, so it never writes that cache
    itself. In a fresh clone (or a checkout copied elsewhere) the cache vouches for no file, its
    entries written in the same second as the files or with other inodes, and such a status then
    reads every tracked file's content again, build after build: on netty 0.2 s of CPU and 0.5-1 s
    of wall each time against 0.02 s once the cache is fresh. A user's own `git status` refreshes it;
    a CI job or a service that only ever runs codeindex never would. A walk is when this is cheap
    to add (the build has just read the whole tree) and rare (a first build, every 50th)."""
    proc = subprocess.run(["git", "-C", str(root), "update-index", "-q", "--refresh"],
                          capture_output=True, env=_env(), stdin=subprocess.DEVNULL)
    # Exit 1 with -q means "needs update" lines (dirty files): the cache was still written.
    if proc.returncode not in (0, 1):
        return None
    keep_untracked_cache(root)
    try:
        st = (Path(git_dir) / "index").stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def keep_untracked_cache(root: Path) -> bool:
    """Turn on git's untracked cache in .git/index and fill it, unless the user's git config says
    `core.untrackedCache = false`; whether the cache is there now.

    Half of a status on a large checkout is reading every directory for untracked files (0.85 of
    1.3 CPU-s on the 146k-file monorepo); with the cache git reads again only the directories whose
    mtime changed since it was filled and stats the others (git status 1.3 -> 0.55 CPU-s there).
    git keeps a cache in the index whenever core.untrackedCache is unset ("keep"), and every
    --untracked-files=normal status uses it (current_state asks in that mode). Only a status that
    may write .git/index fills it, and codeindex's own never do (--no-optional-locks), so it is
    filled here, with the stat cache, after a walk: directories changed since then are read as
    before until the next walk fills it again. The answers are git's either way."""
    setting = _git(root, "config", "--type=bool", "core.untrackedCache")
    if setting.stdout.strip() == b"false":
        return False
    if setting.returncode != 0:   # unset: git keeps what the index holds
        if _git(root, "update-index", "--untracked-cache").returncode != 0:
            return False
    env = {**_env(), "GIT_OPTIONAL_LOCKS": "1"}
    fill = subprocess.run(["git", "-C", str(root), "status", "--porcelain=v1", "-z", "--untracked-files=normal",
                           "--no-renames"], capture_output=True, env=env, stdin=subprocess.DEVNULL)
    return fill.returncode == 0


def forget(store) -> None:
    """No git state known for this build: the next one walks."""
    for key in (META_HEAD, META_DIRTY):
        store.set_meta(key, "")
