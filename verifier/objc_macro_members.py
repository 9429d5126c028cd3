"""Objective-C members that a macro call declares (Expecta's matchers).

Expecta declares every matcher with one line, `EXPMatcherInterface(beGreaterThanOrEqualTo, (id expected));`,
and the macro expands (through `_EXPMatcherInterface`) to a category of `EXPExpect` whose property is the
macro's first argument:

    #define _EXPMatcherInterface(matcherName, matcherArguments) \\
    @interface EXPExpect (matcherName##Matcher) \\
    @property (nonatomic, readonly) void(^ matcherName) matcherArguments; \\
    @end

The grammar reads the macro call as a function call, so the index holds none of these members and the
type looked as if it had none of them. This module reads the repository's own function-like macros (the
index lists them, with their parameters), keeps those whose body opens a category or an implementation of a
type and declares one of the parameters as a property, `@dynamic` or method, follows the macros that only
forward to one of those (`EXPMatcherInterface` -> `_EXPMatcherInterface`), and finds every call of them in
the repository's Objective-C files: each call's argument in that position is a member of that type, with the
call's file and line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

_CATEGORY = re.compile(r"@(?:interface|implementation)\s+([A-Za-z_]\w*)\s*\(")
_FORWARD = re.compile(r"^\s*([A-Za-z_]\w*)\s*\((.*)\)\s*;?\s*$", re.S)
_IDENT = re.compile(r"^[A-Za-z_]\w*$")
_MAX_FORWARDING = 4   # macro chains are short; Expecta's is two links


@dataclass(frozen=True)
class MacroMember:
    """A member `type_name.name` declared by the call of `macro` at path:line."""
    type_name: str
    name: str
    macro: str
    path: str
    line: int


def _declares_param(body: str, param: str) -> bool:
    p = re.escape(param)
    return bool(re.search(rf"@property\b[^;]*?\b{p}\b", body) or re.search(rf"@dynamic\s+{p}\b", body)
                or re.search(rf"(?m)[-+]\s*\([^)]*\)\s*{p}\b", body))


def _split_args(text: str) -> list[str]:
    """Top-level comma-separated arguments of a macro call's text (inside its parentheses)."""
    args, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                break
        if ch == "," and depth == 0:
            args.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    args.append("".join(cur).strip())
    return args


def _definition(lines: list[str] | tuple[str, ...], line: int) -> str:
    """The text of the `#define` at 1-based `line`, its continuation lines joined."""
    out = []
    i = line - 1
    while 0 <= i < len(lines):
        text = lines[i]
        out.append(text.rstrip("\\").rstrip() if text.rstrip().endswith("\\") else text)
        if not text.rstrip().endswith("\\"):
            break
        i += 1
    return "\n".join(out)


def generators(macros: list[tuple[str, str, int, str]],
               source_lines: Callable[[str], list[str] | tuple[str, ...]]) -> dict[str, tuple[str, int]]:
    """{macro name: (type name, index of the parameter it declares as a member)} from the repository's
    function-like macros, given as (path, name, line, parameters as written)."""
    bodies: dict[str, tuple[list[str], str]] = {}
    for path, name, line, params in macros:
        text = _definition(source_lines(path), line)
        m = re.match(r"\s*#\s*define\s+\w+\s*\(([^)]*)\)(.*)", text, re.S)
        if not m:
            continue
        names = [p.strip() for p in (params.strip("()") if params else m.group(1)).split(",")]
        bodies.setdefault(name, (names, m.group(2)))
    found: dict[str, tuple[str, int]] = {}
    for name, (params, body) in bodies.items():
        cat = _CATEGORY.search(body)
        if cat is None:
            continue
        for i, p in enumerate(params):
            if _IDENT.match(p) and _declares_param(body, p):
                found[name] = (cat.group(1), i)
                break
    for _ in range(_MAX_FORWARDING):
        grown = False
        for name, (params, body) in bodies.items():
            if name in found:
                continue
            fw = _FORWARD.match(body)
            if fw is None or fw.group(1) not in found:
                continue
            type_name, index = found[fw.group(1)]
            args = _split_args(fw.group(2))
            if index < len(args) and args[index] in params:
                found[name] = (type_name, params.index(args[index]))
                grown = True
        if not grown:
            break
    return found


def calls(gens: dict[str, tuple[str, int]], hits: list[tuple[str, int, str]]) -> list[MacroMember]:
    """The members declared by the calls among `hits` ((path, line, line text) of lines that name one of
    the generators); a `#define` line is a definition, not a call."""
    if not gens:
        return []
    call = re.compile(r"\b(" + "|".join(map(re.escape, sorted(gens))) + r")\s*\(")
    out: list[MacroMember] = []
    for path, line, text in hits:
        if text.lstrip().startswith("#"):
            continue
        for m in call.finditer(text):
            type_name, index = gens[m.group(1)]
            args = _split_args(text[m.end():])
            if index < len(args) and _IDENT.match(args[index]):
                out.append(MacroMember(type_name, args[index], m.group(1), path, line))
    return out
