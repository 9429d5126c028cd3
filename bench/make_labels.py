#!/usr/bin/env python3
"""Regenerate the labelled reference set (bench/labels/<repo>.jsonl) from real checkouts.

TRUE references are taken from what the repositories' authors wrote (Javadoc/TSDoc `{@link T#m}`,
`@see T#m`, KDoc `[T.m]`, Sphinx `:meth:`T.m``, Go doc `[T.M]` and `T.M` in comments, C++
`T::m` in comments and docs, Swift backticked `T.m`, Objective-C `-[T sel:]`), and kept only when
ripgrep finds a definition of the member in the type's file (or an in-repo ancestor's file).
FALSE references are controlled mutations of true ones: (a) a member attributed to another in-repo
type that lacks it, (b) a near-miss spelling (one edit, or a swapped camel-case word), (c) a case-only
change, (d) a missing file under an existing directory; each wrong name is checked with ripgrep to be
absent from the type's files and its in-repo ancestry ((b), (c): from the whole repository).
Unresolvable references (outside the repository) are labelled resolvable=false.

Pure stdlib plus ripgrep. Deterministic for a given checkout and --seed.

    python bench/make_labels.py --root bench/repos [--manifest bench/repos.json] [--out bench/labels]
    python bench/make_labels.py --repo netty=/path/to/netty   # one repository, any checkout path
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
RG = os.environ.get("RG") or ("/tmp/venv/bin/rg" if Path("/tmp/venv/bin/rg").exists() else shutil.which("rg"))

# ---------------------------------------------------------------------------------------------
# ripgrep


def rg(args: list[str], cwd: Path) -> list[tuple[str, int, str]]:
    """Run ripgrep in cwd; return (relative path, line number, line text) hits."""
    cmd = [RG, "--no-config", "-n", "--null", "--no-heading", "--with-filename", "--color=never", *args]
    res = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace")
    if res.returncode not in (0, 1):
        raise RuntimeError(f"ripgrep failed: {' '.join(cmd)}: {res.stderr.strip()}")
    hits = []
    for raw in res.stdout.splitlines():
        path, _, rest = raw.partition("\0")
        num, _, text = rest.partition(":")
        if num.isdigit():
            hits.append((path[2:] if path.startswith("./") else path, int(num), text))
    return sorted(hits)  # ripgrep walks in parallel; the order must not depend on it


def rg_files_with_word(word: str, cwd: Path, globs: list[str], case_sensitive: bool = True) -> list[str]:
    args = ["-l", "-w", "-F", "-e", word, "-s" if case_sensitive else "-i"]
    for g in globs:
        args += ["-g", g]
    cmd = [RG, "--no-config", "--color=never", *args, "."]
    res = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace")
    return sorted(p[2:] if p.startswith("./") else p for p in res.stdout.splitlines())


# ---------------------------------------------------------------------------------------------
# a small lexer for brace languages: blanks comments and string literals, keeps offsets and lines

def blank_comments_strings(src: str, hash_comments: bool = False) -> str:
    out = list(src)
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == "/" and i + 1 < n and src[i + 1] == "/" or (hash_comments and c == "#"):
            j = src.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif c == "/" and i + 1 < n and src[i + 1] == "*":
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c in "\"'`":
            # triple-quoted strings (Kotlin, Swift, Python)
            if src.startswith(c * 3, i):
                j = src.find(c * 3, i + 3)
                j = n if j < 0 else j + 3
            else:
                j = i + 1
                while j < n and src[j] != c and src[j] != "\n":
                    j += 2 if src[j] == "\\" else 1
                j = min(n, j + 1)
                if c == "'" and j - i > 4:  # a lone apostrophe (Rust lifetimes, prose): not a string
                    i += 1
                    continue
            for k in range(i + 1, j - 1):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        else:
            i += 1
    return "".join(out)


@dataclass
class Body:
    """A type body: file, the declaration line, and identifiers declared at its top level."""
    path: str
    line: int
    header: str
    members: dict[str, int] = field(default_factory=dict)  # name -> first line


IDENT = re.compile(r"[^\W\d][\w$]*|\$[\w$]*")
KEYWORDS = set("""
abstract actual annotation as assert async await break case catch class companion const constexpr
constructor continue data declare def default defer delegate do dynamic else enum explicit export
expect extends extension external false final finally for friend fun func get if implements import in
infix init inline inner interface internal is lateinit let mutating native new nil noexcept
nonisolated null object open operator override package private protected public readonly record
required return sealed set static struct super suspend switch synchronized tailrec this throw throws
transient true try typealias typename typedef value var val virtual void volatile when where while
yield accessor public_api convenience fileprivate weak unowned lazy some any mutable
""".split())


def body_members(clean: str, start: int, lang: str) -> tuple[dict[str, int], int]:
    """Identifiers that look declared at the top level of the body opening at clean[start] == '{'.

    Returns (name -> line, offset of the closing brace)."""
    members: dict[str, int] = {}
    depth, paren, i, n = 0, 0, start, len(clean)
    line = clean.count("\n", 0, start) + 1
    openers: list[str] = []  # text before each '{' at depth 1, to see companion objects
    last_stmt_start = start
    while i < n:
        c = clean[i]
        if c == "\n":
            line += 1
            if depth == 1 and paren == 0:
                last_stmt_start = i + 1
        if c == "{":
            depth += 1
            if depth == 2:
                openers.append(clean[last_stmt_start:i])
            i += 1
            if depth == 1:
                last_stmt_start = i
            continue
        elif c == "}":
            depth -= 1
            if depth == 0:
                return members, i
            if depth == 1:
                openers.pop() if openers else None
                last_stmt_start = i + 1
        elif c in "([":
            paren += 1
        elif c in ")]":
            paren = max(0, paren - 1)
        elif c == ";" and depth == 1:
            last_stmt_start = i + 1
        companion = depth == 2 and openers and re.search(r"\bcompanion\s+object\b", openers[-1] or "")
        if (depth == 1 or companion) and paren == 0 and (c.isalpha() or c in "_$") and not (
                i > 0 and (clean[i - 1].isalnum() or clean[i - 1] in "_$")):
            m = IDENT.match(clean, i)
            name = m.group(0)
            j = m.end()
            while j < n and clean[j] in " \t":
                j += 1
            nxt = clean[j] if j < n else "\n"
            k = i - 1
            while k >= 0 and clean[k] in " \t":
                k -= 1
            prev = clean[k] if k >= 0 else "\n"
            stmt = clean[last_stmt_start:i]
            stmt = re.sub(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s*)+", "", stmt)  # annotations before a member
            arrow = prev == ">" and k > 0 and clean[k - 1] in "-="  # `p->name`, `=> name`; `List<T> name` is a declaration
            declared = (nxt in "(<:=;,{?!\n" and prev not in ".=:@" and not arrow and "=" not in stmt
                        and name not in KEYWORDS and not stmt.strip().startswith(("return", "throw")))
            if lang == "kotlin" and prev == "." and re.search(r"\b(?:fun|val|var)\s+(?:<[^>]*>\s*)?[\w<>?, ]+\.$", stmt):
                declared = True  # an extension declared inside the body (a companion's `fun String.encodeUtf8()`)
            if lang == "swift" and prev != "." and re.search(r"\b(?:func|var|let|case|init|subscript|typealias)\s+(?:\w+\s*,\s*)*$", stmt):
                declared = True  # Swift keywords used as names are backticked: `default`
            if lang == "go":
                # struct fields `Name Type`, interface methods `Name(`
                declared = prev in "\n{;" and name not in KEYWORDS
            if declared:
                members.setdefault(name, line)
            i = j
            continue
        i += 1
    return members, n


def python_class_members(src: str, decl_index: int) -> dict[str, int]:
    """Members of the Python class whose `class` line is line decl_index (0-based)."""
    lines = src.splitlines()
    head = lines[decl_index]
    indent = len(head) - len(head.lstrip())
    members: dict[str, int] = {}
    body_indent = None
    for idx in range(decl_index + 1, len(lines)):
        text = lines[idx]
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        ind = len(text) - len(text.lstrip())
        if ind <= indent and not text.lstrip().startswith(")"):
            break
        if body_indent is None:
            body_indent = ind
        if ind == body_indent:
            m = re.match(r"\s*(?:async\s+)?def\s+(\w+)|\s*(\w+)\s*(?::[^=]*)?=(?!=)|\s*(\w+)\s*:", text)
            if m:
                members.setdefault(m.group(1) or m.group(2) or m.group(3), idx + 1)
        for m in re.finditer(r"\bself\.(\w+)\s*(?::[^=]*)?=(?!=)", text):
            members.setdefault(m.group(1), idx + 1)
    return members


# ---------------------------------------------------------------------------------------------
# language descriptions


@dataclass
class Lang:
    name: str
    globs: list[str]                  # source files
    doc_globs: list[str]              # where authored references are searched
    decl: str                         # ripgrep regex; group 1 = the type name
    sep: str                          # separator used for generated references
    roots: set[str]                   # implicit root supertypes that do not make ancestry "leave" the repo
    external_types: dict[str, str]    # simple name -> qualified external name, for author links
    externals_true: list[str]
    externals_false: list[str]
    ref_patterns: list[str]           # Python regexes with groups qual, type, member (and optional sel)
    prefilter: str = ""               # ripgrep regex selecting the candidate lines
    hash_comments: bool = False


JAVA_EXT = {n: "java.lang." + n for n in "Object String Thread Runnable Integer Long Character Byte Short Boolean Iterable AutoCloseable Throwable Exception Class ClassLoader System Math StringBuilder Comparable CharSequence Enum".split()}
LANGS: dict[str, Lang] = {
    "java": Lang(
        "java", ["*.java"], ["*.java"],
        r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|protected|private|abstract|final|static|sealed|non-sealed|strictfp)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Za-z_]\w*)",
        "#", {"Object", "Serializable", "Cloneable", "RandomAccess", "EventListener"}, JAVA_EXT,
        ["java.util.List#add", "java.lang.String#isEmpty", "java.util.concurrent.ExecutorService#submit",
         "java.util.Map#getOrDefault", "android.view.View#setOnClickListener", "java.nio.ByteBuffer#flip"],
        ["java.util.List#addItem", "java.lang.String#isBlankOrEmpty", "android.view.View#setOnTapListener"],
        [r"\{@link(?:plain)?\s+(?P<qual>(?:[a-z]\w*\.)*)(?P<type>[A-Z]\w*(?:\.[A-Z]\w*)*)#(?P<member>\w+)",
         r"@see\s+(?P<qual>(?:[a-z]\w*\.)*)(?P<type>[A-Z]\w*(?:\.[A-Z]\w*)*)#(?P<member>\w+)"], prefilter=r"\{@link(plain)?\s+[\w.]*#\w+|@see\s+[\w.]*#\w+"),
    "kotlin": Lang(
        "kotlin", ["*.kt", "*.kts"], ["*.kt"],
        r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|protected|expect|actual|abstract|open|sealed|data|inline|value|enum|annotation|fun|inner)\s+)*(?:class|interface|object)\s+([A-Za-z_]\w*)",
        ".", {"Any"}, {"System": "java.lang.System", "String": "kotlin.String", "Thread": "java.lang.Thread",
                       "Closeable": "java.io.Closeable", "Charsets": "kotlin.text.Charsets"},
        ["kotlin.collections.List.size", "kotlin.text.StringBuilder.append", "java.io.InputStream.read",
         "kotlinx.coroutines.CoroutineScope.launch", "android.view.View.setOnClickListener"],
        ["kotlin.collections.List.sizeOf", "java.io.InputStream.readAllLines"],
        [r"(?<![\w\]])\[(?P<qual>(?:[a-z]\w*\.)*)(?P<type>[A-Z]\w*(?:\.[A-Z]\w*)*)\.(?P<member>[a-z]\w*)\](?![\[(])"], prefilter=r"\[[\w.]+\.[a-z]\w*\]"),
    "python": Lang(
        "python", ["*.py"], ["*.py", "*.rst"],
        r"^\s*class\s+([A-Za-z_]\w*)",
        ".", {"object"}, {},
        ["os.path.join", "collections.OrderedDict.move_to_end", "json.JSONEncoder.default",
         "werkzeug.wrappers.Response.set_cookie", "typing.NamedTuple._asdict"],
        ["os.path.joinpath", "collections.OrderedDict.move_to_front"],
        [r":(?:meth|attr|func|data|class|obj):`[~.!]?(?P<qual>(?:[a-z_]\w*\.)*)(?P<type>[A-Z]\w*)\.(?P<member>\w+)`"], prefilter=r":(meth|attr|func|data|class|obj):`",
        hash_comments=True),
    "go": Lang(
        "go", ["*.go"], ["*.go", "*.md"],
        r"^\s*type\s+([A-Za-z_]\w*)(?:\[[^\]]*\])?\s+\S",
        ".", set(), {},
        ["strings.Builder.WriteString", "sync.Mutex.Lock", "context.Context.Done", "bytes.Buffer.Reset",
         "time.Time.UnixNano"],
        ["sync.Mutex.TryUnlock", "strings.Builder.AppendString"],
        [r"(?<![\w.])\[?(?P<qual>(?:[a-z]\w*\.)?)(?P<type>[A-Z]\w*)\.(?P<member>[A-Z]\w*)\b(?![.\w])",
         r"^func Example(?P<qual>)(?P<type>[A-Z][A-Za-z0-9]*)_(?P<member>[A-Z]\w*?)(?:_[a-z]\w*)?\("],
        prefilter=r"//.*\b[A-Z]\w*\.[A-Z]\w*|^func Example[A-Z]\w*_[A-Z]"),
    "cpp": Lang(
        "cpp", ["*.h", "*.cc", "*.cpp", "*.hpp"], ["*.h", "*.cc", "*.md"],
        r"^\s*(?:template\s*<[^>]*>\s*)?(?:class|struct)\s+(?:[A-Z_]+_EXPORT\s+)?([A-Za-z_]\w*)\s*(?:final\s*)?(?::[^;{]*)?\{?\s*$",
        "::", set(), {},
        ["std::vector::push_back", "std::string::substr", "std::unique_ptr::reset", "std::mutex::lock",
         "std::map::emplace"],
        ["std::vector::push_front", "std::string::trim"],
        [r"(?<![\w:>])(?P<qual>(?:[a-z]\w*::)*)(?P<type>[A-Z]\w*)::(?P<member>[A-Za-z_]\w*)\b(?!::)"], prefilter=r"[A-Z]\w*::[A-Za-z_]\w*"),
    "typescript": Lang(
        "typescript", ["*.ts", "*.tsx"], ["*.ts", "*.tsx"],
        r"^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:class|interface|enum)\s+([A-Za-z_$][\w$]*)",
        ".", set(), {},
        ["Array.prototype.map", "Promise.prototype.then", "Map.prototype.get", "HTMLCanvasElement.prototype.getContext",
         "WebGL2RenderingContext.prototype.bindBuffer"],
        ["Array.prototype.flatMapDeep", "Promise.prototype.thenAll"],
        [r"\{@link\s+(?P<qual>)(?P<type>[A-Z]\w*)[#.](?P<member>[A-Za-z_]\w*)\b(?![.(\w])"], prefilter=r"\{@link\s+[A-Z]\w*[#.]\w"),
    "swift": Lang(
        "swift", ["*.swift"], ["*.swift", "*.md"],
        r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect|package)\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)",
        ".", {"Sendable", "AnyObject", "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
              "Codable", "Encodable", "Decodable", "Error", "NSObject"}, {"Bundle": "Foundation.Bundle", "CharacterSet": "Foundation.CharacterSet",
                      "URLSession": "Foundation.URLSession", "DispatchQueue": "Dispatch.DispatchQueue",
                      "JSONDecoder": "Foundation.JSONDecoder", "JSONEncoder": "Foundation.JSONEncoder",
                      "URLRequest": "Foundation.URLRequest", "HTTPURLResponse": "Foundation.HTTPURLResponse",
                      "OperationQueue": "Foundation.OperationQueue", "URLSessionConfiguration": "Foundation.URLSessionConfiguration",
                      "Data": "Foundation.Data", "Result": "Swift.Result", "String": "Swift.String"},
        ["Foundation.URLSession.dataTask", "Swift.Array.append", "Dispatch.DispatchQueue.async",
         "Foundation.JSONDecoder.decode"],
        ["Foundation.URLSession.fetchData", "Swift.Array.appendAll"],
        [r"`(?P<qual>)(?P<type>[A-Z]\w*)\.(?P<member>[a-z]\w*)(?:\([\w:]*\))?`",
         r"``(?P<qual>)(?P<type>[A-Z]\w*)/(?P<member>[a-z]\w*)(?:\([\w:]*\))?``"], prefilter=r"`[A-Z]\w*[./][a-z]"),
    "objc": Lang(
        "objc", ["*.h", "*.m", "*.mm"], ["*.h", "*.m"],
        r"^\s*@(?:interface|protocol)\s+([A-Za-z_]\w*)\b",
        ".", {"NSObject", "NSCopying", "NSSecureCoding", "NSCoding", "NSMutableCopying"}, {},
        ["NSURLSession.dataTaskWithRequest", "UIImage.imageNamed", "NSString.stringWithFormat",
         "NSCache.setObject", "UIView.setNeedsLayout"],
        ["UIImage.imageWithNamed", "NSCache.setObjectForKey"],
        [r"[-+]?\[(?P<qual>)(?P<type>[A-Z]\w*) (?P<member>[a-z_]\w*)(?P<sel>(?::[\w:]*)?)\]",
         r"(?<![\w.])(?P<qual>)(?P<type>[A-Z]\w*)\.(?P<member>[a-z_]\w+)\b(?![.\w])"],
        prefilter=r"\[[A-Z]\w* [a-z_]|\b[A-Z]\w*\.[a-z_]\w"),
}

FILE_SUFFIXES = {"h", "m", "mm", "c", "cc", "swift", "car", "png", "jpg", "json", "plist", "md", "kt", "java", "go", "py", "ts", "js"}
ROOT_MEMBERS = {"copyWithZone", "mutableCopyWithZone", "encodeWithCoder", "initWithCoder", "supportsSecureCoding",
                "hashValue", "debugDescription", "encode", "stringValue", "intValue", "localizedDescription",
                "close", "compareTo", "run", "self", "isKindOfClass", "respondsToSelector", "performSelector"}
OBJECT_MEMBERS = {"equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize",
                  "description", "init", "dealloc", "hash", "isEqual", "copy"}

# ---------------------------------------------------------------------------------------------
# the repository model


class Repo:
    def __init__(self, name: str, root: Path, lang: Lang, commit: str, github: str):
        self.name, self.root, self.lang, self.commit, self.github = name, root, lang, commit, github
        self._src: dict[str, str] = {}
        self._clean: dict[str, str] = {}
        # Kotlin `actual typealias Closeable = java.io.Closeable`: on that platform the type is outside
        self.aliased_external: set[str] = set()
        if lang.name == "kotlin":
            pat = r"typealias\s+([A-Z]\w*)\s*=\s*[a-z][\w.]*\.[A-Z]"
            for _, _, text in rg(["-e", pat, "-g", "*.kt", "."], root):
                m = re.search(pat, text)
                if m:
                    self.aliased_external.add(m.group(1))
        self.markers: dict[str, set[str]] = {}  # type -> root/marker supertypes met in its ancestry
        self.types: dict[str, list[tuple[str, int]]] = {}
        for path, line, text in rg(["-e", lang.decl, *sum((["-g", g] for g in lang.globs), []), "."], root):
            m = re.search(lang.decl, text)
            if m and lang.name == "cpp" and text[m.end(1):].lstrip().startswith("::"):
                continue  # `class VersionSet::Builder {` declares Builder, not VersionSet (nested types: out of scope)
            if m and not re.search(r"(?:class|struct)\s+\w+\s*;\s*$", text):
                if lang.name == "objc" and (re.search(r"@interface\s+\w+\s*\(", text)
                                            or re.search(r"@protocol\s+[\w\s,]+;", text)):
                    continue  # a category or class extension (an extension below), a forward declaration
                self.types.setdefault(m.group(1), []).append((path, line))
        if lang.name == "python":
            self.types = {n: [loc for loc in locs if loc[1] in self._py_class_lines(loc[0])] for n, locs in self.types.items()}
            self.types = {n: locs for n, locs in self.types.items() if locs}
        # Objective-C categories and Swift extensions add members to a type from other files.
        self.extensions: dict[str, list[tuple[str, int]]] = {}
        ext_pat = {"swift": r"^\s*(?:(?:public|internal|fileprivate|private|package)\s+)?extension\s+([A-Za-z_][\w.]*)",
                   "objc": r"^\s*@(?:interface|implementation)\s+([A-Za-z_]\w*)"}.get(lang.name)
        if ext_pat:
            for path, line, text in rg(["-e", ext_pat, *sum((["-g", g] for g in lang.globs), []), "."], root):
                m = re.search(ext_pat, text)
                if m:
                    self.extensions.setdefault(m.group(1).split(".")[-1], []).append((path, line))

    @lru_cache(maxsize=None)
    def _py_class_lines(self, path: str) -> frozenset:
        """Lines of real `class` statements (a `class` line inside a docstring example is not one)."""
        import ast
        try:
            tree = ast.parse(self.src(path))
        except (SyntaxError, ValueError):
            return frozenset()
        return frozenset(n.lineno for n in ast.walk(tree) if isinstance(n, ast.ClassDef))

    # -- files
    def src(self, path: str) -> str:
        if path not in self._src:
            self._src[path] = (self.root / path).read_text(encoding="utf-8", errors="replace")
        return self._src[path]

    def clean(self, path: str) -> str:
        if path not in self._clean:
            src = self.src(path)
            if self.lang.name in ("swift", "kotlin"):  # `name` quotes an identifier here, not a string
                src = re.sub(r"`(\w+)`", r" \1 ", src)
            self._clean[path] = blank_comments_strings(src, self.lang.hash_comments)
        return self._clean[path]

    # -- type bodies
    @lru_cache(maxsize=None)
    def bodies(self, type_name: str) -> tuple[Body, ...]:
        out = []
        locs = list(self.types.get(type_name, [])) + list(self.extensions.get(type_name, []))
        for path, line in locs:
            if self.lang.name == "python":
                src = self.src(path)
                header = src.splitlines()[line - 1]
                out.append(Body(path, line, header, python_class_members(src, line - 1)))
                continue
            clean = self.clean(path)
            off = _line_offset(clean, line)
            if self.lang.name == "objc":
                end = clean.find("@end", off)
                end = len(clean) if end < 0 else end
                chunk = clean[off:end]
                members = {}
                header = clean[off:clean.find("\n", off)]
                base_line = line
                for m in re.finditer(r"^[-+]\s*\([^)]*\)\s*(\w+)|@property\s*(?:\([^)]*\))?[^;]*?\b(\w+)\s*(?:[A-Z_]+(?:\([^)]*\))?\s*)*;", chunk, re.M):
                    members.setdefault(m.group(1) or m.group(2), base_line + chunk.count("\n", 0, m.start()))
                out.append(Body(path, line, header, members))
                continue
            # header: declaration up to the body's opening brace (Go: the `type` line)
            brace = _find_body_brace(clean, off)
            if brace < 0:
                out.append(Body(path, line, clean[off:clean.find("\n", off)], {}))
                continue
            header = clean[off:brace]
            members, _ = body_members(clean, brace, self.lang.name)
            if self.lang.name == "kotlin":  # primary-constructor properties
                for m in re.finditer(r"\b(?:val|var)\s+(\w+)", re.sub(r"\{.*", "", header, flags=re.S)):
                    members.setdefault(m.group(1), line + header.count("\n", 0, m.start()))
            out.append(Body(path, line, header, members))
        if self.lang.name == "go":
            out.extend(self._go_methods(type_name))
        return tuple(out)

    def _go_methods(self, type_name: str) -> list[Body]:
        dirs = sorted({os.path.dirname(p) for p, _ in self.types.get(type_name, [])})
        pat = r"^func\s*\(\s*\w*\s*\*?" + re.escape(type_name) + r"(?:\[[^\]]*\])?\s*\)\s*(\w+)"
        bodies = []
        for d in dirs:
            members: dict[str, int] = {}
            files = [f for f in _ls(self.root / d) if f.endswith(".go")]
            for path, line, text in rg(["-e", pat, *[os.path.join(d, f) for f in files]], self.root) if files else []:
                m = re.search(pat, text)
                if m:
                    members.setdefault(m.group(1), line)
                    bodies.append(Body(path, line, text, {m.group(1): line}))
        return bodies

    @lru_cache(maxsize=None)
    def own_qualifier(self, qual: str) -> bool:
        """Whether a written qualifier (`flask.testing.`, `zapcore.`, `leveldb::`) names this repository."""
        first = re.split(r"[.:]", qual)[0]
        if self.lang.name == "cpp":
            return bool(rg(["-l", "-e", r"namespace\s+" + re.escape(first) + r"\b", "-g", "*.h", "."], self.root))
        if self.lang.name in ("java", "kotlin"):
            return True  # checked against the declaring file's package by the caller
        names = set()
        for ps in list(self.types.values()) + list(self.extensions.values()):
            for p, _ in ps:
                names |= set(os.path.splitext(p)[0].split("/"))
        return first in names

    def files_of(self, type_name: str) -> set[str]:
        files = {p for p, _ in self.types.get(type_name, [])} | {p for p, _ in self.extensions.get(type_name, [])}
        if self.lang.name == "go":
            for p, _ in self.types.get(type_name, []):
                d = os.path.dirname(p)
                files |= {os.path.join(d, f) for f in _ls(self.root / d) if f.endswith(".go")}
        if self.lang.name == "cpp":
            files |= {p for p, _, _ in rg(["-e", r"\b" + type_name + r"::", *sum((["-g", g] for g in self.lang.globs), []), "."], self.root)}
        return files

    # -- ancestry
    def bases(self, type_name: str) -> list[str]:
        out: list[str] = []
        for b in self.bodies(type_name):
            h = re.sub(r"\s+", " ", b.header)
            names: list[str] = []
            if self.lang.name in ("java", "typescript"):
                h = _strip_nested(h, "<", ">")
                for kw in ("extends", "implements"):
                    m = re.search(r"\b" + kw + r"\s+([\w$., ]+?)(?=\s*(?:implements|extends|\{|$|permits))", h)
                    if m:
                        names += [x.strip() for x in m.group(1).split(",")]
            elif self.lang.name in ("kotlin", "swift", "cpp"):
                h = _strip_nested(_strip_nested(h, "(", ")"), "<", ">")
                m = re.search(r"(?:class|interface|object|struct|enum|protocol|actor|extension)\s+[\w.]+\s*:\s*([^{]*)", h)
                if m:
                    tail = re.split(r"\bwhere\b", m.group(1))[0]
                    for part in tail.split(","):
                        part = re.sub(r"\b(?:public|private|protected|virtual|by\s+\w+)\b", "", part).strip()
                        part = part.split(" by ")[0].strip()
                        if part:
                            names.append(part)
            elif self.lang.name == "python":
                m = re.search(r"class\s+\w+\s*\((.*)", self._python_header(b))
                if m:
                    inner = _strip_nested(m.group(1).rsplit(")", 1)[0], "[", "]")
                    names = [x.strip() for x in inner.split(",") if x.strip() and "=" not in x]
            elif self.lang.name == "objc":
                m = re.search(r"@interface\s+\w+\s*:\s*(\w+)", h)
                if m:
                    names.append(m.group(1))
                m = re.search(r"<([\w\s,]+)>", h)
                if m:
                    names += [x.strip() for x in m.group(1).split(",")]
            elif self.lang.name == "go":
                # embedded fields promote members
                clean = self.clean(b.path)
                off = _line_offset(clean, b.line)
                brace = _find_body_brace(clean, off)
                if brace >= 0 and re.match(r"\s*type\s+\w+(?:\[[^\]]*\])?\s+(?:struct|interface)\s*$", clean[off:brace]):
                    _, end = body_members(clean, brace, "go")
                    for ln in clean[brace + 1:end].splitlines():
                        m = re.fullmatch(r"\s*\*?([\w.]+)\s*", ln)
                        if m:
                            names.append(m.group(1))
            for n in names:
                n = n.strip().split()[-1] if n.strip() else ""
                full = n
                n = n.split(".")[-1] if self.lang.name != "go" or n.split(".")[0] in self._go_pkgs() else n
                if self.lang.name == "python" and n not in self.types:
                    # `from .sansio.blueprints import Blueprint as SansioBlueprint`
                    alias = re.search(r"^from\s+([\w.]+)\s+import\s+(?:\([^)]*?|[^\n(]*?)\b(\w+)\s+as\s+" + re.escape(n) + r"\b",
                                      self.src(b.path), re.M)
                    module = alias.group(1) if alias else ""
                    if alias and (module.startswith(".") or self.own_qualifier(module + ".")) and alias.group(2) in self.types:
                        alias = re.match(r"(.*)", alias.group(2))
                        n = full = alias.group(1)
                        if n == type_name:
                            continue  # the other declaration of the same name: its body is already merged
                if n == type_name and full != n:
                    # `interface Future<V> extends java.util.concurrent.Future<V>`: another type, outside;
                    # `class Flask(flask.Flask)` in a test: the same, in-repo type
                    inside = (_in_repo_package(self, full) if self.lang.name in ("java", "kotlin")
                              else self.own_qualifier(full.rsplit(".", 1)[0] + "."))
                    if inside:
                        continue
                    n = full
                if n and n not in out and n != type_name:
                    out.append(n)
        return out

    def _python_header(self, b: Body) -> str:
        lines = self.src(b.path).splitlines()[b.line - 1:b.line + 10]
        text = ""
        for ln in lines:
            text += ln
            if ln.rstrip().endswith(":"):
                break
        return text

    @lru_cache(maxsize=None)
    def _go_pkgs(self) -> frozenset:
        return frozenset(os.path.basename(os.path.dirname(p)) for ps in self.types.values() for p, _ in ps)

    def ancestry(self, type_name: str) -> tuple[list[str], list[str]]:
        """(in-repo ancestors, external ancestors) through the whole chain; roots and marker
        protocols (ROOTS) are left out of the external ones."""
        seen, external, queue = [], [], list(self.bases(type_name))
        while queue:
            b = queue.pop(0)
            if b in seen or b in external or b == type_name:
                continue
            if b in self.types and b not in self.aliased_external:
                seen.append(b)
                queue += self.bases(b)
            elif b not in self.lang.roots:
                external.append(b)
            else:
                self.markers.setdefault(type_name, set()).add(b)
        return seen, external

    def find_member(self, type_name: str, member: str, sel: str = "") -> tuple[str, int, str] | None:
        """Where member is defined on type_name or an in-repo ancestor: (path, line, on_type).

        A ripgrep hit on the word in one of the type's files confirms the definition found in
        that type's body."""
        for t in [type_name] + self.ancestry(type_name)[0]:
            files = sorted(self.files_of(t))
            if not files:
                continue
            hits = {(p, ln) for p, ln, _ in rg(["-w", "-F", "-s", "-e", member, *files], self.root)}
            for b in self.bodies(t):
                if member in b.members and (b.path, b.members[member]) in hits:
                    if sel and not self._objc_selector_ok(b.path, b.members[member], member + sel):
                        continue
                    return b.path, b.members[member], t
            if self.lang.name == "kotlin":  # extension functions and properties anywhere in the repo
                pat = r"\b(?:fun|val|var)\s+(?:<[^>]*>\s*)?" + re.escape(t) + r"(?:<[^>]*>)?\??\." + re.escape(member) + r"\b"
                for p, ln, text in rg(["-e", pat, "-g", "*.kt", "."], self.root):
                    if not text.lstrip().startswith(("//", "*", "/*")):
                        return p, ln, t
            if self.lang.name == "cpp":  # out-of-line definitions `R T::m(`
                pat = r"^[\w:<>,*& \t]*\b" + re.escape(t) + r"::" + re.escape(member) + r"\s*[(\[=;]"
                for p, ln, text in rg(["-e", pat, *files], self.root):
                    if not re.match(r"\s*(return|//|\*)", text):
                        return p, ln, t
        return None

    def _objc_selector_ok(self, path: str, line: int, selector: str) -> bool:
        parts = [p for p in selector.split(":") if p]
        stmt = self.clean(path).splitlines()[line - 1:line + 8]
        text = " ".join(stmt).split(";")[0]
        return all(re.search(r"\b" + re.escape(p) + r"\s*:", text) for p in parts[1:]) or len(parts) == 1

    def word_absent(self, type_name: str, word: str) -> bool:
        """The word occurs nowhere in the type's files, its ancestors' files (and, for Go/Kotlin, as a
        receiver-qualified definition anywhere)."""
        files = set(self.files_of(type_name))
        for a in self.ancestry(type_name)[0]:
            files |= self.files_of(a)
        if rg(["-w", "-F", "-s", "-l", "-e", word, *sorted(files)], self.root):
            return False
        if self.lang.name == "kotlin":
            pat = r"\b" + re.escape(type_name) + r"\??\." + re.escape(word) + r"\b"
            if rg(["-e", pat, "-g", "*.kt", "."], self.root):
                return False
        return True

    def all_member_names(self, type_name: str) -> set[str]:
        names: set[str] = set()
        for t in [type_name] + self.ancestry(type_name)[0]:
            for b in self.bodies(t):
                names |= set(b.members)
        return names

    def defining_types(self, member: str) -> set[str]:
        """In-repo types whose body declares member (used to know a member's name is unique)."""
        files = rg_files_with_word(member, self.root, self.lang.globs)
        owners = set()
        by_file: dict[str, list[str]] = {}
        for t, locs in list(self.types.items()) + list(self.extensions.items()):
            for p, _ in locs:
                by_file.setdefault(p, []).append(t)
        for f in files:
            for t in by_file.get(f, []):
                if any(member in b.members for b in self.bodies(t)):
                    owners.add(t)
            if self.lang.name == "go":
                for m in re.finditer(r"^func\s*\(\s*\w*\s*\*?(\w+)[^)]*\)\s*" + re.escape(member) + r"\b", self.src(f), re.M):
                    owners.add(m.group(1))
            if self.lang.name == "cpp":
                for m in re.finditer(r"\b(\w+)::" + re.escape(member) + r"\s*\(", self.clean(f)):
                    owners.add(m.group(1))
            if self.lang.name == "kotlin":
                for m in re.finditer(r"\bfun\s+(?:<[^>]*>\s*)?(\w+)(?:<[^>]*>)?\??\." + re.escape(member) + r"\b", self.clean(f)):
                    owners.add(m.group(1))
        return owners


