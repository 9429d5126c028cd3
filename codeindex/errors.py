"""The errors codeindex raises, each with the exit code the command line uses for it."""
from __future__ import annotations


class CodeIndexError(Exception):
    exit_code = 2


class PathMissing(CodeIndexError):
    exit_code = 3


class NotADirectory(CodeIndexError):
    exit_code = 4


class IndexUnavailable(CodeIndexError):
    """The index cannot be read or written (permissions, a corrupt file that cannot be replaced)."""
    exit_code = 5


class IndexBusy(CodeIndexError):
    """Another process holds the index (a build, a long write): busy, never damaged."""
    exit_code = 6
