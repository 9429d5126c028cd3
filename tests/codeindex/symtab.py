"""Helpers shared by the per-language extraction tests."""
from __future__ import annotations


def rows(result):
    """(qualname, kind, line, container) of every symbol, in file order."""
    return [(s.qualname, s.kind, s.line, s.container) for s in result.symbols]


def one(result, qualname, kind=None):
    """The single symbol with this qualified name (and kind, when given)."""
    found = [s for s in result.symbols if s.qualname == qualname and (kind is None or s.kind == kind)]
    assert len(found) == 1, (qualname, found)
    return found[0]


def relative(name, package):
    """`com.x.Foo.bar` -> `Foo.bar` under package `com.x` (tables stay readable)."""
    if name is None or not name.startswith(package + "."):
        return name
    return name[len(package) + 1:]
