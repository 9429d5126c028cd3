"""Checks the fact under each hand-written record of a prose set (bench/labels-prose2, bench/labels-prose3)
against the checkout: one checker for both sets, so a rule learnt on one (spdlog's macros, Go's
package-level names, zod's renaming re-exports) holds for the other, which it leaves as it was.

Uses the ripgrep/ast helpers of facts.py beside it (bench code, not the verifier), with Java added.
Never runs codefacts: a label is what the code says, read by grep, not what the verifier says.

A target is one of
  "T.m" / "T::m" / "Outer.Inner.m"   a member m of type T (the last part is the member)
  "mod.f" / "mod::f"                  a free function/value of a module or namespace named in MODULES
  "some/path.ext" or "dir/"           a file or directory of the checkout
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import facts as F  # noqa: E402

F.GLOBS["java"] = ["*.java"]
F.TYPE_DECL["java"] = (r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|protected|static|final|abstract|sealed|non-sealed)\s+)*"
                       r"(?:class|interface|enum|@interface|record)\s+{T}\b")
F.MEMBER_DECL["java"] = (r"^\s*(?:(?:@[\w.]+(?:\([^)]*\))?|public|protected|private|static|final|abstract|synchronized|native|default)\s+)*"
                         r"(?:<[^>]*>\s*)?[\w.<>\[\]?, ]*[\w>\]]\s+{m}\s*(?:\(|[;=])")
F.DECL_ANYWHERE["java"] = F.MEMBER_DECL["java"]
# fmt's declarations carry export/inline macros and trailing return types
F.DECL_ANYWHERE["cpp"] = (r"^\s*(?!return\b)(?:template\s*<[^>]*>\s*)?(?:FMT_\w+\s+)*(?:virtual\s+|static\s+|inline\s+|constexpr\s+)*"
                          r"[\w:<>,*& ]*[\s*&]{m}\s*\(|^\s*(?:FMT_\w+\s+)*(?:class|struct)\s+{m}\b|^\s*using\s+{m}\s*=")
F.TYPE_DECL["cpp"] = r"^\s*(?:FMT_EXPORT\s+|template\s*<.*>\s*)*(?:class|struct)\s+(?:FMT_\w+\s+)?{T}\b[^;]*$"
# spdlog's declarations carry SPDLOG_API / SPDLOG_INLINE the way fmt's carry FMT_* macros
F.DECL_ANYWHERE["cpp"] = F.DECL_ANYWHERE["cpp"].replace(r"FMT_\w+", r"(?:FMT|SPDLOG)_\w+")
F.TYPE_DECL["cpp"] = F.TYPE_DECL["cpp"].replace(r"FMT_\w+", r"(?:FMT|SPDLOG)_\w+").replace("FMT_EXPORT", "(?:FMT_EXPORT|SPDLOG_API)")
F.DECL_ANYWHERE["typescript"] = (F.MEMBER_DECL["typescript"] +
                                 r"|\bfunction\*?\s+{m}\b|\b(?:const|let|class|interface|type|enum)\s+{m}\b")

PATH_RX = re.compile(r"/|\.(go|kt|kts|py|ts|tsx|js|mjs|swift|h|m|mm|cc|cpp|c|md|rst|txt|toml|json|yml|yaml|java|gradle|podspec|mod)$")


def is_path(target: str) -> bool:
    """A path has a slash, or a file suffix on a lower-case or all-caps stem (setup.py, README.md);
    `Response.json` is a member."""
    if " " in target:
        return False
    if "/" in target:
        return True
    stem = target.rsplit(".", 1)[0]
    return bool(PATH_RX.search(target)) and bool(re.fullmatch(r"[a-z0-9_.\-]+|[A-Z0-9_]+", stem))


def split_target(target: str) -> tuple[list[str], str]:
    """'Retrofit.Builder.baseUrl' -> (['Retrofit', 'Builder'], 'baseUrl'); ObjC '-[T sel:]' -> (['T'], 'sel:')."""
    t = target.strip().rstrip("=").removesuffix("()")
    m = re.fullmatch(r"[-+]?\[(\w+)\s+([^\]]+)\]", t)
    if m:
        return [m.group(1)], m.group(2)
    parts = [p for p in re.split(r"::|\.|#", t) if p]
    return parts[:-1], parts[-1]


class Repo:
    def __init__(self, name: str, lang: str, modules: tuple[str, ...] = (), anc: dict | None = None,
                 lang_of: dict | None = None):
        self.name, self.lang, self.modules, self.anc = name, lang, modules, anc or {}  # modules: names, or {name: dir}
        self.lang_of = lang_of or {}  # a repository with a second source language (Kingfisher's ObjC? none yet)

    def _bodies_restricted(self, owners: list[str]) -> tuple[str, tuple[str, ...]]:
        return owners[-1], tuple(self.anc.get(owners[-1], ()))

    def type_decl(self, t: str) -> str | None:
        return F.type_decl(self.name, self.lang, t)

    def member(self, owners: list[str], m: str) -> str | None:
        """file:line of m declared on the innermost owner type (or a hand-listed in-repo ancestor)."""
        t, anc = self._bodies_restricted(owners)
        leaf = m.split(":")[0] if self.lang != "objc" else m.split(":")[0]
        where = F.member_decl(self.name, self.lang, t, leaf, anc)
        if where and len(owners) > 1 and self.lang in ("java", "kotlin", "swift"):
            # a nested type: the member must sit in the outer type's file (Retrofit.Builder, not any Builder)
            outer = owners[-2]
            hits = [h for h in F.bodies(self.name, self.lang, t) if Path(h[0]).stem.split("+")[0] == outer
                    or outer in h[0]]
            if not hits:
                return None
            for f, first, text in hits:
                for n, line in enumerate(text.splitlines()):
                    if n and re.search(F.MEMBER_DECL[self.lang].replace("{m}", re.escape(leaf)).replace("{T}", t), line):
                        return f"{f}:{first + n}"
            return None
        return where

    def free(self, name: str) -> list[str]:
        hits = F.declared_anywhere(self.name, self.lang, name)
        if self.lang == "cpp":  # a namespace-level declaration (unindented) before a member of the same name
            def indented(h: str) -> bool:
                f, n = h.split(":")[:2]
                line = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
                return line[:1].isspace()
            hits = sorted(hits, key=lambda h: (indented(h), "test" in h))
        if self.lang == "go":  # a package-level name: a method (`func (c *T) m`) is not one
            def method(h: str) -> bool:
                f, n = h.split(":")[:2]
                line = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
                return line.startswith("func (")
            hits = [h for h in hits if not method(h)]
        if self.lang == "typescript":  # a declaration of the published packages, not a call in an example or test
            kw = re.compile(rf"\b(?:function\*?|const|let|class|interface|type|enum)\s+{re.escape(name)}\b")
            def declares(h: str) -> bool:
                f, n = h.split(":")[:2]
                line = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
                return bool(kw.search(line)) and f.startswith("packages/") and "__tests__" not in f and "/test/" not in f and ".test." not in f
            hits = [h for h in hits if declares(h)]
            if not hits:  # a renaming re-export: zod's `export type { output as infer }`
                hits = [h for h in _rg(self.name, ["-e", rf"^export\s+(?:type\s+)?\{{[^}}]*\bas\s+{re.escape(name)}\b",
                                                  "-g", "*.ts", "packages"])
                        if "test" not in h.split(":")[0]]
                hits = [":".join(h.split(":")[:2]) for h in hits]
        return hits

    def resolve(self, target: str) -> str | None:
        """Where the target exists as written, or None."""
        if is_path(target):
            return target if F.path_exists(self.name, target.rstrip("/")) else None
        owners, m = split_target(target)
        if not owners:
            d = self.type_decl(m) or (self.free(m) or [None])[0]
            return d
        if owners[0] in self.modules and len(owners) == 1:
            hits = self.free(m) or ([self.type_decl(m)] if self.type_decl(m) else [])
            if isinstance(self.modules, dict) and self.modules.get(owners[0]) is not None:
                # a Go package / module directory: the declaration must sit in that directory, outside tests
                d = self.modules[owners[0]]
                hits = [h for h in hits if str(Path(h.split(":")[0].removeprefix("./")).parent) == d
                        and "_test." not in h and "test" not in Path(h.split(":")[0]).parts[:1]]
            return hits[0] if hits else None
        if owners[0] in self.modules:
            owners = owners[1:]
        return self.member(owners, m)

    def absent_everywhere(self, word: str) -> bool:
        return not F.word_anywhere(self.name, word)

    def occurrences(self, word: str) -> tuple[str, ...]:
        return F.in_sources(self.name, self.lang, word)

# Kotlin declarations in these repositories often carry annotations on the same line
# (`@CheckReturnValue @Throws(IOException::class) public abstract fun peek(): Token`)
F.MEMBER_DECL["kotlin"] = r"^\s*(?:@[\w:.]+(?:\([^)]*\))?\s+)*" + F.MEMBER_DECL["kotlin"].removeprefix(r"^\s*")


def _rg(repo: str, args: list[str]) -> list[str]:
    """facts._rg with stdin closed: ripgrep given no path searches a piped stdin instead of the checkout."""
    import subprocess
    res = subprocess.run([F.RG, "--no-heading", "-n", "--no-messages", *args], cwd=F.REPOS / repo,
                         capture_output=True, text=True, stdin=subprocess.DEVNULL)

    def key(line: str) -> tuple:
        parts = line.split(":", 2)
        return (parts[0], int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0)
    return sorted((line for line in res.stdout.splitlines() if line), key=key)


F._rg = _rg


def objc_selectors(repo: str, type_name: str) -> dict[str, str]:
    """Every full selector declared in the type's @interface/@protocol/category bodies -> file:line."""
    out: dict[str, str] = {}
    for f, first, text in F.bodies(repo, "objc", type_name):
        lines = text.splitlines()
        i = 0
        while i < len(lines):
            if re.match(r"^[-+]\s*\(", lines[i]):
                j, decl = i, lines[i]
                while not re.search(r"[;{]\s*$", decl) and j + 1 < len(lines):
                    j += 1
                    decl += " " + lines[j].strip()
                decl = re.sub(r"^[-+]\s*\((?:[^()]|\([^()]*\))*\)", "", decl)  # the return type
                decl = re.sub(r"\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)", "", decl)  # parameter types, blocks
                parts = re.findall(r"(\w+)\s*:", decl)
                sel = "".join(p + ":" for p in parts) if parts else re.match(r"\s*(\w+)", decl).group(1)
                out.setdefault(sel, f"{f}:{first + i}")
                i = j + 1
                continue
            i += 1
    return out


_member_plain = Repo.member


def _member(self: Repo, owners: list[str], m: str) -> str | None:
    if self.lang == "objc" and m.count(":") > 1:  # a multi-part selector must be declared whole
        for t in (owners[-1], *self.anc.get(owners[-1], ())):
            hit = objc_selectors(self.name, t).get(m)
            if hit:
                return hit
        return None
    return _member_plain(self, owners, m)


Repo.member = _member
