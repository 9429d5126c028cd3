"""A Capitalised member bound to a lower-case word ("router 的 GetName()", "logger の SetHooks", "the
router's `GetName()`"): in Go, whose methods are Capitalised, the word is a variable the repository
types (`router := NewRouter()`), and the member is checked on that type as `router.GetName()` is; in
C++ docs, "调用含有 allocator 的 `SetString()`" names no allocator's method (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier_repos import claim_written, verifier_over

GO = {
    "go.mod": "module example.com/mux\n",
    "mux.go": """package mux

type Router struct{ routes []*Route }

type Route struct{ name string }

func NewRouter() *Router { return &Router{} }

func (r *Router) Name(name string) *Route { return &Route{name: name} }

func (r *Router) Get(name string) *Route { return nil }

func (r *Route) GetName() string { return r.name }
""",
    "mux_test.go": """package mux

func TestOne() {
	router := &Router{}
	router.Name("a")
}

func TestTwo() {
	var router *Router = NewRouter()
	router.Get("a")
}

func TestThree() {
	router := &Router{}
	router.Get("b")
}
""",
}

CPP = {
    "value.h": """#pragma once
class Allocator {
public:
    void* Malloc(int size);
};

class Value {
public:
    Value& SetString(const char* s, Allocator& allocator);
};

void Copy(Value& v, Allocator& allocator) { v.SetString("x", allocator); }
void Move(Value& v, Allocator& allocator) { v.SetString("y", allocator); }
""",
}


@pytest.fixture(scope="module")
def go(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, GO)


@pytest.fixture(scope="module")
def cpp(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, CPP)


@pytest.mark.parametrize("text, written", [
    ("中间件里用 router 的 GetName() 取当前路由名写日志。", "GetName()"),
    ("リダイレクトの前に router の GetName で名前を取る。", "GetName"),
    ("Log the router's `GetName()` in the middleware.", "GetName()"),
])
def test_a_go_variables_capitalised_method_is_checked_on_its_type(go, text, written):
    c = claim_written(go, text, written)
    assert c.error == "S1_FACTUAL_ERROR"
    assert "Router" in c.reason and c.suggestions[0].symbol == "Route.GetName"


def test_a_go_variables_real_capitalised_method_is_verified_on_its_type(go):
    c = claim_written(go, "router 的 `Name()` 可以给路由起名", "Name()")
    assert c.status == "verified" and any(e.symbol.startswith("Router.Name") for e in c.evidence)


def test_a_capitalised_method_after_a_cpp_word_is_answered_as_unbound(cpp):
    c = claim_written(cpp, "调用含有 allocator 的 `SetString()`，字符串会被复制。", "SetString()")
    assert c.error is None and c.status == "verified"


def test_a_lower_case_word_before_a_scoped_capitalised_name_binds_nothing_and_never_fails():
    # "the library provides the `::demo::AddHook`": the variable-binding pass met the lower-case word's
    # binding with no type to bind to, and extraction raised IndexError on real docs (googletest's).
    from verifier.claims import extract_claims
    claims = extract_claims("For such cases the library provides the `::demo::AddHook` so that callers can add "
                            "hooks at run time.")
    assert [(c.qualified_name, c.binding, c.owner_word) for c in claims] == [("demo.AddHook", None, None)]
