# Time set: Expecta's README and sources at v0.2.4 (2014-01-18), checked against the pinned 1.0.6 head. The 0.1.x
# backward-compatible syntax (`toEqual`, `toBeNil`, ... as macros in src/EXPBackwardCompatibility.h) was removed in
# 629fa00 ("Remove backward compatibility", 2015-02-12), and src/ was re-arranged into Expecta/ and
# Expecta/Matchers/ in a9694cc (2015-02-12, framework-style header imports; git's rename detection pairs each file);
# found with `git diff -M --name-status v0.2.4 HEAD` and a diff of the #defines of src/ and Expecta/.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "ef0601d255cfb50b49f5a16f63042fea714df411"  # tag v0.2.4
OLD_DATE = "2014-01-18"
SOURCE_GLOBS = ["*.h", "*.m"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "EXPExpect.toEqual", "EXPExpect.equal",
     "The legacy specs still write `expect(x).toEqual(y)` with EXP_OLD_SYNTAX defined before importing Expecta.h.",
     "src/EXPBackwardCompatibility.h:31", "the old syntax was removed in 629fa00 (2015-02-12)"),
    ("zh", "false", "EXPExpect.toBeNil", "EXPExpect.beNil",
     "旧语法 `expect(err).toBeNil()` 需要先定义 EXP_OLD_SYNTAX。",
     "src/EXPBackwardCompatibility.h:24", "removed in 629fa00 (2015-02-12)"),
    ("ja", "false", "src/EXPBackwardCompatibility.h", None,
     "旧構文のマクロ定義は src/EXPBackwardCompatibility.h にある。",
     "src/EXPBackwardCompatibility.h:1", "deleted in 629fa00"),
    ("en", "false", "src/EXPExpect.h", "Expecta/EXPExpect.h",
     "The `to`/`toNot`/`will` properties are declared in src/EXPExpect.h.",
     "src/EXPExpect.h:1", "moved to Expecta/EXPExpect.h in a9694cc (2015-02-12)"),
    ("bare", "false", "src/matchers/", "Expecta/Matchers/", "src/matchers/",
     "src/EXPExpect.h:1", "moved to Expecta/Matchers/ in a9694cc (2015-02-12)"),
    # still there
    ("en", "true", "Expecta.setAsynchronousTestTimeout:", None,
     "The default one-second timeout is changed with `[Expecta setAsynchronousTestTimeout:x]`.", "README.md:140", ""),
    ("zh", "true", "EXPExpect.equal", None,
     "新语法写成 `expect(x).to.equal(y)`。", "README.md:7", ""),
]
