"""The readers' error type and every message they write (English wording in one place)."""
from __future__ import annotations


class TranscriptFormatError(ValueError):
    """The file is not a transcript in any supported format, or nothing in it could be read; it is
    reported and skipped, and the other files of the run go on."""


def no_such_file(path) -> str:
    return f"{path}: no such file"


def empty_file(path) -> str:
    return f"{path}: empty file"


def not_json(path, line: int, why: str) -> str:
    return f"{path}:{line}: not JSON: {why}"


def invalid_json(why: str) -> str:
    return f"invalid JSON ({why})"


def too_deep() -> str:
    return "JSON nested too deeply to read"


def not_an_object() -> str:
    return "a JSON object per line was expected"


def unrecognised(path, what: str) -> str:
    return f"{path}: unrecognised transcript format ({what})"


def not_a_session(path, what: str) -> str:
    return f"{path}: {what}, not a session transcript (Gemini CLI sessions are under chats/)"


def at_line(path, line: int, error: str) -> str:
    return f"{path}:{line}: {error}"


def reader_failed(path, fmt: str, what: str) -> str:
    return f"{path}: the {fmt} reader could not read this file ({what})"


def nothing_readable(path, fmt: str, first: str) -> str:
    return f"{path}: no {fmt} record could be read (first problem: {first})"


def some_unreadable(path, fmt: str, n_bad: int, first_line: int, first: str) -> str:
    return (f"{path}:{first_line}: {first} — {n_bad} unreadable record(s) left out, "
            f"the rest of this {fmt} transcript was read")


# record-level problems, one wording per format's own shape
def claude_no_message(rtype) -> str:
    return f"Claude Code record of type {rtype} has no message"


def claude_bad_content() -> str:
    return "Claude Code message content must be text or a list of blocks"


def codex_no_payload(rtype) -> str:
    return f"Codex rollout record of type {rtype} has no payload object"


def gemini_bad_message(what: str) -> str:
    return f"Gemini CLI message {what}"


def gemini_no_messages(path) -> str:
    return f"{path}: a Gemini CLI session JSON needs a 'messages' list"


def plain_no_messages(path) -> str:
    return f"{path}: a plain chat needs a 'messages' list"


def plain_bad_role(n: int) -> str:
    return f"message {n} needs a role of user/assistant/tool/system"


def plain_bad_content(n: int) -> str:
    return f"message {n} content must be text"


# what the readers say about a commit they could not name
def commit_unknown_no_cwd() -> str:
    return "unknown: the transcript names no working directory"


def commit_unknown_missing(cwd: str) -> str:
    return f"unknown: {cwd} is not a checkout on this machine"


def commit_unknown_none_before(cwd: str, ts: str) -> str:
    return f"unknown: no commit in {cwd} before {ts}"


def commit_unknown_no_time() -> str:
    return "unknown: no timestamp to resolve the commit at"


def commit_from_git(cwd: str, ref: str, ts: str) -> str:
    return f"git rev-list -1 --before={ts} {ref} at {cwd}"


COMMIT_RECORDED = "transcript"
