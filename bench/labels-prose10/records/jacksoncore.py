# Hand-written records for FasterXML/jackson-core (Java, 2.19 branch, jackson-core-2.19.1+40). The streaming layer:
# JsonFactory (built with JsonFactoryBuilder) creates JsonParser / JsonGenerator; tokens are JsonToken; limits are
# StreamReadConstraints (nested Builder); JsonPointer and JsonLocation are value types. Jackson 3's renames
# (writeName, getString), Gson's JsonReader/JsonWriter names (nextName, peek, beginObject) and jackson-databind's are
# the k1 a model brings; JSON-P's javax.json.stream.JsonParser/JsonGenerator (next, hasNext, getString, writeEnd) are the
# homonyms of k5. (form, kind, label, target, sugg, text[, also])
LANG = "java"
MODULES = ()
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "JsonParser.nextToken", None,
     "Session summary: the importer streams the 2 GB export with `parser.nextToken()` in a loop instead of binding the whole tree."),
    ("en", "true", "true", "JsonParser.skipChildren", None,
     "Unknown sections are skipped with `jsonParser.skipChildren()` right after their START_OBJECT; that also handles nested arrays."),
    ("en", "true", "true", "JsonGenerator.writeStringField", None,
     "Rule: write simple properties with `gen.writeStringField(\"id\", id)` rather than a `writeFieldName` + `writeString` pair.",
     ["JsonGenerator.writeFieldName", "JsonGenerator.writeString"]),
    ("en", "true", "true", "JsonFactory.builder", None,
     "Handover: the factory is created once with `JsonFactory.builder().streamReadConstraints(limits).build()` and shared; it is thread-safe after configuration."),
    ("en", "true", "true", "StreamReadConstraints.Builder.maxStringLength", None,
     "We raised the limit for base64 blobs with `StreamReadConstraints.builder().maxStringLength(50_000_000)`; the 2.15 default of 20 MB rejected them.",
     ["StreamReadConstraints.builder"]),
    ("en", "true", "true", "JsonParser.getValueAsString", None,
     "Review: `getValueAsString()` returns null for START_OBJECT; check `currentToken()` first.",
     ["JsonParser.currentToken"]),
    ("en", "true", "true", "JsonParser.getCurrentName", None,
     "Old code still calls `getCurrentName()` on the JsonParser; it is deprecated in favour of `currentName()` but works.",
     ["JsonParser.currentName"]),
    # --- true, Chinese
    ("zh", "true", "true", "JsonGenerator.useDefaultPrettyPrinter", None,
     "调试输出时在 JsonGenerator 上调用 `useDefaultPrettyPrinter()`，生产环境关闭。"),
    ("zh", "true", "true", "JsonParser.getTokenLocation", None,
     "报错时带上 `p.getTokenLocation()` 的行号和列号，方便定位坏数据。"),
    ("zh", "true", "true", "JsonToken.isStructStart", None,
     "判断是否进入对象或数组：`token.isStructStart()`，JsonToken 自带这个方法。"),
    ("zh", "true", "true", "JsonPointer.compile", None,
     "路径表达式用 `JsonPointer.compile(\"/data/items/0\")` 预编译后复用。"),
    ("zh", "true", "true", "JsonFactory.createGenerator", None,
     "输出流统一由 `factory.createGenerator(out, JsonEncoding.UTF8)` 创建，记得 close。"),
    # --- true, Japanese
    ("ja", "true", "true", "JsonParser.nextFieldName", None,
     "フィールド名だけを順に読む場合は `p.nextFieldName()` が速い。値のトークンは自分で進める。"),
    ("ja", "true", "true", "JsonLocation.getLineNr", None,
     "エラーメッセージには JsonLocation の `getLineNr()` と `getColumnNr()` を出す。",
     ["JsonLocation.getColumnNr"]),
    ("ja", "true", "true", "JsonGenerator.writeNumberField", None,
     "数値は `writeNumberField(\"count\", n)` で書く。文字列にしないこと。"),
    # --- bare references
    ("bare", "true", "true", "JsonFactory.createParser", None, "JsonFactory#createParser"),
    ("bare", "true", "true", "JsonFactory.createJsonParser", None, "JsonFactory.createJsonParser"),
    ("bare", "true", "true", "JsonParser.readValueAs", None, "JsonParser#readValueAs"),
    ("bare", "true", "true", "JsonGenerator.writeRawValue", None, "JsonGenerator.writeRawValue()"),
    ("bare", "true", "true", "StreamReadConstraints.defaults", None, "StreamReadConstraints.defaults"),
    ("bare", "true", "true", "JsonPointer.appendProperty", None, "JsonPointer#appendProperty"),
    ("bare", "true", "true", "JsonFactoryBuilder.quoteChar", None, "JsonFactoryBuilder.quoteChar"),
    ("bare", "true", "true", "release-notes/VERSION-2.x", None, "release-notes/VERSION-2.x"),
    ("bare", "true", "true", "JsonParser.getNumberType", None, "com.fasterxml.jackson.core.JsonParser#getNumberType"),
    # --- k1: Jackson 3 / Gson names bound to the 2.x types
    ("en", "k1", "false", "JsonGenerator.writeName", "JsonGenerator.writeFieldName",
     "Each key is emitted with `writeName(key)` on the `JsonGenerator`, then the value."),
    ("zh", "k1", "false", "JsonParser.nextName", "JsonParser.nextFieldName",
     "读取对象时先调用 JsonParser 的 `nextName()` 取键名，再读值。"),
    ("ja", "k1", "false", "JsonParser.peek", "JsonParser.currentToken",
     "次のトークンの種類は JsonParser の `peek()` で先に確認する。"),
    ("bare", "k1", "false", "JsonGenerator.beginObject", "JsonGenerator.writeStartObject", "JsonGenerator#beginObject"),
    # --- k2: typo-level variants of the types' own names
    ("en", "k2", "false", "JsonParser.getValueAsStr", "JsonParser.getValueAsString",
     "Fixed the null ids: numeric ids are read with `getValueAsStr()` on the JsonParser, which coerces them."),
    ("zh", "k2", "false", "JsonToken.isStructureStart", "JsonToken.isStructStart",
     "用 `JsonToken.isStructureStart()` 判断是否是 `{` 或 `[`。"),
    ("bare", "k2", "false", "JsonGenerator.writeStringFields", "JsonGenerator.writeStringField", "JsonGenerator#writeStringFields"),
    ("bare", "k2", "false", "JsonPointer.appendProperties", "JsonPointer.appendProperty", "JsonPointer.appendProperties"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "JsonStreamParser.nextToken", "JsonParser.nextToken",
     "The reader wraps the input in a `JsonStreamParser` and loops over `JsonStreamParser.nextToken()`."),
    ("zh", "k3", "false", "JsonWriterBuilder.prettyPrint", "JsonGenerator.useDefaultPrettyPrinter",
     "格式化输出通过 `JsonWriterBuilder.prettyPrint()` 打开。"),
    ("ja", "k3", "false", "JacksonParserFactory.createParser", "JsonFactory.createParser",
     "パーサは共通の `JacksonParserFactory.createParser(input)` から取得する。"),
    # --- k4: a member of the sibling type on the wrong one
    ("en", "k4", "false", "JsonFactory.maxStringLength", "StreamReadConstraints.Builder.maxStringLength",
     "Raise the string limit directly on the `JsonFactory` with `maxStringLength(...)`."),
    ("ja", "k4", "false", "JsonParser.useDefaultPrettyPrinter", "JsonGenerator.useDefaultPrettyPrinter",
     "JsonParser 側でも `useDefaultPrettyPrinter()` を呼ぶと整形されたまま読める。"),
    ("bare", "k4", "false", "JsonGenerator.nextToken", "JsonParser.nextToken", "JsonGenerator#nextToken"),
    ("bare", "k4", "false", "JsonParser.writeStartObject", "JsonGenerator.writeStartObject", "JsonParser.writeStartObject()"),
    # --- k5: JSON-P's JsonParser / JsonGenerator taken for Jackson's
    ("en", "k5", "false", "JsonParser.hasNext", "JsonParser.nextToken",
     "Loop with `while (parser.hasNext())` over the Jackson `JsonParser`, then read the event."),
    ("zh", "k5", "false", "JsonParser.getString", "JsonParser.getText",
     "字符串值用 Jackson `JsonParser` 的 `getString()` 取出。"),
    ("ja", "k5", "false", "JsonGenerator.writeEnd", "JsonGenerator.writeEndObject",
     "オブジェクトの終わりは com.fasterxml.jackson.core.JsonGenerator の `writeEnd()` で閉じる。"),
    # --- external
    ("en", "ext", "external", "ObjectMapper.readTree", None,
     "Small payloads still go through jackson-databind's `ObjectMapper.readTree`; only the export uses the streaming API."),
    ("zh", "ext", "external", "JsonReader.beginObject", None,
     "旧模块用 Gson 的 `JsonReader.beginObject()` 手写解析，迁移到 Jackson 后删除。"),
    ("ja", "ext", "external", "Json.createParser", None,
     "JSON-P（Jakarta）の `Json.createParser` は使わず、Jackson に統一する。"),
    # --- added: a code fence (Jackson 3's writeStringProperty), a Japanese true
    ("ja", "true", "true", "JsonGenerator.writeArray", None,
     "配列はまとめて `gen.writeArray(ids, 0, ids.length)` で書ける。int[] と long[] に対応している。"),
    ("en", "k1", "false", "JsonGenerator.writeStringProperty", "JsonGenerator.writeStringField",
     "Snippet from the export job:\n\n```java\ngen.writeStartObject();\ngen.writeStringProperty(\"id\", id);\ngen.writeEndObject();\n```",
     ["JsonGenerator.writeStartObject", "JsonGenerator.writeEndObject"]),
]
