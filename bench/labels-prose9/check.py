"""This set's additions to the checker (bench/labels-prose/targets.py over bench/labels-prose/facts.py, after
labels-prose4/5/6/8's check.py). Loaded by build.py; each addition is a shape of this set's repositories that the
earlier sets' repositories do not have, so it changes nothing they build.
"""
from __future__ import annotations

import re
import sys

C = sys.modules["check"]  # bench/labels-prose/targets.py, already loaded by recordset (see build.py)
F = C.F


# kotlinpoet declares JVM-only builder methods as extensions on a nested type (`public fun FunSpec.Builder.throws(` in
# kotlinpoet/src/jvmMain/.../jvm/JvmAnnotations.kt); targets.py reads a nested owner's members from the outer type's
# file only, and facts.member_decl's extension rule wants the bare inner name before the dot. An extension written
# on the qualified nested type is a member of that nested type.
_member_nested_before = C.Repo.member


def _member_nested_ext(self, owners: list[str], m: str) -> str | None:
    hit = _member_nested_before(self, owners, m)
    if hit or self.lang != "kotlin" or len(owners) < 2:
        return hit
    qual = r"\.".join(re.escape(o) for o in owners[-2:])
    hits = C._rg(self.name, ["-e", rf"\bfun\s+(?:<[^>]*>\s*)?{qual}(?:<[^>]*>)?\??\.{re.escape(m)}\b", *F._globs("kotlin")])
    return ":".join(hits[0].split(":")[:2]) if hits else None


C.Repo.member = _member_nested_ext


# Expecta declares every matcher through a macro in its header (`EXPMatcherInterface(haveCountOf, (NSUInteger
# expected));` in Expecta/Matchers/EXPMatchers+haveCountOf.h expands to `@interface EXPExpect (haveCountOfMatcher)
# @property (nonatomic, readonly) void(^ haveCountOf) (NSUInteger expected); @end`), and its entry points are macros
# (`#define expect(...) EXP_expect((__VA_ARGS__))` in Expecta/Expecta.h). A name given to that macro is a property of
# EXPExpect, and a `#define`d function-like name is a name the headers declare.
_EXP_MATCHER = r"^\s*EXPMatcherInterface\(\s*{m}\s*,"
_member_expecta_before = C.Repo.member


def _member_expecta(self, owners: list[str], m: str) -> str | None:
    hit = _member_expecta_before(self, owners, m)
    if hit or self.lang != "objc" or owners[-1] != "EXPExpect" or ":" in m:
        return hit
    hits = C._rg(self.name, ["-e", _EXP_MATCHER.replace("{m}", re.escape(m)), "-g", "*.h"])
    return ":".join(hits[0].split(":")[:2]) if hits else None


C.Repo.member = _member_expecta

_free_objc_before = C.Repo.free


def _free_objc(self, name: str) -> list[str]:
    hits = _free_objc_before(self, name)
    if hits or self.lang != "objc":
        return hits
    return [":".join(h.split(":")[:2]) for h in
            C._rg(self.name, ["-e", rf"^\s*#\s*define\s+{re.escape(name)}\(", "-g", "*.h"])]


C.Repo.free = _free_objc
