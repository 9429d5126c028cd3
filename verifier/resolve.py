"""Resolve one extracted claim against the symbol graph and decide its status.

The rule for a factual error is certainty (../shared/DESIGN.md, "When is a reference a factual
error?"): a member attributed to an in-repo type that neither the type nor any in-repo ancestor
has, while the ancestry stays inside the repository; a case-only or one-letter miss of a
repository name; a path under an existing directory that does not exist. Everything the
repository cannot settle is `unverifiable`, reported and never failed on.
"""
from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
import re
import subprocess
import sys
from dataclasses import dataclass, field, replace
from functools import lru_cache

from codeindex import Explorer, SymbolRecord, camel_words, edit_distance, similarity
from codeindex.languages import EXTENSIONS, language_for
from codeindex.names import LETTER_SLIPS, SLIPS, any_within, may_be_similar, shortlist, typo_variant, word_set
from codeindex.words import file_class

from .claims import Claim
from .declarations import CALL_RESULT, CPP_CONSTRUCTED, LOWER_VALUE, SMART_POINTER, code_declarations
from .objc_messages import later_part_slip
from .receivers import CONTEST_SHARE, SAID_TYPE_PLACES, habit_from
from .near_filter import near_candidates, word_heads
from . import objc_macro_members, python_exports, swift_labels
from . import rules as R
from . import wording
from .langpacks.cfamily import CPP_NOT_TYPES
from .langpacks.web import TS_LIB_GENERICS
from .langpacks.go import standard_package_has as go_standard_package_has
from .langpacks.python import GENERIC_MODULES as PYTHON_GENERIC_MODULES
from .langpacks.swift_objc import foundation_ancestors
from .langpacks import (EXTERNAL_ROOTS, FAMILIES, PACKS, PLATFORM_HOMONYMS, PLATFORM_PACKAGES, external_root_languages,
                        implicit_member, implicit_type, known_base, pack_for, platform_base)
from .models import S1_FACTUAL_ERROR, ClaimResult, Evidence, Suggestion
from .suggest import (NOTE_FILES_READ, abbreviated_word, type_renamed_to, code_like, declaration_window, declared_private, deprecation_replacements,
                      drops_the_commoner_word, file_one_word_apart, file_shares_stem, marked_deprecated, member_names_owner, names_a_setter, note_paragraphs,
                      noted_path_replacements,
                      noted_replacements, one_word_apart, one_word_apart_on_stems, one_word_swapped, same_stem, selector_kinship, swapped_words_share_initial, shares_a_word, takes_no_value, words_reordered,
                      words_reordered_on_stems)

MEMBER_KINDS = ("method", "constructor", "function", "field", "property", "constant", "enum_constant", "macro")
TYPE_KINDS = ("class", "interface", "enum", "struct", "record", "object", "companion", "protocol", "trait",
              "union", "type_alias", "annotation")

# EXTERNAL_ROOTS (namespaces a reference may leave the repository into), PLATFORM_HOMONYMS (platform
# type names) and the platform SDKs' packages and class prefixes (platform_base) come from the language
# packs (verifier/langpacks/), one table per language family.

def _declared_type(line: str, name: str) -> str | None:
    """The type a declaration line gives `name`: `val SYSTEM: FileSystem`, `SYSTEM: FileSystem =`,
    `const Assets = new AssetsClass()`, `X = Foo(...)`, `static final Foo X =`, `Foo X;`."""
    n = re.escape(name) + "`?"   # Swift writes a keyword name in backticks: static let `default` = Foo()
    for pattern in (rf"\b{n}\s*:\s*((?:[A-Za-z_][\w]*\.)*[A-Z]\w*)",
                    rf"\b{n}\s*=\s*(?:new\s+)?((?:[A-Za-z_][\w]*\.)*[A-Z]\w*)\s*(?:<[^>]*>)?\s*[({{]",
                    rf"\b((?:[A-Za-z_][\w]*\.)*[A-Z]\w*)(?:<[^>]*>)?\s+{n}\s*[=;]"):
        m = re.search(pattern, line)
        if m and m.group(1).rsplit(".", 1)[-1] not in ("String", "Int", "Long", "Boolean", "Double", "Float", "Any"):
            return m.group(1)
    return None


_SCOPED_ENUM_RE = re.compile(r"\benum\s+(?:class|struct)\b")
_TEMPLATE_PARAMS_RE = re.compile(r"template\s*<(.*?)>\s*(?:class|struct)\b")
_TEMPLATE_PARAM_NAME_RE = re.compile(r"(?:typename|class)\s*(?:\.\.\.\s*)?([A-Za-z_]\w*)")


def _return_type(lines: list[str], line: int, name: str, language: str) -> str | None:
    """The type name the declaration of `name` at `line` (1-based) says it returns, read from that
    line and the next few (parameters may wrap); None where the language or the line says nothing
    (no stated type, a generic or a union, which are not one type of the repository)."""
    written = _return_type_as_written(lines, line, name, language)
    return written.rsplit(".", 1)[-1] if written else written


def _return_type_as_written(lines: list[str], line: int, name: str, language: str) -> str | None:
    """`_return_type` with the type's qualifiers as written (`ImageLoader.Builder`, where the simple
    name `Builder` is many types)."""
    pattern = pack_for(language).return_pattern
    if pattern is None or not 0 < line <= len(lines):
        return None
    head = " ".join(l.strip() for l in lines[line - 1:_signature_end(lines, line)])
    m = re.search(pattern.format(n=re.escape(name)), head)
    if m is None:
        return None
    if m.groupdict().get("self"):
        return "this"   # Kotlin's `= apply { … }`: the receiver itself
    ret = m.group("ret") or (m.groupdict().get("ret2") or "")
    if not ret or (language == "java" and ret in ("void", "public", "static", "final", "return", "new")):
        return None
    if language == "cpp" and ret in CPP_NOT_TYPES:
        return None
    return ret


# What a subscript is declared as, per language.
_SUBSCRIPT_NAMES = {"swift": ("subscript",), "cpp": ("operator[]",), "c": ("operator[]",),
                    "kotlin": ("get",), "python": ("__getitem__",)}


def _delegates_to_overload(lines: list[str], line: int, name: str, language: str) -> bool:
    """Is the Kotlin declaration of `name` at `line` an expression body calling an overload of itself
    (`fun crossfade(enable: Boolean) = crossfade(if (enable) 200 else 0)`)? It returns what that one does."""
    if language != "kotlin" or not 0 < line <= len(lines):
        return False
    head = " ".join(l.strip() for l in lines[line - 1:_signature_end(lines, line)])
    n = re.escape(name)
    return re.search(rf"\bfun\s+(?:<[^>]*>\s*)?(?:[\w.]+(?:<[^()]*?>)?\??\.)?{n}\s*\((?:[^()]|\([^()]*\))*\)\s*="
                     rf"\s*(?:this\.)?{n}\s*\(", head) is not None


def _returns_tuple(lines: list[str], line: int) -> bool:
    """Does the Swift subscript declared at `line` return a tuple (`-> (String, JSON)`)?"""
    head = " ".join(l.strip() for l in lines[line - 1:line + 2]) if 0 < line <= len(lines) else ""
    return re.search(r"\bsubscript\s*(?:<[^>]*>)?\([^{}]*?\)\s*->\s*\(", head) is not None


def _signature_end(lines: list[str], line: int, most: int = 40) -> int:
    """The (exclusive, 0-based) end of the lines a declaration at `line` spans up to the line after its
    parameters close, and at least six: click's `def invoke(self, cli, args, ..., **extra) -> Result:`
    lists one parameter a line."""
    depth, opened = 0, False
    last = min(len(lines), line - 1 + most)
    for i in range(line - 1, last):
        for ch in lines[i]:
            if ch == "(":
                depth, opened = depth + 1, True
            elif ch == ")":
                depth -= 1
        if opened and depth <= 0:
            return max(line + 5, i + 2)
    return line + 5


def _best_slip(name: str, candidates) -> tuple[object, SymbolRecord, str] | None:
    """(owner, member, how) of the likeliest slip of `name` among (owner, member, inherited)
    candidates: the kind of slip first (`_TYPO_ORDER`), then own before inherited, then similarity."""
    best = None
    for owner, member, inherited in candidates:
        how = typo_variant(name.split(":")[0], member.name.split(":")[0])
        if how is None:
            how = later_part_slip(name, member.name, typo_variant)
        if how is None:
            continue
        key = (_TYPO_ORDER.index(how), inherited, -(similarity(name, member.name) or 0.0), member.line)
        if best is None or key < best[0]:
            best = (key, owner, member, how)
    return None if best is None else best[1:]


_CALLABLE_KINDS = ("method", "function", "constructor")
# An Objective-C literal or block in a call's arguments (`@3`, `@"x"`, `@[…]`, `@{…}`, `@(…)`, `^{`)
_OBJC_LITERAL_RE = re.compile(r'@["\d(\[{]|\^\{')
# The source a resolver keeps split into lines, in bytes of the files (about twice that in memory):
# every file a netty batch of 5,000 claims reads (15 MiB) fits.
_LINES_CACHE_BYTES = 32 * 2 ** 20


@lru_cache(maxsize=65536)
def _letter_slip(written: str, real: str) -> bool:
    """A slip of letters, not of words: case, a plural, one or two letters (typo_variant), or a
    word's ending changed on a shared stem of five letters or more (`mutate` / `mutation`,
    `serialize` / `serializer`), the last word the only one that differs."""
    a, b = written.split(":")[0], real.split(":")[0]
    # Each slip below keeps the two lengths within three letters (a plural adds at most three, one
    # or two edits at most two, a changed ending on a shared stem at most three); in a plain ASCII
    # name the camel words are all its letters, so that holds of the whole names: most of the
    # pairs a missed claim's shortlist asks about are settled here without comparing them.
    if (len(a) - len(b) > 3 or len(b) - len(a) > 3) and a.isascii() and b.isascii() and a.isalnum() and b.isalnum():
        return False
    if typo_variant(a, b) in LETTER_SLIPS:
        return True
    wa, wb = camel_words(a), camel_words(b)
    if len(wa) != len(wb) or [w.lower() for w in wa[:-1]] != [w.lower() for w in wb[:-1]]:
        return False
    x, y = wa[-1].lower(), wb[-1].lower()
    stem = 0
    while stem < min(len(x), len(y)) and x[stem] == y[stem]:
        stem += 1
    return x != y and stem >= 5 and max(len(x), len(y)) - stem <= 3


def _is_lower_camel(name: str) -> bool:
    """`topConstraint`, `httpClient`: how every language here spells a variable, not a type."""
    return name[:1].islower() and "_" not in name and any(ch.isupper() for ch in name[1:])


def _drops_one(longer, shorter) -> bool:
    """`shorter` is `longer` with exactly one word removed (order kept)."""
    return any(list(longer[:i]) + list(longer[i + 1:]) == list(shorter) for i in range(len(longer)))


def _may_declare(base: str, name: str, language: str) -> bool:
    """Could base `base` (outside the repository) declare `name`? Unknown bases could; a platform
    base whose members the language pack lists declares only those."""
    known = known_base(base, language)
    return known is None or known.declares(name)


def _open_bases(members, name: str, language: str) -> list[str]:
    """The bases outside the repository (qualified where the import says so) that may declare `name`."""
    ancestry = members.ancestry
    return [ancestry.external_qualified.get(b) or b for b in ancestry.external if _may_declare(b, name, language)]



# A question the word table narrows to more files than this is asked of ripgrep (reading them here
# would cost more than one search).
_MAX_WORD_FILES = 2000
# (path, type name) answers of _outside_mentions kept at most (~100 bytes each; past it they start again)
_FILE_MENTIONS_KEPT = 200_000
_ANCESTOR_SETS_KEPT = 65_536
# Above this many indexed files a ripgrep over the whole tree takes seconds: see _too_large_to_search.
_MAX_SEARCHED_FILES = 40_000
# C++ sources and headers, where a lower-case declared type may be the repository's own (`json j`).
_CPP_SUFFIXES = (".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h", ".ipp", ".inl", ".tpp")
# A variable name worth asking the repository about (`app`, `db`, `buffer`, `httpClient`).
_RECEIVER_NAME_RE = re.compile(r"[a-z][A-Za-z0-9_]*")
# Capitalised words that a declaration pattern catches but that are no type of a variable.
_NOT_RECEIVER_TYPES = frozenset({"String", "Int", "Long", "Boolean", "Bool", "Double", "Float", "Any", "Object",
                                 "None", "True", "False", "Optional", "List", "Dict", "Set", "Map", "Array"})


IMPLICIT_BY_KIND = {
    "enum": {"values", "valueOf", "name", "ordinal", "compareTo", "entries", "rawValue", "allCases"},
    "record": set(),
    "class": {"copy"},   # Kotlin data classes; checked only for Kotlin below
}


def _word_char(ch: str) -> bool:
    """What `\\w` matches in a str pattern (SRE's word category)."""
    return ch.isalnum() or ch == "_"


def _whole_word_finder(var: str):
    """`finditer` of `(?<!\\w)VAR(?!\\w)`: the same matches, found faster. A pattern opening with a
    lookbehind is tried at every position of the text; one opening with the literal is found by
    SRE's fast literal search (30x on a monorepo's files), and the lookbehind is checked on the
    hits. For a name of word characters only, a hit rejected for the character before it cannot
    overlap an accepted one (that character would be inside the name, a word character)."""
    if not var or not all(_word_char(c) for c in var):
        return re.compile(r"(?<!\w)" + re.escape(var) + r"(?!\w)").finditer
    literal = re.compile(re.escape(var) + r"(?!\w)")

    def finditer(text: str):
        for hit in literal.finditer(text):
            start = hit.start()
            if start == 0 or not _word_char(text[start - 1]):
                yield hit
    return finditer


