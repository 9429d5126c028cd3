"""`pkg.name` on a Python package of the repository: reachable only when its `__init__.py` binds the name,
a submodule has it, or a module `__getattr__` that refuses all others serves it (click's deprecated
names); a package that star-imports is open (real files, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier_repos import first_member, verifier_over

FILES = {
    "src/clicky/__init__.py": ("from .core import Context as Context\nfrom .termui import prompt as prompt\n"
                               "from .decorators import pass_context as pass_context\n\n"
                               "__all__ = ['Context', 'prompt', 'pass_context']\n\n\n"
                               "def __getattr__(name):\n    if name == 'BaseCommand':\n"
                               "        from .core import _Base\n        return _Base\n"
                               "    raise AttributeError(name)\n"),
    "src/clicky/core.py": "class Context:\n    pass\n\n\nclass _Base:\n    pass\n",
    "src/clicky/termui.py": "def prompt(text):\n    return input(text)\n",
    "src/clicky/decorators.py": "def pass_context(f):\n    return f\n",
    "src/clicky/testing.py": "class CliRunner:\n    pass\n",
    "src/loose/__init__.py": "from .impl import *\n",
    "src/loose/impl.py": "def helper():\n    return 1\n",
}


@pytest.fixture(scope="module")
def clicky(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES, name="clicky")


def test_a_name_the_package_does_not_export_is_missing(clicky):
    c = first_member(clicky, "対話モードでは `clicky.ask(\"ユーザー名\")` で入力を受け取る。")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.PACKAGE_MEMBER_MISSING, c.reason
    assert c.evidence[0].path == "src/clicky/__init__.py"
    c = first_member(clicky, "Ask with `clicky.promptt(\"name\")`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "clicky.prompt"
    # a word abbreviated, which letters find too far
    c = first_member(clicky, "Commands that need it take `@clicky.pass_ctx`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions and c.suggestions[0].symbol == "clicky.pass_context"


def test_exported_served_and_submodule_names_are_not(clicky):
    for text in ("Ask with `clicky.prompt(\"name\")`.", "`clicky.BaseCommand`", "`clicky.testing.CliRunner`"):
        claims = clicky.verify_text(text).claims
        assert claims and all(c.error is None for c in claims), (text, [c.reason for c in claims])


def test_a_star_importing_package_is_open(clicky):
    # (`Context` is declared in the repository, so only the package rule could call it missing here)
    assert first_member(clicky, "`loose.Context()`").error is None
