# Time set: testify's CI files and README at v1.4.0 (2019-07-11), checked against the pinned v1.11 head. The vendored
# dependencies went in 7009337 ("Remove vendor folder", 2019-12-06) and the Travis scripts in 6c59e0f ("Convert CI to
# use GitHub Actions", 2021-07-08); found with `git diff -M --name-status v1.4.0 HEAD` and `git log --diff-filter=D`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "221dbe5ed46703ee255b1da0dec05086f5035f62"  # tag v1.4.0
OLD_DATE = "2019-07-11"
SOURCE_GLOBS = ["*.go"]
MODULES = {"assert": "assert", "require": "require", "mock": "mock", "suite": "suite"}
ANC = {}
ROWS = [
    ("en", "false", "./.travis.gofmt.sh", None,
     "Before pushing, run `./.travis.gofmt.sh` locally; CI fails on any unformatted file.",
     ".travis.yml:17", "deleted in 6c59e0f (2021-07-08) when CI moved to GitHub Actions"),
    ("zh", "false", "vendor/", None,
     "依赖都放在 vendor/ 目录里，升级 go-difflib 时要同时更新 vendor。",
     ".travis.yml:19", "deleted in 7009337 (2019-12-06, Remove vendor folder)"),
    ("ja", "false", "./.travis.govet.sh", None,
     "go vet は `./.travis.govet.sh` から実行される。",
     ".travis.yml:18", "deleted in 6c59e0f (2021-07-08)"),
    # still there
    ("en", "true", "suite.Run", None,
     "Each suite is started from a normal test function with `suite.Run(t, new(ExampleTestSuite))`.",
     "README.md:235", ""),
]