def _ls(d: Path) -> list[str]:
    try:
        return sorted(os.listdir(d))
    except OSError:
        return []


def _line_offset(text: str, line: int) -> int:
    off = 0
    for _ in range(line - 1):
        off = text.find("\n", off) + 1
    return off


def _find_body_brace(clean: str, off: int) -> int:
    """Offset of the '{' opening the body declared at off, or -1 (declaration without a body)."""
    paren = 0
    for i in range(off, min(len(clean), off + 4000)):
        c = clean[i]
        if c in "([<":  # generics in a header: `extends EventEmitter<{ update: T }>`
            paren += 1
        elif c in ")]" or (c == ">" and clean[i - 1] not in "-="):
            paren -= 1
        elif c == "{" and paren == 0:
            return i
        elif c == ";" and paren == 0:
            return -1
        elif c == "\n" and paren == 0 and clean[off:i].strip() and re.search(r"\)\s*$|^\s*type\s+\w+\s+[\w.*\[\]]+\s*$", clean[off:i]) and not clean[i + 1:i + 200].lstrip().startswith(("{", ":", "extends", "implements", "where", ",")):
            # a Kotlin class without a body, or a Go type alias/definition without braces
            if not clean[off:i].rstrip().endswith(("(", ",", ":")):
                return -1
    return -1


