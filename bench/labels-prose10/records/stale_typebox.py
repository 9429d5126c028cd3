# Time set: TypeBox's readme at 0.34.41 (2025-08-30), checked against the pinned 1.3.16 head. The 0.x layout
# (src/compiler/, src/errors/, TypeCompiler, Value.Cast, Type.Transform, TypeGuard) went in 51e564d0
# ("Version 1.0.0", 2025-09-10); Value.Mutate survived into 1.x and went in 9b6cb031 ("Version 1.3.0", 2026-06-22). Found
# with `git diff -M --name-status 0.34.41 HEAD`, `git log --diff-filter=D` and a diff of the exported names.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "e0ec98c9dbbf6f6b8777f121a2da38f2d09cf2ed"  # tag 0.34.41
OLD_DATE = "2025-08-30"
SOURCE_GLOBS = ["*.ts"]
MODULES = ("Type", "Value", "typebox")
ANC = {}
ROWS = [
    ("en", "false", "TypeCompiler.Compile", "Compile",
     "Hot paths use `TypeCompiler.Compile(T)` from `@sinclair/typebox/compiler`; the compiled check is about 10x faster than Value.Check.",
     "readme.md:1518", "src/compiler/ deleted in 51e564d0 (Version 1.0.0, 2025-09-10); 1.x exports Compile from src/compile/compile.ts"),
    ("zh", "false", "Value.Cast", "Value.Repair",
     "旧版本缓存的数据读出来后先 `Value.Cast(T, value)`，缺的字段会补默认值。",
     "readme.md:1131", "src/value/cast/ deleted in 51e564d0 (2025-09-10)"),
    ("ja", "false", "Value.Mutate", None,
     "状態オブジェクトは参照を保ったまま `Value.Mutate(current, next)` で更新する。",
     "readme.md:1281", "src/value/mutate/ deleted in 9b6cb031 (Version 1.3.0, 2026-06-22)"),
    ("en", "false", "Type.Transform", "Type.Codec",
     "Date fields are declared as `Type.Transform(Type.String()).Decode(...).Encode(...)`.",
     "readme.md:943", "src/type/transform/ deleted in 51e564d0 (2025-09-10)"),
    ("bare", "false", "src/type/guard/type.ts", None, "src/type/guard/type.ts", "readme.md:1008", "deleted in 51e564d0 (2025-09-10) with the TypeGuard module"),
    ("bare", "false", "src/compiler/compiler.ts", "src/compile/compile.ts", "src/compiler/compiler.ts",
     "readme.md:1518", "deleted in 51e564d0 (2025-09-10)"),
    ("zh", "false", "TypeGuard.IsString", None,
     "判断 schema 类型用 `TypeGuard.IsString(T)`，不要直接比较 `[Kind]`。",
     "readme.md:1008", "src/type/guard/ deleted in 51e564d0 (2025-09-10)"),
    ("bare", "false", "src/errors/", "src/error/", "src/errors/", "readme.md:1257", "src/errors/ deleted in 51e564d0 (2025-09-10)"),
    # still there
    ("en", "true", "Value.Check", None, "Plain checks stay on `Value.Check(T, value)`.", "readme.md:1067", ""),
    ("ja", "true", "Type.Object", None, "スキーマは `Type.Object({...})` で宣言する。", "readme.md:1518", ""),
    ("bare", "true", "Value.Errors", None, "Value.Errors", "readme.md:1257", ""),
]
