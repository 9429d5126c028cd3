"""Which files are source code, in which language, and which tree-sitter grammar parses them."""
from __future__ import annotations

from dataclasses import dataclass
import os.path


@dataclass(frozen=True)
class Language:
    name: str        # our name, also the name of the .scm query file
    grammar: str     # the tree-sitter-language-pack grammar name
    qualifier: str   # how qualified names are prefixed: "package", "module", "namespace", "none"


LANGUAGES: dict[str, Language] = {
    "java": Language("java", "java", "package"),
    "kotlin": Language("kotlin", "kotlin", "package"),
    "c": Language("c", "c", "none"),
    "cpp": Language("cpp", "cpp", "namespace"),
    "objc": Language("objc", "objc", "none"),
    "swift": Language("swift", "swift", "none"),
    "python": Language("python", "python", "module"),
    "typescript": Language("typescript", "typescript", "none"),
    "tsx": Language("tsx", "tsx", "none"),
    "javascript": Language("javascript", "javascript", "none"),
    "go": Language("go", "go", "package"),
    # ArkTS has no grammar in the pack; its syntax is a TypeScript superset, so the TypeScript
    # grammar with the TypeScript queries is a best effort (struct/@Component decorators error-recover).
    "arkts": Language("arkts", "typescript", "none"),
}

EXTENSIONS: dict[str, str] = {
    ".java": "java",
    ".kt": "kotlin", ".kts": "kotlin",
    ".c": "c",
    # .h is ambiguous between C, C++ and Objective-C; C++ parses C headers well enough and
    # Objective-C headers are recognised by content (see language_for).
    ".h": "cpp",
    ".cc": "cpp", ".cpp": "cpp", ".cxx": "cpp", ".c++": "cpp", ".hh": "cpp", ".hpp": "cpp", ".hxx": "cpp",
    ".inl": "cpp", ".ipp": "cpp",
    ".m": "objc", ".mm": "objc",
    ".swift": "swift",
    ".py": "python", ".pyi": "python",
    ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".tsx": "tsx",
    ".js": "javascript", ".jsx": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".go": "go",
    ".ets": "arkts",
}

# `#import` is Objective-C's own directive: a header that uses it is Objective-C even when its first
# declaration (`@protocol SDImageLoader`) comes after a long comment, beyond the head read here.
_TEMPLATE_HEADER_SUFFIXES = frozenset((".h", ".hh", ".hpp", ".hxx"))

_OBJC_HEADER_MARKERS = (b"@interface", b"@protocol", b"@end", b"#import ", b"NS_ASSUME_NONNULL")


def language_for(path: str, head: bytes | None = None) -> str | None:
    """Our language name for a path, or None when it is not source code we index.

    `head` (the first bytes of the file) settles `.h` headers: Objective-C when they use
    Objective-C declarations, C++ otherwise.
    """
    suffix = os.path.splitext(path)[1].lower()   # os.path: pathlib costs more than the stat of the file
    if suffix == ".in":
        # A CMake/autoconf template header (gflags' `src/gflags.h.in`, `config.h.in`) is the only
        # place some libraries declare their public API; the generated header is not in the checkout.
        suffix = os.path.splitext(path[:-3])[1].lower()
        if suffix not in _TEMPLATE_HEADER_SUFFIXES:
            return None
    if path.endswith(".d.ts"):
        return "typescript"
    lang = EXTENSIONS.get(suffix)
    if lang == "cpp" and suffix == ".h" and head is not None and any(m in head for m in _OBJC_HEADER_MARKERS):
        return "objc"
    return lang
