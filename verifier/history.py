"""Time as evidence: references that resolved at an earlier commit and do not resolve now.

`History(root).since(rev)` reads only what changed between REV and the working tree
(`git diff --name-status -M REV`): the old version of each changed or deleted source file is parsed
with the same tree-sitter extractor as the index (`git show REV:path`), never the whole old tree.
A claim that the current index cannot verify is looked up in that old snapshot; found there, it is
stale: git names the commit that removed or renamed it, and the rename detection (or the same
symbol in another file now) names where it went.
"""
from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass, field
from functools import lru_cache

from codeindex.languages import language_for

from .claims import Claim
from .suggest import file_shares_stem

__all__ = ["History", "Snapshot", "StaleFinding", "NotAGitCheckout", "UnknownRevision"]

_MAX_OLD_FILE = 1_000_000   # the index skips larger files too
_MAX_FILES_PARSED = 6       # old files parsed to find where a name was declared
_DECLARED_PATHS = 1000      # files named to one `git grep` of History._declared_now
# Docs and changelogs are not source: a name they still mention is gone all the same.
_NOT_DOCS = (":(exclude)*.md", ":(exclude)*.mdx", ":(exclude)*.rst", ":(exclude)*.txt", ":(exclude)*.adoc",
             ":(exclude)**/CHANGELOG*", ":(exclude)**/CHANGES*", ":(exclude)**/HISTORY*")
# What an earlier tree had counts only outside HTML too: generated API docs (a Jazzy docset, Javadoc
# checked in) quote the guides' placeholders and examples. A name today's HTML still writes (a sponsor
# handle in a page) counts as present, as before: the stricter reading is for the evidence of a removal.
_NOT_DOCS_THEN = _NOT_DOCS + (":(exclude)*.html", ":(exclude)*.htm")


def _grep_paths(rows: list[str]) -> list[str] | None:
    """The paths of `git grep -l ... HEAD` rows (`HEAD:path`); None when git quoted one (an unusual
    name, printed in C quotes): then the caller greps the whole tree."""
    if any(r.startswith('"') for r in rows):
        return None
    return [r.partition(":")[2] for r in rows]
_MAX_RENAME_STEPS = 6       # renames followed from a vanished path to where it is now
_TYPE_KINDS = ("class", "struct", "interface", "enum", "protocol", "object", "type_alias", "record", "trait",
               "union", "companion")


def _other_owner(old: "OldSymbol", qualifier: str) -> bool:
    """The old symbol is a member of a type or namespace other than the one written (`ValueCheck.String`
    for `Type.String`); a namespace opened by a macro (`FMT_BEGIN_NAMESPACE`) owns nothing."""
    if not old.container:
        return False
    owner = old.container.replace("::", ".").rsplit(".", 1)[-1]
    return owner != qualifier and not (owner.isupper() and "_" in owner)


class NotAGitCheckout(Exception):
    """The repository is not inside a git work tree: time cannot be used as evidence."""


class UnknownRevision(Exception):
    """git does not know the revision given."""


@dataclass(frozen=True)
class OldSymbol:
    name: str
    kind: str
    qualname: str
    container: str | None
    path: str
    line: int


@dataclass(frozen=True)
class StaleFinding:
    """A reference present at `rev` and gone now: where it was, which commit removed it, where it went."""
    rev: str
    old_path: str
    old_line: int
    symbol: str
    removed_in: str | None        # short hash of the commit that removed or renamed it
    removed_on: str | None        # its date, YYYY-MM-DD
    moved_to: str | None = None   # the new path or name, when git or the index shows it
    moved_line: int = 0
    mentioned_now: bool = False   # today's sources still mention the name; only its declaration is gone
    tests_only_now: bool = False  # only tests (samples, examples) mention it now; the library had it


