"""Suggestion ranking (issue 7, item 7): the first suggestion is the one the text meant, on
repositories written by the test (real files, real index)."""
from __future__ import annotations

from verifier_repos import open_verifier, write

from verifier.resolve import _accessor_of, _letter_slip


def first(verifier, text):
    result = verifier.verify_text(text)
    c = next((c for c in result.claims if c.error), None)
    assert c is not None, result.claims
    return c.suggestions[0].symbol if c.suggestions else None


def test_an_accessor_prefix_is_a_convention_not_a_word():
    assert _accessor_of("GetParam", "Param") and _accessor_of("getUrl", "url") and _accessor_of("indent", "setIndent")
    assert not _accessor_of("isSuccess", "success")
    assert not _accessor_of("Getaway", "away") and not _accessor_of("GetParam", "Get")
    assert not _accessor_of("setup", "up")


def test_a_letter_slip_keeps_the_words_and_changes_an_ending_on_its_stem():
    assert _letter_slip("inputs", "input") and _letter_slip("mutate", "mutation")
    assert _letter_slip("doSerialize", "doSerializer")
    assert not _letter_slip("mutate", "mute") and not _letter_slip("runTask", "runTasklets")
    assert not _letter_slip("GetParam", "Param")


def test_a_called_slip_on_the_claimed_type_comes_before_a_field_of_that_name_elsewhere(tmp_path):
    root = tmp_path / "r"
    write(root, {"src/builder.ts": "export interface BuilderDef {\n  inputs: unknown[];\n}\n"
                                   "export class Builder {\n  input(schema: unknown) { return this; }\n"
                                   "  output(schema: unknown) { return this; }\n}\n",
                 "src/client.ts": "export class UntypedClient {\n  mutation(path: string) { return 1; }\n"
                                  "  query(path: string) { return 2; }\n}\n"
                                  "export interface ActionResult {\n  mutate: (x: unknown) => void;\n}\n",
                 "src/log.ts": "export class Logger {\n  info(msg: string) {}\n}\n"
                               "export class SugaredLogger {\n  infow(msg: string) {}\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "Builder.inputs()") == "Builder.input"
        assert first(v, "call `UntypedClient.mutate(path)`") == "UntypedClient.mutation"
        # not a call: the field elsewhere may be what was meant, and stays first
        assert first(v, "Builder.inputs") == "BuilderDef.inputs"
        # a method of that name elsewhere is still the likelier meaning
        assert first(v, "Logger.infow()") == "SugaredLogger.infow"
    finally:
        v.close()


def test_a_go_style_name_for_a_java_style_getter_is_the_property(tmp_path):
    root = tmp_path / "r"
    write(root, {"context.go": "package web\n\ntype Context struct{}\n\n"
                               "func (c *Context) Get(key string) any { return nil }\n"
                               "func (c *Context) Param(key string) string { return \"\" }\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "Context.GetParam") == "Context.Param"
    finally:
        v.close()


def test_a_nested_type_written_without_its_dot_is_the_suggestion(tmp_path):
    root = tmp_path / "shop"
    write(root, {"src/main/java/shop/Shop.java": "package shop;\n\npublic final class Shop {\n"
                                                 "    public String baseUrl() { return null; }\n"
                                                 "    public static final class Builder {\n"
                                                 "        public Builder baseUrl(String url) { return this; }\n"
                                                 "    }\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "`ShopBuilder.baseUrl(url)` drops the path otherwise") == "Shop.Builder.baseUrl"
    finally:
        v.close()


def test_a_near_name_in_the_projects_own_scope_is_written_on_its_type(tmp_path):
    root = tmp_path / "shop"
    write(root, {"src/main/kotlin/shop/Shop.kt": "package shop\n\nclass Shop {\n"
                                                 "  fun adapter(type: Any): Any = type\n"
                                                 "  class LookupChain {\n    fun adapterFound(x: Any) {}\n  }\n}\n",
                 "src/test/kotlin/shop/ShopTest.kt": "package shop\n\nclass ShopTest {\n  val adapter = 1\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "get one with `shop.adapterFor(User::class.java)` first") == "Shop.adapter"
    finally:
        v.close()


def test_an_invented_type_means_the_real_type_it_ends_with_or_the_subclass_it_spells(tmp_path):
    root = tmp_path / "r"
    write(root, {"pkg/log.py": "class Event:\n    def field(self, k):\n        return self\n\n\n"
                               "class Context:\n    def field(self, k):\n        return self\n",
                 "pkg/req.py": "class Request:\n    def validate(self):\n        return self\n\n\n"
                               "class DataRequest(Request):\n    def body(self):\n        return b''\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        # a decoration goes before the noun: an EventContext is a Context
        assert first(v, "`EventContext.field('k')` adds a field") == "Context.field"
        # both Request and its subclass DataRequest fit; the one whose words were all written is meant
        assert first(v, "`DataTaskRequest.validate()` checks the status") == "DataRequest.validate"
    finally:
        v.close()


def test_a_predicate_prefix_finds_a_short_predicate_and_not_the_constant(tmp_path):
    root = tmp_path / "r"
    write(root, {"include/status.h": "namespace kv {\nclass Status {\n public:\n  static Status OK() { return Status(); }\n"
                                     "  bool ok() const { return true; }\n  bool IsNotFound() const { return false; }\n};\n}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "check `Status::IsOk` before reading") == "Status.ok"
    finally:
        v.close()


def test_a_subclass_member_is_suggested_before_a_like_named_strangers(tmp_path):
    # Direction: `radius` is Circle's (a Shape) and also ShapeStyle's (a stranger whose name is
    # nearer to Shape's); the text put the subclass's member on the parent.
    root = tmp_path / "shapes"
    write(root, {
        "src/geo/Shape.java": "package geo;\npublic class Shape {\n    public double area() { return 0; }\n}\n",
        "src/geo/Circle.java": "package geo;\npublic class Circle extends Shape {\n    public double radius() { return 1; }\n}\n",
        "src/geo/Square.java": "package geo;\npublic class Square extends Shape {\n    public double side() { return 1; }\n}\n",
        "src/geo/ShapeStyle.java": "package geo;\npublic class ShapeStyle {\n    public double radius() { return 2; }\n}\n",
    })
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "Shape.radius") == "Circle.radius"
    finally:
        v.close()


def test_a_selector_differing_in_one_part_is_suggested_before_a_plural_first_part(tmp_path):
    root = tmp_path / "adapters"
    write(root, {"Kit/KTAdapter.h": """#import <Foundation/Foundation.h>

@interface KTAdapter : NSObject
+ (id)modelOfClass:(Class)c fromDictionary:(NSDictionary *)d error:(NSError **)e;
+ (NSArray *)modelsOfClass:(Class)c fromArray:(NSArray *)a error:(NSError **)e;
@end
"""})
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "+[KTAdapter modelOfClass:fromString:error:]") == "KTAdapter.modelOfClass:fromDictionary:error:"
    finally:
        v.close()


def test_a_method_written_as_a_packages_function_suggests_the_method(tmp_path):
    root = tmp_path / "tool"
    write(root, {
        "go.mod": "module example.com/tool\n\ngo 1.21\n",
        "cli/command.go": "package cli\n\ntype Command struct{}\n\nfunc (c *Command) WriteZshScript() error { return nil }\n",
        "docs/docs.go": "package docs\n\nfunc WriteManPages(dir string) error { return nil }\n",
    })
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "docs.WriteZshScript") == "Command.WriteZshScript"
    finally:
        v.close()
