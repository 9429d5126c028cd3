"""C++: the standard exceptions are known bases (`what()` only), and a text's exception variable
named after its type's last word (`ex` for kit_ex) is that type (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, write

HEADER = """#pragma once
#include <stdexcept>
#include <string>

namespace kit {
class kit_ex : public std::exception {
public:
    explicit kit_ex(std::string msg);
    const char *what() const noexcept override;
private:
    std::string msg_;
};

class config_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    int line() const;
};
}  // namespace kit
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    root = tmp_path_factory.mktemp("kitcpp")
    write(root, {"include/kit/errors.h": HEADER})
    v = open_verifier(root, tmp_path_factory.mktemp("kitcpp-idx"))
    yield v
    v.close()


def member(verifier, text):
    [claim] = [c for c in verifier.verify_text(text).claims if c.kind == "member" and c.text.startswith("ex")
               or "::" in c.text and c.text.count("::") >= 2]
    return claim


@pytest.mark.parametrize("text", [
    "Catch `kit::kit_ex` and log `ex.message()` when the directory is not writable.",
    "kit::config_error::column",
])
def test_a_member_no_standard_exception_declares_is_missing(verifier, text):
    claim = member(verifier, text)
    assert claim.error and claim.rule == R.MEMBER_MISSING


@pytest.mark.parametrize("text", [
    "Catch `kit::kit_ex` and log `ex.what()` when the directory is not writable.",
    "kit::config_error::what",
    "kit::config_error::line",
])
def test_what_the_exception_or_its_standard_base_declares_is_no_error(verifier, text):
    assert member(verifier, text).error is None
