"""Checks every fact a prose label rests on, with ripgrep over the checkout (never with codefacts).

A type is "declared" in a file when a declaration line of the repository's language names it
(`class T`, `struct T`, `interface T`, `extension T`, `@interface T`, `type T struct`, ...). A member
is "on" a type when a declaration of it (fun/val/def/func/property/method line) occurs in one of
the type's files (Go: a method with that receiver anywhere in the package tree; C++: `T::m(` too),
or in the files of an ancestor listed by hand. A name is "absent" when `rg -w` finds it in no file
of the repository at all.
"""
from __future__ import annotations

import functools
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RG = str(ROOT / ".venv" / "bin" / "rg")
REPOS = ROOT / "bench" / "repos"

GLOBS = {
    "kotlin": ["*.kt", "*.kts"], "cpp": ["*.h", "*.hpp", "*.cc", "*.cpp"], "go": ["*.go"], "python": ["*.py"],
    "typescript": ["*.ts", "*.tsx"], "swift": ["*.swift"], "objc": ["*.h", "*.m", "*.mm"],
}

TYPE_DECL = {
    "kotlin": r"^\s*(?:(?:expect|actual|abstract|open|sealed|data|internal|private|public|inline|value|enum|fun|annotation)\s+)*(?:class|interface|object)\s+{T}\b",
    "cpp": r"^\s*(?:class|struct)\s+(?:LEVELDB_EXPORT\s+)?{T}\b[^;]*$",
    "go": r"^\s*(?:type\s+)?{T}\s+(?:struct|interface|func|\w+)\b",
    "python": r"^\s*class\s+{T}\b",
    "typescript": r"^\s*(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:class|interface|type|enum|namespace)\s+{T}\b",
    "swift": r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|extension|actor)\s+(?:\w+\.)?{T}\b",
    "objc": r"^\s*@(?:interface|protocol|implementation)\s+{T}\b",
}

MEMBER_DECL = {
    "kotlin": r"^\s*(?:(?:expect|actual|override|open|abstract|internal|public|protected|private|final|suspend|inline|operator|infix|const|lateinit|external|tailrec)\s+)*(?:fun|val|var)\s+(?:<[^>]*>\s*)?(?:[\w.<>?, ]+\.)?{m}\b",
    "cpp": r"(?:\b{m}\s*\(|\b{m}\s*[;=\[]|\b{T}::{m}\b)",
    "go": r"(?:^func\s+\(\w*\s*\*?{T}(?:\[[^\]]*\])?\)\s+{m}\b|^\s+{m}\s+\S)",
    "python": r"^\s*(?:(?:async\s+)?def\s+{m}\b|{m}\s*(?::[^=]*)?=)",
    "typescript": r"^\s*(?:(?:public|protected|private|static|readonly|abstract|override|declare|async|get|set)\s+)*\*?{m}\s*[?!]?\s*[:(<=]",
    "swift": r"(?:\b(?:func|var|let|case|typealias|init)\s+`?{m}\b|^\s*case\s+(?:\w+(?:\([^)]*\))?,\s*)*{m}\b)",
    "objc": r"(?:^[-+]\s*\([^)]*\)\s*{m}\b|^\s*@property\b.*\b{m}\s*(?:;|NS_|API_|UI_|__|$))",
}


def _rg(repo: str, args: list[str]) -> list[str]:
    res = subprocess.run([RG, "--no-heading", "-n", "--no-messages", *args], cwd=REPOS / repo,
                         capture_output=True, text=True)
    def key(line: str) -> tuple:
        parts = line.split(":", 2)
        return (parts[0], int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0)
    return sorted((line for line in res.stdout.splitlines() if line), key=key)  # ripgrep's order varies by run


def _globs(lang: str) -> list[str]:
    out: list[str] = []
    for g in GLOBS[lang]:
        out += ["-g", g]
    return out


