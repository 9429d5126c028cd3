"""Receivers whose type the repository's declarations give, read through links the earlier rules did
not follow: a property read through its getter (`c.req` where `get req(): HonoRequest<P>`). Real
tree-sitter, real index."""
from __future__ import annotations

import pytest

from verifier import rules as R

from verifier_repos import verifier_over, first_member as member

CONTEXT_TS = """import { HonoRequest } from './request'

export class Context<P = any> {
  #req: HonoRequest<P> | undefined
  get req(): HonoRequest<P> {
    this.#req ??= new HonoRequest()
    return this.#req
  }
  json(value: unknown): Response {
    return new Response(JSON.stringify(value))
  }
}
"""

REQUEST_TS = """export class HonoRequest<P = any> {
  header(name: string): string | undefined {
    return undefined
  }
  query(key: string): string | undefined {
    return undefined
  }
}
"""


def _handler(i: int) -> str:
    return ("import { Context } from '../src/context'\n\n"
            f"export const h{i} = (c: Context) => c.json({{ id: c.req.header('X-Id{i}') }})\n")


FILES = {
    "src/context.ts": CONTEXT_TS,
    "src/request.ts": REQUEST_TS,
    **{f"examples/h{i}.ts": _handler(i) for i in range(9)}   # a one-letter name needs a habit of 8 places,
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_getter_types_the_link_of_a_chain(verifier):
    """`c` is a Context in the repository's code; Context's `req` is a getter that returns a
    HonoRequest, so `c.req.cookie()` is HonoRequest's member and HonoRequest has none."""
    c = member(verifier, "The session middleware reads `c.req.cookie('sid')` and loads the user.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert "HonoRequest" in c.reason


def test_the_getters_type_has_the_member(verifier):
    c = member(verifier, "Read the id with `c.req.query('id')`.")
    assert c.status == "verified"



GO_FILES = {
    "go.mod": "module example.com/chi\n\ngo 1.21\n",
    "context.go": ("package chi\n\ntype Context struct {\n\troutePattern string\n}\n\n"
                   "func (x *Context) RoutePattern() string {\n\treturn x.routePattern\n}\n\n"
                   "type Route struct {\n\tPattern string\n}\n"),
    **{f"handler{i}.go": (f"package chi\n\nfunc handle{i}(rctx *Context) string {{\n\treturn rctx.RoutePattern()\n}}\n")
       for i in range(5)},
    "middleware/headers.go": ("package middleware\n\ntype Pattern struct {\n\tprefix string\n}\n\n"
                              "func NewPattern(value string) Pattern {\n\treturn Pattern{prefix: value}\n}\n"),
}


@pytest.fixture(scope="module")
def go_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, GO_FILES)


def test_a_type_of_the_name_is_no_member_the_variable_may_hold(go_verifier):
    """`rctx` is a Context in every place the repository declares it; the only other `Pattern` the
    repository has is a struct of package middleware, which no variable's dot reaches: missing."""
    c = member(go_verifier, "The tracing middleware names spans after `rctx.Pattern()`.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR"
    assert member(go_verifier, "Name spans after `rctx.RoutePattern()`.").status == "verified"


ROUTER_FILES = {
    "go.mod": "module example.com/router\n\ngo 1.21\n",
    "mux.go": ("package router\n\nimport \"net/http\"\n\ntype Mux struct {\n\thandler http.Handler\n}\n\n"
               "func NewRouter() *Mux {\n\treturn &Mux{}\n}\n\n"
               "func (mx *Mux) Get(pattern string, h http.HandlerFunc) {}\n\n"
               "func (mx *Mux) Use(middlewares ...func(http.Handler) http.Handler) {}\n\n"
               "type Config struct {\n\tName string\n}\n"),
    # `r` is mostly a request, as in every Go HTTP code base, and a Mux in the router's own setup code
    **{f"handlers{i}.go": (f"package router\n\nimport \"net/http\"\n\n"
                           f"func serve{i}(w http.ResponseWriter, r *http.Request) {{\n\t_ = r.URL\n}}\n")
       for i in range(6)},
    **{f"setup{i}.go": (f"package router\n\nfunc setup{i}(r *Mux) {{\n\tr.Get(\"/{i}\", nil)\n}}\n") for i in range(3)},
}


@pytest.fixture(scope="module")
def router_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, ROUTER_FILES)


def test_a_sentence_puts_the_variable_on_a_type_the_repository_gives_the_name(router_verifier):
    """"call `r.Handle(h)` on the Mux": `r` does not fit Mux by its name, and the repository gives it
    several types, but the sentence binds it to Mux, one of them: checked like `Mux.Handle`."""
    c = member(router_verifier, "To mount a handler, call `r.Handle(\"/\", h)` on the Mux.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and c.binding == "member_of"
    assert member(router_verifier, "Register routes: call `r.Get(\"/\", h)` on the Mux.").status == "verified"


def test_a_type_the_repository_never_gives_the_name_binds_nothing(router_verifier):
    c = member(router_verifier, "To mount a handler, call `r.Handle(\"/\", h)` on the Config.")
    assert c.status == "unverifiable" and c.error is None


JSON_HPP = """#pragma once
namespace lib {

class basic_json {
  public:
    basic_json() {}
    void dump() const {}
    bool contains(const char *key) const { return false; }
};

using json = basic_json;

}  // namespace lib
"""

FROM_JSON_HPP = """#pragma once
namespace lib {
namespace detail {
""" + "".join(f"template <typename BasicJsonType>\nvoid from_json{i}(const BasicJsonType& j, int& v) {{ v = {i}; }}\n"
              for i in range(5)) + """}  // namespace detail
}  // namespace lib
"""

DB_H = """#pragma once
namespace store {
class DB {
  public:
    int Get(const char *key);
    int Put(const char *key, const char *value);
};
}  // namespace store
"""

C_API = """#include "store/db.h"

extern "C" {
struct handle_t {
    store::DB* rep;
};
""" + "".join(f"int handle_get{i}(handle_t* db, const char *key) {{ return db->rep->Get(key); }}\n" for i in range(6)) + "}\n"

CPP_FILES = {
    "include/lib/json.hpp": JSON_HPP,
    "include/lib/detail/from_json.hpp": FROM_JSON_HPP,
    # an old copy of the class kept for ABI tests, in a namespace of its own
    "tests/abi/v1.hpp": "#pragma once\nnamespace v1 {\nclass basic_json {\n  public:\n    void dump() const {}\n};\n}\n",
    # every example names the library's type by an alias of its own, as nlohmann's examples do
    **{f"docs/examples/ex{i}.cpp": ('#include "lib/json.hpp"\n\nusing json = lib::basic_json;\n\n'
                                    f"int main{i}() {{\n    json j;\n    const json& k = j;\n    j.dump();\n    return 0;\n}}\n")
       for i in range(8)},
    "include/store/db.h": DB_H,
    "db/c.cc": C_API,
    **{f"db/use{i}.cc": ('#include "store/db.h"\n\n'
                         f"int use{i}(store::DB* db) {{\n    return db->Get(\"k{i}\");\n}}\n") for i in range(5)},
}


@pytest.fixture(scope="module")
def cpp_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, CPP_FILES)


def test_a_lower_case_cpp_type_held_by_value_types_the_variable(cpp_verifier):
    """`json j;` in every example, `json` the examples' alias of `lib::basic_json` (not of the ABI
    tests' `v1::basic_json`); the library's own template code (`const BasicJsonType& j`) names a type parameter,
    which says nothing of what `j` holds: `j` is a basic_json."""
    c = member(cpp_verifier, "Check membership with `j.has_key(\"x\")` first.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and "basic_json" in c.reason
    assert member(cpp_verifier, "Print it with `j.dump()`.").status == "verified"


def test_a_c_handle_through_a_pointer_is_no_vote(cpp_verifier):
    """`handle_t* db` in the C API beside `store::DB* db` in the C++ code: the C handle is no value of
    the library's classes, so `db` stays the DB the C++ code makes it."""
    c = member(cpp_verifier, "Read it with `db->Gett(\"k\")`.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and c.rule == R.MEMBER_MISSING
    assert member(cpp_verifier, "Read it with `db->Get(\"k\")`.").status == "verified"


NODE_H = """#pragma once
namespace YAML {
class Node {
  public:
    bool IsMap() const { return false; }
    bool IsSequence() const { return false; }
};
Node Load(const char *input);
}  // namespace YAML
"""

YAML_FILES = {
    "include/yaml/node.h": NODE_H,
    "src/parse.cpp": '#include "yaml/node.h"\n\nnamespace YAML {\nNode Load(const char *input) { return Node(); }\n}\n',
    # the library's users hold what a namespace's function returns
    **{f"examples/ex{i}.cpp": ('#include "yaml/node.h"\n\n'
                               f"int main{i}() {{\n    auto doc = YAML::Load(\"a: {i}\");\n    return doc.IsMap();\n}}\n")
       for i in range(5)},
    # and its own tests, inside the namespace, call it unqualified
    **{f"test/t{i}.cpp": ('#include "yaml/node.h"\n\nnamespace YAML {\n'
                          f"bool t{i}() {{\n    auto cfg = Load(\"- {i}\");\n    return cfg.IsSequence();\n}}\n}}\n")
       for i in range(5)},
    # the old API's name is still written in the docs
    "docs/history.md": "# History\n\nThe 0.3 API looked keys up with FindValue, which returned a pointer.\n",
    # a Python helper of the test suite reads XML with the DOM's Node
    **{f"test/xml{i}.py": "from xml.dom import minidom, Node\n\n\ndef kinds(doc):\n    return [n.nodeType == Node.ELEMENT_NODE for n in doc.childNodes]\n"
       for i in range(3)},
}


@pytest.fixture(scope="module")
def yaml_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, YAML_FILES)


def test_a_capitalised_namespaces_function_votes_for_what_it_returns(yaml_verifier):
    """`auto doc = YAML::Load(...)`: Load is declared to return a Node, so `doc` is a Node; and a Python
    helper's `from xml.dom import Node` is no other meaning of the C++ class."""
    c = member(yaml_verifier, "Optional keys are looked up with `doc.FindValue(\"name\")`.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and "Node" in c.reason
    assert member(yaml_verifier, "Check `doc.IsMap()` first.").status == "verified"


def test_an_unqualified_free_function_votes_for_what_it_returns(yaml_verifier):
    c = member(yaml_verifier, "Check `cfg.IsSeq()` first.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and "Node" in c.reason


TEMPLATE_FILES = {
    "include/yaml/node.h": ("#pragma once\nnamespace YAML {\nnamespace detail {\nclass node {\n  public:\n"
                            "    bool is_defined() const { return true; }\n};\n}  // namespace detail\n\n"
                            "class Node {\n  public:\n    template <typename T>\n    T as() const { return T(); }\n"
                            "    bool IsMap() const { return false; }\n};\n}  // namespace YAML\n"),
    **{f"examples/ex{i}.cpp": ('#include "yaml/node.h"\n\n'
                               f"int main{i}(YAML::Node node) {{\n    return node.as<int>() + {i};\n}}\n") for i in range(5)},
}


@pytest.fixture(scope="module")
def template_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, TEMPLATE_FILES)


def test_a_member_called_with_template_arguments_is_a_call_on_the_object(template_verifier):
    """`node.as<int>()` calls `as` on an object named after the internal class `detail::node`: C++
    reaches a class's members with `::` only, so the object is the YAML::Node the code names so."""
    c = member(template_verifier, "Convert every scalar with `node.as<int>()`.")
    assert c.status == "verified" and c.error is None, c.reason
    c = member(template_verifier, "Convert every scalar with `node.as_int()`.")
    assert c.error == "S1_FACTUAL_ERROR" and "Node" in c.reason


@pytest.mark.parametrize("text, owner", [
    ("Nested values are attached with `opt->add_option(\"--depth\", depth)` on the parent Option.", "Option"),
    ("For fragments we read `el.title()` on the root Element, like on a Document.", "Element"),
    ("We call `node.select(\"a\")` on each child Node of the list.", "Node"),
])
def test_a_place_in_a_tree_before_the_type_still_binds_the_receiver(text, owner):
    """"on the parent Option", "on the root Element": a word for the object's place in a tree is no
    reason to leave the receiver unbound (as "on the new T", "on the returned T" were not)."""
    from verifier.claims import extract_claims

    c = next(c for c in extract_claims(text) if c.kind == "member")
    assert (c.qualifier[-1:] == (owner,) and c.binding == "member_of") or (c.said_type == (owner,)
                                                                           and c.said_binding == "member_of")


MIDDLEWARE_FILES = {
    "go.mod": "module example.com/web\n\ngo 1.21\n",
    "middleware/logger.go": ("package middleware\n\nimport \"net/http\"\n\n"
                             "func Logger(next http.Handler) http.Handler {\n\treturn next\n}\n\n"
                             "func Compress(level int) func(http.Handler) http.Handler {\n\treturn nil\n}\n"),
    "config.go": "package web\n\ntype Config struct {\n\tName string\n}\n",
    **{f"serve{i}.go": f"package web\n\nfunc serve{i}(cfg *Config) string {{\n\treturn cfg.Name\n}}\n" for i in range(5)},
}


@pytest.fixture(scope="module")
def middleware_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, MIDDLEWARE_FILES)


def test_a_package_function_passed_as_a_value_is_a_reference(middleware_verifier):
    """`r.Use(middleware.DefaultCompress)`: Go passes the package's function uncalled; package
    middleware declares no DefaultCompress."""
    claims = middleware_verifier.verify_text("gzip in one line: `r.Use(middleware.DefaultCompress)`.").claims
    c = next(c for c in claims if c.text == "middleware.DefaultCompress")
    assert c.error == "S1_FACTUAL_ERROR" and c.rule == R.PACKAGE_MEMBER_MISSING
    claims = middleware_verifier.verify_text("Log every request: `r.Use(middleware.Logger)`.").claims
    assert next(c for c in claims if c.text == "middleware.Logger").status == "verified"


def test_a_variables_field_passed_as_a_value_is_never_certain(middleware_verifier):
    """`serve(cfg.Handler)`: `cfg` is a Config in the repository's code, but a field passed as an
    argument may be one of the text's own variables: uncertain, where `cfg.Handler` itself is not."""
    claims = middleware_verifier.verify_text("Start it with `serve(cfg.Handler)`.").claims
    c = next(c for c in claims if c.text == "cfg.Handler")
    assert c.error is None and c.status == "unverifiable"
    assert member(middleware_verifier, "Read `cfg.Handler` first.").error == "S1_FACTUAL_ERROR"


REQUESTS_PY = '''class Headers:
    def __init__(self, raw):
        self._list = raw

    def getlist(self, key):
        return [v for k, v in self._list if k == key]


class HTTPConnection:
    def __init__(self, scope):
        self.scope = scope

    @property
    def headers(self) -> Headers:
        return Headers(self.scope["headers"])


class Request(HTTPConnection):
    async def json(self):
        return {}
'''

PY_FILES = {
    "web/__init__.py": "",
    "web/requests.py": REQUESTS_PY,
    **{f"web/endpoint{i}.py": (f"from web.requests import Request\n\n\nasync def endpoint{i}(request: Request):\n"
                               "    return request.headers.getlist('accept')\n") for i in range(12)},
    # one test drives an outside client whose request shares the simple name
    "tests/test_client.py": ("import httpx\n\n\ndef test_sends(request: httpx.Request):\n"
                             "    assert request.method == 'GET'\n"),
}


@pytest.fixture(scope="module")
def py_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, PY_FILES)


def test_a_stray_outside_homonym_does_not_unseat_the_habit(py_verifier):
    """`request: Request` in twelve places, `request: httpx.Request` in one test: the text's `request` is
    the repository's Request, and its `headers` property's getter returns a Headers."""
    c = member(py_verifier, "Multi-valued headers are read with `request.headers.get_list(\"accept\")`.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and "Headers" in c.reason
    assert member(py_verifier, "Read `request.headers.getlist(\"accept\")`.").status == "verified"


KOTLIN_FILES = {
    "core/src/main/kotlin/org/di/core/scope/Scope.kt": ("package org.di.core.scope\n\n"
                                                         "class Scope(val id: String) {\n    fun close() {}\n"
                                                         "    fun get(name: String): Any? = null\n}\n"),
    **{f"samples/src/main/kotlin/org/di/sample/Screen{i}.kt": (
        f"package org.di.sample\n\nimport org.di.core.scope.Scope\n\nclass Screen{i}(val scope: Scope) {{\n"
        "    fun leave() {\n        scope.close()\n    }\n}\n") for i in range(5)},
}


@pytest.fixture(scope="module")
def kotlin_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, KOTLIN_FILES)


def test_a_bound_lower_case_word_is_the_variable_the_repository_types(kotlin_verifier):
    """"scope の release() を呼ぶ": `scope` is no type, but the repository's code declares variables so
    named as Scopes, so the member is checked on it."""
    c = member(kotlin_verifier, "画面が閉じたら scope の release() を呼ぶ。")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and c.binding == "call_on"
    assert member(kotlin_verifier, "画面が閉じたら scope の close() を呼ぶ。").status == "verified"
    assert member(kotlin_verifier, "scope には release() がない。").status == "verified"


TESTING_PY = '''class Result:
    def __init__(self, exit_code: int, output: str):
        self.exit_code = exit_code
        self.output = output


class CliRunner:
    def invoke(
        self,
        cli,
        args=None,
        input=None,
        env=None,
        catch_exceptions=True,
        color=False,
        **extra,
    ) -> Result:
        return Result(0, "")
'''

CLI_TEST_FILES = {
    "src/clicky/__init__.py": "",
    "src/clicky/testing.py": TESTING_PY,
    **{f"tests/test_cmd{i}.py": ("from clicky.testing import CliRunner\n\n\n"
                                 f"def test_cmd{i}(cli):\n    runner = CliRunner()\n"
                                 f"    result = runner.invoke(cli, ['--n', '{i}'])\n    assert result.exit_code == 0\n")
       for i in range(5)},
}


@pytest.fixture(scope="module")
def cli_test_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, CLI_TEST_FILES)


