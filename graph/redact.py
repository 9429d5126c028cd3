"""Secret redaction and tool-output trimming, applied by the readers before a turn is stored or sent.

Redaction is pattern based: it catches the shapes secrets take in agent transcripts (provider key
prefixes, bearer headers, ``password=...`` assignments, PEM private keys, credentials in URLs, JWTs).
It cannot know that an arbitrary word is a secret; a secret with no recognisable shape passes.
"""
from __future__ import annotations

import re

_PATTERNS: list[tuple[str, re.Pattern[str], int | None]] = [
    # (kind, pattern, group to replace; None = the whole match)
    ("private_key", re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)", re.S), None),
    ("url_credentials", re.compile(r"(?<=://)[^/\s:@]+:[^/\s@]+(?=@)"), None),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), None),
    ("api_key", re.compile(r"\b(?:sk|pk|rk)-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_-]{16,}"), None),
    ("aws_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), None),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})"), None),
    ("slack_token", re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"), None),
    ("google_key", re.compile(r"\bAIza[0-9A-Za-z_-]{30,}"), None),
    ("bearer", re.compile(r"(?i)\b(?:bearer|token)\s+([A-Za-z0-9._~+/=-]{16,})"), 1),
    (
        "assignment",
        re.compile(
            r"(?i)\b(?:password|passwd|pwd|passphrase|secret|client[_-]?secret|token|auth[_-]?token|"
            r"access[_-]?token|refresh[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key)"
            r"\"?\s*[:=]\s*[\"']?([^\s\"',;}{]{4,})"
        ),
        1,
    ),
]


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
    return text, count


def trim_tool_output(text: str, head: int = 600, tail: int = 200) -> str:
    """Keep the start and the end of a long tool output; the middle of a log rarely carries the lesson."""
    if len(text) <= head + tail + 40:
        return text
    cut = len(text) - head - tail
    return f"{text[:head]}\n… [trimmed {cut} chars] …\n{text[-tail:]}"
