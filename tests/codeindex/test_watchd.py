"""`codeindex watch`: builds that ask a running watcher what changed instead of git give the index
a full build gives, after every kind of change (edit, add, delete, rename, branch switch, an
untracked directory, an edit reverted, a .gitignore change); when the watcher cannot vouch for its
journal (no clock yet, another watcher's clock, lost events, the watcher gone) the build asks git."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from codeindex import watchd
from codeindex.build import build
from codeindex.extract import queries_fingerprint
from codeindex.store import Store

from test_gitchanges import Checker, git, java, write   # noqa: E402  (rootdir-relative, as pytest imports tests)

pytest.importorskip("inotify_simple")
pytestmark = pytest.mark.skipif(shutil.which("git") is None or not sys.platform.startswith("linux"),
                                reason="git and Linux inotify are needed")


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


class Running:
    """A WatchServer serving from a thread, as `codeindex watch` runs it."""

    def __init__(self, root: Path, index_dir: Path) -> None:
        self.server = watchd.WatchServer(root.resolve(), index_dir.resolve())
        self.server.start()
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.stop()
        self.thread.join(timeout=5)


@pytest.fixture
def watched(repo: Path, tmp_path: Path):
    check = Checker(repo, tmp_path)
    check.build("walk (no git HEAD recorded")
    running = Running(repo, check.index_dir)
    yield check, running
    running.stop()


def clock_of(check: Checker) -> str:
    store = Store(check.index_dir / "index.sqlite", queries_fingerprint())
    try:
        return store.meta().get(watchd.META_WATCH_CLOCK, "")
    finally:
        store.close()


def test_every_change_the_watcher_sees_gives_the_index_a_full_build_gives(repo: Path, watched):
    check, running = watched
    first = check.build("git")                       # no clock recorded yet: git is asked, the clock kept
    assert first.changed is False and clock_of(check).startswith(running.server.journal.id + ":")
    assert check.build("watcher").changed is False   # no-op: nothing asked of git

    # Each change is built at once after it is made: the watcher's sync cookie, not a sleep, makes
    # sure its events were read.
    write(repo, "src/com/example/Alpha.java", java("Alpha", "run", "walk"))       # edit
    assert check.build("watcher").parsed == 1

    write(repo, "src/com/example/Gamma.java", java("Gamma", "fly"))               # untracked file
    write(repo, "build/Out.java", java("Out", "ignored"))                         # a new ignored directory
    write(repo, "src/com/example/X.gen.java", java("XGen", "ignored"))            # ignored pattern
    write(repo, ".hidden/Secret.java", java("Secret", "hidden"))                  # hidden: never indexed
    os.symlink("Beta.java", repo / "src/com/example/Link.java")                   # the walk follows no link
    assert check.build("watcher").parsed == 1

    write(repo, "build/Notes.md", "ignored notes\n")                             # ignored, and not source
    write(repo, "docs/more.md", "more notes\n")                                  # documentation
    check.build("watcher")
    texts = set(Store(check.index_dir / "index.sqlite", queries_fingerprint()).text_files())
    assert "docs/more.md" in texts and "build/Notes.md" not in texts              # the word table, as a walk has it

    write(repo, "src/com/fresh/deep/Deeper.java", java("Deeper", "down", pkg="com.fresh.deep"))  # new directories
    write(repo, "src/com/fresh/New.java", java("New", "hello", pkg="com.fresh"))
    assert check.build("watcher").parsed == 2

    (repo / "tools/pack.py").unlink()                                             # delete
    assert check.build("watcher").deleted == 1

    git(repo, "mv", "src/com/example/Beta.java", "src/com/example/Renamed.java")   # rename
    assert check.build("watcher").renamed == 1

    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "two")
    assert check.build("watcher").changed is False    # a commit changes no file

    git(repo, "checkout", "-q", "-b", "topic")                                    # a branch with other files
    write(repo, "src/com/example/Topic.java", java("Topic", "only", "here"))
    write(repo, "src/com/example/Alpha.java", java("Alpha", "topic"))
    (repo / "src/com/example/Gamma.java").unlink()
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "topic")
    check.build("watcher")
    git(repo, "checkout", "-q", "main")                                           # branch switch
    report = check.build("watcher")
    assert report.parsed >= 2 and report.deleted == 1

    write(repo, "src/com/example/Alpha.java", java("Alpha", "dirty", "for", "a", "while"))
    check.build("watcher")
    git(repo, "checkout", "--", "src/com/example/Alpha.java")                     # the edit reverted
    assert check.build("watcher").parsed == 1

    write(repo, ".gitignore", "*.gen.java\n")       # an ignore file changed: git is asked, and it walks
    assert check.build("walk (.gitignore changed").parsed == 1                    # build/Out.java now listed
    assert check.build("watcher").changed is False

    exclude = repo / ".git" / "info" / "exclude"    # git's ignore rules outside the tree: git is asked, it walks
    exclude.parent.mkdir(exist_ok=True)
    exclude.write_text("tools/\n")
    assert check.build("walk (git's ignore files outside the tree changed").changed is False
    assert check.build("watcher").changed is False

    shutil.rmtree(repo / "src/com/fresh")           # a directory went away: the journal cannot say which files
    assert check.build("git").deleted == 2
    assert check.build("watcher").changed is False


def test_git_is_asked_when_the_journal_cannot_vouch(repo: Path, tmp_path: Path, watched):
    check, running = watched
    check.build("git")
    check.build("watcher")

    running.server.journal.add(None, "inotify event queue overflowed", set())     # events lost
    write(repo, "src/com/example/Alpha.java", java("Alpha", "after", "loss"))
    assert check.build("git").parsed == 1
    assert check.build("watcher").changed is False

    running.stop()                                  # the watcher gone: git, and what changed meanwhile is found
    write(repo, "src/com/example/Beta.java", java("Beta", "while", "away"))
    assert check.build("git").parsed == 1
    assert not watchd.socket_path(check.index_dir).exists()

    again = Running(repo, check.index_dir)          # another watcher: the recorded clock is not its own
    try:
        write(repo, "src/com/example/Beta.java", java("Beta", "back"))
        assert check.build("git").parsed == 1
        assert check.build("watcher").changed is False
        write(repo, "src/com/example/Beta.java", java("Beta", "back", "again"))
        assert check.build("watcher").parsed == 1
        # --walk still walks, and keeps the watcher's clock
        assert build(repo, index_dir=check.index_dir, walk_every=0).change_detection == "walk (a walk was asked for)"
        assert check.build("watcher").changed is False
    finally:
        again.stop()


def test_a_watcher_for_another_tree_or_a_stale_socket_is_not_asked(repo: Path, tmp_path: Path):
    check = Checker(repo, tmp_path)
    check.build("walk (no git HEAD recorded")
    other = tmp_path / "other"
    other.mkdir()
    running = Running(other, check.index_dir)      # same socket, another tree
    try:
        assert watchd.ask(check.index_dir, repo.resolve(), None) is None
        assert check.build("git").changed is False
    finally:
        running.stop()
    watchd.socket_path(check.index_dir).touch()     # left behind, nobody listening
    assert check.build("git").changed is False
    with pytest.raises(watchd.WatcherError):
        first = Running(repo, check.index_dir)
        try:
            watchd.WatchServer(repo.resolve(), check.index_dir.resolve()).start()   # one watcher per socket
        finally:
            first.stop()


def test_the_cli_watcher_answers_builds_and_ends_on_sigterm(repo: Path, tmp_path: Path):
    index_dir = tmp_path / "idx"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    cli = [sys.executable, "-m", "codeindex.cli"]
    subprocess.run([*cli, "build", str(repo), "--index-dir", str(index_dir)], check=True, env=env, capture_output=True)
    proc = subprocess.Popen([*cli, "watch", str(repo), "--index-dir", str(index_dir), "--json"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert '"directories"' in proc.stdout.readline()
        kinds = []
        for _ in range(2):
            write(repo, "src/com/example/Alpha.java", java("Alpha", f"run{len(kinds)}"))
            out = subprocess.run([*cli, "build", str(repo), "--index-dir", str(index_dir), "--json"], check=True,
                                 env=env, capture_output=True, text=True).stdout
            kinds.append(('"watcher"' in out, '"parsed": 1' in out))
        assert kinds == [(False, True), (True, True)]
    finally:
        proc.terminate()
        assert proc.wait(timeout=10) == 0
    assert not watchd.socket_path(index_dir).exists()
    deadline = time.monotonic() + 1
    while any(p.name.startswith(".codeindex-cookie-") for p in repo.iterdir()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p.name for p in repo.iterdir() if p.name.startswith(".codeindex-cookie-")]


def test_git_is_asked_every_so_often_all_the_same(repo: Path, watched):
    """A consistency check of the watcher (a file system whose changes inotify does not see):
    every `walk_every`-th build asks git even with a watcher answering."""
    check, _running = watched
    check.build("git", walk_every=3)
    kinds = [check.build("", walk_every=3).change_detection for _ in range(4)]
    assert kinds == ["watcher", "watcher", "git", "watcher"]
