# Time set: timber at 4.7.1 (2018-06-28, the last Java release), checked against the pinned 5.0.1+27 head.
# Timber.java became Timber.kt in 6ab2c9a ("Direct port to Kotlin", 2019-03-10); checkstyle.xml went in 87e2955
# ("Remove checkstyle", 2019-03-18); .travis.yml and deploy_javadoc.sh in 64be5f2 ("Add GitHub Actions, fix tests,
# delete Travis, etc.", 2021-08-06); TimberIssueRegistry.java became .kt in bab5800 (2021-08-08); the sample's
# LintActivity.java went in c83e3eb (2021-08-09) for JavaLintActivity.java. Found with `git diff -M --name-status 4.7.1 HEAD` and
# `git log --diff-filter=D`. (form, label, target, sugg, text, "cited_file:line", note)
# Found but left out to keep the time set near 30 vanished references: deploy_javadoc.sh and LintActivity.java.
OLD = "84b157605552e7b30f0d20e105d383b48ce8a030"  # tag 4.7.1
OLD_DATE = "2018-06-28"
SOURCE_GLOBS = ["*.java", "*.kt"]
MODULES = ("timber", "log", "lint")
ANC = {}
ROWS = [
    ("en", "false", "timber/src/main/java/timber/log/Timber.java", "timber/src/main/java/timber/log/Timber.kt",
     "The whole library is one file, `timber/src/main/java/timber/log/Timber.java`; read it before adding a Tree.",
     "README.md:1", "ported to Kotlin in 6ab2c9a (2019-03-10, Direct port to Kotlin)"),
    ("zh", "false", "./checkstyle.xml", None,
     "代码风格由根目录的 checkstyle.xml 检查，提交前先跑一遍。",
     "build.gradle:1", "deleted in 87e2955 (2019-03-18, Remove checkstyle)"),
    ("ja", "false", ".travis.yml", None,
     "CI の設定は .travis.yml にある。",
     "README.md:1", "deleted in 64be5f2 (2021-08-06, Add GitHub Actions, fix tests, delete Travis, etc.)"),
    ("bare", "false", "timber-lint/src/main/java/timber/lint/TimberIssueRegistry.java",
     "timber-lint/src/main/java/timber/lint/TimberIssueRegistry.kt",
     "timber-lint/src/main/java/timber/lint/TimberIssueRegistry.java", "build.gradle:1",
     "converted to Kotlin in bab5800 (2021-08-08, Update lint issue registration mechanism)"),
    ("en", "true", "Timber.plant", None, "Plant a tree with `Timber.plant(...)` in Application.onCreate.", "README.md:1", ""),
]
