"""Turn one source file into symbols with tree-sitter and the per-language `.scm` query.

Capture conventions of the query files (documented for query writers in queries/README.md):

- ``@definition.<kind>`` on the whole definition node; ``@name`` on its name.
- ``@params`` the parameter list (several nodes in one match: the text they span, e.g. Swift's
  ``(`` and ``)``); ``@inherits`` each base type, conformance or implemented interface.
- ``@receiver`` the type a member is attached to from outside its body: a Kotlin extension
  receiver, a Go method receiver, the scope of a C++ out-of-line definition (``void Foo::bar()``).
- ``@extends`` on an extension-like definition (Swift ``extension Foo``, Objective-C category or
  ``@implementation Foo``): members inside it belong to that type.
- ``@import`` an imported module, type or path; ``@package`` the file's package or module name.
- ``@import.from`` the module each ``@import`` of the same match comes from (``from a.b import c``).

Several patterns may match one node (a class pattern and an inheritance pattern); their captures
are merged per node, and the most specific kind wins (``interface`` over ``class``).
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .languages import LANGUAGES

# Kinds that contain members. ``extension`` is a container whose members belong to another type.
TYPE_KINDS = frozenset({
    "class", "interface", "enum", "struct", "record", "object", "companion", "protocol", "trait",
    "namespace", "union", "type_alias", "annotation",
})
CONTAINER_KINDS = (TYPE_KINDS - {"type_alias"}) | {"extension"}
CALLABLE_KINDS = frozenset({"method", "constructor", "function"})
MEMBER_KINDS = frozenset({
    "method", "constructor", "function", "field", "property", "constant", "enum_constant",
    "instance_field", "macro",
})

# Higher wins when two patterns give one node different kinds.
_KIND_PRIORITY = {
    "class": 0, "function": 0, "field": 0, "property": 1, "method": 1,
    "instance_field": 2, "constant": 2, "constructor": 3, "enum_constant": 3,
}

QUERY_DIR = Path(__file__).parent / "queries"

_DEFAULT_NAMES = {"companion": "Companion"}

_GENERIC_ARGS = re.compile(r"<[^<>]*>|\[[^\[\]]*\]")
_SPACE = re.compile(r"\s+")


@dataclass(slots=True)
class Symbol:
    """One definition found in a file. Qualified names always use ``.`` as the separator."""
    name: str
    kind: str
    qualname: str
    container: str | None        # qualified name of the containing type, or None at top level
    line: int                    # 1-based
    end_line: int
    col: int
    params: str | None = None
    bases: tuple[str, ...] = ()
    attached: bool = False       # attached from outside the type's body (receiver, extension, Foo::bar)
    extends: str | None = None   # for kind == "extension": the type it extends


@dataclass(slots=True)
class FileSymbols:
    symbols: list[Symbol] = field(default_factory=list)
    imports: list[tuple[str, int]] = field(default_factory=list)   # (imported name, line)
    package: str | None = None
    parse_errors: int = 0        # count of ERROR nodes: partial parses are kept, but reported
    invalid_utf8: int = 0        # bytes that were not UTF-8, read as Latin-1 characters
    # error_nodes(lang, source) of a half-read UTF-8 file, from the tree this extraction parsed
    # (the same bytes, masks and grammar): the build stores it without parsing the file again.
    error_nodes: list[tuple[int, int, str]] | None = None


@lru_cache(maxsize=None)
def query_source(lang: str) -> str:
    return (QUERY_DIR / f"{lang}.scm").read_text("utf-8")


# Bumped whenever extraction changes what it records from the same source (an index built by an
# older extractor must be rebuilt, as with other queries). 2: TypeScript mapped utility bases;
# 3: Objective-C attribute macros alone on the line before @interface; 4: `Partial<import("x").T>`;
# 5: a `.h` that uses `#import` is Objective-C; 6, 7: a Kotlin primary constructor on the next line;
# 8: Kotlin `expect`/`actual` blanked before declarations; 9: C++ attribute macros opening a
# declaration and macro-only lines (`FMT_CONSTEXPR`, `FMT_BEGIN_NAMESPACE`) blanked; 10: TypeScript
# namespace imports recorded with their alias; 11: TypeScript `export * as ns` and `export *` likewise;
# 12: a Kotlin primary constructor after an annotation line of its own; 13: C++ attribute macros
# before a return type and name (`CLI11_NODISCARD App *get_subcommand(...)`) blanked; 14: the two forms of 13
# written on two branches, together; 15: Kotlin `..<` and `when` entries opening with `in` on their own
# line, and a callable reference on a star-projected type, masked (a third branch's 13); 16: a C/C++
# file read again with its macro-call-only lines blanked when that reading has no error; 17: an export
# macro ending in `_` (`class GTEST_API_ T`), blank lines and comments between an Objective-C attribute
# macro and its @interface, CMake `@VAR@` substitutions and `*.h.in` template headers; 18: C++ qualifier
# macros after a parameter list, macros after a specifier, type-returning macros (`X_RETURN((c), (T))`), and a
# file the grammar cannot read whole read once more with the first branch of each #if group only.
EXTRACTION_REVISION = 18


def queries_fingerprint() -> str:
    """A hash of every query file and the extraction revision: an index built otherwise is rebuilt."""
    digest = hashlib.sha256(f"extraction {EXTRACTION_REVISION}".encode())
    for name in sorted(LANGUAGES):
        digest.update(name.encode())
        try:
            digest.update(query_source(_query_name(name)).encode())
        except FileNotFoundError:
            digest.update(b"-")
    return digest.hexdigest()[:16]


class Extractor:
    """Parsers and compiled queries for one process; create once and reuse (compiling is slow)."""

    def __init__(self) -> None:
        self._parsers: dict[str, object] = {}
        self._queries: dict[str, object] = {}

    def _tools(self, lang: str):
        if lang not in self._parsers:
            import tree_sitter
            import tree_sitter_language_pack as pack

            grammar = LANGUAGES[lang].grammar
            language = pack.get_language(grammar)
            # Compile the query first: a missing or broken query must not leave a parser cached
            # without its query.
            query = tree_sitter.Query(language, query_source(_query_name(lang)))
            self._queries[lang] = query
            self._parsers[lang] = pack.get_parser(grammar)
        return self._parsers[lang], self._queries[lang]

    def extract(self, lang: str, source: bytes, module_path: str | None = None) -> FileSymbols:
        """Symbols of one file. ``module_path`` is the dotted module for Python-style qualifiers."""
        import tree_sitter

        parser, query = self._tools(lang)
        result = FileSymbols()
        replaced: list[tuple[int, int]] = []
        if not _is_utf8(source):
            # Invalid bytes are read as Latin-1 (a file saved by a legacy editor: `m\xe9thode` is
            # `méthode`), never dropped: tree-sitter would otherwise split an identifier at the
            # byte and index its tail (`thode`). Newlines are untouched, so lines stay true.
            source, replaced = _latin1_fallback(source)
            result.invalid_utf8 = len(replaced)
        written = source
        source, tree = _parse_masked(parser, lang, source)
        root = tree.root_node
        if root.has_error:
            # At least one: a MISSING token of an external scanner (Kotlin's automatic semicolon)
            # is not among its parent's children, so the walk can find nothing.
            result.parse_errors = max(1, _count_errors(root))
            if not replaced:   # the bytes error_nodes() would parse are these: its tree is this one
                result.error_nodes = _error_nodes_of(root)

        try:
            matches = tree_sitter.QueryCursor(query).matches(root)
        except (UnicodeDecodeError, SystemError):   # the binding sometimes wraps it in a SystemError
            if _is_utf8(source):
                raise
            # Predicates (#eq?, #match?) decode node text as UTF-8. Invalid bytes become U+FFFD
            # (newlines are untouched, so line numbers stay true) and the file is read again.
            source = source.decode("utf-8", "replace").encode("utf-8")
            written = written.decode("utf-8", "replace").encode("utf-8")
            tree = parser.parse(source)
            root = tree.root_node
            matches = tree_sitter.QueryCursor(query).matches(root)

        defs: dict[tuple[int, int], _RawDef] = {}
        for _pattern, caps in matches:
            def_kind = None
            def_node = None
            for cap_name, nodes in caps.items():
                if cap_name.startswith("definition."):
                    def_kind, def_node = cap_name[len("definition."):], nodes[0]
                    break
            if def_node is None:
                # `from a.b import c`: `@import.from` (a.b) qualifies each `@import` (c) -> a.b.c
                origin = "".join(_clean_import(_text(source, node)) for node in caps.get("import.from", ()))
                alias = "".join(_text(source, node).strip() for node in caps.get("import.alias", ()))
                for node in caps.get("import", ()):
                    name = _clean_import(_text(source, node))
                    if origin:
                        name = origin + name if origin.endswith(".") else f"{origin}.{name}"
                    if alias:   # a namespace import: "../core/index.js as core", as Python's `import a as b`
                        name = f"{name} as {alias}"
                    result.imports.append((name, node.start_point[0] + 1))
                for node in caps.get("package", ()):
                    result.package = _clean_qualified(_text(source, node))
                continue
            key = (def_node.start_byte, def_node.end_byte)
            raw = defs.get(key)
            if raw is None:
                raw = defs[key] = _RawDef(def_kind, def_node)
            elif _KIND_PRIORITY.get(def_kind, 5) > _KIND_PRIORITY.get(raw.kind, 5):
                raw.kind = def_kind
            for node in caps.get("name", ()):
                # Swift/Kotlin escape keywords as names with backticks: `default` is default.
                name = _text(source, node) if not replaced else _whole_name(source, node, replaced)
                raw.name = raw.name or name.strip("`")
            keywords = caps.get("selector.keyword")
            if keywords and not raw.name:
                # Objective-C: `- (void)attachTo:(UIView *)v animated:(BOOL)a` -> attachTo:animated:
                raw.name = "".join(_text(source, node) + ":" for node in keywords)
            params = caps.get("params")
            if params and not raw.params:
                # Several @params nodes in one match stand for the text they span: Swift has no
                # parameter-list node, so its query captures the `(` and the `)` of the declaration.
                start = min(node.start_byte for node in params)
                end = max(node.end_byte for node in params)
                raw.params = _SPACE.sub(" ", source[start:end].decode("utf-8", "replace"))
            for node in caps.get("inherits", ()):
                base = _clean_type(_text(source, node))
                if base and base not in raw.bases:
                    raw.bases.append(base)
            for node in caps.get("receiver", ()):
                raw.receiver = raw.receiver or _clean_type(_text(source, node))
            for node in caps.get("extends", ()):
                raw.extends = raw.extends or _clean_type(_text(source, node))

        for raw in defs.values():
            _split_scoped_name(raw)
            if lang == "arkts" and raw.kind == "class" and _ARKTS_STRUCT.search(_head(written, raw.node)):
                raw.kind = "struct"
        prefix = result.package if LANGUAGES[lang].qualifier == "package" else module_path
        if LANGUAGES[lang].qualifier == "package":
            _qualify_receivers(defs.values(), result.imports)
        result.symbols = _nest(sorted(defs.values(), key=lambda d: (d.start, -d.end)), prefix)
        return result


def _split_scoped_name(raw: "_RawDef") -> None:
    """C++ `void ns::Foo::bar() {}`: a member whose @name is `ns::Foo::bar` is `bar` in `ns::Foo`."""
    if raw.name and "::" in raw.name and raw.kind in MEMBER_KINDS and not raw.receiver:
        scope, _, name = raw.name.rpartition("::")
        raw.name = name.strip()
        raw.receiver = _clean_type(scope).lstrip(":") or None


# Macros the grammars cannot parse are blanked before parsing (same length, newlines kept, so
# lines and columns stay true): a Chromium-style export macro between `class` and the class name
# (`class BASE_EXPORT Foo : public Bar {` is otherwise read as a function; googletest's spelling ends
# in an underscore, `class GTEST_API_ TestInfo {`), Objective-C
# `NS_ASSUME_NONNULL_BEGIN`/`_END` (otherwise the next @interface is lost), and
# `typedef NS_ENUM(NSInteger, Name)`, which is read as `enum Name`.
_CPP_EXPORT_MACRO = re.compile(
    rb"\b(?:class|struct|union)\s+([A-Z][A-Z0-9_]*[A-Z0-9_](?:\([^()\n]*\))?)\s+"
    rb"(?=[A-Za-z_]\w*(?:\s+final)?\s*(?:\{|:(?!:)))")
# Clang thread-safety annotations after a member (`int n_ GUARDED_BY(lock_);`, `void F()
# EXCLUSIVE_LOCKS_REQUIRED(lock_);`) and an export macro opening a declaration
# (`BASE_EXPORT std::string Foo();`): otherwise read as constructors named GUARDED_BY, or errors.
_CPP_ANNOTATION_MACRO = re.compile(
    rb"(?<!define )\b(?:ABSL_)?(?:PT_GUARDED_BY|GUARDED_BY(?:_CONTEXT)?|(?:EXCLUSIVE|SHARED)_LOCKS_REQUIRED"
    rb"|LOCKS_EXCLUDED|LOCK_RETURNED|ACQUIRED_(?:AFTER|BEFORE)|(?:EXCLUSIVE|SHARED)_(?:TRY)?LOCK_FUNCTION"
    rb"|UNLOCK_FUNCTION|ASSERT_(?:EXCLUSIVE|SHARED)_LOCK|VALID_CONTEXT_REQUIRED)\s*\((?:[^()]|\([^()]*\))*\)")
# Every alternative of _CPP_ANNOTATION_MACRO holds one of these.
_CPP_ANNOTATION_LITERALS = (b"GUARDED_BY", b"LOCK", b"ACQUIRED_", b"VALID_CONTEXT_REQUIRED")
_CPP_LEADING_EXPORT = re.compile(rb"(?m)^[ \t]*([A-Z][A-Z0-9_]*_(?:EXPORT|API))(?=[ \t]+[A-Za-z_:])")
# Attribute-like macros opening a declaration, at the start of a line or after a template header
# (`FMT_CONSTEXPR typed_node(...)`, `template <typename T> FMT_INLINE auto f()`, `FMT_EXPORT template`),
# and a line that is only a macro (`FMT_BEGIN_NAMESPACE`, `ABSL_NAMESPACE_BEGIN`): the grammar reads
# the first as a type and loses the declaration, and the second ruins the class that follows.
# A macro before a type and a declarator (`CLI11_NODISCARD App *get_subcommand(`,
# `CLI11_NODISCARD std::vector<App *> get_subcommands(`) is an attribute too: an identifier followed by
# a type and a name cannot be anything else, and left in place it ends the class there (CLI11's App).
_CPP_DECL_MACRO = re.compile(
    rb"(?m)(?:^[ \t]*|>[ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?=[ \t]+(?:template\b|class\b|struct\b|auto\b"
    rb"|inline\b|static\b|constexpr\b|virtual\b|explicit\b|friend\b|void\b|bool\b|int\b|const\b|[A-Za-z_~]\w*\s*\("
    # a return type, then the declared name (`CLI11_NODISCARD std::vector<App *> get_subcommands()`,
    # `CLI11_NODISCARD char **ensure_utf8(char **argv)`, `CLI11_NODISCARD App *get_subcommand(`): left in,
    # it ends the class body early
    rb"|[A-Za-z_][\w:]*(?:<[^;{}()\n]*>)?[ \t*&]+~?[A-Za-z_]\w*[ \t]*\("
    rb"|(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*(?:<[^;{}()\n]*>)?[ \t*&]*\s[\s*&]*[A-Za-z_~]\w*\s*\())")
_CPP_MACRO_LINE = re.compile(rb"(?m)^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])[ \t]*$")
# A line that is only a macro call with no semicolon (CLI11's `CLI11_ERROR_DEF(Error, ConstructionError)` in a
# class body, which expands to constructors): the grammar reads it as a declaration running into the
# next line and may lose the class and every class after it. Only when a declaration, a closing brace,
# a directive or a comment follows (not `TEST(Suite, Name)` then `{`, nor `EXPECT_TRUE(x)` then `<< …`),
# and not in a macro's body (after a line ending in a backslash). Such a line may as well end a
# statement (spdlog's `SPDLOG_TRY {...}` then `SPDLOG_LOGGER_CATCH(msg.source)`), so it is blanked
# only in a file the grammar then reads without any error (`_parse_masked`).
_CPP_MACRO_CALL_LINE = re.compile(
    rb"(?m)(?<!\\\n)(?<!\\\r\n)^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9][ \t]*\((?:[^()\n]|\([^()\n]*\))*\))[ \t]*$"
    rb"(?=[ \t]*(?:\r?\n[ \t]*(?:[A-Za-z_~}#\[]|//|/\*|\r?\n)|\Z))")
# A qualifier macro after a parameter list (rapidjson's `GenericValue() RAPIDJSON_NOEXCEPT : data_() {`,
# `bool IsNull() const RAPIDJSON_NOEXCEPT;`), before an initialiser list, a body, `;`, `=` or the line's end:
# the grammar reads an identifier there as an error and loses the class around it.
_CPP_TRAILING_MACRO = re.compile(
    rb"(\)[ \t]*(?:const[ \t]*)?)([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])"
    rb"(?=[ \t]*(?:[:{;=]|//|/\*|\r?\n|override\b|final\b))")
# A macro between a declaration specifier and the type (`static RAPIDJSON_FORCEINLINE const Ch* DataString(`).
_CPP_SPECIFIER_MACRO = re.compile(
    rb"(\b(?:static|inline|virtual|explicit|friend|constexpr)[ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?=[ \t]+[A-Za-z_])")
# A macro that expands to a return type, its last argument (rapidjson's SFINAE helper
# `RAPIDJSON_DISABLEIF_RETURN((internal::IsPointer<T>), (GenericValue&)) operator=(T value)`): replaced by
# that type, the rest blanked.
_CPP_RETURN_MACRO = re.compile(
    rb"\b[A-Z][A-Z0-9]*_[A-Z0-9_]*RETURN[ \t]*\(((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*)\)")


def _return_type_of_macro(m: re.Match) -> bytes:
    inner, depth, cut = m[1], 0, None
    for i, ch in enumerate(inner):
        if ch == 0x28:
            depth += 1
        elif ch == 0x29:
            depth -= 1
        elif ch == 0x2C and depth == 0:
            cut = i
    last = (inner[cut + 1:] if cut is not None else inner).strip()
    if last.startswith(b"(") and last.endswith(b")"):
        last = last[1:-1]
    if b"\n" in last or len(last) > len(m[0]):
        return _blank(m[0])
    return last + _blank(m[0][len(last):])


_CPP_IF_MACRO = re.compile(rb"\bif[ \t]+([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?=[ \t]*\()")   # `if FMT_CONSTEXPR20 (c)`
_OBJC_BARE_MACRO = re.compile(rb"\bNS_ASSUME_NONNULL_(?:BEGIN|END)\b")
# An attribute macro alone on the line before a declaration (`NS_SWIFT_UI_ACTOR`, `NS_SWIFT_SENDABLE`,
# `SD_EXPORT`, `__attribute__((objc_subclassing_restricted))`): the grammar reads it as a statement
# and loses the @interface that follows.
# Blank lines and comments may stand between them (TTTAttributedLabel.h: `IB_DESIGNABLE`, a blank line,
# a long doc comment, then `@interface TTTAttributedLabel : UILabel`).
_OBJC_LEADING_ATTRIBUTE = re.compile(
    rb"(?m)^[ \t]*(?:[A-Z][A-Z0-9_]{2,}|__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\))[ \t]*\n"
    rb"(?=(?:[ \t]*\n|[ \t]*//[^\n]*\n|[ \t]*/\*(?:[^*]|\*(?!/))*\*/[ \t]*\n)*[ \t]*@(?:interface|protocol|implementation)\b)")
# CMake/autoconf substitutions in a template header (`namespace @GFLAGS_NAMESPACE@ {`, `}@ATTR@;`, a line
# `@INCLUDE_GFLAGS_NS_H@`): C and C++ have no `@` token, so one is blanked wherever it stands, except
# that a namespace keeps the variable's name (`namespace  GFLAGS_NAMESPACE  {`, read as the macro-named
# namespace the generated header opens).
_CMAKE_SUBSTITUTION = re.compile(rb"(\bnamespace[ \t]+)?@([A-Za-z_][A-Za-z0-9_]*)@")


def _cmake_substitution(m: re.Match) -> bytes:
    if m[1]:
        return m[1] + b" " + m[2] + b" "
    return _blank(m[0])
# Availability macros (`API_AVAILABLE(ios(10))`, `NS_SWIFT_NAME(x)`, a project's `AF_API_AVAILABLE`)
# after a property or before @interface break the declaration around them.
_OBJC_VARIADIC_DEFINE = re.compile(rb"(?m)^([ \t]*#[ \t]*define[ \t]+\w+\((?:[ \t]*\w+[ \t]*,)*[ \t]*)\.\.\.")
_OBJC_DEFINE_TRAILING_BLANKS = re.compile(rb"(?m)^([ \t]*#[ \t]*define\b[^\n]*?)[ \t]+$")
_OBJC_AVAILABILITY_MACRO = re.compile(
    rb"(?<!define )\b[A-Z][A-Z0-9_]*(?:AVAILABLE|DEPRECATED|SWIFT_NAME|SWIFT_UNAVAILABLE)[A-Z0-9_]*\b"
    rb"(?:\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?")
_KOTLIN_MULTIPLATFORM = re.compile(
    rb"\b(?:actual|expect)(?=[ \t]+(?:(?:open|abstract|sealed|data|value|inline|enum|annotation|inner|internal|private"
    rb"|public|protected|override|suspend|operator|infix|tailrec|external|const|lateinit|fun|class|interface|object"
    rb"|val|var|constructor|typealias)\b))")
_KOTLIN_SPLIT_CONSTRUCTOR = re.compile(
    rb"(\bclass[ \t]+\w+(?:<[^>{}\n]*>)?)((?:[ \t]*(?://[^\n]*)?\n)+[ \t]*)"
    rb"((?:(?:internal|private|public|protected|actual|expect)[ \t]+)*(?:@\w+(?:[ \t]*\n)?[ \t]+)*constructor[ \t]*\()")
# Two Kotlin forms the grammar does not know, which can cost a whole class (kotlinx.coroutines'
# 3,000-line BufferedChannel became one ERROR node): the range-until operator `a..<b` (Kotlin 1.8),
# read as `a.. b` (same length; the bounds are all that matters to the parser), and a `when` entry
# whose condition opens with `in` / `!in` on a line of its own, which the grammar joins to the entry
# above as an infix `"receive" in r..s`; blanked, the condition is a plain expression entry. And
# a callable reference on a star-projected type, `BufferedChannel<*>::registerSelectForSend`
# (`<Int>::` parses): the projection blanked.
_KOTLIN_RANGE_UNTIL = re.compile(rb"\.\.<")
_KOTLIN_WHEN_IN = re.compile(rb"(?m)^([ \t]*)(!?in)(?=[ \t][^\n]*->)")
_KOTLIN_STAR_REFERENCE = re.compile(rb"<\*>(?=::)")
_OBJC_ENUM_MACRO = re.compile(
    rb"(?:\btypedef\s+)?\bNS_(?:ENUM|OPTIONS|CLOSED_ENUM|ERROR_ENUM)\s*\(\s*[\w\s]+?,\s*(\w+)\s*\)")


# Swift `#if DEBUG` / `#elseif` / `#else` / `#endif` lines inside a type body make the grammar lose
# the body (every member becomes a top-level function); blanked, both branches are indexed.
_SWIFT_CONDITIONAL = re.compile(rb"(?m)^[ \t]*#(?:if|elseif|else|endif)\b[^\n]*")


# ArkTS `struct FeedsPage {` (an ArkUI component) is the one declaration the TypeScript grammar
# cannot parse: it loses the struct and every member. `class ` has the same length, so the
# struct parses as a class, lines and columns stay true, and the symbol is reported as a struct.
_ARKTS_STRUCT = re.compile(rb"(?<![\w$.])struct(?=\s+[A-Za-z_$])")


def _head(source: bytes, node) -> bytes:
    """A declaration up to its body: decorators, keyword, name, heritage."""
    body = node.child_by_field_name("body")
    return source[node.start_byte:body.start_byte if body is not None else node.end_byte]


_UTF8_RUN = re.compile(
    rb"(?:[\x00-\x7f]|[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}"
    rb"|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}"
    rb"|\xf4[\x80-\x8f][\x80-\xbf]{2})+|(.)", re.DOTALL)


def _latin1_fallback(data: bytes) -> tuple[bytes, list[tuple[int, int]]]:
    """`data` as valid UTF-8, each invalid byte read as its Latin-1 character, and the byte
    ranges those characters occupy in the result. Linear in the size, whatever the bytes."""
    out = bytearray()
    replaced: list[tuple[int, int]] = []
    for match in _UTF8_RUN.finditer(data):
        if match.group(1) is None:
            out += match.group(0)
        else:
            start = len(out)
            out += match.group(1).decode("latin-1").encode("utf-8")
            replaced.append((start, len(out)))
    return bytes(out), replaced


_IDENT_BYTE = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$")


def _whole_name(source: bytes, node, replaced: list[tuple[int, int]]) -> str:
    """A name node's text, widened over invalid bytes next to it (read as Latin-1 characters
    the grammar does not take for letters, such as C1 controls) and the identifier around them:
    the name as written, not the part after the bad byte."""
    starts = {a: b for a, b in replaced}
    ends = {b: a for a, b in replaced}
    start, end = node.start_byte, node.end_byte
    if start not in ends and end not in starts:
        return _text(source, node)
    while True:
        if start in ends:
            start = ends[start]
        elif start > 0 and source[start - 1] in _IDENT_BYTE:
            start -= 1
        else:
            break
    while True:
        if end in starts:
            end = starts[end]
        elif end < len(source) and source[end] in _IDENT_BYTE:
            end += 1
        else:
            break
    return source[start:end].decode("utf-8", "replace")


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _parse_masked(parser, lang: str, source: bytes):
    """(the source as parsed, its tree): macros masked; in C and C++ a file the grammar cannot read
    whole is read once more with its lines that are only a macro call blanked
    (`_CPP_MACRO_CALL_LINE`), and that reading is kept only when it has no error at all."""
    masked = _mask_macros(lang, source)
    tree = parser.parse(masked)
    if lang in ("c", "cpp") and tree.root_node.has_error and _CPP_MACRO_CALL_LINE.search(masked):
        variant = _CPP_MACRO_CALL_LINE.sub(lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), masked)
        candidate = parser.parse(variant)
        if not candidate.root_node.has_error:
            return variant, candidate
    if lang in ("c", "cpp") and tree.root_node.has_error and _PP_CONDITIONAL.search(masked):
        # `#ifndef DOXYGEN ... #else ... #endif` around one declarator (rapidjson's GenericValue
        # constructors): the grammar cannot join the branches and loses the whole class. The first branch
        # of each group alone (with the macro-call lines blanked, as above) is kept when the grammar then
        # fails on less than a quarter of what it failed on: the other branches are lost, but they were
        # not read before either.
        lost = _error_bytes(tree.root_node)
        for base in ((_CPP_MACRO_CALL_LINE.sub(lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), masked),
                      masked) if _CPP_MACRO_CALL_LINE.search(masked) else (masked,)):
            first = _first_branch(base)
            candidate = parser.parse(first)
            if _error_bytes(candidate.root_node) * 4 < lost:
                return first, candidate
    return masked, tree


def _error_bytes(root) -> int:
    """The bytes of the source inside the tree's ERROR nodes (the outermost ones)."""
    total, stack = 0, [root]
    while stack:
        node = stack.pop()
        if node.type == "ERROR":
            total += node.end_byte - node.start_byte
        elif node.has_error:
            stack.extend(node.children)
    return total


