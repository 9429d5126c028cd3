"""`module.name` on a Python module file of the repository (`validators.not_none()`, `attrs.filters.frozen`):
missing when no module at that dotted path binds the name at module level, star imports of the
repository's own modules read through (attrs/validators.py is `from attr.validators import *`); open for a
star import from outside, a module `__getattr__`, a standard-library or generic module name written alone,
or a variable of that name (real files, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier_repos import first_member, verifier_over

FILES = {
    "src/attry/__init__.py": "from . import validators, filters, setters\n",
    "src/attry/validators.py": ("import re\nfrom ._make import and_\n\n__all__ = ['instance_of', 'deep_iterable', 'and_']\n\n\n"
                                "def instance_of(t):\n    return t\n\n\ndef deep_iterable(member):\n    return member\n"),
    "src/attry/validators.pyi": "def instance_of(t): ...\ndef deep_iterable(member): ...\n",
    "src/attry/_make.py": "def and_(*vs):\n    return vs\n",
    "src/attry/filters.py": "def include(*what):\n    return what\n\n\ndef exclude(*what):\n    return what\n",
    "src/attry/setters.py": "def frozen(inst, attr, value):\n    raise AttributeError(attr)\n",
    "src/attrys/__init__.py": "from attry import validators\n",
    "src/attrys/filters.py": "from attry.filters import *  # noqa\n",
    "src/attrys/loose.py": "from somewhere_else import *\n",
    "src/attry/types.py": "class Kind:\n    pass\n",
    "src/attry/utils.py": "def helper():\n    return 1\n",
    "src/attry/lazy.py": "def __getattr__(name):\n    return name\n",
}


@pytest.fixture(scope="module")
def attry(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="attry")


@pytest.mark.parametrize("text, meant", [
    ("必填字段都加了 `validators.not_none()`。", None),
    ("嵌套列表用 `validators.deep_iterables(...)` 校验每个元素。", "validators.deep_iterable"),
    ("主键字段用 `on_setattr=attrys.filters.frozen` 防止被修改。", "attrys.setters.frozen"),   # read through the star import
    ("`attry.filters.includes`", "attry.filters.include"),
])
def test_a_name_no_module_at_that_path_binds_is_missing(attry, text, meant):
    c = next(c for c in attry.verify_text(text).claims if "." in c.text)
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.PACKAGE_MEMBER_MISSING, c.reason
    if meant:
        assert c.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "`validators.instance_of(int)`",
    "`validators.and_(a, b)`",                  # imported into the module
    "`attrys.filters.exclude`",                 # bound through the star import of the repository's module
    "`attrys.loose.anything`",                  # a star import from outside: open
    "`lazy.anything`",                          # a module __getattr__: open
    "`types.SimpleNamespace(a=1)`",             # the standard library's module of that name
    "`utils.retry()`",                          # a generic module name alone may be the writer's own
])
def test_bound_or_open_modules_raise_nothing(attry, text):
    claims = attry.verify_text(text).claims
    assert all(c.rule != R.PACKAGE_MEMBER_MISSING for c in claims), [(c.text, c.reason) for c in claims]
