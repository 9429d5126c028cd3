"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4/5/6's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the
earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import re
import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F
_check6 = sys.modules["check6"]

# p-ranav/argparse puts an attribute before the return type on the line above the name
# (`[[deprecated("Use cout << program; instead.")]] std::string` / `print_help() const {`); labels-prose6's rule for a
# return type on its own line wants a bare type there. The attribute says nothing about what is declared: drop it.
_ATTRIBUTE = re.compile(r"^(\s*)\[\[(?:[^\[\]]|\[[^\[\]]*\])*\]\]\s*")
_above_before = _check6._return_type_above


def _return_type_above(lines: list[str], k: int) -> bool:
    return _above_before([_ATTRIBUTE.sub(r"\1", line) for line in lines], k)


_check6._return_type_above = _return_type_above


# urfave/cli v3 declares its flags as one generic struct (`type FlagBase[T any, C any, VC ValueCreator[T, C]] struct {`,
# `type StringFlag = FlagBase[...]`); facts.TYPE_DECL["go"] wants a blank right after the name, so FlagBase's fields
# (Sources, Required, Destination) were on no type. A type parameter list may sit between the name and the kind.
F.TYPE_DECL["go"] = F.TYPE_DECL["go"].replace(r"{T}\s+", r"{T}(?:\[.*\])?\s+", 1)

# urfave/cli's overridable package-level functions are variables (`var ShowRootCommandHelp = DefaultShowRootCommandHelp`);
# facts.DECL_ANYWHERE["go"] reads funcs and (indented) fields or block members only. A top-level var or const is a
# package-level name too.
F.DECL_ANYWHERE["go"] = F.DECL_ANYWHERE["go"] + r"|^(?:var|const)\s+{m}\b"


# attrs declares the public shape of its classes in stubs beside the sources (`class Attribute(Generic[_T]):` /
# `name: str` in src/attr/__init__.pyi), while the runtime class keeps its fields in `__slots__` strings and sets
# them in a loop; the stubs are the declarations a user reads, so they count as sources.
if "*.pyi" not in F.GLOBS["python"]:
    F.GLOBS["python"] = [*F.GLOBS["python"], "*.pyi"]

# attrs' public namespaces are modules that are files (`attrs.validators` is src/attr/validators.py, re-exported by
# src/attrs/validators.py): a Python MODULES value ending in .py names that file (or its .pyi stub), and a free name
# `validators.instance_of` must be declared there, so `converters.instance_of` does not resolve by a name of
# validators.py. A directory value keeps the shared rule (declared in that directory).
_resolve_before = C.Repo.resolve


def _resolve(self, target: str) -> str | None:
    if self.lang == "python" and isinstance(self.modules, dict) and not C.is_path(target):
        owners, m = C.split_target(target)
        d = self.modules.get(owners[0]) if len(owners) == 1 else None
        if d and d.endswith(".py"):
            keep = {d, d + "i"}
            hits = [h for h in self.free(m) if h.split(":")[0].removeprefix("./") in keep]
            # a class of the namespace (`attrs.exceptions.FrozenInstanceError`) is declared there too
            hits += [f"{f}:" + h.split(":")[0] for f in sorted(keep) if (F.REPOS / self.name / f).exists()
                     for h in C._rg(self.name, ["-e", F.TYPE_DECL["python"].replace("{T}", re.escape(m)), f])]
            return hits[0] if hits else None
    return _resolve_before(self, target)


C.Repo.resolve = _resolve


# gflags keeps its public headers as CMake templates (src/gflags.h.in, src/gflags_declare.h.in: configured into
# gflags/gflags.h at build time), declares its classes with an export macro (`class GFLAGS_DLL_DECL FlagSaver {`, the
# slot of fmt's FMT_* and yaml-cpp's YAML_CPP_API), and its flag API is macros (`#define DEFINE_bool(name, val, txt)`).
# The templates are the headers, the macro is no part of the name, and a macro is a name the header declares.
if "*.h.in" not in F.GLOBS["cpp"]:
    F.GLOBS["cpp"] = [*F.GLOBS["cpp"], "*.h.in"]
F.TYPE_DECL["cpp"] = F.TYPE_DECL["cpp"].replace(r"(?:class|struct)\s+", r"(?:class|struct)\s+(?:GFLAGS_DLL_DECL\s+)?", 1)
F.DECL_ANYWHERE["cpp"] = F.DECL_ANYWHERE["cpp"] + r"|^\s*#\s*define\s+{m}\b"


# TTTAttributedLabel's link selectors share their first part (`addLinkToURL:withRange:`, and no `addLinkToURL:`):
# targets.py checks a selector with several colons whole but a one-colon selector by its first word, so
# `addLinkToURL:` read as declared. A one-colon selector must be a declared selector of the type (or an ancestor);
# a property (Masonry's block-returning `inset`) still answers to its name, as before.
_member_objc_before = C.Repo.member


def _member_objc(self, owners: list[str], m: str) -> str | None:
    hit = _member_objc_before(self, owners, m)
    if not hit or self.lang != "objc" or m.count(":") != 1 or not m.endswith(":"):
        return hit
    for t in (owners[-1], *self.anc.get(owners[-1], ())):
        sel = C.objc_selectors(self.name, t).get(m)
        if sel:
            return sel
    f, n = hit.split(":")[:2]
    line = (F.REPOS / self.name / f).read_text(encoding="utf-8", errors="replace").splitlines()[int(n) - 1]
    return hit if line.lstrip().startswith("@property") else None


C.Repo.member = _member_objc


# clikt declares builders as extensions on a type parameter whose bound is generic
# (`inline fun <T : BaseCliktCommand<*>> T.versionOption(`); facts.DECL_ANYWHERE["kotlin"] reads a type parameter
# list without nested angle brackets only. One level of nesting inside the list is allowed.
F.DECL_ANYWHERE["kotlin"] = F.DECL_ANYWHERE["kotlin"] + r"|\bfun\s+<(?:[^<>]|<[^<>]*>)*>\s*\w+\??\.{m}\b"
