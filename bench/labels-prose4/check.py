"""This set's additions to the checker (labels-prose3/check.py over bench/labels-prose/facts.py).

Loaded by build.py after labels-prose3's check.py; each addition is a language shape the earlier sets'
repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import sys

C = sys.modules["check"]  # labels-prose3/check.py, already loaded by build3
F = C.F

import re
from pathlib import Path


def _swift_param_labels(params: str) -> list[str]:
    """The argument labels of a Swift parameter list: `_ target: T, callbackQueue: Q? = .none` -> ['_', 'callbackQueue']."""
    depth, part, parts = 0, "", []
    for ch in params:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(part)
            part = ""
        else:
            part += ch
    if part.strip():
        parts.append(part)
    labels = []
    for p in parts:
        head = p.split(":", 1)[0].strip()
        head = re.sub(r"^(?:@\w+\s+)*", "", head)
        labels.append(head.split()[0] if head else "_")
    return labels


def swift_signatures(repo: str, type_name: str) -> dict[str, str]:
    """Every `name(label:label:)` of a func/init/subscript declared in the type's bodies (extensions included) -> file:line."""
    out: dict[str, str] = {}
    head_rx = re.compile(r"\b(?:func\s+`?(\w+)`?\s*(?:<[^>(]*>)?\s*\(|(init)[?!]?\s*(?:<[^>(]*>)?\s*\(|(subscript)\s*\()")
    for f, first, text in F.bodies(repo, "swift", type_name):
        lines = text.splitlines()
        for n, line in enumerate(lines):
            code = F.strip_comment(line)
            m = head_rx.search(code)
            if not m or n == 0:
                continue
            name = m.group(1) or m.group(2) or m.group(3)
            rest, k = code[m.end():], n
            depth, params = 1, ""
            while True:
                for ch in rest:
                    depth += (ch == "(") - (ch == ")")
                    if depth == 0:
                        break
                    params += ch
                if depth == 0 or k + 1 >= len(lines) or k - n > 20:
                    break
                k += 1
                rest = " " + F.strip_comment(lines[k])
            sig = name + "(" + "".join(l + ":" for l in _swift_param_labels(params)) + ")"
            out.setdefault(sig, f"{f}:{first + n}")
    return out


_member_before = C.Repo.member


def _member(self, owners: list[str], m: str) -> str | None:
    """A Swift member written with its labels (`request(_:callbackQueue:)`) must be declared with exactly those labels."""
    if self.lang == "swift" and re.fullmatch(r"\w+\((?:\w+:)*\)", m) and "(" in m and m.endswith(":)"):
        for t in (owners[-1], *self.anc.get(owners[-1], ())):
            hit = swift_signatures(self.name, t).get(m)
            if hit:
                return hit
        return None
    return _member_before(self, owners, m)


C.Repo.member = _member