def _blank(text: bytes) -> bytes:
    return bytes(b if b == 0x0A else 0x20 for b in text)


_PP_CONDITIONAL = re.compile(rb"[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b")


def _first_branch(source: bytes) -> bytes:
    """Objective-C: keep the first branch of every #if group and blank the directives and other
    branches. The grammar cannot parse a directive inside @interface/@implementation and then
    loses the whole file; the first branch is what ctags and most readers take."""
    lines = source.split(b"\n")
    stack: list[bool] = []    # per open group: is the current branch kept?
    continued = False         # a directive line ending in a backslash goes on
    for i, line in enumerate(lines):
        if continued:
            continued = line.rstrip().endswith(b"\\")
            lines[i] = _blank(line)
            continue
        match = _PP_CONDITIONAL.match(line)
        if match:
            word = match[1]
            if word.startswith(b"if"):
                stack.append(all(stack))
            elif word == b"endif":
                if stack:
                    stack.pop()
            elif stack:
                stack[-1] = False
            continued = line.rstrip().endswith(b"\\")
            lines[i] = _blank(line)
        elif not all(stack):
            lines[i] = _blank(line)
    return b"\n".join(lines)


# `#ifdef __cplusplus` / `extern "C" {` / `#endif` and its closing `}`: the braces open and close in
# two different #ifdef groups, which the grammars report as an error around every C header.
_EXTERN_C_GUARD = re.compile(
    rb"(?m)^[ \t]*#[ \t]*if(?:def[ \t]+|[ \t]+defined[ \t]*\(?[ \t]*)__cplusplus\)?[ \t]*(?://[^\n]*|/\*[^\n]*\*/)?\n"
    rb"[ \t]*(?:extern[ \t]+\"C\"[ \t]*\{|\})[^\n]*\n[ \t]*#[ \t]*endif\b[^\n]*")