@dataclass
class Resolver:
    explorer: Explorer
    root: str
    _rg_cache: dict = field(default_factory=dict, repr=False)        # ripgrep answers, by question
    _as_object: set = field(default_factory=set, repr=False)         # claims being read as C++ objects now
    _files_cache: dict = field(default_factory=dict, repr=False)     # path -> bytes | None
    _lines_cache: OrderedDict = field(default_factory=OrderedDict, repr=False)   # path -> (its lines, its size), least recent first
    _lines_bytes: int = field(default=0, repr=False)                 # the bytes of the files _lines_cache holds
    _errors_cache: dict = field(default_factory=dict, repr=False)    # path -> parse error spans | None
    _notes_cache: dict = field(default_factory=dict, repr=False)     # vanished name -> its noted replacements
    _file_mentions: dict = field(default_factory=dict, repr=False)   # (path, type name) -> the `pkg.Name`s it writes out
    _ancestor_id_sets: dict = field(default_factory=dict, repr=False)   # type id -> its in-repo ancestors' ids
    _file_count: int | None = field(default=None, repr=False)
    _typing_by_habit: int = field(default=0, repr=False)             # > 0: checking a member of a habit-typed variable
    _alias_hops: int = field(default=0, repr=False)                  # Kotlin/Swift aliases followed, one at a time
    _unknown_chain: int = field(default=0, repr=False)               # > 0: a member chained on a call whose result is unknown

    # -- answers carried from an older snapshot ---------------------------------------------

    def inherit(self, older: "Resolver", same) -> None:
        """Take over what `older` (the resolver of an earlier snapshot of the same repository) read
        from files that are the same in this snapshot: the paths in `same` (files whose index rows,
        source or text, are equal in both snapshots; a path neither indexes is never carried).
        Those are the answers that depend on one file's bytes only: the bytes and lines read, the
        parse-error spans, and the fully written `pkg.Name`s each file holds (`_outside_mentions`,
        which read ~200 files again per type name on every snapshot). Everything else starts empty,
        as before. Called before this resolver answers anything; `older` may still be answering
        (each copy below is one C-level pass, never a Python loop over a dict another thread is
        adding to)."""
        files = dict(older._files_cache)
        lines = list(older._lines_cache.items())
        errors = dict(older._errors_cache)
        mentions = dict(older._file_mentions)
        self._files_cache = {rel: data for rel, data in files.items() if rel in same}
        self._lines_cache = OrderedDict((rel, hit) for rel, hit in lines if rel in same)
        self._lines_bytes = sum(size for _lines, size in self._lines_cache.values())
        # (keyed by path, or by ("nodes", path))
        self._errors_cache = {key: spans for key, spans in errors.items()
                              if (key[1] if isinstance(key, tuple) else key) in same}
        self._file_mentions = {key: found for key, found in mentions.items() if key[0] in same}

    # -- entry -----------------------------------------------------------------------------

    def resolve(self, claim: Claim) -> ClaimResult:
        handler = {
            "member": self._member, "type": self._type, "call": self._call, "identifier": self._identifier,
            "path": self._path, "module": self._module, "wildcard": self._wildcard,
        }.get(claim.kind, self._identifier)
        # "scope の release() を呼ぶ", "the app's `route()`": the word the sentence binds the member to is a
        # variable the repository's code types, and the member is checked as `scope.release()` is
        bound_variable = bool(claim.binding and len(claim.qualifier) == 1 and claim.qualifier[0][:1].islower()
                              and not self._lower_type_defined(claim.qualifier)
                              and self._receiver_type(claim.qualifier[0]))
        if claim.owner_word is not None and not claim.qualifier:
            held = self._receiver_type(claim.owner_word)
            if held is not None and pack_for(held[0].language).capitalised_members:
                # "router 的 GetName()": the router variable's method, where methods are Capitalised (Go)
                # and the repository gives `router` a type; "调用含有 allocator 的 `SetString()`" in C++
                # docs names no allocator's method and stays as if the sentence bound nothing.
                return self.resolve(replace(claim, kind="member", qualifier=(claim.owner_word,),
                                            binding=claim.owner_binding, owner_word=None, owner_binding=None))
        if claim.binding and claim.qualifier and all(q[:1].islower() for q in claim.qualifier) \
                and not bound_variable and not self._lower_type_defined(claim.qualifier):
            # "`buf.capacit()` on the basic_memory_buffer" binds to a lower-case type only where the
            # repository defines a type of that very name; "call `get()` on the user_id" binds nothing.
            return ClaimResult(text=claim.text, kind=claim.kind, status="unverifiable", rule=R.PAIRED_ONLY,
                               binding=claim.binding, reason=wording.bound_to_no_type(".".join(claim.qualifier)))
        if claim.builder:
            in_block = self._builder_member(claim)
            if in_block is not None:
                return in_block
        if claim.field_link:
            result = self.resolve(replace(claim, field_link=False))
            if result.status != "unverifiable":
                return result
            # the field's type is not read: the name as the bare call it was written as
            return self.resolve(replace(claim, kind="call" if claim.is_call else "identifier", qualifier=(),
                                        field_link=False, dotted=claim.is_call))
        subscripted = self._subscript_member(claim) if claim.subscript_of else None
        if subscripted is not None:
            result = subscripted
        elif claim.chained_on:
            result = self._chained_member(claim)
        else:
            result = handler(replace(claim, binding=None) if bound_variable else claim)
        if result.rule in (R.SYMBOL_NOT_IN_REPO, R.TYPE_NOT_IN_REPO) and not claim.negated:
            result = self._own_prefix_undeclared(claim) or result
        # the claimed type's language says whether its members are Capitalised: the type the sentence put
        # the receiver on, where it did ("call `r.Handler(h)` on the Mux")
        capitalised = self._capitalised_members(replace(claim, qualifier=claim.said_type)
                                                if result.binding and claim.said_type else claim)
        if claim.capital_bound and result.error and not capitalised:
            capitalised = self._only_a_method_here(claim.name)
        if claim.capital_bound and result.error and not capitalised:
            # "`T`'s `Config`", "the `UUID` of the `Request`": in a language whose members are not
            # Capitalised, such a name may be a type or a value rather than a member.
            result = result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.BOUND_NAME_IS_TYPE,
                "reason": wording.capitalised_not_called(claim.name, result.reason)})
        if result.status != "verified" and claim.kind == "member" and claim.name[:1].isupper() and result.error \
                and not claim.is_call and not capitalised and not (claim.member_word and claim.code_quoted):
            # "`T`'s `Config`": where the repository has a type of that name, the sentence may
            # name that type (a field of it, a nested type), not a member called so; unless the
            # text writes it as code and calls it a member ("`T` has a `Hook` method"; "Stream method
            # on `Request`" may be a capitalised word).
            named = [t for t in self.explorer.find_types(claim.name) if t.name == claim.name]
            if named:
                result = result.model_copy(update={
                    "status": "unverifiable", "error": None, "rule": R.BOUND_NAME_IS_TYPE,
                    "reason": wording.names_a_type(claim.name, named[0].path, named[0].line, result.reason)})
        if claim.paired and result.error and not self._paired_is_certain(claim, result):
            # A method paired with a type only by sentence ("if FastScrollBar is slow, profile it
            # with traceview()"; "the logger ... call Msg()", where Msg is Event's) may not be said
            # of that type at all: certain only for a name that exists nowhere in the repository and
            # is a near miss on that very type, or is named after one of the repository's types.
            result = result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.PAIRED_ONLY,
                "reason": wording.paired_only(result.reason)})
        if claim.argument_value and result.error and result.rule != R.PACKAGE_MEMBER_MISSING:
            # `f(cfg.Handler)`: not a package's function passed as a value, so perhaps a field of a
            # variable the writer's code declares; only a package's missing name is certain there
            result = result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.VARIABLE_OF_TYPE,
                "reason": wording.argument_value(claim.qualified_name, result.reason)})
        if getattr(claim, "negated", False):
            result = _negate(result)
        if claim.binding:
            result = result.model_copy(update={"binding": claim.binding})
        return result

    def _builder_member(self, claim: Claim) -> ClaimResult | None:
        """Rule BUILDER_RECEIVER_MEMBER: `Json { encodeNulls = false }`, "`serializeNulls` in the Json builder",
        "`addJsonObjects { }` inside buildJsonArray": a name in a builder block is a member of the block's
        receiver, the type the function's lambda parameter is declared on (`builderAction: JsonBuilder.() ->
        Unit`), and is checked there exactly like `JsonBuilder.encodeNulls`. None when the function declares
        no one such receiver of the repository (the name is then read as written)."""
        receiver = self._builder_receiver(claim.builder)
        if receiver is None:
            return None
        type_, decl = receiver
        owner = tuple(type_.qualname.split(".")) if self.explorer.find_types(type_.qualname) else (type_.name,)
        result = self.resolve(replace(claim, kind="member", qualifier=owner, builder=None, binding=None,
                                      paired=False))
        where = _evidence(decl, wording.block_receiver(type_.name))
        if result.error and claim.is_call and not any(
                s.symbol.startswith(type_.name + ".") and _letter_slip(claim.name, s.symbol.rsplit(".", 1)[-1])
                for s in result.suggestions[:1]):
            # a call in a block may be the writer's own extension of the receiver or a function of the scope
            # around it (`polymorphic(Any::class) { registerProjectSubclasses() }`, its `fun
            # PolymorphicModuleBuilder<Project>.registerProjectSubclasses()` beside it): certain only as a slip
            # of the receiver's own member's letters (`addJsonObjects` for `addJsonObject`)
            return result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.BLOCK_CALL_OF_SCOPE,
                "reason": wording.builder_receiver(claim.builder, type_.name, where)
                + wording.block_call_of_scope(claim.name, result.reason),
                "evidence": [where] + result.evidence})
        suggestions = result.suggestions
        if result.error:
            # inside the block only the receiver's members can be meant: its near misses, not the same name
            # on some other type (`Composer.indent` for `indent` in a Json block)
            own = [sg for sg in self._member_suggestions(claim.name, [(type_, self.explorer.members(type_))],
                                                         claim.is_call) if sg.symbol.startswith(type_.name + ".")]
            suggestions = own or self._head_word_members(claim.name, type_) or suggestions
        return result.model_copy(update={
            "rule": R.BUILDER_RECEIVER_MEMBER if result.rule == R.MEMBER_MISSING else result.rule,
            "reason": wording.builder_receiver(claim.builder, type_.name, where) + result.reason,
            "evidence": [where] + result.evidence, "suggestions": suggestions})

    def _head_word_members(self, name: str, type_: SymbolRecord) -> list[Suggestion]:
        """The receiver's members that end in the written name's last word (`prettyPrintIndent` for
        `indent`, `explicitNulls` for `encodeNulls`): what a block's setting was most likely called."""
        words = camel_words(name)
        if not words:
            return []
        head = words[-1].lower()
        found: dict[str, tuple[float, SymbolRecord]] = {}
        for m, _via in self.explorer.members(type_).all():
            theirs = camel_words(m.name)
            if m.kind in TYPE_KINDS or not theirs or theirs[-1].lower() != head or m.name == name:
                continue
            score = similarity(name, m.name) or 0.0
            if m.name not in found or score > found[m.name][0]:
                found[m.name] = (score, m)
        ranked = sorted(found.values(), key=lambda x: (-x[0], x[1].line))
        return [Suggestion(symbol=f"{type_.name}.{m.name}", path=m.path, line=m.line, score=round(sc, 4))
                for sc, m in ranked[:3]]

    def _builder_receiver(self, function: str) -> tuple[SymbolRecord, SymbolRecord] | None:
        """(receiver type, declaration) of the one in-repo type every declaration of `function` outside
        tests takes its trailing lambda on (`fun Json(from: Json, builderAction: JsonBuilder.() -> Unit)`)."""
        found: dict[str, tuple[SymbolRecord, SymbolRecord]] = {}
        for decl in self.explorer.symbols_named(function, kinds=("function", "method")):
            if _place(decl.path)[1] or not decl.params:
                continue
            lambdas = _RECEIVER_LAMBDA_RE.findall(decl.params)
            if not lambdas:
                continue
            written = lambdas[-1]
            types = [t for t in self.explorer.find_types(written) if t.name == written and t.kind != "type_alias"]
            if len({t.qualname for t in types}) != 1:
                return None
            found.setdefault(types[0].qualname, (types[0], decl))
        return next(iter(found.values())) if len(found) == 1 else None

    def _lower_type_defined(self, qualifier: tuple[str, ...]) -> bool:
        """Does the repository define a type of exactly this lower-case name, the way a sentence
        bound it? A plain word (`logger`, "the logger's `set_level()`") counts only for a type of C
        or C++, where types are so named; elsewhere a lower-case word is a variable or a package,
        and only a snake_case or qualified name (`basic_memory_buffer`, `fmt::file`) is a type."""
        types = [t for t in (self.explorer.find_types("::".join(qualifier)) or self.explorer.find_types(qualifier[-1]))
                 if t.name == qualifier[-1]]
        if len(qualifier) == 1 and "_" not in qualifier[0]:
            types = [t for t in types if t.language in ("c", "cpp")]
        return bool(types)

    def _chained_member(self, claim: Claim) -> ClaimResult:
        """Rule RETURNED_TYPE_MEMBER: `Moshi.Builder().addFactory(f)`, `Factory.create(x).asLenient()`:
        the call before the dot returns a type of the repository (a constructor's own type, or the
        return type its declaration states), and only that type's members can follow it, so the
        member is checked there exactly like `T.m`. When what the call returns is not known, the
        member is read as the plain call it was written as."""
        if claim.declared_call:
            declared = self._declared_result(claim)
            if declared is not None:
                return declared
        returned = self._returned_type(claim.chained_on)
        if returned is None and claim.chain_head_dotted and len(claim.chained_on) == 1:
            # `.default_value(x).implicit_values(y)`: the first call is a method of a receiver left out
            start = self._method_declarations_return(claim.chained_on[0])
            if start and not claim.chain_links:
                return self._member_on_returned(claim, start)
            if start and len(start) == 1:
                returned = (start[0][0], _evidence(start[0][1], wording.returns(start[0][0].name)), "declared")
        if returned is None and claim.chain_links:
            # `option("--retries").int().withDefault(3)`: a chain that starts with a receiverless call of one type
            start = self._receiverless_returns(claim.chained_on[0]) if len(claim.chained_on) == 1 \
                and claim.chained_on[0][:1].islower() and not self.explorer.find_types(claim.chained_on[0]) else None
            if start and len(start) == 1:
                returned = (start[0][0], _evidence(start[0][1], wording.returns(start[0][0].name)), "declared")
        if returned is not None and claim.chain_links:
            returned = self._follow_links(returned, claim.chain_links)
        if returned is None and claim.chain_loose:
            # a chain followed past what the resolver can read: the plain call it was written as
            return self.resolve(replace(claim, kind="call", qualifier=(), chained_on=None, chain_links=(),
                                        chain_loose=False))
        if returned is None:
            by_namespace = self._namespace_call_member(claim)
            if by_namespace is not None:
                return by_namespace
            by_function = self._free_call_member(claim)
            if by_function is not None:
                return by_function
            self._unknown_chain += 1   # (no CALL_SLIP read as any member: what the call returns may be another's type)
            try:
                return self.resolve(replace(claim, kind="call", qualifier=(), chained_on=None))
            finally:
                self._unknown_chain -= 1
        type_, where, how = returned
        owner = tuple(type_.qualname.split(".")) if self.explorer.find_types(type_.qualname) else (type_.name,)
        result = self._member(Claim(text=claim.text, kind="member", qualifier=owner, name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        missing = R.CHAINED_LINK_MEMBER if claim.chain_links else R.RETURNED_TYPE_MEMBER
        rule = missing if result.rule == R.MEMBER_MISSING else result.rule
        called = ".".join(claim.chained_on) + "".join(f"(...).{link}" for link in claim.chain_links)
        return result.model_copy(update={
            "rule": rule,
            "reason": wording.returned_type(called, type_.name, how, where) + result.reason,
            "evidence": [where] + result.evidence})

    def _declared_result(self, claim: Claim) -> ClaimResult | None:
        """Rule DECLARED_RESULT_MEMBER: `auto result = options.parse(argc, argv); result.has("x")`, `val request
        = ImageRequest.Builder(ctx).data(x).build(); request.fit()`: the text assigns the receiver what a call
        (chain) returns, which the declarations say (one in-repo type at every step); the member, and any
        calls chained on the receiver, are checked there exactly like `T.m`. None where a step says nothing."""
        head, links = claim.declared_call
        returned = self._returned_type(head)
        if returned is not None and links + claim.chain_links:
            returned = self._follow_links(returned, links + claim.chain_links)
        if returned is None:
            return None
        type_, where, how = returned
        owner = tuple(type_.qualname.split(".")) if self.explorer.find_types(type_.qualname) else (type_.name,)
        result = self._member(Claim(text=claim.text, kind="member", qualifier=owner, name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        rule = R.DECLARED_RESULT_MEMBER if result.rule == R.MEMBER_MISSING else result.rule
        called = ".".join(head) + "".join(f"(...).{link}" for link in links + claim.chain_links)
        var = claim.chained_on[0] if claim.chained_on else claim.qualifier[0]
        return result.model_copy(update={
            "rule": rule,
            "reason": wording.text_assigns(var) + wording.returned_type(called, type_.name, how, where) + result.reason,
            "evidence": [where] + result.evidence})

    def _subscript_member(self, claim: Claim) -> ClaimResult | None:
        """Rule SUBSCRIPT_RESULT_MEMBER: `json["created_at"].dateValue`, `result["port"].value_or(8080)`: the
        variable's type — the one the text declares, else the one the repository's code clearly gives the
        name — and what its subscripts return (`subscript(key:) -> JSON`, `const OptionValue& operator[](…)`),
        each step one in-repo type by every declaration that states one; the name is that type's member,
        checked like `T.m`. None (the name read as written) where a step is not read."""
        var = claim.subscript_of
        if claim.declared_type:
            written = claim.declared_type.replace("::", ".")
            owners = [t for t in self.explorer.find_types(written) if t.name == written.rsplit(".", 1)[-1]]
        else:
            owners = self._clear_receiver_types(var)
        if len(owners) != 1:
            return None
        type_, where = owners[0], _evidence(owners[0], "type")
        for _ in range(claim.subscripts):
            step = self._subscript_returns(type_)
            if step is None:
                return None
            type_, where = step
        owner = tuple(type_.qualname.split(".")) if self.explorer.find_types(type_.qualname) else (type_.name,)
        result = self._member(Claim(text=claim.text, kind="member", qualifier=owner, name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        rule = R.SUBSCRIPT_RESULT_MEMBER if result.rule == R.MEMBER_MISSING else result.rule
        return result.model_copy(update={
            "rule": rule,
            "reason": wording.subscript_returns(var, owners[0].name, type_.name, where) + result.reason,
            "evidence": [where] + result.evidence})

    def _subscript_returns(self, type_: SymbolRecord) -> tuple[SymbolRecord, Evidence] | None:
        """The one in-repo type `type_`'s subscripts return (Swift `subscript`, C++ `operator[]`, Kotlin
        `operator fun get`, Python `__getitem__`), by every declaration stating it; a Swift subscript that
        returns a tuple (`subscript(position: Index) -> (String, JSON)`) has no named members and is left
        out. None where a declaration says nothing or they differ."""
        found: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for name in _SUBSCRIPT_NAMES.get(type_.language, ()):
            for m, _via in self._lookup_through_aliases(type_, name):
                if m.kind not in ("method", "function"):
                    continue
                if name == "get" and not self._declared_operator(m):
                    continue   # Kotlin's `get` is a subscript only as an `operator fun`
                lines = self._source_lines(m.path)
                written = _return_type(lines, m.line, m.name, m.language)
                if written is None and m.language == "swift" and _returns_tuple(lines, m.line):
                    continue
                if written is None:
                    return None
                if written in ("Self", "this", "self"):
                    candidates = [type_]
                else:
                    candidates = [t for t in self.explorer.find_types(written) if t.name == written
                                  and self._type_or_read_alias(t)]
                    near = [t for t in candidates if t.path == m.path]
                    candidates = near or candidates
                if len(candidates) != 1:
                    return None
                found.setdefault(candidates[0].id, (candidates[0], m))
        if len(found) != 1:
            return None
        returned, decl = next(iter(found.values()))
        return returned, _evidence(decl, wording.returns(returned.name))

    def _declared_operator(self, m: SymbolRecord) -> bool:
        lines = self._source_lines(m.path)
        return 0 < m.line <= len(lines) and re.search(r"\boperator\s+fun\b", " ".join(lines[m.line - 1:m.line + 1])) is not None

    def _follow_links(self, returned: tuple[SymbolRecord, Evidence, str],
                      links: tuple[str, ...]) -> tuple[SymbolRecord, Evidence, str] | None:
        """Rule CHAINED_LINK_MEMBER: from what a chain's first call returns, each later call's method on
        that type and the one type its declarations state it returns (`this`, `Self`, a Kotlin `= apply
        { }` body: the same type); None as soon as one link says nothing or is no method of the type."""
        type_ = returned[0]
        for link in links:
            step = self._method_returns([type_], link)
            if step is None:
                return None
            returned = step
            type_ = step[0]
        return returned

    def _free_call_member(self, claim: Claim) -> ClaimResult | None:
        """Rule RETURNED_TYPE_MEMBER after a receiverless call: `expect(total).toEqual(42)` in Nimble, where
        every declaration of the top-level function `expect` outside tests states a type of the
        repository it returns (SyncExpectation, AsyncExpectation): the member must be on one of them.
        Missing on all, it is an error; found on one, verified; a declaration that says nothing, or a
        type outside the repository, leaves it open (None)."""
        if len(claim.chained_on) != 1 or not claim.chained_on[0][:1].islower():
            return None
        name = claim.chained_on[0]
        if self.explorer.find_types(name):
            return None
        if _OBJC_LITERAL_RE.search(claim.text) and any(s.kind == "macro" for s in self.explorer.symbols_named(name)):
            # `expect(@1).toWithDescription(equal(@3), @"…")`: Objective-C, where Nimble's `expect(...)` is a
            # macro beside its Swift functions, and what the macro makes no declaration states
            return None
        returned = self._receiverless_returns(name)
        return None if returned is None else self._member_on_returned(claim, returned)

    def _method_declarations_return(self, name: str) -> list[tuple[SymbolRecord, SymbolRecord]] | None:
        """(type, declaration) for what a method `name` returns, by every declaration of a method of that
        name outside tests (a fluent call written after a bare dot: `.default_value(x)`, whose receiver
        the text leaves out), `*this`/`Self` being the declaring type; None where one says nothing or
        names no type of the repository, or where there are too many to read."""
        decls = [m for m in self.explorer.symbols_named(name, kinds=("method",)) if m.container
                 and not _place(m.path)[1]]
        if not decls or len(decls) > 12:
            return None
        out: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for m in decls:
            lines = self._source_lines(m.path)
            full = _return_type_as_written(lines, m.line, m.name, m.language)
            if full is None and _delegates_to_overload(lines, m.line, m.name, m.language):
                continue
            if full is None:
                return None
            if full.rsplit(".", 1)[-1] in ("Self", "this", "This", "self"):
                owners = [t for t in self.explorer.find_types(m.container) if t.qualname == m.container] \
                    or [t for t in self.explorer.find_types(m.container.rsplit(".", 1)[-1])
                        if t.name == m.container.rsplit(".", 1)[-1]]
                candidates = owners[:1] if len(owners) == 1 else []
            else:
                candidates = self._types_written(full, m.path)
            if len(candidates) != 1:
                return None
            out.setdefault(candidates[0].id, (candidates[0], m))
        return list(out.values()) or None

    def _receiverless_returns(self, name: str) -> list[tuple[SymbolRecord, SymbolRecord]] | None:
        """(type, declaration) for what a call `name(...)` written with no receiver returns, by every
        declaration that call may be outside tests: the top-level functions of that name and, in Kotlin,
        the extension functions (`fun ParameterHolder.option(...): RawOption`, called on an implicit
        `this`); None where a class of the repository declares a Kotlin method of that name (the call
        may be that class's own), or where one declaration says nothing."""
        named = [f for f in self.explorer.symbols_named(name, kinds=("function", "method")) if not _place(f.path)[1]]
        decls = [f for f in named if f.kind == "function" and f.container is None]
        kotlin = [f for f in named if f.language == "kotlin" and f.kind == "method"]
        if kotlin:
            if not all(f.attached for f in kotlin):
                return None
            decls += kotlin
        if not decls or len(decls) > 24:
            return None
        return self._declared_returns(decls, one_type=True)

    def _namespace_call_member(self, claim: Claim) -> ClaimResult | None:
        """Rule RETURNED_TYPE_MEMBER through a module namespace: `z.string().nonEmpty()`, where `z` is
        bound to modules of the repository (`import * as z from "./v4/classic/external.js"`) and every
        declaration of `string` there (each overload, in each module `z` may be) states the type it
        returns: the member must be on one of those types. Missing on all of them, it is an error;
        any declaration that says nothing, or a type outside the repository, leaves it open (None)."""
        returned = self._namespace_function_returns(claim.chained_on)
        return self._member_on_returned(claim, returned) if returned else None

    def _member_on_returned(self, claim: Claim, returned: list[tuple[SymbolRecord, SymbolRecord]]) -> ClaimResult:
        """The claimed member checked on each (type, declaration) a call returns: verified on one of
        them, an error when missing on all, else the first answer that is no error."""
        results = []
        for type_, decl in returned:
            result = self._member(Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=claim.name,
                                        is_call=claim.is_call, params=claim.params, span=claim.span))
            where = _evidence(decl, wording.returns(type_.name))
            results.append(result.model_copy(update={
                "rule": R.RETURNED_TYPE_MEMBER if result.rule == R.MEMBER_MISSING else result.rule,
                "reason": wording.returned_type(".".join(claim.chained_on), type_.name, "declared", where) + result.reason,
                "evidence": [where] + result.evidence}))
        found = next((r for r in results if r.status == "verified"), None)
        if found is not None:
            return found
        if all(r.error for r in results):
            return results[0]
        return next(r for r in results if not r.error)

    def _declared_returns(self, decls: list[SymbolRecord], one_type: bool) -> list[tuple[SymbolRecord, SymbolRecord]] | None:
        """(type, declaration) for each distinct type of the repository the declarations say they
        return; None when one of them states nothing, `this`/`Self`, or no type of the repository (with
        `one_type`, not exactly one)."""
        out: dict[str, tuple[SymbolRecord, SymbolRecord]] = {}
        for decl in sorted(decls, key=lambda d: (d.path, d.line)):
            written = _return_type(self._source_lines(decl.path), decl.line, decl.name, decl.language)
            if written is None or written in ("this", "Self", "self"):
                return None
            types = [t for t in self.explorer.find_types(written) if t.name == written and self._type_or_read_alias(t)]
            if not types or (one_type and len(types) != 1):
                return None
            out.setdefault(written, (types[0], decl))
        return list(out.values())

    def _types_written(self, full: str, path: str) -> list[SymbolRecord]:
        """The in-repo types a declaration in `path` names by `full` (`Builder`, `ImageLoader.Builder`): of
        several of that simple name, those declared in that very file, else those whose qualified name
        ends with what is written."""
        leaf = full.rsplit(".", 1)[-1]
        candidates = [t for t in self.explorer.find_types(leaf) if t.name == leaf and self._type_or_read_alias(t)]
        near = [t for t in candidates if t.path == path]
        if near:
            return near
        if "." in full and len(candidates) > 1:
            qualified = [t for t in candidates if t.qualname == full or t.qualname.endswith("." + full)]
            return qualified or candidates
        return candidates

    def _type_or_read_alias(self, t: SymbolRecord) -> bool:
        """A type a call may be said to return: any but an alias, or a Kotlin or Swift alias whose target
        the resolver reads (`RawOption`, whose extensions and target's members it has)."""
        return t.kind != "type_alias" or (t.language in ("kotlin", "swift") and self._alias_target(t) is not None)

    def _lookup_through_aliases(self, owner: SymbolRecord, name: str, depth: int = 0) -> list:
        """`owner`'s members named `name`, and where `owner` is a Kotlin or Swift alias that has none, its
        target's, alias by alias (`NullableOption` → `OptionWithValues`)."""
        found = self.explorer.members(owner).lookup(name)
        if found or owner.kind != "type_alias" or owner.language not in ("kotlin", "swift") or depth > 3:
            return found
        target = self._alias_target(owner, one_step=True)
        return self._lookup_through_aliases(target, name, depth + 1) if target is not None else found

    def _namespace_function_returns(self, parts: tuple[str, ...]) -> list[tuple[SymbolRecord, SymbolRecord]] | None:
        """(type, declaration) for each distinct type the declarations of `ns.f` say they return; None
        unless `ns` is a namespace of the repository's modules and every declaration there states a
        type of the repository."""
        if len(parts) != 2 or not parts[0][:1].islower():
            return None
        modules = self.explorer.namespace_modules(parts[0])
        if not modules:
            return None
        files = {f for m in modules for f in self.explorer.module_closure(m)}
        decls = [s for s in self.explorer.symbols_named(parts[1], kinds=("function",))
                 if s.container is None and s.path in files]
        if not decls:
            return None
        return self._declared_returns(decls, one_type=False)

    def _returned_type(self, parts: tuple[str, ...]) -> tuple[SymbolRecord, Evidence, str] | None:
        """The one in-repo type the call `parts(...)` returns: `T(...)`/`new T(...)` makes a T; a
        method `T.m(...)` whose declaration states its return type returns that type. (the type,
        the declaration that says so, "constructor" or "declared")."""
        dotted = ".".join(parts)
        made = [t for t in self.explorer.find_types(dotted) if t.name == parts[-1] and t.kind != "type_alias"]
        if made and len({t.qualname for t in made}) == 1 and not (len(parts) == 1 and self._bare_name_elsewhere(made[0])):
            return made[0], _evidence(made[0], "type"), "constructor"
        if len(parts) < 2:
            return None
        owners = [t for t in self.explorer.find_types(".".join(parts[:-1])) if t.name == parts[-2]]
        if not owners and parts[-2][:1].isupper() and self.explorer.find_namespaces(parts[-2]):
            # `YAML::Load(...)`, `CLI::detail::split(...)`: a Capitalised namespace's function
            return self._function_returns(parts)
        if not owners and parts[-2][:1].islower():
            function = self._function_returns(parts)   # a namespace's function (C++'s lower-case types aside)
            if function is not None:
                return function
            if len(parts) == 2:
                # `c.Response()`, `app.add_option(...)`: a method of a variable the repository types clearly
                owners = self._clear_receiver_types(parts[0])
                if not owners:
                    return self._added_property_type(parts[-1])
            else:
                # `make.top.equalTo(icon)`: a method of what a chain of declared fields holds
                reached = self._chain_type(parts[:-1])
                if reached is None:
                    return None
                owners = [reached]
        elif not parts[-2][:1].isupper() and not any(t.language in ("c", "cpp") for t in owners):
            return None
        return self._method_returns(owners, parts[-1])

    def _bare_name_elsewhere(self, type_: SymbolRecord) -> bool:
        """Is a bare `Path(it)` likely another `Path` than this one? The repository's only type of that name
        is nested in one of its types (clikt's `CompletionCandidates.Path`, which code outside it writes
        qualified) and the name is a platform type's (`Path`, `Request`): the call makes the platform's."""
        if not type_.container or not any(t.qualname == type_.container for t in self.explorer.find_types(type_.container)):
            return False
        return type_.name in PLATFORM_HOMONYMS

    def _method_returns(self, owners: list[SymbolRecord], name: str) -> tuple[SymbolRecord, Evidence, str] | None:
        """The one in-repo type that method `name` of `owners` returns, by every declaration of it there
        stating it (`Self`/`this`: the owner); None where one says nothing or they differ."""
        answers: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for owner in owners[:4]:
            for m, _via in self._lookup_through_aliases(owner, name):
                if m.kind not in ("method", "function"):
                    continue
                lines = self._source_lines(m.path)
                full = _return_type_as_written(lines, m.line, m.name, m.language)
                if full is None and _delegates_to_overload(lines, m.line, m.name, m.language):
                    continue   # `fun crossfade(enable: Boolean) = crossfade(…)`: what another overload returns
                if full is None:
                    return None   # one declaration says nothing: what the call returns is open
                written = full.rsplit(".", 1)[-1]
                if written in ("Self", "this", "This", "self"):
                    candidates = [owner]
                else:
                    candidates = self._types_written(full, m.path)
                if len(candidates) != 1:
                    return None
                answers[candidates[0].id] = (candidates[0], m)
        if len(answers) != 1:
            return None
        type_, method = next(iter(answers.values()))
        return type_, _evidence(method, wording.returns(type_.name)), "declared"

    def _added_property_type(self, name: str) -> tuple[SymbolRecord, Evidence, str] | None:
        """`self.KVOController`, `view.mas_top`: a property the repository adds to outside types (a category
        on NSObject or on views), so that any object of them, whatever the writer's class, holds what its
        declarations state: one in-repo type for every declaration of the name, each attached to a type the
        repository does not define. (the type, the declaration that says so, "property"), else None."""
        decls = [s for s in self.explorer.symbols_named(name) if s.kind in ("property", "method")]
        if not decls or not all(d.attached and d.container for d in decls):
            return None
        if any(t.name == d.container.rsplit(".", 1)[-1] for d in decls
               for t in self.explorer.find_types(d.container.rsplit(".", 1)[-1])):
            return None   # a member of the repository's own type: only a value of that type holds it
        found: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for d in decls:
            written = _return_type(self._source_lines(d.path), d.line, d.name, d.language)
            if written is None:
                return None
            types = [t for t in self.explorer.find_types(written) if t.name == written and t.kind != "type_alias"]
            if len({t.qualname for t in types}) != 1:
                return None
            found.setdefault(types[0].id, (types[0], d))
        if len(found) != 1:
            return None
        type_, decl = next(iter(found.values()))
        return type_, _evidence(decl, wording.returns(type_.name)), "property"

    def _function_returns(self, parts: tuple[str, ...]) -> tuple[SymbolRecord, Evidence, str] | None:
        """`spdlog::basic_logger_mt(...)->set_levels()`: a namespace's function whose every declaration
        states one in-repo type as what it returns (`std::shared_ptr<logger>`, `DB*`)."""
        functions = [f for f in self._scoped_symbol(list(parts[:-1]), parts[-1]) if f.kind == "function"]
        answers: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for f in functions[:6]:
            written = _return_type(self._source_lines(f.path), f.line, f.name, f.language)
            if written is None:
                return None
            candidates = [t for t in self.explorer.find_types(written) if t.name == written and t.kind != "type_alias"]
            if len(candidates) != 1:
                return None
            answers[candidates[0].id] = (candidates[0], f)
        if len(answers) != 1:
            return None
        type_, function = next(iter(answers.values()))
        return type_, _evidence(function, wording.returns(type_.name)), "declared"

    def _free_function_returns(self, name: str) -> tuple[SymbolRecord, Evidence, str] | None:
        """`Node node = Load(input)` inside the library's namespace: a Capitalised call that is no type
        but a function outside any type, whose every declaration states one in-repo type as what it
        returns (yaml-cpp's `Node Load(...)`)."""
        types = {t.qualname for t in self.explorer.find_types(name) if t.name == name}
        functions = [f for f in self.explorer.symbols_named(name, kinds=("function",))
                     if not f.container or not any(t.qualname == f.container for t in self.explorer.find_types(f.container))]
        if types or not functions:
            return None
        answers: dict[int, tuple[SymbolRecord, SymbolRecord]] = {}
        for f in functions[:6]:
            written = _return_type(self._source_lines(f.path), f.line, f.name, f.language)
            candidates = [t for t in self.explorer.find_types(written) if t.name == written
                          and t.kind != "type_alias"] if written else []
            if len(candidates) != 1:
                return None
            answers[candidates[0].id] = (candidates[0], f)
        if len(answers) != 1:
            return None
        type_, function = next(iter(answers.values()))
        return type_, _evidence(function, wording.returns(type_.name)), "declared"

    def _capitalised_members(self, claim: Claim) -> bool:
        """Is the claimed type's language one whose members are Capitalised (Go)?"""
        if not claim.qualifier:
            return False
        types = self.explorer.find_types(".".join(claim.qualifier)) or self.explorer.find_types(claim.qualifier[-1])
        if not types and len(claim.qualifier) == 1 and claim.qualifier[0][:1].islower():
            held = self._receiver_type(claim.qualifier[0])   # "logger の SetHooks": the variable's type
            types = [held[0]] if held is not None else []
        if any(pack_for(t.language).capitalised_members for t in types):
            return True
        # A code base's own convention (Google C++: leveldb's `Iterator::SeekToFirst`, `DB::Get`): the
        # type's methods are Capitalised, so a Capitalised name bound to it is a method too.
        return any(self.explorer.members(t, inherited=False).derived("capitalised_methods", _capitalised_by_convention)
                   for t in types[:3])

    def _only_a_method_here(self, name: str) -> bool:
        """Does the repository declare this Capitalised name, and only as a method? Then a sentence
        that binds it to a type ("`YAMLParser` の HandleNextDocument") names that method, not a type or
        a value, even where the claimed type is unknown and its code base's convention cannot be read
        off it (an invented type decorating yaml-cpp's `Parser`)."""
        declared = self.explorer.symbols_named(name)
        return bool(declared) and all(s.kind == "method" for s in declared)

    def _paired_is_certain(self, claim: Claim, result: ClaimResult) -> bool:
        if result.rule == R.PLATFORM_CANNOT_DECLARE:
            return True
        if self.explorer.symbols_named(claim.name):
            return False   # it exists, on another type: the pairing is the mistake, not the name
        owner = claim.qualifier[-1] if claim.qualifier else ""
        # a near miss at the level of letters on that very type (suggestions also rank word-level kin)
        return any(s.symbol.split(".")[0] == owner
                   and typo_variant(claim.name.split(":")[0], s.symbol.rsplit(".", 1)[-1].split(":")[0])
                   in LETTER_SLIPS for s in result.suggestions)

    # -- members ---------------------------------------------------------------------------

    def _member(self, claim: Claim) -> ClaimResult:
        types = self.explorer.find_types(".".join(claim.qualifier))
        key = (claim.text, claim.qualifier, claim.name)
        if types and key not in self._as_object and _object_access_on_cpp_type(claim, types):
            # `node.IsMap()` with a C++ class `node`: a `.` is reached through an object, not a type. Once
            # per claim: the object's type may be that very class (spdlog's `logger->add_sink()` on a
            # `std::shared_ptr<logger> logger`), and then it is the class's member after all.
            self._as_object.add(key)
            try:
                as_object = self._member_on(claim, [])
            finally:
                self._as_object.discard(key)
            if as_object.status != "unverifiable" or as_object.rule != R.TYPE_NOT_IN_REPO:
                return as_object
            # No type for the object: the class's member is what remains, never certain (the object may
            # be another type named after it).
            as_class = self._member_on(claim, types)
            if as_class.error:
                return as_class.model_copy(update={"status": "unverifiable", "error": None,
                                                   "rule": R.VARIABLE_OF_TYPE})
            return as_class
        return self._member_on(claim, types)

    def _member_on(self, claim: Claim, types: list[SymbolRecord]) -> ClaimResult:
        qualifier = list(claim.qualifier)
        name = claim.name
        if not types and len(qualifier) > 1:
            types = self.explorer.find_types(qualifier[-1])
            if types and self._package_mismatch(qualifier[:-1], types):
                types = []

        if not types:
            # A namespace, package or module (C++ `hooks::OnPageLoaded`, Go `pushgw.New`, Python module).
            scoped = self._scoped_symbol(qualifier, name)
            if scoped:
                return self._verified(claim, scoped, wording.scoped_symbol_found(scoped[0].qualname),
                                      rule=R.SCOPED_SYMBOL_FOUND)
            # Members attached to a type outside the repository (Kotlin `fun View.fadeIn()`).
            named = self.explorer.symbols_named(name)
            if ":" not in name:   # Objective-C selectors: `sd_setImageWithURL` names `sd_setImageWithURL:placeholder:`
                named = named + [s for s in self.explorer.symbols_with_prefix(name + ":") if s.name.split(":")[0] == name]
            attached = [s for s in named if s.attached and s.container
                        and s.container.rsplit(".", 1)[-1] == qualifier[-1]]
            if attached:
                return self._verified(claim, attached, wording.extension_found(name, qualifier[-1]),
                                      rule=R.EXTENSION_FOUND)
            slip = self._slip_of_own_extension(qualifier[-1], name)
            if slip is not None:
                real, how = slip
                return ClaimResult(
                    text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                    rule=R.TYPO_OF_OWN_EXTENSION,
                    reason=(wording.typo_of_own_extension if _NAMESPACE_PREFIX_RE.match(name)
                            else wording.case_of_own_extension)(qualifier[-1], real, name, how),
                    evidence=[_evidence(real, "extension")],
                    suggestions=[Suggestion(symbol=f"{qualifier[-1]}.{real.name}", path=real.path, line=real.line,
                                            score=1.0)])
            own = self._own_extension_not_on(claim, qualifier[-1], name)
            if own is not None:
                return own
            held = self._value_type(qualifier)
            if held is not None:
                return self._member_of_value(claim, *held)
            missing = self._package_member_missing(claim, qualifier, name) or \
                self._python_package_member_missing(claim, qualifier, name) or \
                self._python_module_member_missing(claim, qualifier, name)
            if missing is not None:
                return missing
            in_namespace = self._module_namespace_member(claim, qualifier, name)
            if in_namespace is not None:
                return in_namespace
            unknown = self._unknown_in_own_scope(claim, qualifier, name)
            if unknown is not None:
                return unknown
            return self._type_missing(claim, qualifier, name)

        per_type = []
        for type_ in types:
            members = self.explorer.members(type_)
            found = [(m, via) for m, via in members.lookup(name) if m.kind != "extension"]
            if not found:   # the rarer spellings: selectors, accessors (only the names they could be)
                by_name = members.by_name()
                found = [(m, via) for alias in _spellings(name, by_name) for m, via in by_name.get(alias, ())
                         if _same_member(m, name)]
            if not found and type_.language == "objc":
                # Swift imports `+sharedImagePrefetcher` of SDWebImagePrefetcher as `shared`.
                found = [(m, via) for m, via in members.all() if _swift_pruned(m.name, type_.name) == name]
            if found and type_.language == "swift" and claim.params is not None:
                differ = self._swift_labels_differ(claim, type_, members, name, found)
                if differ is not None:
                    return differ
            if found:
                ev = [_evidence(type_, "type")] + [
                    _evidence(m, wording.inherited_from(via.qualname) if via else ("extension" if m.attached else "member"))
                    for m, via in found]
                where, via = found[0]
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MEMBER_FOUND, status="verified",
                                   reason=wording.member_found(type_.name, name, where.path, where.line,
                                                               via.name if via else None),
                                   evidence=ev[:8])
            per_type.append((type_, members))

        for type_, _members in per_type:
            orphans = self._orphaned_objc_members(type_, name)
            if orphans:
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MEMBER_FOUND, status="verified",
                                   reason=wording.member_found(type_.name, name, orphans[0].path, orphans[0].line, None),
                                   evidence=[_evidence(type_, "type")] + [_evidence(m, "member") for m in orphans[:4]])
            by_macro = [m for m in self._macro_members(type_) if m.name == name]
            if by_macro:
                m = by_macro[0]
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MACRO_DECLARED_MEMBER, status="verified",
                                   reason=wording.macro_declared_member(type_.name, name, m.macro, m.path, m.line),
                                   evidence=[_evidence(type_, "type")] + [
                                       Evidence(path=x.path, line=x.line, symbol=f"{type_.name}.{name}",
                                                note=wording.declared_by_macro(x.macro)) for x in by_macro[:4]])
        implicit = self._implicit(per_type, name)
        if implicit:
            type_ = per_type[0][0]
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.IMPLICIT_MEMBER, status="unverifiable",
                               reason=wording.implicit_member(name, *implicit),
                               evidence=[_evidence(type_, "type")])

        result = self._member_missing(claim, name, per_type)
        if result.error:
            result = self._macro_member_suggestions(name, per_type, result)
        if result.error and result.rule in (R.MEMBER_MISSING, R.PLATFORM_CANNOT_DECLARE, R.HOMONYM_DEFINED_HERE):
            for type_, _members in per_type:
                misread = self._misread_objc_class(type_)
                if misread is not None:
                    return self._member_of_misread_class(claim, name, type_, *misread, result)
        return result

    def _misread_objc_class(self, type_: SymbolRecord) -> tuple[list[str], list[SymbolRecord]] | None:
        """(the bases written, the members read with no container) of an Objective-C class the index
        holds only as another declaration of its name (TTTAttributedLabel's protocol), its `@interface T :
        Base <P>` block misread; None where the index read the type's own class."""
        if type_.language != "objc" or type_.kind == "class":
            return None
        spans = self._objc_interface_spans(type_.path, type_.name)
        if not spans or any(t.kind == "class" and t.name == type_.name for t in self.explorer.find_types(type_.name)):
            return None
        lines = self._source_lines(type_.path)
        bases: list[str] = []
        for a, _b in spans:
            m = re.match(rf"^\s*@interface\s+{re.escape(type_.name)}\s*(?::\s*(\w+))?\s*(?:<([^>]*)>)?", lines[a - 1])
            if m:
                bases += ([m.group(1)] if m.group(1) else []) + [p.strip() for p in (m.group(2) or "").split(",") if p.strip()]
        loose = [s for s in self.explorer.file_symbols(type_.path) if s.container is None and s.kind in MEMBER_KINDS
                 and any(a <= s.line <= b for a, b in spans)]
        return bases, loose

    def _member_of_misread_class(self, claim: Claim, name: str, type_: SymbolRecord, bases: list[str],
                                 loose: list[SymbolRecord], result: ClaimResult) -> ClaimResult:
        """Reading MISREAD_CLASS: the member of a class whose `@interface` the parser misread is judged on what
        that block declares and the bases it writes: certain where every base is a platform type whose
        members are known and none declares it, where it is a slip of letters of a member the block
        declares (TYPO_OF_OWN_MEMBER), or where it is written nowhere in the repository
        (MEMBER_UNKNOWN_TO_REPOSITORY); else a base outside may declare it."""
        outside = [b for b in bases if not self.explorer.find_types(b)]
        near = sorted(((similarity(name, m.name) or 0.0, m) for m in loose), key=lambda x: (-x[0], x[1].line))
        sugg = [Suggestion(symbol=f"{type_.name}.{m.name}", path=m.path, line=m.line, score=round(sc, 4))
                for sc, m in near if sc >= 0.6][:3]
        sugg += [x for x in result.suggestions if all(x.symbol != y.symbol for y in sugg)]
        if outside and all(known_base(b, "objc") is not None for b in outside) and not any(
                _may_declare(b, name, "objc") for b in outside):
            return result.model_copy(update={"suggestions": sugg[:3]})
        if not self.explorer.symbols_named(name):
            slip = _best_slip(name, ((type_, m, False) for m in loose))
            if slip is not None:
                _t, real, how = slip
                first = Suggestion(symbol=f"{type_.name}.{real.name}", path=real.path, line=real.line, score=1.0)
                return result.model_copy(update={
                    "rule": R.TYPO_OF_OWN_MEMBER, "reason": wording.typo_of_own_member(type_, name, real, how),
                    "suggestions": [first] + [x for x in sugg if x.symbol != first.symbol][:2]})
        if not self._mentioned_in_repo(name.split(":")[0]):
            return result.model_copy(update={
                "rule": R.MEMBER_UNKNOWN_TO_REPOSITORY,
                "reason": wording.member_unknown_to_repository(type_, name, outside or bases),
                "suggestions": sugg[:3]})
        return result.model_copy(update={
            "status": "unverifiable", "error": None, "rule": R.OPEN_ANCESTRY,
            "reason": wording.open_ancestry(type_, name, outside or bases), "suggestions": sugg[:3]})

    def _member_missing(self, claim: Claim, name: str, per_type) -> ClaimResult:
        # A true alias (`type R = A | B`, `typealias`, `using`, a C typedef) has the members of what
        # it names; Go's `type Formatter func(...)` is a defined type with exactly its own methods.
        # A Kotlin or Swift alias that has extensions of its own (`fun RawOption.int()`) has its target's
        # members too (`NullableOption.default`, through `typealias RawOption = NullableOption<String, String>`).
        aliases = [(t, ms) for t, ms in per_type if t.kind == "type_alias"
                   and (not ms.own or (t.language in ("kotlin", "swift") and self._alias_target(t, one_step=True)))
                   and (t.language != "go" or self._go_alias_written(t))]
        # `Table` the class, not `Table` the typedef, unless the alias is Kotlin's `actual typealias`
        # of an `expect` type: on that platform the type IS the external one.
        if aliases and len(aliases) < len(per_type) and not any(t.language == "kotlin" for t, _ in aliases):
            per_type = [pt for pt in per_type if pt not in aliases]
        if "->" + name in claim.text:
            arrow = next((t for t, ms in per_type if ms.lookup("operator->")), None)
            if arrow is not None:
                # `it->second` on robin_map's iterator: `->` goes through the type's own operator
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.ARROW_OPERATOR, status="unverifiable",
                                   reason=wording.arrow_operator(arrow, name), evidence=[_evidence(arrow, "type")])
        for t, _ms in per_type:
            if t.kind == "type_alias" and t.language in ("kotlin", "swift") and self._names_an_outside_type(t):
                # `actual typealias PlatformContext = android.content.Context`: on that platform the type is
                # the outside one, whose members the repository does not list
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.TYPE_ALIAS, status="unverifiable",
                                   reason=wording.type_alias(t), evidence=[_evidence(t, "alias")],
                                   suggestions=self._member_suggestions(name, per_type, is_call=claim.is_call)[:3])
        type_, members = per_type[0]
        evidence = [_evidence(t, "type") for t, _m in per_type]
        suggestions = self._member_suggestions(name, per_type, is_call=claim.is_call)
        listed = _member_lines(members, name)
        lowered = name.lower()
        case_only = [m for _t, ms in per_type for m in ms.named_ignoring_case(lowered)]

        uncertain = []
        unmentioned_homonym = False
        named_as_ours = self._named_as_ours(claim)
        near_miss = any(self._typo_on(ms, name) for _t, ms in per_type)
        if (not case_only and not near_miss and not named_as_ours
                and all(_TEST_PATH_RE.search(t.path) for t, _ms in per_type)
                and self._imported_from_outside(per_type[0][0])):
            # retrofit's samples declare an annotation `Gson` and its converter imports com.google.gson.Gson:
            # "Gson.fromJson" means the library's. (A test's own helper type is the repository's.)
            t = per_type[0][0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, rule=R.TEST_ONLY_TYPE, status="unverifiable",
                reason=wording.test_only_type(t, name),
                evidence=evidence, suggestions=suggestions, members=listed)
        written_outside_tests = self._written_outside_tests(per_type)
        if written_outside_tests is not None:
            # nlohmann/json declares `basic_json` through a template macro the parser does not read: the
            # index holds only the old copy under tests/abi/, and the library's own header writes the name
            # throughout. The real declaration is one the index lacks, so its members are unknown.
            t = per_type[0][0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, rule=R.UNREAD_DECLARATION, status="unverifiable",
                reason=wording.unread_declaration(t, name, written_outside_tests),
                evidence=evidence, suggestions=suggestions, members=listed)
        for t, ms in per_type:
            if (t, ms) in aliases:
                # one alias at a time: each alias on the way may have extensions of its own
                target = self._alias_target(t, one_step=t.language in ("kotlin", "swift"))
                if target is not None and t.language in ("kotlin", "swift") \
                        and (target.name == t.name or self._alias_hops >= 4):
                    target = None   # `actual typealias Bitmap = android.graphics.Bitmap`: a platform's type of that name
                if target is not None and target.name != claim.name:
                    # `using memory_buffer = basic_memory_buffer<char>`: the alias has its target's members.
                    self._alias_hops += 1
                    try:
                        result = self._member(Claim(text=claim.text, kind="member", qualifier=(target.name,),
                                                    name=name, is_call=claim.is_call, params=claim.params,
                                                    span=claim.span))
                    finally:
                        self._alias_hops -= 1
                    return result.model_copy(update={
                        "reason": wording.alias_of(t, target.name) + result.reason,
                        "evidence": [_evidence(t, "alias")] + result.evidence})
                return ClaimResult(
                    text=claim.text, kind=claim.kind, rule=R.TYPE_ALIAS, status="unverifiable",
                    reason=wording.type_alias(t),
                    evidence=evidence, suggestions=suggestions, members=listed)
            swift = self._swift_name(t, name)
            if swift is not None:
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.SWIFT_NAME, status="verified",
                                   reason=wording.swift_name(t.name, name, swift.path, swift.line),
                                   evidence=[_evidence(t, "type"), swift])
            if self._maybe_misparsed(t, name):
                return ClaimResult(
                    text=claim.text, kind=claim.kind, rule=R.MAYBE_MISPARSED, status="unverifiable",
                    reason=wording.maybe_misparsed(t, name),
                    evidence=evidence, suggestions=suggestions, members=listed)
            if (t.name in PLATFORM_HOMONYMS and not case_only and not near_miss and not named_as_ours
                    and not self._homonym_defined_here(t)):
                if not self._homonym_from_platform(t) and not self._mentioned_in_repo(name.split(":")[0]):
                    # Neither this T nor a T the repository imports is used with that name anywhere.
                    unmentioned_homonym = True
                    continue
                return ClaimResult(
                    text=claim.text, kind=claim.kind, rule=R.PLATFORM_HOMONYM, status="unverifiable",
                    reason=wording.platform_homonym(t, name),
                    evidence=evidence, suggestions=suggestions, members=listed)
            open_bases = [b for b in ms.ancestry.external if _may_declare(b, name, t.language)]
            if open_bases and not case_only:
                if not self._platform_cannot_have(ms, name):
                    uncertain.append((t, ms))
        below = self._declared_elsewhere_as_new(name, uncertain) if uncertain else None
        if below is not None:
            owner, member = below
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                rule=R.DECLARED_ELSEWHERE_AS_NEW,
                reason=wording.declared_elsewhere_as_new(type_, name, owner.name, member),
                evidence=evidence + [_evidence(member, "member")],
                suggestions=[_suggest(member, 1.0)] + [x for x in suggestions if x.symbol != f"{owner.name}.{name}"][:2],
                members=listed)
        typo_of = self._typo_of_own_member(name, uncertain) if uncertain else None
        if typo_of is not None:
            t, real, how = typo_of
            # Named on the claimed type even when inherited: `Buffer.readUtf8Line` is what to write.
            first = Suggestion(symbol=f"{t.name}.{real.name}", path=real.path, line=real.line, score=1.0)
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                rule=R.TYPO_OF_OWN_MEMBER,
                reason=wording.typo_of_own_member(t, name, real, how),
                evidence=evidence + [_evidence(real, "member")],
                suggestions=[first] + [x for x in suggestions if x.symbol != first.symbol][:2], members=listed)
        library_only = [(t, ms) for t, ms in uncertain if not self._platform_base_open(ms, name)]
        if library_only and len(library_only) == len(uncertain) and not self._mentioned_in_repo(name.split(":")[0]):
            t, ms = uncertain[0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                rule=R.MEMBER_UNKNOWN_TO_REPOSITORY,
                reason=wording.member_unknown_to_repository(t, name, _open_bases(ms, name, t.language)),
                evidence=evidence, suggestions=suggestions, members=listed)
        for t, ms in uncertain:
            listed_by = next((ms.ancestry.external_qualified.get(b) or b for b in ms.ancestry.external
                              if (kb := known_base(b, t.language)) is not None and kb.lists(name)), None)
            if listed_by is not None:
                # Rule KNOWN_BASE_MEMBER: afero's File embeds io.ReaderAt, which has ReadAt.
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.KNOWN_BASE_MEMBER, status="verified",
                                   reason=wording.known_base_member(t, name, listed_by),
                                   evidence=[_evidence(t, "type")])
        if uncertain:
            t, ms = uncertain[0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, rule=R.OPEN_ANCESTRY, status="unverifiable",
                reason=wording.open_ancestry(t, name, _open_bases(ms, name, t.language)),
                evidence=evidence, suggestions=suggestions, members=listed)
        elsewhere = [s for s in self.explorer.symbols_named(name)
                     if s.attached and s.container and s.container.rsplit(".", 1)[-1] == type_.name
                     and not any(s.container == t.qualname for t, _ in per_type)]
        if elsewhere and not case_only:
            # `fun java.nio.file.Path.sink()` in the repository: the text may mean that other Path.
            e = elsewhere[0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="unverifiable", rule=R.EXTENSION_ON_HOMONYM,
                reason=wording.extension_on_homonym(type_, name, e),

                evidence=evidence + [_evidence(e, "extension")], suggestions=suggestions, members=listed)
        unscoped = None if case_only else self._unscoped_enum_constant(name, per_type)
        if unscoped is not None:
            # `TestPartResult::kFatalFailure`: a C++ enum without `class` puts its constants in the
            # enclosing class's scope, so they are its names as written.
            return ClaimResult(
                text=claim.text, kind=claim.kind, rule=R.MEMBER_FOUND, status="verified",
                reason=wording.member_found(per_type[0][0].name, name, unscoped.path, unscoped.line, None),
                evidence=[_evidence(per_type[0][0], "type"), _evidence(unscoped, "member")])
        param_of = None if case_only else next(
            (t for t, _ in per_type if name in self._template_parameters(t)), None)
        if param_of is not None:
            # `GenericDocument<Encoding>`'s `Encoding`, `Value::Allocator`: the text names the class
            # template's own parameter, which is no member but is not invented either.
            return ClaimResult(
                text=claim.text, kind=claim.kind, rule=R.TEMPLATE_PARAMETER, status="unverifiable",
                reason=wording.template_parameter(param_of, name), evidence=evidence,
                suggestions=suggestions, members=listed)
        rule = R.MEMBER_MISSING
        if any(t.name in PLATFORM_HOMONYMS for t, _ in per_type) and not case_only and not near_miss:
            rule = R.HOMONYM_DEFINED_HERE
        if case_only:
            rule = R.MEMBER_CASE_DIFFERS
            reason = wording.member_case_differs(type_, name, case_only[0])
        else:
            external = members.ancestry.external
            known_bases = platform_bases = embedded = homonym = None
            if external and all(known_base(b, type_.language) is not None for b in external):
                known_bases = list(external)
            elif members.ancestry.leaves_repository:
                rule = R.PLATFORM_CANNOT_DECLARE
                platform_bases = [members.ancestry.external_qualified.get(b) or b for b in external]
                embedded = self._embedded_type(name)
            if unmentioned_homonym:
                rule, homonym = R.MEMBER_UNKNOWN_TO_REPOSITORY, "unmentioned"
            elif rule == R.HOMONYM_DEFINED_HERE:
                homonym = "named_as_ours" if named_as_ours else "defined_here"
            reason = wording.member_missing(
                type_, name, same_named=sorted({t.qualname for t, _ in per_type}) if len(per_type) > 1 else None,
                ancestors=[a.name for a in members.ancestry.ancestors], known_bases=known_bases,
                platform_bases=platform_bases, embedded_type=embedded, homonym=homonym)

        return ClaimResult(text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=rule,
                           reason=reason, evidence=evidence, suggestions=suggestions, members=listed)

    def _swift_labels_differ(self, claim: Claim, type_: SymbolRecord, members, name: str,
                             found: list) -> ClaimResult | None:
        """Rule ARGUMENT_LABELS_DIFFER (verifier/swift_labels.py): the Swift member or initialiser is
        written with labels that none of its declarations takes. Only where the declarations of the
        name are known: each a callable or an enum case whose parameters read; for an initialiser,
        no base outside the repository that may declare one (a superclass's are inherited) and, for a
        struct, no memberwise one (a struct declaring no initialiser in its own body gets one from its
        stored properties); for a method, the type declares it itself (a conformance added outside,
        `ReactiveCompatible`, gives it no overload of a name the type already has) or no outside base
        may declare it."""
        written = swift_labels.written_labels(claim.params)
        overloads = [m for m, _via in found]
        if written is None or not overloads:
            return None
        if any(m.kind not in ("method", "constructor", "function", "enum_constant") for m in overloads):
            return None   # a property of function type is called without labels
        own = any(via is None for _m, via in found)
        given: list[tuple[str, ...]] = []   # labels of initialisers a standard protocol gives
        for base in members.ancestry.external:
            if not _may_declare(base, name, type_.language):
                continue
            if name == "init" and base.rsplit(".", 1)[-1] in swift_labels.PROTOCOL_INITS:
                given.append(swift_labels.PROTOCOL_INITS[base.rsplit(".", 1)[-1]])
            elif name == "init" or not own:
                return None
        if any(swift_labels.labels_fit(written, tuple(swift_labels.Param(label, False, False, False) for label in labels))
               for labels in given):
            return None
        if name == "init" and type_.kind == "struct" and all(m.attached for m in overloads):
            return None
        declared, fitting = [], []
        for m in overloads:
            params = swift_labels.declared_params(m.params, enum_case=m.kind == "enum_constant")
            if params is None:
                return None
            if swift_labels.labels_fit(written, params):
                fitting.append((m, params))
            declared.append((m, params))
        if fitting:
            return self._argument_member_missing(claim, written, fitting)
        ranked, names = [], []
        for m, params in sorted(declared, key=lambda mp: (-swift_labels.kinship(written, mp[1]),
                                                          len(mp[1]) - swift_labels.kinship(written, mp[1]),
                                                          mp[0].container != type_.qualname,   # own first
                                                          mp[0].attached, mp[0].path, mp[0].line)):
            full = swift_labels.full_name(name, params)
            if full not in names:   # a protocol's requirement and the type's implementation
                ranked.append((m, params))
                names.append(full)
        shown = f"{name}({''.join(label + ':' for label in written.labels)})"
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
            rule=R.ARGUMENT_LABELS_DIFFER,
            reason=wording.argument_labels_differ(type_, shown, names),
            evidence=[_evidence(type_, "type")] + [_evidence(m, "member") for m, _p in ranked[:4]],
            suggestions=[Suggestion(symbol=f"{type_.name}.{n}", path=m.path, line=m.line, score=1.0)
                         for n, (m, _p) in list(zip(names, ranked))[:3]])

    def _argument_member_missing(self, claim: Claim, written, fitting: list) -> ClaimResult | None:
        """Rule ARGUMENT_MEMBER_MISSING: an argument written as an implicit member (`@Option(name:
        .longAndShort)`, `@Argument(parsing: .all)`) names a member of its parameter's type, and that
        type is the repository's and has no such member, for every declaration the labels fit. Not
        where a declaration gives that parameter a type the repository does not define (a generic, a
        platform type) or one whose outside bases may declare the member."""
        missing: dict[tuple[str, str], list] = {}
        checked: set[tuple[str, str]] = set()
        for decl, params in fitting:
            for label, member, type_name in swift_labels.implicit_members(written, params):
                key = (label, member)
                types = [t for t in self.explorer.find_types(type_name) if t.name == type_name and t.language == "swift"]
                # The parameter's type as the declaration sees it: a type nested in the declaring type
                # (`ImagePipeline.Configuration` for `init(configuration: Configuration)`) before any other of
                # that name (Nuke's `Cache.Configuration`); several others and none nested: not known.
                owner = (decl.container or "") + "."
                nested = [t for t in types if owner != "." and t.qualname.startswith(owner)
                          and t.qualname[len(owner):] == type_name]
                types = nested or (types if len(types) == 1 else [])
                if not types:
                    missing.pop(key, None)
                    checked.add(key)
                    continue
                ms = self.explorer.members(types[0])
                if ms.lookup(member) or any(_may_declare(b, member, "swift") for b in ms.ancestry.external):
                    missing.pop(key, None)
                    checked.add(key)
                    continue
                if key not in checked:
                    missing.setdefault(key, []).append((types[0], ms))
        for (label, member), owners in missing.items():
            t, ms = owners[0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                rule=R.ARGUMENT_MEMBER_MISSING,
                reason=wording.argument_member_missing(t, label, member),
                evidence=[_evidence(t, "type")] + [_evidence(m, "member") for m, _p in fitting[:2]],
                suggestions=self._member_suggestions(member, [(t, ms)], is_call=False),
                members=_member_lines(ms, member))
        return None

    def _typo_of_own_member(self, name: str, uncertain) -> tuple[SymbolRecord, SymbolRecord, str] | None:
        """Rule TYPO_OF_OWN_MEMBER: a claimed member a letter, a plural or one word away from a member
        the type itself declares (or inherits inside the repository) is a mistake, even when a base
        outside the repository could in principle declare it. Not when the name exists anywhere in
        the repository (other types declare it: the unseen base may too)."""
        if len(name.split(":")[0]) < 4 or self.explorer.symbols_named(name):
            return None
        # Own members before inherited ones at the same slip: `Buffer.readUtf8Line` is the one to name.
        found = _best_slip(name, ((t, m, via is not None) for t, ms in uncertain for m, via in ms.all()
                                  if m.kind != "extension" and m.kind not in TYPE_KINDS))
        return None if found is None else (found[0], found[1], found[2])

    def _declared_elsewhere_as_new(self, name: str, uncertain) -> tuple[SymbolRecord, SymbolRecord] | None:
        """Rule DECLARED_ELSEWHERE_AS_NEW (a subclass's or sibling's member put on this type): another
        type of the repository declares `name` without an override marker, in a language that marks
        overrides (Kotlin requires `override`; Java writes `@Override`), and that type inherits every
        open base this one has. Had one of those bases declared `name`, the other type would have had
        to override it, so none does: this type lacks the member for certain."""
        for t, ms in uncertain:
            open_bases = {b.replace("::", ".").rsplit(".", 1)[-1] for b in ms.ancestry.external
                          if _may_declare(b, name, t.language)}
            found = None
            for m in self.explorer.symbols_named(name, kinds=MEMBER_KINDS):
                if m.attached or not m.container or m.language not in ("kotlin", "java") or m.container == t.qualname:
                    continue
                owners = self.explorer.types_qualified(m.container)
                if not owners:
                    continue
                owner = owners[0]
                theirs = {b.replace("::", ".").rsplit(".", 1)[-1] for b in self.explorer.ancestry(owner).external}
                if not open_bases <= theirs or self._marked_override(m):
                    continue
                found = (owner, m)
                break
            if found is None:
                return None   # every claimed type must be settled
        return found

    def _macro_members(self, type_: SymbolRecord) -> list[objc_macro_members.MacroMember]:
        """The members of an Objective-C type that the repository's macro calls declare
        (`EXPMatcherInterface(beCloseTo, ...)`: see verifier/objc_macro_members.py), read once."""
        if type_.language != "objc":
            return []
        key = ("objc_macro_members",)
        if key not in self._rg_cache:
            gens = objc_macro_members.generators(self.explorer.function_macros("objc"), self._source_lines)
            found: dict[str, list] = {}
            if gens:
                out = self._rg("-n", "--no-heading", "-g", "*.h", "-g", "*.m", "-g", "*.mm", "-e",
                               r"\b(" + "|".join(map(re.escape, sorted(gens))) + r")\s*\(")
                hits = []
                for row in (out[1].splitlines() if out and out[0] == 0 else ()):
                    path, _, rest = row.partition(":")
                    line, _, text = rest.partition(":")
                    if line.isdigit():
                        hits.append((path.removeprefix("./"), int(line), text))
                for m in objc_macro_members.calls(gens, hits):
                    found.setdefault(m.type_name, []).append(m)
            self._rg_cache[key] = found
        return self._rg_cache[key].get(type_.name, [])

    def _macro_member_suggestions(self, name: str, per_type, result: ClaimResult) -> ClaimResult:
        """A missing member that is a slip of letters of a member a macro call declares on the claimed type
        (`beGreaterThen`, Expecta's `beGreaterThan`): that member is the first suggestion."""
        near = []
        for type_, _members in per_type:
            for m in self._macro_members(type_):
                score = similarity(name, m.name) or 0.0
                if m.name != name and (score >= 0.85 or typo_variant(name, m.name)):
                    near.append((score, type_.name, m))
        if not near:
            return result
        near.sort(key=lambda x: (-x[0], x[2].path, x[2].line))
        score, owner, m = near[0]
        first = Suggestion(symbol=f"{owner}.{m.name}", path=m.path, line=m.line, score=round(score, 4))
        return result.model_copy(update={
            "suggestions": [first] + [x for x in result.suggestions if x.symbol != first.symbol][:2]})

    def _orphaned_objc_members(self, type_: SymbolRecord, name: str) -> list[SymbolRecord]:
        """Members the parser read without their class: TTTAttributedLabel.h writes `IB_DESIGNABLE` and a
        comment before `@interface TTTAttributedLabel : UILabel`, so the index holds that class's
        properties with no container (and only the protocol of the same name as the type). A declaration
        of the name with no container, in an `@interface T` ... `@end` block of one of the repository's
        Objective-C files (written `T` or a category `T (Cat)`), is T's member."""
        if type_.language != "objc":
            return []
        leaf = name.split(":")[0]
        loose = [s for s in self.explorer.symbols_named(name) if s.container is None and s.language == "objc"
                 and s.kind in MEMBER_KINDS]
        if not loose and ":" not in name:
            loose = [s for s in self.explorer.symbols_with_prefix(leaf + ":") if s.container is None
                     and s.language == "objc" and s.name.split(":")[0] == leaf and s.kind in MEMBER_KINDS]
        found = []
        for sym in loose:
            if any(a <= sym.line <= b for a, b in self._objc_interface_spans(sym.path, type_.name)):
                found.append(sym)
        return found

    def _objc_interface_spans(self, rel: str, type_name: str) -> list[tuple[int, int]]:
        """The lines of each `@interface type_name` ... `@end` block of an Objective-C file."""
        key = ("objc_interfaces", rel, type_name)
        if key not in self._rg_cache:
            lines = self._source_lines(rel)
            head = re.compile(rf"^\s*@interface\s+{re.escape(type_name)}\b")
            spans, start = [], None
            for i, text in enumerate(lines, 1):
                if start is None and head.match(text):
                    start = i
                elif start is not None and re.match(r"^\s*@end\b", text):
                    spans.append((start, i))
                    start = None
            self._rg_cache[key] = spans
        return self._rg_cache[key]

    def _marked_override(self, member: SymbolRecord) -> bool:
        """Does the member's declaration (its line and the annotation lines above it) say override?"""
        marker = pack_for(member.language).override_marker
        if marker is None:
            return True   # the language cannot tell us: treat as possibly inherited
        lines = self._source_lines(member.path)
        if not lines or member.line > len(lines):
            return True
        head = "\n".join(lines[max(0, member.line - 4):member.line])
        return marker.search(head) is not None

    def _source(self, rel: str) -> bytes | None:
        """A repository file's bytes, read once (the rules that read declarations and error spans share them)."""
        if rel not in self._files_cache:
            try:
                with open(os.path.join(self.root, rel), "rb") as f:
                    data = f.read()
            except OSError:
                data = None
            if len(self._files_cache) > 256:
                self._files_cache.clear()
            self._files_cache[rel] = data
        return self._files_cache[rel]

    def _unscoped_enum_constant(self, name: str, per_type):
        """The constant `name` of an unscoped enum (`enum Type { kSuccess, ... }`, not `enum class`)
        nested in one of the claimed C++ types, or None."""
        for t, _ in per_type:
            if t.language not in ("cpp", "c"):
                continue
            for s in self.explorer.symbols_named(name):
                if s.kind != "enum_constant" or not s.container or s.container.rsplit(".", 1)[0] != t.qualname:
                    continue
                enum = next((e for e in self.explorer.symbols_named(s.container.rsplit(".", 1)[-1])
                             if e.kind == "enum" and e.qualname == s.container), None)
                if enum is None or not enum.line:
                    continue
                lines = self._source_lines(enum.path)
                line = lines[enum.line - 1] if enum.line <= len(lines) else ""
                if not _SCOPED_ENUM_RE.search(line):
                    return s
        return None

    def _template_parameters(self, type_) -> frozenset[str]:
        """The parameter names of the `template <...>` that opens a C++ class template's declaration
        (the index keeps the class, not its parameters)."""
        if type_.language not in ("cpp", "c") or not type_.path or not type_.line:
            return frozenset()
        lines = self._source_lines(type_.path)
        head = " ".join(lines[max(0, type_.line - 6):type_.line])
        at = head.rfind("template")
        if at < 0:
            return frozenset()
        found = _TEMPLATE_PARAMS_RE.match(head[at:])
        if found is None:
            return frozenset()
        return frozenset(_TEMPLATE_PARAM_NAME_RE.findall(found.group(1)))

    def _source_lines(self, rel: str) -> list[str]:
        """The file's lines (decoded and split once per file: the ranking reads many spans of one file),
        the least recently read files dropped past _LINES_CACHE_BYTES. (Cleared whole past 256 files,
        a netty batch, which reads 1,310 files, split two of every three reads again.)"""
        cache = self._lines_cache
        hit = cache.get(rel)
        if hit is not None:
            cache.move_to_end(rel)
            return hit[0]
        data = self._source(rel)
        lines = tuple(data.decode("utf-8", errors="replace").splitlines()) if data is not None else ()
        cache[rel] = (lines, len(data or b""))
        self._lines_bytes += len(data or b"")
        while self._lines_bytes > _LINES_CACHE_BYTES and len(cache) > 1:
            _path, (_lines, size) = cache.popitem(last=False)
            self._lines_bytes -= size
        return lines   # a tuple: callers only read it

    def _slip_of_own_extension(self, type_name: str, name: str) -> tuple[SymbolRecord, str] | None:
        """Rule TYPO_OF_OWN_EXTENSION: `[UIImageView sd_setImageWithURLs:]` where the repository's
        category on UIImageView has `sd_setImageWithURL:`: a slip of the repository's own extension,
        certain because the name carries the repository's prefix (`sd_`), which the platform type
        cannot have."""
        prefix = _NAMESPACE_PREFIX_RE.match(name)
        if self.explorer.symbols_named(name):
            return None
        if prefix is None:
            # `-[NSObject KVOControllerNonretaining]` for the repository's `KVOControllerNonRetaining`: without a
            # prefix only a change of letter case is certain (the platform type has no twin of the same letters)
            ours = [s for s in self.explorer.symbols_named(name, ignore_case=True)
                    if s.attached and s.container and s.container.rsplit(".", 1)[-1] == type_name and s.name != name
                    and s.name.lower() == name.lower()]
            return (ours[0], SLIPS[0]) if ours else None
        found = _best_slip(name, ((None, s, False) for s in self.explorer.symbols_with_prefix(prefix.group(0), limit=400)
                                  if s.attached and s.container and s.container.rsplit(".", 1)[-1] == type_name))
        return None if found is None else (found[1], found[2])

    def _own_extension_not_on(self, claim: Claim, type_name: str, name: str) -> ClaimResult | None:
        """Rule OWN_EXTENSION_NOT_ON_TYPE: `-[NSArray mtl_dictionaryByAddingEntriesFromDictionary:]`,
        `NSValueTransformer.mtl_URLTransformer`: the repository extends the platform type with members
        of its own prefix (`mtl_`), which the platform cannot have, and none of them is this one; it is
        either declared only as an extension of platform types the claimed one does not descend from
        (Foundation's ancestry is known: a category on NSDictionary reaches NSMutableDictionary only),
        or written nowhere in the repository."""
        prefix = _NAMESPACE_PREFIX_RE.match(name)
        if prefix is None:
            return None
        ours = [s for s in self.explorer.symbols_with_prefix(prefix.group(0), limit=400)
                if s.attached and s.container and s.container.rsplit(".", 1)[-1] == type_name]
        if not ours:
            return None
        declared = self.explorer.symbols_named(name)
        if ":" not in name:
            declared = declared + [s for s in self.explorer.symbols_with_prefix(name + ":") if s.name.split(":")[0] == name]
        first = ours[0]
        evidence = [_evidence(first, "extension")]
        if declared:
            owners = sorted({(s.container or "").rsplit(".", 1)[-1] for s in declared})
            ancestors = foundation_ancestors(type_name)
            if (ancestors is None or not all(s.attached and s.container for s in declared)
                    or any(o in ancestors for o in owners)):
                return None
            where = declared[0]
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
                rule=R.OWN_EXTENSION_NOT_ON_TYPE,
                reason=wording.own_extension_elsewhere(type_name, name, owners, where.path, where.line),
                evidence=evidence + [_evidence(where, "extension")],
                suggestions=[Suggestion(symbol=f"{(where.container or '').rsplit('.', 1)[-1]}.{where.name}",
                                        path=where.path, line=where.line, score=1.0)])
        if self._mentioned_in_repo(name.split(":")[0]):
            return None
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
            rule=R.OWN_EXTENSION_NOT_ON_TYPE,
            reason=wording.own_extension_unwritten(type_name, name, prefix.group(0), first.path, first.line),
            evidence=evidence, suggestions=self._extension_suggestions(type_name, name, ours, claim.is_call))

    def _own_prefix_undeclared(self, claim: Claim) -> ClaimResult | None:
        """Rule OWN_PREFIX_UNDECLARED: `[buttons mas_distributeViewsAlongAxis:… withSpacing:10]`, a bare
        `mas_updateConstraintsAnimated:`: the receiver's type is unknown, but the name carries the prefix
        the repository gives its own extensions of outside types (Masonry's `mas_` on views and arrays,
        SDWebImage's `sd_`), which nothing but the repository declares. Declared nowhere here and written
        nowhere (a selector: one of its parts written as a part nowhere), it is an invented member of the
        repository's own API, whatever the receiver is."""
        name = claim.name
        if claim.kind not in ("member", "call", "identifier") or any(q[:1].isupper() for q in claim.qualifier[:1]):
            return None   # a member of a named type is that type's question (`_own_extension_not_on`)
        prefix = _NAMESPACE_PREFIX_RE.match(name)
        if prefix is None:
            return None
        ours = [s for s in self.explorer.symbols_with_prefix(prefix.group(0), limit=400)
                if s.attached and s.container and s.language in _EXTENDING_LANGUAGES]
        per_owner: dict[str, int] = {}
        for s in ours:
            owner = s.container.rsplit(".", 1)[-1]
            per_owner[owner] = per_owner.get(owner, 0) + 1
        outside = [o for o in per_owner if not any(t.name == o for t in self.explorer.find_types(o))]
        if len({s.name for s in ours}) < _OWN_PREFIX_MEMBERS or not outside:
            return None
        if self.explorer.symbols_named(name) or (
                ":" not in name and any(s.name.split(":")[0] == name for s in self.explorer.symbols_with_prefix(name + ":"))):
            return None
        head, *rest = name.split(":")
        parts = [p for p in rest if p]
        if not parts:
            if self._mentioned_in_repo(head):
                return None
        elif not any(self._selector_part_unwritten(p) for p in [head, *parts]):
            return None
        score = {m.name: (similarity(name, m.name) or 0.0) + _word_kinship(name, m.name) for m in ours}
        ranked = sorted(ours, key=lambda m: (-score[m.name], -per_owner[m.container.rsplit(".", 1)[-1]], m.qualname))
        suggestions: list[Suggestion] = []
        for m in ranked:
            sugg = _suggest(m, round(score[m.name], 4))
            if (sugg.score or 0) > 0 and all(s.symbol != sugg.symbol for s in suggestions):
                suggestions.append(sugg)
            if len(suggestions) == 3:
                break
        first = min((s for s in ours if s.container.rsplit(".", 1)[-1] in outside), key=lambda s: (s.path, s.line))
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.OWN_PREFIX_UNDECLARED,
            reason=wording.own_prefix_undeclared(name, prefix.group(0), len({s.name for s in ours}), first.path, first.line),
            evidence=[_evidence(first, "extension")], suggestions=suggestions)

    def _selector_part_unwritten(self, part: str) -> bool:
        """Is `part:` written as a selector part nowhere in the repository? (No ripgrep: not known, False.)"""
        out = self._rg("-q", "-e", r"\b" + re.escape(part) + r"\s*:")
        return out is not None and out[0] == 1

    def _extension_suggestions(self, type_name: str, name: str, ours: list[SymbolRecord], is_call: bool) -> list[Suggestion]:
        """Did you mean, for a member missing from a type the repository extends: the type's near members
        when the index holds the type (CLI11's `App::set_description` is its `description`), else the
        near names among the extension's own members."""
        types = [t for t in self.explorer.find_types(type_name) if t.name == type_name and t.kind != "type_alias"]
        if types:
            return self._member_suggestions(name, [(t, self.explorer.members(t)) for t in types[:2]], is_call)
        ranked = sorted(((-((similarity(name, m.name) or 0.0) + _word_kinship(name, m.name)), m.qualname, m) for m in ours),
                        key=lambda x: x[:2])
        return [_suggest(m, round(-score, 4)) for score, _q, m in ranked if score < 0][:3]

    def _homonym_defined_here(self, type_: SymbolRecord) -> bool:
        """Rule HOMONYM_DEFINED_HERE: a type named like a platform type (Request, Path, Context) means
        the repository's own when the repository defines it, few files import another of that name,
        none names another by its full name (`java.net.Socket`), and the platform's is not one every
        file sees without an import (Swift's `Result`, the DOM's `Text`)."""
        if implicit_type(type_.language, type_.name):
            return False
        # A variable the repository's own code types means the type those files mean: only imports in the
        # type's languages are another meaning of its name there (a Python script's `from xml.dom import
        # Node` is none of yaml-cpp's `doc`); a type the text writes bare may still mean the script's.
        languages = FAMILIES.get(type_.language, (type_.language,)) if self._typing_by_habit else None
        return not self.explorer.imports_external_named(type_.name, languages) and not self._qualified_elsewhere(type_)

    def _named_as_ours(self, claim: Claim) -> bool:
        """Does the text say the type is this repository's ("okio 的 `Path`", "okio's Path", `okio.Path`,
        `flask.Request`)? Then a platform type of the same name is not what it means."""
        word = claim.scope_word
        if word is None and len(claim.qualifier) > 1 and claim.qualifier[0][:1].islower():
            word = claim.qualifier[0]
        if word is None and len(claim.qualifier) > 1 and not self._external_root(claim.qualifier[0]) \
                and self._scope_is_ours(list(claim.qualifier[:-1])):
            return True   # `YAML::Node`, `Catch::Approx`: a namespace this repository declares owns the type
        if not word:
            return False
        return word.lower() == self.project or self._scope_is_ours([word])

    def _owned_elsewhere(self, claim: Claim) -> bool:
        """Does the text give the type an owner that is not this repository ("KotlinPoet 的 `FunSpec`" in
        javapoet)? A Capitalised owner word that is neither the project's name nor any symbol here names
        another library, whose types an absent name may well be."""
        word = claim.scope_word
        if not word or not word[:1].isupper() or word.lower() == self.project:
            return False
        return not (self.explorer.symbols_named(word) or self.explorer.find_namespaces(word)
                    or self.explorer.packages(word))

    def _outside_imports(self, type_: SymbolRecord) -> list[str]:
        """Imported types of this simple name that are not the repository's own, dotted (`import
        com.google.gson.Gson` beside a sample annotation `Gson`, `java.nio.file.Path`)."""
        written = [t.partition(" as ")[0].strip().replace("::", ".").replace("/", ".")
                   for t in self.explorer.import_targets_named(type_.name)]
        return self._not_own(type_, [w for w in written if w.rsplit(".", 1)[-1] == type_.name])

    def _outside_mentions(self, type_: SymbolRecord) -> list[str] | None:
        """Other `pkg.Name`s of this simple name that source files write out in full (`java.net.Socket`,
        no import); ripgrep over the repository, once per name. None when nobody can say."""
        pattern = r"\b[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+\." + re.escape(type_.name) + r"\b"
        # A match names the type as a whole word: the word table gives the only files to read.
        files = self._files_with_word(type_.name)
        if files is not None:
            key = ("mentions", type_.name)
            if key not in self._rg_cache:
                rx = None
                found: set[str] = set()
                for rel in files:
                    if not rel.endswith((".md", ".rst", ".txt")):
                        # per file: a later snapshot keeps the answers of the files it did not change (inherit)
                        in_file = self._file_mentions.get((rel, type_.name))
                        if in_file is None:
                            if len(self._file_mentions) > _FILE_MENTIONS_KEPT:
                                self._file_mentions.clear()
                            rx = rx or re.compile(pattern)
                            in_file = self._file_mentions[(rel, type_.name)] = tuple(rx.findall(self._table_text(rel)))
                        found.update(in_file)
                self._rg_cache[key] = sorted({m.strip() for m in found if m.strip()})
            return self._not_own(type_, list(self._rg_cache[key]))
        out = self._rg("-o", "-N", "--no-filename", "--glob", "!*.md", "--glob", "!*.rst", "--glob", "!*.txt",
                       "-e", pattern)
        if out is None:
            return None
        return self._not_own(type_, sorted({m.strip() for m in out[1].splitlines() if m.strip()}))

    def _not_own(self, type_: SymbolRecord, dotted: list[str]) -> list[str]:
        own = {t.qualname for t in self.explorer.find_types(type_.name)}
        return [w for w in dotted if not any(q == w or q.endswith("." + w) or w.endswith("." + q) for q in own)]

    def _written_outside_tests(self, per_type) -> str | None:
        """Every type of the name is declared under tests or samples, yet a source file outside them
        (in a language the index reads) writes the name as a whole word: the first such file. The
        library's own code using a name it never declares means the index missed the declaration
        (a macro, a half-read file) or the name is an outside type's; either way the test copy's
        members do not settle what the name has."""
        if not per_type or not all(_TEST_PATH_RE.search(t.path) for t, _ms in per_type):
            return None
        files = self.explorer.files_with_word(per_type[0][0].name)
        if files is None:
            return None
        return next((f for f in sorted(files) if not _TEST_PATH_RE.search(f) and language_for(f)), None)

    def _imported_from_outside(self, type_: SymbolRecord) -> bool:
        return bool(self._outside_imports(type_))

    def _homonym_from_platform(self, type_: SymbolRecord) -> bool:
        """Is an outside type of this name one of a platform SDK (`java.net.Socket` imported or written
        out, Swift's `Result`)? A platform's members are known without being written down; a library's
        (`okhttp3.Request`, werkzeug's) are used or mentioned where a repository relies on them."""
        if implicit_type(type_.language, type_.name):
            return True
        mentions = self._outside_mentions(type_)
        if mentions is None:
            return True
        return any(w.startswith(PLATFORM_PACKAGES) for w in self._outside_imports(type_) + mentions)

    def _qualified_elsewhere(self, type_: SymbolRecord) -> bool:
        """Does a source file name another `pkg.Name` of this simple name, written out in full?"""
        mentions = self._outside_mentions(type_)
        return True if mentions is None else bool(mentions)   # without ripgrep: stay uncertain

    def _files_with_word(self, word: str) -> list[str] | None:
        """The files the word table says contain `word`, when it can say so and they are few enough
        to read here (_MAX_WORD_FILES); None: ask ripgrep instead."""
        files = self.explorer.files_with_word(word)
        return files if files is not None and len(files) <= _MAX_WORD_FILES else None

    def _table_text(self, rel: str) -> str:
        """A file's text as the word table read it (codeindex.words.searchable: as ripgrep reads it)."""
        from codeindex.words import searchable

        return searchable(self._source(rel) or b"")

    def _rg(self, *args: str) -> tuple[int, str] | None:
        """(exit status, output) of ripgrep over the repository (its own index directory left out),
        asked once per question; None without ripgrep."""
        if args not in self._rg_cache:
            from codeindex.build import rg_path

            rg = rg_path()
            if rg is None or self._too_large_to_search():
                # Without ripgrep, or on a tree so large that one search takes seconds (a 100k-file
                # monorepo), nobody can say a word is written nowhere: the rules that ask stay uncertain.
                self._rg_cache[args] = None
            else:
                proc = subprocess.run([rg, "--no-messages", "--glob", "!.codeindex", *args, "."], cwd=self.root,
                                      capture_output=True, text=True, errors="replace")
                self._rg_cache[args] = (proc.returncode, proc.stdout)
        return self._rg_cache[args]

    def _too_large_to_search(self) -> bool:
        """More source files than `_MAX_SEARCHED_FILES`: whole-tree text searches are skipped (a word
        table in the index would answer them; until then, certainty gives way to speed there)."""
        if self._file_count is None:
            row = self.explorer.conn.execute("SELECT COUNT(*) FROM files").fetchone()
            self._file_count = row[0] if row else 0
        return self._file_count > _MAX_SEARCHED_FILES

    @staticmethod
    def _typo_on(members, name: str) -> bool:
        """Is `name` a misspelling (within a third of its letters) of a member of this type?"""
        cutoff = max(10, len(name) * 10 // 3)
        return any_within(name, members.derived("names", _member_names), cutoff)

    def _swift_name(self, type_: SymbolRecord, name: str) -> Evidence | None:
        """Objective-C declarations renamed for Swift (`NS_SWIFT_NAME(shared)`) are not symbols
        the parser sees: ripgrep finds the macro in the type's own files."""
        if type_.language != "objc" or ":" in name:
            return None
        files = {type_.path} | {e.path for e in self.explorer.extensions_of(type_)}
        rx = re.compile(r"NS_SWIFT_NAME\(\s*" + re.escape(name) + r"\b")
        for rel in sorted(files):   # the type's own few files, read here (no ripgrep process per file)
            for number, line in enumerate(self._table_text(rel).split("\n"), 1):
                if rx.search(line):
                    return Evidence(path=rel, line=number, symbol=f"NS_SWIFT_NAME({name})", note=wording.SWIFT_NAME_NOTE)
        return None

    def _maybe_misparsed(self, type_: SymbolRecord, name: str) -> bool:
        """A file with syntax errors can leave a type's body half-read (Kotlin `expect class` headers,
        macros, one invalid byte). A miss is uncertain when the parser failed inside the type's lines
        (or in another file named after the type) and the name is written there: the member may be
        in the part it could not read. A name written nowhere in the type is missing all the same."""
        if pack_for(type_.language).parse_errors_spare_members:
            return False
        for path in self.explorer.files_named_with_errors(type_.name):
            if path != type_.path and not pack_for(language_for(path) or "").parse_errors_spare_members \
                    and self._half_read_mentions(path, name):
                return True   # another ByteString.kt, half-read, that mentions the member
        if not self.explorer.file_parse_errors(type_.file_id):
            return False
        if self._errors_spare_structure(type_, name.split(":")[0]):
            return False
        if any(s.file_id == type_.file_id and s.container != type_.qualname and self._may_be_cut_off(type_, s)
               for s in self.explorer.symbols_named(name)):
            return True   # the file defines the name outside the type: a brace the parser misread
        spans = self._error_spans(type_)
        end = type_.end_line or type_.line
        if spans is not None and not any(a <= end and b >= type_.line for a, b in spans):
            return False   # the errors are another declaration's trouble
        return self._written_in(type_.path, name, type_.line, end if spans is not None else 10 ** 9)

    def _may_be_cut_off(self, type_: SymbolRecord, sym: SymbolRecord) -> bool:
        """Could `sym`, declared in the type's file outside it, be a member of it that a misread brace
        cut off? Only inside the type's lines or right after its end, with nothing else declared
        between them: fmt's free `to_string` functions, before format_int or after other functions
        and types, are not."""
        end = type_.end_line or type_.line
        if type_.line <= sym.line <= end:
            return True
        if sym.line < type_.line:
            return False
        return not any(end < o.line < sym.line for o in self.explorer.file_symbols(type_.path))

    def _half_read_mentions(self, rel: str, name: str) -> bool:
        """Could the part of another file that the parser failed on hold `name`? Where the failures
        are known, only the declarations (an `@implementation`, a class) they fall in are half-read:
        `@onExit { … }` in one method of MTLJSONAdapter.m leaves its category's methods fully read."""
        spans = self._error_spans_of(rel, language_for(rel) or "")
        if not spans:
            return self._written_in(rel, name, 1, 10 ** 9)
        enclosing = [s for s in self.explorer.file_symbols(rel) if (s.kind in TYPE_KINDS or s.kind == "extension") and s.end_line
                     and any(s.line <= a and b <= s.end_line for a, b in spans)]
        if not enclosing:
            return self._written_in(rel, name, 1, 10 ** 9)
        return any(self._written_in(rel, name, s.line, s.end_line) for s in enclosing)

    def _written_in(self, rel: str, name: str, first: int, last: int) -> bool:
        """Is the member written in lines first..last? An Objective-C selector of several parts is
        written only where its parts follow one another (`modelOfClass:… fromJSONDictionary:…`):
        its first part alone belongs to its siblings as much (`modelOfClass:fromJSONString:error:`)."""
        lines = self._source_lines(rel)[max(0, first - 1):last]
        parts = [p for p in name.split(":") if p]
        if language_for(rel) == "objc" and parts:
            # An Objective-C member the parser lost is still written as a declaration (`- (T)name`,
            # `+ (T)name:`, `@property (…) T name;`); the same word as a variable or an argument is not one.
            decl = re.compile(r"(?m)^[ \t]*(?:[-+][ \t]*\([^)]*\)[ \t]*" + re.escape(parts[0]) + r"\b"
                              r"|@property\b[^;\n]*[\s*(^]" + re.escape(parts[0]) + r"\b)")
            if decl.search("\n".join(lines)) is None:
                return False
        if ":" in name and len(parts) > 1:
            pattern = re.compile(r"[^;]{0,300}?".join(r"(?<![\w$])" + re.escape(p) + r"\s*:" for p in parts), re.S)
            return pattern.search("\n".join(lines)) is not None
        pattern = re.compile(r"(?<![\w$])" + re.escape(parts[0] if parts else name) + r"(?![\w$])")
        return any(pattern.search(line) for line in lines)

    def _errors_spare_structure(self, type_: SymbolRecord, word: str) -> bool:
        """The parser failed only on tokens it skipped (TypeScript's `out T` variance, a modifier it does
        not know), on lines without a brace, and none of them writes the member's name: every body kept
        its bounds and every member outside those lines was read, so the file's syntax cannot hide this
        member. A token the parser had to supply (a MISSING brace) can move a body anywhere: not so; a
        MISSING name it put between two tokens it read (C++'s `std::function<bool(const T *)> f = {}`)
        skipped nothing and moved nothing."""
        nodes = self._error_nodes(type_)
        if not nodes or any(what == "supplied_bracket" for _a, _b, what in nodes):
            return False
        lines = self._source_lines(type_.path)
        pattern = re.compile(r"(?<![\w$])" + re.escape(word) + r"(?![\w$])")
        for first, last, what in nodes:
            if what == "supplied_token":
                continue
            for text in lines[max(0, first - 1):last]:
                if "{" in text or "}" in text or pattern.search(text):
                    return False
        return True

    def _error_nodes(self, type_: SymbolRecord) -> list[tuple[int, int, str]] | None:
        key = ("nodes", type_.path)
        if key not in self._errors_cache:
            self._errors_cache[key] = self._error_nodes_of(type_.path, type_.language)
        return self._errors_cache[key]

    def _error_nodes_of(self, rel: str, language: str) -> list[tuple[int, int, str]] | None:
        """codeindex.extract.error_nodes of the file as it is now: from the index when it holds them
        for these very bytes (the build worked them out where it parsed the file), else parsed here."""
        from codeindex.extract import error_nodes

        source = self._source(rel)
        if source is None:
            return None
        known, nodes = self.explorer.stored_error_nodes(rel, language, hashlib.sha1(source).hexdigest())
        if known:
            return nodes
        try:
            return error_nodes(language, source)
        except (KeyError, ValueError):
            return None

    def _error_spans(self, type_: SymbolRecord) -> list[tuple[int, int]] | None:
        """Where the parser failed in the type's file; None when that cannot be known."""
        return self._error_spans_of(type_.path, type_.language)

    def _error_spans_of(self, rel: str, language: str) -> list[tuple[int, int]] | None:
        if rel not in self._errors_cache:
            # (codeindex.extract.error_lines: the nodes' lines, sorted)
            nodes = self._error_nodes_of(rel, language)
            self._errors_cache[rel] = None if nodes is None else sorted((first, last) for first, last, _what in nodes)
        return self._errors_cache[rel]

    def _platform_base_open(self, members, name: str) -> bool:
        """Is one of the bases outside the repository that may declare `name` a platform SDK type
        (android.widget.FrameLayout, UIView, java.io.InputStream)? A platform's members are known to
        every developer without being written down; a library's (werkzeug's Request) are not."""
        ancestry = members.ancestry
        for base in ancestry.external:
            if not _may_declare(base, name, members.type.language):
                continue
            language = members.type.language
            if platform_base(base, language, ancestry.external_qualified.get(base)) or base in EXTERNAL_ROOTS \
                    or implicit_type(language, base) or known_base(base, language):
                # (a base the language pack lists, collections.abc.Mapping's `get`, is the platform's)
                return True
        return False

    def _platform_cannot_have(self, members, name: str) -> bool:
        """True when every base outside the repository is a platform SDK type and `name` embeds
        the name of a type of this repository (`attachToQBListView` names `QBListView`): an SDK
        cannot declare a member about a type it has never seen."""
        ancestry = members.ancestry
        for base in ancestry.external:
            if not _may_declare(base, name, members.type.language):
                continue
            if platform_base(base, members.type.language, ancestry.external_qualified.get(base)):
                continue
            return False
        return self._embedded_type(name) is not None

    def _embedded_type(self, name: str) -> str | None:
        words = _word_starts(name)
        for i, start in enumerate(words):
            if not name[start].isupper():
                continue
            for end in reversed(words[i + 2:] + [len(name)]):
                piece = name[start:end]
                if len(camel_words(piece)) >= 2 and any(t.name == piece for t in self.explorer.find_types(piece)):
                    return piece
        return None

    def _implicit(self, per_type, name: str) -> tuple[str, str] | None:
        """Why `name` needs no declaration on these types, as wording.implicit_member's (why, detail)."""
        for type_, _members in per_type:
            lang = type_.language
            if implicit_member(lang, name):
                return "language_object", lang
            if type_.kind == "enum" and name in IMPLICIT_BY_KIND["enum"]:
                return "enum", type_.name
            if lang == "kotlin" and type_.kind == "class" and (name == "copy" or name.startswith("component")):
                return "kotlin_data_class", ""
            if lang == "python" and name.startswith("__") and name.endswith("__"):
                return "python_special", ""
            if name in ("init", "deinit", "constructor", "new", "<init>"):
                return "constructor", ""
        return None

    def _scoped_symbol(self, qualifier: list[str], name: str) -> list[SymbolRecord]:
        wanted = ".".join(qualifier + [name])
        return [s for s in self.explorer.symbols_named(name)
                if (s.qualname == wanted or s.qualname.endswith("." + wanted)) and s.kind != "extension"]

    @property
    def project(self) -> str:
        """The repository's name as its checkout directory says (`fmt`, `okio`, `flask`)."""
        return os.path.basename(os.path.abspath(self.root)).lower()

    def _external_root(self, root: str) -> bool:
        """A namespace of a platform or well-known library (`fmt` is Go's, `io`, `std`), unless it is
        this very repository's name (fmtlib/fmt writes `fmt::format`)."""
        if root not in EXTERNAL_ROOTS or root.lower() == self.project:
            return False
        # Only a namespace of a language the repository is written in: SwiftyJSON has no Python.
        return bool(external_root_languages(root) & self._repository_languages())

    def platform_named(self, name: str) -> bool:
        """Is `name` spelt as a platform SDK's own (`CGSizeMake`, `NSMakeRange`, `UIEdgeInsetsMake` in an
        Objective-C or Swift repository: a platform framework's prefix, then a capital)? Such a name is
        the platform's, whatever the repository's history once wrote."""
        return any(platform_base(name, lang) for lang in self._repository_languages())

    def _repository_languages(self) -> frozenset[str]:
        key = ("repository_languages",)
        if key not in self._rg_cache:
            self._rg_cache[key] = self.explorer.languages()
        return self._rg_cache[key]

    def _package_mismatch(self, package: list[str], types: list[SymbolRecord]) -> bool:
        """`com.foo.Bar.baz` where Bar exists only in another package: not this Bar."""
        if not package or not package[0][:1].islower():
            return False
        if len(package) == 1 and package[0].lower() == self.project:
            return False   # `fmt::basic_memory_buffer` where a macro opens the namespace the index cannot see
        return not any(".".join(package) in (t.qualname or "") for t in types)

    def _closed_type(self, type_: SymbolRecord) -> bool:
        """Can a value of this type only be of it or of a subtype the repository has? The language says so
        for Java `final` classes, enums and records; Kotlin classes not `open` or `abstract` (Kotlin's
        default), objects and enums; Go structs; C++ classes marked `final`. Not Swift: a variable there is
        so often an Optional (`httpMethod.flatMap(...)`) or a platform type the name also fits
        (`configuration` for URLSessionConfiguration) that its name cannot close it. Not a nested type: a
        variable's name fits it only inside its container (`WebSocketRequest.Configuration`)."""
        lang, kind = type_.language, type_.kind
        container = self.explorer.find_types(type_.container.rsplit(".", 1)[-1]) if type_.container else []
        if any(t.qualname == type_.container for t in container):
            return False
        if kind in ("enum", "record", "object") and lang in ("java", "kotlin"):
            return True
        if kind == "struct" and lang == "go":
            return True
        if kind not in ("class", "struct") or lang not in ("java", "kotlin", "cpp"):
            return False
        lines = self._source_lines(type_.path)
        head = " ".join(lines[max(0, type_.line - 1):type_.line + 3]).split("{", 1)[0]
        m = re.search(rf"^(.*?)\b(?:class|struct)\s+{re.escape(type_.name)}\b(.*)$", head)
        if m is None:
            return False
        modifiers, rest = m.group(1), m.group(2)
        if lang == "java":
            return re.search(r"\bfinal\b", modifiers) is not None
        if lang == "cpp":
            return re.match(r"\s*final\b", rest) is not None
        return re.search(r"\b(?:open|abstract|interface)\b", modifiers) is None     # kotlin

    def _variable_member(self, claim: Claim, type_: SymbolRecord, name: str,
                         certain_if_closed: bool = True) -> ClaimResult:
        """`renderer.render()`, `source.readAll()`: a variable named after a type may hold any
        subtype of it, so its member is verified on the type or a subtype, and never certain to be
        missing."""
        as_type = self._member(Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=name,
                                     is_call=claim.is_call, params=claim.params, span=claim.span))
        if as_type.status == "verified" or not as_type.error:
            return as_type
        for sub in self.explorer.subtypes(type_):
            found = [(m, via) for m, via in self.explorer.members(sub).by_name().get(name, ()) if m.kind != "extension"]
            if found:
                return self._verified(claim, [m for m, _via in found],
                                      wording.subtype_member(name, sub.name, type_.name, found[0][0].path,
                                                             found[0][0].line), rule=R.SUBTYPE_MEMBER)
        if certain_if_closed and self._closed_type(type_):
            # `gson.fromJsonTree(...)` with Gson final, `response.bodyAsString()` with a Kotlin class:
            # the variable can hold no type outside the repository, so the member is as missing as T.m.
            return as_type.model_copy(update={"reason": wording.closed_type_variable(claim.qualifier[-1], type_.name)
                                              + as_type.reason})
        if (certain_if_closed and as_type.rule in (R.MEMBER_MISSING, R.HOMONYM_DEFINED_HERE, R.PLATFORM_CANNOT_DECLARE)
                and not _TEST_PATH_RE.search(type_.path) and not self.explorer.subtypes(type_)
                and not self._mentioned_in_repo(name.split(":")[0])):
            # Rule VARIABLE_MEMBER_UNWRITTEN: `session.parseArgs(argc, argv)` with `session` named after
            # the repository's Session, which lacks it as certainly as `Session.parseArgs`: only a
            # subtype outside the repository could have it, the repository subclasses it nowhere itself
            # (a type it subclasses, FastScrollBar, is one its users subclass too), and the name is
            # written nowhere in the repository (code, tests, docs).
            return as_type.model_copy(update={
                "rule": R.VARIABLE_MEMBER_UNWRITTEN,
                "reason": wording.variable_member_unwritten(claim.qualifier[-1], type_.name) + as_type.reason})
        return as_type.model_copy(update={
            "status": "unverifiable", "error": None, "rule": R.VARIABLE_OF_TYPE,
            "reason": wording.variable_of_type(claim.qualifier[-1], type_.name) + as_type.reason})

    def _type_missing(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult:
        type_name = qualifier[-1]
        root = qualifier[0]
        if len(qualifier) > 1 and root[:1].islower() and not self._external_root(root) \
                and not self.explorer.packages(root) and not self.explorer.find_namespaces(root):
            # `app.config.from_prefixed_env()`: a variable's field's member.
            chained = self._chain_member(claim, qualifier, name)
            if chained is not None:
                return chained
        if self._external_root(root) or (len(qualifier) > 1 and root[:1].islower() and not self._scope_is_ours([root])):
            return ClaimResult(text=claim.text, kind=claim.kind, status="unverifiable", rule=R.EXTERNAL_NAMESPACE,
                               reason=wording.outside_repository(".".join(qualifier)))
        if claim.declared_call and len(qualifier) == 1:
            assigned = self._declared_result(claim)
            if assigned is not None:
                return assigned
        if claim.declared_type and len(qualifier) == 1:
            declared = self._declared_in_text(claim)
            if declared is not None:
                return declared
        if claim.said_type and len(qualifier) == 1 and type_name[:1].islower():
            said = self._said_type(claim)
            if said is not None:
                return said
        if claim.text_type and len(qualifier) == 1 and type_name[:1].islower():
            typed = self._text_typed(claim)
            if typed is not None:
                return typed
        if type_name[:1].islower() and len(qualifier) == 1 and not self._external_root(type_name):
            # `app.before_first_request`, `db->DeleteRange(...)`: a variable the repository itself
            # declares or constructs with one of its types, most of the times it names one.
            receiver = self._receiver_type(type_name)
            if receiver is not None:
                return self._member_of_receiver(claim, *receiver, habit_of_name=True)
            split = self._split_receiver(claim, type_name)
            if split is not None:
                return split
        near = self._near_types(type_name)
        if type_name[:1].islower():
            # `fastScrollBar.attach(...)`: a variable named after its type, not a misspelt type.
            instance_of = [c for c, _s in near if c.name.lower() == type_name.lower()]
            if not instance_of and _is_lower_camel(type_name):
                # `topConstraint.update(...)`, `pendingRequest.cancel()`: a variable named after its type
                # with a word before it; the longest real type its trailing words name.
                words = camel_words(type_name)
                for cut in range(1, len(words)):
                    tail = "".join(w[:1].upper() + w[1:] for w in words[cut:])
                    instance_of = [t for t in self.explorer.find_types(tail) if t.name == tail]
                    if instance_of:
                        # a guess from the name's last words: never certain (`sharedClient` may be an
                        # OkHttpClient as well as a Client)
                        return self._variable_member(claim, instance_of[0], name, certain_if_closed=False)
            if instance_of:
                return self._variable_member(claim, instance_of[0], name)
        # A misspelt class whose member is real on the near type: certain enough to reject.
        for cand, _score in near:
            if self._is_typo(type_name, cand.name):
                members = self.explorer.members(cand)
                found = [m for m, _via in members.all() if _same_member(m, name)]
                if found:
                    m = found[0]
                    return ClaimResult(
                        text=claim.text, kind=claim.kind, rule=R.MISSPELT_TYPE, status="not_found", error=S1_FACTUAL_ERROR,
                        reason=wording.misspelt_type(type_name, cand.name, name, m),
                        evidence=[_evidence(cand, "type"), _evidence(m, "member")],
                        suggestions=[_suggest(m, 1.0)])
        # A lowerCamel name is a variable in every language (`topConstraint`), never an invented type;
        # a snake_case one may be a C++ type (`basic_memory_buf`).
        # A type the text calls its writer's own ("our DurationType") is the writer's code, not invented.
        invented = (self._invented_type(type_name, name)
                    if self._scope_is_ours(qualifier[:-1]) and not _is_lower_camel(type_name)
                    and not claim.writers_own and not self._owned_elsewhere(claim) else None)
        if invented is not None:
            real, member, how = invented
            return ClaimResult(
                text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.INVENTED_TYPE,
                reason=wording.invented_type(type_name, how, real, member),
                evidence=[_evidence(real, "type"), _evidence(member, "member")],
                # named on the real type even when inherited there (`Flask.route`, declared on Scaffold)
                suggestions=[Suggestion(symbol=f"{_nested_name(type_name, real)}.{member.name}", path=member.path,
                                        line=member.line, score=1.0)])
        own = (self._invented_own_type(claim, qualifier, name)
               if not _is_lower_camel(type_name) and not claim.writers_own and not self._owned_elsewhere(claim) else None)
        if own is not None:
            return own
        suggestions = [_suggest(c, s) for c, s in near[:3]]
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.TYPE_NOT_IN_REPO, status="unverifiable",
                           reason=wording.type_not_in_repo(type_name),
                           suggestions=suggestions)

    def _package_member_missing(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """Rule PACKAGE_MEMBER_MISSING: `zap.NewProductionLogger()` where `zap` is a Go package of this
        repository: a Go package is closed (everything it exports is declared in its own files), so a
        name none of them declares is missing. Go only: Python modules re-export, C++ namespaces are open."""
        if len(qualifier) != 1 or not qualifier[0][:1].islower():
            return None
        if go_standard_package_has(qualifier[0], name):
            return None   # `syslog.LOG_INFO` beside logrus's own hooks/syslog: the standard library's
        files = self.explorer.package_files(qualifier[0], language="go")
        if not files:
            return None
        pkg = qualifier[0]
        unread = self._unindexed_go_files(files)
        if unread is None:
            return None   # a directory of the package could not be listed: a file there may declare it
        if unread:
            # testify's `require` package is generated (require.go, "DO NOT EDIT"), which the index skips:
            # its top-level declarations are read from the text, and the package stays closed
            declared = self._go_declarations_unread(unread, pkg)
            if declared is None:
                return None   # too large, unreadable, or not plainly of this package: it may declare it
            hit = declared.get(name)
            if hit is not None:
                return ClaimResult(text=claim.text, kind=claim.kind, rule=R.SCOPED_SYMBOL_FOUND, status="verified",
                                   reason=wording.top_level_found(name, pkg, hit[0], hit[1]),
                                   evidence=[Evidence(path=hit[0], line=hit[1], symbol=f"{pkg}.{name}",
                                                      note=wording.GENERATED_FILE_NOTE)])
        sugg = self._near_in_scope(pkg, name, 12, lambda sym: sym.path in files and sym.container is None,
                                   is_call=claim.is_call)
        if not sugg:
            # `require.Anything` in testify: the same name declared at the top of another of the
            # repository's packages (`mock.Anything`) is the package the text meant
            sugg = [Suggestion(symbol=f"{m.package}.{name}", path=m.path, line=m.line, score=1.0)
                    for m in self.explorer.symbols_named(name) if m.container is None and m.language == "go"
                    and m.package and m.package != pkg and not _place(m.path)[1]][:3]
        if not sugg:
            # `cobra.GenZshCompletion()`, `doc.GenBashCompletion`: a method of the repository's type
            # written as a package's function (direction): that method is what the text means.
            sugg = [_suggest(m, 1.0) for m in self.explorer.symbols_named(name, kinds=MEMBER_KINDS)
                    if m.container and m.language == "go" and m.kind == "method"][:3]
        return _package_member_missing_result(claim, pkg, sorted(files), name, sugg[:3])

    def _python_package_member_missing(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """Rule PACKAGE_MEMBER_MISSING for Python: `click.ask(...)` where `click` is the repository's
        package and its `__init__.py` binds every name it exports (no star import, no module
        `__getattr__`): a name it does not bind, and no submodule of that name, is not reachable as
        `click.ask`."""
        if len(qualifier) != 1 or not qualifier[0][:1].islower() or "python" not in self._repository_languages():
            return None
        pkg = qualifier[0]
        if not (pkg.lower() == self.project or self._scope_is_ours([pkg])):
            return None
        exports = self._python_exports(pkg)
        leaf = name.split(":")[0]
        if exports is None or leaf in exports.names or leaf.startswith("__"):
            return None
        # Near by letters, or a word away in the ways a writer slips (`pass_ctx` for `pass_context`).
        scored = []
        for n in shortlist(leaf, sorted(exports.names)):
            score = similarity(leaf, n) or 0.0
            if score >= 0.6 or _word_slip(leaf, n):
                scored.append((score + _word_kinship(leaf, n), n))
        near = [n for _score, n in sorted(scored, reverse=True)][:3]
        sugg = []
        for n in near:
            top = [s for s in self.explorer.symbols_named(n) if s.container is None and s.kind != "extension"]
            if top:
                sugg.append(Suggestion(symbol=f"{pkg}.{n}", path=top[0].path, line=top[0].line, score=0.9))
        return _package_member_missing_result(claim, pkg, [exports.init_path], name, sugg)

    def _python_module_member_missing(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """Rule MODULE_MEMBER_MISSING: `validators.matches_regex(...)`, `attrs.converters.in_` where
        `validators` / `attrs.converters` is a module of the repository's own package (a `.py` file
        beside an `__init__.py`, outside tests), every module of that name binds its names where they
        can be read (python_exports.module_names: definitions, imports, star imports of the repository's
        own modules, the stub beside it), none binds the name, and the name is either a slip of one it
        binds or a top-level name of another module of the repository (a sibling's function put on this
        module: `converters.in_` is `validators.in_`), or the module is written as a path of two or more
        parts. Without that evidence a one-word module may be another library's of that name, and the
        claim stays open; so does a one-word module of the standard library's or a generic name."""
        leaf = name.split(":")[0]
        if (not qualifier or not all(_PY_MODULE_PART_RE.fullmatch(q) for q in qualifier)
                or leaf.startswith("__") or len(leaf) < 2 or "python" not in self._repository_languages()):
            return None
        modules = self._python_modules(qualifier)
        if not modules or (len(qualifier) == 1 and (qualifier[0] in sys.stdlib_module_names
                                                    or qualifier[0] in PYTHON_GENERIC_MODULES
                                                    or self._receiver_type(qualifier[0]) is not None)):
            # `types.SimpleNamespace` beside a types.py: the standard library's module; `utils.retry()`
            # may be the writer's own module of a generic name; `layout.tree`, `text.stylize(...)` beside
            # rich's layout.py and text.py: a variable the repository's code types (a Layout, a Text)
            # rather than the module
            return None
        bound: set[str] = set()
        for rel in modules:
            key = ("python_module_names", rel)
            if key not in self._rg_cache:   # a module is parsed once per snapshot, not once per claim
                self._rg_cache[key] = python_exports.module_names(self.root, rel, self._locate_python_module)
            names = self._rg_cache[key]
            if names is None or leaf in names:
                return None
            bound |= names
        scored = []
        for n in shortlist(leaf, sorted(bound)):
            score = similarity(leaf, n) or 0.0
            if not n.startswith("_") and (score >= 0.6 or _word_slip(leaf, n)):
                scored.append((score + _word_kinship(leaf, n), n))
        written = ".".join(qualifier)
        sugg: list[Suggestion] = []
        for _score, n in sorted(scored, reverse=True)[:3]:
            top = [s for s in self.explorer.symbols_named(n) if s.container is None and s.path in modules]
            where = top[0] if top else None
            sugg.append(Suggestion(symbol=f"{written}.{n}", path=where.path if where else modules[0],
                                   line=where.line if where else 1, score=round(_score, 4)))
        # The name itself, top-level in another module of the repository: a sibling module's function.
        stems = {os.path.splitext(os.path.basename(m))[0] for m in modules}
        sibling: list[Suggestion] = []
        for sym in sorted(self.explorer.symbols_named(leaf), key=lambda s: (s.path.endswith(".pyi"), s.path, s.line)):
            stem = os.path.splitext(os.path.basename(sym.path))[0]
            if (sym.container is not None or sym.language != "python" or sym.kind not in ("function", "class")
                    or _place(sym.path)[1] or stem in stems or stem.startswith("_")
                    or any(x.symbol.rsplit(".", 2)[-2] == stem for x in sibling)):
                continue
            sibling.append(Suggestion(symbol=".".join(qualifier[:-1] + [stem, leaf]), path=sym.path, line=sym.line,
                                      score=1.0))
        if not sugg and not sibling and len(qualifier) < 2:
            # a bare `validators.email` may be another library's module; a path from the package
            # (`attrs.validators.not_none`) names this repository's module, which binds no such name
            return None
        # a near spelling on the module named first when it is a slip of letters; else the sibling's name
        slip = bool(sugg) and typo_variant(leaf, sugg[0].symbol.rsplit(".", 1)[-1]) in LETTER_SLIPS
        ranked = (sugg + sibling) if slip or not sibling else (sibling + sugg)
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
            rule=R.MODULE_MEMBER_MISSING,
            reason=wording.module_member_missing(written, modules, leaf, [x.symbol for x in sibling][:1]),
            evidence=[Evidence(path=m, line=1, symbol=written, note="module") for m in modules[:3]],
            suggestions=ranked[:3])

    def _python_modules(self, qualifier: list[str]) -> list[str]:
        """The repository's module files `a/b.py` for `a.b` (or `*/b.py` for `b`), each beside an
        `__init__.py` and outside tests, docs and examples."""
        key = ("python_modules", tuple(qualifier))
        if key not in self._rg_cache:
            tail = "/".join(qualifier) + ".py"
            found = []
            for p in self.explorer.paths_ending(tail):
                if not (p == tail or p.endswith("/" + tail)) or _place(p)[1] or os.path.basename(p) == "__init__.py":
                    continue
                if os.path.isfile(os.path.join(self.root, os.path.dirname(p), "__init__.py")):
                    found.append(p)
            self._rg_cache[key] = sorted(found)
        return self._rg_cache[key]

    def _locate_python_module(self, dotted: str, level: int, importer: str) -> str | None:
        """The repository path of the module an import in `importer` names (`attr.validators`, level 0;
        `._make`, level 1), or None when it is not the repository's."""
        parts = [p for p in dotted.split(".") if p]
        if level:
            base = os.path.dirname(importer)
            for _ in range(level - 1):
                base = os.path.dirname(base)
            stems = [os.path.join(base, *parts) if parts else base]
        else:
            if not parts:
                return None
            stems = []
            for p in self.explorer.paths_ending("/".join(parts) + ".py") + self.explorer.paths_ending(
                    "/".join(parts) + "/__init__.py"):
                stem = p[:-len("/__init__.py")] if p.endswith("/__init__.py") else p[:-3]
                if (stem == "/".join(parts) or stem.endswith("/" + "/".join(parts))) and not _place(p)[1]:
                    stems.append(stem)
            stems.sort(key=len)
        for stem in stems:
            for rel in (stem + ".py", stem + "/__init__.py"):
                rel = os.path.normpath(rel)
                if os.path.isfile(os.path.join(self.root, rel)):
                    return rel
        return None

    def _python_exports(self, pkg: str):
        """The exports of the repository's package `pkg` (its shortest `pkg/__init__.py` outside
        tests), or None when it has none or it is open."""
        key = ("python_exports", pkg)
        if key not in self._rg_cache:
            inits = [p for p in self.explorer.paths_ending(f"{pkg}/__init__.py")
                     if (p == f"{pkg}/__init__.py" or p.endswith(f"/{pkg}/__init__.py")) and not _place(p)[1]]
            self._rg_cache[key] = (python_exports.package_exports(self.root, min(inits, key=len))
                                   if inits else None)
        return self._rg_cache[key]

    def _namespace_files(self, qualifier: list[str]) -> set[str]:
        """The repository's module files behind a namespace written `z` or `z.iso`: `z` bound to its
        modules by a relative namespace import (`import * as z from "./v4/classic/external.js"`), with
        what they re-export whole; `z.iso` a namespace those files re-export (`export * as iso from
        "./iso.js"`). Empty when the name is bound to no module of the repository."""
        if not qualifier or len(qualifier) > 2 or not (qualifier[0][:1].islower() or qualifier[0][:1].isupper()):
            return set()
        # (Capitalised too: typebox's `export * as Type from './typebox.ts'`, `Value`: a namespace bound to
        # the repository's own modules by a relative specifier is its scope whatever its case)
        files = {f for m in self.explorer.namespace_modules(qualifier[0]) for f in self.explorer.module_closure(m)}
        if len(qualifier) == 2 and files:
            files = {f for m in self.explorer.namespaces_exported(files, qualifier[1])
                     for f in self.explorer.module_closure(m)}
        return files

    def _module_namespace_member(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """`z.string`, `z.iso.datetime` where `z` is bound to the repository's own modules: a top-level
        declaration of those modules is found there. (A name they do not declare may still be
        re-exported one by one, so its absence alone decides nothing; see _unknown_in_own_scope.)"""
        files = self._namespace_files(qualifier)
        if not files:
            return None
        top = [s for s in self.explorer.symbols_named(name)
               if s.container is None and s.path in files and s.kind != "extension"]
        if not top:
            return None
        top.sort(key=lambda s: (s.path, s.line))
        return self._verified(claim, top, wording.top_level_found(name, ".".join(qualifier), top[0].path, top[0].line),
                              rule=R.SCOPED_SYMBOL_FOUND)

    def _unknown_in_own_scope(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """`fmt::print_to`, `httpx.get_client`: a name in this repository's own namespace, package or
        module. Found as a top-level symbol where a macro opened the namespace (`FMT_BEGIN_NAMESPACE`):
        verified. Declared nowhere and written nowhere in the repository: it cannot be one of its
        names (rule MEMBER_UNKNOWN_TO_REPOSITORY). Anything between stays for the other rules."""
        root = qualifier[0]
        if self._external_root(root):
            return None
        if len(qualifier) == 1 and go_standard_package_has(root, name.split(":")[0]):
            return None   # `syslog.LOG_INFO`: the standard library's package of the repository's package's name
        # A C++ namespace the repository declares, whatever its case (`Catch::Matchers`), is its own scope.
        declared = any(n.language in ("c", "cpp") for n in self.explorer.find_namespaces(".".join(qualifier)))
        # A Swift module is written capitalised (`Nimble.beCloseTo`): the repository's own module when it
        # is the project's name.
        swift_module = (len(qualifier) == 1 and root[:1].isupper() and root.lower() == self.project
                        and "swift" in self._repository_languages())
        # A TypeScript namespace bound to the repository's own modules (`export * as Type from
        # './typebox.ts'`) is its own scope whatever its case.
        ts_namespace = root[:1].isupper() and bool(self._namespace_files(qualifier))
        if not declared and not root[:1].islower() and not swift_module and not ts_namespace:
            return None
        if not declared and not ts_namespace and not (root.lower() == self.project or self._scope_is_ours(qualifier)):
            return None
        if len(qualifier) == 1 and root.lower() != self.project and (
                claim.declared_type or self._receiver_type(root) is not None):
            return None   # `db->DeleteRange()` beside a db/ directory: the variable's rule decides
        if root.lower() == self.project and len(qualifier) == 1:
            top = [s for s in self.explorer.symbols_named(name) if s.kind != "extension"
                   and (s.container is None or _macro_namespace_of(s.container, root))]
            if top:
                return self._verified(claim, top, wording.top_level_found(name, root, top[0].path, top[0].line),
                                      rule=R.SCOPED_SYMBOL_FOUND)
        leaf = name.split(":")[0]
        if self.explorer.symbols_named(leaf) or self._mentioned_in_repo(leaf):
            return None
        sugg = self._near_in_scope(".".join(qualifier), leaf, 6, lambda sym: True, is_call=claim.is_call)
        if declared and leaf[:1].isupper():
            # `Catch::CatchSession`: a type name decorated or altered means the real type of that scope
            # (`Catch::Session`) before any near spelling.
            scope = ".".join(qualifier)
            kin = [t for t in self.explorer.types_sharing_words(camel_words(leaf))
                   if t.kind in TYPE_KINDS and (t.qualname or "").startswith(scope + ".")]
            kin.sort(key=lambda t: (-(similarity(leaf, t.name) or 0.0), _place(t.path)[1], t.path))
            sugg = [Suggestion(symbol=t.qualname, path=t.path, line=t.line, score=None) for t in kin[:1]] + \
                [x for x in sugg if not kin or x.symbol != kin[0].qualname]
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
            rule=R.MEMBER_UNKNOWN_TO_REPOSITORY,
            reason=wording.unknown_in_own_scope(".".join(qualifier), leaf),
            suggestions=sugg[:3])

    def _near_in_scope(self, scope: str, name: str, limit: int, keep, is_call: bool = False) -> list[Suggestion]:
        """Near names of `name` in `scope`, each as its likeliest symbol that `keep` accepts: one that
        lies in the scope (a vendored `testing.internal.PrintTo` is no name of `fmt`), outside tests
        before in them. Written `scope.name` for a top-level name, `Owner.name` for a member of a
        type (`moshi.adapterFor` means `Moshi.adapter`). Ranked by similarity and word kinship
        (`adapter` for `adapterFor` is a word dropped, `adapterFound` three letters changed)."""
        root = scope.replace("::", ".").split(".")[0].lower()
        ranked = []
        for near, score in self._near_and_word_kin(name, limit):
            syms = [s for s in self.explorer.symbols_named(near) if keep(s) and (
                s.container is None or root in s.container.lower().replace("::", ".").split(".")
                or _macro_namespace_of(s.container, root))]
            if not syms:
                continue
            sym = min(syms, key=lambda s: _scope_symbol_key(root, s))
            owner = sym.container.rsplit(".", 1)[-1] if sym.container and not _macro_namespace_of(sym.container, root) else ""
            written = f"{owner}.{sym.name}" if owner[:1].isupper() else f"{scope}.{sym.name}"
            if is_call and sym.kind in TYPE_KINDS and name != sym.name and name.endswith(sym.name):
                # `SetCommandLineFlag(...)` called: a word put before a type's name is an action on that
                # type (a function), not the type (`CommandLineFlag`), nor its accessor: after the
                # functions near it
                kinship = -_ACTION_ON_TYPE_PENALTY
            else:
                kinship = _word_kinship(name, near)
            rank = score + kinship - (0.3 if _place(sym.path)[1] else 0.0)
            ranked.append((-rank, len(ranked), Suggestion(symbol=written, path=sym.path, line=sym.line, score=score)))
        return [sugg for _r, _i, sugg in sorted(ranked, key=lambda x: x[:2])]

    def _near_and_word_kin(self, name: str, limit: int) -> list[tuple[str, float]]:
        """Near names by letters, then the names a word away (`ContextTimeout` for `Timeout`), which
        letters never reach; those score as a far name one word away (their kinship ranks them)."""
        near = self.explorer.near_names(name, limit=limit)
        seen = {n for n, _s in near}
        return near + [(n, similarity(name, n) or _WORD_APART_SCORE) for n in self.explorer.word_kin_names(name)
                       if n not in seen]

    def _unindexed_go_files(self, files: set[str]) -> list[str] | None:
        """The .go files in the directories of these files that the index skipped (generated, too large,
        not listed); None when a directory cannot be listed."""
        unread = []
        for d in sorted({os.path.dirname(f) for f in files}):
            try:
                names = sorted(os.listdir(os.path.join(self.root, d)))
            except OSError:
                return None
            for n in names:
                rel = f"{d}/{n}" if d else n
                if n.endswith(".go") and rel not in files and not n.endswith("_test.go"):
                    indexed, package = self.explorer.file_package(rel)
                    if not indexed or package is None:
                        unread.append(rel)   # skipped (generated, too large) or not listed: unread
        return unread

    def _go_declarations_unread(self, paths: list[str], package: str) -> dict[str, tuple[str, int]] | None:
        """{name: (path, line)} of the top-level functions, types, variables and constants that the Go files
        the index skipped declare (`func Equal(`, `type X`, `var (` / `const (` blocks), read from their
        text; None when one of them is too large, unreadable or not plainly of `package` (a build-tagged
        file of another package, a file with no package clause)."""
        key = ("go_unread", package, tuple(paths))
        if key in self._rg_cache:
            return self._rg_cache[key]
        declared: dict[str, tuple[str, int]] = {}
        answer: dict | None = declared
        for rel in paths:
            data = self._source(rel)
            if data is None or len(data) > _GO_UNREAD_MOST_BYTES:
                answer = None
                break
            text = data.decode("utf-8", errors="replace")
            clause = _GO_PACKAGE_RE.search(text)
            if clause is None or clause.group(1) != package:
                answer = None
                break
            block = None
            for lineno, line in enumerate(text.splitlines(), 1):
                if block is not None:
                    if line.startswith(")"):
                        block = None
                        continue
                    m = _GO_BLOCK_NAME_RE.match(line)
                    if m:
                        declared.setdefault(m.group(1), (rel, lineno))
                    continue
                m = _GO_TOP_DECL_RE.match(line)
                if m:
                    declared.setdefault(m.group(2), (rel, lineno))
                elif _GO_BLOCK_OPEN_RE.match(line):
                    block = line
        self._rg_cache[key] = answer
        return answer

    def _value_type(self, qualifier: list[str]) -> tuple[SymbolRecord, SymbolRecord] | None:
        """`FileSystem.SYSTEM`, `Assets`: a field, property or constant whose declaration states its
        type (`val SYSTEM: FileSystem`, `const Assets = new AssetsClass()`, `static final Foo X`):
        (the value's declaration, the in-repo type it holds)."""
        value = qualifier[-1]
        owner = qualifier[:-1]
        owners = {t.qualname for t in self.explorer.find_types(".".join(owner))} if owner else set()
        if owner and not owners:
            return None
        found: list[tuple[SymbolRecord, SymbolRecord]] = []
        for sym in self.explorer.symbols_named(value, kinds=("field", "property", "constant")):
            if owner and not any(sym.qualname.startswith(q + ".") for q in owners):
                continue
            if not owner and sym.container is not None:
                continue
            if not owner and value[:1].islower() and _TEST_PATH_RE.search(sym.path):
                continue   # `app = Flask(...)` at the top of a test: the variable rule's question
            lines = self._source_lines(sym.path)
            if not 0 < sym.line <= len(lines):
                continue
            declared = _declared_type(lines[sym.line - 1], value)
            if declared is None:
                continue
            held = [t for t in self.explorer.find_types(declared) if t.name == declared.rsplit(".", 1)[-1]]
            if held:
                if owner or value[:1].isupper():
                    return sym, held[0]
                found.append((sym, held[0]))
        # `export const initTRPC = new TRPCBuilder()`: a top-level value of the repository, when every
        # top-level declaration of that name agrees on its type.
        if found and len({h.qualname for _s, h in found}) == 1:
            return found[0]
        return None

    def _member_of_value(self, claim: Claim, value: SymbolRecord, held: SymbolRecord) -> ClaimResult:
        """A member of a value whose declared type is known is checked on that type: the compiler
        allows only that type's members there (a subtype's are not reachable without a cast)."""
        result = self._member(Claim(text=claim.text, kind="member", qualifier=(held.name,), name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        return result.model_copy(update={
            "reason": wording.holds_value(".".join(claim.qualifier), held.name, value) + result.reason,
            "evidence": [_evidence(value, "value")] + result.evidence})

    def _receiver_type(self, var: str) -> tuple[SymbolRecord, Evidence] | None:
        """The in-repo type the repository's own source gives the variable name
        `var` (`app = Flask(__name__)`, `leveldb::DB* db;`, `val buffer = Buffer()`, `logger *Logger`),
        when one type holds a clear majority of those places: (that type, one such place)."""
        if not _RECEIVER_NAME_RE.fullmatch(var):
            return None
        # A one-letter name (`c *gin.Context`, `t *testing.T`) means many things: ask for a habit.
        min_places, min_share = (2, 0.6) if len(var) > 1 else (8, 0.8)
        key = ("receiver", var)
        if key in self._rg_cache:
            return self._rg_cache[key]
        answer = None
        counted = self._receiver_votes(var)
        if counted is not None:
            votes, total = counted
            ranked = sorted(votes.items(), key=lambda kv: -len(kv[1]))
            for written, places in ranked[:3]:
                if len(places) < min_places or len(places) < min_share * total:
                    break
                types = self._receiver_types_named(written)
                if types:
                    path, line = min(places)   # the same evidence every run (ripgrep's order is not)
                    answer = (types[0], Evidence(path=path, line=line, symbol=var,
                                                 note=wording.declared_as(var, written, len(places), total)))
                break
        self._rg_cache[key] = answer
        return answer

    def _receiver_types_named(self, written: str) -> list[SymbolRecord]:
        named = [t for t in self.explorer.find_types(written) if t.name == written]
        return [t for t in named if t.kind != "type_alias"] or [
            a for a in (self._alias_target(t) for t in named) if a is not None][:1]

    def _receiver_votes(self, var: str) -> tuple[dict[str, list[tuple[str, int]]], int] | None:
        """The places where the repository's source declares `var` with a type: ({type as written:
        [(path, line)]}, how many places), or None where none can be read."""
        key = ("receiver_votes", var)
        if key in self._rg_cache:
            return self._rg_cache[key]
        if ("counting", var) in self._rg_cache:
            return None   # asked again while its own votes are being counted (a vote's call reads `var.f()`)
        self._rg_cache[("counting", var)] = True
        self._rg_cache["counting_depth"] = self._rg_cache.get("counting_depth", 0) + 1
        try:
            answer = self._count_receiver_votes(var)
        finally:
            del self._rg_cache[("counting", var)]
            self._rg_cache["counting_depth"] -= 1
        self._rg_cache[key] = answer
        return answer

    def _count_receiver_votes(self, var: str) -> tuple[dict[str, list[tuple[str, int]]], int] | None:
        v = re.escape(var)
        patterns = code_declarations(v)
        # Every pattern has `var` as a whole word: the word table gives the only files to read.
        files = self._files_with_word(var)
        if files is not None:
            out = self._declaration_lines(files, patterns, var)
        else:
            args = ["-n", "--no-heading", "-M", "400", "--max-count", "40"]
            for ext in sorted(EXTENSIONS):
                args += ["--glob", f"*{ext}"]
            for pattern in patterns:   # one alternation for ripgrep, which allows one group of a name
                args += ["-e", pattern.replace("(?P<type>", "(")]
            out = self._rg(*args)
        answer = None
        if out is not None and out[0] == 0:
            votes: dict[str, list[tuple[str, int]]] = {}
            total = 0
            for row in out[1].splitlines()[:4000]:
                path, _, rest = row.partition(":")
                line, _, text = rest.partition(":")
                go = path.endswith(".go")
                for i, pattern in enumerate(patterns):
                    if i == len(patterns) - 1 and not go:
                        continue   # `name Type` declares only in Go
                    if i in (CPP_CONSTRUCTED, SMART_POINTER) and not path.endswith(_CPP_SUFFIXES):
                        continue   # `Foo v("x")`, `std::unique_ptr<Foo> v` only in C and C++
                    m = re.search(pattern, text)
                    if m and i == 2 and m.start() > 0 and text[m.start() - 1] in "\"'":
                        break   # `"app": Foo`: a key of a literal, not an annotation
                    if m and i == LOWER_VALUE and not (path.endswith(_CPP_SUFFIXES)
                                                       and self._receiver_types_named(self._vote_key(m.group("type")))):
                        continue   # `size_t n`, `return j;`: a lower-case word is a vote only as C++'s own type
                    if m:
                        written = self._vote_key(m.group("type"))
                        if i in (0, CALL_RESULT) and not self._receiver_types_named(written):
                            # `e = echo.New()`, `e := echo.New()`: what the call's declaration returns
                            returned = self._call_vote(m.group("type"))
                            if returned is None and i == CALL_RESULT:
                                continue   # a call whose result is not read says nothing either way
                            written = returned or written
                        if written not in _NOT_RECEIVER_TYPES and not self._type_parameter_of(path.removeprefix("./"), written):
                            total += 1
                            votes.setdefault(written, []).append((path.removeprefix("./"), int(line or 0)))
                        break
            # `ctx *echo.Context` in some places and `ctx context.Context` in others: the variable's
            # name is given to the repository's type and to an outside type of the same simple name,
            # so the text's `ctx` may be either, and neither is a vote the text can be held to.
            outside: dict[str, int] = {}
            for k, places in votes.items():
                if "." in k:
                    outside[k.rsplit(".", 1)[-1]] = outside.get(k.rsplit(".", 1)[-1], 0) + len(places)
            for contested in outside.keys() & votes.keys():
                # ... unless the outside type is a stray beside the habit (one `request: httpx.Request` in a
                # test beside 220 of starlette's own `request: Request`): the text means the habit's
                if outside[contested] >= CONTEST_SHARE * len(votes[contested]):
                    del votes[contested]
            answer = (votes, total)
        return answer

    def _type_parameter_of(self, rel: str, written: str) -> bool:
        """Is `written` a type parameter the file declares (`template <typename BasicJsonType>`,
        `<T extends Env>`, `fun <T> f(x: T)`) rather than a type of the repository? Such a place names no
        type at all: it says nothing of what the variable holds, for or against."""
        if "." in written or self._receiver_types_named(written):
            return False
        key = ("type_parameter", rel, written)
        if key not in self._rg_cache:
            w = re.escape(written)
            rx = re.compile(rf"\btemplate\s*<[^;{{}}]*?\b(?:typename|class)\s*(?:\.\.\.\s*)?{w}\b"
                            rf"|<\s*(?:[A-Za-z_]\w*\s*(?:extends\s+[^<>,]+|:\s*[^<>,]+)?\s*,\s*)*"
                            rf"(?:in\s+|out\s+|reified\s+)?{w}\s*(?:extends\b|:|,|>|=)")
            self._rg_cache[key] = rx.search(self._table_text(rel)) is not None
        return self._rg_cache[key]

    def _clear_receiver_types(self, var: str) -> list[SymbolRecord]:
        """[the type] of a variable name the repository declares with that type clearly
        (receivers.Habit.is_clear_for), else []. A name whose votes are being counted (its own
        declarations call its methods: `app = app.add_subcommand(...)`) is not typed from them, and
        the votes of a name met while counting another's are read one level deep, no further."""
        if ("counting", var) in self._rg_cache:
            return []
        if self._rg_cache.get("counting_depth", 0) > 1 and ("receiver_votes", var) not in self._rg_cache:
            return []   # one variable's votes may read another's (`opt = app.add_option()`), not a third's
        receiver = self._receiver_type(var)
        habit = habit_from(self._receiver_votes(var))
        if receiver is None or habit is None:
            return []
        type_ = receiver[0]
        if not any(habit.is_clear_for(w) for w in habit.votes if w.rsplit(".", 1)[-1] == type_.name):
            return []
        return [type_]

    def _call_vote(self, called: str) -> str | None:
        """The simple name of the one repository type the call `called(...)` returns, by the called
        function's or method's declaration (`echo.New` → Echo: `func New() (e *Echo)`), else None."""
        key = ("call_vote", called)
        if key not in self._rg_cache:
            parts = tuple(p for p in re.split(r"::|\.", called) if p)
            returned = self._returned_type(parts) if len(parts) >= 2 else self._free_function_returns(parts[0])
            self._rg_cache[key] = returned[0].name if returned is not None else None
        return self._rg_cache[key]

    def _vote_key(self, written: str) -> str:
        """What a declaration `var Type` votes for: the simple name where the type is written bare or
        qualified as a type of this repository (`*echo.Context`, `leveldb::Slice`), the whole written
        name where the qualifier names no type here (`context.Context`, `stdContext.Context`: an outside
        type that only shares the simple name with the repository's own). A vote for an outside type
        resolves to no repository type, so it counts against the repository's type instead of for it."""
        parts = [p for p in re.split(r"::|\.", written) if p]
        if len(parts) < 2:
            return parts[-1] if parts else written
        key = ("vote_key", written)
        if key not in self._rg_cache:
            qualified = ".".join(parts)
            here = any(t.qualname == qualified or t.qualname.endswith("." + qualified)
                       for t in self.explorer.find_types(qualified))
            if not here and (parts[0].lower() == self.project or self._scope_is_ours(parts[:-1])):
                # `ctx: click.Context` in click's docs and tests: the package re-exports its
                # `click.core.Context`, so the qualifier is the repository's own, not an outside type's.
                here = any(t.name == parts[-1] for t in self.explorer.find_types(parts[-1]))
            self._rg_cache[key] = parts[-1] if here else qualified
        return self._rg_cache[key]

    def _split_receiver(self, claim: Claim, var: str) -> ClaimResult | None:
        """`snp.resetConstraints()`: the repository declares `snp` with a few of its own types and no
        other (`var snp: ConstraintViewDSL` on views, `var snp: ConstraintLayoutGuideDSL` on layout
        guides), none of them a majority. The text's `snp` is one of them: the member is verified on
        any that has it, and missing only when every one lacks it as certainly as `T.m`."""
        counted = self._receiver_votes(var)
        if counted is None or len(var) < 2:
            return None
        votes, total = counted
        if not 2 <= len(votes) <= 4 or total < 2:
            return None
        # Only a property the repository declares as its API (`var snp: ConstraintViewDSL` of an
        # extension), every place one of its declarations: a local variable of examples (`bg` a
        # Graphics here, a Sprite there) says nothing of what the text's variable holds.
        declared = {(d.path, d.line) for d in self.explorer.symbols_named(var, kinds=("property", "field"))}
        if not all(place in declared for places in votes.values() for place in places):
            return None
        held = []
        for written, places in sorted(votes.items()):
            types = self._receiver_types_named(written)
            if not types:
                return None   # a type from outside: the variable may hold anything that has it
            path, line = min(places)
            held.append((types[0], Evidence(path=path, line=line, symbol=var, note=wording.declared_only_as(var, written)),
                         len(places), len(self.explorer.own_members(types[0]))))
        # The most declared first, then the richest: the usual one is named first and suggested.
        held = [(t, w) for t, w, _n, _m in sorted(held, key=lambda h: (-h[2], -h[3], h[0].name))]
        results = [self._member_of_receiver(claim, t, where) for t, where in held]
        verified = [r for r in results if r.status == "verified"]
        if verified:
            return verified[0]
        if not all(r.error for r in results):
            return None
        first = results[0]
        return first.model_copy(update={
            "reason": wording.split_receiver(var, [t.name for t, _w in held]) + first.reason,
            "evidence": [w for _t, w in held] + first.evidence[len(held[:1]):],
            "suggestions": [x for r in results for x in r.suggestions][:3]})

    def _declaration_lines(self, files: list[str], patterns: list[str], var: str) -> tuple[int, str]:
        """What `rg -n -M 400 --max-count 40 --glob *EXT… -e P…` prints for these files, read here:
        `path:line:text` rows of the source files' lines matching any pattern, at most 40 per file,
        a line over 400 bytes shown as ripgrep shows it; (exit status, output) as _rg gives them. Only
        the lines holding `var` as a whole word are tried (every pattern has it so), and only in
        files where the patterns match at all."""
        rx = re.compile("|".join(f"(?:{p.replace('(?P<type>', '(')})" for p in patterns))
        word = _whole_word_finder(var)
        suffixes = tuple(sorted(EXTENSIONS))
        rows = []
        for rel in files:
            if not rel.endswith(suffixes):
                continue
            text = self._table_text(rel)
            # No search of the whole text first: on a file where no line matches it scans every
            # position with the type-first pattern (80 % of a monorepo batch's CPU). It filtered
            # nothing the lines do not: the patterns have no anchors and only \b at their edges,
            # which reads a newline as any non-word character, so a line that matches is a match
            # of the whole text too.
            count, number, counted_to, last_start = 0, 1, 0, -1
            for hit in word(text):
                start = text.rfind("\n", 0, hit.start()) + 1
                if start == last_start:
                    continue
                last_start = start
                end = text.find("\n", hit.end())
                line = text[start:end if end >= 0 else len(text)]
                number += text.count("\n", counted_to, start)
                counted_to = start
                if rx.search(line) is None:
                    continue
                shown = line if len(line.encode("utf-8", "surrogatepass")) <= 400 else "[Omitted long matching line]"
                rows.append(f"{rel}:{number}:{shown}")
                count += 1
                if count == 40:
                    break
        return (0 if rows else 1), "\n".join(rows)

    def _declared_in_text(self, claim: Claim) -> ClaimResult | None:
        """`let encoder = JSONEncoder(); encoder.keyEncodingStrategy = …`: the text declares the
        receiver itself. A type of the repository is checked like a value of that type; a type from
        outside puts the member outside too."""
        written = claim.declared_type.replace("::", ".")
        leaf = written.rsplit(".", 1)[-1]
        var = claim.qualifier[-1]
        if written.split(".")[0] == var or self.explorer.symbols_named(leaf, kinds=("method", "function")):
            return None   # `logger = logger.Hook(h)`: a call whose result may be anything, not a construction
        types = [t for t in self.explorer.find_types(leaf) if t.name == leaf]
        if not types:
            return ClaimResult(text=claim.text, kind=claim.kind, status="unverifiable", rule=R.EXTERNAL_NAMESPACE,
                               reason=wording.text_declares_outside(var, written))
        result = self._member(Claim(text=claim.text, kind="member", qualifier=(leaf,), name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        return result.model_copy(update={"reason": wording.text_declares(var, leaf) + result.reason})

    def _said_type(self, claim: Claim) -> ClaimResult | None:
        """"call `r.Handler(h)` on the Mux": a construction of the sentence binds the receiver to a type
        its name does not fit. Where the repository's own code declares that name with that very type
        (chi gives `r` a Mux in 57 places, beside its `*http.Request`s), the text says which of the
        name's types it means, and the member is checked on it exactly like `T.m`. A type the
        repository never gives the name leaves the sentence unread (it may speak of something else)."""
        var = claim.qualifier[0]
        leaf = claim.said_type[-1]
        habit = habit_from(self._receiver_votes(var))
        if habit is None or habit.votes.get(leaf, 0) < SAID_TYPE_PLACES:
            return None
        types = [t for t in self.explorer.find_types(".".join(claim.said_type)) or self.explorer.find_types(leaf)
                 if t.name == leaf]
        if not types:
            return None
        result = self._member(Claim(text=claim.text, kind="member", qualifier=claim.said_type, name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        return result.model_copy(update={
            "binding": claim.said_binding,
            "reason": wording.said_type(var, leaf, habit.votes[leaf], habit.total) + result.reason})

    def _text_typed(self, claim: Claim) -> ClaimResult | None:
        """`e.errorBody()` after "cast to `HttpException`", `err.code` beside TRPCClientError: the text
        names one type of the repository that the receiver's name fits, so the member is checked on
        it like `T.m`. Found on a subtype: verified (the variable may hold one). Missing, but present on
        another type of the repository whose name fits the variable as well: the text may mean that
        one, so uncertain (rule VARIABLE_OF_TYPE)."""
        from .claims import _names_a_value_of

        var = claim.qualifier[0]
        named: dict[str, SymbolRecord] = {}
        for written in claim.text_type:
            leaf = re.split(r"\.|::", written)[-1]
            for t in self.explorer.find_types(written.replace("::", ".")) or self.explorer.find_types(leaf):
                if t.name == leaf:
                    named.setdefault(t.name, t)
        if len(named) != 1:
            return None
        type_ = next(iter(named.values()))
        said = wording.text_typed(var, type_.name)
        result = self._member(Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=claim.name,
                                    is_call=claim.is_call, params=claim.params, span=claim.span))
        if not result.error:
            return result.model_copy(update={"reason": said + result.reason})
        for sub in self._all_subtypes(type_):
            found = [m for m, _via in self.explorer.members(sub).lookup(claim.name) if m.kind != "extension"]
            if found:
                return self._verified(claim, found, wording.subtype_member(claim.name, sub.name, type_.name,
                                                                           found[0].path, found[0].line),
                                      rule=R.SUBTYPE_MEMBER)
        leaf = claim.name.split(":")[0]
        fitting = [s for s in self.explorer.symbols_named(leaf) if s.kind != "extension" and s.container
                   and s.container.rsplit(".", 1)[-1] != type_.name
                   and _names_a_value_of(var, s.container.rsplit(".", 1)[-1])]
        if fitting:
            e = fitting[0]
            return result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.VARIABLE_OF_TYPE,
                "reason": said + result.reason + wording.fits_another(var, e.qualname, e.path, e.line)})
        return result.model_copy(update={"reason": said + result.reason})

    def _alias_target(self, alias: SymbolRecord, depth: int = 0, one_step: bool = False) -> SymbolRecord | None:
        """The one in-repo type a type alias names, through up to three aliases (`one_step`: the type it
        names, which may be an alias itself); None for a union (`type R = A | B`), an outside type, or a
        target that is ambiguous."""
        if not alias.bases and alias.language in ("go", "kotlin", "swift") and depth <= 3:
            written = self._go_alias_written(alias) if alias.language == "go" else self._typealias_written(alias)
            found = [t for t in self.explorer.find_types(written) if t.name == written and t.id != alias.id] if written else []
            if len({t.qualname for t in found}) != 1:
                return None
            if one_step:
                return found[0]
            return self._alias_target(found[0], depth + 1) if found[0].kind == "type_alias" else found[0]
        if len(alias.bases) != 1 or depth > 3:
            return None
        name = re.split(r"<|::|\.", alias.bases[0].strip())[-1] if "<" not in alias.bases[0] else \
            re.split(r"::|\.", alias.bases[0].split("<", 1)[0])[-1]
        found = [t for t in self.explorer.find_types(name) if t.name == name and t.id != alias.id]
        written = re.sub(r"::|\.", ".", alias.bases[0].split("<", 1)[0].strip())
        if "." in written:
            # `using json = nlohmann::json;` in every example: the alias names the namespace's type, not
            # the examples' own aliases of that name
            named = [t for t in found if t.qualname == written or t.qualname.endswith("." + written)]
            found = named or found
        if len({t.qualname for t in found}) != 1:
            return None
        target = found[0]
        if one_step:
            return target
        return self._alias_target(target, depth + 1) if target.kind == "type_alias" else target

    def _go_alias_written(self, alias: SymbolRecord) -> str | None:
        """The type a Go alias declaration names (`IntFlag = FlagBase[int, IntegerConfig, intValue[int]]`,
        `type Handler = http.Handler`: the simple name, type arguments left out), read from its line;
        None for a defined type (`type Formatter func(...)`, no `=`)."""
        lines = self._source_lines(alias.path)
        if not 0 < alias.line <= len(lines):
            return None
        m = re.match(rf"^\s*(?:type\s+)?{re.escape(alias.name)}\s*(?:\[[^\]=]*\])?\s*=\s*\*?((?:\w+\.)?[A-Za-z_]\w*)",
                     lines[alias.line - 1])
        return m.group(1).rsplit(".", 1)[-1] if m else None

    def _names_an_outside_type(self, alias: SymbolRecord) -> bool:
        """Does a Kotlin or Swift alias name a type from outside the repository (`= android.content.Context`,
        `= android.graphics.Bitmap` beside the repository's `expect class Bitmap`)?"""
        written = self._typealias_written(alias)
        if written is None:
            return False
        target = self._alias_target(alias, one_step=True)
        return target is None or target.name == alias.name

    def _typealias_written(self, alias: SymbolRecord) -> str | None:
        """The type a Kotlin or Swift `typealias` names (`typealias RawOption = NullableOption<String, String>`,
        `public typealias Completion = Result<Void, Error>`: the simple name, qualifiers and type
        arguments left out), read from its declaration; None for a function type or a tuple (`(String) -> Unit`),
        which no type of the repository is. The index keeps no base for these aliases."""
        lines = self._source_lines(alias.path)
        if not 0 < alias.line <= len(lines):
            return None
        head = " ".join(l.strip() for l in lines[alias.line - 1:alias.line + 1])
        m = re.search(rf"\btypealias\s+{re.escape(alias.name)}\s*(?:<[^=]*?>)?\s*=\s*((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)"
                      r"(?!\s*(?:->|\.))", head)
        return m.group(1).rsplit(".", 1)[-1] if m else None

    def _all_subtypes(self, type_: SymbolRecord, limit: int = 200) -> list[SymbolRecord]:
        """Subtypes at every depth (ParticleContainer below ViewContainer below Container)."""
        seen: dict[int, SymbolRecord] = {}
        todo = [type_]
        while todo and len(seen) < limit:
            for sub in self.explorer.subtypes(todo.pop()):
                if sub.id not in seen and sub.id != type_.id:
                    seen[sub.id] = sub
                    todo.append(sub)
        return list(seen.values())

    def _chain_member(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """`app.config.from_prefixed_env()`: the root variable's type from the repository's code,
        then each field's type from its declaration (`val source: BufferedSource`) or, failing
        that, the repository's type named like the field (`config` -> Config), which is a guess:
        a miss on a guessed type is certain only as a near miss of its own members."""
        receiver = self._receiver_type(qualifier[0])
        if receiver is None:
            return None
        type_, where = receiver
        guessed = False
        for part in qualifier[1:]:
            fields, held = self._field_type(type_, part)
            if not fields:
                return None if guessed else self._chain_link_missing(claim, qualifier, part, type_, where)
            if not held:
                held = [t for t in self.explorer.find_types(part[:1].upper() + part[1:]) if t.name.lower() == part.lower()]
                guessed = True
            if not held:
                return None
            type_ = held[0]
        result = self._member_of_receiver(
            Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=name, is_call=claim.is_call,
                  params=claim.params, span=claim.span), type_, where,
            said=wording.chain_is(".".join(qualifier), type_.name, where))
        near_own = any(s.symbol.split(".")[0] == type_.name and typo_variant(name, s.symbol.rsplit(".", 1)[-1])
                       for s in result.suggestions[:1])
        if guessed and result.error and not near_own \
                and result.rule not in (R.TYPO_OF_OWN_MEMBER, R.MEMBER_CASE_DIFFERS):
            return result.model_copy(update={
                "status": "unverifiable", "error": None, "rule": R.VARIABLE_OF_TYPE,
                "reason": wording.field_of_type(qualifier[-1], type_.name) + result.reason})
        return result

    def _field_type(self, type_: SymbolRecord, part: str) -> tuple[list[SymbolRecord], list[SymbolRecord]]:
        """(the type's fields named `part`, the in-repo types the first one's declaration says it holds)."""
        fields = [m for m, _via in self.explorer.members(type_).by_name().get(part, ())
                  if m.kind in ("field", "property", "constant")]
        if not fields:
            return fields, []
        lines = self._source_lines(fields[0].path)
        declared = _declared_type(lines[fields[0].line - 1], part) if 0 < fields[0].line <= len(lines) else None
        if declared is None and fields[0].kind == "property":
            # a property read through its getter (`get req(): HonoRequest<P>`, `@property def
            # config(self) -> Config`): its type is what the getter says it returns
            declared = _return_type(lines, fields[0].line, part, fields[0].language)
        held = [t for t in self.explorer.find_types(declared.rsplit(".", 1)[-1])
                if t.name == declared.rsplit(".", 1)[-1]] if declared else []
        return fields, held

    def _chain_type(self, qualifier: tuple[str, ...]) -> SymbolRecord | None:
        """The in-repo type `make.top` holds: the root variable's type from the repository's code, then
        each field's declared type (never a type guessed from a field's name)."""
        if ("counting", qualifier[0]) in self._rg_cache:
            return None   # a vote for the root being counted cannot type the root
        receiver = self._receiver_type(qualifier[0])
        if receiver is None:
            return None
        type_ = receiver[0]
        for part in qualifier[1:]:
            _fields, held = self._field_type(type_, part)
            if not held:
                return None
            type_ = held[0]
        return type_

    def _chain_link_missing(self, claim: Claim, qualifier: list[str], part: str, type_: SymbolRecord,
                            where: Evidence) -> ClaimResult | None:
        """`make.safeArea.bottom.equalToSuperview()`: a link of the chain that the type the chain has
        reached (by the root's declarations and the fields' declared types) does not have is the
        mistake, as certain as that type's own member would be missing; anything else about the
        link (a method, an uncertain miss) leaves the chain unread."""
        result = self._member_of_receiver(
            Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=part, span=claim.span), type_, where,
            said=wording.chain_is('.'.join(qualifier[:qualifier.index(part)]), type_.name, where))
        return result if result.error else None

    def _member_of_receiver(self, claim: Claim, type_: SymbolRecord, where: Evidence,
                            said: str | None = None, habit_of_name: bool = False) -> ClaimResult:
        """A member of a variable whose type the repository's own code gives it is checked on that
        type; a subtype's member is accepted (the variable may hold one), but a member that neither
        has is as missing as `T.m` is. `habit_of_name`: the type is the one the repository's
        declarations of this very name give it (not a chain's field)."""
        var = claim.qualifier[-1]
        if type_.language == "go" and go_standard_package_has(var, claim.name):
            # `log.New(w, "", 0)` where the repository's code names its Logger variables `log`: the text
            # may as well call the standard library's package of that name.
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.EXTERNAL_NAMESPACE, status="unverifiable",
                               reason=wording.standard_package_member(var, claim.name), evidence=[where])
        self._typing_by_habit += 1
        try:
            result = self._member(Claim(text=claim.text, kind="member", qualifier=(type_.name,), name=claim.name,
                                        is_call=claim.is_call, params=claim.params, span=claim.span))
        finally:
            self._typing_by_habit -= 1
        if result.error:
            for sub in self._all_subtypes(type_):
                found = [(m, via) for m, via in self.explorer.members(sub).by_name().get(claim.name, ())
                         if m.kind != "extension"]
                if found:
                    return self._verified(claim, [m for m, _via in found],
                                          wording.subtype_member(claim.name, sub.name, type_.name, found[0][0].path,
                                                                 found[0][0].line), rule=R.SUBTYPE_MEMBER)
            named = [s for s in self.explorer.symbols_named(claim.name.split(":")[0]) if s.kind != "extension"
                     and not self._type_not_reached_through_a_value(s)]
            elsewhere = [s for s in named if not self._not_reached_through_a_value(s, var, type_)]
            if len(elsewhere) < len(named) and not result.suggestions:
                # `rootCmd.GenMarkdownTree()`: what the text means is the package's function.
                result = result.model_copy(update={"suggestions": [
                    Suggestion(symbol=s.qualname, path=s.path, line=s.line, score=1.0)
                    for s in named if s not in elsewhere][:3]})
            if var.lower() == type_.name.lower() and self._closed_type(type_) and not any(
                    (e.container or "").rsplit(".", 1)[-1].lower().endswith(var.lower()) for e in elsewhere):
                # `gson` for a Gson, `response` for a Response: the name says the type, and no type the
                # name also fits (an HttpResponse for `response`) has the member.
                elsewhere = []
            if elsewhere and habit_of_name:
                elsewhere = self._others_the_name_may_hold(var, type_, elsewhere)
            if elsewhere and result.rule not in (R.TYPO_OF_OWN_MEMBER, R.MEMBER_CASE_DIFFERS):
                # The variable's type is the repository's habit, not the text's: where another type
                # of the repository has the member, the text may hold one of those in that variable.
                e = elsewhere[0]
                return result.model_copy(update={
                    "status": "unverifiable", "error": None, "rule": R.VARIABLE_OF_TYPE,
                    "reason": wording.receiver_usually(var, type_.name, where, claim.name, e),
                    "evidence": [where] + result.evidence})
        said = said or wording.receiver_is(var, type_.name, where)
        return result.model_copy(update={"reason": said + result.reason, "evidence": [where] + result.evidence})

    def _others_the_name_may_hold(self, var: str, type_: SymbolRecord,
                                  elsewhere: list[SymbolRecord]) -> list[SymbolRecord]:
        """Of the other declarations of the claimed member, those the variable may be holding. Where
        the repository gives the name `type_` clearly (receivers.Habit.is_clear_for: `CLI::App app` in
        112 of 112 places), only a type it also gives the name somewhere, or one the name fits (`opt`
        for an Option), or a declaration outside any type is such; else every one is."""
        from .claims import _names_a_value_of

        habit = habit_from(self._receiver_votes(var))
        if habit is None:
            return elsewhere
        given_at_least = 1
        if not habit.is_clear_for_all(self._places_of_kind(habit, type_)):
            # Rule NAME_FITS_HABIT: a habit that is only a majority (`group` an OptionGroup in 3 of 3
            # places, `formatter` a HelpFormatter in 39 of 46) is as firm where the name is the habit
            # type's own (its name, tail or a word of it) and the other owners of the member are no
            # type the name fits or the repository gives it in more than a stray place (one
            # `CommandLine formatter` beside 39 HelpFormatters): `group.addRequiredOption` is not an Options'.
            # Not for a name of one or two letters (`c` fits every type that starts with a c), nor for a
            # name the repository also gives a top-level value (pixijs' `export const extensions`, beside
            # fields `extensions: WebGLExtensions`): the text may mean that value.
            if (len(var) < 3 or self._top_level_value_named(var)
                    or not (_names_a_value_of(var, type_.name) and habit.is_majority_for(self._places_of_kind(habit, type_)))):
                return elsewhere
            given_at_least = SAID_TYPE_PLACES

        kept = []
        for sym in elsewhere:
            if sym.container and _TEST_PATH_RE.search(sym.path) and not _TEST_PATH_RE.search(type_.path):
                continue   # a test class's method (okhttp's CallTest.cancelAll): no value a note's variable holds
            owner = (sym.container or "").replace("::", ".").rsplit(".", 1)[-1]
            owners = [t for t in self.explorer.find_types(owner) if t.name == owner] if owner else []
            if not owners or habit.also_given(owner, given_at_least) or _names_a_value_of(var, owner):
                kept.append(sym)
            elif given_at_least > 1 and any(_names_a_value_of(var, sub.name) for sub in self._all_subtypes(owners[0], 50)):
                # NAME_FITS_HABIT: `mixed` may hold yup's MixedSchema, which inherits `test` from Schema
                kept.append(sym)
        return kept

    def _top_level_value_named(self, name: str) -> bool:
        """Does the repository declare a value of this name outside any type (a module's constant or
        variable), outside its tests?"""
        return any(s.container is None and s.kind in ("constant", "variable", "field") and not _place(s.path)[1]
                   for s in self.explorer.symbols_named(name))

    def _type_not_reached_through_a_value(self, sym: SymbolRecord) -> bool:
        """A type is no member a variable's dot reaches (chi's `middleware.Pattern` struct says nothing of
        `rctx.Pattern()`); only Python reaches a class nested in a class through an instance of it."""
        if sym.kind not in TYPE_KINDS:
            return False
        if sym.language != "python" or not sym.container:
            return True
        return not any(t.qualname == sym.container for t in self.explorer.find_types(sym.container))

    def _places_of_kind(self, habit, type_: SymbolRecord) -> int:
        """The places that give the name `type_` or one of its subtypes (okhttp's `call` is a Call in 377
        places and a RealCall, which is a Call, in 19): each is a value of `type_`."""
        places = 0
        for written, count in habit.votes.items():
            leaf = written.rsplit(".", 1)[-1]
            if leaf == type_.name or ("." not in written and any(
                    any(a.id == type_.id for a in self.explorer.ancestry(t).ancestors)
                    for t in self._receiver_types_named(leaf)[:3])):
                places += count
        return places

    def _not_reached_through_a_value(self, sym: SymbolRecord, var: str, type_: SymbolRecord | None = None) -> bool:
        """A free function (Go's `doc.GenMarkdownTree`, C++'s `spdlog::flush_every`) is called through its
        package's or namespace's name only, never through a variable: `rootCmd.GenMarkdownTree()`,
        `logger->flush_every()` cannot mean it, unless the variable's name is itself one of the
        repository's packages, namespaces or module directories."""
        if sym.kind != "function" or sym.attached:
            return False
        if sym.container and any(t.qualname == sym.container for t in self.explorer.find_types(sym.container)):
            return False   # a type's own function (a static one, a companion's)
        if sym.language == "go":
            return not self.explorer.package_files(var, "go")
        if type_ is not None and self.explorer.file_parse_errors(sym.file_id) and any(
                t.file_id == sym.file_id for t in self.explorer.find_types(type_.name) if t.name == type_.name):
            return False   # in a half-read file of the type (nlohmann's json.hpp): a member the parser cut off
        return not self._scope_is_ours([var])

    def _scope_is_ours(self, scope: list[str]) -> bool:
        """Is `flask.` / `leveldb::` / nothing a scope of this repository (a package, a namespace)?"""
        if not scope:
            return True
        if scope[0][:1].isupper():
            return True
        if self.explorer.packages(".".join(scope)) or self.explorer.find_namespaces(scope[-1]):
            return True
        if self._namespace_files(scope):
            return True   # `z.` bound to the repository's modules (`import * as z from "./external.js"`)
        # A Python or Go package is a directory: `flask.` is `src/flask/`.
        return any(d.rsplit("/", 1)[-1] == scope[0] for d in self.explorer.directories())

    def _invented_type(self, written: str, name: str) -> tuple[SymbolRecord, SymbolRecord, str] | None:
        """Rule INVENTED_TYPE: `written` names no symbol, import or text anywhere in the repository,
        yet it is a real type with one word added or swapped (CachedFoo for Foo, HttpThing for
        WebThing) and that real type has the claimed member: what a model invents."""
        words = camel_words(written)
        if len(words) < 2 or written in EXTERNAL_ROOTS or any(known_base(written, lang) for lang in PACKS):
            return None
        cands = list(self.explorer.types_sharing_words(words))
        run = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", written)
        if run is not None:
            # `MTLModelAdapter`: types of the same capital prefix ending in the same word (MTLJSONAdapter),
            # whose glued prefix (`MTLJSON`) no word search finds.
            cands += [t for t in self.explorer.symbols_with_prefix(run.group(0)[:-1], limit=400)
                      if t.kind in TYPE_KINDS and camel_words(t.name)[-1:] == words[-1:]]
        for cut in _word_starts(written)[1:]:
            # `WebGLGraphics` for `Graphics`, `GraphicsWebGL`: a decoration of several letters at a word edge.
            for piece in (written[cut:], written[:cut]):
                if len(piece) >= 4 and len(written) - len(piece) <= 10:
                    cands += [t for t in self.explorer.find_types(piece) if t.name == piece]
        project = os.path.basename(os.path.abspath(self.root)).lower()
        if len(project) >= 3 and written.lower().startswith(project) and len(written) > len(project) + 2:
            # `LevelDBIterator` in leveldb: the project's name put before a real type.
            cands += self.explorer.find_types(written[len(project):])
            # `SnapKitMaker` in SnapKit: the project's name in place of a real type's first word
            # (ConstraintMaker).
            tail = written[len(project):]
            if len(tail) >= 4 and tail[:1].isupper():
                cands += [t for t in self.explorer.types_sharing_words(camel_words(tail))
                          if t.name.endswith(tail) and len(camel_words(t.name[:-len(tail)])) == 1]
        best = None
        scored: list[tuple[float, SymbolRecord, SymbolRecord, str]] = []
        for cand in cands:
            if cand.name == written or _place(cand.path)[1]:
                # (A test's or an example's own type is no library API a model decorates: "our
                # DurationType" beside click's test-only DoublingType is the writer's own code.)
                continue
            # `MTLJSONTransformer` for `MTLValueTransformer`: behind a shared prefix of capitals (an
            # Objective-C namespace), the words are what differs; `MTLJSON` is no one word.
            ww, cw = _words_behind_prefix(written, cand.name)
            if written.lower() == project + cand.name.lower():
                how = "project_prefix"
            elif (len(project) >= 3 and written.lower().startswith(project) and cand.name.endswith(written[len(project):])
                  and len(camel_words(cand.name[:-(len(written) - len(project))])) == 1):
                how = "project_in_place"
            elif len(cw) == len(ww) - 1 and len(cand.name) >= 4 and _drops_one(ww, cw):
                how = "decorates"
            elif written.endswith(cand.name) or written.startswith(cand.name):
                how = "decorates"
            elif len(cw) == len(ww) + 1 and _drops_one(cw, ww):
                how = "drops_word"
            elif len(cw) == len(ww) and len(ww) >= 2 and sum(a != b for a, b in zip(cw, ww)) == 1:
                how = "word_differs"
            elif words_reordered(written, cand.name):
                how = "words_reordered"   # `ReporterBaseStreaming` for `StreamingReporterBase`
            else:
                continue
            found = [m for m, _via in self.explorer.members(cand).all() if _same_member(m, name)]
            if found:
                scored.append((_invented_type_rank(written, cand), cand, found[0], how))
        for item in scored:
            if best is None or item[0] > best[0]:
                best = item
        if best is not None:
            # A subclass of the best that fits the name too is what was meant (`DataTaskRequest` is a
            # `DataRequest`, not its base `Request`; `FlaskApp` is `Flask`, not its base `App`).
            best_ids = {best[1].id}
            sub = [item for item in scored if item[1].id not in best_ids
                   and set(camel_words(item[1].name)) <= set(words)   # its words all written, none swapped
                   and any(a.id == best[1].id for a in self.explorer.members(item[1]).ancestry.ancestors)]
            if sub:
                best = max(sub, key=lambda item: item[0])
        if best is None or self._mentioned_in_repo(written):
            return None
        return best[1], best[2], best[3]

    def _invented_own_type(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """Rule INVENTED_OWN_TYPE: `YupObject.shape` in yup, `attrs.AttrsSchema.fields`,
        `gflags::FlagsParser::Parse`, `ExpectationBuilder.expect` in Nimble: a type the text names as
        this repository's own (the project's name or the shared capital prefix of its types begins
        it, the text puts it in one of the repository's packages or namespaces, or it is one of the
        repository's types with a word added after it), that no file of the repository defines, imports or
        writes, while the member is real here, on another type or as a top-level function. The
        member was put on a type a model made up; the real owner is the suggestion. (Rule
        INVENTED_TYPE already took the case where the decorated type itself has the member.)"""
        written = qualifier[-1]
        how = self._own_type_naming(written, qualifier[:-1])
        if how is None:
            return None
        leaf = name.split(":")[0]
        # an Objective-C selector written without its colon (`linkAtPoint` for `linkAtPoint:`) too
        named = {s.id: s for n in dict.fromkeys((name, leaf, leaf + ":")) for s in self.explorer.symbols_named(n)}
        real = [s for s in named.values()
                if s.kind not in TYPE_KINDS and s.kind not in ("extension", "constructor") and _same_member(s, name)
                and not _place(s.path)[1]]
        if not real:
            return (self._invented_project_type(claim, qualifier, name, how)
                    or self._invented_prefixed_type(claim, qualifier, name))
        if self._mentioned_in_repo(written):
            return None
        words = {w.lower() for w in camel_words(written)}

        def rank(sym: SymbolRecord) -> tuple:
            # an owner that shares a word with the invented name (`ObjectSchema` for `YupObject`), then
            # a public one, then a top-level function, one under the project's own directory first
            owner = sym.container.replace("::", ".").rsplit(".", 1)[-1] if sym.container else ""
            shared = len(words & {w.lower() for w in camel_words(owner)}) if owner else 0
            private = owner.startswith("_") or sym.name.startswith("_")
            in_project = f"/{self.project}/" in f"/{sym.path.lower()}"
            return (-shared, private, sym.container is not None, not in_project, len(sym.path), sym.path, sym.line)

        real.sort(key=rank)
        best = real[0]
        symbol = (_suggest(best, 1.0).symbol if best.container
                  else f"{self._top_level_scope(best, qualifier[:-1])}.{best.name}")
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.INVENTED_OWN_TYPE,
            reason=wording.invented_own_type(".".join(qualifier), how, symbol, best.path, best.line),
            evidence=[_evidence(best, "member")],
            suggestions=[Suggestion(symbol=symbol, path=best.path, line=best.line, score=1.0)])

    def _invented_project_type(self, claim: Claim, qualifier: list[str], name: str, how: str) -> ClaimResult | None:
        """Rule INVENTED_OWN_TYPE without a real member: `YupValidator.addRule` in yup, a type that begins
        with the project's very name (not only its singular), that no file of the repository writes,
        with a member that is no symbol of the repository and no word of any of its files. Neither name
        is anywhere in the project the text names them after: both are made up. Near names of the
        member are the suggestion."""
        written = qualifier[-1]
        leaf = name.split(":")[0]
        if how != "project_name" or not (written.lower().startswith(self.project) and written[len(self.project):][:1].isupper()):
            return None
        if self._mentioned_in_repo(written) or self._mentioned_in_repo(leaf):
            return None
        sugg = []
        for near, _score in self._near_and_word_kin(leaf, 6):
            syms = [s for s in self.explorer.symbols_named(near)
                    if s.kind not in TYPE_KINDS and s.kind != "extension" and not _place(s.path)[1]]
            if syms:
                best = syms[0]
                sugg.append(_suggest(best, None) if best.container else
                            Suggestion(symbol=f"{self._top_level_scope(best, qualifier[:-1])}.{best.name}",
                                       path=best.path, line=best.line, score=None))
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.INVENTED_OWN_TYPE,
            reason=wording.invented_project_type(".".join(qualifier), leaf), suggestions=sugg[:3])

    def _invented_prefixed_type(self, claim: Claim, qualifier: list[str], name: str) -> ClaimResult | None:
        """Rule INVENTED_PREFIXED_TYPE: `SRWebSocketConfiguration.timeoutInterval` in SocketRocket,
        `MASConstraintGroup` in Masonry. Objective-C has no namespaces: a library's types share a
        class prefix (SR, MAS) that is its namespace, and Apple's rule keeps that prefix to the library.
        A type carrying the prefix of the repository's own Objective-C or Swift types (several of them,
        outside tests; not a platform prefix) that is one of them with words after it, and that no file
        of the repository defines, imports or writes, is a type of this library that does not exist,
        whatever member the text gives it (the member may be a platform name the sources write:
        NSURLRequest's `timeoutInterval`). Without the decorated real type, a prefix alone stays open."""
        if len(qualifier) != 1:
            return None
        written = qualifier[-1]
        run = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", written)
        if run is None or run.group(0) in _PLATFORM_TYPE_PREFIXES:
            return None
        prefix = run.group(0)
        own = {t.name: t for t in self.explorer.symbols_with_prefix(prefix, limit=400)
               if t.kind in TYPE_KINDS and t.language in ("objc", "swift") and t.name[len(prefix):][:1].isupper()
               and not _place(t.path)[1]}
        if len(own) < _OWN_TYPE_PREFIX_TYPES:
            return None
        decorated = None
        for cut in _word_starts(written)[1:]:
            piece = written[:cut]
            if len(piece) > len(prefix) + 2 and piece in own:
                decorated = own[piece]    # the longest own type it begins with
        if decorated is None or self._mentioned_in_repo(written):
            return None
        near = self._nearest_member(name.split(":")[0], decorated) if name else None
        suggestions = [_suggest(near, None)] if near is not None else [_suggest(decorated, None)]
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.INVENTED_PREFIXED_TYPE,
            reason=wording.invented_prefixed_type(written, prefix, decorated.name, decorated.path, decorated.line),
            evidence=[_evidence(decorated, "type")], suggestions=suggestions)

    def _invented_generic_type(self, claim: Claim) -> ClaimResult | None:
        """Rule INVENTED_GENERIC_TYPE: `WritableAtomType<number>` in jotai, `MiddlewareFunction<Env>` in
        hono. A name the text writes with type arguments is a type; in a TypeScript repository that
        defines, imports and writes it nowhere, it is a type of this library that does not exist when it
        is one of the library's own types (outside tests and examples, of two words or more) with a word
        added after it (WritableAtom), or with only its last word swapped (MiddlewareHandler). TypeScript's
        and React's own generics are no invention (`ReadonlyArray<T>`, `PropsWithChildren<P>`)."""
        written = claim.name
        if not ({"typescript", "tsx"} & self._repository_languages()) or written in TS_LIB_GENERICS:
            return None
        words = camel_words(written)
        if len(words) < 2 or any(known_base(written, lang) for lang in PACKS):
            return None
        best = None
        for cand in self.explorer.types_sharing_words(words):
            if (cand.name == written or cand.language not in ("typescript", "tsx") or _place(cand.path)[1]
                    or cand.name.startswith("_")):
                continue
            cw = camel_words(cand.name)
            if len(cw) < 2:
                continue
            if len(words) > len(cw) and written.startswith(cand.name) and written[len(cand.name):][:1].isupper():
                how = "words_after"
            elif len(words) == len(cw) and words[:-1] == cw[:-1] and words[-1] != cw[-1]:
                how = "last_word"
            else:
                continue
            key = (how != "words_after", -len(cand.name), len(cand.path), cand.path, cand.line)
            if best is None or key < best[0]:
                best = (key, cand, how)
        if best is None or self._mentioned_in_repo(written):
            return None
        _key, real, how = best
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.INVENTED_GENERIC_TYPE,
            reason=wording.invented_generic_type(written, how, real.name, real.path, real.line),
            evidence=[_evidence(real, "type")], suggestions=[_suggest(real, 1.0)])

    def _own_type_naming(self, written: str, scope: list[str]) -> str | None:
        """How a type name that no symbol of the repository has is named as the repository's own: by
        the project's name (`YupObject`, `GFlagRegistry` in gflags), by the capital prefix most of its
        types share (`TTTLinkAttributes`), by one of its packages or namespaces written before it
        (`attrs.AttrsSchema`, `gflags::FlagsParser`), or as one of its own types (outside tests) with
        a word added after it (`ExpectationBuilder`); None when it is none of these."""
        words = camel_words(written)
        if len(words) < 2 or written in EXTERNAL_ROOTS or any(known_base(written, lang) for lang in PACKS):
            return None
        lower = written.lower()
        forms = {self.project, self.project[:-1] if self.project.endswith("s") else self.project}
        if any(len(f) >= 3 and lower.startswith(f) and written[len(f):][:1].isupper() for f in forms):
            return "project_name"
        if scope and scope[0][:1].islower() and not self._external_root(scope[0]) and (
                scope[0].lower() == self.project or self.explorer.packages(".".join(scope))
                or self.explorer.find_namespaces(scope[-1])):
            return "own_scope"
        run = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", written)
        if run is not None and run.group(0) not in _PLATFORM_TYPE_PREFIXES:
            prefix = run.group(0)
            own = [t for t in self.explorer.symbols_with_prefix(prefix, limit=400)
                   if t.kind in TYPE_KINDS and t.name[len(prefix):][:1].isupper() and not _place(t.path)[1]]
            if len(own) >= _OWN_TYPE_PREFIX_TYPES:
                return "own_prefix"
        for cut in _word_starts(written)[1:]:
            # one of its types with words after it (`ExpectationBuilder`, `MatcherFactory`): another kind of
            # thing made up around it. Not words before it: `UserSchema`, `ConfigSchema`, `AdminRouter` are
            # how a writer names its own values and subclasses of the type.
            piece = written[:cut]
            if len(piece) >= 4 and any(t.name == piece and not _place(t.path)[1] for t in self.explorer.find_types(piece)):
                return "decorates_own"
        return None

    def _top_level_scope(self, sym: SymbolRecord, scope: list[str]) -> str:
        """The scope a top-level function is written under (`attrs.fields`, `Nimble.expect`): the
        scope the text wrote, the package that exports it, a Swift module's directory, a Go package,
        else the project's name."""
        if scope and scope[0][:1].islower():
            return ".".join(scope)
        if sym.language == "python":
            exports = self._python_exports(self.project)
            if exports is not None and sym.name in exports.names:
                return self.project
            parts = [p for p in (sym.qualname or "").split(".")[:-1] if p != "src" and not p.startswith("_")]
            if parts:
                return ".".join(parts)
        if sym.language == "swift":
            m = re.match(r"(?:.*/)?Sources/([^/]+)/", sym.path)
            if m:
                return m.group(1)
        if sym.language == "go" and sym.package:
            return sym.package
        return self.project

    def _mentioned_in_repo(self, word: str) -> bool:
        """Any whole-word occurrence of `word` in the repository's files (the word table; ripgrep for a
        word the table does not keep; .gitignore honoured). Without either the answer is "yes": the
        rule that asks must then stay uncertain."""
        written = self.explorer.word_written(word)
        if written is not None:
            return written
        out = self._rg("-F", "-w", "-q", "-e", word)
        return out is None or out[0] != 1

    def _member_suggestions(self, name: str, per_type, is_call: bool = False) -> list[Suggestion]:
        """Near names on the claimed type first (typo-level), then the same or near member name on
        other types, ranked by name similarity and, for other types, by how near the type is."""
        claimed_ids = {t.id for t, _ in per_type}
        same_type: list[tuple[float, SymbolRecord]] = []
        typo_level: list[tuple[float, SymbolRecord]] = []
        cutoff = max(10, len(name) * 10 // 3)
        heads = word_heads(name)
        for t, ms in per_type:
            by_name = ms.by_name()
            names, lowered = ms.derived("names_by_key", _distinct_member_names)
            # (the names provably no near member of it are not scored: verifier/near_filter.py)
            for member_name in near_candidates(name, shortlist(name, names, lowered=lowered), heads):
                score, kin, by_words = _own_near_member(name, member_name)
                if by_words and drops_the_commoner_word(name, member_name, lambda: ms.derived("word_counts", _member_word_counts)):
                    kin += _RARER_WORD_KEPT   # `section` for `write_section`, before `write`: the rarer word is the meaning
                if score is not None:
                    score = round(score + kin, 4)
                    close = kin >= 0.3 or edit_distance(name, member_name) <= cutoff   # once per name, not per overload
                    if name[:1].islower() and member_name[:1].isupper():
                        # a nested type (`PrefetchTask` in ImagePrefetcher) for a lower-case member written:
                        # a type is not what `prefetcher.prefetch(urls)` calls; after the members
                        score, close = round(score - _NESTED_TYPE_PENALTY, 4), False
                    for m, _via in by_name[member_name]:
                        if m.kind != "extension":
                            if m.kind in TYPE_KINDS and not close and score < 0:
                                continue
                            same_type.append((score, m))
                            if close:
                                typo_level.append((score, m))
        type_name = per_type[0][0].name
        others: list[tuple[float, SymbolRecord]] = []
        # (not the names a word away: on another type they are other things, `makeErrorMessage` for
        # ValidationError's `errorMessage`, `arguments` of a stranger for `invalidArguments`)
        candidates = [name] + [n for n, _s in self.explorer.near_names(name, limit=12)]
        claimed = {t.qualname for t, _ in per_type}
        claimed_dir = _place(per_type[0][0].path)[0]
        # A top-level function of that very name (Go's `afero.ReadFile(fs, …)`, immer's `enablePatches()`):
        # the member the text put on the type is the package's own function.
        free: list[tuple[float, SymbolRecord]] = []
        for sym in self.explorer.symbols_named_any(candidates, kinds=MEMBER_KINDS):
            if sym.container is None:
                if sym.name == name and sym.kind == "function" and not _place(sym.path)[1]:
                    free.append((1.0, sym))
                continue
            if sym.container in claimed:
                continue
            member_score = similarity(name, sym.name) or 0.0
            owner_score = _owner_similarity(type_name, sym.container.rsplit(".", 1)[-1])
            # Where the other type lives: beside the claimed one is likelier than a test or benchmark.
            directory, in_tests = _place(sym.path)
            place = (0.1 if directory == claimed_dir else 0.0) - (0.3 if in_tests else 0.0)
            if sym.name == name and self._declared_only_in_a_source_file(sym):
                # a C, C++ or Objective-C type declared only in an implementation file (gflags's
                # CommandLineFlag in gflags.cc) is the library's inside, not the API a text names
                # (CommandLineFlagInfo in gflags.h)
                place -= _INTERNAL_TYPE_PENALTY
            # A member named after a word of its owner is at home there (`retryCount` on BeforeRetryState,
            # not on BeforeErrorState, for an HTTPError that has none).
            home = _HOME_BONUS if member_names_owner(sym.name, sym.container) else 0.0
            others.append((round(0.7 * member_score + 0.3 * owner_score + place + home, 4), sym))
        # The member itself, real on another type, is what the text most likely meant (the model
        # put a real method on the wrong class); then near misses on the claimed type.
        exact = [x for x in others if x[1].name == name or (_may_be_same(x[1].name, name) and _same_member(x[1], name))]
        # A subclass's member put on its parent (direction) is the likeliest.
        # ... the nearest such subclass first: the first to declare it below the claimed type (click's
        # Group.list_commands for Command, not CommandCollection below Group, which overrides it).
        kin = self._kin_depths(per_type) if exact else {}
        exact = sorted(exact, key=lambda x: (x[1].container not in kin, kin.get(x[1].container, 0), -x[0], x[1].qualname))
        exact = self._prominent_first_among_ties(exact, kin)
        exact = self._related_owners_first([t for t, _ in per_type], exact, kin)
        exact_ids = {x[1].id for x in exact}
        typo_ids = {x[1].id for x in typo_level}
        others = [x for x in others if x[1].id not in exact_ids]
        # ... unless the text calls it, the other types' members of that name are values, and the
        # claimed type has a method of the name but for a letter-level slip (`inputs()` for its
        # method `input`, not ProcedureBuilderDef's field `inputs`): the text named the type right
        # and spelt the method wrong.
        slips = []
        if is_call and exact and not any(x[1].kind in _CALLABLE_KINDS for x in exact):
            slips = sorted([x for x in typo_level if x[1].kind in _CALLABLE_KINDS
                            and (_letter_slip(name, x[1].name) or _adds_a_leading_word(name, x[1].name))],
                           key=lambda x: -x[0])
        elif exact:
            # ... and when every type that has the name is a stranger to the claimed one (no ancestor,
            # descendant, sibling or type it is built with), a slip of letters on the claimed type's own
            # member is likelier (`Response.statusCodes` is its `statusCode`, not the unrelated
            # ValidationType's `statusCodes`): the text named the type right and spelt the member wrong.
            # (not a slip of spelling convention only: `baudrate` for `BAUD_RATE`, which another type
            # writes exactly as the text does)
            own_slips = [x for x in typo_level if typo_variant(name.split(":")[0], x[1].name.split(":")[0]) in LETTER_SLIPS
                         and not _spelt_alike(name, x[1].name)]
            # ... and so is the claimed type's own member that keeps every word written and adds one before
            # them (`RoutePattern` for chi's `rctx.Pattern()`, not the unrelated Route's `Pattern`): the
            # text named the type right and left out a word of the member
            own_slips += [x for x in typo_level if x not in own_slips and _adds_a_leading_word(name, x[1].name)]
            if own_slips and self._strangers_only([t for t, _ in per_type], exact):
                slips = sorted(own_slips, key=_visibility_key(name, per_type[0][0].language))
        slip_ids = {x[1].id for x in slips}
        # A test's or sample's member of that name (HttpOverHttp2Test.connectionTimeout) is not what a
        # text about the library's type meant: after the claimed type's own near misses.
        # (Split by the path test itself: `x not in in_tests` compared every pair of records, 37M
        # comparisons and seconds per claim when thousands of types share a member name, `getId`.)
        if _place(per_type[0][0].path)[1]:
            in_tests = []
        else:
            in_tests = [x for x in exact if _place(x[1].path)[1]]
            exact = [x for x in exact if not _place(x[1].path)[1]]
        visible = _visibility_key(name, per_type[0][0].language)
        siblings = [x for x in _selector_siblings(name, per_type) if x[1].id not in slip_ids]
        sibling_ids = {x[1].id for x in siblings}
        # A package's function that takes the claimed type (`func ReadFile(fs Fs, …)` for `Fs.ReadFile`)
        # is that type's member moved out, the likeliest; one that does not comes after the types that
        # have the member and after a slip of letters on the claimed type itself.
        taking = [x for x in free if self._takes_claimed_type(x[1], per_type)]
        letter_slips = [] if exact else sorted(
            [x for x in typo_level if typo_variant(name.split(":")[0], x[1].name.split(":")[0]) in LETTER_SLIPS
             and not _spelt_alike(name, x[1].name)], key=lambda x: -x[0])
        free_ids = {x[1].id for x in free}
        slips = letter_slips + slips if free else slips
        slip_ids = {x[1].id for x in slips}
        ranked: list[tuple[float, SymbolRecord]] = (
            taking + slips + exact + [x for x in free if x not in taking] + siblings
            + sorted([x for x in typo_level if x[1].id not in slip_ids | sibling_ids | free_ids], key=visible) + in_tests)
        private_last = not name.startswith("_")
        rest = sorted([x for x in same_type if x[1].id not in typo_ids] + others,
                      key=lambda x: (-x[0], private_last and x[1].name.startswith("_"), x[1].qualname))
        unique_rest, seen_q = [], set()
        for item in rest:   # overloads share a qualified name: they are one candidate, not a tie
            if item[1].qualname not in seen_q:
                seen_q.add(item[1].qualname)
                unique_rest.append(item)
        rest = unique_rest
        if not typo_level and len(rest) >= 2 and rest[0][0] == rest[1][0]:
            on_claimed = [x for x in rest[:2] if x[1].container and any(x[1].container == t.qualname for t, _ in per_type)]
            if not on_claimed:
                rest = []
        ranked += rest
        out, seen = self._noted_member_suggestions(name, per_type), set()
        seen.update(o.symbol for o in out)
        ancestors = [a for _t, ms in per_type for a in ms.ancestry.ancestors]
        picked: list[tuple[SymbolRecord, Suggestion]] = []
        for score, sym in ranked:
            key = sym.qualname   # overloads: one suggestion, at the first
            if key in seen or sym.id in claimed_ids:
                continue
            seen.add(key)
            if sym.id in free_ids:
                sugg = Suggestion(symbol=self._free_function_name(sym), path=sym.path, line=sym.line, score=score)
            elif any(sym.id in self._own_ids(a) for a in ancestors):
                # a near miss the claimed type inherits (from a mixin, a base): named on the claimed type
                sugg = Suggestion(symbol=f"{type_name}.{sym.name}", path=sym.path, line=sym.line, score=score)
            else:
                sugg = self._suggest_nested(sym, score)
            if any(o.symbol == sugg.symbol for o in out) or any(p.symbol == sugg.symbol for _s, p in picked):
                continue   # two types of one name (leveldb's Iterator and SkipList::Iterator): said once
            picked.append((sym, sugg))
            if len(out) + len(picked) == 3 + _USABLE_LOOKED_PAST:
                break
        if names_a_setter(name):
            picked = self._setters_first(picked)
        out += self._usable_first(name, picked)
        return out[:3]

    @staticmethod
    def _takes_claimed_type(sym: SymbolRecord, per_type) -> bool:
        """The function's parameters are written with a claimed type (`ReadFile(fs Fs, filename string)`)."""
        params = sym.params or ""
        return any(re.search(r"(?<![\w$.])" + re.escape(t.name) + r"(?![\w$])", params) for t, _ in per_type)

    def _free_function_name(self, sym: SymbolRecord) -> str:
        """How a text reaches a top-level function (`afero.ReadFile`, `marshmallow.post_load`,
        `Nimble.equal`, immer's `immer.enablePatches`): `_top_level_scope`'s package, module or project."""
        return f"{self._top_level_scope(sym, [])}.{sym.name}"

    def _declared_only_in_a_source_file(self, sym: SymbolRecord) -> bool:
        """The member's owner is a C, C++ or Objective-C type every declaration of which is in an
        implementation file (`.cc`, `.cpp`, `.c`, `.m`, `.mm`), none in a header."""
        if sym.language not in _SOURCE_FILE_LANGUAGES or not sym.container:
            return False
        key = ("only_in_source", sym.container)
        if key not in self._rg_cache:
            owners = self._types_named_exactly(sym.container)
            self._rg_cache[key] = bool(owners) and all(o.path.endswith(_IMPLEMENTATION_SUFFIXES) for o in owners)
        return self._rg_cache[key]

    def _suggest_nested(self, sym: SymbolRecord, score: float | None) -> Suggestion:
        """`_suggest`, naming a member of a nested type whose name other types share by its outer type
        too (`ImageRequest.Builder.data`, not `Builder.data`, where Extras and NetworkHeaders have a
        Builder of their own): one suggestion per owner, and the one meant is not said away as a
        duplicate of another type's `Builder.data`."""
        sugg = _suggest(sym, score)
        if not sym.container or sym.kind in TYPE_KINDS:
            return sugg
        owner = sym.container.replace("::", ".").rsplit(".", 1)[-1]
        if sym.language == "kotlin":
            # a companion's member is called on its class (`FunSpec.builder(...)`, not `Companion.builder`)
            companion = next((t for t in self._types_named_exactly(sym.container) if t.kind == "companion" and t.container), None)
            if companion is not None:
                outer = companion.container.replace("::", ".").rsplit(".", 1)[-1]
                return sugg.model_copy(update={"symbol": f"{outer}.{sym.name}"})
        if sum(1 for t in self.explorer.find_types(owner) if t.name == owner) < 2:
            return sugg
        outer = next((t.container for t in self._types_named_exactly(sym.container) if t.container), None)
        if outer is None or not self._types_named_exactly(outer):
            return sugg
        return sugg.model_copy(update={"symbol": f"{outer.replace('::', '.').rsplit('.', 1)[-1]}.{sugg.symbol}"})

    def _setters_first(self, picked: list[tuple[SymbolRecord, Suggestion]]) -> list[tuple[SymbolRecord, Suggestion]]:
        """Ranking SETTER_TAKES_VALUE: for a written setter, a near method every declaration of which
        takes nothing (a getter: Catch2's `configData()`, CLI11's `get_description()`) comes after
        those that take a value (`useConfigData(ConfigData const&)`, `description(std::string)`)."""
        def getter(sym: SymbolRecord) -> bool:
            if sym.kind not in _CALLABLE_KINDS:
                return False
            owner = (sym.container or "").replace("::", ".").rsplit(".", 1)[-1]
            decls = [d for d in self.explorer.symbols_named(sym.name)
                     if (d.container or "").replace("::", ".").rsplit(".", 1)[-1] == owner] or [sym]
            return all(takes_no_value(d.params) for d in decls)
        return [x for x in picked if not getter(x[0])] + [x for x in picked if getter(x[0])]

    def _usable_first(self, written: str, picked: list[tuple[SymbolRecord, Suggestion]]) -> list[Suggestion]:
        """Ranking USABLE_FIRST: of the near names, one its declaration marks deprecated or private (or
        its name, `_loggers`, where the written name is public) comes after the first usable one (a writer calls the API as it is meant to be called); a deprecated one whose
        declaration names its replacement on the same type gives that replacement its place
        (`rollLogFile`, "Use -rollLogFileWithCompletionBlock:")."""
        usable: list[Suggestion] = []
        later: list[Suggestion] = []
        for n, (sym, sugg) in enumerate(picked):
            if usable:
                usable += [x for _s, x in picked[n:]]
                break   # the first usable one found: the rest keep their order, unread (each read is a file)
            if sym.kind not in MEMBER_KINDS:
                usable.append(sugg)
                continue
            if sym.name.startswith("_") and not written.startswith("_"):
                later.append(sugg)   # private by its name (`_loggers`, an ivar), for a public name written
                continue
            renamed = self._owner_renamed_member(sym)
            if renamed is not None:
                # a member of a type renamed away (Nimble's unavailable AsyncDefaults): the same member of
                # the type it was renamed to, this one after the usable ones
                usable.append(renamed)
                later.append(sugg)
                continue
            deprecated, private, replacements = self._declaration_says(sym)
            replacement = self._replacement_member(sym, replacements) if deprecated else None
            # ... unless the text wrote that very name but for its spelling (`drawRoundedRectangle` for
            # pixi's deprecated `drawRoundedRect`): then it is said first, and its replacement next.
            meant = deprecated and not private and _spelling_of(written, sym.name)
            if replacement is not None:
                owner = sugg.symbol.rsplit(".", 1)[0]
                (later if meant else usable).append(Suggestion(symbol=f"{owner}.{replacement.name}", path=replacement.path,
                                                               line=replacement.line, score=sugg.score))
            if meant:
                usable.append(sugg)
                usable.extend(later[-1:] if replacement is not None else [])
                if replacement is not None:
                    later.pop()
                continue
            (later if deprecated or private else usable).append(sugg)
        return [x for i, x in enumerate(usable + later) if all(y.symbol != x.symbol for y in (usable + later)[:i])]

    def _owner_renamed_member(self, sym: SymbolRecord) -> Suggestion | None:
        """Ranking USABLE_FIRST, a type renamed away: when the member's own type is declared deprecated
        or unavailable and names the type that replaces it (`@available(*, unavailable, renamed:
        "PollingDefaults")`), that type's member of the same name, as a suggestion; None otherwise."""
        if not sym.container:
            return None
        key = ("owner_renamed", sym.container, sym.name)
        if key in self._rg_cache:
            return self._rg_cache[key]
        answer = None
        for owner in self._types_named_exactly(sym.container)[:2]:
            new = type_renamed_to(declaration_window(self._source_lines(owner.path), owner.line))
            if new is None or new == owner.name:
                continue
            for type_ in self.explorer.find_types(new):
                if type_.name != new:
                    continue
                member = next((m for m, _via in self.explorer.members(type_).lookup(sym.name) if m.kind != "extension"), None)
                if member is not None:
                    answer = Suggestion(symbol=f"{new}.{member.name}", path=member.path, line=member.line, score=1.0)
                    break
            if answer is not None:
                break
        self._rg_cache[key] = answer
        return answer

    def _declaration_says(self, sym: SymbolRecord) -> tuple[bool, bool, list[str]]:
        """(deprecated, private, the replacements it names) of a member, over its declarations: each
        overload (by its parameters) must say it, in one of the places that declare it (an
        Objective-C header's attribute covers its implementation)."""
        key = ("declaration_says", sym.qualname, sym.name)
        if key in self._rg_cache:
            return self._rg_cache[key]
        decls = [d for d in self.explorer.symbols_named(sym.name) if d.qualname == sym.qualname
                 and d.kind != "extension"][:_DECLARATIONS_READ] or [sym]
        deprecated_sigs: dict[str | None, bool] = {}
        private_sigs: dict[str | None, bool] = {}
        replacements: list[str] = []
        places = [(d.path, d.line, d.params) for d in decls] + self._interface_declarations(sym)
        for path, line, params in places:
            lines = self._source_lines(path)
            window = declaration_window(lines, line)
            marked = marked_deprecated(window, path)
            if marked:
                replacements += deprecation_replacements(window)
            deprecated_sigs[params] = deprecated_sigs.get(params, False) or marked
            private = bool(window) and declared_private(lines[line - 1], sym.name)
            private_sigs[params] = private_sigs.get(params, False) or private
        answer = (all(deprecated_sigs.values()), all(private_sigs.values()), replacements)
        self._rg_cache[key] = answer
        return answer

    def _interface_declarations(self, sym: SymbolRecord) -> list[tuple[str, int, str | None]]:
        """An Objective-C method's declaration in its class's interface when the index holds only the
        implementation (a header line the attributes kept from the index: `- (void)rollLogFile
        __attribute__((deprecated(...)))`), as (path, line, params)."""
        if sym.language not in ("objc", "objective-c", "objcpp") or not sym.container:
            return []
        first = sym.name.split(":")[0]
        pattern = re.compile(r"^\s*[-+]\s*\([^)]*\)\s*" + re.escape(first) + r"(?![\w])")
        out = []
        for type_ in self._types_named_exactly(sym.container)[:2]:
            if type_.path == sym.path:
                continue
            for i, text in enumerate(self._source_lines(type_.path), 1):
                if pattern.match(text):
                    out.append((type_.path, i, sym.params))
        return out

    def _replacement_member(self, sym: SymbolRecord, names: list[str]) -> SymbolRecord | None:
        """The first of `names` that is another member of `sym`'s type (an Objective-C selector whole)."""
        for name in names:
            if name == sym.name or name.split(":")[0] == sym.name.split(":")[0] and name.count(":") == sym.name.count(":"):
                continue
            for cand in self.explorer.symbols_named(name):
                if cand.container == sym.container and cand.kind in MEMBER_KINDS:
                    return cand
        return None

    def replacements_in_notes(self, name: str, written_on: str | None = None, was_symbol: bool = False) -> list[str]:
        """The names the repository's docs give as the replacement of `name`, a name declared nowhere
        now (a changelog's "`Timeout` ... use `ContextTimeout` instead", a migration guide's
        "PathValues() // Replaces ParamNames/Values"): each identifier of a paragraph that names it and
        says it was replaced, that is a symbol now, outside tests; in the order written.

        A plain word is in every doc's prose, so no paragraph is about it, unless history says it was
        a symbol (`was_symbol`) and the paragraph names it as that symbol: a type's name, capitalised
        (`Whitelist`), or a member written on the receiver the text wrote (`written_on`: `req` for
        "`req.cookie()` is obsolete. Use `getCookie()`")."""
        leaf = name.split(":")[0]
        plain = not code_like(leaf)
        if len(leaf) < 4 or self.explorer.symbols_named(leaf):
            return []
        if plain and not (was_symbol and (leaf[:1].isupper() or written_on)):
            return []
        key = ("noted", leaf, written_on if plain else None)
        if key in self._notes_cache:
            return self._notes_cache[key]
        files = self.explorer.files_with_word(leaf) or []
        docs = [f for f in files if file_class(f) == "doc"][:NOTE_FILES_READ]
        on_receiver = re.compile(r"(?<![\w$])" + re.escape(f"{written_on}.{leaf}") + r"(?![\w$])") \
            if plain and written_on and not leaf[:1].isupper() else None
        out: list[str] = []
        for rel in docs:
            for paragraph in note_paragraphs(self._source_lines(rel), leaf):
                if on_receiver is not None and not on_receiver.search(paragraph[0]):
                    continue
                for ident in noted_replacements(paragraph, leaf):
                    if ident not in out and any(not _place(s.path)[1] for s in self.explorer.symbols_named(ident)
                                                if s.kind != "extension"):
                        out.append(ident)
        if len(self._notes_cache) > 4096:
            self._notes_cache.clear()
        self._notes_cache[key] = out
        return out

    def noted_path_successors(self, rel: str) -> list[str]:
        """Where the docs say a vanished path's part went: a directory or file stem the migration notes
        write as a path's last part with a replacement (hono's "`hono/nextjs` is obsolete. Use
        `hono/vercel` instead" for `src/adapter/nextjs/index.ts`), that part replaced, where the new
        path exists."""
        parts = rel.strip("/").split("/")
        out: list[str] = []
        for i, part in enumerate(parts):
            segment = part.split(".", 1)[0] if i == len(parts) - 1 else part
            if len(segment) < 4:
                continue
            files = self.explorer.files_with_word(segment) or []
            for doc in [f for f in files if file_class(f) == "doc"][:NOTE_FILES_READ]:
                for paragraph in note_paragraphs(self._source_lines(doc), segment):
                    for new in noted_path_replacements(paragraph, segment):
                        moved = parts[:i] + [part.replace(segment, new, 1)] + parts[i + 1:]
                        path = "/".join(moved)
                        if path not in out and os.path.exists(os.path.join(self.root, path)):
                            out.append(path)
        return out

    def _noted_member_suggestions(self, name: str, per_type, written_on: str | None = None,
                                  was_symbol: bool = False) -> list[Suggestion]:
        """Did you mean, from the docs' replacement of a vanished member: a member of the claimed type
        they name (`Context.PathValues` for `Context.ParamNames`), or, where they name another type,
        that type's member nearest the vanished name (`StartConfig.Start` for `Echo.StartServer`).
        `written_on`, `was_symbol`: see `replacements_in_notes`."""
        out: list[Suggestion] = []
        claimed = {t.qualname for t, _ in per_type}
        for ident in self.replacements_in_notes(name, written_on=written_on, was_symbol=was_symbol):
            if any(t.name == ident for t, _ in per_type):
                continue   # the claimed type itself (and its constructors) is no replacement of its member
            own = next(((t, m) for t, ms in per_type for m, _via in ms.by_name().get(ident, ())
                        if m.kind not in ("extension", "constructor")), None)
            if own is not None:
                t, m = own
                out.append(Suggestion(symbol=f"{t.name}.{m.name}", path=m.path, line=m.line, score=1.0))
                continue
            types = [t for t in self.explorer.find_types(ident)
                     if t.name == ident and t.qualname not in claimed and not _place(t.path)[1]]
            for other in types:
                near = self._nearest_member(name, other)
                if near is not None:
                    out.append(Suggestion(symbol=f"{other.name}.{near.name}", path=near.path, line=near.line, score=1.0))
                else:   # none near: the type the docs name is still the way
                    out.append(_suggest(other, 1.0))
                break
            if not types and not per_type:
                # no claimed type (a name alone, a receiver the repository does not type): the symbol itself
                sym = next((x for x in self.explorer.symbols_named(ident) if x.kind != "extension" and not _place(x.path)[1]), None)
                if sym is not None:
                    out.append(_suggest(sym, 1.0))
        return [o for i, o in enumerate(out) if all(p.symbol != o.symbol for p in out[:i])]

    def noted_suggestions(self, name: str, written_on: str | None = None) -> list[Suggestion]:
        """`_noted_member_suggestions` for a vanished name with no claimed type (history's successors:
        history found it was a symbol)."""
        return self._noted_member_suggestions(name, [], written_on=written_on, was_symbol=True)

    def _nearest_member(self, name: str, type_: SymbolRecord) -> SymbolRecord | None:
        """The member of `type_` most like `name` by letters or words, None when none is near."""
        best, best_key = None, None
        for m, _via in self.explorer.members(type_).all():
            if m.kind not in MEMBER_KINDS:
                continue
            score = (similarity(name, m.name) or (_WORD_APART_SCORE if one_word_apart(name, m.name) else 0.0)) \
                + _word_kinship(name, m.name) + (_SHARED_WORD_SCORE if shares_a_word(name, m.name) else 0.0)
            key = (m.name[:1].isupper() != name[:1].isupper(), -score, m.line)   # `Start`, not the private `start`
            if score > 0 and (best_key is None or key < best_key):
                best, best_key = m, key
        return best

    def _strangers_only(self, claimed: list[SymbolRecord], exact: list) -> bool:
        """None of the (first few) other owners of the member is related to a claimed type, by the code
        (ancestry, composition: _owner_related) or by name (`BuilderDef` beside `Builder`)."""
        names = {t.name for t in claimed}
        return not any(max(_owner_similarity(n, x[1].container.rsplit(".", 1)[-1]) for n in names) >= _NAMED_ALIKE
                       or self._owner_related(claimed, x[1].container) for x in exact[:_RELATED_LOOKED_AT])

    def _kin_depths(self, per_type) -> dict[str, int]:
        """Qualified names of the claimed types' in-repo subtypes, at every depth, with their depth (1
        for a direct subtype; an interface's counted after every class's). (Not siblings: a sibling is no likelier than a like-named stranger,
        httpx's MockTransport beside AsyncHTTPTransport for HTTPTransport.)"""
        kin: dict[str, int] = {}
        for t, _ms in per_type[:2]:
            level, seen = [t], {t.id}
            depth = 0
            while level and len(seen) < 60:
                depth += 1
                nxt = []
                for type_ in level:
                    for sub in self.explorer.subtypes(type_):
                        if sub.id not in seen:
                            seen.add(sub.id)
                            nxt.append(sub)
                            # an interface below it declares what the classes below implement: the
                            # nearest class first (pixi's Point for PointData, not the PointLike between)
                            rank = depth + (_INTERFACE_DEPTH if sub.kind in ("interface", "protocol", "trait") else 0)
                            kin[sub.qualname] = min(kin.get(sub.qualname, rank), rank)
                level = nxt
        return kin

    def _related_owners_first(self, claimed: list[SymbolRecord], exact: list, kin: dict[str, int] | None = None) -> list:
        """Ranking RELATED_OWNER: of the types that really have the member, the one the claimed type is
        built with comes first: an ancestor, a descendant or a sibling of it, or a type whose declaration names the
        other (`stage: Container` in Application, `NewIterator() Iterator*` in DB, `texture: Texture`
        in Sprite), in their order by name, the one the repository writes about most at equal scores. The
        other owners keep their order (name similarity, then place). Only the few best
        candidates are looked at: a common name (`add`) has hundreds of owners."""
        if len(exact) < 2:
            return exact
        head, tail = exact[:_RELATED_LOOKED_AT], exact[_RELATED_LOOKED_AT:]
        if head[0][0] > head[1][0] and self._owner_related(claimed, head[0][1].container):
            return exact   # the best by name is related and alone at its score: it stays first
        related = [x for x in head if self._owner_related(claimed, x[1].container)]
        if not related:
            return exact
        # Several related owners keep their order by name (AsyncClient for Client); at equal scores the
        # one the repository writes about most (Sprite before NineSliceSprite, Rectangle before Polygon,
        # DB before DBImpl) is the one a writer reaches for.
        # Subtypes (`kin`, with their depth) first, the nearest first: a subclass's member put on its parent.
        depth = kin or {}
        typed = sorted(related, key=lambda x: (x[1].container not in depth, depth.get(x[1].container, 0),
                                               self._owner_prominence(x))) + [
            x for x in head if x not in related and self._types_named_exactly(x[1].container)]
        # A namespace's or module's own function (`spdlog::flush_every`) has no type to be related to:
        # it keeps its place, the types' members are reordered around it.
        slots = iter(typed)
        return [x if not self._types_named_exactly(x[1].container) else next(slots) for x in head] + tail

    def _prominent_first_among_ties(self, exact: list, kin: dict[str, int]) -> list:
        """Ranking PROMINENT_OWNER: the owners of the member tied first (the same depth below the claimed
        type, or none, and the same score), when they are variants of one name (Nimble's AsyncExpectation,
        AsyncRequirement, SyncExpectation and SyncRequirement for `PollingDefaults.toEventually`), come in
        the order of how many files of the repository write the owner's name, most first, not by their
        names' letters. Only a few ties are weighed."""
        if len(exact) < 2:
            return exact
        def tie(x):
            return (x[1].container not in kin, kin.get(x[1].container, 0), x[0])
        n = 1
        while n < len(exact) and tie(exact[n]) == tie(exact[0]):
            n += 1
        owners = {x[1].container for x in exact[:n]}   # (overloads are one owner)
        if len(owners) < 2 or len(owners) > _RELATED_LOOKED_AT:
            return exact
        # A namespace's or module's own function keeps its place (as in RELATED_OWNER): only the types'
        # members are reordered around it.
        typed = [x for x in exact[:n] if self._types_named_exactly(x[1].container)]
        # ... only among variants of one name, each sharing a word with another (Sync/Async, Expectation/
        # Requirement): unrelated owners (a Reactive written in every file) keep their order by name
        words = {x[1].container: {w.lower() for w in camel_words(x[1].container.rsplit(".", 1)[-1])} for x in typed}
        if not all(any(words[a] & words[b] for b in words if b != a) for a in words):
            return exact
        slots = iter(sorted(typed, key=self._owner_prominence))
        return [next(slots) if self._types_named_exactly(x[1].container) else x for x in exact[:n]] + exact[n:]

    def _owner_prominence(self, item) -> tuple:
        files = self.explorer.files_with_word(item[1].container.rsplit(".", 1)[-1])
        return (-item[0], -(len(files) if files is not None else 10 ** 6), item[1].qualname)

    def _types_named_exactly(self, qualname: str) -> list[SymbolRecord]:
        return [t for t in self.explorer.find_types(qualname) if t.qualname == qualname]

    def _owner_related(self, claimed: list[SymbolRecord], container: str) -> bool:
        for owner in self._types_named_exactly(container):
            owner_ancestors = self._ancestor_ids(owner)
            for c in claimed:
                if owner.id == c.id:
                    continue
                claimed_ancestors = self._ancestor_ids(c)
                if c.id in owner_ancestors or owner.id in claimed_ancestors or owner_ancestors & claimed_ancestors:
                    return True   # an ancestor, a descendant, or a sibling under an in-repo base
                if (self._declaration_names(c, owner.name) and not self._shadowed_in(c, owner)) \
                        or (self._declaration_names(owner, c.name) and not self._shadowed_in(owner, c)):
                    return True
        return False

    def _shadowed_in(self, writer: SymbolRecord, named: SymbolRecord) -> bool:
        """A type nested in another (`Cache.Configuration`) whose name the `writer`'s declaration writes
        where the writer has a type of that name of its own (ImagePipeline's `Configuration` is
        `ImagePipeline.Configuration`): the name there means the writer's own, not the other."""
        if not named.container or named.container == writer.qualname:
            return False
        own = {writer.qualname} | {a.qualname for a in self.explorer.ancestry(writer).ancestors}
        return any(t.container in own and t.id != named.id for t in self.explorer.find_types(named.name)
                   if t.name == named.name)

    def _ancestor_ids(self, type_: SymbolRecord) -> frozenset:
        """The ids of the type's in-repo ancestors, as a set made once per type (the ranking of a
        member's owners asks it of the same types for every claim)."""
        hit = self._ancestor_id_sets.get(type_.id)
        if hit is None:
            if len(self._ancestor_id_sets) > _ANCESTOR_SETS_KEPT:
                self._ancestor_id_sets.clear()
            hit = self._ancestor_id_sets[type_.id] = frozenset(a.id for a in self.explorer.ancestry(type_).ancestors)
        return hit

    def _declaration_names(self, type_: SymbolRecord, word: str) -> bool:
        """Does the type's declaration (its body, and the first line of each of its own members, which
        is where Go's methods say what they take and return) write `word` as a whole word?"""
        files = self.explorer.files_with_word_set(word)
        declared = self.explorer.members(type_, inherited=False)
        own = declared.own
        if files is not None and files.isdisjoint(declared.derived(("declaration_paths", type_.path), lambda ms: frozenset(
                [type_.path] + [m.path for m in ms.own]))):
            return False   # (the word table: the word is in none of the files the declaration spans)
        key = ("declaration_names", type_.id, word)
        if key in self._rg_cache:
            return self._rg_cache[key]
        first, last = type_.line, type_.end_line or type_.line
        pattern = re.compile(r"(?<![\w$])" + re.escape(word) + r"(?![\w$])")
        body_key = ("declaration_body", type_.id)
        body = self._rg_cache.get(body_key)
        if body is None:
            body = self._rg_cache[body_key] = "\n".join(self._source_lines(type_.path)[max(0, first - 1):last])
        # (`word in text` first: the regex's lookbehind makes it try every position of a long body,
        # and a ranking asks thousands of (type, word) pairs when a member name has many owners.)
        # A member named as the word (HeaderRouter's method `Route`) names itself, not the type Route:
        # its own name is left out of its declaration line.
        named_so = [m for m in own if m.name == word]
        if named_so and word in body:
            lines = body.split("\n")
            for m in named_so:
                if m.path == type_.path and first <= m.line <= last:
                    lines[m.line - first] = pattern.sub("", lines[m.line - first], count=1)
            body = "\n".join(lines)

        def first_line(m: SymbolRecord) -> str:
            line = self._source_lines(m.path)[m.line - 1]
            return pattern.sub("", line, count=1) if m.name == word else line
        found = (word in body and pattern.search(body) is not None) or any(
            # members declared outside the body (Go's methods, extensions): their first lines
            word in line and pattern.search(line)
            for line in (first_line(m) for m in own[:_RELATED_MEMBER_LINES]
                         if (m.path != type_.path or not first <= m.line <= last)
                         and 0 < m.line <= len(self._source_lines(m.path))))
        self._rg_cache[key] = found
        return found

    def _own_ids(self, type_: SymbolRecord) -> frozenset:
        """Ids of the members `type_` itself declares (an ancestor's, shared by all its subtypes)."""
        return self.explorer.members(type_, inherited=False).derived("own_ids", lambda ms: frozenset(m.id for m in ms.own))

    def _near_types(self, name: str) -> list[tuple[SymbolRecord, float]]:
        out = []
        for cand_name, score in self.explorer.near_names(name, limit=8):
            for t in self.explorer.find_types(cand_name):
                if t.name == cand_name:
                    out.append((t, score))
        return out

    @staticmethod
    def _is_typo(written: str, real: str) -> bool:
        """Case-only, or one edit in a long, multi-word name: not a different name, a misspelling."""
        if written.lower() == real.lower():
            return True
        return len(written) >= 8 and len(camel_words(real)) >= 2 and edit_distance(written, real) <= 10

    # -- other kinds -------------------------------------------------------------------------

    def _type(self, claim: Claim) -> ClaimResult:
        types = self.explorer.find_types(".".join(claim.qualifier + (claim.name,)))
        if types:
            return self._verified(claim, types, wording.declared_at(types[0].kind, types[0].qualname, types[0].path, types[0].line), rule=R.TYPE_FOUND)
        others = [s for s in self.explorer.symbols_named(claim.name) if s.kind != "extension"]
        if others:
            return self._verified(claim, others, wording.declared_at(others[0].kind, others[0].qualname, others[0].path, others[0].line), rule=R.SYMBOL_FOUND)
        if claim.qualifier and self._external_root(claim.qualifier[0]) or self._external_root(claim.name):
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.EXTERNAL_NAMESPACE, status="unverifiable", reason=wording.outside_repository(claim.text))
        near = self._near_types(claim.name)
        # (a one- or two-letter name, `T*` in "passing `T*` fails", is a placeholder, not a slip of `t`)
        if near and len(claim.name) > 2 and claim.name.lower() == near[0][0].name.lower():
            cand = near[0][0]
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.TYPE_CASE_DIFFERS, status="not_found", error=S1_FACTUAL_ERROR,
                               reason=wording.type_case_differs(claim.name, cand.name, cand.path, cand.line),
                               evidence=[_evidence(cand, "type")], suggestions=[_suggest(cand, 1.0)])
        if not claim.qualifier and not claim.writers_own and not self._owned_elsewhere(claim):
            # `MASConstraintGroup` in Masonry: the library's prefix on one of its types, written nowhere
            invented = self._invented_prefixed_type(claim, [claim.name], "")
            if invented is None and claim.type_args:
                invented = self._invented_generic_type(claim)
            if invented is not None:
                return invented
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.SYMBOL_NOT_IN_REPO, status="unverifiable",
                           reason=wording.no_symbol(claim.name),
                           suggestions=[_suggest(c, s) for c, s in near[:3]])

    def _call(self, claim: Claim) -> ClaimResult:
        found = [s for s in self.explorer.symbols_named(claim.name) if s.kind != "extension"]
        if claim.params and claim.name[:1].isupper():
            # `CommandConfiguration(name: "push")`, `@Option(name: .long, defaultValue: 8080)`: a Swift
            # type's initialiser, checked by its labels.
            for type_ in (s for s in found if s.kind in TYPE_KINDS and s.language == "swift"):
                members = self.explorer.members(type_)
                inits = [(m, via) for m, via in members.lookup("init") if m.kind != "extension"]
                differ = self._swift_labels_differ(claim, type_, members, "init", inits) if inits else None
                if differ is not None:
                    return differ
                break
        if not found and ":" not in claim.name:
            found = [s for s in self.explorer.symbols_with_prefix(claim.name + ":") if s.name.split(":")[0] == claim.name]
        if found:
            return self._verified(claim, found, wording.defined_at(claim.name, found[0].path, found[0].line, len(found) - 1),
                                  rule=R.SYMBOL_FOUND)
        near = self.explorer.near_names(claim.name, limit=3)
        slip = self._call_slip(claim, [n for n, _score in near]) or self._selector_slip(claim)
        if slip is not None:
            return slip
        sugg = []
        for n, score in near:
            sugg += [_suggest(s, score) for s in self.explorer.symbols_named(n)[:1]]
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.SYMBOL_NOT_IN_REPO, status="unverifiable",
                           reason=wording.no_callable(claim.name), suggestions=sugg)

    def _call_slip(self, claim: Claim, near: list[str]) -> ClaimResult | None:
        """Rule CALL_SLIP: a name written with no type (`enablePatch()`, `.moreThen(0)`,
        `.implicit_values("auto")`, `param_hints`), declared nowhere and written nowhere in the repository
        (code, tests, docs), that is a slip of the letters of one of the repository's own callables or
        properties outside its tests. The name cannot be one of the repository's, and the near one is what
        the text meant. It is read first as the call it is written as (`_slip_as_written`: a receiverless
        call, a top-level function; a dotted link, a method of one of the repository's types), then as any
        member of that spelling (`_slip_of_any_member`, code-like names only); the first reading that finds
        one decides, and the finding names which (`what`). A plain word, a name the repository writes
        anywhere, or the writer's own helper stays open."""
        name = claim.name.split(":")[0]
        if len(name) < 5 or self._mentioned_in_repo(name):
            return None
        if claim.writers_own:
            return None   # "our own `enablePatch()` wrapper": the writer's helper, whatever it is a slip of
        found = self._slip_as_written(claim, name, near) if claim.kind == "call" and claim.is_call else None
        if found is None:
            found = self._slip_of_any_member(claim, name)
        if found is None:
            return None
        what, real, how, suggestions = found
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.CALL_SLIP,
            reason=wording.call_slip(name, what, suggestions[0].symbol, real.path, real.line, how),
            evidence=[_evidence(real, what)], suggestions=suggestions)

    def _selector_slip(self, claim: Claim) -> ClaimResult | None:
        """Rule CALL_SLIP for an Objective-C selector written alone (`webSocket:didReceiveMessageWithStrings:`
        in SocketRocket): declared nowhere in the repository, it is one of the repository's selectors
        (outside tests) with a letter slip in one later part (`later_part_slip`: a plural, a letter or two),
        and that part is written as a selector part nowhere in the repository, nor as a word. Its first
        part being the real one's, the text means that selector; the first part differing is the plain
        names' own question (`_call_slip`)."""
        name = claim.name
        parts = name.split(":")
        if len(parts) < 3 or claim.writers_own or claim.qualifier:
            return None
        hits = []
        for sym in self.explorer.symbols_with_prefix(parts[0] + ":", limit=400):
            if sym.kind in TYPE_KINDS or sym.kind == "extension" or _place(sym.path)[1]:
                continue
            how = later_part_slip(name, sym.name, typo_variant)
            if how:
                hits.append((sym, how))
        if not hits:
            return self._own_delegate_selector_missing(claim)
        real, how = min(hits, key=lambda h: (h[0].container is None, len(h[0].path), h[0].path, h[0].line))
        differing = [a for a, b in zip(parts, real.name.split(":")) if a != b]
        if not differing or any(not self._selector_part_unwritten(p) or self._mentioned_in_repo(p) for p in differing):
            return None
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR, rule=R.CALL_SLIP,
            reason=wording.call_slip(name, "selector", _suggest(real, 1.0).symbol, real.path, real.line, how),
            evidence=[_evidence(real, "selector")], suggestions=[_suggest(real, 1.0)])

    def _own_delegate_selector_missing(self, claim: Claim) -> ClaimResult | None:
        """Rule OWN_DELEGATE_SELECTOR_MISSING: `attributedLabel:didTapLinkWithURL:` in TTTAttributedLabel. A
        delegate protocol's methods start with the delegating object's name, as the platform's do
        (`tableView:didSelectRowAtIndexPath:`): a selector written alone whose first part is the name of
        one of the repository's classes without its prefix (`attributedLabel` for TTTAttributedLabel,
        `webSocket` for SRWebSocket), where a protocol of the repository declares selectors of that first
        part and two or more selectors of its own that all start with that name (`webSocketDidOpen:`
        too), names a method of that protocol. Declared nowhere in the
        repository, with a later part written nowhere as a selector part or a word, the protocol lacks
        it; its nearest selector is the suggestion."""
        name = claim.name
        parts = name.split(":")
        first = parts[0]
        if len(parts) < 3 or not first[:1].islower() or len(first) < 4:
            return None
        owner = first[:1].upper() + first[1:]
        candidates = [t for t in self.explorer.types_sharing_words(camel_words(owner))
                      if t.kind == "class" and t.language == "objc" and not _place(t.path)[1]
                      and re.fullmatch(r"[A-Z]{2,}" + re.escape(owner), t.name)]
        if not candidates:
            return None
        protocols = {}
        for sym in self.explorer.symbols_with_prefix(first + ":", limit=400):
            if sym.kind in TYPE_KINDS or sym.kind == "extension" or not sym.container or _place(sym.path)[1]:
                continue
            container = [t for t in self.explorer.find_types(sym.container.rsplit(".", 1)[-1]) if t.kind == "protocol"]
            if container:
                protocols.setdefault(container[0].id, (container[0], []))[1].append(sym)
        chosen = None
        for proto, syms in protocols.values():
            own = [m for m, _via in self.explorer.members(proto, inherited=False).all() if m.kind not in TYPE_KINDS]
            if len(own) >= 2 and all(m.name.startswith(first) for m in own):   # (`webSocketDidOpen:` too)
                chosen = (proto, own)
                break
        if chosen is None:
            return None
        proto, own = chosen
        later = [p for p in parts[1:] if p]
        if not any(self._selector_part_unwritten(p) and not self._mentioned_in_repo(p) for p in later
                   if not any(p in m.name.split(":") for m in own)):
            return None
        near = max(own, key=lambda m: (similarity(name, m.name) or 0.0, -m.line))
        return ClaimResult(
            text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
            rule=R.OWN_DELEGATE_SELECTOR_MISSING,
            reason=wording.own_delegate_selector_missing(name, first, candidates[0].name, proto.name, proto.path, proto.line),
            evidence=[_evidence(proto, "protocol")], suggestions=[_suggest(near, None)])

    def _slip_as_written(self, claim: Claim, name: str, near: list[str]):
        """CALL_SLIP read as written: (what, the real one, how, suggestions) for a receiverless call that is
        a letter slip (a plural, one or two letters, a word's ending on a shared stem; not the letter case)
        of a public top-level function, a top-level value bound to one or a Kotlin extension of `this`, or
        for a dotted link that is one of a method of the repository's types. None otherwise, and for a
        call that only shares words with one (`useAuthStore()` beside `useStore`: the writer's own)."""
        for n in near:
            if n.lower() == name.lower() or n.startswith("_") or not _letter_slip(name, n):
                continue
            if claim.dotted:
                # `.moreThen(0)`: a method of one of the repository's types (a fluent API's link)
                funcs = [f for f in self.explorer.symbols_named(n, kinds=("method", "function"))
                         if f.container and not f.container.rsplit(".", 1)[-1].startswith("_") and not _place(f.path)[1]]
            else:
                # a function, a top-level value bound to one (immer's `export const applyPatches = …`), or a
                # Kotlin extension function, whose receiver is the implicit `this` (`mutuallyExclusiveOptions`)
                funcs = [f for f in self.explorer.symbols_named(n, kinds=("function", "method", "field", "constant", "variable"))
                         if (f.container is None if f.kind != "method" else (f.attached and f.language == "kotlin"))
                         and not _place(f.path)[1]]
            if not funcs:
                continue
            # Nimble declares `beginWith` five times in Swift and once in its Objective-C DSL header: the
            # language that declares the name most is the one the repository's callers write
            by_language = {}
            for f in funcs:
                by_language[f.language] = by_language.get(f.language, 0) + 1
            real = min(funcs, key=lambda f: (-by_language[f.language], len(f.path), f.path, f.line))
            symbol = (_suggest(real, 1.0).symbol if real.container
                      else f"{self._top_level_scope(real, [])}.{real.name}")
            how = typo_variant(name, real.name) or wording.WORD_ENDING_SLIP
            return ("method" if claim.dotted else "function", real, how,
                    [Suggestion(symbol=symbol, path=real.path, line=real.line, score=1.0)])
        return None

    def _slip_of_any_member(self, claim: Claim, name: str):
        """CALL_SLIP read as any member: (what, the real one, how, suggestions) for a code-like name (an
        underscore or a capital inside; `requireObjects<Config>()`) that is a slip of letters (case, a
        plural, a letter or two) of a method, function or property the repository declares outside its
        tests. Not for a qualified name, nor for a link chained on a call whose result is unknown (a
        type outside may have the name)."""
        if claim.qualifier or self._unknown_chain or not code_like(name) or not _IDENT_RE.fullmatch(name):
            return None
        found: list[tuple[str, SymbolRecord, float]] = []
        for n, score in self.explorer.near_names(name, limit=8):
            how = typo_variant(name, n.split(":")[0])
            if how not in LETTER_SLIPS:
                continue
            # (an extension function or a Go method declared apart from its type is the repository's too)
            syms = [x for x in self.explorer.symbols_named(n) if x.kind in _SLIP_TARGET_KINDS
                    and not _place(x.path)[1] and not x.name.startswith("_")]
            if syms:
                # a method for a call (yup's ObjectSchema.noUnknown, not ObjectLocale's message of that name)
                syms.sort(key=lambda x: (claim.is_call and x.kind not in _CALLABLE_KINDS, x.container is None,
                                         x.path, x.line))
                found.append((how, syms[0], score))
        if not found:
            return None
        found.sort(key=lambda f: (_TYPO_ORDER.index(f[0]), -f[2]))
        how, real, _score = found[0]
        sugg = [Suggestion(symbol=f"{(x.container or '').replace('::', '.').rsplit('.', 1)[-1]}.{x.name}"
                           if x.container else f"{self._top_level_scope(x, [])}.{x.name}", path=x.path, line=x.line,
                           score=round(sc, 4))
                for _h, x, sc in found[:3]]
        return ("member" if real.container else "symbol", real, how, sugg)

    def _identifier(self, claim: Claim) -> ClaimResult:
        result = self._call(claim)
        if result.status == "verified" or claim.qualifier:
            return result
        module = self._module(claim)   # `xhome` typed alone may be a module or directory
        return module if module.status == "verified" else result

    def _path(self, claim: Claim) -> ClaimResult:
        written = claim.name.strip()
        # A machine path (`/var/log/app.log`, `~/.gitconfig`) is the machine's, not the repository's: looked up
        # from the root (`/docs/guide.md` may mean the repository's docs) but never denied, and never joined
        # as is (os.path.join would leave the root and find the machine's /var/log).
        machine_path = written.startswith(("/", "~"))
        rel = written.lstrip("/").removeprefix("./").rstrip("/")
        full = os.path.join(self.root, rel)
        inside = os.path.realpath(full).startswith(os.path.realpath(self.root) + os.sep)
        if rel and not rel.startswith("~") and inside and os.path.exists(full):
            kind = "directory" if os.path.isdir(full) else "file"
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.PATH_FOUND, status="verified", reason=wording.path_exists(kind, rel),
                               evidence=[Evidence(path=rel, line=1 if kind == "file" else 0, symbol=rel, note=kind)])
        matches = self.explorer.paths_with_suffix(rel)
        dirs = [d for d in self.explorer.directories() if d == rel or d.endswith("/" + rel)]
        if matches or dirs:
            where = (matches or dirs)[0]
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.PATH_FOUND, status="verified", reason=wording.path_is(rel, where),
                               evidence=[Evidence(path=where, line=1 if matches else 0, symbol=rel, note="path")])
        if claim.text.lstrip("`'\"").startswith(("./", "../")):
            # Files of that name elsewhere (koin's `projects/gradlew` for `./gradlew`) say the document may sit
            # beside one of them: the evidence, and no question to history about the root's.
            leaf = rel.rpartition("/")[2]
            beside = self._same_file_name(leaf) if leaf else []
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.RELATIVE_PATH, status="unverifiable",
                               reason=wording.relative_path(claim.text),
                               evidence=[Evidence(path=p, line=0, symbol=leaf, note=wording.SAME_FILE_NAME_NOTE)
                                         for p in beside[:3]])
        parent, _, leaf = rel.rpartition("/")
        is_file = re.search(r"\.[A-Za-z][A-Za-z0-9]*$", leaf) is not None   # `Example/1.0` is no file
        elsewhere = self._same_file_name(leaf) if is_file else []
        if elsewhere:
            # An include path, a module path or a copy: the file exists, just not at this path from the root.
            nearest = _nearest_paths(parent, elsewhere)
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.FILE_ELSEWHERE, status="unverifiable",
                               reason=wording.file_elsewhere(rel, leaf, nearest[0]),
                               evidence=[Evidence(path=p, line=0, symbol=leaf, note=wording.SAME_FILE_NAME_NOTE) for p in nearest[:3]],
                               suggestions=[Suggestion(symbol=p, path=p, line=0, score=1.0) for p in nearest[:3]])
        # Certain only for a file under a directory that exists from the repository root.
        if parent and is_file and not machine_path and inside and os.path.isdir(os.path.join(self.root, parent)):
            base = parent
            try:
                siblings = sorted(os.listdir(os.path.join(self.root, base)))
            except OSError:
                siblings = []
            ranked = sorted(((_file_kinship(leaf, s), s) for s in siblings), reverse=True)
            sugg = [Suggestion(symbol=f"{base}/{s}", path=f"{base}/{s}", line=0, score=sc) for sc, s in ranked[:3] if sc > 0]
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.PATH_MISSING, status="not_found", error=S1_FACTUAL_ERROR,
                               reason=wording.path_missing(rel, base),
                               evidence=[Evidence(path=base, line=0, symbol=base, note=wording.EXISTING_DIRECTORY_NOTE)],
                               suggestions=sugg)
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.PATH_NOT_IN_REPO, status="unverifiable",
                           reason=wording.path_not_in_repo(rel))

    def _same_file_name(self, leaf: str) -> list[str]:
        """Files named `leaf` anywhere in the tree: ripgrep's listing, whose glob also admits a hidden or
        ignored file of that name in a listed directory (`tests/fixtures/.netrc`), which the word table
        (the walk's files) does not hold. On a tree too large to search, the table's files of that name."""
        out = self._rg("--files", "--no-ignore-parent", "--iglob", f"**/{leaf}")
        if out is None:
            return self.explorer.text_files_named(leaf) or []
        return sorted(p.removeprefix("./") for p in out[1].splitlines() if p.rsplit("/", 1)[-1] == leaf)

    def _module(self, claim: Claim) -> ClaimResult:
        name = claim.name
        dirs = sorted(d for d in self.explorer.directories() if d.rsplit("/", 1)[-1] == name)
        if dirs:
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MODULE_FOUND, status="verified",
                               reason=wording.module_is_directory(name, dirs[0]),
                               evidence=[Evidence(path=d, line=0, symbol=name, note="directory") for d in dirs[:3]])
        if self.explorer.packages(name) or self.explorer.find_namespaces(name):
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MODULE_FOUND, status="verified", reason=wording.module_is_package(name))
        near = sorted(((similarity(name, d.rsplit("/", 1)[-1]) or 0.0, d) for d in self.explorer.directories()), reverse=True)
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.MODULE_NOT_IN_REPO, status="unverifiable",
                           reason=wording.no_module(name),
                           suggestions=[Suggestion(symbol=d, path=d, line=0, score=s) for s, d in near[:3] if s > 0])

    def _wildcard(self, claim: Claim) -> ClaimResult:
        prefix = claim.name
        found = [s for s in self.explorer.symbols_with_prefix(prefix) if s.kind in TYPE_KINDS]
        if not found:
            found = [s for s in self.explorer.symbols_with_prefix(prefix) if s.kind != "extension"]
        if found:
            names = sorted({s.name for s in found})
            return ClaimResult(text=claim.text, kind=claim.kind, rule=R.WILDCARD_FOUND, status="verified",
                               reason=wording.wildcard_matches(prefix, names),
                               evidence=[_evidence(s, "match") for s in found[:8]])
        return ClaimResult(text=claim.text, kind=claim.kind, rule=R.WILDCARD_NO_MATCH, status="unverifiable",
                           reason=wording.wildcard_no_match(prefix))

    def _verified(self, claim: Claim, found: list[SymbolRecord], reason: str, rule: str = R.SYMBOL_FOUND) -> ClaimResult:
        return ClaimResult(text=claim.text, kind=claim.kind, status="verified", reason=reason, rule=rule,
                           evidence=[_evidence(s, s.kind) for s in found[:8]])


