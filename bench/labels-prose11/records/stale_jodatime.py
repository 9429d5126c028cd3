# Time set: joda-time at v2.10 (2018-05-30), checked against the pinned v2.14.0+5 head. .travis.yml went in 552b9769
# ("Move from Travis to GitHub Actions", 2020-03-09); the tz source files pacificnew and systemv in 87071681 ("Remove
# pacificnew and systemv time zones", 2020-10-19). Found with `git diff -M --name-status v2.10 HEAD` and
# `git log --diff-filter=D`. No public type or method is removed within 2.x (checked by a diff of the declared names).
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "0ae53118955118d4618ccf8ae7cf1b6d96cbc02d"  # tag v2.10
OLD_DATE = "2018-05-30"
SOURCE_GLOBS = ["*.java"]
MODULES = ("org", "joda", "time", "format")
ANC = {}
ROWS = [
    ("en", "false", ".travis.yml", None,
     "The JDK matrix for CI is in `.travis.yml`; add new JDKs there.", "README.md:1",
     "deleted in 552b9769 (2020-03-09, Move from Travis to GitHub Actions)"),
    ("zh", "false", "src/main/java/org/joda/time/tz/src/pacificnew", None,
     "时区源数据 src/main/java/org/joda/time/tz/src/pacificnew 也要跟着 tzdata 更新。", "README.md:1",
     "deleted in 87071681 (2020-10-19, Remove pacificnew and systemv time zones)"),
    ("bare", "false", "src/main/java/org/joda/time/tz/src/systemv", None,
     "src/main/java/org/joda/time/tz/src/systemv", "README.md:1", "deleted in 87071681 (2020-10-19)"),
    ("ja", "true", "DateTimeFormat.forPattern", None, "書式は `DateTimeFormat.forPattern` で作る。",
     "src/main/java/org/joda/time/format/DateTimeFormat.java:1", ""),
]
