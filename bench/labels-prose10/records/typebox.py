# Hand-written records for sinclairzx81/typebox (TypeScript, 1.3.16; package `typebox`). The Type builders are free
# functions re-exported by src/typebox.ts (`export { _Object_ as Object }` in src/type/types/object.ts, Union, Literal,
# Record, Ref, Partial, Pick, Omit, Codec, Refine), `Value` is a namespace module (src/value/value.ts: Check, Parse,
# Clean, Convert, Create, Default, Decode, Encode, Errors, Diff, Patch, Hash, Repair, Assert), and `Compile`
# (src/compile/compile.ts) returns a Validator class (Check, Parse, Errors, Code, IsAccelerated). TypeBox 0.34's names
# (TypeCompiler, Value.Cast, Value.Mutate, Type.Transform, Kind), zod's (z.object's .parse/.safeParse/.infer) and Ajv's are
# the k1 a model brings; Ajv's ValidateFunction members on Validator are k5. (form, kind, label, target, sugg, text[, also])
LANG = "typescript"
MODULES = ("Type", "Value", "typebox")
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "Type.Object", None,
     "Session summary: request bodies are declared once as `const User = Type.Object({ id: Type.String() })` and the handler type is `Static<typeof User>`.",
     ["Static"]),
    ("en", "true", "true", "Value.Parse", None,
     "Rule: untrusted input goes through `Value.Parse(User, body)`, which cleans, converts, defaults and then asserts in one call."),
    ("en", "true", "true", "Compile", None,
     "Handover: hot paths compile the schema once with `const C = Compile(User)` and call `C.Check(value)` per request.",
     ["Validator.Check"]),
    ("en", "true", "true", "Validator.Errors", None,
     "Review: when `Check` fails, report `validator.Errors(value)` rather than a generic 400; each error carries an instancePath.",
     ["Validator.Check"]),
    ("en", "true", "true", "Value.Repair", None,
     "Lesson learned: migrating old cache entries uses `Value.Repair(Schema, stale)`, which keeps what matches and fills the rest with defaults."),
    ("en", "true", "true", "Type.Codec", None,
     "Dates cross the wire as strings: the field is a `Type.Codec(Type.String())` with Decode/Encode, run by `Value.Decode`.",
     ["Value.Decode"]),
    # --- true, Chinese
    ("zh", "true", "true", "Value.Check", None,
     "只做判断不抛异常时用 `Value.Check(T, data)`，返回 boolean。"),
    ("zh", "true", "true", "Value.Default", None,
     "配置文件读取后先调用 `Value.Default(Config, raw)` 补齐默认值。"),
    ("zh", "true", "true", "Type.Partial", None,
     "PATCH 接口的 body 是 `Type.Partial(User)`，所有字段都变成可选。"),
    ("zh", "true", "true", "Value.Diff", None,
     "同步模块用 `Value.Diff(prev, next)` 计算增量，再用 `Value.Patch` 应用。",
     ["Value.Patch"]),
    ("zh", "true", "true", "Type.Union", None,
     "状态字段定义为 `Type.Union([Type.Literal('on'), Type.Literal('off')])`。",
     ["Type.Literal"]),
    # --- true, Japanese
    ("ja", "true", "true", "Value.Clean", None,
     "レスポンスを返す前に `Value.Clean(Schema, obj)` で余分なプロパティを取り除く。"),
    ("ja", "true", "true", "Validator.Code", None,
     "生成された検証コードは `validator.Code()` で確認できる。"),
    ("ja", "true", "true", "Type.Record", None,
     "任意キーのマップは `Type.Record(Type.String(), Type.Number())` で表す。"),
    # --- bare references
    ("bare", "true", "true", "Value.Hash", None, "Value.Hash"),
    ("bare", "true", "true", "Value.Convert", None, "Value.Convert()"),
    ("bare", "true", "true", "Type.Refine", None, "Type.Refine"),
    ("bare", "true", "true", "Validator.IsAccelerated", None, "Validator.IsAccelerated"),
    ("bare", "true", "true", "Type.Omit", None, "Type.Omit"),
    ("bare", "true", "true", "TSchema", None, "TSchema"),
    ("bare", "true", "true", "src/compile/validator.ts", None, "src/compile/validator.ts"),
    ("bare", "true", "true", "Value.Assert", None, "Value.Assert"),
    ("bare", "true", "true", "Type.Unsafe", None, "Type.Unsafe()"),
    # --- k1: TypeBox 0.34 / zod names bound to 1.x
    ("en", "k1", "false", "TypeCompiler.Compile", "Compile",
     "For speed, wrap the schema with `TypeCompiler.Compile(User)` and reuse the checker."),
    ("zh", "k1", "false", "Value.Cast", "Value.Repair",
     "旧数据迁移时用 `Value.Cast(Schema, old)` 转成新结构。"),
    ("ja", "k1", "false", "Type.Transform", "Type.Codec",
     "文字列と Date の変換は `Type.Transform(Type.String())` で定義する。"),
    ("bare", "k1", "false", "Value.SafeParse", "Value.Parse", "Value.SafeParse"),
    # --- k2: typo-level variants of TypeBox's own names
    ("en", "k2", "false", "Value.Defaults", "Value.Default",
     "Fixed the missing timeouts: config is now passed through `Value.Defaults(Config, raw)` before use."),
    ("zh", "k2", "false", "Validator.IsAccelerate", "Validator.IsAccelerated",
     "可以用 `validator.IsAccelerate()` 判断是否走了 JIT 路径。"),
    ("bare", "k2", "false", "Type.Partials", "Type.Partial", "Type.Partials"),
    ("bare", "k2", "false", "Value.Cleanup", "Value.Clean", "Value.Cleanup"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "SchemaValidator.Check", "Validator.Check",
     "Each route holds a `SchemaValidator`; `SchemaValidator.Check(body)` runs before the handler."),
    ("zh", "k3", "false", "TypeBoxCompiler.Compile", "Compile",
     "启动时由 `TypeBoxCompiler.Compile` 预编译所有 schema。"),
    ("ja", "k3", "false", "CompiledSchema.Parse", "Validator.Parse",
     "`CompiledSchema.Parse(input)` は失敗すると例外を投げる。"),
    # --- k4: a member of the namespace or class on the wrong one
    ("en", "k4", "false", "Validator.Repair", "Value.Repair",
     "Once you have a compiled `Validator`, call `Repair(value)` on it to fix up stale cache entries."),
    ("zh", "k4", "false", "Validator.Diff", "Value.Diff",
     "编译后的 Validator 也能 `Diff(a, b)` 比较两个值。"),
    ("bare", "k4", "false", "Validator.Patch", "Value.Patch", "Validator.Patch"),
    ("bare", "k4", "false", "Validator.Hash", "Value.Hash", "Validator.Hash"),
    # --- k5: Ajv's ValidateFunction / zod's schema methods taken for TypeBox's Validator
    ("en", "k5", "false", "Validator.safeParse", "Validator.Parse",
     "Prefer `validator.safeParse(input)` on the compiled TypeBox `Validator`; it returns a result object instead of throwing."),
    ("zh", "k5", "false", "Validator.validate", "Validator.Check",
     "TypeBox 的 `Validator` 调用 `validate(data)` 返回是否通过，错误在 `errors` 属性里。"),
    ("ja", "k5", "false", "Validator.schema", "Validator.Type",
     "コンパイル済み Validator の `schema` プロパティから元のスキーマを取り出す。"),
    # --- external
    ("en", "ext", "external", "ajv.compile", None,
     "The legacy endpoints still validate with `ajv.compile(schema)`; TypeBox schemas are plain JSON Schema, so Ajv accepts them."),
    ("zh", "ext", "external", "z.infer", None,
     "从 zod 迁移时，把 `z.infer<typeof X>` 换成 `Static<typeof X>`。"),
    ("ja", "ext", "external", "fastify.withTypeProvider", None,
     "Fastify では `fastify.withTypeProvider<TypeBoxTypeProvider>()` を呼んでから route を定義する。"),
]
