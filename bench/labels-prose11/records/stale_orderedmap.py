# Time set: ordered-map at v0.8.1 (2019-02-17), checked against the pinned v1.2.0 head. appveyor.yml and .travis.yml
# went in 36f9aef ("Replace AppVeyor and Travis by GitHub actions", 2022-03-24); found with
# `git diff -M --name-status v0.8.1 HEAD` and `git log --diff-filter=D`. No public member of tsl::ordered_map or
# ordered_set of v0.8.1 is gone (a diff of the declared names). (form, label, target, sugg, text, "cited_file:line", note)
OLD = "3c1415148f38409e4e68c13c55117107ece0187d"  # tag v0.8.1
OLD_DATE = "2019-02-17"
SOURCE_GLOBS = ["*.h"]
MODULES = ("tsl",)
ANC = {}
ROWS = [
    ("en", "false", "appveyor.yml", None,
     "Windows CI (MSVC 2015/2017) is configured in `appveyor.yml`.",
     "README.md:1", "deleted in 36f9aef (2022-03-24, Replace AppVeyor and Travis by GitHub actions)"),
    ("zh", "false", ".travis.yml", None,
     "Linux 和 macOS 的 CI 在 .travis.yml 里配置。", "README.md:1", "deleted in 36f9aef (2022-03-24)"),
    ("ja", "true", "ordered_map::nth", None, "`nth(i)` で i 番目の要素を取る。", "include/tsl/ordered_map.h:1", ""),
]
