"""`codeindex watch`: a process that watches the tree and tells builds what changed, so that a
build asks neither git nor the file system about the other files.

On a 146k-file checkout `git status` costs more than a second however little changed: it stats
every tracked file and reads every directory. The watcher keeps inotify watches on every directory
of the tree (codeindex.watch.TreeWatcher) and a journal of the paths changed, each with the number
of the batch of events it came in. A build sends it the clock the last build recorded in the index
meta (`watch_clock`, "<watcher id>:<batch>") over a Unix socket beside the index (`watch.sock` in
the index directory) and gets back either the paths changed since that clock, or "unknown" (no
clock yet, another watcher wrote it, or events may have been lost since: the queue overflowed, a
directory went away, a watch could not be added); with the current clock in both cases. The build
then reads those paths only, or asks git (or walks) as without a watcher, and records the clock.
The clock is taken before git is asked, so nothing that changes meanwhile is forgotten.

To know that the journal has every event from before the question, the watcher creates a cookie
file in the root and answers once it has read the cookie's own event (inotify queues one
instance's events in order; watchman syncs the same way).

The watcher never writes the index: builds stay the only writers, one at a time. Without a
watcher (not started, gone, not answering within ANSWER_TIMEOUT) a build goes on as before.
The git state recorded by the last build that asked git stays valid meanwhile: what changed since
is still dirty now, was dirty then, or in git's diff from that HEAD.
"""
from __future__ import annotations

import itertools
import json
import os
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .watch import COOKIE_PREFIX, TreeWatcher

META_WATCH_CLOCK = "watch_clock"
META_WATCH_BUILDS = "watch_builds_since_git"   # builds that took the watcher's word since git was last asked
SOCKET_NAME = "watch.sock"
ANSWER_TIMEOUT = 5.0        # seconds a build waits for the watcher before asking git instead
SYNC_TIMEOUT = 4.0          # seconds the watcher waits for its cookie's event


def socket_path(index_dir: Path) -> Path:
    return index_dir / SOCKET_NAME


@dataclass
class Answer:
    clock: str                       # record this in the index meta after the build
    paths: set[str] | None           # changed since the given clock; None: unknown, look at everything
    reason: str | None = None        # why unknown


class Journal:
    """Changed paths by batch number, and the last batch in which events may have been lost."""

    def __init__(self) -> None:
        self.id = f"{socket.gethostname()}-{os.getpid()}-{os.urandom(6).hex()}"
        self.batch = 0
        self.changed: dict[str, int] = {}
        self.lost_at = 0
        self.lost_reason = "no clock recorded yet"
        self.cond = threading.Condition()
        self.cookies: set[str] = set()

    def add(self, changed: set[str] | None, lost_reason: str | None, cookies: set[str]) -> None:
        with self.cond:
            self.batch += 1
            if changed is None:
                self.lost_at, self.lost_reason = self.batch, lost_reason or "events may have been lost"
            else:
                for path in changed:
                    self.changed[path] = self.batch
            self.cookies |= cookies
            self.cond.notify_all()

    def since(self, clock: str | None) -> Answer:
        """Call with self.cond held."""
        now = f"{self.id}:{self.batch}"
        if not clock or ":" not in clock:
            return Answer(now, None, "no watcher clock recorded at the last build")
        ident, _, batch_text = clock.rpartition(":")
        if ident != self.id:
            return Answer(now, None, "the last build's clock is another watcher's")
        try:
            batch = int(batch_text)
        except ValueError:
            return Answer(now, None, "the recorded watcher clock is unreadable")
        if batch > self.batch:
            return Answer(now, None, "the recorded watcher clock is ahead of the watcher")
        if self.lost_at > batch:
            return Answer(now, None, self.lost_reason)
        return Answer(now, {p for p, b in self.changed.items() if b > batch})


