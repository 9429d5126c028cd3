# Time set: golang-lru at v0.5.4 (2020-01-16, v1, module github.com/hashicorp/golang-lru), checked against the pinned
# v2 head. The root arc.go/arc_test.go moved to the separate module arc/ in e456a3e ("Add arc module", 2023-06-06);
# found with `git diff -M --name-status v0.5.4 HEAD`. No exported function name of v0.5.4 is gone (a diff of the
# declared names at both commits). (form, label, target, sugg, text, "cited_file:line", note)
OLD = "14eae340515388ca95aa8e7b86f0de668e981f54"  # tag v0.5.4
OLD_DATE = "2020-01-16"
SOURCE_GLOBS = ["*.go"]
MODULES = {"lru": ".", "simplelru": "simplelru"}
ANC = {}
ROWS = [
    ("en", "false", "arc.go", "arc/arc.go",
     "The ARC implementation lives in `arc.go` next to lru.go in the root package.",
     "arc.go:1", "moved to arc/arc.go (its own module) in e456a3e (2023-06-06, Add arc module)"),
    ("ja", "false", "arc_test.go", "arc/arc_test.go",
     "ARC のテストはルートの arc_test.go にある。",
     "arc_test.go:1", "moved to arc/arc_test.go in e456a3e (2023-06-06)"),
    ("zh", "true", "Cache.ContainsOrAdd", None, "原子地判断并插入：`cache.ContainsOrAdd(k, v)`。", "lru.go:1", ""),
]
