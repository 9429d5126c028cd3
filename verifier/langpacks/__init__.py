"""Per-language knowledge the verifier needs, one data pack per language: members every type has
without declaring them, platform bases whose members are known (so an ancestry that leaves the
repository only into them is as good as closed), and how an override is marked.

Adding a language is one module here plus its registration in `PACKS`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["LanguagePack", "KnownBase", "pack_for", "known_base", "implicit_member", "implicit_type", "PACKS",
           "FAMILIES", "EXTERNAL_ROOTS", "external_root_languages", "PLATFORM_HOMONYMS", "PLATFORM_PACKAGES", "platform_base"]


@dataclass(frozen=True)
class KnownBase:
    """A platform base whose members are known: by name, or by selector prefix (Objective-C delegate
    protocols: every NSURLSessionDataDelegate method starts with `URLSession`)."""
    names: frozenset[str] = frozenset()
    prefixes: tuple[str, ...] = ()

    def lists(self, member: str) -> bool:
        """Is `member` one of the names listed for this base (not merely of a listed prefix)?"""
        first = member.split(":")[0]
        full = [n for n in self.names if n.startswith(first + ":")]
        return first in self.names if ":" not in member else member in full or (first in self.names and not full)

    def declares(self, member: str) -> bool:
        first = member.split(":")[0]
        if first in self.names or any(first.startswith(p) for p in self.prefixes):
            return True
        # A name listed as whole selectors (`setValue:forKey:`): a selector written out in full is
        # declared only as one of them (`setValue:forHTTPHeaderField:` is not NSObject's).
        full = [n for n in self.names if n.startswith(first + ":")]
        return bool(full) and (":" not in member or member in full)


@dataclass(frozen=True)
class LanguagePack:
    name: str
    # Members every object of the language has (`equals`, `toString`, `__init__`).
    implicit: frozenset[str] = frozenset()
    # Platform bases by simple name.
    known_bases: dict[str, KnownBase] = field(default_factory=dict)
    # How a member that overrides an inherited one is written, when the language requires saying so
    # (Kotlin `override`, Swift `override`) or conventionally does (Java `@Override`): a member
    # declared without it cannot be a base's member. None: the language does not mark overrides.
    override_marker: re.Pattern | None = None
    override_required: bool = False
    # Property accessors are spelled getFoo/isFoo/setFoo for property foo.
    accessors: bool = False
    # Platform types every file sees without an import (Swift's `Result`, java.lang's `Thread`, the
    # DOM's `Text`): imports cannot tell whether a text means them or the repository's type of that name.
    implicit_types: frozenset[str] = frozenset()
    # The grammar fails on a known construct that holds no declarations (ArkUI `build()` bodies read
    # with the TypeScript grammar): a parse error there does not make the type's members uncertain.
    parse_errors_spare_members: bool = False
    # Methods and fields are Capitalised by convention (Go's exported names): `T.Name` names a
    # member, not a type nested in T.
    capitalised_members: bool = False
    # The class prefixes of the platform's frameworks (`UI`, `NS`): `UIView`, not `UIKit.UIView`, is
    # how a base from them is written.
    platform_type_prefixes: tuple[str, ...] = ()
    # The return type a method's declaration states, as a regular expression with `{n}` for the
    # method's name and the group `ret` (C++ also `ret2`) for the type: how the verifier reads what
    # a function returns (`fun open(): Buffer`, `static DB* Open(`). None: not read for this language.
    return_pattern: str | None = None


def bases(**table: str | set[str] | tuple) -> dict[str, KnownBase]:
    """`bases(Runnable="run", Closeable="close", ...)`: names separated by spaces."""
    out = {}
    for base, spec in table.items():
        if isinstance(spec, tuple):   # ("prefix:URLSession",) style
            out[base] = KnownBase(prefixes=tuple(s.removeprefix("prefix:") for s in spec))
        else:
            out[base] = KnownBase(names=frozenset(spec.split() if isinstance(spec, str) else spec))
    return out


from . import cfamily, go, jvm, python, swift_objc, web  # noqa: E402  (the packs use `bases`)

PACKS: dict[str, LanguagePack] = {
    "java": jvm.JAVA, "kotlin": jvm.KOTLIN, "python": python.PYTHON, "swift": swift_objc.SWIFT,
    "objc": swift_objc.OBJC, "javascript": web.JAVASCRIPT, "typescript": web.TYPESCRIPT, "tsx": web.TYPESCRIPT,
    "arkts": web.ARKTS, "go": go.GO, "c": cfamily.C, "cpp": cfamily.CPP,
}
# Languages whose types inherit from one another's platform bases (a Swift class from NSObject).
FAMILIES = {"java": ("java", "kotlin"), "kotlin": ("kotlin", "java"), "swift": ("swift", "objc"),
            "objc": ("objc", "swift"), "javascript": ("javascript", "typescript"),
            "typescript": ("typescript", "javascript"), "tsx": ("typescript", "javascript"),
            "arkts": ("arkts", "typescript"), "c": ("c", "cpp"), "cpp": ("cpp", "c"),
            "python": ("python",), "go": ("go",)}
_EMPTY = LanguagePack(name="?")
# Across languages (a text's root word is read before its language is known): each pack's namespaces
# and platform type names together.
_PACK_MODULES = (cfamily, go, jvm, python, swift_objc, web)
EXTERNAL_ROOTS: frozenset[str] = frozenset().union(*(m.EXTERNAL_ROOTS for m in _PACK_MODULES))
# The languages whose code reaches each module's namespaces: Python's `json` module is no namespace a
# Swift repository's `json.hasKey(...)` can leave into.
_MODULE_LANGUAGES = {cfamily: ("c", "cpp", "objc"), go: ("go",), jvm: ("java", "kotlin"), python: ("python",),
                     swift_objc: ("swift", "objc"), web: ("javascript", "typescript", "tsx", "arkts")}


def external_root_languages(root: str) -> frozenset[str]:
    """The languages of the packs that name `root` among their outside namespaces (empty: none does)."""
    return frozenset(lang for m, langs in _MODULE_LANGUAGES.items() if root in m.EXTERNAL_ROOTS for lang in langs)
PLATFORM_HOMONYMS: frozenset[str] = frozenset().union(*(m.PLATFORM_HOMONYMS for m in _PACK_MODULES))
# Across languages too: an import's qualified name is read whatever the importing file's language.
PLATFORM_PACKAGES: tuple[str, ...] = tuple(sorted(set().union(*(m.PLATFORM_PACKAGES for m in _PACK_MODULES))))


def platform_base(base: str, language: str, qualified: str | None = None) -> bool:
    """Is this base (simple name, and its qualified name where an import says it) a platform SDK's
    type: in one of the platform's packages (`android.widget.FrameLayout`), or named with a class
    prefix of the language's platform frameworks (`UIView` in Swift and Objective-C)?"""
    if (qualified or base).replace("::", ".").startswith(PLATFORM_PACKAGES):
        return True
    return any(base.startswith(p) and base[len(p):len(p) + 1].isupper()
               for p in pack_for(language).platform_type_prefixes)


def pack_for(language: str) -> LanguagePack:
    return PACKS.get(language, _EMPTY)


def known_base(base: str, language: str) -> KnownBase | None:
    """The known members of platform base `base` (qualified or not) as seen from `language`."""
    simple = base.replace("::", ".").rsplit(".", 1)[-1]
    for lang in FAMILIES.get(language, (language,)):
        kb = pack_for(lang).known_bases.get(simple)
        if kb is not None:
            return kb
    return None


def implicit_type(language: str, name: str) -> bool:
    return any(name in pack_for(lang).implicit_types for lang in FAMILIES.get(language, (language,)))


def implicit_member(language: str, name: str) -> bool:
    return name in pack_for(language).implicit
