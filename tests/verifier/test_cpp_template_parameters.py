"""A C++ class template's own parameter named as its member (`GenericDocument<Encoding>`'s `Encoding`,
`Value::Allocator` in rapidjson's docs) is no invented member; a pointer typedef in the class
(`typedef const GenericValue* ConstValueIterator;`) is a member, and so is a constant of an unscoped enum
nested in it (googletest's `TestPartResult::kFatalFailure`), but not one of an `enum class`."""
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
        "    enum Type {\n"
        "        kSuccess,\n"
        "        kFatalFailure\n"
        "    };\n"
        "    enum class Mode { kStrict, kLoose };\n"
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


def test_an_unscoped_nested_enum_constant_is_a_member_of_the_class(verifier):
    c = one(verifier, "GenericValue::kFatalFailure")
    assert c.status == "verified" and c.evidence[-1].line == 11
    assert one(verifier, "GenericValue::kStrict").status != "verified"      # `enum class`: Mode::kStrict
