"""C++ reaches a class's members with `::`; a written `.` or `->` is an object. yaml-cpp has both a
`YAML::Node` and an internal `YAML::detail::node`, and its code names its Node variables `node`: the
text's `node.IsMap()` is a Node's member (real tree-sitter, real index)."""
from __future__ import annotations

import pytest

from verifier_repos import first_member, verifier_over

FILES = {
    "include/yaml/node/node.h": """namespace YAML {
class Node {
 public:
  bool IsMap() const;
  const char* Tag() const;
};
}
""",
    "include/yaml/node/detail/node.h": """namespace YAML {
namespace detail {
class node {
 public:
  bool is_defined() const;
  void mark_defined();
};
}
}
""",
    "include/yaml/node/convert.h": """#include "node.h"
namespace YAML {
inline bool decode_a(const Node& node) { return node.IsMap(); }
inline bool decode_b(const Node& node) { return node.IsMap(); }
inline const char* decode_c(const Node& node) { return node.Tag(); }
inline bool decode_d(const Node& node) { return node.IsMap(); }
inline bool decode_e(const Node& node) { return node.IsMap(); }
}
""",
}


@pytest.fixture(scope="module")
def verifier(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, FILES)


def test_a_dot_on_a_lower_case_class_name_is_the_object_the_code_names_so(verifier):
    c = first_member(verifier, "遍历之前先判断 `node.IsMap()`，是 map 才用 first/second。")
    assert c.status == "verified", c.reason
    c = first_member(verifier, "解析时读 `node->Tag()` 分支处理。")
    assert c.status == "verified", c.reason


def test_a_slip_on_that_object_is_checked_on_its_type(verifier):
    c = first_member(verifier, "check `node.IsMapp()` first")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol.endswith("IsMap"), c.reason


def test_the_lower_case_class_itself_is_still_reached_with_its_scope(verifier):
    assert first_member(verifier, "`detail::node::is_defined()`").status == "verified"
    c = first_member(verifier, "`detail::node::IsMap()`")
    assert c.error == "S1_FACTUAL_ERROR"


NAMESPACED = {
    "include/yaml/node.h": "namespace YAML {\nclass Node {\n public:\n  bool IsMap() const;\n  size_t size() const;\n};\n}\n",
    "include/yaml/emitter.h": "namespace YAML {\nclass Emitter {\n public:\n  const char* GetLastError() const;\n};\n}\n",
    # a script of the repository imports another Node (the DOM's): a bare `Node` may mean either
    "util/gen_docs.py": "from xml.dom import Node\n\n\ndef is_element(n):\n    return n.nodeType == Node.ELEMENT_NODE\n",
}


@pytest.fixture(scope="module")
def namespaced(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, NAMESPACED)


def test_a_platform_named_type_under_the_repositorys_own_namespace_is_the_repositorys(namespaced):
    # `Node` is also a platform type's name (the DOM's), so a bare `Node::keys` stays uncertain; written
    # `YAML::Node::keys`, the namespace this repository declares says whose Node it is.
    assert first_member(namespaced, "Node::GetLastError").error is None
    c = first_member(namespaced, "YAML::Node::GetLastError")
    assert c.error == "S1_FACTUAL_ERROR" and c.suggestions[0].symbol == "Emitter.GetLastError", c.reason
    assert first_member(namespaced, "YAML::Node::IsMap").status == "verified"


SAME_NAMED = {
    "include/log/logger.h": """#include <memory>
namespace spd {
class logger {
 public:
  void flush();
  void sinks();
};
std::shared_ptr<logger> make_logger(const char *name);
}
""",
    "example/example.cpp": """#include "logger.h"
void a() { auto logger = spd::make_logger("a"); logger->flush(); }
void b() { auto logger = spd::make_logger("b"); logger->flush(); }
void c() { auto logger = spd::make_logger("c"); logger->sinks(); }
void d() { auto logger = spd::make_logger("d"); logger->flush(); }
void e() { auto logger = spd::make_logger("e"); logger->flush(); }
""",
}


@pytest.fixture(scope="module")
def same_named(tmp_path_factory):
    yield from verifier_over(tmp_path_factory, SAME_NAMED)


def test_an_object_whose_type_is_the_very_class_it_is_named_after_is_checked_on_it(same_named):
    # spdlog's `logger->add_sink()`: the variable `logger` is a `logger`; reading it as an object once
    # brings the claim back to that class (it once recursed without end).
    c = first_member(same_named, "Attach it later with `logger->add_sink(crash_sink)`.")
    assert c.error == "S1_FACTUAL_ERROR", c.reason
    assert first_member(same_named, "Call `logger->flush()` before exit.").status == "verified"
