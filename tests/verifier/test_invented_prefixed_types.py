"""INVENTED_TYPE behind a namespace prefix and with the project's name in place of a word (real
tree-sitter, real index): `KTJSONTransformer` for KTValueTransformer (the prefix glued to an acronym
is no word of its own), `PinKitMaker` for ConstraintMaker in PinKit."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import open_verifier, verifier_over, write

OBJC = {
    "Kit/KTValueTransformer.h": """#import <Foundation/Foundation.h>

@interface KTValueTransformer : NSValueTransformer
+ (instancetype)transformerWithBlock:(id (^)(id value))block;
@end
""",
    "Kit/KTJSONAdapter.h": """#import <Foundation/Foundation.h>

@interface KTJSONAdapter : NSObject
+ (id)modelOfClass:(Class)modelClass fromDictionary:(NSDictionary *)dictionary;
@end
""",
}
SWIFT = {
    "Sources/ConstraintMaker.swift": """public final class ConstraintMaker {
    public var edges: Int { return 0 }
    public var top: Int { return 0 }
}
""",
}


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC, name="Kit")


@pytest.fixture(scope="module")
def swift(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, SWIFT, name="PinKit")


def only(verifier, text):
    [claim] = verifier.verify_text(text).claims
    return claim


@pytest.mark.parametrize("text, meant", [
    ("只需要单向转换时用 `[KTJSONTransformer transformerWithBlock:...]`。", "KTValueTransformer.transformerWithBlock:"),
    ("+[KTModelAdapter modelOfClass:fromDictionary:]", "KTJSONAdapter.modelOfClass:fromDictionary:"),
])
def test_a_type_one_word_away_behind_the_prefix_is_invented(objc, text, meant):
    claim = only(objc, text)
    assert claim.rule == R.INVENTED_TYPE
    assert claim.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "+[KTModelAdapter modelsOfClass:fromArray:]",             # the real type lacks that member too
    "Parse it with `[NSJSONSerialization JSONObjectWithData:data options:0 error:&error]`.",
])
def test_no_invention_without_a_real_type_that_has_the_member(objc, text):
    assert all(c.error is None for c in objc.verify_text(text).claims)


def test_the_projects_name_in_place_of_a_word_is_invented(swift):
    claim = only(swift, "Inside the closure the `PinKitMaker.edges` attribute covers every side.")
    assert claim.rule == R.INVENTED_TYPE
    assert claim.suggestions[0].symbol == "ConstraintMaker.edges"


PYTHON_WITH_TEST_TYPES = {
    "src/clicky/types.py": "class ParamType:\n    def convert(self, value):\n        return value\n\n"
                           "    def fail(self, message):\n        raise ValueError(message)\n",
    "tests/typing/typing_prompt.py": "from clicky.types import ParamType\n\n\nclass DoublingType(ParamType):\n"
                                     "    def convert(self, value):\n        return value * 2\n",
}


def test_a_type_one_word_from_a_tests_own_type_is_not_invented(tmp_path):
    # "In our DurationType.convert we call self.fail(...)": the writer's own ParamType subclass, said
    # so ("our", 我们的, 自前の); the test suite's DoublingType is no library API a model would decorate
    # either. Without the owner word, one word from the library's own ParamType is invented.
    root = tmp_path / "clicky"
    write(root, PYTHON_WITH_TEST_TYPES)
    v = open_verifier(root, tmp_path / "idx")
    try:
        (c,) = [c for c in v.verify_text("In our DurationType.convert we validate the value.").claims
                if c.text.startswith("DurationType")]
        assert c.rule != R.INVENTED_TYPE and c.error is None, c.reason
        for text in ("我们的 `DurationType.convert` 里调用 fail。", "自前の DurationType.convert で値を検証する。"):
            (c,) = [c for c in v.verify_text(text).claims if c.text.startswith("DurationType")]
            assert c.rule != R.INVENTED_TYPE, text
        (c,) = [c for c in v.verify_text("Validate in `DoublingKind.convert(value)`.").claims
                if c.text.startswith("DoublingKind")]
        assert c.rule != R.INVENTED_TYPE, c.reason   # one word from a test's type only
        (c,) = [c for c in v.verify_text("Validate in `DurationType.convert(value)`.").claims
                if c.text.startswith("DurationType")]
        assert c.rule == R.INVENTED_TYPE and c.suggestions[0].symbol == "ParamType.convert"
    finally:
        v.close()
