"""What `pkg.name` can reach in a Python package of the repository: the names its `__init__.py` binds
at module level (definitions, assignments, imports, `as` aliases, also under top-level `if`/`try`) and
its submodules, and the names a module `__getattr__` compares its argument with when it ends by raising
AttributeError (click's deprecated `BaseCommand`). A package whose `__init__.py` star-imports, or whose
`__getattr__` may answer any name, is open: anything may be reached, and None is the answer."""
from __future__ import annotations

import ast
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class PackageExports:
    init_path: str            # relative to the repository root
    names: frozenset[str]     # bound by __init__.py, submodules included


def package_exports(root: str, init_rel: str, max_bytes: int = 2_000_000) -> PackageExports | None:
    path = os.path.join(root, init_rel)
    try:
        if os.path.getsize(path) > max_bytes:
            return None
        with open(path, "rb") as f:
            tree = ast.parse(f.read())
    except (OSError, SyntaxError, ValueError, RecursionError):
        return None   # unreadable or not Python we can parse: the package stays open
    names: set[str] = set()
    if not _bind(tree.body, names):
        return None
    pkg_dir = os.path.dirname(path)
    try:
        for entry in os.listdir(pkg_dir):
            stem, ext = os.path.splitext(entry)
            if ext in (".py", ".pyi", ".so", ".pyd") or (
                    not ext and os.path.isfile(os.path.join(pkg_dir, entry, "__init__.py"))):
                names.add(stem.split(".")[0])
    except OSError:
        return None
    return PackageExports(init_rel, frozenset(names))


def module_exports(root: str, rel: str, find_module, max_bytes: int = 2_000_000, _depth: int = 0) -> frozenset[str] | None:
    """The names a module file of the repository binds at module level (`attr/validators.py`), a star
    import of another of its modules read through (`from attr.validators import *` in
    `attrs/validators.py`: `find_module("attr.validators", rel, 0)` gives that file's path, or None).
    None when the module is open: a star import of a module outside the repository, a module
    `__getattr__` that may answer any name, a file that does not parse."""
    path = os.path.join(root, rel)
    try:
        if os.path.getsize(path) > max_bytes:
            return None
        with open(path, "rb") as f:
            tree = ast.parse(f.read())
    except (OSError, SyntaxError, ValueError, RecursionError):
        return None

    def star(node: ast.ImportFrom) -> set[str] | None:
        if _depth >= 3:
            return None
        target = find_module(node.module or "", rel, node.level)
        if target is None or target == rel:
            return None
        names = module_exports(root, target, find_module, max_bytes, _depth + 1)
        return None if names is None else {n for n in names if not n.startswith("_")}

    names: set[str] = set()
    if not _bind(tree.body, names, star):
        return None
    return frozenset(names)


def _bind(body: list, names: set[str], star=None) -> bool:
    """Add the names `body` binds at module level; False when the module is open. `star(node)` gives
    the names a star import binds, or None (open); without it every star import is open."""
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == "__getattr__":
                served = _getattr_names(node)
                if served is None:
                    return False
                names |= served
                continue
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    starred = star(node) if star is not None and isinstance(node, ast.ImportFrom) else None
                    if starred is None:
                        return False
                    names |= starred
                    continue
                names.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        if n.id == "__getattr__":
                            return False
                        names.add(n.id)
        elif isinstance(node, ast.If):
            if not (_bind(node.body, names, star) and _bind(node.orelse, names, star)):
                return False
        elif isinstance(node, ast.Try):
            for part in (node.body, node.orelse, node.finalbody, *[h.body for h in node.handlers]):
                if not _bind(part, names, star):
                    return False
        elif isinstance(node, (ast.With, ast.For, ast.While)):
            return False   # names bound by a loop or a context are not worth reading: open
    return True


def _getattr_names(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str] | None:
    """The names a module `__getattr__(name)` serves (`if name == "BaseCommand":`, `name in (...)`),
    when its last statement raises AttributeError, so that every other name is refused; else None."""
    if not fn.args.args or not fn.body:
        return None
    arg = fn.args.args[0].arg
    last = fn.body[-1]
    if not (isinstance(last, ast.Raise) and last.exc is not None and "AttributeError" in ast.dump(last.exc)):
        return None
    served: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == arg:
            for comp in node.comparators:
                for c in ast.walk(comp):
                    if isinstance(c, ast.Constant) and isinstance(c.value, str):
                        served.add(c.value)
    return served
