"""C++'s owning pointers: `std::shared_ptr<spdlog::logger> log`, `std::unique_ptr<leveldb::Iterator> it(...)`,
`auto b = std::make_unique<WriteBatch>()` point to the type argument, whose members `->` reaches, in a
text's own code and as the repository's habit for a name (issue 7: members via smart pointers)."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier.claims import extract_claims

from verifier_repos import verifier_over

LOGGER_H = """namespace lg {
class logger {
 public:
  void set_pattern(std::string pattern) {}
  void info(std::string msg) {}
};

class Sink {
 public:
  void flush() {}
};
}
"""
USE_CPP = """#include "logger.h"
void run() {
  std::shared_ptr<lg::Sink> sink = make_sink();
  sink->flush();
}
"""


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    files = {"include/logger.h": LOGGER_H}
    files.update({f"src/use{i}.cpp": USE_CPP.replace("run()", f"run{i}()") for i in range(5)})
    yield from verifier_over(tmp_path_factory, files)


def claim_named(verifier, text, name):
    return next(c for c in verifier.verify_text(text).claims if c.text.split("(")[0].endswith(name))


@pytest.mark.parametrize("text, type_", [
    ("`std::shared_ptr<lg::logger> log = make(); log->info(\"x\");`", "lg::logger"),
    ("`std::unique_ptr<lg::logger> log(make()); log->info(\"x\");`", "lg::logger"),
    ("`auto log = std::make_shared<lg::logger>(); log->info(\"x\");`", "lg::logger"),
])
def test_a_smart_pointer_declares_its_pointee(text, type_):
    assert [c.declared_type for c in extract_claims(text) if c.name == "info"] == [type_]


def test_a_member_missing_on_the_pointee_is_certain(verifier):
    c = claim_named(verifier, "`std::shared_ptr<lg::logger> log = make(); log->set_patern(\"%v\");`", "set_patern")
    assert c.error and c.rule == R.MEMBER_MISSING
    c = claim_named(verifier, "`std::shared_ptr<lg::logger> log = make(); log->set_pattern(\"%v\");`", "set_pattern")
    assert c.status == "verified"


def test_a_smart_pointer_in_the_repositorys_code_is_a_habit(verifier):
    c = claim_named(verifier, "Then `sink->flushAll()` writes it out.", "flushAll")
    assert c.error and c.rule == R.MEMBER_MISSING


ITER_H = """namespace tsl {
template <class T>
class robin_iterator {
 public:
  using pointer = const T*;
  pointer operator->() const { return nullptr; }
  T& value() { return *ptr; }
};
}
"""
ITER_USE = """#include "iter.h"
void walk() {
  tsl::robin_iterator<int> it = begin();
  it.value();
}
"""


def test_an_arrow_through_a_types_own_operator_is_not_its_member(tmp_path):
    from verifier_repos import open_verifier, write
    files = {"include/iter.h": ITER_H}
    files.update({f"src/walk{i}.cpp": ITER_USE.replace("walk()", f"walk{i}()") for i in range(5)})
    write(tmp_path / "repo", files)
    v = open_verifier(tmp_path / "repo", tmp_path / "idx")
    try:
        c = claim_named(v, "Print `it->second` for each entry.", "second")
        assert not c.error and c.rule == R.ARROW_OPERATOR
        c = claim_named(v, "Then `it.valu()` reads it.", "valu")   # a dot is the iterator's own member
        assert c.error
    finally:
        v.close()