def _negate(result: ClaimResult) -> ClaimResult:
    """The text says the reference does NOT exist (`X.y()` does not exist / 没有 / ありません)."""
    if result.error:
        return result.model_copy(update={
            "status": "verified", "error": None, "rule": R.STATED_ABSENT_AND_ABSENT,
            "reason": wording.stated_absent_and_absent(result.reason)})
    if result.status == "verified":
        # Migration notes say "X was removed" of names that live on elsewhere: not certain enough
        # to call the sentence wrong.
        return result.model_copy(update={
            "status": "unverifiable", "rule": R.STATED_ABSENT_BUT_EXISTS,
            "reason": wording.stated_absent_but_exists(result.reason)})
    return result


@lru_cache(maxsize=65536)
def _words_behind_prefix(written: str, real: str) -> tuple[list[str], list[str]]:
    """The words of two type names, compared behind the run of capitals they both start with when
    that run is a namespace prefix in both (`MTL` of MTLJSONTransformer and MTLValueTransformer:
    ['json', 'transformer'] and ['value', 'transformer']); else their plain camel words."""
    run_w = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", written)
    run_r = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", real)
    if run_w is not None and run_r is not None:
        shared = os.path.commonprefix([run_w.group(0), run_r.group(0)])
        if len(shared) >= 2:
            rest_w, rest_r = written[len(shared):], real[len(shared):]
            if rest_w[:1].isupper() and rest_r[:1].isupper():
                return camel_words(rest_w), camel_words(rest_r)
    return camel_words(written), camel_words(real)