def _strip_nested(s: str, o: str, c: str) -> str:
    out, depth = [], 0
    for ch in s:
        if ch == o:
            depth += 1
        elif ch == c:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# mutations

SWAPS = {
    "Recycler": "List", "List": "Array", "Array": "List", "read": "get", "get": "fetch", "Get": "Fetch",
    "set": "put", "put": "set", "add": "append", "append": "add", "remove": "delete", "delete": "remove",
    "Remove": "Delete", "create": "make", "new": "create", "New": "Create", "Size": "Length", "Length": "Size",
    "size": "length", "length": "size", "count": "size", "Count": "Size", "Bytes": "Data", "Buffer": "Buf",
    "Buf": "Buffer", "Index": "Position", "Position": "Index", "start": "begin", "stop": "end", "close": "shutdown",
    "Listener": "Callback", "Handler": "Listener", "is": "has", "has": "is", "Image": "Picture", "with": "from",
    "from": "with", "to": "as", "Name": "Id", "Key": "Id", "first": "head", "last": "tail", "Utf8": "String",
    "write": "send", "Write": "Send", "Read": "Load", "load": "read", "Load": "Fetch", "Channel": "Stream",
    "Stream": "Channel", "Request": "Call", "Response": "Result", "Encoder": "Serializer", "Decoder": "Parser",
    "Level": "Severity", "Logger": "Log", "Field": "Attr", "Option": "Setting", "Options": "Settings",
    "Cache": "Store", "Data": "Bytes", "Url": "Uri", "URL": "URI", "Texture": "Image", "Container": "Group",
    "Child": "Node", "Children": "Nodes", "Event": "Signal", "Render": "Draw", "render": "draw", "Source": "Input",
    "Sink": "Output", "File": "Path", "Path": "File", "Timeout": "Deadline", "Default": "Standard", "Async": "Sync",
    "Iterator": "Cursor", "Snapshot": "Checkpoint", "Table": "Block", "Block": "Page", "Compaction": "Merge",
    "Route": "Path", "route": "path", "Blueprint": "Module", "Config": "Settings", "Session": "Client",
    "Error": "Failure", "Valid": "Legal", "Status": "State", "Encode": "Serialize", "encode": "serialize",
}


