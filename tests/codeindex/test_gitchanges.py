"""Change detection from git: after every kind of change a git checkout sees (edit, add, delete,
rename, branch switch, untracked file, an edit reverted, a .gitignore change) the index brought up
to date from git's answer dumps exactly as a fresh full build of the same tree."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from codeindex import gitchanges
from codeindex.build import build
from codeindex.dump import dump_text
from codeindex.index import open_index
from codeindex.store import Store
from codeindex.extract import queries_fingerprint

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def git(repo: Path, *args: str) -> str:
    proc = subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "init.defaultBranch=main",
                           *args], cwd=repo, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def write(repo: Path, rel: str, text: str) -> None:
    path = repo / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def java(cls: str, *methods: str, pkg: str = "com.example") -> str:
    body = "\n".join(f"    public void {m}() {{}}" for m in methods)
    return f"package {pkg};\n\npublic class {cls} {{\n{body}\n}}\n"


def dump_of(repo: Path, index_dir: Path) -> str:
    index = open_index(repo, index_dir=index_dir, update=False)
    try:
        return dump_text(index.explorer)
    finally:
        index.close()


class Checker:
    """Builds the same index again and again from git, and compares it each time with a full build."""

    def __init__(self, repo: Path, tmp: Path) -> None:
        self.repo, self.tmp, self.n = repo, tmp, 0
        self.index_dir = tmp / "incremental"

    def build(self, expect: str, **kw):
        report = build(self.repo, index_dir=self.index_dir, **kw)
        assert report.change_detection.startswith(expect), report.change_detection
        self.n += 1
        fresh_dir = self.tmp / f"fresh{self.n}"
        fresh = build(self.repo, index_dir=fresh_dir, walk_every=0)
        assert fresh.change_detection.startswith("walk")
        assert dump_of(self.repo, self.index_dir) == dump_of(self.repo, fresh_dir)
        assert (report.files_seen, report.symbols, sorted(report.errors), sorted(report.warnings)) == \
            (fresh.files_seen, fresh.symbols, sorted(fresh.errors), sorted(fresh.warnings))
        return report


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    git(root, "init", "-q")
    write(root, "src/com/example/Alpha.java", java("Alpha", "run"))
    write(root, "src/com/example/Beta.java", java("Beta", "go", "stop"))
    write(root, "tools/pack.py", "def pack():\n    return 1\n")
    write(root, "docs/notes.txt", "not source\n")
    write(root, ".gitignore", "build/\n*.gen.java\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "one")
    return root


def test_every_change_git_sees_gives_the_index_a_full_build_gives(repo: Path, tmp_path: Path):
    check = Checker(repo, tmp_path)
    first = check.build("walk (no git HEAD recorded")
    assert first.parsed == 3
    assert check.build("git").changed is False                       # no-op

    write(repo, "src/com/example/Alpha.java", java("Alpha", "run", "walk"))       # edit
    assert check.build("git").parsed == 1

    write(repo, "src/com/example/Gamma.java", java("Gamma", "fly"))               # untracked file
    write(repo, "build/Out.java", java("Out", "ignored"))                         # ignored directory
    write(repo, "src/com/example/X.gen.java", java("XGen", "ignored"))            # ignored pattern
    write(repo, ".hidden/Secret.java", java("Secret", "hidden"))                  # hidden: the walk skips it
    os.symlink("Beta.java", repo / "src/com/example/Link.java")                   # the walk follows no link
    assert check.build("git").parsed == 1

    (repo / "tools/pack.py").unlink()                                             # delete
    assert check.build("git").deleted == 1

    git(repo, "mv", "src/com/example/Beta.java", "src/com/example/Renamed.java")   # rename
    assert check.build("git").renamed == 1

    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "two")
    check.build("git")

    git(repo, "checkout", "-q", "-b", "topic")                                    # branch with other files
    write(repo, "src/com/example/Topic.java", java("Topic", "only", "here"))
    write(repo, "src/com/example/Alpha.java", java("Alpha", "topic"))
    (repo / "src/com/example/Gamma.java").unlink()
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "topic")
    check.build("git")
    git(repo, "checkout", "-q", "main")                                           # branch switch
    report = check.build("git")
    assert report.parsed >= 2 and report.deleted == 1

    write(repo, "src/com/example/Alpha.java", java("Alpha", "dirty", "for", "a", "while"))
    check.build("git")
    git(repo, "checkout", "--", "src/com/example/Alpha.java")                     # the edit reverted: clean again
    assert check.build("git").parsed == 1

    git(repo, "add", "-f", "build/Out.java")                                      # tracked yet ignored
    git(repo, "commit", "-q", "-m", "forced")
    write(repo, "build/Out.java", java("Out", "still", "ignored"))
    check.build("git")

    write(repo, ".gitignore", "*.gen.java\n")                                     # .gitignore change: walk
    assert check.build("walk (.gitignore changed").parsed == 1                    # build/Out.java now listed
    check.build("git")                                                            # still dirty, unchanged since
    git(repo, "commit", "-q", "-am", "ignore less")
    check.build("git")

    write(repo, ".ignore", "tools/\n")                                            # ripgrep honours it, git not
    git(repo, "add", "-f", ".ignore")
    check.build("walk (.ignore changed")
    check.build("walk (.ignore or .rgignore files in the tree")


def test_consistency_walk_and_unknown_heads(repo: Path, tmp_path: Path):
    check = Checker(repo, tmp_path)
    check.build("walk", walk_every=3)
    check.build("git", walk_every=3)
    check.build("git", walk_every=3)
    check.build("walk (consistency walk (every 3 builds))", walk_every=3)
    check.build("git", walk_every=3)

    # A recorded HEAD git no longer has (history rewritten, another repository): walk.
    store = Store(check.index_dir / "index.sqlite", queries_fingerprint())
    store.set_meta(gitchanges.META_HEAD, "0123456789abcdef0123456789abcdef01234567")
    store.commit()
    store.close()
    write(repo, "src/com/example/Alpha.java", java("Alpha", "after", "rewrite"))
    check.build("walk (last built HEAD 0123456789ab unreachable)")
    check.build("git")


def test_outside_git_and_nested_repositories_walk(tmp_path: Path):
    plain = tmp_path / "plain"
    write(plain, "A.java", java("A", "x"))
    check = Checker(plain, tmp_path / "p")
    check.build("walk (not a git checkout")
    write(plain, "B.java", java("B", "y"))
    check.build("walk (not a git checkout")

    outer = tmp_path / "outer"
    outer.mkdir()
    git(outer, "init", "-q")
    write(outer, "A.java", java("A", "x"))
    git(outer, "add", "-A")
    git(outer, "commit", "-q", "-m", "one")
    inner = outer / "vendor" / "lib"
    inner.mkdir(parents=True)
    git(inner, "init", "-q")
    write(inner, "Lib.java", java("Lib", "z"))
    check = Checker(outer, tmp_path / "o")
    check.build("walk (nested repository vendor/lib/")
    assert check.build("walk (nested repository").changed is False


def test_the_default_index_inside_the_tree_is_never_indexed(repo: Path, tmp_path: Path):
    first = build(repo)
    assert first.change_detection.startswith("walk")
    write(repo, "src/com/example/Alpha.java", java("Alpha", "inside"))
    report = build(repo)
    assert report.change_detection == "git" and report.parsed == 1
    fresh_dir = tmp_path / "fresh"
    build(repo, index_dir=fresh_dir, walk_every=0)
    assert dump_of(repo, repo / ".codeindex") == dump_of(repo, fresh_dir)