def _mask_macros(lang: str, source: bytes) -> bytes:
    if b"__cplusplus" in source:
        source = _EXTERN_C_GUARD.sub(lambda m: _blank(m[0]), source)
    if lang == "cpp" and (b"class" in source or b"struct" in source):
        source = _CPP_EXPORT_MACRO.sub(
            lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]) + m[0][m.end(1) - m.start():], source)
    if lang in ("c", "cpp") and b"@" in source:
        source = _CMAKE_SUBSTITUTION.sub(_cmake_substitution, source)
    if lang in ("c", "cpp"):
        # Each of these two can only match where one of its literals is: a substring test finds
        # that far faster than the pattern tried at every position (1.0 and 0.3 of the 3.3 CPU-s
        # all masks cost on 2,300 C/C++ files of rocksdb and abseil-cpp).
        if any(literal in source for literal in _CPP_ANNOTATION_LITERALS):
            source = _CPP_ANNOTATION_MACRO.sub(lambda m: _blank(m[0]), source)
        if b"_EXPORT" in source or b"_API" in source:
            source = _CPP_LEADING_EXPORT.sub(
                lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), source)
        source = _CPP_DECL_MACRO.sub(lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), source)
        source = _CPP_MACRO_LINE.sub(lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), source)
        source = _CPP_IF_MACRO.sub(lambda m: m[0][:m.start(1) - m.start()] + _blank(m[1]), source)
        source = _CPP_TRAILING_MACRO.sub(lambda m: m[1] + _blank(m[2]), source)
        source = _CPP_SPECIFIER_MACRO.sub(lambda m: m[1] + _blank(m[2]), source)
        if b"RETURN" in source:
            source = _CPP_RETURN_MACRO.sub(_return_type_of_macro, source)
    if lang == "objc" and b"#" in source and _PP_CONDITIONAL.search(source):
        source = _first_branch(source)
    if lang == "objc" and b"NS_" in source:
        source = _OBJC_BARE_MACRO.sub(lambda m: _blank(m[0]), source)
    if lang == "objc" and b"@" in source:
        source = _OBJC_LEADING_ATTRIBUTE.sub(lambda m: _blank(m[0][:-1]) + b"\n", source)
    if lang == "objc":
        source = _OBJC_AVAILABILITY_MACRO.sub(lambda m: _blank(m[0]), source)
        # `#define LOG(...)`: the grammar cannot parse variadic macro parameters; `(_  )` it can.
        source = _OBJC_VARIADIC_DEFINE.sub(lambda m: m[1] + b"_  ", source)
        # Nor a #define line ending in blanks (`#define QB_EXPORT `, or a body blanked above):
        # dropping them shifts no line and no column before them.
        source = _OBJC_DEFINE_TRAILING_BLANKS.sub(rb"\1", source)

        def as_enum(m: re.Match) -> bytes:
            # `typedef NS_ENUM(NSInteger, QBLoadState)` -> `enum QBLoadState`, name in place
            head = m.start(1) - m.start()
            return b"enum" + _blank(m[0][4:head]) + m[1] + _blank(m[0][m.end(1) - m.start():])
        source = _OBJC_ENUM_MACRO.sub(as_enum, source)
    if lang == "kotlin" and (b"actual" in source or b"expect" in source):
        # Multiplatform `expect`/`actual` before a declaration: the grammar does not know them in
        # every position (`internal actual val data` in a constructor); the declaration is the same.
        source = _KOTLIN_MULTIPLATFORM.sub(lambda m: _blank(m[0]), source)
    if lang == "kotlin" and b"constructor" in source:
        # `class ByteString\n// comment\ninternal constructor(...)`: the grammar reads no line break
        # before a modified primary constructor. Join them and move the line breaks inside the
        # parentheses, so every line after keeps its number.
        # (An annotation on a line of its own, `@JvmOverloads\n  constructor(`, is joined the same way.)
        source = _KOTLIN_SPLIT_CONSTRUCTOR.sub(
            lambda m: m[1] + b" " + m[3].replace(b"\n", b" ") + b"\n" * (m[2].count(b"\n") + m[3].count(b"\n")),
            source)
    if lang == "kotlin" and b"..<" in source:
        source = _KOTLIN_RANGE_UNTIL.sub(b".. ", source)
    if lang == "kotlin" and b"in " in source:
        source = _KOTLIN_WHEN_IN.sub(lambda m: m[1] + _blank(m[2]), source)
    if lang == "kotlin" and b"<*>::" in source:
        source = _KOTLIN_STAR_REFERENCE.sub(b"   ", source)
    if lang == "swift" and b"#" in source:
        source = _SWIFT_CONDITIONAL.sub(lambda m: _blank(m[0]), source)
    if lang == "arkts" and b"struct" in source:
        source = _ARKTS_STRUCT.sub(b"class ", source)
    return source


