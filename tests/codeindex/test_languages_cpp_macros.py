"""C++ written with a library's own macros (fmt, abseil, nlohmann): the declarations they open are
still read, with the lines and names the file has."""
from __future__ import annotations

from codeindex.extract import Extractor

SOURCE = b"""#include <memory>

FMT_BEGIN_NAMESPACE
namespace detail {
template <typename T> struct node {
  FMT_CONSTEXPR node(const T& v) : value(v) {}
  T value;
};
}  // namespace detail

FMT_EXPORT template <typename Context> class dynamic_format_arg_store {
 public:
  template <typename T> FMT_INLINE void push_back(const T& arg) {
    if FMT_CONSTEXPR20 (sizeof(T) > 1) emplace(arg);
  }
  void clear() {}
};
FMT_END_NAMESPACE
"""


def test_declarations_opened_by_attribute_macros_are_read():
    symbols = Extractor().extract("cpp", SOURCE).symbols
    found = {(s.name, s.kind, s.line, s.container) for s in symbols}
    assert ("dynamic_format_arg_store", "class", 11, None) in found
    assert ("push_back", "method", 13, "dynamic_format_arg_store") in found
    assert ("clear", "method", 16, "dynamic_format_arg_store") in found
    assert ("node", "struct", 5, "detail") in found and ("node", "constructor", 6, "detail.node") in found


# CLI11's `CLI11_NODISCARD` before a return type and a name: left in, the grammar ends the class body
# at the first such line and every later member (and the class) is lost.
NODISCARD_SOURCE = b"""namespace CLI {
class App {
  public:
    CLI11_NODISCARD char **ensure_utf8(char **argv);
    CLI11_NODISCARD std::vector<App *> get_subcommands() const { return subs_; }
    CLI11_NODISCARD App *get_subcommand(std::string name) const;
    template <typename ArgType>
    Option *add_option_function(std::string option_name) { return nullptr; }
};
}  // namespace CLI
"""


def test_attribute_macros_before_a_return_type_keep_the_class():
    symbols = Extractor().extract("cpp", NODISCARD_SOURCE).symbols
    found = {(s.name, s.kind, s.line, s.container) for s in symbols}
    assert ("App", "class", 2, "CLI") in found
    assert ("get_subcommands", "method", 5, "CLI.App") in found
    assert ("get_subcommand", "method", 6, "CLI.App") in found
    assert ("add_option_function", "method", 8, "CLI.App") in found
