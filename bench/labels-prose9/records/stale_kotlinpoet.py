# Time set: kotlinpoet's docs and sources at 1.18.1 (2024-07-15), checked against the pinned 2.3.0 head. The JVM sources
# moved from kotlinpoet/src/commonMain to kotlinpoet/src/jvmMain when the JS and WasmJs source sets were added
# (e4e7a6fd, 2024-10-15; git's rename detection pairs each file), and the JavaPoet interop module with its
# toJTypeName/toJClassName extensions and docs/interop-javapoet.md was deleted (287ea829, "Delete interop-javapoet
# module", 2026-03-18); found with `git diff -M --name-status 1.18.1 HEAD` and a diff of the declared functions.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "c5bf640d1db3611cc65cdb59199e4db9e312438c"  # tag 1.18.1
OLD_DATE = "2024-07-15"
SOURCE_GLOBS = ["*.kt"]
MODULES = ("kotlinpoet",)
ANC = {}
_SRC = "kotlinpoet/src/{}/kotlin/com/squareup/kotlinpoet/{}"
ROWS = [
    ("en", "false", "TypeName.toJTypeName", None,
     "The mixed Java/Kotlin generator converts each parameter type with `kType.toJTypeName()` before handing it to JavaPoet.",
     "docs/interop-javapoet.md:33", "the interop-javapoet module was deleted in 287ea829 (2026-03-18)"),
    ("zh", "false", "ClassName.toJClassName", None,
     "生成 Java 代码时用 `className.toJClassName()` 把 KotlinPoet 的 ClassName 转成 JavaPoet 的。",
     "interop/javapoet/src/main/kotlin/com/squareup/kotlinpoet/javapoet/K2jInterop.kt:60", "deleted with interop/javapoet in 287ea829"),
    ("ja", "false", "docs/interop-javapoet.md", None,
     "JavaPoet との相互変換の手順は docs/interop-javapoet.md にまとめてある。",
     "docs/changelog.md:818", "deleted in 287ea829 with the module"),
    ("bare", "false", "interop/javapoet/", None, "interop/javapoet/",
     "docs/interop-javapoet.md:1", "deleted in 287ea829"),
    ("en", "false", _SRC.format("commonMain", "FunSpec.kt"), _SRC.format("jvmMain", "FunSpec.kt"),
     "Handover: the builder validation for constructors lives in " + _SRC.format("commonMain", "FunSpec.kt") + ".",
     _SRC.format("commonMain", "FunSpec.kt") + ":1", "moved to jvmMain in e4e7a6fd (2024-10-15)"),
    ("zh", "false", _SRC.format("commonMain", "TypeSpec.kt"), _SRC.format("jvmMain", "TypeSpec.kt"),
     "TypeSpec 的 Kind 校验在 " + _SRC.format("commonMain", "TypeSpec.kt") + " 里。",
     _SRC.format("commonMain", "TypeSpec.kt") + ":1", "moved to jvmMain in e4e7a6fd (2024-10-15)"),
    ("bare", "false", _SRC.format("commonMain", "CodeWriter.kt"), _SRC.format("jvmMain", "CodeWriter.kt"),
     _SRC.format("commonMain", "CodeWriter.kt"),
     _SRC.format("commonMain", "CodeWriter.kt") + ":1", "moved to jvmMain in e4e7a6fd (2024-10-15)"),
    # still there
    ("en", "true", "TypeSpec.classBuilder", None,
     "Start every generated class with `TypeSpec.classBuilder(\"Greeter\")`.", "docs/index.md:32", ""),
    ("zh", "true", "FunSpec.builder", None,
     "函数用 `FunSpec.builder(\"greet\")` 创建。", "docs/index.md:44", ""),
    ("bare", "true", "docs/interop-ksp.md", None, "docs/interop-ksp.md", "docs/interop-ksp.md:1", ""),
]
