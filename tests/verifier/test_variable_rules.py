"""Two rules for a member on a variable (verifier/resolve.py, receivers.py), real tree-sitter over a small
Java repository:

- NAME_FITS_HABIT: a variable name the repository gives one type in a majority of its places, but not
  so many as a clear habit, is held to that type when the name is the type's own (`group` for an
  OptionGroup) and the other types that have the member are none the name fits or the repository gives
  it in more than one stray place.
- VARIABLE_MEMBER_UNWRITTEN: a variable named after the repository's type (`session` for Session) whose
  type lacks the member as certainly as `T.m`, and the member's name is written nowhere in the
  repository: no subtype the repository knows of has it."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

PKG = "src/main/java/org/acme/cli/"


def _uses(i: int, decls: str) -> str:
    return f"package org.acme.cli;\n\nclass Use{i} {{\n    void run() {{\n{decls}    }}\n}}\n"


FILES = {
    PKG + "OptionGroup.java": ("package org.acme.cli;\n\npublic class OptionGroup {\n"
                               "    public OptionGroup addOption(String opt) { return this; }\n}\n"),
    PKG + "Options.java": ("package org.acme.cli;\n\npublic class Options {\n"
                           "    public Options addOption(String opt) { return this; }\n"
                           "    public Options addRequiredOption(String opt) { return this; }\n}\n"),
    PKG + "HelpFormatter.java": ("package org.acme.cli;\n\npublic class HelpFormatter {\n"
                                 "    public void printHelp(String cmd, Options options) {}\n}\n"),
    PKG + "Session.java": ("package org.acme.cli;\n\npublic class Session {\n"
                           "    public int run() { return 0; }\n    public int applyCommandLine(String[] args) { return 0; }\n}\n"),
    # `group` and `grp` are OptionGroups in three places each: a majority, not a clear habit
    **{PKG + f"UseGroup{i}.java": _uses(i, "        OptionGroup group = new OptionGroup();\n"
                                           "        OptionGroup grp = new OptionGroup();\n"
                                           "        OptionGroup g = new OptionGroup();\n") for i in range(3)},
    # `formatter`: a HelpFormatter in four places, an Options in one (a stray)
    **{PKG + f"UseFormatter{i}.java": _uses(10 + i, "        HelpFormatter formatter = new HelpFormatter();\n")
       for i in range(4)},
    PKG + "UseStray.java": _uses(20, "        Options formatter = new Options();\n"),
    # `helpFormatter`: a HelpFormatter in four places, an Options in two: both are what it holds
    **{PKG + f"UseHelp{i}.java": _uses(30 + i, "        HelpFormatter helpFormatter = new HelpFormatter();\n")
       for i in range(4)},
    **{PKG + f"UseHelpOptions{i}.java": _uses(40 + i, "        Options helpFormatter = new Options();\n")
       for i in range(2)},
    PKG + "Renderer.java": ("package org.acme.cli;\n\npublic class Renderer {\n    public void draw() {}\n}\n"),
    PKG + "FastRenderer.java": ("package org.acme.cli;\n\npublic class FastRenderer extends Renderer {\n"
                                "    public void drawFast() {}\n}\n"),
    PKG + "Described.java": ("package org.acme.cli;\n\npublic class Described {\n    public String describe() { return \"\"; }\n}\n"),
    PKG + "GroupSummary.java": ("package org.acme.cli;\n\npublic class GroupSummary extends Described {\n}\n"),
    "docs/usage.md": "Call runTests from the harness only.\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_majority_habit_holds_a_name_that_is_its_types_own(verifier):
    c = member(verifier, "Required options of a group are added with `group.addRequiredOption(...)`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert c.suggestions[0].symbol == "Options.addRequiredOption"


def test_a_majority_habit_of_a_name_the_type_does_not_fit_stays_a_guess(verifier):
    c = member(verifier, "Required options of a group are added with `grp.addRequiredOption(...)`.")
    assert c.error is None and c.rule == R.VARIABLE_OF_TYPE


def test_one_stray_place_of_another_type_does_not_open_the_habit(verifier):
    c = member(verifier, "Extra lines go in with `formatter.addRequiredOption(...)`.")
    assert c.error == "S1_FACTUAL_ERROR"


def test_another_type_given_the_name_twice_keeps_the_guess(verifier):
    c = member(verifier, "Extra lines go in with `helpFormatter.addRequiredOption(...)`.")
    assert c.error is None and c.rule == R.VARIABLE_OF_TYPE


def test_a_member_written_nowhere_on_a_variable_named_after_the_type_is_an_error(verifier):
    c = member(verifier, "main hands its arguments over with `session.parseArgs(args)`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.VARIABLE_MEMBER_UNWRITTEN


def test_a_member_the_repository_writes_stays_open_on_such_a_variable(verifier):
    # `runTests` is written in the docs: a subtype the repository shows may have it
    c = member(verifier, "The harness calls `session.runTests()`.")
    assert c.error is None and c.rule == R.VARIABLE_OF_TYPE


def test_a_real_member_on_such_a_variable_is_verified(verifier):
    assert member(verifier, "The harness calls `session.run()`.").status == "verified"




def test_a_type_the_repository_subclasses_keeps_its_variable_open(verifier):
    # the repository subclasses Renderer itself: its users' subclasses may have the member
    c = member(verifier, "Frames go out through `renderer.drawLater()`.")
    assert c.error is None and c.rule == R.VARIABLE_OF_TYPE


def test_an_owner_whose_subtype_the_name_fits_keeps_the_guess(verifier):
    # Described.describe: `group` may hold a GroupSummary, which inherits it (yup's `mixed` and MixedSchema)
    c = member(verifier, "Each section prints `group.describe()` first.")
    assert c.error is None and c.rule == R.VARIABLE_OF_TYPE


def test_a_one_or_two_letter_name_stays_a_guess(verifier):
    # `g` "fits" every type that starts with a g: zerolog's `c` is no Context in a README's alice chain
    c = member(verifier, "Required options of a group are added with `g.addRequiredOption(...)`.")
    assert c.error is None, c.reason


TS_FILES = {
    "src/gl/WebGLExtensions.ts": "export class WebGLExtensions {\n    public anisotropicFiltering: boolean = false;\n}\n",
    "src/registry/Registry.ts": "export class Registry {\n    public add(item: object): void {}\n}\n",
    **{f"src/gl/System{i}.ts": (f"import {{ WebGLExtensions }} from './WebGLExtensions';\n\nexport class System{i} {{\n"
                                "    public extensions: WebGLExtensions;\n}\n") for i in range(3)},
    # the library's own top-level registry object, which the docs mean by `extensions.add(...)`
    "src/extensions/Extensions.ts": "export const extensions = {\n    add(...items: object[]) { return items; },\n};\n",
}


@pytest.fixture(scope="module")
def ts_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, TS_FILES, name="pixish")


def test_a_name_the_repository_gives_a_top_level_value_stays_a_guess(ts_verifier):
    # pixijs: `extensions: WebGLExtensions` fields beside `export const extensions = {...}`
    c = member(ts_verifier, "Register the plugin with `extensions.add(MyPlugin)`.")
    assert c.error is None, c.reason
