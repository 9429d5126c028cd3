# Time set: cxxopts's README and header at v2.2.1 (2020-08-04), checked against the pinned v3.3 head. v3 moved the
# exceptions into cxxopts::exceptions with new names (628dc92, 2022-07-12, "Exception code tweaks"); found by a diff
# of the class names of include/cxxopts.hpp at both commits. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "302302b30839505703d37fb82f536c53cf9172fa"  # tag v2.2.1
OLD_DATE = "2020-08-04"
SOURCE_GLOBS = ["*.hpp", "*.cpp"]
MODULES = ("cxxopts",)
ANC = {}
ROWS = [
    ("en", "false", "cxxopts::OptionException", "exception",
     "main wraps parsing in `try { ... } catch (const cxxopts::OptionException& e) { ... }` and prints e.what().",
     "README.md:64", "renamed cxxopts::exceptions::exception in 628dc92 (2022-07-12)"),
    ("zh", "false", "cxxopts::OptionParseException", "parsing",
     "参数解析错误统一 catch `cxxopts::OptionParseException`，打印帮助后退出。",
     "README.md:66", "renamed cxxopts::exceptions::parsing in 628dc92"),
    ("ja", "false", "cxxopts::option_not_exists_exception", "no_such_option",
     "未知のオプションは `cxxopts::option_not_exists_exception` で捕まえて警告だけ出す。",
     "include/cxxopts.hpp:388", "renamed cxxopts::exceptions::no_such_option in 628dc92"),
    # still there
    ("en", "true", "ParseResult::count", None,
     "Flags are tested with `result.count(\"verbose\")`.", "README.md:49", ""),
]