def _query_name(lang: str) -> str:
    # ArkTS is parsed with the TypeScript grammar; the tsx grammar has TypeScript's node types
    # plus JSX: both use typescript.scm.
    return "typescript" if lang in ("arkts", "tsx") else lang


@dataclass(slots=True)
class _RawDef:
    kind: str
    node: object
    name: str | None = None
    params: str | None = None
    bases: list[str] = field(default_factory=list)
    receiver: str | None = None
    receiver_absolute: bool = False   # receiver already fully qualified (through an import)
    extends: str | None = None
    start: int = 0
    end: int = 0

    def __post_init__(self) -> None:
        self.start, self.end = self.node.start_byte, self.node.end_byte


def _qualify_receivers(defs, imports: list[tuple[str, int]]) -> None:
    """`import android.view.View` + `fun View.fadeIn()`: the receiver is android.view.View.

    Without this an imported receiver would be taken for a type of the file's own package.
    """
    by_simple: dict[str, str] = {}
    for imported, _line in imports:
        if "." in imported and "/" not in imported and not imported.endswith("*"):
            by_simple.setdefault(imported.rsplit(".", 1)[-1], imported)
    for raw in defs:
        if raw.receiver:
            head, dot, rest = raw.receiver.partition(".")
            full = by_simple.get(head)
            if full:
                raw.receiver, raw.receiver_absolute = full + dot + rest, True