@lru_cache(maxsize=131072)
def _own_near_member(name: str, member_name: str) -> tuple[float | None, float, bool]:
    """(score, kinship, by words) of a member name of the claimed type as what `name` meant, before
    the type's own word counts (drops_the_commoner_word, asked by the caller when `by words`): the
    rest depends on the two names only, so a batch that asks a pair again (the same claim in many
    texts) reads it here. A score of None: not a near name. (The slips are asked uncached: this
    cache holds the answer, and each pair, once only in most batches, would push out of theirs
    what the other rankings ask again.)"""
    score = similarity(name, member_name)
    kin = _word_kinship(name, member_name)
    if 0 < kin < 0.3 and one_word_apart(name, member_name):
        kin = 0.3   # `allLoggers` for `loggers`: one word on the claimed type, even with one kept
    if kin:
        # `cancelAllDownloads` for `cancelAll`: far in letters, one word away
        return (_WORD_APART_SCORE if score is None else score), kin, True
    if score is not None:
        return score, kin, False
    if _letter_slip.__wrapped__(name, member_name) or same_stem.__wrapped__(name, member_name):
        return 0.45, 0.3, False   # `mutate` for `mutation`, `failed` for `failure`: a word's ending, on its stem
    if _accessor_of.__wrapped__(name, member_name, _PREDICATE_PREFIXES, shortest=2):
        # `IsOk` for `ok`: too short for letters, a predicate's prefix; an all-capitals
        # `OK` is a constant or a factory, not the predicate
        return 0.45, (0.25 if member_name.isupper() else 0.3), False
    if words_reordered_on_stems.__wrapped__(name, member_name):
        return 0.45, 0.3, False   # `colorsEnabled` for `enableColors`: the words the other way round
    if one_word_apart_on_stems.__wrapped__(name, member_name):
        return 0.45, 0.2, False   # `startPrefetching` for `prefetch`: a word added, the other on its stem
    if one_word_swapped.__wrapped__(name, member_name):
        # `HandleNextDocument` for `GetNextDocument`: on the claimed type only, below any slip;
        # a swapped word of the same first letter first (`addTags` for `allowTags`, not `removeTags`)
        return 0.4, 0.1 + (0.05 if swapped_words_share_initial(name, member_name) else 0.0), False
    return None, kin, False


