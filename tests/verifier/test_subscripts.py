"""What a variable's subscripts return (rule SUBSCRIPT_RESULT_MEMBER: SwiftyJSON's `json["size"].uIntValue`,
cxxopts' `result["port"].as<int>()`), and C++'s direct initialisation with a literal argument as the
repository's habit for a name (`opts::Options options("prog", "desc")`: the `Foo v(` reading that
declares a function is never one with a literal)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import verifier_over

JSON_SWIFT = """public struct JSON {
    public init(_ object: Any) {}

    public var stringValue: String { return "" }
    public var intValue: Int { return 0 }

    public subscript (position: Int) -> (String, JSON) {
        return ("", self)
    }

    public subscript(key key: String) -> JSON {
        return self
    }

    public subscript(path: String...) -> JSON {
        return self
    }
}

"""
# five places that give `json` a JSON: a clear habit
JSON_SWIFT += "".join(f"\nfunc load{i}(_ data: Any) {{\n    let json = JSON(data)\n    print(json.intValue)\n}}\n"
                      for i in range(5))
OPTS_HPP = """namespace opts {

class OptionValue {
 public:
  size_t count() const { return 0; }
  bool has_default() const { return false; }
};

class ParseResult {
 public:
  size_t count(const std::string& name) const { return 0; }

  const OptionValue&
  operator[](const std::string& option) const
  {
    return value_;
  }
};

class Options {
 public:
  explicit Options(std::string program, std::string help = "") {}
  ParseResult parse(int argc, const char* const* argv) { return ParseResult(); }
};

}
"""
MAIN_CPP = """#include "opts.hpp"

int main(int argc, char** argv) {
  opts::Options options("prog", "A program");
  auto result = options.parse(argc, argv);
  return result.count("x");
}

int other(int argc, char** argv) {
  opts::Options options("other");
  auto result = options.parse(argc, argv);
  return result["x"].count();
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, {"Sources/JSON.swift": JSON_SWIFT, "include/opts.hpp": OPTS_HPP,
                                                "src/main.cpp": MAIN_CPP, "src/more.cpp": MAIN_CPP.replace("main(", "main2(")
                                                .replace("other(", "other2("),
                                                "src/third.cpp": MAIN_CPP.replace("main(", "main3(").replace("other(", "other3(")})


def claim_named(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text.split("(")[0].endswith(name))


def test_a_name_after_a_variables_subscripts_records_them():
    c = next(c for c in extract_claims('Read `doc["a"]["b"].GetInt()` first.') if c.name == "GetInt")
    assert c.subscript_of == "doc" and c.subscripts == 2
    assert [c.subscript_of for c in extract_claims("See [the docs].Foo()") if c.name == "Foo"] in ([], [None])


@pytest.mark.parametrize("text, name", [
    ('Timestamps are read with `json["created_at"].dateValue`.', "dateValue"),
    ('Use `json["a"]["b"].unsignedValue` for sizes.', "unsignedValue"),
])
def test_a_member_missing_on_what_a_swift_subscript_returns_is_certain(verifier, text, name):
    c = claim_named(verifier, text, name)
    assert c.error and c.rule == R.SUBSCRIPT_RESULT_MEMBER


def test_a_member_on_what_the_subscript_returns_is_verified(verifier):
    # the tuple-returning `subscript(position:)` has no named members, so it does not leave the step open
    assert claim_named(verifier, 'Read `json["name"].stringValue`.', "stringValue").status == "verified"


def test_a_cpp_operator_subscripts_result(verifier):
    c = claim_named(verifier, 'Defaults: `result["port"].value_or(8080)`.', "value_or")
    assert c.error and c.rule == R.SUBSCRIPT_RESULT_MEMBER
    assert claim_named(verifier, 'Check `result["port"].has_default()`.', "has_default").status == "verified"


def test_a_cpp_direct_initialisation_with_a_literal_is_a_habit(verifier):
    # `opts::Options options("prog", ...)` in every file: `options` is an Options
    c = claim_named(verifier, 'Then `options.parse_args(argc, argv)` runs.', "parse_args")
    assert c.error and c.rule == R.MEMBER_MISSING
    # and `auto result = options.parse(...)` makes `result` a ParseResult
    c = claim_named(verifier, 'Then `result.has("x")` says so.', "has")
    assert c.error and c.rule == R.MEMBER_MISSING
