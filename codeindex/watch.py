"""Which files changed, told by the kernel (inotify) instead of found by asking git or walking.

A long-running reader of an index (`verify serve`) watches the directories of the indexed files and
hands the changed paths to build(paths=...), so an edit costs a parse of that file and no `git
status` over the whole tree (on a 146k-file checkout that status is about a second of CPU).

The watcher is a hint, never the only truth: when the kernel's event queue overflows, a watch
cannot be added (the per-user limit), or a directory appears whose files may predate its watch,
`changes()` says so (None: "look at everything"), and the caller falls back to a full build. Only
Linux has inotify; elsewhere `TreeWatcher.start` returns None and the caller polls.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path

from .gitchanges import IGNORE_FILE_NAMES, listed_by_walk

# A file a client creates in the root to learn when the watcher has read every event before it
# (inotify queues one instance's events in order): hidden, so never indexed, and removed at once.
COOKIE_PREFIX = ".codeindex-cookie-"


class TreeWatcher:
    """inotify watches on the directories that hold indexed files, collecting changed paths."""

    _MASK_NAMES = ("CREATE", "DELETE", "MODIFY", "CLOSE_WRITE", "MOVED_FROM", "MOVED_TO", "DELETE_SELF", "ATTRIB")

    def __init__(self, root: Path, inotify, flags, directories: set[str], *, list_new: bool = False,
                 read_delay_ms: int = 20) -> None:
        self.root = root
        # list_new: a directory that appears is watched and its files are reported as changed
        # (they are listed after its watch is in place, so none is missed), instead of "look at
        # everything"; read_delay_ms: how long a poll waits after the first event for more.
        self._list_new = list_new
        self._read_delay = read_delay_ms
        self._cookies: set[str] = set()
        self._guarded: dict[int, set[str]] = {}   # watch descriptor -> names whose change means "look at everything"
        self.guard_dirs: dict[int, str] = {}
        self._inotify = inotify
        self._flags = flags
        self._mask = 0
        for name in self._MASK_NAMES:
            self._mask |= getattr(flags, name)
        self._dirs: dict[int, str] = {}    # watch descriptor -> directory relative to root ("" the root)
        self._lock = threading.Lock()
        self._changed: set[str] = set()
        self._lost: str | None = None      # why events may have been missed since the last changes()
        self.last_lost: str | None = None  # that reason, as the last changes() saw it
        for rel in sorted(directories):
            self._watch(rel)

    @classmethod
    def start(cls, root: Path, indexed_paths) -> "TreeWatcher | None":
        """Watch the directories of `indexed_paths` (and their parents); None without inotify."""
        try:
            from inotify_simple import INotify, flags
        except (ImportError, OSError):
            return None
        directories = {""}
        for path in indexed_paths:
            parent = path.rpartition("/")[0]
            while parent and parent not in directories:
                directories.add(parent)
                parent = parent.rpartition("/")[0]
        try:
            inotify = INotify()
        except OSError:
            return None
        return cls(root, inotify, flags, directories)

    @classmethod
    def start_tree(cls, root: Path, *, read_delay_ms: int = 5) -> "TreeWatcher | None":
        """Watch every directory of the tree the walk could list (no hidden component), new ones
        included as they appear; None without inotify."""
        try:
            from inotify_simple import INotify, flags
        except (ImportError, OSError):
            return None
        directories = {""}
        for dirpath, dirnames, _files in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            here = os.path.relpath(dirpath, root).replace(os.sep, "/")
            if here != ".":
                directories.add(here)
        try:
            inotify = INotify()
        except OSError:
            return None
        return cls(root, inotify, flags, directories, list_new=True, read_delay_ms=read_delay_ms)

    @property
    def watched(self) -> int:
        return len(self._dirs)

    def _watch(self, rel: str) -> None:
        try:
            wd = self._inotify.add_watch(os.path.join(self.root, rel) if rel else str(self.root), self._mask)
        except OSError as exc:
            if exc.errno == 28:   # ENOSPC: fs.inotify.max_user_watches reached
                self._lost = f"inotify watch limit reached at {rel or '.'}"
            return                # a directory gone meanwhile: nothing to watch
        self._dirs[wd] = rel

    def poll(self, timeout_ms: int) -> None:
        """Wait up to `timeout_ms` for events and collect them (call from one thread)."""
        try:
            events = self._inotify.read(timeout=timeout_ms, read_delay=self._read_delay)
        except OSError as exc:
            with self._lock:
                self._lost = f"reading inotify events failed: {exc}"
            return
        flags = self._flags
        new_dirs: list[str] = []
        with self._lock:
            for event in events:
                if event.mask & flags.Q_OVERFLOW:
                    self._lost = "inotify event queue overflowed"
                    continue
                base = self._dirs.get(event.wd)
                if base is None and event.wd not in self._guarded:
                    continue
                if event.mask & flags.IGNORED:
                    self._dirs.pop(event.wd, None)
                    if self._guarded.pop(event.wd, None) is not None:
                        self._lost = f"{self.guard_dirs.pop(event.wd)} went away"
                    continue
                if not event.name:
                    continue
                rel = f"{base}/{event.name}" if base else event.name
                if base == "" and event.name.startswith(COOKIE_PREFIX):
                    if self._list_new and event.mask & flags.CREATE:   # the tree watcher of `codeindex watch`
                        self._cookies.add(event.name)
                    continue
                guarded = self._guarded.get(event.wd)
                if guarded is not None and event.name in guarded:
                    self._lost = f"{os.path.join(self.guard_dirs[event.wd], event.name)} changed"
                if base is None:
                    continue
                if not listed_by_walk(rel) and not (event.name in IGNORE_FILE_NAMES and listed_by_walk(base)):
                    continue   # hidden paths (.git, .codeindex) are never indexed; ignore files decide what is
                if event.mask & flags.ISDIR:
                    if event.mask & (flags.CREATE | flags.MOVED_TO):
                        new_dirs.append(rel)
                    elif event.mask & (flags.DELETE | flags.MOVED_FROM):
                        # Its files are gone from here: which ones, the index knows; a full build finds them.
                        self._lost = f"directory {rel} removed or moved away"
                    continue
                self._changed.add(rel)
            for rel in new_dirs:
                # Files may have been written before the watch was in place: look at all of it.
                if not self._list_new:
                    self._lost = f"directory {rel} appeared"
                for dirpath, dirnames, files in os.walk(self.root / rel):
                    dirnames[:] = [d for d in dirnames if not d.startswith(".")]
                    here = os.path.relpath(dirpath, self.root).replace(os.sep, "/")
                    self._watch(here)
                    if self._list_new:
                        # Listed again once the watch is in place: nothing made meanwhile falls between.
                        try:
                            names = os.listdir(dirpath)
                        except OSError:
                            continue
                        for name in names:
                            if name.startswith("."):
                                continue
                            if os.path.isdir(os.path.join(dirpath, name)) and not os.path.islink(os.path.join(dirpath, name)):
                                if name not in dirnames:
                                    dirnames.append(name)
                            else:
                                self._changed.add(f"{here}/{name}")

    def changes(self) -> set[str] | None:
        """The paths changed since the last call, or None when some may have been missed (the
        caller then looks at the whole tree)."""
        with self._lock:
            changed, self._changed = self._changed, set()
            lost, self._lost = self._lost, None
        self.last_lost = lost
        return None if lost else changed

    def guard(self, files) -> None:
        """Any change to one of `files` (outside the tree, say git's info/exclude or the global
        excludes file: they decide what the walk lists) makes changes() say "look at everything".
        A file that does not exist yet is guarded through its nearest existing ancestor."""
        for path in files:
            path = Path(path).absolute()
            child, parent = path.name, path.parent
            while not parent.is_dir() and parent != parent.parent:
                child, parent = parent.name, parent.parent
            try:
                wd = self._inotify.add_watch(str(parent), self._mask)
            except OSError as exc:
                self._lost = f"cannot watch {parent}: {exc.strerror or exc}"
                continue
            self._guarded.setdefault(wd, set()).add(child)
            self.guard_dirs[wd] = str(parent)

    def take_cookies(self) -> set[str]:
        """The sync cookies (files named COOKIE_PREFIX... created in the root) seen since the last call."""
        with self._lock:
            cookies, self._cookies = self._cookies, set()
        return cookies

    def close(self) -> None:
        self._inotify.close()