def camel_words(name: str) -> list[str]:
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|\d|\b|_)|[A-Z]?[a-z]+|[A-Z]+|\d+|_", name)


def near_miss_candidates(name: str, rnd: random.Random) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    words = camel_words(name)
    if "".join(words) == name:
        for i, w in enumerate(words):
            if w in SWAPS:
                nw = words[:i] + [SWAPS[w]] + words[i + 1:]
                out.append(("".join(nw), f"word swap {w}->{SWAPS[w]}"))
    letters = [i for i in range(1, len(name)) if name[i].isalpha()]
    rnd.shuffle(letters)
    for i in letters[:3]:
        out.append((name[:i] + name[i + 1:], f"deleted '{name[i]}'"))
    for i in letters[:2]:
        if i + 1 < len(name) and name[i + 1].isalpha() and name[i] != name[i + 1] \
                and name[i].islower() == name[i + 1].islower():
            out.append((name[:i] + name[i + 1] + name[i] + name[i + 2:], "transposed letters"))
    for i in letters[:2]:
        out.append((name[:i] + name[i] + name[i:], f"doubled '{name[i]}'"))
    if name.endswith("s") and len(name) > 3:
        out.append((name[:-1], "dropped plural"))
    elif name[-1].isalpha():
        out.append((name + ("S" if name.isupper() else "s"), "added plural"))
    rnd.shuffle(out)
    swaps = [c for c in out if c[1].startswith("word swap")]
    return swaps + [c for c in out if not c[1].startswith("word swap")]