def _adds_a_leading_word(written: str, real: str) -> bool:
    """`real` is `written` with one word put before it, written's words all kept (`RoutePattern` for
    `Pattern`, `allLoggers` for `loggers`), the written name four letters or more."""
    a, b = _suggest_words(written), _suggest_words(real)
    return len(written.split(":")[0]) >= 4 and len(b) == len(a) + 1 and [w.lower() for w in b[1:]] == [w.lower() for w in a]


def _suggest_words(name: str) -> list[str]:
    return camel_words(name.split(":")[0])


def _word_kinship(claimed: str, real: str) -> float:
    """How a near member is related beyond letters: one completes or cuts the other (`isSuccess` /
    `isSuccessful`, `cancelAllDownloads` / `cancelAll`), or one's words hold all the other's
    (`AbortWithJSON` / `AbortWithStatusJSON`). What a model drops or adds is words, not letters.
    An Objective-C selector of several parts is kin to one that differs in a single part
    (`modelOfClass:fromJSONString:error:` / `modelOfClass:fromJSONDictionary:error:`)."""
    if ":" in claimed and ":" in real:   # (two selectors: most pairs are not, and skip both questions)
        by_parts = selector_kinship(claimed, real)
        if by_parts:
            return by_parts
        parts_a, parts_b = [p for p in claimed.split(":") if p], [p for p in real.split(":") if p]
        if len(parts_a) >= 2 and len(parts_a) == len(parts_b):
            differ = [(x, y) for x, y in zip(parts_a, parts_b) if x != y]
            if len(differ) == 1:
                # another first part is another method (`addLogger:withLevel:` for `removeLogger:withLevel:`);
                # another later part, another argument of the same one
                base = 0.3 if differ[0][0] == parts_a[0] else 0.55
                return base + 0.1 * _word_kinship(*differ[0])
    a, b = claimed.split(":")[0].lower(), real.split(":")[0].lower()
    if a[:3] != b[:3] and a[-3:] != b[-3:]:
        # no slip of letters or of one word keeps neither end (most candidates: cheap to say); the
        # same words in another order do (`stubImmediately` for `immediatelyStub`)
        return 0.5 if len(a) == len(b) and words_reordered(claimed, real) else 0.0
    if _accessor_of(claimed.split(":")[0], real.split(":")[0]):
        return 0.5   # `GetParam` for Go's `Param`, `getName` for a property `name`: a convention, not a word
    if abbreviated_word(claimed, real):
        return 0.6   # `boolForColumnIdx:` for `boolForColumnIndex:`: the same word, shortened (before a word dropped)
    # The kind of slip orders them: letter case, a plural, a letter or two, then a word.
    slip = typo_variant(claimed.split(":")[0], real.split(":")[0])
    bonus = _SLIP_KINSHIP.get(slip, 0.0)
    if slip in LETTER_SLIPS:
        return bonus
    if a != b and (b.startswith(a) or a.startswith(b)) and _completes(claimed.split(":")[0], real.split(":")[0]):
        bonus += 0.15
    wa, wb = set(camel_words(claimed.split(":")[0])), set(camel_words(real.split(":")[0]))
    if wa and wb and wa != wb and (wa <= wb or wb <= wa):
        bonus += 0.1
        if camel_words(claimed.split(":")[0])[-1:] == camel_words(real.split(":")[0])[-1:]:
            bonus += 0.05   # the head noun kept (`Group` for `RouterGroup`): a word before it is a decoration
    if not bonus and len(a) == len(b) and a != b and words_reordered(claimed, real):
        return 0.5   # the same words in another order, the ends kept (`ReadFlagsFromFile` for `ReadFromFlagsFile`)
    return bonus