@functools.lru_cache(maxsize=None)
def type_files(repo: str, lang: str, type_name: str) -> tuple[str, ...]:
    pattern = TYPE_DECL[lang].replace("{T}", re.escape(type_name))
    hits = _rg(repo, ["-l", "-e", pattern, *_globs(lang)])
    if lang == "go":  # methods of a Go type may sit in any file of its package directory
        dirs = {str(Path(h).parent) for h in hits}
        hits = [h for d in dirs for h in _rg(repo, ["-l", "-e", ".", "--max-depth", "1", "-g", "*.go", d])]
    def rank(path: str) -> tuple:
        stem = Path(path).stem.lower().replace("_", "").replace("+", "")
        test = "test" in path.lower() or "example" in path.lower() or "sample" in path.lower()
        return (stem != type_name.lower(), test, path.count("/"), path)
    return tuple(sorted(set(hits), key=rank))


def type_decl(repo: str, lang: str, type_name: str) -> str | None:
    """file:line of the type's first declaration, or None when the repository declares no such type."""
    spans = bodies(repo, lang, type_name)
    if spans:
        return f"{spans[0][0]}:{spans[0][1]}"
    hits = _rg(repo, ["-m1", "-e", TYPE_DECL[lang].replace("{T}", re.escape(type_name)), *_globs(lang)])
    return ":".join(sorted(hits)[0].split(":")[:2]) if hits else None  # a type alias or forward declaration


@functools.lru_cache(maxsize=None)
def bodies(repo: str, lang: str, type_name: str) -> tuple[tuple[str, int, str], ...]:
    """(file, first line, text) of every declaration body of the type (class/struct/interface/extension/category)."""
    pattern = re.compile(TYPE_DECL[lang].replace("{T}", re.escape(type_name)))
    out = []
    files = type_files(repo, lang, type_name)
    for f in files:
        lines = (REPOS / repo / f).read_text(encoding="utf-8", errors="replace").splitlines()
        if lang == "python":
            import ast
            try:
                tree = ast.parse("\n".join(lines))
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and node.name == type_name:
                    out.append((f, node.lineno, "\n".join(lines[node.lineno - 1:node.end_lineno])))
            continue
        for i, line in enumerate(lines):
            if not pattern.search(line):
                continue
            if lang == "objc":
                if line.rstrip().endswith(";"):
                    continue  # a forward declaration (`@protocol MTLModel;`), not a body
                end = next((k for k in range(i + 1, len(lines)) if lines[k].startswith("@end")), len(lines) - 1)
                out.append((f, i + 1, "\n".join(lines[i:end + 1])))
                continue
            # the body ends at the first later line that closes a brace at the declaration's indentation
            indent = line[: len(line) - len(line.lstrip())]
            if lang == "cpp" and indent:
                # `template <...>` on lines of its own, the class head indented under it (nlohmann's ordered_map):
                # the closing brace sits at the template line's indentation
                for j in range(i - 1, max(i - 5, -1), -1):
                    if any(c in lines[j] for c in ";{}"):
                        break
                    if lines[j].lstrip().startswith("template"):
                        indent = lines[j][: len(lines[j]) - len(lines[j].lstrip())]
                        break
            # a Kotlin primary constructor may span many lines before the body's brace (okhttp's Response):
            # the body starts at the first '{' outside the constructor's parentheses
            head = "\n".join(lines[i:i + 15])
            if lang == "kotlin":
                depth, head = 0, ""
                for j in range(i, min(i + 120, len(lines))):
                    code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[j].split("//")[0])
                    hit = False
                    for ch in code:
                        depth += (ch == "(") - (ch == ")")
                        if ch == "{" and depth == 0:
                            hit = True
                            break
                    if hit:
                        head = "{"
                        if lines[j].lstrip().startswith(")") and j > i:
                            indent = lines[j][: len(lines[j]) - len(lines[j].lstrip())]  # `) : Base {` closes at its own depth
                        break
                    if j > i and depth == 0 and not code.strip().startswith((")", ":", "@", "constructor", "internal constructor", "private constructor", "<", ",")) and code.strip() and not lines[j - 1].rstrip().endswith((",", "(", ":")):
                        break  # a new declaration before any brace: this one has no body
            if "{" not in head:
                continue  # a declaration without a body (typealias, forward declaration)
            if re.match(r"[^{]*\{.*\}\s*$", line) and line.count("{") == line.count("}") and "<{" not in line:
                out.append((f, i + 1, line))  # a one-line body
                continue
            close = r"\}\s*[;)]?\s*(?://.*)?$"
            if lang == "typescript":  # an object type intersected with another: `} & Promise<KyResponse<T>>;` (ky), `} & S` (zustand)
                close = r"\}\s*(?:&[^{}]*;?\s*$|[;)]?\s*(?://.*)?$)"
            end = next((k for k in range(i + 1, len(lines)) if re.match(re.escape(indent) + close, lines[k])), None)
            if end is None:
                continue
            out.append((f, i + 1, "\n".join(lines[i:end + 1])))
    return tuple(out)


