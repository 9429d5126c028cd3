"""Did you mean, when the member is real on other types (issue 7, item 7): which of those types the
claimed one is really built with. A type's declaration that writes another type's name relates the
two, but not when the name written is something else of the same spelling: the writer's own nested
type of that name, or a member of the other type named like the claimed one. Each rule is one test;
each fails without its rule."""
from __future__ import annotations

import pytest
from verifier_repos import verifier_over

FILES = {
    # Two nested `Configuration` types: Pipeline's declaration writes its own, not Cache's.
    "src/main/java/demo/cache/Cache.java": "package demo.cache;\n\nfinal class Cache {\n"
                                           "    static final class Configuration {\n"
                                           "        int costLimit;\n"
                                           "        int countLimit;\n"
                                           "    }\n"
                                           "}\n",
    "src/main/java/demo/Pipeline.java": "package demo;\n\npublic final class Pipeline {\n"
                                        "    public final Configuration configuration = new Configuration();\n"
                                        "    public static final class Configuration {\n"
                                        "        public boolean isDecompressionEnabled;\n"
                                        "    }\n"
                                        "    public void loadImage(String url) {}\n"
                                        "}\n",
    "src/main/java/demo/ImageCache.java": "package demo;\n\npublic final class ImageCache {\n"
                                          "    public int costLimit;\n"
                                          "    public void removeAll() {}\n"
                                          "}\n",
    # A Go type with a method named like another type (HeaderRouter.Route) is no kin of that type.
    "tree.go": "package chi\n\nimport \"net/http\"\n\n"
               "type Route struct {\n"
               "\tHandlers map[string]http.Handler\n"
               "\tPattern  string\n"
               "}\n",
    "headers.go": "package chi\n\nimport \"net/http\"\n\n"
                  "type HeaderRouter map[string]string\n\n"
                  "func (hr HeaderRouter) Route(header, match string) HeaderRouter { return hr }\n\n"
                  "func (hr HeaderRouter) Handler(next http.Handler) http.Handler { return next }\n",
    "context.go": "package chi\n\ntype Context struct {\n\troutePattern string\n}\n\n"
                  "func (x *Context) RoutePattern() string { return x.routePattern }\n",
    "go.mod": "module example.com/chi\n\ngo 1.21\n",
    # Three nested `Builder`s: the public `data` of ImageRequest's is not said away as another's.
    "src/main/kotlin/img/Extras.kt": "package img\n\nclass Extras {\n"
                                     "    class Builder {\n        private val data: MutableMap<String, Any> = mutableMapOf()\n    }\n}\n",
    "src/main/kotlin/img/ImageRequest.kt": "package img\n\nclass ImageRequest {\n"
                                           "    class Builder {\n        fun data(data: Any?) = this\n"
                                           "        fun build() = ImageRequest()\n    }\n}\n",
    "src/main/kotlin/img/FunSpec.kt": "package img\n\nclass FunSpec {\n    class Builder(val name: String)\n"
                                      "    companion object {\n        fun builder(name: String) = Builder(name)\n"
                                      "        fun getterBuilder() = Builder(\"get()\")\n    }\n}\n",
    "src/main/kotlin/img/ImageLoader.kt": "package img\n\nclass ImageLoader {\n"
                                          "    class Builder {\n        fun crossfade(enable: Boolean) = this\n"
                                          "        fun build() = ImageLoader()\n    }\n}\n",
}


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def first(verifier, text):
    result = verifier.verify_text(text)
    c = next((c for c in result.claims if c.error), None)
    assert c is not None, result.claims
    return c.suggestions[0].symbol if c.suggestions else None


def test_a_nested_type_the_claimed_type_shadows_is_not_its_kin(repo):
    # Pipeline writes `Configuration`, its own; Cache.Configuration's costLimit is a stranger's
    assert first(repo, "Pipeline.costLimit") == "ImageCache.costLimit"


def test_a_member_named_like_the_claimed_type_does_not_make_its_owner_kin(repo):
    # HeaderRouter's method `Route` is not the type Route: the own plural comes first
    assert first(repo, "Route.Handler") == "Route.Handlers"


def test_a_nested_types_member_is_named_by_its_outer_type_where_the_name_is_shared(repo):
    # `Builder.data` would be Extras's private one too: ImageRequest's is said, and said by its outer type
    assert first(repo, "Set the URL with `data(url)` on the `ImageLoader.Builder`.") == "ImageRequest.Builder.data"


FREE_FILES = {
    # Go: a wrapper struct embedding the interface, and the package's helper that takes it.
    "afero.go": "package afero\n\ntype Fs interface {\n\tOpen(name string) (File, error)\n}\n\n"
                "type File interface {\n\tName() string\n}\n",
    "ioutil.go": "package afero\n\ntype Afero struct {\n\tFs\n}\n\n"
                 "func (a Afero) ReadFile(filename string) ([]byte, error) { return ReadFile(a.Fs, filename) }\n\n"
                 "func ReadFile(fs Fs, filename string) ([]byte, error) { return nil, nil }\n",
    "go.mod": "module example.com/afero\n\ngo 1.21\n",
    # TypeScript: a plugin's exported function, nothing of the name on any class.
    "src/core/immerClass.ts": "export class Immer {\n  produce(base: any) { return base }\n"
                              "  applyPatches(base: any, patches: any[]) { return base }\n}\n",
    "src/plugins/patches.ts": "export function enablePatches() {}\n",
    "src/immer.ts": "import { Immer } from './core/immerClass'\nexport { enablePatches } from './plugins/patches'\n"
                    "const immer = new Immer()\nexport const produce = immer.produce\n",
    "package.json": "{\"name\": \"immer\"}\n",
}