def _spelling_of(written: str, real: str) -> bool:
    """`written` is `real` but for its spelling: a slip of letters, a word abbreviated, a case."""
    if typo_variant(written.split(":")[0], real.split(":")[0]) in LETTER_SLIPS or abbreviated_word(written, real) \
            or _spelt_alike(written, real):
        return True
    # a word cut short (`Rect` of `Rectangle`), the others the same
    a, b = camel_words(written.split(":")[0]), camel_words(real.split(":")[0])
    differ = [(x, y) for x, y in zip(a, b) if x != y] if len(a) == len(b) else []
    return len(differ) == 1 and min(map(len, differ[0])) >= 3 and (
        differ[0][0].startswith(differ[0][1]) or differ[0][1].startswith(differ[0][0]))


def _word_slip(written: str, real: str) -> bool:
    """A slip of whole words that letters do not measure: one abbreviated (`pass_ctx` /
    `pass_context`), one added or dropped, words the other way round."""
    return abbreviated_word(written, real) or one_word_apart(written, real) or words_reordered_on_stems(written, real)


def _completes(x: str, y: str) -> bool:
    """One name completes the other: at a word's edge (`cancelAll` / `cancelAllDownloads`), inside
    a word once four letters or more are written (`isSuccess` / `isSuccessful`), or a glued word of
    one (`env` / `envname`); not a short word that only starts the other's first word of several
    (`All` / `allowTags`)."""
    shorter, longer = sorted((x, y), key=len)
    if len(shorter) >= 4 or len(camel_words(longer)) == 1:
        return True
    return camel_words(longer)[:len(camel_words(shorter))] == camel_words(shorter) or \
        [w.lower() for w in camel_words(longer)][:len(camel_words(shorter))] == [w.lower() for w in camel_words(shorter)]


