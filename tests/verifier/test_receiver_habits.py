"""Receivers typed by how firmly the repository's code types their name (verifier/receivers.py): a name
declared with one type nearly everywhere (`lib::App app` in every example) is held to it, even where
another type of the repository has the claimed member; a name the code gives several types is still a
guess. And an Objective-C message to a variable written as code (`[db beginTransaction]`) is a member
claim on that variable, typed the same way. Real tree-sitter, real index."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

APP_HPP = """#pragma once
#include <functional>
#include <string>
#include <vector>

#define LIB_NODISCARD [[nodiscard]]

namespace lib {

class Option {
  public:
    Option *envname(std::string name);
    Option *check(std::function<std::string(const std::string &)> validator);
};

class Config {
  public:
    void load(std::string path);
};

class App {
  public:
    App(std::string description) {}
    Option *add_option(std::string name);
    LIB_NODISCARD App *get_subcommand(std::string name) const;
    LIB_NODISCARD std::vector<App *> get_subcommands() const;
    LIB_NODISCARD std::size_t count(std::string name) const { return 0; }
    /// Each option may read its value from an environment variable (see envname).
    std::vector<const Option *> get_options(const std::function<bool(const Option *)> filter = {}) const;
    void parse(int argc, char **argv);
    Option *add_flag(std::string name);
};

}  // namespace lib
"""


def _example(i: int) -> str:
    return (f'#include "lib/App.hpp"\n\nint main{i}(int argc, char **argv) {{\n'
            f'    lib::App app{{"demo {i}"}};\n    app.add_flag("--v{i}");\n    auto opt = app.add_option("--o{i}");\n'
            "    app.parse(argc, argv);\n"
            "    return 0;\n}\n")


FILES = {
    "include/lib/App.hpp": APP_HPP,
    # the out-of-line definition says what add_option returns as the declaration does
    "include/lib/impl/App_inl.hpp": ('#include "../App.hpp"\n\nnamespace lib {\n\n'
                                     "inline Option *App::add_option(std::string name) { return nullptr; }\n\n}\n"),
    **{f"examples/ex{i}.cpp": _example(i) for i in range(6)},
    # `conf` is an App in two places and a Config in three: a habit, not a rule
    "examples/conf.cpp": ('#include "lib/App.hpp"\n\nvoid a() { lib::App conf{"a"}; }\nvoid b() { lib::App conf{"b"}; }\n'
                          "void c() { lib::Config conf; }\nvoid d() { lib::Config conf; }\nvoid e() { lib::Config conf; }\n"),
    "src/FMDatabase.h": ("#import <Foundation/Foundation.h>\n\n@interface FMDatabase : NSObject\n"
                         "- (BOOL)beginTransaction;\n- (BOOL)commit;\n- (BOOL)tableExists:(NSString *)tableName;\n@end\n"),
    "src/FMDatabase.m": ('#import "FMDatabase.h"\n\n@implementation FMDatabase\n- (BOOL)beginTransaction { return YES; }\n'
                         "- (BOOL)commit { return YES; }\n- (BOOL)tableExists:(NSString *)tableName { return YES; }\n@end\n"),
    "Tests/DBTests.m": ('#import "FMDatabase.h"\n\n@implementation DBTests\n'
                        + "".join(f"- (void)test{i} {{\n    FMDatabase *db = [FMDatabase new];\n    [db beginTransaction];\n}}\n"
                                  for i in range(3))
                        + "@end\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_class_opened_by_an_attribute_macro_before_a_type_is_read_whole(verifier):
    # `LIB_NODISCARD std::vector<App *> get_subcommands()` was read as a field `std`
    for name in ("get_subcommands", "count", "add_flag"):
        assert member(verifier, f"lib::App::{name}").status == "verified", name


def test_a_name_typed_clearly_is_held_to_its_type_though_another_type_has_the_member(verifier):
    # `Option::envname` exists, but every `app` of the repository is an App
    c = member(verifier, 'The whole tool reads its environment prefix from `app.envname("MYTOOL")`.')
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert any(e.symbol == "app" and e.path.startswith("examples/") for e in c.evidence)
    assert c.suggestions and c.suggestions[0].symbol == "Option.envname"


def test_a_name_given_several_types_stays_a_guess(verifier):
    c = member(verifier, 'Validation hangs off `conf.check(...)`.')
    assert c.error is None and c.status == "unverifiable"


def test_a_supplied_name_token_in_the_class_leaves_its_members_read(verifier):
    # C++'s grammar supplies a MISSING type_identifier in `std::function<bool(const Option *)> filter = {}`,
    # and the class's comment writes `envname`: neither makes App's miss uncertain
    c = member(verifier, "lib::App::envname")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule != R.MAYBE_MISPARSED


def test_an_objc_message_to_a_variable_is_checked_on_its_type(verifier):
    c = member(verifier, "Start every import with `[db beginTransactionWithError:&error]`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert any(e.symbol == "db" and e.path == "Tests/DBTests.m" for e in c.evidence)
    ok = member(verifier, "Start every import with `[db beginTransaction]`.")
    assert ok.status == "verified"


def test_a_message_to_self_is_no_member_claim(verifier):
    claims = verifier.verify_text("Each test calls `[self tearDownDatabase]` last.").claims
    assert not any(c.kind == "member" for c in claims)


def test_a_variable_holding_what_a_method_returns_is_of_that_type(verifier):
    # `auto opt = app.add_option(...)`: App::add_option returns an Option, in its declaration and in
    # its out-of-line definition `Option *App::add_option(`
    c = member(verifier, 'Enumerated options use `opt->checks(validator)`.')
    assert c.error == "S1_FACTUAL_ERROR"
    assert any(e.symbol == "opt" and e.path.startswith("examples/") for e in c.evidence)


def test_the_text_itself_types_a_receiver_by_braces_or_an_apposition(verifier):
    # `tool` and `store` are names the repository never declares: only the text types them
    c = next(c for c in verifier.verify_text('`lib::App tool{"x"}; tool.envname("X");`').claims
             if c.text.startswith("tool.envname"))
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    c = member(verifier, "Open `store` (an FMDatabase) and call `[store beginTransactionWithError:&e]`.")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert member(verifier, "Open `store` (an FMDatabase) and call `[store commit]`.").status == "verified"
