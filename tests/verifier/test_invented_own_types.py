"""INVENTED_OWN_TYPE (real tree-sitter, real index): a type written nowhere in the repository but named
as its own (the project's name, its types' shared capital prefix, its package before it, one of its
types with a word added), whose member is real here on another type or as a top-level function:
`YupObject.shape` for yup's `ObjectSchema.shape`, `attrs.AttrsSchema.fields` for `attrs.fields`,
`ExpectationBuilder.expect` for Nimble's free `expect`."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over

TYPESCRIPT = {
    "src/object.ts": """export default class ObjectSchema {
  shape(additions: object) { return this; }
}
""",
    "src/index.ts": """import ObjectSchema from './object';
export function addMethod(name: string, fn: Function) { return fn; }
export { ObjectSchema };
""",
    "README.md": "Validation schemas. Works with `FormikBridge` out of the box.\n",
}
PYTHON = {
    "src/attrsy/__init__.py": "from ._make import fields, define\n\n__all__ = ['fields', 'define']\n",
    "src/attrsy/_make.py": """class Attribute:
    def __init__(self, name):
        self.validator = None


def fields(cls):
    return ()


def define(cls):
    return cls
""",
}
SWIFT = {
    "Sources/Nimbly/DSL.swift": """public func expect<T>(_ value: T) -> Expectation<T> {
    return Expectation(value)
}
""",
    "Sources/Nimbly/Expectation.swift": """public struct Expectation<T> {
    let value: T
    init(_ value: T) { self.value = value }
    public func to(_ matcher: String) {}
}
""",
}
OBJC = {
    "Label/XYZLabel.h": """#import <UIKit/UIKit.h>

@interface XYZLabel : UILabel
@property (nonatomic, strong) NSDictionary *linkAttributes;
@end
""",
    "Label/XYZLink.h": "#import <Foundation/Foundation.h>\n\n@interface XYZLink : NSObject\n@end\n",
    "Label/XYZLabelStyle.h": "#import <Foundation/Foundation.h>\n\n@interface XYZLabelStyle : NSObject\n@end\n",
}


@pytest.fixture(scope="module")
def ts(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, TYPESCRIPT, name="yupish")


@pytest.fixture(scope="module")
def py(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, PYTHON, name="attrsy")


@pytest.fixture(scope="module")
def swift(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, SWIFT, name="nimbly")


@pytest.fixture(scope="module")
def objc(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, OBJC, name="xyzlabel")


def claim_on(verifier, text, type_name):
    return next(c for c in verifier.verify_text(text).claims if type_name in c.text)


@pytest.mark.parametrize("text, meant", [
    ("YupishObject.shape", "ObjectSchema.shape"),
    ("Every form schema starts from `YupishObject.shape({...})`.", "ObjectSchema.shape"),
    ("自定义规则通过 `YupishValidator.addMethod` 注册。", "yupish.addMethod"),
])
def test_a_type_named_after_the_project_with_a_real_member_elsewhere_is_invented(ts, text, meant):
    c = claim_on(ts, text, "Yupish")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert c.suggestions[0].symbol == meant


@pytest.mark.parametrize("text", [
    "YupishObject.schemas",                   # the member is no symbol, but the README writes the word
    "FormikBridge.shape",                     # named nowhere as ours, and the README mentions it
    "Formik passes `validationSchema` to `FormikField.shape()`.",   # another library's type
    "Admin forms use `UserObjectSchema.addMethod(...)`.",   # a word before a real type: the writer's own value
])
def test_no_invented_own_type_without_the_naming_and_a_real_member(ts, text):
    assert all(c.error is None for c in ts.verify_text(text).claims), ts.verify_text(text).claims


@pytest.mark.parametrize("text, meant", [
    ("attrsy.AttrsySchema.fields", "attrsy.fields"),          # the project's package before it
    ("模型统一用 `AttrsyConfig.define` 装饰。", "attrsy.define"),
    ("Custom checks hook into `AttrsyField.validator`.", "Attribute.validator"),
])
def test_python_invented_own_type_names_the_real_function_or_owner(py, text, meant):
    c = claim_on(py, text, "Attrsy")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert c.suggestions[0].symbol == meant


def test_the_writers_own_type_named_after_the_project_is_not_invented(py):
    assert all(c.error is None for c in py.verify_text("Our own `AttrsyConfig.define` wraps it.").claims)


def test_a_swift_type_decorating_a_real_one_with_a_free_function_member_is_invented(swift):
    c = claim_on(swift, "非同期テストでは `ExpectationBuilder.expect` を使う。", "ExpectationBuilder")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert c.suggestions[0].symbol == "Nimbly.expect"
    # a decoration of no type of the repository stays unverifiable
    assert all(c.error is None for c in swift.verify_text("`AssertionBuilder.expect`").claims)


def test_objc_the_repositorys_type_prefix_names_a_type_as_its_own(objc):
    c = claim_on(objc, "XYZLinkManager.linkAttributes", "XYZLinkManager")
    assert c.rule == R.INVENTED_OWN_TYPE and c.suggestions[0].symbol == "XYZLabel.linkAttributes", c.reason
    # a platform's prefix is no prefix of the repository's types
    assert all(c.error is None for c in objc.verify_text("UILinkManager.linkAttributes").claims)


def test_a_type_with_the_projects_very_name_and_a_member_written_nowhere_is_invented(ts):
    c = claim_on(ts, "自定义规则通过 `YupishValidator.addRule` 注册。", "Yupish")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert c.evidence == []


def test_only_the_projects_very_name_makes_a_made_up_member_certain(py, objc):
    # `Attrs` is the project's name (`attrsy`) less a letter, `XYZ` only its types' prefix: with a
    # member that is real nowhere, neither is certain; `AttrsyConfig` has the very name
    c = claim_on(py, "`AttrsyConfig.make_frozen_all`", "AttrsyConfig")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert all(c.error is None for c in py.verify_text("`AttrsConfig.make_frozen_all`").claims)
    # (`XYZLinkManager` would also decorate the real XYZLink, which INVENTED_PREFIXED_TYPE holds certain)
    assert all(c.error is None for c in objc.verify_text("XYZTextManager.activeColorOfLinks").claims)


def test_a_word_after_one_of_its_types_names_a_type_as_its_own(ts):
    c = claim_on(ts, "Rules come from `ObjectSchemaFactory.addMethod`.", "ObjectSchemaFactory")
    assert c.rule == R.INVENTED_OWN_TYPE and c.error, c.reason
    assert c.suggestions[0].symbol == "yupish.addMethod"