def test_a_signature_over_many_lines_still_says_what_it_returns(cli_test_verifier):
    """`result = runner.invoke(...)`: invoke's parameters take a line each and `-> Result` comes after
    them; `result` is a Result, which has exit_code and no returncode."""
    c = member(cli_test_verifier, "Assert `result.returncode == 2` for usage errors.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR" and "Result" in c.reason
    assert member(cli_test_verifier, "Assert `result.exit_code == 2` for usage errors.").status == "verified"


CALL_FILES = {
    "okhttp/src/main/kotlin/okhttp3/Call.kt": "package okhttp3\n\ninterface Call {\n    fun cancel()\n    fun execute(): String\n}\n",
    "okhttp/src/main/kotlin/okhttp3/RealCall.kt": ("package okhttp3\n\nclass RealCall : Call {\n    override fun cancel() {}\n"
                                                  "    override fun execute(): String = \"\"\n}\n"),
    "okhttp/src/main/kotlin/okhttp3/Dispatcher.kt": "package okhttp3\n\nclass Dispatcher {\n    fun cancelAll() {}\n}\n",
    "okhttp/src/test/kotlin/okhttp3/CallTest.kt": "package okhttp3\n\nclass CallTest {\n    fun cancelAll() {}\n}\n",
    **{f"samples/src/main/kotlin/okhttp3/sample/Use{i}.kt": (f"package okhttp3.sample\n\nimport okhttp3.Call\n\n"
                                                             f"fun use{i}(call: Call) {{\n    call.cancel()\n}}\n") for i in range(8)},
    # the implementation's own code names its calls as what they are
    **{f"okhttp/src/main/kotlin/okhttp3/Real{i}.kt": (f"package okhttp3\n\nfun real{i}(call: RealCall) {{\n"
                                                     "    call.cancel()\n}\n") for i in range(2)},
}


@pytest.fixture(scope="module")
def call_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, CALL_FILES)