def _python_names(text: str) -> dict[str, int]:
    import ast, textwrap
    try:
        cls = ast.parse(textwrap.dedent(text)).body[0]
    except (SyntaxError, IndexError):
        return {}
    names: dict[str, int] = {}
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.setdefault(node.name, node.lineno)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    names.setdefault(t.id, node.lineno)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.setdefault(node.target.id, node.lineno)
    for node in ast.walk(cls):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                    names.setdefault(t.attr, node.lineno)
    return names


def member_decl(repo: str, lang: str, type_name: str, member: str, ancestors: tuple[str, ...] = ()) -> str | None:
    """file:line of a declaration of `member` on the type (or a listed in-repo ancestor), else None."""
    for t in (type_name, *ancestors):
        m, T = re.escape(member), re.escape(t)
        if lang == "go":  # the shallowest package that declares the type first (zap's Logger before zapgrpc's)
            decl_dirs = sorted({str(Path(h.split(":")[0]).parent) for h in
                                _rg(repo, ["-e", TYPE_DECL[lang].replace("{T}", T), *_globs(lang)])},
                               key=lambda d: (d.count("/"), d))
            for d in decl_dirs:
                hits = _rg(repo, ["-e", rf"^func\s+\(\w*\s*\*?{T}(?:\[[^\]]*\])?\)\s+{m}\b", "--max-depth", "1",
                                  *_globs(lang), d])
                if hits:
                    return ":".join(hits[0].split(":")[:2]).removeprefix("./")
        if lang == "kotlin":
            hits = _rg(repo, ["-e", rf"\bfun\s+(?:<[^>]*>\s*)?{T}(?:<[^>]*>)?\??\.{m}\b", *_globs(lang)])
            if hits:
                return ":".join(hits[0].split(":")[:2])
        if lang == "cpp":
            hits = _rg(repo, ["-e", rf"^[A-Za-z].*\b{T}::{m}\s*\(", *_globs(lang)])
            if hits:
                return ":".join(hits[0].split(":")[:2])
        decl = re.compile(MEMBER_DECL[lang].replace("{m}", m).replace("{T}", T), re.M)
        for f, first, text in bodies(repo, lang, t):
            if lang == "python":
                names = _python_names(text)
                if member in names:
                    return f"{f}:{first + names[member] - 1}"
                continue
            if lang == "go":
                body = text.splitlines()[1:]
                k = next((n for n, l in enumerate(body) if re.match(rf"\s+{m}(?:\s+\S|\()", l)), None)
                if k is not None:
                    return f"{f.removeprefix('./')}:{first + 1 + k}"
                continue
            for n, line in enumerate(text.splitlines()):
                if n == 0 and lang != "objc":
                    continue
                if decl.search(line):
                    return f"{f}:{first + n}"
    return None