def case_candidates(name: str) -> list[tuple[str, str]]:
    out = []
    if name[0].islower():
        out.append((name[0].upper() + name[1:], "capitalised first letter"))
    elif name[0].isupper() and not name.isupper():
        out.append((name[0].lower() + name[1:], "lower-cased first letter"))
    humps = [i for i in range(1, len(name)) if name[i].isupper() and name[i - 1].islower()]
    for i in humps[:2]:
        out.append((name[:i] + name[i].lower() + name[i + 1:], f"lower-cased '{name[i]}'"))
    if name.isupper() and len(name) > 2:
        out.append((name.lower(), "lower-cased constant"))
        parts = name.split("_")
        out.append(("".join(p.capitalize() for p in parts), "CamelCased constant"))
    elif name.lower() != name:
        out.append((name.lower(), "all lower case"))
    return out


def levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


# ---------------------------------------------------------------------------------------------
# building the set


@dataclass
class TrueRef:
    text: str
    raw: str
    type: str
    member: str
    qual: str
    source: str
    evidence: str
    on_type: str
    sel: str = ""


def fmt(lang: Lang, sep: str, qual: str, type_: str, member: str) -> str:
    if lang.name == "cpp":
        return f"{qual}{type_}::{member}"
    return f"{qual}{type_}{sep}{member}"


