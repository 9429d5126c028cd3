# Time set: {fmt} docs at an old commit (2023-01-01, the reStructuredText docs), checked against the current head.
OLD = "14a69fcc54e2a7de9a999e930c8b39be1ba27fb3"
OLD_DATE = "2023-01-01"
SOURCE_GLOBS = ["include/fmt/*.h", "src/*.cc"]
MODULES = ("fmt",)
ANC = {}
ROWS = [
    ("en", "false", "fmt::localtime", None,
     "Dates: `fmt::print(\"{:%Y-%m-%d}\", fmt::localtime(t))` — fmt::localtime is the thread-safe replacement for std::localtime.", "doc/api.rst:485",
     "removed from fmt/chrono.h (fmt 12); use std::localtime or a std::chrono time point"),
    ("zh", "false", "fmt::localtime", None, "按本地时区格式化时间戳用 `fmt::localtime(std::time_t)`，它是线程安全的。", "doc/api.rst:496", "second citation"),
    ("ja", "false", "fmt::localtime", None, "ローカル時刻は `fmt::localtime` で tm に変換してから `{:%H:%M}` で出す。", "doc/api.rst:496", "third citation"),
    ("en", "false", "doc/api.rst", "doc/api.md",
     "The API reference is `doc/api.rst`; add a `doxygenfunction` entry there for every new public function.", "doc/contents.rst:9",
     "docs moved from reStructuredText to Markdown"),
    ("zh", "false", "doc/api.rst", "doc/api.md", "新增公开接口时记得更新 doc/api.rst。", "doc/contents.rst:9", "second citation"),
    ("ja", "false", "doc/api.rst", "doc/api.md", "公開 API の一覧は `doc/api.rst` にある。", "doc/contents.rst:9", "third citation"),
    ("en", "false", "doc/syntax.rst", "doc/syntax.md",
     "Format-spec changes must be documented in `doc/syntax.rst` in the same PR.", "doc/contents.rst:10", "moved to Markdown"),
    ("ja", "false", "doc/syntax.rst", "doc/syntax.md", "書式指定の仕様は doc/syntax.rst を参照。", "doc/index.rst:28", "second citation"),
    ("en", "false", "doc/usage.rst", None, "Build instructions (CMake, vcpkg, Conan) are in doc/usage.rst.", "doc/contents.rst:8",
     "removed; the content went to doc/get-started.md"),
    ("zh", "false", "doc/usage.rst", None, "怎么把 fmt 集成进 CMake 工程，看 doc/usage.rst 就行。", "doc/contents.rst:8", "second citation"),
    ("en", "false", "README.rst", "README.md", "README.rst is packaged with the library (it is listed in the fmt target sources), so keep it short.", "CMakeLists.txt:221", "README converted to Markdown"),
    ("bare", "false", "doc/index.rst", "doc/index.md", "doc/index.rst", "doc/contents.rst:1", "moved to Markdown"),
    ("en", "true", "fmt::format_to_n", None, "`fmt::format_to_n` writes at most n characters and reports the full size.", "doc/api.rst:57", ""),
    ("zh", "true", "include/fmt/format.h", None, "格式化的核心实现都在 include/fmt/format.h。", "doc/api.rst:11", ""),
    ("ja", "true", "fmt::print", None, "標準出力には `fmt::print` を使う。", "doc/api.rst:65", ""),
]