@pytest.fixture(scope="module")
def free(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FREE_FILES, name="immer")


def test_a_package_function_that_takes_the_claimed_type_comes_first(free):
    # `Fs.ReadFile`: afero's ReadFile(fs Fs, …) before the wrapper struct's method
    assert first(free, "Fs.ReadFile") == "afero.ReadFile"


def test_a_top_level_function_of_the_name_is_suggested_by_its_package(free):
    # no class has enablePatches: the plugin's function, reached as the package's, before a near name
    assert first(free, "Call `enablePatches()` on the `Immer` instance.") == "immer.enablePatches"


INVENTED_FILES = {
    "mock/mock.go": "package mock\n\ntype Call struct {\n\tMethod string\n}\n\n"
                    "func (c *Call) Return(returnArguments ...interface{}) *Call { return c }\n\n"
                    "type Mock struct {\n\tExpectedCalls []*Call\n}\n\n"
                    "func (m *Mock) On(methodName string, arguments ...interface{}) *Call { return nil }\n",
    "go.mod": "module example.com/testify\n\ngo 1.21\n",
}


@pytest.fixture(scope="module")
def invented(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, INVENTED_FILES)


def test_an_invented_types_mention_is_led_by_what_its_member_shows_it_decorates(invented):
    # `mock.MockCall` alone is near `mock.Mock` by letters; `MockCall.Return` shows it decorates Call
    result = invented.verify_text("Every expectation is a `mock.MockCall`; chain `MockCall.Return` to give the result.")
    mention = next(c for c in result.claims if c.text == "mock.MockCall")
    member = next(c for c in result.claims if c.text == "MockCall.Return")
    assert mention.error and member.error and member.rule == "invented_type"
    assert mention.suggestions[0].symbol == member.suggestions[0].symbol
    assert mention.suggestions[0].symbol.endswith("Call.Return")


def test_a_name_slip_of_a_top_level_function_is_said_under_its_package(free):
    # `enablePatche` is a slip of immer's top-level enablePatches: said as the package's
    c = next(c for c in free.verify_text("Then `enablePatche` runs once at start-up.").claims if c.error)
    assert c.suggestions[0].symbol == "immer.enablePatches"


RENAMED_FILES = {
    "Sources/Nimble/Polling.swift": (
        "import Foundation\n\n"
        "/// - Warning: This has been renamed to ``PollingDefaults``.\n"
        "@available(*, unavailable, renamed: \"PollingDefaults\")\n"
        "public struct AsyncDefaults {\n"
        "    public static var timeout: Double {\n"
        "        get { PollingDefaults.timeout }\n"
        "        set { PollingDefaults.timeout = newValue }\n"
        "    }\n"
        "}\n\n"
        "public struct PollingDefaults {\n"
        "    public static var timeout: Double = 1\n"
        "    public static var pollInterval: Double = 0.01\n"
        "}\n"),
}


@pytest.fixture(scope="module")
def renamed(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, RENAMED_FILES)


def test_a_member_of_a_type_renamed_away_is_suggested_on_the_new_type(renamed):
    # AsyncDefaults is unavailable, renamed to PollingDefaults: its `timeout` is said on the new type first
    assert first(renamed, "AsyncDefaults.Timeout") == "PollingDefaults.timeout"


CPP_FILES = {
    "src/flags.h": "#include <string>\nnamespace flags {\n"
                   "struct FlagInfo {\n  std::string name;\n  std::string current_value;\n};\n"
                   "class FlagSaver {\n public:\n  FlagSaver();\n  ~FlagSaver();\n};\n}\n",
    "src/flags.cc": "#include \"flags.h\"\nnamespace flags {\nnamespace {\n"
                    "class CommandFlag {\n public:\n  std::string current_value() const { return value_; }\n"
                    " private:\n  std::string value_;\n};\n}\n}\n",
}


@pytest.fixture(scope="module")
def cpp(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, CPP_FILES)


def test_a_type_declared_only_in_an_implementation_file_comes_after_the_headers(cpp):
    # CommandFlag lives in flags.cc (the library's inside); FlagInfo in flags.h is the API
    assert first(cpp, "flags::FlagSaver::current_value") == "FlagInfo.current_value"


@pytest.mark.parametrize("text", ["Context.Pattern()", "Context.Pattern"])
def test_the_claimed_types_member_with_a_word_put_before_the_name_beats_a_strangers_value(repo, text):
    # Route's field `Pattern` is a stranger's value; Context's own RoutePattern() keeps the word written
    assert first(repo, text) == "Context.RoutePattern"


def test_a_companions_member_is_named_on_its_class(repo):
    # Kotlin calls a companion's member on the class: `FunSpec.builder(...)`, not `Companion.builder`
    assert first(repo, "FunSpec.methodBuilder") == "FunSpec.builder"
