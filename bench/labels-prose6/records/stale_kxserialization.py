# Time set: kotlinx.serialization's README and docs at v0.20.0 (2020-03-04), checked against the pinned 1.x head.
# Found by hand from `git diff -M --name-status v0.20.0 HEAD` (runtime/ became core/, the docs were rewritten as the
# guide in 5459c105) and a diff of the declared names; each removal's commit from `git log -S`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "93d38e29939374d42f1e75e3de9ec3ddec3a07fc"  # tag v0.20.0
OLD_DATE = "2020-03-04"
SOURCE_GLOBS = ["*.kt"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "Json.stringify", "Json.encodeToString",
     "Events are written with `json.stringify(Event.serializer(), event)` on the shared Json instance.",
     "README.md:51", "renamed encodeToString in 5f9aa2c1 (2020-06-29), the old name removed in ef53d756 (2020-10-05)"),
    ("zh", "false", "Json.parse", "Json.decodeFromString",
     "缓存读回来用 `Json.parse(Data.serializer(), text)`。",
     "docs/examples.md:18", "renamed decodeFromString in 5f9aa2c1, removed in ef53d756"),
    ("ja", "false", "JsonConfiguration.Stable", None,
     "Json は `Json(JsonConfiguration.Stable)` で作る決まり。",
     "README.md:49", "the configuration object became the Json { } builder; Stable removed in ef53d756"),
    ("en", "false", "ContextualSerialization", "Contextual",
     "Date fields are annotated `@ContextualSerialization` and the serializer comes from the module.",
     "docs/old12.md:35", "renamed @Contextual in 1.0, the old name removed in ef53d756"),
    ("zh", "false", "ImplicitReflectionSerializer", None,
     "用 `serializer<T>()` 的地方都要加 `@ImplicitReflectionSerializer` 才能编译。",
     "docs/runtime_usage.md:66", "removed in the API stabilization (ef53d756)"),
    ("ja", "false", "JsonObject.getPrimitive", "JsonElement.jsonPrimitive",
     "エラー応答は `tree.getPrimitive(\"error\").content` でメッセージを取る。",
     "docs/json_transformations.md:183", "replaced by the jsonPrimitive extension property in 1.0"),
    ("en", "false", "docs/json_transformations.md", "docs/json.md",
     "How to rewrite JSON before decoding is described in docs/json_transformations.md.",
     "docs/json_transformations.md:1", "deleted by the guide rewrite 5459c105 (2020-08-11); now a chapter of docs/json.md"),
    ("zh", "false", "docs/custom_serializers.md", "docs/serializers.md",
     "自定义序列化器的写法看 docs/custom_serializers.md。",
     "docs/custom_serializers.md:1", "deleted by the guide rewrite 5459c105; now docs/serializers.md"),
    ("en", "false", "runtime/", "core/",
     "The core runtime sources are under runtime/; the formats are separate modules.",
     "docs/building.md:24", "the module was renamed core/ in 2020"),
    # still there
    ("en", "true", "JsonConfiguration", None,
     "Json settings are carried by `JsonConfiguration`.", "README.md:49", "still declared (the builder's product)"),
    ("ja", "true", "docs/building.md", None,
     "ビルド手順は docs/building.md を見る。", "docs/building.md:1", ""),
]
