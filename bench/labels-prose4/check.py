"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py).

Loaded by build.py after the shared targets.py; each addition is a language shape the earlier sets'
repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
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
    head_rx = re.compile(r"\b(?:func\s+`?(\w+)`?\s*(?:<[^>(]*>)?\s*\(|(?<![.\w])(init)[?!]?\s*(?:<[^>(]*>)?\s*\(|(?<![.\w])(subscript)\s*\()")
    for f, first, text in F.bodies(repo, "swift", type_name):
        lines = text.splitlines()
        for n, line in enumerate(lines):
            code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', F.strip_comment(line))  # `renamed: "init(title:visibility:)"` is no declaration
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


_free_before = C.Repo.free


def _free(self, name: str) -> list[str]:
    """labels-prose3's TypeScript rule takes the published declarations from `packages/` (zod is a monorepo); a
    single-package repository (ky's `source/`, zustand's `src/`) publishes what lies outside its tests and docs."""
    if self.lang != "typescript" or (F.REPOS / self.name / "packages").is_dir():
        return _free_before(self, name)
    kw = re.compile(rf"\b(?:function\*?|const|let|class|interface|type|enum)\s+{re.escape(name)}\b")

    def published(path: str) -> bool:
        parts = Path(path).parts
        return (parts[0] in ("src", "source") and not any(p in ("test", "tests", "__tests__") for p in parts)
                and ".test." not in path and ".spec." not in path)

    hits = []
    for h in F.declared_anywhere(self.name, self.lang, name):
        f, n = h.split(":")[:2]
        line = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
        if kw.search(line) and published(f):
            hits.append(h)
    if not hits:  # a renaming re-export: zustand's `export { ssrSafe as unstable_ssrSafe }`
        hits = [":".join(h.split(":")[:2]).removeprefix("./") for h in
                C._rg(self.name, ["-e", rf"^export\s+(?:type\s+)?\{{[^}}]*\bas\s+{re.escape(name)}\b", "-g", "*.ts", "."])
                if published(h.split(":")[0].removeprefix("./"))]
    return hits


C.Repo.free = _free


_free_ts = C.Repo.free


def _free_go(self, name: str) -> list[str]:
    """A Go package-level name is never a struct field: `Timeout time.Duration` inside `type ContextTimeoutConfig
    struct {` does not declare `middleware.Timeout` (labels-prose3's rule drops methods only)."""
    hits = _free_ts(self, name)
    if self.lang != "go":
        return hits

    return [h for h in hits if not _go_field(self.name, h)]


def _go_field(repo: str, hit: str) -> bool:
    """The line at file:line sits inside a struct/interface or function body: a field, not a package-level name."""
    f, n = hit.split(":")[:2]
    lines = (F.REPOS / repo / f).read_text(encoding="utf-8", errors="replace").splitlines()
    k = int(n) - 1
    if not lines[k][:1].isspace():
        return False
    opener = next((lines[j] for j in range(k - 1, -1, -1) if lines[j][:1] not in ("", " ", "\t")), "")
    return (opener.startswith("type ") and not opener.startswith("type (")) or opener.startswith("func ")


_type_decl_before = C.Repo.type_decl


def _type_decl_go(self, t: str) -> str | None:
    """Go: `Timeout time.Duration` inside a struct matches the type pattern, but it is a field, not a type."""
    d = _type_decl_before(self, t)
    if self.lang != "go" or not d or not _go_field(self.name, d):
        return d
    pattern = F.TYPE_DECL["go"].replace("{T}", re.escape(t))
    hits = [":".join(h.split(":")[:2]) for h in C._rg(self.name, ["-e", pattern, "-g", "*.go", "."])]
    hits = [h.removeprefix("./") for h in hits if not _go_field(self.name, h.removeprefix("./"))]
    return hits[0] if hits else None


C.Repo.free = _free_go
C.Repo.type_decl = _type_decl_go


def _block_comment_lines(lines: list[str]) -> set[int]:
    """Indexes of lines inside /* ... */ blocks (ky writes its doc comments, with examples, without leading '*')."""
    inside, out = False, set()
    for i, line in enumerate(lines):
        code = line.strip()
        if inside:
            out.add(i)
            if "*/" in code:
                inside = False
            continue
        if code.startswith("/*"):
            out.add(i)
            inside = "*/" not in code[2:]
    return out


_CPP_NOT_DECL = re.compile(r"^\s*(?:return|if|else|for|while|switch|case|throw|JSON_THROW|JSON_ASSERT|//|/\*|\*)\b|^\s*(?://|/\*|\*)")


def _cpp_declares(line: str, m: str) -> bool:
    """A C++ line that declares m (a member function or a data member), not one that calls or mentions it."""
    if _CPP_NOT_DECL.search(line):
        return False
    word = re.escape(m)
    if re.search(rf"(?:\.|->|::)\s*{word}\s*\(", line) and not re.search(rf"\b\w+::{word}\s*\(", line.split("(")[0] + "("):
        return False
    return bool(re.search(rf"(?:[\w>*&\]]\s+|[*&])~?{word}\s*\(", line) or re.search(rf"[\w>*&]\s+{word}\s*(?:;|=|\{{|\[)", line)
                or re.search(rf"\b\w+(?:<[^>]*>)?::{word}\s*\(", line))


def _declaring_line(repo: str, lang: str, types: tuple[str, ...], m: str) -> str | None:
    """file:line of the first line of the types' bodies that declares m, skipping comments and calls."""
    word = re.compile(rf"(?<![\w$]){re.escape(m)}(?![\w$])")
    ts_decl = re.compile(F.MEMBER_DECL["typescript"].replace("{m}", re.escape(m)))
    for t in types:
        if lang == "cpp":  # an out-of-class definition `R T::m(` first, as facts.member_decl does
            hits = C._rg(repo, ["-e", rf"^[A-Za-z].*\b{re.escape(t)}::{re.escape(m)}\s*\(", *F._globs(lang)])
            if hits:
                return ":".join(hits[0].split(":")[:2])
        for f, first, text in F.bodies(repo, lang, t):
            lines = text.splitlines()
            comments = _block_comment_lines(lines)
            for n, line in enumerate(lines):
                if n == 0 or n in comments or not word.search(line):
                    continue
                if lang == "cpp" and _cpp_declares(line, m):
                    return f"{f}:{first + n}"
                if lang == "typescript" and ts_decl.search(line):
                    return f"{f}:{first + n}"
    return None


_member_labels = C.Repo.member


def _member_declared(self, owners: list[str], m: str) -> str | None:
    """C++ and TypeScript: the member must be declared by a line that is neither a comment (ky's examples inside
    doc comments, nlohmann's `/// use items() instead`) nor a call (`option_group->fallthrough(false)`)."""
    hit = _member_labels(self, owners, m)
    if not hit or self.lang not in ("cpp", "typescript"):
        return hit
    return _declaring_line(self.name, self.lang, (owners[-1], *self.anc.get(owners[-1], ())), m.split(":")[0])


C.Repo.member = _member_declared
