"""Secret redaction and tool-output trimming.

One pass, `redact`, for every kind of secret below; it is applied by the transcript readers to each
turn and again at the boundary of every database the chain writes (`redact_value` on everything the
experience store is given and on every LangGraph checkpoint), so a secret that reached a field no
reader thought of (a repository URL in metadata, an error message) is still never stored.

Redaction is pattern based: it catches the shapes secrets take in agent transcripts — AWS access
key ids and secret keys, GitHub and Slack tokens, provider API keys, PEM private key blocks, JWTs,
credentials in URLs, `.env` lines, bearer headers, password/token assignments, and high-entropy
values assigned to a name. It cannot know that an arbitrary word is a secret; a secret with no
recognisable shape passes. It is idempotent: redacting redacted text changes nothing.
"""
from __future__ import annotations

import math
import re
import sqlite3
from collections import Counter
from functools import lru_cache
from typing import Any

_SECRET_WORDS = r"(?:password|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?|auth)"

_PATTERNS: list[tuple[str, re.Pattern[str], int | None]] = [
    # (kind, pattern, group to replace; None = the whole match). Order matters: whole shapes first.
    ("private_key", re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)", re.S), None),
    ("url_credentials", re.compile(r"(?<=://)(?!\[REDACTED)[^/\s:@]+:[^/\s@]+(?=@)"), None),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), None),
    ("api_key", re.compile(r"\b(?:sk|pk|rk)-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_-]{16,}"), None),
    ("aws_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), None),
    # The 40-character secret has no prefix of its own: it is known by the name it is given.
    ("aws_secret", re.compile(r"(?i)(?:aws)?_?secret_?access_?key[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"), 1),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"), None),
    ("slack_token", re.compile(r"\bxox[abprse]-[A-Za-z0-9-]{10,}"), None),
    ("google_key", re.compile(r"\bAIza[0-9A-Za-z_-]{30,}"), None),
    ("bearer", re.compile(r"(?i)\b(?:bearer|token|basic)\s+([A-Za-z0-9._~+/=-]{16,})"), 1),
    # `.env` lines: NAME=value where the name says what it is (STRIPE_SECRET_KEY=..., DB_PASSWORD=...).
    ("env_assignment", re.compile(
        r"(?im)^[ \t]*(?:export[ \t]+)?[A-Z][A-Z0-9_]*" + _SECRET_WORDS.upper().replace("[_-]", "_")
        + r"[A-Z0-9_]*[ \t]*=[ \t]*[\"']?([^\s\"'#]{3,})"), 1),
    (
        "assignment",
        re.compile(
            r"(?i)(?<![A-Za-z0-9])(?:[a-z0-9]+[_-])*(?:password|passwd|pwd|passphrase|secret|client[_-]?secret|token|auth[_-]?token|"
            r"access[_-]?token|refresh[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key)"
            r"\"?\s*[:=]\s*[\"']?([^\s\"',;}{]{4,})"
        ),
        1,
    ),
]

# Any name assigned a long value that looks random (upper and lower case and digits, high entropy):
# what `.env` lines and config files hold when the name gives nothing away (`DSN_X=`, `signing:`).
_HIGH_ENTROPY = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_.-]*[\"']?\s*[:=]\s*[\"']?([A-Za-z0-9+/_-]{24,}={0,2})(?![A-Za-z0-9+/=_-])")
_MIN_ENTROPY_BITS = 4.0


def _looks_random(value: str) -> bool:
    if not (any(c.islower() for c in value) and any(c.isupper() for c in value) and any(c.isdigit() for c in value)):
        return False   # hex digests, UUIDs, words and identifiers stay
    # CamelCase identifiers (`FastScrollBarCompat2Attach`) are mostly runs of lower-case letters;
    # random strings rarely have three lower-case letters in a row.
    in_words = sum(len(run) for run in _LOWER_RUN.findall(value))
    if in_words > len(value) / 2:
        return False
    counts = Counter(value)
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    return entropy >= _MIN_ENTROPY_BITS


_LOWER_RUN = re.compile(r"[a-z]{3,}")


def redact(text: str) -> tuple[str, int]:
    """Return the text with secrets replaced by ``[REDACTED:kind]`` and how many were replaced."""
    count = 0
    for kind, pattern, group in _PATTERNS:
        def _sub(m: re.Match[str], kind: str = kind, group: int | None = group) -> str:
            nonlocal count
            if group is None:
                count += 1
                return f"[REDACTED:{kind}]"
            value = m.group(group)
            if value.startswith("[REDACTED"):
                return m.group(0)
            count += 1
            start, end = m.span(group)
            base = m.start(0)
            whole = m.group(0)
            return whole[: start - base] + f"[REDACTED:{kind}]" + whole[end - base :]

        text = pattern.sub(_sub, text)

    def _entropy_sub(m: re.Match[str]) -> str:
        nonlocal count
        value = m.group(1)
        if not _looks_random(value):
            return m.group(0)
        count += 1
        start, end = m.start(1) - m.start(0), m.end(1) - m.start(0)
        return m.group(0)[:start] + "[REDACTED:high_entropy]" + m.group(0)[end:]

    text = _HIGH_ENTROPY.sub(_entropy_sub, text)
    return text, count


def redact_value(value: Any) -> Any:
    """`value` with every string inside it redacted (dicts, lists, tuples; keys too), for the
    boundary of a database. Other objects pass unchanged."""
    if isinstance(value, str):
        return _redacted(value) if _may_hold_secret(value) else value
    if isinstance(value, dict):
        return {redact_value(k): redact_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_value(v) for v in value]
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(redact_value(v) for v in value)
    return value


# Every pattern needs one of these; plain `in` tests are far cheaper than a regex over long text.
_SIGNS = ("=", ":", "@", "-----BEGIN", "eyJ", "AKIA", "ASIA", "gh", "github_pat_", "xox", "AIza", "sk-", "pk-", "rk-")
_WORD_SIGNS = ("bearer", "token", "basic")


def _may_hold_secret(text: str) -> bool:
    """A fast test before the full pass."""
    if len(text) < 8:
        return False
    if any(sign in text for sign in _SIGNS):
        return True
    lowered = text.lower()
    return any(word in lowered for word in _WORD_SIGNS)


@lru_cache(maxsize=65536)
def _redacted(text: str) -> str:
    # Each step of a run checkpoints the whole state again: the same turn texts come back every
    # time, so their redaction is remembered.
    return redact(text)[0]


def trim_tool_output(text: str, head: int = 600, tail: int = 200) -> str:
    """Keep the start and the end of a long tool output; the middle of a log rarely carries the lesson."""
    if len(text) <= head + tail + 40:
        return text
    cut = len(text) - head - tail
    return f"{text[:head]}\n… [trimmed {cut} chars] …\n{text[-tail:]}"


class RedactingConnection(sqlite3.Connection):
    """A SQLite connection whose statement parameters are redacted before SQLite sees them
    (`sqlite3.connect(path, factory=RedactingConnection)`)."""

    def execute(self, sql, parameters=(), /):
        return super().execute(sql, redact_value(parameters) if parameters else parameters)

    def executemany(self, sql, seq_of_parameters, /):
        return super().executemany(sql, (redact_value(p) for p in seq_of_parameters))