@dataclass
class Snapshot:
    """What changed between `rev` and the working tree, and the old symbols of the changed files."""
    root: str
    rev: str
    short: str
    deleted: dict[str, str | None] = field(default_factory=dict)   # old path -> new path (renames) or None
    old_dirs: set[str] = field(default_factory=set)                # directories that held a deleted file
    symbols: dict[str, list[OldSymbol]] = field(default_factory=dict)   # name -> old definitions

    def find_path(self, rel: str) -> tuple[str, str | None] | None:
        """(old path, new path or None) when `rel` was a file or directory at `rev` and is gone."""
        rel = rel.strip("/")
        if rel in self.deleted:
            return rel, self.deleted[rel]
        suffix = [p for p in self.deleted if p.endswith("/" + rel)]
        if len(suffix) == 1:
            return suffix[0], self.deleted[suffix[0]]
        if rel in self.old_dirs:
            return rel, _common_new_dir(rel, self.deleted)
        return None

    def find_member(self, qualifier: tuple[str, ...], name: str) -> OldSymbol | None:
        owner = ".".join(qualifier)
        for s in self.symbols.get(name, ()):
            container = s.container or ""
            if container == owner or container.endswith("." + owner) or (
                    len(qualifier) == 1 and container.rsplit(".", 1)[-1] == qualifier[0]):
                return s
        return None

    def find_name(self, name: str, kinds: tuple[str, ...] | None = None) -> OldSymbol | None:
        for s in self.symbols.get(name, ()):
            if kinds is None or s.kind in kinds:
                return s
        return None


def _common_new_dir(old_dir: str, deleted: dict[str, str | None]) -> str | None:
    """Where the files of a vanished directory went, when most of them moved together."""
    moved = [(old, new) for old, new in deleted.items() if old.startswith(old_dir + "/") and new]
    if not moved:
        return None
    heads = {}
    for old, new in moved:
        rest = old[len(old_dir) + 1:]
        if new.endswith(rest):
            head = new[: len(new) - len(rest)].rstrip("/")
            heads[head] = heads.get(head, 0) + 1
    if not heads:
        return None
    head, count = max(heads.items(), key=lambda kv: kv[1])
    return head if count * 2 >= len(moved) else None


