# Time set: jackson-core's README and resources at jackson-core-2.10.0 (2019-09-25), checked against the pinned 2.19 head.
# .travis.yml went in c3b10399f ("Remove travis build", 2021-09-21), src/main/resources/META-INF/LICENSE in c04e9243b
# (2020-11-03, LICENSE included by the build instead). No public method of 2.10 was removed in 2.x.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "2ce88904df6c60ef0c4708f6c514885cef850409"  # tag jackson-core-2.10.0
OLD_DATE = "2019-09-25"
SOURCE_GLOBS = ["*.java"]
MODULES = ()
ANC = {}
ROWS = [
    ("zh", "false", ".travis.yml", None,
     "多 JDK 构建矩阵在 .travis.yml 里定义。",
     "README.md:22", "deleted in c3b10399f (2021-09-21, Remove travis build)"),
    ("en", "false", "src/main/resources/META-INF/LICENSE", None,
     "The jar's license text comes from src/main/resources/META-INF/LICENSE.",
     "README.md:22", "deleted in c04e9243b (2020-11-03)"),
    ("ja", "true", "JsonFactory.createParser", None, "パーサは `JsonFactory.createParser` で作る。", "README.md:22", ""),
]
