"""Receivers typed by what a call returns and by TypeScript's optional, wrapped annotations: `e := web.New()`
votes for the type `New` is declared to return; a method chained on a variable the repository types
clearly (`c.Response().Flush()`) is checked on what that method returns; `hooks?: Hooks` and
`hooks: Required<Hooks>` both declare a Hooks. Real tree-sitter, real index."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over


def member(verifier, text: str):
    """The last member claim of the text (the chained link, where there is a chain)."""
    return [c for c in verifier.verify_text(text).claims if c.kind == "member"][-1]


def _handler(i: int) -> str:
    return f"func handle{i}(c *Context) error {{ return c.JSON(200) }}\n"


FILES = {
    "go.mod": "module example.com/web\n\ngo 1.21\n",
    "web/web.go": ("package web\n\ntype Web struct {\n\tDebug bool\n}\n\n"
                   "func New() *Web { return &Web{} }\n\n"
                   "func (w *Web) Start(addr string) error { return nil }\n"
                   "func (w *Web) Use(m ...string) {}\n"),
    "web/context.go": ("package web\n\ntype Context struct {\n\tresp *Response\n}\n\n"
                       "func (c *Context) JSON(code int) error { return nil }\n"
                       "func (c *Context) Response() *Response { return c.resp }\n"),
    "web/response.go": ("package web\n\ntype Response struct {\n\tStatus int\n}\n\n"
                        "func (r *Response) Flush() {}\n"),
    "web/handlers.go": "package web\n\n" + "".join(_handler(i) for i in range(10)),
    # `e` is made by a call in every test: what New returns is what `e` holds
    "web/web_test.go": ("package web_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/web\"\n)\n\n"
                        + "".join(f"func TestStart{i}(t *testing.T) {{\n\te := web.New()\n\te.Use(\"x\")\n}}\n"
                                  for i in range(9))),
    "mw/mw.go": "package mw\n\nfunc Recover() string { return \"recover\" }\n",
    "src/hooks.ts": ("export interface Hooks {\n  beforeRequest?: string[];\n  afterResponse?: string[];\n}\n"),
    "src/options.ts": ("import type {Hooks} from './hooks.js';\n\nexport interface Options {\n  hooks?: Hooks;\n}\n\n"
                       "export interface NormalizedOptions {\n  hooks: Required<Hooks>;\n}\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_variable_made_by_a_call_is_of_the_type_the_call_returns(verifier):
    c = member(verifier, 'Local HTTPS: `e.StartTLS(":8443")`.')
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert any(e.symbol == "e" and e.path == "web/web_test.go" for e in c.evidence)
    assert member(verifier, 'Start it with `e.Start(":8080")`.').status == "verified"


def test_a_method_chained_on_a_clearly_typed_variable_is_checked_on_what_it_returns(verifier):
    c = member(verifier, "Middleware calls `c.Response().Flsuh()` after writing.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule in (R.RETURNED_TYPE_MEMBER, R.TYPO_OF_OWN_MEMBER)
    assert c.suggestions and c.suggestions[0].symbol.endswith("Response.Flush")
    assert member(verifier, "Middleware calls `c.Response().Flush()` after writing.").status == "verified"


def test_optional_and_wrapped_typescript_annotations_declare_the_type(verifier):
    c = member(verifier, "エラー時の共通処理は `hooks.onError` に書く。")
    assert c.error == "S1_FACTUAL_ERROR"
    assert any(e.symbol == "hooks" and e.path == "src/options.ts" for e in c.evidence)
    assert member(verifier, "Normalise in a `hooks.afterResponse` entry.").status == "verified"


def test_a_package_function_called_in_an_argument_is_a_reference_of_its_own(verifier):
    claims = verifier.verify_text("Every service registers `e.Use(mw.Logger())` first.").claims
    logger = [c for c in claims if c.text.startswith("mw.Logger")]
    assert logger and logger[0].error == "S1_FACTUAL_ERROR" and logger[0].rule == R.PACKAGE_MEMBER_MISSING
    claims = verifier.verify_text("Every service registers `e.Use(mw.Recover())` first.").claims
    assert not any(c.error for c in claims) and any(c.text.startswith("mw.Recover") for c in claims)