class History:
    """git history of one checkout, for stale references. Raises NotAGitCheckout outside git."""

    def __init__(self, root: str) -> None:
        self.root = os.path.abspath(root)
        try:
            top = self._git("rev-parse", "--show-toplevel").strip()
        except (OSError, UnknownRevision) as exc:
            raise NotAGitCheckout(f"{root} is not a git checkout: {exc}") from None
        self.top = top
        # The index's paths are relative to `root`; git's to the top of the work tree.
        prefix = os.path.relpath(self.root, top)
        self.prefix = "" if prefix == "." else prefix.replace(os.sep, "/") + "/"
        # The commit HEAD named when this reader opened (None: no commit yet). Its answers are about
        # commits, not the work tree: a service hands the reader to its next snapshot while HEAD is
        # still this commit (Verifier.share_history).
        self.head = self.current_head()
        self._snapshots: dict[str, Snapshot] = {}
        self._gone: dict[str, StaleFinding | None] = {}
        self._names_gone: dict[str, StaleFinding | None] = {}
        self._samples: list[str] | None = None

    def _git(self, *args: str, binary: bool = False):
        proc = subprocess.run(["git", "-C", self.root, *args], capture_output=True, timeout=120)
        if proc.returncode != 0:
            raise UnknownRevision(proc.stderr.decode("utf-8", "replace").strip() or f"git {args[0]} failed")
        return proc.stdout if binary else proc.stdout.decode("utf-8", "replace")

    def current_head(self) -> str | None:
        """The commit HEAD names now, or None (a repository without commits)."""
        try:
            return self._git("rev-parse", "--verify", "--quiet", "HEAD^{commit}").strip() or None
        except UnknownRevision:
            return None

    def resolve_rev(self, rev: str) -> str:
        if not rev or rev.startswith("-"):
            raise UnknownRevision(f"not a revision: {rev!r}")
        try:
            return self._git("rev-parse", "--verify", "--quiet", rev + "^{commit}").strip()
        except UnknownRevision:
            raise UnknownRevision(f"unknown revision {rev!r} in {self.root}") from None

    def last_change(self, path: str) -> str | None:
        """The last commit that changed `path` (a notes file), or None when git never saw it."""
        try:
            out = self._git("log", "-1", "--format=%H", "--", path).strip()
        except UnknownRevision:
            return None
        return out or None

    def path_gone(self, rel: str) -> StaleFinding | None:
        """A path that does not exist now but did in the history: the last commit that touched it is
        the one that removed or renamed it (a file's rename target found by git's rename detection).
        None when git never had the path. One `git log` per path, asked once."""
        cached = self._gone.get(rel)
        if cached is not None or rel in self._gone:
            return cached
        finding = None
        try:
            out = self._git("log", "-1", "--format=%h %H %cs", "--",
                            (self.prefix + rel.rstrip("/")) or ".")
        except UnknownRevision:
            out = ""
        lines = [ln for ln in out.splitlines() if ln.strip()]
        if lines:
            short, full, date = (lines[0].split(" ") + ["", ""])[:3]
            moved = self.successor(rel, full)
            finding = StaleFinding(rev=f"{full[:10]}^", old_path=rel, old_line=1, symbol=rel,
                                   removed_in=short, removed_on=date, moved_to=moved)
        if len(self._gone) > 4096:
            self._gone.clear()
        self._gone[rel] = finding
        return finding

    def successor(self, rel: str, commit: str | None = None) -> str | None:
        """Where a vanished file or directory went: the path it has now, following git's renames
        commit by commit (a file moved twice, `a/x.ts` -> `b/x.ts` -> `b/y.ts`, is found at its
        last place). In the commit that removed it: a rename of the file; for a directory, the
        directory most of its renamed files went to; for a file deleted with no rename, the one file
        added in the same directory under the same name with another extension (`api.rst` converted
        to `api.md`, too different for rename detection). None when no step shows it, or the
        chain ends at a path that does not exist now either. `commit`: the commit that removed
        `rel`, when the caller knows it."""
        path = rel.strip("/")
        for _step in range(_MAX_RENAME_STEPS):
            if commit is None:
                try:
                    commit = self._git("log", "-1", "--format=%H", "--", self.prefix + path).strip()
                except UnknownRevision:
                    return None
                if not commit:
                    return None
            new = self._moved_in(commit, path)
            if new is None or new == path:
                return None
            if os.path.exists(os.path.join(self.root, new)):
                return new
            path, commit = new, None
        return None

    def _moved_in(self, commit: str, rel: str) -> str | None:
        """Where `commit` moved the file or directory `rel` (see `successor`)."""
        try:   # the whole commit, so that rename detection sees where the file went
            changes = self._git("show", "-M", "--name-status", "--format=", commit)
        except UnknownRevision:
            return None
        renamed: dict[str, str | None] = {}
        added: list[str] = []
        deleted = False
        for ln in changes.splitlines():
            parts = ln.split("\t")
            if parts[0].startswith("R") and len(parts) == 3:
                old, new = self._rel(parts[1]), self._rel(parts[2])
                if old == rel:
                    return new
                if old is not None and old.startswith(rel + "/"):
                    renamed[old] = new
            elif parts[0].startswith("A") and len(parts) == 2 and self._rel(parts[1]) is not None:
                added.append(self._rel(parts[1]))
            elif parts[0].startswith("D") and len(parts) == 2 and self._rel(parts[1]) == rel:
                deleted = True
        if renamed:
            return _common_new_dir(rel, renamed)
        if deleted:
            head, _, leaf = rel.rpartition("/")
            stem = leaf.split(".", 1)[0]
            same = [a for a in added if a.rpartition("/")[0] == head and "." in leaf
                    and a.rpartition("/")[2].split(".", 1)[0] == stem]
            if len(same) == 1:
                return same[0]
            # ... else the one file added beside it under a name sharing its stem (`bashcomplete.rst`
            # rewritten as `shell-completion.rst`, `_bashcomplete.py` as `shell_completion.py`)
            kin = [a for a in added if a.rpartition("/")[0] == head and file_shares_stem(leaf, a.rpartition("/")[2])]
            if len(kin) == 1:
                return kin[0]
        return None

    def name_gone(self, name: str, undefined_now: bool = False) -> StaleFinding | None:
        """A name no source file has now that source files had at one of a few earlier commits
        (from three months to five years before HEAD): it was removed or renamed, and `git log
        -S` over that file since then names the commit. Docs and changelogs are not source: a name
        they still mention is gone all the same. None when the name is in today's sources or in none
        of the sampled trees. One question per name.

        `undefined_now`: the caller knows that no symbol of that name is declared now (the index has
        none). Then a name today's sources still mention (a comment in an example, a call of the
        platform's `std::localtime`) is gone too when an earlier tree *declared* it: the old file
        that mentions it is parsed, and a symbol of that name must be in it."""
        key = (name, undefined_now)
        if key in self._names_gone:
            return self._names_gone[key]
        finding = None
        if not self._sample_revs():
            # No earlier tree to look in (a history shorter than three months, one assembled commit):
            # every way below to a finding reads a sampled tree, so there is none; and nothing is
            # asked of git (each question is a grep of the whole tree: seconds in a monorepo).
            self._names_gone[key] = None
            return None
        not_docs = list(_NOT_DOCS)
        from .resolve import _place

        try:
            now_paths = self._git("grep", "-l", "-w", "-F", "-e", name, "HEAD", "--", ".", *not_docs).splitlines()
        except UnknownRevision:   # git grep exits 1 when nothing matched
            now_paths = []
        now = bool(now_paths)
        # Only tests mention it now (`monkeypatch.delenv("SSLKEYLOGFILE")`): the library no longer
        # reads or declares it, and the library's own earlier mentions are what counts.
        tests_only = now and all(_place(p.partition(":")[2])[1] for p in now_paths)
        if now and undefined_now and not self._declared_now(name, not_docs, _grep_paths(now_paths)):
            finding = self._declared_before(name, list(_NOT_DOCS_THEN))
        if finding is None and (not now or tests_only):
            revs = self._sample_revs()
            out = ""
            if revs:
                try:
                    out = self._git("grep", "-n", "-w", "-F", "-e", name, *revs, "--", ".", *_NOT_DOCS_THEN)
                except UnknownRevision:
                    out = ""
            hits = []
            for row in out.splitlines():
                rev, _, rest = row.partition(":")
                path, _, rest = rest.partition(":")
                line, _, _ = rest.partition(":")
                if rev in revs and path and line.isdigit() and not (
                        tests_only and (_place(path)[1] or language_for(path) is None)):   # the library's code
                    hits.append((revs.index(rev), rev, path, int(line)))
            if hits:
                _i, rev, path, line = min(hits)        # the newest sampled tree that still had it
                # The commit after that tree where the name's count in the whole tree changed last
                # (a path limit would stop at a move of the file that kept the name); bounded in time.
                try:
                    removed = subprocess.run(
                        ["git", "-C", self.root, "log", "-1", "--format=%h %cs", f"-S{name}", f"{rev}..HEAD"],
                        capture_output=True, timeout=15, text=True, errors="replace").stdout.strip()
                except (OSError, subprocess.TimeoutExpired):
                    removed = ""
                h, _, date = removed.partition(" ")
                rel = self._rel(path) or path
                finding = StaleFinding(rev=rev[:10], old_path=rel, old_line=line, symbol=name,
                                       removed_in=h or None, removed_on=date or None, tests_only_now=tests_only)
        if len(self._names_gone) > 4096:
            self._names_gone.clear()
        self._names_gone[key] = finding
        return finding

    def _declared_now(self, name: str, pathspec: list[str], mentioning: list[str] | None = None) -> bool:
        """Does a line of today's sources read like a declaration of `name` (`const name =`,
        `function name`, `def name`, `class name`, ...), one the index may not hold (an example's
        variable, a file it skips)? Then the name is not gone.

        `mentioning`: HEAD's files (paths from `root`) that hold `name` as a word, when the caller
        has them. A declaration line holds it as a word (the pattern bounds it by non-word
        characters), so only those files are read, a thousand per grep: the same answer as a grep of
        the whole tree, which with an extended pattern takes seconds in a monorepo."""
        pattern = (r"(^|[^A-Za-z0-9_$])(const|let|var|val|function|def|class|func|fun|fn|type|interface|struct|"
                   r"enum|protocol|object|typedef|define)\s+\*?" + re.escape(name) + r"([^A-Za-z0-9_$]|$)")
        if mentioning is None:
            groups = [[".", *pathspec]]
        else:
            files = [":(literal)" + p for p in mentioning if p]
            groups = [files[i:i + _DECLARED_PATHS] + pathspec for i in range(0, len(files), _DECLARED_PATHS)]
        for group in groups:
            try:
                self._git("grep", "-q", "-E", "-e", pattern, "HEAD", "--", *group)
                return True
            except UnknownRevision:   # git grep exits 1 when nothing matched
                continue
        return False

    def declared_before(self, name: str) -> StaleFinding | None:
        """The newest sampled tree whose library sources declare `name` (parsed, not grepped), as a
        finding; None when none does: what a stale member written on a qualifier needs, since an old
        file's call of a library's `viper.BindPFlag` is a mention, not the repository's own."""
        return self._declared_before(name, list(_NOT_DOCS_THEN))

    def _declared_before(self, name: str, pathspec: list[str]) -> StaleFinding | None:
        """The newest sampled tree whose source files declare `name` (parsed with the index's
        extractor: a mention is not a declaration), as a finding; None when none does."""
        from codeindex.extract import Extractor

        revs = self._sample_revs()
        if not revs:
            return None
        try:
            out = self._git("grep", "-l", "-w", "-F", "-e", name, *revs, "--", ".", *pathspec)
        except UnknownRevision:
            return None
        hits = []
        for row in out.splitlines():
            rev, _, path = row.partition(":")
            if rev in revs and path and language_for(path) is not None:
                hits.append((revs.index(rev), rev, path))
        extractor = None
        from .resolve import _place   # tests, samples and examples use names; libraries declare them

        # Only the library's own declarations: an example's `protectedProcedure` is a user's name.
        hits = sorted((h for h in hits if not _place(h[2])[1]), key=lambda h: h[0])
        for _i, rev, path in hits[:_MAX_FILES_PARSED]:
            try:
                source = self._git("show", f"{rev}:{path}", binary=True)
            except UnknownRevision:
                continue
            if len(source) > _MAX_OLD_FILE or b"\0" in source[:8192]:
                continue
            extractor = extractor or Extractor()
            try:
                syms = extractor.extract(language_for(path), source)
            except Exception:   # an old file the grammar cannot read is simply not evidence
                continue
            sym = next((s for s in syms.symbols if s.name == name and s.kind != "extension"), None)
            if sym is None:
                continue
            try:
                removed = subprocess.run(
                    ["git", "-C", self.root, "log", "-1", "--format=%h %cs", f"-S{name}", f"{rev}..HEAD", "--", path],
                    capture_output=True, timeout=15, text=True, errors="replace").stdout.strip()
            except (OSError, subprocess.TimeoutExpired):
                removed = ""
            h, _, date = removed.partition(" ")
            return StaleFinding(rev=rev[:10], old_path=self._rel(path) or path, old_line=sym.line, symbol=name,
                                removed_in=h or None, removed_on=date or None, mentioned_now=True)
        return None

    def _sample_revs(self) -> list[str]:
        """Commits of HEAD's history 3, 6, 9, 12, 18, 24, 36, 48 and 60 months before HEAD's own
        date, newest first (a name that lived for a few months between two of them is missed)."""
        if self._samples is None:
            revs: list[str] = []
            try:
                head, head_time = self._git("log", "-1", "--format=%H %ct", "HEAD").split()
            except (UnknownRevision, ValueError):
                head, head_time = "", "0"
            for months in (3, 6, 9, 12, 18, 24, 36, 48, 60):
                before = int(head_time) - months * 30 * 86400
                try:
                    rev = self._git("rev-list", "-1", f"--before={before}", "HEAD").strip()
                except UnknownRevision:
                    rev = ""
                if rev and rev != head and rev not in revs:
                    revs.append(rev)
            self._samples = revs
        return self._samples

    def since(self, rev: str) -> Snapshot:
        full = self.resolve_rev(rev)
        snap = self._snapshots.get(full)
        if snap is None:
            snap = self._build(full)
            if len(self._snapshots) > 16:
                self._snapshots.pop(next(iter(self._snapshots)))
            self._snapshots[full] = snap
        return snap

    def _build(self, rev: str) -> Snapshot:
        from codeindex.extract import Extractor

        snap = Snapshot(root=self.root, rev=rev, short=rev[:10])
        parts = self._name_status(rev).split("\0")
        changed: list[str] = []
        i = 0
        while i < len(parts) and parts[i]:
            status = parts[i]
            if status.startswith(("R", "C")):
                old, new = parts[i + 1], parts[i + 2]
                i += 3
            else:
                old = new = parts[i + 1]
                i += 2
            old_rel, new_rel = self._rel(old), self._rel(new)
            if old_rel is None:
                continue
            if status.startswith("R"):
                snap.deleted[old_rel] = new_rel
                changed.append(old_rel)
            elif status.startswith("D"):
                snap.deleted[old_rel] = None
                changed.append(old_rel)
            elif status.startswith("M") or status.startswith("T"):
                changed.append(old_rel)
        # A directory is gone when no file of the current tree lies under it.
        current_dirs = set()
        for p in self._current_files():
            d = p.rsplit("/", 1)[0] if "/" in p else ""
            while d and d not in current_dirs:
                current_dirs.add(d)
                d = d.rsplit("/", 1)[0] if "/" in d else ""
        for old in snap.deleted:
            d = old.rsplit("/", 1)[0] if "/" in old else ""
            while d and d not in current_dirs:
                snap.old_dirs.add(d)
                d = d.rsplit("/", 1)[0] if "/" in d else ""
        extractor = Extractor()
        for rel in changed:
            lang = language_for(rel)
            if lang is None:
                continue
            try:
                source = self._git("show", f"{rev}:{self.prefix}{rel}", binary=True)
            except UnknownRevision:
                continue
            if len(source) > _MAX_OLD_FILE or b"\0" in source[:8192]:
                continue
            try:
                syms = extractor.extract(lang, source)
            except Exception:   # an old file the grammar cannot read is simply not evidence
                continue
            for s in syms.symbols:
                snap.symbols.setdefault(s.name, []).append(
                    OldSymbol(s.name, s.kind, s.qualname, s.container, rel, s.line))
        return snap

    def _name_status(self, rev: str) -> str:
        """`git diff --name-status -M -z REV` over this checkout. Rename detection reads the blobs of
        every changed file; where some are absent (a partial clone, a snapshot without its large binaries:
        "unable to read <sha>"), it is asked again over the source files only, whose blobs are the ones the
        snapshot needs anyway, and without renames when even that fails. The revision itself was resolved
        before, so a failure here is about objects, not about REV."""
        try:
            return self._git("diff", "--name-status", "-M", "-z", rev, "--", ".")
        except UnknownRevision:
            plain = self._git("diff", "--name-status", "--no-renames", "-z", rev, "--", ".")
        fields = plain.split("\0")
        entries = [(fields[i], fields[i + 1]) for i in range(0, len(fields) - 1, 2) if fields[i]]
        # By extension, so the pathspec stays short however many files changed.
        exts = sorted({os.path.splitext(path)[1] for _, path in entries
                       if language_for(path) is not None and os.path.splitext(path)[1]})
        if not exts:
            return plain
        try:
            renamed = self._git("diff", "--name-status", "-M", "-z", rev, "--",
                                *(f":(glob)**/*{ext}" for ext in exts))
        except UnknownRevision:
            return plain
        others = "".join(f"{status}\0{path}\0" for status, path in entries
                         if os.path.splitext(path)[1] not in exts)
        return renamed + others

    def _rel(self, git_path: str) -> str | None:
        if self.prefix and not git_path.startswith(self.prefix):
            return None
        return git_path[len(self.prefix):]

    def _current_files(self) -> list[str]:
        out = self._git("ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ".")
        return [p for p in out.split("\0") if p]

    @lru_cache(maxsize=4096)
    def removed_in(self, rev: str, path: str, needle: str | None = None) -> tuple[str, str] | tuple[None, None]:
        """(short hash, date) of the commit after `rev` that removed `needle` from `path` (or the
        file itself); (None, None) when the change is not committed yet."""
        args = ["log", "-1", "--format=%h %cs", f"{rev}..HEAD"]
        if needle:
            args.append(f"-S{needle}")
        try:
            out = self._git(*args, "--", (self.prefix + path) or ".").strip()
        except UnknownRevision:
            return None, None
        if not out:
            return None, None
        h, _, date = out.partition(" ")
        return h, date

    def _stale_text(self, claim: Claim, snap: Snapshot) -> StaleFinding | None:
        """A name that is no symbol (a configuration key `JSON_AS_ASCII`, an environment variable
        `FLASK_ENV`, a name in a file the parser does not read) but occurred in the tree at `rev`
        and occurs nowhere now: stale too. `git grep` at the revision, ripgrep-free for now: the
        caller asks only after the current code found nothing."""
        if claim.kind not in ("type", "identifier", "call", "member"):
            return None
        name = claim.name.split(":")[0]
        if len(name) < 4:
            return None
        where = self._grep(snap.rev, name)
        if where is None:
            return None
        if self._grep(None, name) is not None:
            # still in today's sources; stale all the same when only tests have it now and the
            # library had it then (an environment variable the library stopped reading)
            where = self._grep(snap.rev, name, library=True)
            if where is None or self._grep(None, name, library=True) is not None:
                return None
        path, line = where
        h, date = self.removed_in(snap.rev, "", name)
        return StaleFinding(snap.short, path, line, name, h, date)

    @lru_cache(maxsize=4096)
    def _grep(self, rev: str | None, word: str, library: bool = False) -> tuple[str, int] | None:
        """(path, line) of the first whole-word occurrence of `word` in a source file at `rev` (None:
        the work tree). Source files only: a changelog that says the name was removed is no use.
        `library`: not in tests, samples or examples either."""
        from .resolve import _place

        args = ["grep", "-l", "-w", "-F", "-I", "-e", word]
        args += [rev, "--", "."] if rev else ["--untracked", "--", "."]
        try:
            out = self._git(*args)
        except UnknownRevision:   # git grep exits 1 when nothing matches
            return None
        for entry in out.splitlines():
            path = entry.split(":", 1)[1] if rev else entry
            rel = self._rel(path) if self.prefix else path
            if rel is None or language_for(rel) is None or (library and _place(rel)[1]):
                continue
            try:
                lines = self._git("grep", "-n", "-w", "-F", "--max-count=1", "-e", word,
                                  *([rev, "--", path] if rev else ["--untracked", "--", path]))
            except UnknownRevision:
                continue
            first = lines.split("\n", 1)[0].split(":")
            nums = [p for p in first[1:3] if p.isdigit()]
            return rel, int(nums[0]) if nums else 0
        return None

    def stale(self, claim: Claim, snap: Snapshot, current_moved: tuple[str, int] | None = None) -> StaleFinding | None:
        """A finding when `claim` resolved in `snap` (at its revision) — the caller asks only for
        claims that do not resolve now."""
        if claim.kind == "path":
            hit = snap.find_path(claim.name.removeprefix("./"))
            if hit is None:
                return None
            old, new = hit
            if new is not None and not os.path.exists(os.path.join(self.root, new)):
                new = None   # (renamed since, and again later: follow the renames)
            if new is None:
                new = self.successor(old)
            h, date = self.removed_in(snap.rev, old)
            return StaleFinding(snap.short, old, 0, old, h, date, moved_to=new)
        if claim.kind == "member" and claim.qualifier:
            old = snap.find_member(claim.qualifier, claim.name)
            if old is None and snap.find_name(claim.qualifier[-1], kinds=_TYPE_KINDS) is None:
                # `fmt::localtime` under a macro-opened namespace, "SSG では `createSSGHelpers`": the
                # qualifier named no symbol then either, so the name itself is the reference.
                written_type = claim.qualifier[-1][:1].isupper()   # (a variable's, `req.cookie()`, may be any type's)
                # ... but not another type's or namespace's member of that name (TypeBox's
                # `ValueErrorType.Object`, `ValueCheck.String` for `Type.Object`, `Type.String()`): not what
                # the text wrote on its qualifier (a namespace opened by a macro, `FMT_BEGIN_NAMESPACE`, is
                # no owner)
                old = next((o for o in snap.symbols.get(claim.name, ())
                            if not written_type or not _other_owner(o, claim.qualifier[-1])), None)
                if old is None and written_type:
                    # ... and where the old tree declared no such name either, an old file that only
                    # wrote it (`DispatchQueue.global(qos:)` in a test) called someone else's member:
                    # written on a qualifier, the name was the repository's only if the tree declared it
                    # (as without a revision: `viper.BindPFlag`).
                    return None
        elif claim.kind == "type":
            old = snap.find_name(claim.name)
        elif claim.kind in ("call", "identifier"):
            old = snap.find_name(claim.name)
        else:
            old = None
        if old is None:
            return self._stale_text(claim, snap)
        gone_file = old.path in snap.deleted
        h, date = self.removed_in(snap.rev, old.path, None if gone_file else old.name)
        moved_to, moved_line = (current_moved if current_moved else (None, 0))
        if moved_to is None and gone_file and snap.deleted.get(old.path):
            moved_to = snap.deleted[old.path]
        return StaleFinding(snap.short, old.path, old.line, old.qualname, h, date, moved_to=moved_to,
                            moved_line=moved_line)
