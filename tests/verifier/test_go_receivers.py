"""Go: what a method call on a variable or a method expression can mean (real tree-sitter, real index).

A package's function is called through the package's name, never through a value, so it does not
make `v.F()` uncertain when `v` holds a type without F; a method expression may name the type with
its package (`(*app.Command).Run`); a method promoted from an embedded field is the outer type's."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

COMMAND = """package app

type Base struct{ name string }

func (b Base) Close() error { return nil }

type Command struct {
\tBase
\tUse string
}

func (c *Command) Run(args []string) error { return nil }

func (c *Command) AddChild(child *Command) {}
"""
MAIN = """package app

func build() *Command {
\trootCmd := &Command{Use: "tool"}
\trootCmd.AddChild(&Command{Use: "sub"})
\treturn rootCmd
}

func register(rootCmd *Command, name string) {
\trootCmd.AddChild(&Command{Use: name})
}
"""
DOCGEN = """package docgen

import "example.com/tool/app"

// WriteTree writes a page per command.
func WriteTree(cmd *app.Command, dir string) error { return nil }
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("gotool")
    write(root, {"go.mod": "module example.com/tool\n\ngo 1.21\n", "app/command.go": COMMAND, "app/main.go": MAIN,
                 "docgen/tree.go": DOCGEN})
    v = open_verifier(root, tmp_path_factory.mktemp("gotool-idx"))
    yield v
    v.close()


def only(verifier, text):
    [claim] = verifier.verify_text(text).claims
    return claim


def test_a_package_function_called_on_a_variable_is_missing_on_its_type(verifier):
    claim = only(verifier, 'Write the pages with `rootCmd.WriteTree("./docs")` before release.')
    assert claim.error and claim.rule == R.MEMBER_MISSING
    assert claim.suggestions[0].symbol == "docgen.WriteTree"


def test_the_package_function_itself_is_verified(verifier):
    assert only(verifier, 'Write the pages with `docgen.WriteTree(rootCmd, "./docs")`.').status == "verified"


def test_a_method_promoted_from_an_embedded_field_is_real_on_the_variable(verifier):
    # Close is Base's too, and Command embeds Base: real on Command.
    assert only(verifier, "Call `rootCmd.Close()` at exit.").status == "verified"


@pytest.mark.parametrize("text, rule", [
    ("(*app.Command).Run", R.MEMBER_FOUND),
    ("(*app.Command).Close", R.MEMBER_FOUND),        # promoted from the embedded Base
    ("(*app.Command).Execute", R.MEMBER_MISSING),
    ("(app.Command).AddChildren", R.MEMBER_MISSING),
])
def test_a_method_expression_qualified_by_its_package(verifier, text, rule):
    assert only(verifier, text).rule == rule