def _nest(defs: list[_RawDef], prefix: str | None) -> list[Symbol]:
    """Give each definition its container: the innermost enclosing type (or extension).

    Definitions local to a function body (local variables, local classes) are dropped, except
    ``instance_field`` (``self.x = ...`` in a method), which belongs to the method's class and is
    kept once, at its first assignment.
    """
    out: list[Symbol] = []
    emitted: set[str] = set()
    # stack of (end_byte, kind, qualname-or-None, attached-type-name-or-None)
    stack: list[tuple[int, str, str | None]] = []
    for raw in defs:
        while stack and stack[-1][0] <= raw.start:
            stack.pop()
        name = raw.name or _DEFAULT_NAMES.get(raw.kind)
        if raw.kind == "extension":
            name = raw.extends or name
        if not name:
            if raw.kind in CALLABLE_KINDS:
                # An anonymous function (a JavaScript callback, `describe(() => {...})`): what
                # it defines is local, as in a named function's body.
                stack.append((raw.end, raw.kind, None))
            continue
        name = name.strip()
        enclosing = stack[-1] if stack else None
        container_qual, attached, local = None, False, False
        container_kind = None
        if enclosing is not None:
            if enclosing[2] is None and not (raw.kind == "instance_field" and enclosing[1] in CALLABLE_KINDS):
                local = True   # inside something that is itself local (a closure's self.x is not)
            elif enclosing[1] in MEMBER_KINDS:
                # Inside a function body, a property's accessor, a field initialiser or an enum
                # constant's body (`ADULT { override fun label() }`, an anonymous class): local.
                local = True
                if raw.kind == "instance_field":
                    for frame in reversed(stack):
                        if frame[1] in CONTAINER_KINDS and frame[2] is not None:
                            container_qual, local = frame[2], False
                            attached = frame[1] == "extension"
                            break
                        if frame[1] not in MEMBER_KINDS:
                            break
            elif enclosing[1] in CONTAINER_KINDS:
                container_qual, container_kind = enclosing[2], enclosing[1]
                attached = enclosing[1] == "extension"
        if local:
            stack.append((raw.end, raw.kind, None))
            continue

        kind = "field" if raw.kind == "instance_field" else raw.kind
        if raw.receiver and kind in MEMBER_KINDS:
            # Foo::bar inside namespace ns -> ns.Foo; Go receivers live in the file's package.
            scope = raw.receiver.replace("::", ".")
            outer = None if raw.receiver_absolute else container_qual or prefix
            container_qual = f"{outer}.{scope}" if outer and not scope.startswith(outer + ".") else scope
            attached = True
        if kind == "function" and container_qual is not None and (raw.receiver or container_kind != "namespace"):
            kind = "method"   # a C++ function in a namespace stays a function
        if kind == "method" and container_qual is None:
            kind = "function"

        if kind == "extension":
            qualname = raw.extends or name
        else:
            parent = container_qual or prefix
            # C++ `class ns::Foo` / Go-style qualified names are kept as written, normalised.
            name_q = name.replace("::", ".")
            qualname = f"{parent}.{name_q}" if parent else name_q
            if "::" in name and kind in TYPE_KINDS and kind != "namespace":
                container_qual = qualname.rsplit(".", 1)[0]   # `class Foo::Impl {}` is in Foo
            name = name_q.rsplit(".", 1)[-1]

        if raw.kind == "instance_field" and qualname in emitted:
            continue   # `self.x` assigned again (or a class attribute / property x): keep the first
        emitted.add(qualname)
        line = raw.node.start_point[0] + 1
        out.append(Symbol(
            name=name, kind=kind, qualname=qualname, container=container_qual,
            line=line, end_line=raw.node.end_point[0] + 1, col=raw.node.start_point[1],
            params=raw.params, bases=tuple(raw.bases), attached=attached,
            extends=raw.extends if kind == "extension" else None,
        ))
        stack.append((raw.end, kind, qualname))
    return out