def test_a_subtypes_places_count_for_the_type_and_a_test_class_is_held_by_no_variable(call_verifier):
    """`call` is a Call in 8 places and a RealCall (a Call) in 2: a clear habit of Call. The other
    cancelAll()s are the Dispatcher's (a name `call` does not fit) and a test class's: missing."""
    c = member(call_verifier, "On logout we call `call.cancelAll()` to drop every in-flight request.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR", c.reason
    assert member(call_verifier, "On logout we call `call.cancel()`.").status == "verified"


LOGGER_FILES = {
    "include/lib/logger.h": ("#pragma once\nnamespace lib {\nclass logger {\n  public:\n    void flush_on(int level);\n"
                             "    void info(const char *msg);\n};\nvoid flush_every(int seconds);\n}  // namespace lib\n"),
    **{f"example/ex{i}.cpp": ('#include "lib/logger.h"\n\n'
                              f"void use{i}(lib::logger &logger) {{\n    logger.info(\"{i}\");\n}}\n") for i in range(5)},
}


@pytest.fixture(scope="module")
def logger_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, LOGGER_FILES)


def test_a_free_function_is_no_member_a_variable_reaches(logger_verifier):
    """`logger->flush_every(...)`: `lib::flush_every` is the namespace's function, which no arrow
    reaches; the logger class has no flush_every."""
    c = member(logger_verifier, "Flush on a timer with `logger->flush_every(1)`.")
    assert c.status == "not_found" and c.error == "S1_FACTUAL_ERROR", c.reason


HALF_READ_FILES = {
    # a header the parser cannot read whole: a free function in it may be a member it cut off the class
    "include/lib/json.hpp": ("#pragma once\nnamespace lib {\nclass basic_json {\n  public:\n    void dump() const {}\n};\n\n"
                             "const char* type_name(int t) { return \"x\"; }\nint broken = ;\n}  // namespace lib\n"),
    **{f"examples/ex{i}.cpp": ('#include "lib/json.hpp"\n\n'
                               f"int main{i}() {{\n    lib::basic_json doc;\n    doc.dump();\n    return {i};\n}}\n")
       for i in range(5)},
}


@pytest.fixture(scope="module")
def half_read_verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, HALF_READ_FILES)


def test_a_free_function_in_the_types_half_read_file_may_be_its_member(half_read_verifier):
    """nlohmann's json.hpp is read only in part: basic_json's `type_name()` shows up as a function
    after the class. A function the type's own half-read file declares may be the type's member."""
    c = member(half_read_verifier, "Log the kind with `doc.type_name()`.")
    assert c.error is None and c.status == "unverifiable", c.reason
    assert member(half_read_verifier, "Log it with `doc.pretty()`.").error == "S1_FACTUAL_ERROR"
