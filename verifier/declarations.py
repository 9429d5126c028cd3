"""How code gives a variable its type (`app = Flask(__name__)`, `v := &DB{`, `val v: Foo`, `DB* v;`),
for the two places that read it: the claim extractor, on the declarations a text makes of its own
variables (`let encoder = JSONEncoder(); encoder.keyEncodingStrategy = …`), and the resolver, on how
the repository's source declares a variable of a given name. One set of constructions; each reader's
pattern differs only where what it reads does, and says so below. Every pattern has a `type` group.
"""
from __future__ import annotations

import re

# Generic arguments after the type (`Map<String, Int>`), on one line.
_GENERIC = r"(?:<[^<>;=()\n]*>)?"


def _type(word: str, separators: str) -> str:
    """A type name, qualified or not, in the `type` group: `Foo`, `zapcore.Core`, `leveldb::DB`."""
    return rf"(?P<type>(?:[A-Za-z_]{word}*(?:{separators}))*[A-Z]{word}*)"


def _constructed(var: str, type_: str) -> str:
    """`v = Flask(__name__)`, `val v = Buffer()`, `const v = new Foo(`, `v = Foo{`."""
    return rf"{var}\s*=\s*(?:new\s+)?{type_}\s*{_GENERIC}\s*[({{]"


def _composite(var: str, type_: str) -> str:
    """Go's `v := &DB{...}`, `v := zap.Config{` (a composite literal; `v := log.Hook(h)` is a call,
    whose result is the function's, and Go's functions are Capitalised too)."""
    return rf"{var}\s*:=\s*&?{type_}\s*\{{"


def _annotated(var: str, type_: str, pointer: str = "", optional: str = "") -> str:
    """`v: Foo` (Python, Kotlin, Swift, TypeScript annotations); `optional` reads what may come between
    (TypeScript's optional property `hooks?: Hooks`, its member-keeping wrappers `Required<Hooks>`)."""
    return rf"{var}\s*{optional}:\s*{pointer}{type_}"


# In the code: TypeScript's optional property mark before the colon, and the mapped types that keep
# every member of their argument (`hooks: Required<Hooks>` holds a Hooks' members); not Pick or Omit.
_CODE_OPTIONAL = r"\??\s*"
_CODE_WRAPPED = r"(?:(?:Required|Partial|Readonly)\s*<\s*)?"


def _typed(var: str, type_: str, between: str, end: str) -> str:
    """`Foo v =`, `Foo* v;`, `leveldb::DB* v = nullptr`: the type before the name (C, C++, Java)."""
    return rf"{type_}\s*{_GENERIC}\s*{between}{var}\s*{end}"


# -- in the repository's source: one variable name, one line at a time, by ripgrep or by the word
# table. ASCII identifiers; no look-behind (ripgrep's default engine has none). --
_CODE_TYPE = _type("[A-Za-z0-9_]", r"::|\.")


def code_declarations(var: str) -> list[str]:
    """Declaration shapes that give variable `var` (a regular expression: escape a name) a type; the
    one at CALL_RESULT is a call's result, and the last is Go's `name Type` (parameters, fields, `var`),
    to be read only in .go files."""
    word = r"\b"
    return [
        word + _constructed(var, _CODE_TYPE),
        word + _composite(var, _CODE_TYPE),
        word + _annotated(var, _CODE_TYPE, pointer=r"[*&]?\s*" + _CODE_WRAPPED, optional=_CODE_OPTIONAL),
        # also a parameter (`final Foo v)`, `Foo v,`) and C++'s brace initialisation (`CLI::App app{"demo"}`);
        # not `Foo v(`, which declares a function returning Foo; not snake_case types (in a C API beside
        # C++ code, `leveldb_t* db` outvotes `DB* db`)
        word + _typed(var, _CODE_TYPE, r"[*&]*\s+[*&]*", r"[=;,){]"),
        word + _call_result(var),
        word + _lower_value(var),
        word + _cpp_constructed(var, _CODE_TYPE),
        _smart_pointer(var, r"(?P<type>(?:[A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)"),
        word + var + r"\s+\*?" + _CODE_TYPE + word,
    ]


# Where code_declarations puts `_call_result`: its `type` group is a call, whose type is what the called
# function's declaration says it returns.
CALL_RESULT = 4
# Where it puts `_lower_value`: read in C++ files only, and a vote only for a type of the repository.
LOWER_VALUE = 5
# Where it puts `_cpp_constructed`: read in C and C++ files only; and `_smart_pointer`, the same.
CPP_CONSTRUCTED = 6
SMART_POINTER = 7

