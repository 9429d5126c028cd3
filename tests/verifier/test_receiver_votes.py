"""Receivers typed by the repository's own declarations: a variable the code declares with the
repository's `Context` in some places and with an outside `Context` (Go's `context.Context`, an
aliased import of it) in others is not held to the repository's type, while one declared only with
the repository's type still is."""
from __future__ import annotations

import pytest

from verifier_repos import verifier_over, first_member as member

FILES = {
    "go.mod": "module example.com/web\n\ngo 1.21\n",
    "web/context.go": ("package web\n\ntype Context struct {\n\tcode int\n}\n\n"
                       "func (c *Context) JSON(code int) error { return nil }\n"),
    "web/limit.go": ("package web\n\ntype Limits struct {\n\tExtract func(ctx *Context) string\n"
                     "\tDeny func(ctx *Context) error\n\tAudit func(ctx *Context) error\n}\n\n"
                     "func handle(rc *Context) error { return rc.JSON(200) }\n"
                     "func render(rc *Context) error { return rc.JSON(201) }\n"),
    "web/timeout.go": ('package web\n\nimport (\n\t"context"\n\tstd "context"\n\t"time"\n)\n\n'
                       "func wait(ctx context.Context, d time.Duration) error { return nil }\n"
                       "func start(ctx std.Context) error { return nil }\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)



def test_a_variable_given_the_repositorys_type_and_an_outside_homonym_is_not_held_to_either(verifier):
    c = member(verifier, "In the handler, check `ctx.Done()` before writing the response.")
    assert c.error is None and c.status != "verified"


def test_a_variable_given_only_the_repositorys_type_is_still_checked_on_it(verifier):
    c = member(verifier, "Reply with `rc.Render(200)` once the data is ready.")
    assert c.error == "S1_FACTUAL_ERROR"
    assert any(e.symbol == "rc" and e.path == "web/limit.go" for e in c.evidence)


PACKAGE_QUALIFIED = {
    "src/clicky/__init__.py": "from .core import Context as Context\n",
    "src/clicky/core.py": ("class Context:\n    def find_object(self, kind):\n        return None\n\n\n"
                           "def invoke(ctx: Context):\n    return ctx.find_object(int)\n\n\n"
                           "def forward(ctx: Context):\n    return ctx.find_object(str)\n"),
    "tests/test_context.py": ("import clicky\n\n\n"
                              "def test_a(ctx: clicky.Context):\n    ctx.find_object(int)\n\n\n"
                              "def test_b(ctx: clicky.Context):\n    ctx.find_object(str)\n\n\n"
                              "def test_c(ctx: clicky.Context):\n    ctx.find_object(bytes)\n"),
}


@pytest.fixture(scope="module")
def clicky(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, PACKAGE_QUALIFIED, name="clicky")


def test_a_type_written_under_the_projects_own_package_is_a_vote_for_the_repositorys_type(clicky):
    # click's tests write `ctx: click.Context`, its sources `ctx: Context`: one type, re-exported by the
    # package, not an outside Context contesting the repository's.
    c = member(clicky, "Nested commands fetch the settings with `ctx.get_obj(Settings)`.")
    assert c.error == "S1_FACTUAL_ERROR", c.reason
    assert member(clicky, "Read it with `ctx.find_object(Settings)`.").status == "verified"