def _text(source: bytes, node) -> str:
    return source[node.start_byte:node.end_byte].decode("utf-8", "replace")


_TS_MAPPED = re.compile(
    r"^(?:Partial|Required|Readonly|Pick|Omit)\s*<\s*(?:import\(\s*['\"][^'\"]*['\"]\s*\)\.)?([A-Za-z_$][\w$.]*)")


def _clean_type(text: str) -> str:
    """`Foo<Bar>` / `Foo[K]` -> `Foo`, `*Foo` -> `Foo`, `public Base` -> `Base`, `Base()` -> `Base`.
    TypeScript's mapped utility types stand for their argument's members: `Partial<Options>` -> `Options`."""
    text = _SPACE.sub(" ", text).strip()
    mapped = _TS_MAPPED.match(text)
    if mapped:
        return mapped.group(1)
    while True:
        stripped = _GENERIC_ARGS.sub("", text)
        if stripped == text:
            break
        text = stripped
    for word in ("public ", "protected ", "private ", "virtual "):
        while text.startswith(word):
            text = text[len(word):]
    text = text.split("(", 1)[0]
    return text.strip().strip("*&?! ").rstrip(".")


def _clean_qualified(text: str) -> str:
    return _SPACE.sub("", text).removeprefix("package").strip(";").strip()