def collect(repo: Repo) -> tuple[list[TrueRef], list[dict]]:
    """Author-written references confirmed in the repo, and author-written external ones."""
    lang = repo.lang
    args = ["-e", lang.prefilter]
    for g in lang.doc_globs:
        args += ["-g", g]
    args += ["-g", "!CHANGELOG*", "-g", "!*CHANGES*", "-g", "!**/docs/*/changelog*"]  # history names old APIs
    hits = rg(args + ["."], repo.root)
    confirmed: dict[str, TrueRef] = {}
    external: dict[str, dict] = {}
    for path, line, text in hits:
        text = comment_part(lang, path, text)
        for p in lang.ref_patterns:
            for m in re.finditer(p, text):
                qual, type_, member = m.group("qual") or "", m.group("type"), m.group("member")
                sel = m.groupdict().get("sel") or ""
                sep = "#" if "#" in m.group(0) and lang.name in ("java", "typescript") else lang.sep
                if lang.name == "cpp":
                    if qual and qual.rstrip(":") not in ("leveldb", "std"):
                        continue
                    if qual.startswith("std"):
                        continue
                raw = m.group(0).strip()
                if "." in type_:  # nested type Outer.Inner: look the inner one up, require the outer file
                    outer, type_ = type_.rsplit(".", 1)
                else:
                    outer = ""
                if member == type_ or member in OBJECT_MEMBERS or member in FILE_SUFFIXES:
                    continue
                key = fmt(lang, sep, qual, (outer + "." if outer else "") + type_, member)
                if key in confirmed or key in external:
                    continue
                if qual and not repo.own_qualifier(qual):
                    # `sync.Pool.Put`, `werkzeug.wrappers.Response.x`: written about another library
                    ek = fmt(lang, sep, qual, type_, member)
                    if lang.name in ("go", "python"):
                        external.setdefault(ek, {"text": ek, "raw": raw, "source": f"{path}:{line}",
                                                 "why": f"author wrote {raw!r}; {qual.rstrip('.')} is not a package of this repository",
                                                 "external_ancestors": []})
                    continue
                if type_ in repo.types or type_ in repo.extensions:
                    if qual and lang.name == "java" and not any(p.replace("/", ".").find(qual.rstrip(".")) >= 0 for p, _ in repo.types.get(type_, [])):
                        continue
                    found = repo.find_member(type_, member, sel)
                    if found:
                        confirmed[key] = TrueRef(key, raw, type_, member, qual, f"{path}:{line}",
                                                 f"{found[0]}:{found[1]}", found[2], sel)
                    elif type_ not in repo.types:
                        # an external type that the repository extends (Swift extension, ObjC category)
                        qname = lang.external_types.get(type_) or (type_ if lang.name == "objc" and re.match(r"(NS|UI|CA|CG)[A-Z]", type_) else None)
                        if qname:
                            external.setdefault(key, {"text": f"{qname}{sep}{member}", "raw": raw, "source": f"{path}:{line}",
                                                      "why": f"author wrote {raw!r}; {type_} is a platform type the repository only extends",
                                                      "external_ancestors": []})
                    else:
                        _, ext = repo.ancestry(type_)
                        if ext:
                            external[key] = {"text": key, "raw": raw, "source": f"{path}:{line}",
                                             "why": f"author wrote {raw!r}; {member} is not defined in the repo's {type_}, whose ancestry leaves the repository ({', '.join(ext)})",
                                             "external_ancestors": ext}
                elif lang.name in ("java", "kotlin") and not outer:
                    imp = re.search(r"^import\s+([\w.]+)\." + re.escape(type_) + r"\s*;?\s*$", repo.src(path), re.M)
                    qname = (imp.group(1) + "." + type_) if imp else lang.external_types.get(type_)
                    if qname and not _in_repo_package(repo, qname):
                        ek = f"{qname}{sep}{member}"
                        external.setdefault(ek, {"text": ek, "raw": raw, "source": f"{path}:{line}",
                                                 "why": f"author wrote {raw!r}; {type_} is the external {qname}" + (" (import)" if imp else ""),
                                                 "external_ancestors": []})
                elif type_ in lang.external_types and not outer:
                    qname = lang.external_types[type_]
                    ek = f"{qname}{sep}{member}"
                    external.setdefault(ek, {"text": ek, "raw": raw, "source": f"{path}:{line}",
                                             "why": f"author wrote {raw!r}; {type_} is {qname}, outside the repository",
                                             "external_ancestors": []})
    if lang.name == "objc":
        # `@see sd_setImageWithURL:placeholderImage:options:` inside an @interface names a method of that class
        for path, line, text in rg(["-e", r"@see\s+[a-z_]\w*:", "-g", "*.h", "."], repo.root):
            m = re.search(r"@see\s+(?P<member>[a-z_]\w*)(?P<sel>:[\w:]*)", text)
            head = repo.clean(path)[:_line_offset(repo.clean(path), line)]
            owner = re.findall(r"^\s*@(?:interface|protocol)\s+(\w+)", head, re.M)
            if not m or not owner or head.rfind("@end") > head.rfind("@interface"):
                continue
            type_, member, sel = owner[-1], m.group("member"), m.group("sel")
            key = f"{type_}.{member}"
            if key in confirmed:
                continue
            found = repo.find_member(type_, member, sel)
            if found:
                confirmed[key] = TrueRef(key, f"{m.group(0)} (in @interface {type_})", type_, member, "", f"{path}:{line}",
                                         f"{found[0]}:{found[1]}", found[2], sel)
    return list(confirmed.values()), list(external.values())