# C++'s owning pointers, whose `->` reaches the pointee's members.
_SMART_POINTERS = r"(?:std::)?(?:shared_ptr|unique_ptr)"


def _smart_pointer(var: str, type_: str) -> str:
    """`std::shared_ptr<spdlog::logger> log`, `std::unique_ptr<leveldb::Iterator> it(...)`: the variable
    points to the type argument, whose members `->` reaches."""
    return rf"{_SMART_POINTERS}\s*<\s*{type_}\s*>\s*[&*]?\s*\b{var}\s*[=;({{,)`]"


def _made_pointer(var: str, type_: str) -> str:
    """`auto db = std::make_unique<DB>(...)`: a pointer to the type argument."""
    return rf"\b{var}\s*=\s*(?:std::)?make_(?:shared|unique)\s*<\s*{type_}\s*>"


def _cpp_constructed(var: str, type_: str) -> str:
    """C++'s direct initialisation with a literal first argument (`cxxopts::Options options("prog", "desc")`,
    `YAML::Emitter out(2)`): an object, where `Foo v(` before a type or nothing declares a function."""
    return rf"{type_}\s*{_GENERIC}\s+{var}\s*\(\s*(?:\"|'|-?[0-9]|true\b|false\b|nullptr\b)"


def _lower_value(var: str) -> str:
    """C++'s lower-case types held by value or by reference (`json j`, `const json& j`,
    `fmt::memory_buffer buf`). Not through a pointer: that is how C APIs hold their handles
    (`leveldb_t* db` beside the C++ `DB* db`), which are no value of the library's classes."""
    return (r"(?P<type>(?:[a-z_][a-z0-9_]*::)*[a-z][a-z0-9_]*)" + _GENERIC
            + rf"(?:\s+const)?(?:\s*&&?\s*|\s+){var}\s*[=;,){{]")


def _call_result(var: str) -> str:
    """`e := echo.New()`, `auto opt = app.add_option(`, `let x = try T.make(`: the variable holds what a
    qualified call returns (the reader looks up the declaration; a call it cannot read is no vote)."""
    return (rf"{var}\s*:?=\s*(?:try[!?]?\s+|await\s+)?"
            rf"(?P<type>(?:[A-Za-z_][A-Za-z0-9_]*(?:::|\.))+[A-Za-z_][A-Za-z0-9_]*)\s*{_GENERIC}\s*\(")


# -- in a text: any lower-case variable, anywhere in the prose. A name is not a member's or a path's
# tail; an annotation needs its keyword (`note: Foo` in a sentence declares nothing). --
_TEXT_VAR = r"(?P<var>[a-z][A-Za-z0-9_]*)"
_NOT_AFTER = r"(?<![\w.])"

TEXT_DECLARATIONS = [re.compile(p) for p in (
    # before the rest, which would read `std::shared_ptr` itself as the type
    _smart_pointer(_TEXT_VAR, r"(?P<type>(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)"),
    _made_pointer(_TEXT_VAR, r"(?P<type>(?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)"),
    _NOT_AFTER + _constructed(_TEXT_VAR, _type(r"\w", r"\.|::")),
    _NOT_AFTER + _composite(_TEXT_VAR, _type(r"\w", r"\.")),
    r"\b(?:val|var|let|const)\s+" + _annotated(_TEXT_VAR, _type(r"\w", r"\.")),
    # also a C++ construction (`leveldb::Slice s1("hello")`, `CLI::App app{"demo"}`) and a declaration
    # that ends its code span (`FMDatabase *db`)
    _NOT_AFTER + _typed(_TEXT_VAR, _type(r"\w", "::"), r"(?:[*&]+\s*|\s+)", r"(?:=|;|\(|\{|`)"),
    # a C++ library's lower-case type under its namespace (`tsl::robin_map<std::string, int> map;`,
    # `fmt::memory_buffer buf;`): the namespace makes it a type, not a word
    _NOT_AFTER + _typed(_TEXT_VAR, r"(?P<type>(?:[A-Za-z_]\w*::)+[a-z_]\w*)", r"(?:[*&]+\s*|\s+)", r"(?:=|;|\(|\{|`)"),
    # an apposition: "db (an FMDatabase)", "`db`（FMDatabase）"
    _NOT_AFTER + r"(?P<var>[a-z][A-Za-z0-9_]*)`?\s*[(（]\s*(?:an?\s+|the\s+)?`?" + _type(r"\w", r"\.|::") + r"`?\s*[)）]",
)]
