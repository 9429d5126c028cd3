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


def test_the_real_owner_the_claimed_type_is_built_with_comes_before_unrelated_owners(tmp_path):
    # Ranking RELATED_OWNER: several types have the member; the one the claimed type holds, creates,
    # inherits or is held by is what was meant, not the first by name.
    root = tmp_path / "r"
    write(root, {
        # Go: Logger's methods create Events (the relation is in the methods' signatures, not the struct)
        "log/logger.go": "package log\n\ntype Logger struct {\n\tlevel int\n}\n\n"
                         "func (l *Logger) Info() *Event { return &Event{} }\n",
        "log/event.go": "package log\n\ntype Event struct {\n\tbuf []byte\n}\n\n"
                        "func (e *Event) Str(key, val string) *Event { return e }\n",
        "log/array.go": "package log\n\ntype Array struct {\n\titems []string\n}\n\n"
                        "func (a *Array) Str(val string) *Array { return a }\n",
        # TypeScript: the application holds a stage (a Panel); a Bag has addChild too
        "ui/app.ts": 'import { Panel } from "./panel";\nexport class App {\n  stage: Panel = new Panel();\n'
                     "  start(): void {}\n}\n",
        "ui/panel.ts": "export class Panel {\n  addChild(child: unknown): void {}\n  fill(): void {}\n}\n",
        "ui/bag.ts": "export class Bag {\n  addChild(child: unknown): void {}\n}\n",
        # held by: a Hub holds a Timer and renders; Frame renders too, unrelated
        "ui/timer.ts": "export class Timer {\n  tick(): void {}\n}\n",
        "ui/hub.ts": 'import { Timer } from "./timer";\nexport class Hub {\n  timer: Timer = new Timer();\n'
                     "  render(): void {}\n}\n",
        "ui/frame.ts": "export class Frame {\n  render(): void {}\n}\n",
        # a namespace's own function has no type to be related to: it keeps its place (first by name)
        "ui/alpha.ts": "export namespace Alpha {\n  export function fill(): void {}\n}\n",
        "ui/fill.ts": "export class Brush {\n  fill(): void {}\n}\n",
    })
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "Logger.Str") == "Event.Str"
        assert first(v, "App.addChild") == "Panel.addChild"
        assert first(v, "Timer.render") == "Hub.render"
        # no owner is related: the order by name stays (Bag before Panel)
        assert first(v, "Timer.addChild") == "Bag.addChild"
        result = v.verify_text("App.fill")
        assert [s.symbol for s in result.claims[0].suggestions][:2] == ["Alpha.fill", "Panel.fill"]
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


def test_near_misses_a_writer_could_not_mean_by_visibility_come_later(tmp_path):
    root = tmp_path / "r"
    write(root, {
        # Go: `persistentFlag` is unexported; for a written `PersistentFlag` the exported plural is meant
        "cmd/command.go": "package cmd\n\ntype Command struct {\n\tname string\n}\n\n"
                          "func (c *Command) PersistentFlags() []string { return nil }\n"
                          "func (c *Command) persistentFlag(name string) string { return name }\n",
        # Python: a public `json` before the private `_json` of the same score
        "web/requests.py": "class Request:\n    def __init__(self):\n        self._json = None\n\n"
                           "    async def json(self):\n        return self._json\n",
        # a test's member of the very name comes after the library type's own near miss
        "lib/src/Client.kt": "package lib\n\nclass Client {\n  class Builder {\n"
                             "    fun connectTimeout(ms: Long): Builder = this\n  }\n}\n",
        "lib/src/test/TimeoutTest.kt": "package lib\n\nclass TimeoutTest {\n  fun connectionTimeout() {}\n}\n",
    })
    v = open_verifier(root, tmp_path / "idx")
    try:
        assert first(v, "Command.PersistentFlag") == "Command.PersistentFlags"
        assert first(v, "Request.get_json") == "Request.json"
        assert first(v, "Client.Builder.connectionTimeout") == "Builder.connectTimeout"
    finally:
        v.close()


def test_a_file_named_elsewhere_suggests_the_copy_nearest_the_written_directory(tmp_path):
    root = tmp_path / "r"
    write(root, {"packages/lib/src/v3/errors.ts": "export const a = 1;\n",
                 "packages/lib/src/v4/core/errors.ts": "export const b = 1;\n",
                 "packages/lib/tests/helpers/errors.ts": "export const c = 1;\n",
                 "packages/lib/src/v3/ZodError.ts": "export class ZodError {}\n"})
    v = open_verifier(root, tmp_path / "idx")
    try:
        c = next(c for c in v.verify_text("It is defined in `src/errors.ts`.").claims if c.kind == "path")
        assert [s.path for s in c.suggestions][:2] == ["packages/lib/src/v3/errors.ts", "packages/lib/src/v4/core/errors.ts"]
        c = next(c for c in v.verify_text("See `src/ZodError.ts`.").claims if c.kind == "path")
        assert c.suggestions[0].path == "packages/lib/src/v3/ZodError.ts"
    finally:
        v.close()
