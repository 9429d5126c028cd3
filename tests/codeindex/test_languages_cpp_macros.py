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


# CLI11's Error.hpp: a class body holding only macro calls that expand to constructors, no semicolon.
# Left in, the grammar loses the namespace and the classes after the first one.
ERROR_DEF_SOURCE = b"""namespace CLI {
class Error : public std::runtime_error {
  public:
    int get_exit_code() const { return 1; }
};

/// Construction errors (not in parsing)
class ConstructionError : public Error {
    CLI11_ERROR_DEF(Error, ConstructionError)
};

class IncorrectConstruction : public ConstructionError {
    CLI11_ERROR_DEF(ConstructionError, IncorrectConstruction)
    CLI11_ERROR_SIMPLE(IncorrectConstruction)
    static IncorrectConstruction PositionalFlag(std::string name) { return IncorrectConstruction(name); }
};

class ParseError : public Error {
    CLI11_ERROR_DEF(Error, ParseError)
};
}  // namespace CLI
"""


def test_a_class_body_of_macro_calls_does_not_lose_the_classes():
    result = Extractor().extract("cpp", ERROR_DEF_SOURCE)
    found = {(s.qualname, s.kind, s.line) for s in result.symbols}
    assert result.parse_errors == 0
    assert ("CLI.ConstructionError", "class", 8) in found
    assert ("CLI.ParseError", "class", 18) in found
    assert ("CLI.IncorrectConstruction.PositionalFlag", "method", 15) in found
    assert {b for s in result.symbols if s.name == "ParseError" for b in s.bases} == {"Error"}


# spdlog: a macro call ending a statement (`SPDLOG_TRY {...}` then `SPDLOG_LOGGER_CATCH(...)`, the catch
# clauses) is no declaration: where blanking it leaves errors, the file is read as written.
CATCH_MACRO_SOURCE = b"""SPDLOG_INLINE void spdlog::async_logger::sink_it_(const details::log_msg &msg){
    SPDLOG_TRY{
        post(msg);
    }
SPDLOG_LOGGER_CATCH(msg.source)
}
void spdlog::async_logger::flush_() { post(); }
"""


def test_a_macro_call_ending_a_statement_is_kept():
    symbols = Extractor().extract("cpp", CATCH_MACRO_SOURCE).symbols
    found = {(s.name, s.line) for s in symbols}
    assert ("sink_it_", 1) in found and ("flush_", 7) in found