def _in_repo_package(repo: Repo, qname: str) -> bool:
    """Whether the package of a qualified JVM name is a source directory of this repository."""
    pkg = "/" + qname.rsplit(".", 1)[0].replace(".", "/") + "/"
    return any(pkg in "/" + p for locs in repo.types.values() for p, _ in locs)


def comment_part(lang: Lang, path: str, text: str) -> str:
    """The part of a line that is documentation: the whole line in .md/.rst and comment lines,
    the trailing `//` comment otherwise (Python: docstrings carry the Sphinx roles themselves)."""
    if lang.name == "python" or path.endswith((".md", ".rst")) or text.startswith("func Example"):
        return text
    stripped = text.lstrip()
    if stripped.startswith(("*", "/*", "//")):
        return text
    return text.split("//", 1)[1] if "//" in text else ""


QUOTAS = {  # per repository: true resolvable, mutations a/b/c/d, true paths, authored externals
    "default": dict(true=30, a=9, b=9, c=5, d=3, paths=3, ext=4),
    "netty": dict(true=60, a=16, b=16, c=9, d=5, paths=5, ext=8),
}


def build(repo: Repo, seed: int) -> list[dict]:
    rnd = random.Random(f"{seed}:{repo.name}")
    q = QUOTAS.get(repo.name, QUOTAS["default"])
    trues, externals = collect(repo)
    trues.sort(key=lambda t: t.text)
    externals.sort(key=lambda e: e["text"])
    rnd.shuffle(trues)
    recs: list[dict] = []
    lang = repo.lang

    def rec(kind: str, text: str, label: str, why: str, resolvable: bool, expected=None, **extra) -> None:
        recs.append({"id": f"{repo.name}-{kind}-{sum(1 for r in recs if r['mutation'] == kind) + 1:03d}",
                     "repo": repo.name, "commit": repo.commit, "lang": lang.name, "text": text, "label": label,
                     "why": why, "expected_suggestion": expected, "resolvable": resolvable,
                     "mutation": kind, **extra})

    # TRUE, at most three per type so the set is spread over the code base
    per_type: dict[str, int] = {}
    chosen: list[TrueRef] = []
    for t in trues:
        if per_type.get(t.type, 0) >= 3:
            continue
        per_type[t.type] = per_type.get(t.type, 0) + 1
        chosen.append(t)
        if len(chosen) >= q["true"]:
            break
    for t in trues:  # few types (Go packages): fill up beyond the per-type spread
        if len(chosen) >= q["true"]:
            break
        if t not in chosen:
            chosen.append(t)
    # keep the member mutations about as many as the true references they come from
    scale = min(1.0, len(chosen) / q["true"]) if q["true"] else 1.0
    q = {k: (max(1, round(v * scale)) if k in ("a", "b", "c") else v) for k, v in q.items()}
    for t in chosen:
        inherited = f" (inherited from {t.on_type})" if t.on_type != t.type else ""
        rec("true", t.text, "true", f"author wrote {t.raw!r} at {t.source}; ripgrep finds {t.member} defined at {t.evidence}{inherited}",
            True, None, source=t.source, evidence=t.evidence, selector=(t.member + t.sel) if t.sel else None)

    # mutations draw on all confirmed references, not only the sampled ones
    pool = list(trues)
    used_texts = {r["text"] for r in recs}

    def sep_of(t: TrueRef) -> str:
        return "#" if "#" in t.text else lang.sep

    def resolvable_target(type_name: str) -> tuple[bool, list[str]]:
        if type_name not in repo.types or type_name in repo.aliased_external:
            return False, [type_name]  # only extended here (Swift extension, ObjC category), or an alias: a platform type
        ext = repo.ancestry(type_name)[1]
        return (not ext), ext

    def plausible_target(u: str) -> bool:
        """One declaration, outside tests, a public-looking name: a type a user would name."""
        locs = repo.types.get(u, [])
        if len(locs) != 1 or not u[0].isupper() or u in repo.aliased_external or re.search(r"(?i)(^|/)(tests?|testing|benchmarks?|examples?)/|test", locs[0][0]):
            return False
        return True

    # (a) the member of one type attributed to another in-repo type that lacks it
    n = 0
    for t in pool:
        if n >= q["a"]:
            break
        if t.member in ROOT_MEMBERS or len(repo.defining_types(t.member)) != 1:
            continue
        home = os.path.dirname(t.evidence.split(":")[0])
        siblings = sorted({ty for ty, locs in repo.types.items() for p, _ in locs if os.path.dirname(p) == home and ty != t.type and ty != t.on_type})
        others = sorted(ty for ty in repo.types if ty != t.type and ty != t.on_type)
        rnd.shuffle(siblings)
        rnd.shuffle(others)
        for u in siblings[:12] + others[:12]:
            if not plausible_target(u):
                continue
            ok, ext = resolvable_target(u)
            if not ok or not repo.bodies(u) or not any(b.members for b in repo.bodies(u)):
                continue
            if t.type in repo.ancestry(u)[0] or t.on_type in repo.ancestry(u)[0]:
                continue
            if not repo.word_absent(u, t.member):
                continue
            text = fmt(lang, sep_of(t), t.qual if lang.name == "cpp" else "", u, t.member)
            if text in used_texts:
                continue
            upath = repo.types[u][0]
            rec("a_wrong_type", text, "false",
                f"{t.member} is defined only on {t.on_type} ({t.evidence}; author reference {t.raw!r}); ripgrep finds no "
                f"'{t.member}' in {u}'s files ({upath[0]}:{upath[1]}) or its in-repo ancestors",
                True, f"{t.on_type}.{t.member}", source=t.source, evidence=t.evidence,
                root_ancestors=sorted(repo.markers.get(u, ())) or None)
            used_texts.add(text)
            n += 1
            break

    def unique_nearest(t: TrueRef, wrong: str, case_only: bool) -> bool:
        names = repo.all_member_names(t.type)
        if wrong in names:
            return False
        if case_only:
            return not any(x.lower() == wrong.lower() and x != t.member for x in names)
        d = levenshtein(wrong.lower(), t.member.lower())
        return all(levenshtein(wrong.lower(), x.lower()) > d for x in names if x != t.member)

    # (b) near-miss spelling and (c) case-only change of the member, on the type the author named
    for kind, quota, gen in (("b_near_miss", q["b"], lambda m: near_miss_candidates(m, rnd)),
                             ("c_case", q["c"], case_candidates)):
        n = 0
        for t in pool:
            if n >= quota:
                break
            ok, _ = resolvable_target(t.type)
            if not ok or len(t.member) < 4:
                continue
            for wrong, how in gen(t.member):
                if not wrong or not re.match(r"[A-Za-z_]", wrong) or wrong == t.member:
                    continue
                if not unique_nearest(t, wrong, kind == "c_case"):
                    continue
                if rg_files_with_word(wrong, repo.root, lang.globs):  # the name exists nowhere in the repo
                    continue
                text = fmt(lang, sep_of(t), t.qual, t.text.rsplit(sep_of(t), 1)[0][len(t.qual):] if lang.name != "cpp" else t.type, wrong)
                if text in used_texts:
                    continue
                rec(kind, text, "false",
                    f"{how} in {t.member} (author reference {t.raw!r} at {t.source}, defined at {t.evidence}); "
                    f"ripgrep finds '{wrong}' in none of the repository's {lang.name} sources",
                    True, f"{t.type}.{t.member}", source=t.source, evidence=t.evidence,
                    suggestion_defined_on=f"{t.on_type}.{t.member}" if t.on_type != t.type else None,
                    root_ancestors=sorted(repo.markers.get(t.type, ())) or None)
                used_texts.add(text)
                n += 1
                break

    # paths: real files (true) and non-existent siblings under existing directories (false)
    files = sorted(
        subprocess.run([RG, "--no-config", "--files", *sum((["-g", g] for g in lang.globs), [])], cwd=repo.root,
                       capture_output=True, text=True).stdout.splitlines())
    files = [f[2:] if f.startswith("./") else f for f in files if "test" not in f.lower() and " " not in f] or files
    nested = [f for f in files if "/" in f]  # a path a user would write names a directory too
    files = nested if len(nested) >= q["paths"] + q["d"] * 3 else files
    picks = rnd.sample(files, min(len(files), q["paths"] + q["d"] * 3))
    for f in picks[:q["paths"]]:
        rec("true_path", f, "true", "a file that exists in the tree", True, None)
    n = 0
    existing_lower = {f.lower() for f in files}
    for f in picks[q["paths"]:]:
        if n >= q["d"]:
            break
        d, base = os.path.split(f)
        stem, ext = os.path.splitext(base)
        for wrong_stem, how in near_miss_candidates(stem, rnd):
            cand = os.path.join(d, wrong_stem + ext)
            if cand.lower() in existing_lower or (repo.root / cand).exists():
                continue
            rec("d_path", cand, "false", f"{how} in the existing {f}; the directory {d or '.'} exists, the file does not",
                True, f)
            n += 1
            break

    # unresolvable: what the authors linked outside the repository, and fixed library references
    for e in externals[:q["ext"]] if len(externals) <= q["ext"] else rnd.sample(externals, q["ext"]):
        rec("true_external", e["text"], "true", e["why"], False, None, source=e["source"],
            external_ancestors=e["external_ancestors"] or None)
    for text in lang.externals_true:
        rec("true_external", text, "true", "a real library/platform API outside the repository", False, None)
    for text in lang.externals_false:
        rec("false_external", text, "false",
            "a made-up member of a library/platform type outside the repository; the verifier cannot know it, so it must answer unverifiable",
            False, None)
    for r in recs:
        for k in ("source", "evidence", "selector", "external_ancestors", "root_ancestors", "suggestion_defined_on"):
            if r.get(k) is None:
                r.pop(k, None)
    return recs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=Path, default=HERE / "repos", help="directory holding one checkout per repository name")
    ap.add_argument("--manifest", type=Path, default=HERE / "repos.json")
    ap.add_argument("--repo", action="append", default=[], metavar="NAME=PATH", help="label only these checkouts")
    ap.add_argument("--out", type=Path, default=HERE / "labels")
    ap.add_argument("--seed", type=int, default=20261130)
    args = ap.parse_args(argv)
    if not RG:
        print("error: ripgrep not found (set RG=/path/to/rg)", file=sys.stderr)
        return 2
    manifest = {r["name"]: r for r in json.loads(args.manifest.read_text())["repos"]}
    targets: list[tuple[str, Path]] = []
    if args.repo:
        for spec in args.repo:
            name, _, path = spec.partition("=")
            if name not in manifest:
                print(f"error: {name} is not in {args.manifest}", file=sys.stderr)
                return 2
            targets.append((name, Path(path or args.root / name)))
    else:
        targets = [(n, args.root / n) for n in manifest]
    args.out.mkdir(parents=True, exist_ok=True)
    for name, path in targets:
        entry = manifest[name]
        if not path.is_dir():
            print(f"error: {path} is not a directory (bring {entry['github']} with the fetch tool; see bench/README.md)", file=sys.stderr)
            return 2
        repo = Repo(name, path.resolve(), LANGS[entry["lang"]], entry["commit"], entry["github"])
        recs = build(repo, args.seed)
        out = args.out / f"{name}.jsonl"
        with out.open("w", encoding="utf-8") as fh:
            for r in recs:
                fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
        counts: dict[str, int] = {}
        for r in recs:
            counts[r["mutation"]] = counts.get(r["mutation"], 0) + 1
        print(f"{name:12s} {len(recs):4d} labels  " + " ".join(f"{k}={v}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
