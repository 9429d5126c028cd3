"""Swift argument labels: a Swift call or name is right only with labels one of the declarations takes.

`MoyaProvider.request(_:queue:completion:)`, `provider.request(.file(id), completion: done,
progress: update)` and `CommandConfiguration(name: "push")` name members that exist, with labels
none of their declarations has (`request(_:callbackQueue:progress:completion:)`,
`init(commandName:abstract:…)`): Swift would not compile them. Labels are matched in order; a
parameter with a default value may be left out, and so may a closure a trailing closure would
give; `wrappedValue` is what a property wrapper's initial value gives (`@Option(name: .long) var
port = 8080`). A call with no label written (`request(x)`, `request(...)`) says nothing of labels.

Pure functions over the texts: what was written (`written_labels`) and what a declaration's
parameter list or an enum case's associated values take (`declared_params`); the resolver decides.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["PROTOCOL_INITS", "Param", "Written", "implicit_members", "written_labels", "declared_params", "labels_fit", "full_name"]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SELECTOR_FORM = re.compile(r"\s*(?:[A-Za-z_][A-Za-z0-9_]*\s*:\s*)+")
_LABELLED_ARG = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)")
_PAIRS = {"(": ")", "[": "]", "{": "}", "<": ">"}


# The initialisers a standard protocol gives a conforming type, by their labels: `Decodable`'s
# `init(from:)`. A conformance to another outside protocol that may declare an initialiser leaves the
# labels unknown.
PROTOCOL_INITS: dict[str, tuple[str, ...]] = {
    "Decodable": ("from",), "Codable": ("from",), "RawRepresentable": ("rawValue",),
}


@dataclass(frozen=True)
class Param:
    label: str             # the argument label a call writes; "_" for none
    defaulted: bool        # `= value`: a call may leave it out
    variadic: bool         # `Int...`: takes several arguments, the later ones unlabelled
    closure: bool          # a function type: a trailing closure may give it
    type: str = ""         # the parameter's type as declared (`NameSpecification`, `ArgumentHelp?`)


def _split_top(text: str, angle: bool) -> list[str] | None:
    """`a, f(b, c), [d: e]` -> its top-level pieces; None when brackets or quotes do not close.
    `angle`: count `<…>` as brackets (in declarations, `Dictionary<K, V>`; never in calls, `a < b`)."""
    pieces, depth, start, i, n = [], [], 0, 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = text.find('"', i + 1)
            while j > 0 and text[j - 1] == "\\":
                j = text.find('"', j + 1)
            if j < 0:
                return None
            i = j + 1
            continue
        if c in _PAIRS and (angle or c != "<"):
            depth.append(_PAIRS[c])
        elif depth and c == depth[-1]:
            depth.pop()
        elif c in ")]}" or (angle and c == ">" and text[i - 1:i] != "-"):
            return None
        elif c == "," and not depth:
            pieces.append(text[start:i])
            start = i + 1
        i += 1
    if depth:
        return None
    pieces.append(text[start:])
    return pieces


@dataclass(frozen=True)
class Written:
    labels: tuple[str, ...]
    call: bool             # written as a call (`f(x, a: y)`): a trailing closure after it may give the rest
    args: tuple[str, ...] = ()   # a call's argument expressions after their labels, as written


def written_labels(params: str | None) -> Written | None:
    """The labels a reference writes, in order ("_" for an unlabelled argument): the Swift name form
    `_:queue:completion:`, or a call's arguments `.file(id), completion: done`. None when it says
    nothing of labels: no arguments, an elided list (`...`), or a call with no label at all."""
    if params is None or not params.strip():
        return None
    if _SELECTOR_FORM.fullmatch(params):
        return Written(tuple(_NAME.findall(params)), call=False)
    args = _split_top(params, angle=False)
    if args is None or any(not a.strip() or a.strip() in ("...", "…") for a in args):
        return None
    labels, values = [], []
    for a in args:
        m = _LABELLED_ARG.match(a)
        labels.append(m.group(1) if m and m.group(1) != "_" else "_")
        values.append((a[m.end():] if m else a).strip())
    return Written(tuple(labels), call=True, args=tuple(values)) if any(x != "_" for x in labels) else None


def declared_params(params: str | None, enum_case: bool = False) -> tuple[Param, ...] | None:
    """The parameters a declaration's list takes (`_ target: Target, callbackQueue: DispatchQueue? =
    .none`), or an enum case's associated values (`Encodable, encoder: JSONEncoder`); None where a
    piece cannot be read."""
    if params is None:
        return None
    text = params.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()   # the index keeps a method's list in its parentheses
    if not text:
        return ()
    pieces = _split_top(text, angle=True)
    if pieces is None:
        return None
    out = []
    for piece in pieces:
        piece = piece.strip()
        colon = _top_colon(piece)
        if colon is None:
            if enum_case and piece:
                out.append(Param("_", False, False, "->" in piece))   # `case uploadFile(URL)`
                continue
            return None
        names = piece[:colon].split()
        if not names or not all(_NAME.fullmatch(w) for w in names) or len(names) > 2:
            return None
        rest = piece[colon + 1:]
        eq = _top_equals(rest)
        type_text = rest if eq is None else rest[:eq]
        out.append(Param(label=names[0], defaulted=eq is not None, variadic=type_text.rstrip().endswith("..."),
                         closure="->" in type_text, type=type_text.strip()))
    return tuple(out)


def _top_colon(piece: str) -> int | None:
    depth = 0
    for i, c in enumerate(piece):
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and piece[i - 1:i] == "-"):
            depth -= 1
        elif c == ":" and depth == 0 and piece[i + 1:i + 2] != ":" and piece[i - 1:i] != ":":
            return i
    return None


def _top_equals(rest: str) -> int | None:
    depth = 0
    for i, c in enumerate(rest):
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and rest[i - 1:i] == "-"):
            depth -= 1
        elif c == "=" and depth == 0 and rest[i + 1:i + 2] != "=" and rest[i - 1:i] not in "=!<>":
            return i
    return None


def labels_fit(reference: Written, declared: tuple[Param, ...]) -> bool:
    """Can a call with these labels, in this order, call a declaration with these parameters? After
    a call's last written argument, trailing closures may give any parameters left."""
    written = reference.labels

    def omittable(p: Param) -> bool:
        return p.defaulted or p.closure or p.label == "wrappedValue"

    def fit(i: int, j: int, in_variadic: bool) -> bool:
        # in_variadic: the parameter before j is variadic, so an unlabelled argument may still be its
        if in_variadic and i < len(written) and written[i] == "_" and fit(i + 1, j, True):
            return True
        if i == len(written):
            return reference.call or all(omittable(p) for p in declared[j:])
        if j == len(declared):
            return False
        p = declared[j]
        if written[i] == p.label and fit(i + 1, j + 1, p.variadic):
            return True
        return omittable(p) and fit(i, j + 1, False)

    return fit(0, 0, False)


def full_name(name: str, declared: tuple[Param, ...]) -> str:
    """`request(_:callbackQueue:progress:completion:)`: the Swift name of a declaration."""
    return f"{name}({''.join(p.label + ':' for p in declared)})"


def kinship(reference: Written, declared: tuple[Param, ...]) -> int:
    """How many of the written labels the declaration has: the nearest declaration is the suggestion."""
    have = {p.label for p in declared}
    return sum(1 for w in reference.labels if w in have)


_IMPLICIT_MEMBER = re.compile(r"\.([A-Za-z_][A-Za-z0-9_]*)(?:\(.*\))?")
_PLAIN_TYPE = re.compile(r"(?:[A-Z][A-Za-z0-9_]*\.)*([A-Z][A-Za-z0-9_]*)")
# Members every type has, or every Optional: `.init(…)`, `.none`, `.some(x)`, `.self`.
_ALWAYS_THERE = frozenset("init none some self".split())


def implicit_members(reference: Written, declared: tuple[Param, ...]) -> list[tuple[str, str, str]]:
    """(label, member, parameter type) of each argument written as an implicit member expression
    (`name: .long`, `parsing: .upToNextOption`, `inversion: .prefixedNo`) whose parameter has a plain
    named type (`NameSpecification`, `ArgumentHelp?`): the member must be one of that type's own.
    Generic, function, tuple and collection types are left out; so are members every type has."""
    by_label = {p.label: p for p in declared if p.label != "_"}
    out = []
    for label, value in zip(reference.labels, reference.args):
        m = _IMPLICIT_MEMBER.fullmatch(value)
        p = by_label.get(label)
        if not m or p is None or m.group(1) in _ALWAYS_THERE:
            continue
        t = _PLAIN_TYPE.fullmatch(p.type.removeprefix("@autoclosure").strip().rstrip("?!"))
        if t:
            out.append((label, m.group(1), t.group(1)))
    return out