def _spelt_alike(written: str, real: str) -> bool:
    """The same letters but for case and underscores (`BAUD_RATE` / `baudrate`): a convention, not a slip."""
    return written.split(":")[0].replace("_", "").lower() == real.split(":")[0].replace("_", "").lower()


def _file_kinship(written: str, real: str) -> float:
    """How likely a file beside the written one is the file meant: near in letters, or its name a word
    away (`context_timeout.go` for `timeout.go`: a file renamed by a word), which letters never reach."""
    score = similarity(written, real) or 0.0
    if file_one_word_apart(written, real):
        score = (score or _WORD_APART_SCORE) + 0.3
    elif not score and file_shares_stem(written, real):
        score = _SHARED_STEM_FILE_SCORE   # `upgrade-guides.md` for `upgrading.rst`: far in letters, one stem
    return score


def _nested_name(written: str, type_: SymbolRecord) -> str:
    """`Retrofit.Builder` when `written` is that nested type's name without its dot
    (`RetrofitBuilder`, `Retrofit_Builder`); the type's own name otherwise."""
    parts = type_.qualname.replace("::", ".").split(".")
    if len(parts) >= 2 and written.replace("_", "").lower() == (parts[-2] + parts[-1]).lower():
        return f"{parts[-2]}.{parts[-1]}"
    return type_.name