def _clean_import(text: str) -> str:
    text = _SPACE.sub(" ", text).strip().strip(";").strip()
    return text.strip("\"'<>")


def error_lines(lang: str, source: bytes) -> list[tuple[int, int]]:
    """(first, last) 1-based lines of every ERROR or MISSING node in `source` as the index parses it
    (macros masked the same way), for a question the stored count cannot answer: is this type's body
    among the parts the parser could not read?"""
    return sorted((first, last) for first, last, _what in error_nodes(lang, source))


def error_nodes(lang: str, source: bytes) -> list[tuple[int, int, str]]:
    """(first, last, what) of every ERROR or MISSING node: "skipped" for an ERROR (tokens the parser
    could not place), "supplied_bracket" for a MISSING bracket (a closing brace it assumed, which can
    move a body's end anywhere), "supplied_token" for another MISSING token (a `type_identifier`
    where C++'s grammar stumbles on `std::function<bool(const T *)> f = {}`): an empty token put
    between two it read, so every brace kept its place and nothing was skipped."""
    import tree_sitter_language_pack as pack

    parser = pack.get_parser(LANGUAGES[lang].grammar)
    _masked, tree = _parse_masked(parser, lang, source)
    return _error_nodes_of(tree.root_node)


def _error_nodes_of(root) -> list[tuple[int, int, str]]:
    out, stack = [], [root]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            what = ("skipped" if not current.is_missing
                    else "supplied_bracket" if current.type in _BRACKET_TOKENS else "supplied_token")
            out.append((current.start_point[0] + 1, current.end_point[0] + 1, what))
        elif current.has_error:
            stack.extend(current.children)
    return sorted(out)


# Tokens whose supplied (MISSING) copy can end or open a body somewhere else than the source does.
_BRACKET_TOKENS = frozenset("{}()[]<>") | frozenset({"@end"})


def _count_errors(node) -> int:
    count, stack = 0, [node]
    while stack:
        current = stack.pop()
        if current.is_error or current.is_missing:
            count += 1
        elif current.has_error:
            stack.extend(current.children)
    return count
