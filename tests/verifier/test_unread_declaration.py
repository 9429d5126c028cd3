"""Rule UNREAD_DECLARATION: a type the index holds only as a copy under tests, while the library's own
sources write its name (a declaration through a macro the parser cannot read), is not settled by the
copy's members; a test helper nothing outside the tests writes still is."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

FILES = {
    # the library's header declares the class through a macro: the name is written, the class not read
    "include/lib/json.hpp": ("#pragma once\n#define LIB_CLASS(name) class name\n"
                             "namespace lib {\nLIB_CLASS(basic_json) { public: bool is_number() const; };\n"
                             "using json = basic_json;\n}\n"),
    # an old copy of the library kept for ABI tests, which the parser reads
    "tests/abi/old/json_v1.hpp": "namespace lib_v1 {\nclass basic_json {\n public:\n  int size() const;\n};\n}\n",
    "tests/support/fake_clock.hpp": "class FakeClock {\n public:\n  long now() const;\n};\n",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_type_only_a_test_copy_declares_but_the_library_writes_is_unverifiable(verifier):
    c = verifier.verify_text("basic_json::is_number").claims[0]
    assert c.error is None and c.status == "unverifiable" and c.rule == R.UNREAD_DECLARATION


def test_a_test_helper_written_only_in_tests_is_still_checked(verifier):
    c = verifier.verify_text("FakeClock::advance").claims[0]
    assert c.error == "S1_FACTUAL_ERROR"