class WatchServer:
    """The watcher's process: a reader thread turning inotify events into the journal, and a
    Unix socket answering builds."""

    def __init__(self, root: Path, index_dir: Path) -> None:
        self.root = root
        self.index_dir = index_dir
        self.journal = Journal()
        self._stop = threading.Event()
        self._cookie_numbers = itertools.count(1)
        self.watcher: TreeWatcher | None = None
        self.sock: socket.socket | None = None

    def start(self) -> None:
        path = socket_path(self.index_dir)
        self.index_dir.mkdir(parents=True, exist_ok=True)
        if path.exists():
            if _answers(path):
                raise WatcherError(f"a watcher already answers at {path}")
            path.unlink()          # left by a watcher that ended without removing it
        watcher = TreeWatcher.start_tree(self.root)
        if watcher is None:
            raise WatcherError("inotify is not available here (Linux only, and the inotify_simple package)")
        self.watcher = watcher
        watcher.guard(outside_ignore_files(self.root))
        # Events before the socket answers are in the journal: a build's first clock is taken later.
        self._reader = threading.Thread(target=self._read, name="watch-reader", daemon=True)
        self._reader.start()
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(str(path))
        except OSError as exc:
            sock.close()
            raise WatcherError(f"cannot listen at {path}: {exc.strerror or exc}") from exc
        sock.listen(16)
        self.sock = sock

    def _read(self) -> None:
        watcher = self.watcher
        while not self._stop.is_set():
            try:
                watcher.poll(200)
            except ValueError:       # its inotify closed by stop() while this thread was slow to end
                if self._stop.is_set():
                    return
                raise
            changed = watcher.changes()
            cookies = watcher.take_cookies()
            if changed or changed is None or cookies:
                self.journal.add(changed, watcher.last_lost, cookies)

    def serve_forever(self) -> None:
        try:
            self.sock.settimeout(0.5)
        except OSError:
            if self._stop.is_set():   # stopped before it began
                return
            raise
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except socket.timeout:
                continue
            except OSError:
                if self._stop.is_set():
                    break
                raise
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _handle(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(ANSWER_TIMEOUT)
            try:
                request = json.loads(_read_line(conn) or "{}")
            except (OSError, ValueError):
                return
            if Path(str(request.get("root", ""))) != self.root:
                reply = {"error": f"this watcher watches {self.root}"}
            else:
                answer = self.answer(request.get("since"))
                reply = {"clock": answer.clock, "paths": None if answer.paths is None else sorted(answer.paths),
                         "reason": answer.reason, "watched": self.watcher.watched}
            try:
                conn.sendall(json.dumps(reply).encode() + b"\n")
            except OSError:
                pass

    def answer(self, since: str | None) -> Answer:
        """The changes since `since`, once every event from before this call has been read."""
        name = f"{COOKIE_PREFIX}{os.getpid()}-{next(self._cookie_numbers)}"
        cookie = self.root / name
        try:
            cookie.touch()
        except OSError as exc:
            with self.journal.cond:
                return Answer(self.journal.since(None).clock, None, f"cannot write the sync cookie: {exc.strerror}")
        try:
            deadline = time.monotonic() + SYNC_TIMEOUT
            with self.journal.cond:
                while name not in self.journal.cookies:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return Answer(self.journal.since(None).clock, None, "the watcher did not see its sync cookie")
                    self.journal.cond.wait(left)
                self.journal.cookies.discard(name)
                return self.journal.since(since)
        finally:
            try:
                cookie.unlink()
            except OSError:
                pass

    def stop(self) -> None:
        self._stop.set()
        if self.sock is not None:
            self.sock.close()
            try:
                socket_path(self.index_dir).unlink()
            except OSError:
                pass
        if self.watcher is not None:
            reader = getattr(self, "_reader", None)
            if reader is not None and reader is not threading.current_thread():
                reader.join(timeout=2)   # it polls in steps of 200 ms: then its inotify can go
            self.watcher.close()
            self.watcher = None


def outside_ignore_files(root: Path) -> list[Path]:
    """The files outside the tree that decide what the walk lists (git's info/exclude, the global
    excludes file, the git configuration that names it): a change to one means "look at everything"."""
    import subprocess

    from .gitchanges import _env

    files = []
    home = Path.home()
    xdg = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    files += [xdg / "git" / "ignore", xdg / "git" / "config", home / ".gitconfig"]
    try:
        git_dir = subprocess.run(["git", "-C", str(root), "rev-parse", "--absolute-git-dir"], capture_output=True,
                                 text=True, env=_env())
        excludes = subprocess.run(["git", "-C", str(root), "config", "--type=path", "core.excludesFile"],
                                  capture_output=True, text=True, env=_env())
    except OSError:
        return files
    if git_dir.returncode == 0 and git_dir.stdout.strip():
        files += [Path(git_dir.stdout.strip()) / "info" / "exclude", Path(git_dir.stdout.strip()) / "config"]
    if excludes.returncode == 0 and excludes.stdout.strip():
        files.append(Path(excludes.stdout.strip()))
    return files


class WatcherError(Exception):
    """The watcher cannot start (said in a sentence)."""


def _read_line(conn: socket.socket) -> str:
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    return data.decode("utf-8", "surrogateescape")


def _answers(path: Path) -> bool:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(1.0)
            s.connect(str(path))
        return True
    except OSError:
        return False


def ask(index_dir: Path, root: Path, since: str | None) -> Answer | None:
    """What the watcher of `root` whose socket is in `index_dir` says changed since `since`; None
    when no watcher answers (none started, gone, too slow, or watching another tree)."""
    path = socket_path(index_dir)
    if not path.exists():
        return None
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(ANSWER_TIMEOUT)
            s.connect(str(path))
            s.sendall(json.dumps({"root": str(root), "since": since}).encode() + b"\n")
            reply = json.loads(_read_line(s) or "{}")
    except (OSError, ValueError):
        return None
    if not isinstance(reply, dict) or "clock" not in reply:
        return None
    paths = reply.get("paths")
    return Answer(str(reply["clock"]), None if paths is None else set(paths), reply.get("reason"))
