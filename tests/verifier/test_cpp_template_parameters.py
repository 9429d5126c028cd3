"""A C++ class template's own parameter named as its member (`GenericDocument<Encoding>`'s `Encoding`,
`Value::Allocator` in rapidjson's docs) is no invented member; a pointer typedef in the class
(`typedef const GenericValue* ConstValueIterator;`) is a member."""
from __future__ import annotations

import pytest

from verifier import rules as R
from verifier_repos import verifier_over

FILES = {
    "include/doc/value.h": (
        "namespace doc {\n"
        "template <typename Encoding, typename Allocator = PoolAllocator<> >\n"
        "class GenericValue {\n"
        "public:\n"
        "    typedef Allocator AllocatorType;\n"
        "    typedef const GenericValue* ConstValueIterator;\n"
        "    typedef GenericValue& Ref;\n"
        "    const char* GetString() const { return 0; }\n"
        "};\n"
        "typedef GenericValue<UTF8<> > Value;\n"
        "}\n"),
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def one(verifier, text):
    [c] = verifier.verify_text(text).claims
    return c


def test_a_template_parameter_named_as_a_member_is_not_an_error(verifier):
    c = one(verifier, "GenericValue::Allocator")
    assert c.error is None and c.rule == R.TEMPLATE_PARAMETER and c.status == "unverifiable"
    assert one(verifier, "Value::Encoding").rule == R.TEMPLATE_PARAMETER


def test_a_slip_of_a_real_member_is_still_an_error(verifier):
    c = one(verifier, "GenericValue::GetStrin")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol.endswith("GetString")
    assert one(verifier, "GenericValue::Allocater").error == "S1_FACTUAL_ERROR"


def test_pointer_and_reference_typedefs_in_the_class_are_its_members(verifier):
    assert one(verifier, "GenericValue::ConstValueIterator").status == "verified"
    assert one(verifier, "Value::Ref").status == "verified"