def _nested_owner_similarity(written: str, type_: SymbolRecord) -> float:
    """`_owner_similarity`, where a nested type written without its dot is the type itself, and a
    type the written name ends with is its head: a decoration goes before the noun it decorates
    (`FlaskBlueprint` is a Blueprint, `EventContext` a Context), so that ending outranks a prefix."""
    if _nested_name(written, type_) != type_.name:
        return 1.0
    if written != type_.name and written.endswith(type_.name) and written[-len(type_.name) - 1:-len(type_.name)] != "_" \
            and type_.name[:1].isupper():
        return 0.95
    return _owner_similarity(written, type_.name)


def _invented_type_rank(written: str, type_: SymbolRecord) -> tuple:
    """Which real type an invented one means, best highest: one that keeps the written name's last
    word, its head noun (`DDLogFileFormatterDefault` for `DDLogFormatterDefault`, not the
    `DDLogFormatter` it would drop the head of), or all its words in another order; then by
    `_nested_owner_similarity`; then by letters (`DDOSLogger` for `DDNSLogger`, before `DDASLLogger`)."""
    head_kept = camel_words(type_.name)[-1:] == camel_words(written)[-1:] or words_reordered(written, type_.name)
    return (head_kept, _nested_owner_similarity(written, type_), similarity(written, type_.name) or 0.0)


# Top-level Go declarations in a file the index skipped (PACKAGE_MEMBER_MISSING reads them from the text).
_GO_UNREAD_MOST_BYTES = 4 * 2 ** 20
_GO_PACKAGE_RE = re.compile(r"(?m)^package[ \t]+([A-Za-z_]\w*)")
_GO_TOP_DECL_RE = re.compile(r"^(func|type|var|const)[ \t]+([A-Za-z_]\w*)")
_GO_BLOCK_OPEN_RE = re.compile(r"^(?:type|var|const)[ \t]*\(")
_GO_BLOCK_NAME_RE = re.compile(r"^[ \t]+([A-Za-z_]\w*)\b")
_PY_MODULE_PART_RE = re.compile(r"[a-z_][a-z0-9_]*")
_IDENT_RE = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
# What a bare call's slip may be of (CALL_SLIP read as any member): callables and the properties set by name.
_SLIP_TARGET_KINDS = ("method", "function", "property", "field", "enum_constant")


def _macro_namespace_of(container: str, root: str) -> bool:
    """Is `container` a C++ namespace named by a macro after the scope `root` (gflags declares its API
    in `namespace GFLAGS_NAMESPACE { ... }`, which the build defines as `gflags`)? Such a namespace is
    the scope itself: its names are the names `gflags::` reaches."""
    first = container.replace("::", ".").split(".")[0]
    return (first.isupper() and "_" in first and root.upper() in first.split("_")
            and root.lower() != first.lower())


def _scope_symbol_key(root: str, sym: SymbolRecord) -> tuple:
    """Which of a name's symbols a scope's near name means: outside tests first, then top-level,
    then a member of the type named most like the scope (`Moshi` for `moshi`)."""
    owner = sym.container.rsplit(".", 1)[-1] if sym.container else ""
    return (_place(sym.path)[1], bool(owner), -_owner_similarity(root, owner.lower()) if owner else 0.0)


# What a member of the type a migration note names scores for sharing a word with the vanished name
# (`launchServer` of Launcher for `startServer`).
_SHARED_WORD_SCORE = 0.2
# Two type names this alike (_owner_similarity) are kin by name: one extends the other, or they share
# most words.
_NAMED_ALIKE = 0.5
# What a same-named member loses when its owner is declared only in a C/C++/Objective-C implementation
# file (_declared_only_in_a_source_file): more than the place bonus of a directory, less than a test's.
_INTERNAL_TYPE_PENALTY = 0.15
_SOURCE_FILE_LANGUAGES = frozenset(("c", "cpp", "objc", "objcpp", "objective-c"))
_IMPLEMENTATION_SUFFIXES = (".cc", ".cpp", ".cxx", ".c", ".m", ".mm")
# What a member named after a word of its owner type adds to that owner's candidate (_member_suggestions).
_HOME_BONUS = 0.1
# The name score of a candidate that letters find too far but that is one word away (`cancelAll` for
# `cancelAllDownloads`, `ContextTimeout` for `Timeout`): its word kinship is added to it.
_WORD_APART_SCORE = 0.45
# The score of a file beside the written one that letters find too far but that shares its stem
# (`file_shares_stem`): below any near miss by letters.
_SHARED_STEM_FILE_SCORE = 0.3
# (`is`/`has` are left out: `isSuccess` is far likelier `isSuccessful` than the factory `success`.)
_ACCESSOR_PREFIXES = ("get", "set")
# A predicate's prefix: a candidate only when letters found none (`IsOk` for `ok`), never a bonus.
_PREDICATE_PREFIXES = ("is", "has")
# Added to an interface's depth below the claimed type (_kin_depths): classes come first.
_INTERFACE_DEPTH = 1000
# What a near member gains when the written name's word it drops is commoner among the type's
# members than the words it keeps (drops_the_commoner_word).
_RARER_WORD_KEPT = 0.05
# What a type loses as the near name of a call that puts a word before the type's name (_near_in_scope).
_ACTION_ON_TYPE_PENALTY = 0.3
# What a capitalised member name (a nested type, mostly) loses against a lower-case one written.
_NESTED_TYPE_PENALTY = 0.5
# USABLE_FIRST (_usable_first) reads the declarations of this many near names past the three said, so
# that a deprecated or private one can give its place; and at most this many declarations of each.
_USABLE_LOOKED_PAST = 2
_DECLARATIONS_READ = 4
# RELATED_OWNER looks at this many of the best-named owners of a member, and at the first lines of at
# most this many of a type's own members.
_RELATED_LOOKED_AT = 8
_RELATED_MEMBER_LINES = 300


@lru_cache(maxsize=65536)
def _accessor_of(claimed: str, real: str, prefixes: tuple[str, ...] | None = None, shortest: int = 3) -> bool:
    """`claimed` is `real` with an accessor prefix written before it (`GetParam` / `Param`, `getUrl` /
    `url`, `setIndent` / `indent`): the Java habit carried to a language or type that names the
    property alone. Both ways round; the rest must be the whole other name, case aside."""
    for x, y in ((claimed, real), (real, claimed)):
        for prefix in prefixes or _ACCESSOR_PREFIXES:
            rest = x[len(prefix):]
            if (len(rest) >= shortest and x[: len(prefix)].lower() == prefix and rest[:1].isupper()
                    and rest.lower() == y.lower()):
                return True
            if rest[:1] == "_" and len(rest) > shortest and x[: len(prefix)] == prefix and rest[1:] == y:
                return True   # snake_case: `set_description` for C++'s overloaded `description`
    return False


@lru_cache(maxsize=65536)
def _owner_similarity(claimed: str, owner: str) -> float:
    """How near another type is to the claimed one: `FastScrollBarCompat` to `FastScrollBar` is
    near (a compat/impl/ext variant), `SwitchManager` is not."""
    if claimed == owner:
        return 1.0
    if owner.startswith(claimed) or claimed.startswith(owner):
        return 0.9
    a, b = word_set(claimed), word_set(owner)
    return len(a & b) / max(len(a | b), 1)


# The slips of TYPO_OF_OWN_MEMBER, likeliest first: the nearest real member is the suggestion.
_TYPO_ORDER = SLIPS
# How much each kind of slip says a near member is the one meant (_word_kinship).
_SLIP_KINSHIP = dict(zip(SLIPS, (0.6, 0.5, 0.45, 0.4, 0.3)))
# Tests, benchmarks and samples: their types are rarely what a note meant.
# (A directory whose name ends in Example(s), `MasonryExamples/`, `Masonry iOS Examples/`, `RxExample/`, holds examples too.)
_TEST_PATH_RE = re.compile(r"(?i)(?:^|/)(?:tests?|testing|jmh|benchmarks?|bench|samples?|[^/]*examples?|fixtures?|"
                           r"[a-z]*Test|[a-z]*test)/|(?:Test|Tests|Benchmark|_test|\.test|\.spec)\.[a-z]+$")


def _package_member_missing_result(claim: Claim, pkg: str, files: list[str], name: str,
                                   suggestions: list[Suggestion]) -> ClaimResult:
    """Rule PACKAGE_MEMBER_MISSING's verdict, whichever language's package closed the question."""
    return ClaimResult(
        text=claim.text, kind=claim.kind, status="not_found", error=S1_FACTUAL_ERROR,
        rule=R.PACKAGE_MEMBER_MISSING, reason=wording.package_member_missing(pkg, files, name),
        evidence=[Evidence(path=files[0], line=1, symbol=pkg, note="package")], suggestions=suggestions)


def _object_access_on_cpp_type(claim: Claim, types: list[SymbolRecord]) -> bool:
    """`node.IsMap()`, `node->Tag()` where `node` is a C++ class: C++ reaches a class's members with
    `::` only, so the written `.` or `->` means an object the code names after the class (yaml-cpp's
    `YAML::Node node` beside its `detail::node`), whose type is the variable rules' question. Only for
    a lower-case single name called or reached by an arrow: a Capitalised `Type.member`, and a plain
    `struct_name.field`, are how people write a member in prose."""
    if len(claim.qualifier) != 1 or not claim.qualifier[0][:1].islower() or claim.binding:
        return False
    head = claim.qualifier[0]
    written = claim.text
    # (`qbzip_entry.crc` without a call is how a note names a struct's field; a call or an arrow is code.)
    if not (written.startswith(head + "->") or (claim.is_call and written.startswith(head + "."))):
        return False
    return all(t.language in ("cpp", "c") for t in types)


def _selector_siblings(name: str, per_type) -> list[tuple[float, SymbolRecord]]:
    """Objective-C selectors of the claimed type that start like the written one (`observe:keyPath:
    options:block:` for `observe:keyPath:changeHandler:`): a selector is one name, so a wrong later part
    means one of the type's selectors of that beginning; the most parts shared in order first, then the
    nearest count of parts, then the first declared in the type's own file."""
    parts = name.split(":")[:-1] if name.endswith(":") else []
    if len(parts) < 2:
        return []
    found: dict[str, tuple[tuple, SymbolRecord]] = {}
    for t, ms in per_type:
        for m, _via in ms.all():
            theirs = m.name.split(":")[:-1] if m.name.endswith(":") else []
            if len(theirs) < 2 or theirs[0] != parts[0] or m.name == name or m.kind == "extension":
                continue
            shared = next((i for i, (a, b) in enumerate(zip(parts, theirs)) if a != b), min(len(parts), len(theirs)))
            if shared < 2 and len(theirs) != len(parts):
                continue
            key = (-shared, abs(len(theirs) - len(parts)), m.path != t.path, m.line)
            if m.name not in found or key < found[m.name][0]:
                found[m.name] = (key, m)
    ranked = sorted(found.values(), key=lambda x: x[0])
    return [(round(0.5 + 0.1 * -key[0], 4), m) for key, m in ranked]


@lru_cache(maxsize=65536)
def _place(path: str) -> tuple[str, bool]:
    """(directory, is it a test/benchmark/sample path) of a repository file, asked once per path."""
    return os.path.dirname(path), _TEST_PATH_RE.search(path) is not None


# A Kotlin lambda parameter with a receiver, as a declaration's parameters write it: `JsonBuilder.() -> Unit`.
_RECEIVER_LAMBDA_RE = re.compile(r":\s*(?:suspend\s+)?(?:[a-z][\w]*\.)*([A-Z]\w*)(?:<[^<>]*>)?\.\(\)\s*->")
# A project's namespace prefix on members it adds to platform types (`sd_`, `mm_`, `qb_`).
_NAMESPACE_PREFIX_RE = re.compile(r"[a-z]{1,4}_(?=[A-Za-z])")
# Rule OWN_PREFIX_UNDECLARED: the languages whose members are attached to outside types (categories,
# extensions), and how many distinct prefixed members make a prefix the repository's own.
_EXTENDING_LANGUAGES = frozenset(("objc", "swift", "kotlin"))
# Rule INVENTED_OWN_TYPE: how many of the repository's types (outside tests) must share a capital
# prefix for it to be the repository's own (`TTT`, `MAS`), and the platforms' prefixes, never its own.
_OWN_TYPE_PREFIX_TYPES = 3
_PLATFORM_TYPE_PREFIXES = frozenset("NS UI CA CG CF CI CL MK AV SK WK GL GK MP PH SC UN".split())
_OWN_PREFIX_MEMBERS = 3


def _swift_pruned(member: str, type_name: str) -> str | None:
    """Swift's import of an Objective-C name drops trailing words that repeat the type's name:
    `sharedImagePrefetcher` of `SDWebImagePrefetcher` -> `shared`."""
    base = member.split(":")[0]
    starts = _word_starts(base)
    type_words = camel_words(type_name)
    for start in starts[1:]:
        tail = camel_words(base[start:])
        if tail and type_words[-len(tail):] == tail:
            return base[:start]
    return None


def _spellings(name: str, by_name: dict) -> list[str]:
    """Member names that `name` may stand for under _same_member's rules: an Objective-C selector
    starting with it, an accessor of a property, the property of an accessor."""
    out = [n for n in by_name if ":" in n and n.split(":")[0] == name] if ":" not in name else [name + ":"]
    cap = name[:1].upper() + name[1:]
    out += [f"get{cap}", f"is{cap}"]
    for prefix in ("get", "set", "is"):
        if name.startswith(prefix) and name[len(prefix):len(prefix) + 1].isupper():
            rest = name[len(prefix):]
            out += [rest[:1].lower() + rest[1:], name if prefix == "is" else rest]
    return [n for n in dict.fromkeys(out) if n in by_name]


def _may_be_same(member_name: str, name: str) -> bool:
    """A cheap necessary condition of `_same_member` for two different names: a selector starting
    with `name`, or one name an accessor prefix (get/set/is) plus the other after its first letter."""
    return member_name.startswith(name + ":") or name.endswith(member_name[1:]) or member_name.endswith(name[1:])


def _same_member(member: SymbolRecord, name: str) -> bool:
    if member.kind == "extension":
        return False
    if member.name == name:
        return True
    # Objective-C selectors: `attachTo` names `attachTo:animated:`; written with colons too.
    if ":" in member.name and (member.name.split(":")[0] == name or member.name == name + ":"):
        return True
    if not pack_for(member.language).accessors:
        return False
    # Properties seen through accessors (Kotlin/Java/Objective-C): getFoo/isFoo/setFoo <-> foo.
    if member.kind in ("property", "field") and member.name:
        cap = member.name[:1].upper() + member.name[1:]
        if name in (f"get{cap}", f"set{cap}", f"is{cap}") or (member.name.startswith("is") and name == member.name):
            return True
    if member.kind in ("method", "function") and name[:1].islower() and (member.params or "()").strip() == "()":
        for prefix in ("get", "is"):
            if member.name == prefix + name[:1].upper() + name[1:]:
                return True   # Kotlin reads Java getters as properties
    return False


def _word_starts(name: str) -> list[int]:
    starts = []
    for i, ch in enumerate(name):
        if i == 0 or (ch.isupper() and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower()))) \
                or (ch.isalnum() and name[i - 1] == "_"):
            starts.append(i)
    return starts


def _visibility_key(name: str, language: str):
    """Sort key of near misses on the claimed type: by score, but a member the writer could not have
    meant by its visibility comes later: in a language whose capital marks an exported name (Go),
    `persistentFlag` for a written `PersistentFlag` (unexported: after `PersistentFlags`); elsewhere,
    as a tie-break, a `_private` member for a written public name (`_json` after `json`)."""
    capital_marks_export = pack_for(language).capitalised_members
    public = not name.startswith("_")

    def key(item) -> tuple:
        member = item[1].name
        other_case = capital_marks_export and member[:1].isupper() != name[:1].isupper()
        return (other_case, -item[0], public and member.startswith("_"))

    return key


def _nearest_paths(parent: str, paths: list[str]) -> list[str]:
    """Files of one name, the one nearest the written directory first: most of its directory names
    shared (`src/errors.ts` -> `packages/zod/src/v3/errors.ts`), then the fewest directories besides
    (v3/errors.ts before v4/core/errors.ts), then test and sample copies last."""
    written = [d for d in parent.split("/") if d]

    def key(path: str) -> tuple:
        dirs = path.split("/")[:-1]
        shared = sum(1 for d in written if d in dirs)
        return (_place(path)[1], -shared, len(dirs) - shared, path)

    return sorted(paths, key=key)


def _evidence(sym: SymbolRecord, note: str) -> Evidence:
    return Evidence(path=sym.path, line=sym.line, symbol=sym.display if sym.kind not in TYPE_KINDS else sym.qualname,
                    note=note)


def _suggest(sym: SymbolRecord, score: float | None) -> Suggestion:
    owner = sym.container.rsplit(".", 1)[-1] + "." if sym.container and sym.kind not in TYPE_KINDS else ""
    return Suggestion(symbol=f"{owner}{sym.name}", path=sym.path, line=sym.line, score=score)


def _capitalised_by_convention(members) -> bool:
    """Are 70 % or more of a type's own methods (three at least; not its constructors or destructor)
    Capitalised? Worked out once per type (Members.derived): every claim on the type asks."""
    type_ = members.type
    methods = [m for m in members.own if m.kind == "method" and m.name != type_.name and not m.name.startswith("~")]
    upper = sum(1 for m in methods if m.name[:1].isupper())
    return len(methods) >= 3 and upper >= 0.7 * len(methods)


def _member_names(members) -> tuple[list[str], list[str]]:
    names = [m.name for m, _via in members.all()]
    return names, [n.lower() for n in names]


def _member_word_counts(members) -> dict[str, int]:
    """How many of a type's member names hold each word (`write` in six of HelpFormatter's)."""
    counts: dict[str, int] = {}
    for name in members.by_name():
        for word in set(camel_words(name.split(":")[0])):
            counts[word] = counts.get(word, 0) + 1
    return counts


def _distinct_member_names(members) -> tuple[list[str], list[str]]:
    names = list(members.by_name())
    return names, [n.lower() for n in names]


def _listing_pool(members) -> tuple[list, list[str], list]:
    """The members a listing shows (callables, or everything when there are none), their names, and
    the same pool in line order (a stable sort, as the listing's own sort would leave them)."""
    callables = [(m, via) for m, via in members.all() if m.kind in ("method", "function", "constructor", "property")]
    pool = callables or members.all()
    names = list(dict.fromkeys(m.name for m, _via in pool))
    return pool, (names, [n.lower() for n in names]), sorted(pool, key=lambda mv: mv[0].line)


def _member_lines(members, name: str, limit: int = 8) -> list[str]:
    """What the type really has, most relevant first: `attach(View) :68`."""
    pool, (pool_names, lowered), by_line = members.derived("listing", _listing_pool)
    # Ranked by (-similarity, line): the near names first; the rest, whose key is 0, in line order.
    near = {n: -s for n in may_be_similar(name, shortlist(name, pool_names, limit=limit * 2, lowered=lowered))
            if (s := similarity(name, n) or 0.0) > 0}
    ranked = sorted((mv for mv in pool if mv[0].name in near), key=lambda mv: (near[mv[0].name], mv[0].line))
    if len(ranked) < limit:
        chosen = {id(mv) for mv in ranked}
        for mv in by_line:
            if id(mv) not in chosen:
                ranked.append(mv)
                if len(ranked) == limit:
                    break
    out = []
    for m, via in ranked[:limit]:
        elsewhere = via is not None or m.path != members.type.path
        out.append(wording.member_line(m.name, m.params, m.line, m.path if elsewhere else None,
                                       via.name if via else None))
    if len(pool) > limit:
        out.append(wording.more_members(len(pool) - limit))
    return out

