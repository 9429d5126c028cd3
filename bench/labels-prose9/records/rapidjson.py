# Hand-written records for Tencent/rapidjson (C++ header-only JSON, master after v1.1.0). GenericValue (typedef Value)
# holds the DOM, GenericDocument (typedef Document) derives from it and parses; Writer/PrettyWriter write SAX events
# into a stream such as GenericStringBuffer (typedef StringBuffer); GenericPointer (typedef Pointer) is JSON Pointer;
# GenericSchemaDocument/GenericSchemaValidator validate. nlohmann::json's, jsoncpp's and Qt's names are the k1/k5 a
# model brings; Document's members put on Value and PrettyWriter's on Writer are k4.
# (form, kind, label, target, sugg, text[, also])
LANG = "cpp"
MODULES = ("rapidjson",)
ANC = {"Value": ("GenericValue",), "Document": ("GenericDocument", "GenericValue"), "GenericDocument": ("GenericValue",),
       "StringBuffer": ("GenericStringBuffer",), "Reader": ("GenericReader",), "Pointer": ("GenericPointer",),
       "PrettyWriter": ("Writer",), "SchemaDocument": ("GenericSchemaDocument",),
       "SchemaValidator": ("GenericSchemaValidator",)}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "Value::HasMember", None,
     "Fixed the assert in release builds: `config[\"timeout\"]` on a missing key aborts, so we now guard it with `config.HasMember(\"timeout\")`."),
    ("en", "true", "true", "Value::PushBack", None,
     "Arrays are built with `arr.SetArray()` and then `arr.PushBack(v, allocator)` for each element; `v` is moved, not copied, so it is null afterwards.",
     ["Value::SetArray"]),
    ("en", "true", "true", "Value::CopyFrom", None,
     "Lesson learned: assigning one Value to another moves it. To keep the original we call `copy.CopyFrom(src, doc.GetAllocator())`."),
    ("en", "true", "true", "Writer::SetMaxDecimalPlaces", None,
     "Prices are written with `writer.SetMaxDecimalPlaces(2)` so the output does not show 0.30000000000000004."),
    ("en", "true", "true", "PrettyWriter::SetIndent", None,
     "The debug dump uses a `PrettyWriter<StringBuffer>` with `SetIndent(' ', 2)` to match the style of our other JSON files."),
    ("en", "true", "true", "StringBuffer::GetString", None,
     "Handover: serialisation is `Writer<StringBuffer> writer(buf); doc.Accept(writer);` and then `buf.GetString()`; the pointer is only valid while `buf` lives.",
     ["Value::Accept"]),
    ("en", "true", "true", "SchemaValidator::GetInvalidSchemaPointer", None,
     "When `doc.Accept(validator)` fails we log `validator.GetInvalidSchemaPointer()` and `validator.GetInvalidSchemaKeyword()` so the user sees which rule broke.",
     ["SchemaValidator::GetInvalidSchemaKeyword"]),
    ("en", "true", "true", "rapidjson::GetParseError_En", None,
     "Parse errors are reported as `GetParseError_En(doc.GetParseError())` plus `doc.GetErrorOffset()`; include `rapidjson/error/en.h` for it.",
     ["Document::GetParseError", "Document::GetErrorOffset"]),
    # --- true, Chinese
    ("zh", "true", "true", "Value::IsObject", None,
     "解析完后先用 `doc.IsObject()` 判断根节点是不是对象，再去取成员，否则 operator[] 会直接触发断言。"),
    ("zh", "true", "true", "Value::RemoveMember", None,
     "清理敏感字段：对每个对象调用 `obj.RemoveMember(\"password\")`，注意它会改变成员顺序。"),
    ("zh", "true", "true", "Value::SetString", None,
     "临时字符串要用 `v.SetString(s.c_str(), s.size(), allocator)` 拷贝一份，不能用 StringRef 引用局部变量。"),
    ("zh", "true", "true", "Writer::Key", None,
     "用 SAX 方式输出时，先 `writer.StartObject()`，每个字段 `writer.Key(\"id\")` 后跟值，最后 `writer.EndObject()`。",
     ["Writer::StartObject", "Writer::EndObject"]),
    ("zh", "true", "true", "Value::MemberCount", None,
     "日志里只打印对象的字段数 `obj.MemberCount()`，不打印内容。"),
    ("zh", "true", "true", "include/rapidjson/schema.h", None,
     "JSON Schema 校验相关的类都在 include/rapidjson/schema.h 里，SchemaDocument 要先从 schema 的 Document 构造。"),
    # --- true, Japanese
    ("ja", "true", "true", "Value::IsInt64", None,
     "ID は 2^31 を超えるので、`v.IsInt64()` を確認してから `GetInt64()` で読む。",
     ["Value::GetInt64"]),
    ("ja", "true", "true", "PrettyWriter::SetFormatOptions", None,
     "配列を一行で出力するため `writer.SetFormatOptions(kFormatSingleLineArray)` を設定した。"),
    # --- bare references
    ("bare", "true", "true", "GenericValue::GetObject", None, "GenericValue::GetObject"),
    ("bare", "true", "true", "GenericDocument::HasParseError", None, "rapidjson::GenericDocument::HasParseError"),
    ("bare", "true", "true", "include/rapidjson/prettywriter.h", None, "include/rapidjson/prettywriter.h"),
    ("bare", "true", "true", "GenericStringBuffer::GetLength", None, "GenericStringBuffer::GetLength()"),
    ("bare", "true", "true", "rapidjson::GetValueByPointer", None, "rapidjson::GetValueByPointer"),
    ("bare", "true", "true", "Value::IsLosslessDouble", None, "Value::IsLosslessDouble"),
    ("bare", "true", "true", "MemoryPoolAllocator::Clear", None, "MemoryPoolAllocator::Clear"),
    ("bare", "true", "true", "Writer::Reset", None, "rapidjson::Writer::Reset"),
    ("bare", "true", "true", "example/schemavalidator", None, "example/schemavalidator/"),
    # --- k1: nlohmann::json / jsoncpp names bound to these types
    ("en", "k1", "false", "Value::GetMemberNames", "Value::MemberBegin",
     "The key list for the settings page comes from the object `Value`'s `GetMemberNames()`; keep it sorted in the UI."),
    ("ja", "k1", "false", "Document::ParseFile", "Document::ParseStream",
     "設定ファイルは `rapidjson::Document` の `ParseFile(path)` で直接読み込む。"),
    ("bare", "k1", "false", "Value::push_back", "Value::PushBack", "Value::push_back"),
    # --- k2: typo-level variants of the type's own names
    ("en", "k2", "false", "Value::IsBoolean", "Value::IsBool",
     "The feature flags are validated by calling `IsBoolean()` on each `rapidjson::Value`; anything else is rejected."),
    ("bare", "k2", "false", "Value::GetStr", "Value::GetString", "Value::GetStr"),
    ("bare", "k2", "false", "Document::HasParseErrors", "Document::HasParseError", "Document::HasParseErrors"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "JsonDocument::Parse", "GenericDocument::Parse",
     "All request bodies go through `rapidjson::JsonDocument::Parse` in the HTTP layer."),
    ("zh", "k3", "false", "StringWriter::GetString", "GenericStringBuffer::GetString",
     "输出结果通过 `StringWriter::GetString()` 取出，再写入响应体。"),
    ("ja", "k3", "false", "ValueBuilder::AddMember", "GenericValue::AddMember",
     "オブジェクトは `ValueBuilder::AddMember` で組み立てる。"),
    # --- k4: the sibling's or subclass's member on the wrong type
    ("en", "k4", "false", "Writer::GetString", "GenericStringBuffer::GetString",
     "After `doc.Accept(writer)` the JSON text is read back with `GetString()` on the `Writer`."),
    ("zh", "k4", "false", "GenericValue::GetParseError", "GenericDocument::GetParseError",
     "每个子节点都可以用 `GenericValue::GetParseError()` 查看自己的解析错误。"),
    ("bare", "k4", "false", "SchemaDocument::IsValid", "SchemaValidator::IsValid", "SchemaDocument::IsValid"),
    # --- k5: another library's type of the same role (Qt, jsoncpp, std) taken for these
    ("en", "k5", "false", "Document::toJson", "Value::Accept",
     "Saving is one line: `toJson()` on the `rapidjson::Document` returns the compact text we write to disk."),
    ("zh", "k5", "false", "Reader::parse", "Reader::Parse",
     "SAX 解析用 `reader.parse(stream, handler)`，和 Json::Reader 一样返回 bool。"),
    ("ja", "k5", "false", "StringBuffer::str", "StringBuffer::GetString",
     "出力は `StringBuffer` の `str()` で std::string として取り出す。"),
    # --- external
    ("en", "ext", "external", "std::string::c_str", None,
     "Lesson learned: `Parse` takes a `const char*`, so we pass `body.c_str()` from the std::string and keep `body` alive."),
    ("zh", "ext", "external", "nlohmann::json::parse", None,
     "旧模块仍然用 `nlohmann::json::parse`，新代码统一迁到 rapidjson。"),
    ("ja", "ext", "external", "std::ifstream", None,
     "ファイル読み込みは `std::ifstream` で行い、内容を IStreamWrapper に渡す。"),
]
