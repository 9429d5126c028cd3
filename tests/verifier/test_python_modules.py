"""Rule MODULE_MEMBER_MISSING: a module of the repository's own Python package (`validators` in
`attrs/validators.py`) binds every name `validators.x` can reach, read through its imports (a star import
of another of the repository's modules gives that module's `__all__`) and its stub. A name it does not
bind is missing when it is a slip of one it binds or another module's top-level name (a sibling's
function); else the text may mean another library's module of that name."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier import python_exports

from verifier_repos import verifier_over, first_member as claim

FILES = {
    "src/old/__init__.py": "from . import converters, validators\n",
    "src/old/validators.py": (
        "from .converters import default_if_none\n\n"
        '__all__ = ["instance_of", "matches_re", "in_"]\n\n\n'
        "def instance_of(type):\n    return type\n\n\n"
        "def matches_re(regex):\n    return regex\n\n\n"
        "def in_(options):\n    return options\n"),
    "src/old/validators.pyi": "def instance_of(type): ...\ndef matches_re(regex): ...\ndef in_(options): ...\n",
    "src/old/converters.py": (
        "def default_if_none(default):\n    return default\n\n\n"
        "def to_bool(val):\n    return bool(val)\n"),
    "src/new/__init__.py": "from old import converters, validators\n",
    "src/new/validators.py": "from old.validators import *  # noqa: F403\n",
    "src/new/converters.py": "from old.converters import *  # noqa: F403\n",
    "src/lazy/__init__.py": "",
    "src/lazy/hooks.py": "def __getattr__(name):\n    return name\n\n\ndef on_load():\n    pass\n",
    "tests/helpers/__init__.py": "",
    "tests/helpers/fakes.py": "def make_fake():\n    pass\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="new")


def test_a_slip_of_a_name_the_module_binds_is_an_error(verifier):
    c = claim(verifier, 'IDs are checked with `validators.matches_regex(r"^[a-z]+$")`.')
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MODULE_MEMBER_MISSING
    assert c.suggestions[0].symbol == "validators.matches_re"


def test_a_star_import_gives_the_modules_listed_names(verifier):
    # new/validators.py binds what old/validators.py lists in __all__
    assert claim(verifier, "new.validators.instance_of(str)").error is None
    c = claim(verifier, "new.validators.instanceof(str)")
    assert c.rule == R.MODULE_MEMBER_MISSING and c.suggestions[0].symbol == "new.validators.instance_of"


def test_a_sibling_modules_function_put_on_this_module_suggests_the_sibling(verifier):
    c = claim(verifier, 'The mode is restricted with `converter=new.converters.in_(["r", "w"])`.')
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MODULE_MEMBER_MISSING
    assert c.suggestions[0].symbol == "new.validators.in_"


def test_a_name_the_module_imports_is_reachable(verifier):
    # old/validators.py imports default_if_none from its sibling: `old.validators.default_if_none` works
    assert claim(verifier, "old.validators.default_if_none(30)").error is None


def test_a_name_with_no_evidence_stays_open(verifier):
    # no slip of a bound name, no module of the repository defines it: perhaps another library's module
    assert claim(verifier, "validators.email(value)").error is None


def test_a_module_getattr_leaves_the_module_open(verifier):
    assert claim(verifier, "hooks.on_loads()").error is None


def test_a_module_under_tests_is_not_the_packages(verifier):
    assert claim(verifier, "fakes.make_fakes()").error is None


def test_module_names_follow_star_imports_of_the_repositorys_modules(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "__init__.py").write_text("")
    (tmp_path / "a" / "base.py").write_text("def one():\n    pass\n\n\ndef _hidden():\n    pass\n")
    (tmp_path / "a" / "top.py").write_text("from .base import *\nfrom os import *\n")
    (tmp_path / "a" / "mid.py").write_text("from .base import *\n\n\ndef two():\n    pass\n")

    def locate(dotted, level, importer):
        if level == 1 and dotted == "base":
            return "a/base.py"
        return None

    assert python_exports.module_names(str(tmp_path), "a/mid.py", locate) == frozenset({"one", "two"})
    assert python_exports.module_names(str(tmp_path), "a/top.py", locate) is None   # `os` is not the repository's


# A second package laid out like attrs (`attrys.filters` reads `attry.filters` through a star import), with
# modules named after the standard library's and generic ones.
ATTRY_FILES = {
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
    "src/attry/types.py": "class Kind:\n    pass\n\n\ndef SimpleNamespaces():\n    pass\n",
    "src/attry/utils.py": "def helper():\n    return 1\n\n\ndef retries():\n    return 1\n",
    "src/attry/lazy.py": "def __getattr__(name):\n    return name\n",
    # rich's layout.py defines Layout, whose values the code calls `layout`
    "src/attry/layout.py": "class Layout:\n    def split(self, *parts):\n        return parts\n",
    **{f"src/attry/render{i}.py": f"from .layout import Layout\n\n\ndef render{i}():\n    layout: Layout = Layout()\n    return layout\n"
       for i in range(3)},
    "src/attry/text.py": "def split(text):\n    return text.split()\n",
}


@pytest.fixture(scope="module")
def attry(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, ATTRY_FILES, name="attry")


@pytest.mark.parametrize("text, meant", [
    ("嵌套列表用 `validators.deep_iterables(...)` 校验每个元素。", "validators.deep_iterable"),
    ("主键字段用 `on_setattr=attrys.filters.frozen` 防止被修改。", "attrys.setters.frozen"),   # read through the star import
    ("`attry.filters.includes`", "attry.filters.include"),
    ("必填字段都加了 `attry.validators.not_none()`。", None),   # a path from the package: no near name needed
])
def test_a_name_no_module_at_that_path_binds_is_missing(attry, text, meant):
    c = next(c for c in attry.verify_text(text).claims if "." in c.text)
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MODULE_MEMBER_MISSING, c.reason
    if meant:
        assert c.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "`validators.instance_of(int)`",
    "`validators.and_(a, b)`",                  # imported into the module
    "`attrys.filters.exclude`",                 # bound through the star import of the repository's module
    "`attrys.loose.anything`",                  # a star import from outside: open
    "`lazy.anything`",                          # a module __getattr__: open
    "`validators.not_none()`",                  # one word, no near name: perhaps another library's module
    "`types.SimpleNamespace(a=1)`",             # the standard library's module, though types.py has a near name
    "`utils.retry()`",                          # a generic module name alone may be the writer's own
    "`layout.split(2)`",                        # a variable the repository types (a Layout), not the module
])
def test_bound_or_open_modules_raise_nothing(attry, text):
    claims = attry.verify_text(text).claims
    assert all(c.rule != R.MODULE_MEMBER_MISSING for c in claims), [(c.text, c.reason) for c in claims]