def mentions(repo: str, lang: str, type_name: str, member: str, ancestors: tuple[str, ...] = ()) -> list[str]:
    """Where the word `member` occurs in a body of the type or of a listed ancestor (empty: it is absent)."""
    if member_decl(repo, lang, type_name, member, ancestors):
        return ["declared"]
    if lang == "go":
        return []
    out = []
    word = re.compile(rf"(?<![\w$]){re.escape(member.split(':')[0])}(?![\w$])")
    for t in (type_name, *ancestors):
        for f, first, text in bodies(repo, lang, t):
            if lang == "python":
                if member in _python_names(text):
                    out.append(f"{f}:{first}")
                continue
            for n, line in enumerate(text.splitlines()):
                code = strip_comment(line)
                if n and word.search(code):
                    out.append(f"{f}:{first + n}")
    return out


def strip_comment(line: str) -> str:
    t = line.strip()
    if t.startswith(("//", "*", "/*", "#")) and not t.startswith("#define"):
        return ""
    return re.sub(r"\s//.*$", "", line)


DECL_ANYWHERE = {
    "kotlin": r"\b(?:fun|val|var|class|interface|object)\s+(?:<[^>]*>\s*)?(?:[\w.<>?]+\.)?{m}\b",
    "go": r"(?:^func\s+(?:\([^)]*\)\s*)?{m}\b|^\s+{m}(?:\s+\S|\())",
    "python": r"(?:\bdef\s+{m}\b|^\s*{m}\s*(?::[^=]*)?=[^=])",
    "cpp": r"^\s*(?!return\b)(?:virtual\s+|static\s+|inline\s+)?[\w:<>,*& ]+[\s*&]{m}\s*\(",
    "typescript": MEMBER_DECL["typescript"] + r"|\bfunction\s+{m}\b",
    "swift": MEMBER_DECL["swift"],
    "objc": MEMBER_DECL["objc"],
}


def declared_anywhere(repo: str, lang: str, member: str) -> list[str]:
    """file:line of declarations of that name anywhere in the sources (any type, any function)."""
    pat = DECL_ANYWHERE[lang].replace("{m}", re.escape(member.split(":")[0])).replace("{T}", r"\w+")
    rx = re.compile(pat)
    out = []
    for h in in_sources(repo, lang, member.split(":")[0]):
        f, n = h.split(":")[:2]
        line = (REPOS / repo / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
        if strip_comment(line) and rx.search(strip_comment(line)):
            out.append(h)
    return out


def in_sources(repo: str, lang: str, word: str) -> tuple[str, ...]:
    """Every file:line of the repository's source files where the word occurs."""
    hits = [h.split(":")[:2] for h in _rg(repo, ["-w", "-F", word, *_globs(lang)])]
    return tuple(f"{f}:{n}" for f, n in sorted(hits, key=lambda h: (h[0], int(h[1]))))  # ripgrep's order varies


def word_in_files(repo: str, word: str, files: tuple[str, ...]) -> list[str]:
    if not files:
        return []
    return _rg(repo, ["-w", "-F", word, *files])


@functools.lru_cache(maxsize=None)
def word_anywhere(repo: str, word: str) -> tuple[str, ...]:
    """Every file:line where the word occurs in the checkout (any file type)."""
    hits = [h.split(":")[:2] for h in _rg(repo, ["-w", "-F", "--hidden", "-g", "!.git", word])]
    return tuple(f"{f}:{n}" for f, n in sorted(hits, key=lambda h: (h[0], int(h[1]))))


def path_exists(repo: str, path: str, commit: str | None = None) -> bool:
    if commit is None:
        return (REPOS / repo / path).exists()
    res = subprocess.run(["git", "-C", str(REPOS / repo), "cat-file", "-e", f"{commit}:{path}"],
                         capture_output=True)
    return res.returncode == 0


def git(repo: str, *args: str) -> str:
    return subprocess.run(["git", "-C", str(REPOS / repo), *args], capture_output=True, text=True).stdout
