# Hand-written records for marshmallow-code/marshmallow (Python, 3.23.0+4). Schema (src/marshmallow/schema.py: load,
# loads, dump, dumps, validate, from_dict, handle_error, on_bind_field), the field classes of fields.py (Field with
# serialize/deserialize/make_error, load_default and data_key; Nested, Pluck, List, Method, Function, ...), the
# validators of validate.py (Length, Range, OneOf, Regexp, ...), the decorators (post_load, pre_dump, validates,
# validates_schema) and ValidationError (messages, valid_data, field_name). pydantic's, Django REST framework's and
# marshmallow 2's names are the k1 a model brings; dataclasses.Field's and pydantic FieldInfo's members on
# marshmallow's Field are k5. (form, kind, label, target, sugg, text[, also])
LANG = "python"
MODULES = ("marshmallow", "fields", "validate")
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "Schema.load", None,
     "Session summary: the webhook handler now calls `UserSchema().load(payload)` and returns 422 with `err.messages` when it raises `ValidationError`.",
     ["ValidationError"]),
    ("en", "true", "true", "marshmallow.post_load", None,
     "Rule: schemas return plain dicts; only the API layer decorates a `@post_load` hook that builds the dataclass."),
    ("en", "true", "true", "marshmallow.validates_schema", None,
     "Cross-field checks (start before end) go in a method decorated with `@validates_schema`, not in a field validator."),
    ("en", "true", "true", "Schema.from_dict", None,
     "For one-off payloads we generate the schema with `Schema.from_dict({\"id\": fields.Int()})` instead of declaring a class."),
    ("en", "true", "true", "ValidationError.valid_data", None,
     "Review: on partial failure, `e.valid_data` of the ValidationError still carries the fields that passed; the importer keeps those."),
    ("en", "true", "true", "Field.make_error", None,
     "A custom field raises `self.make_error(\"invalid\")` so the message comes from its `default_error_messages`."),
    # --- true, Chinese
    ("zh", "true", "true", "Schema.dumps", None,
     "需要字符串时直接用 `schema.dumps(obj)`，不用先 dump 再 json.dumps。"),
    ("zh", "true", "true", "marshmallow.validates", None,
     "单字段校验用 `@validates(\"email\")` 装饰方法，抛 ValidationError 即可。"),
    ("zh", "true", "true", "Field.data_key", None,
     "外部 JSON 用驼峰命名时给字段设置 `data_key=\"userId\"`，Python 侧保持 snake_case。"),
    ("zh", "true", "true", "Schema.validate", None,
     "只想拿到错误而不抛异常时用 `schema.validate(data)`，它返回错误字典。"),
    ("zh", "true", "true", "Length", None,
     "用户名长度用 `validate.Length(min=3, max=32)` 限制。"),
    # --- true, Japanese
    ("ja", "true", "true", "marshmallow.pre_dump", None,
     "シリアライズ前の整形は `@pre_dump` で行い、モデル側には手を入れない。"),
    ("ja", "true", "true", "Field.load_default", None,
     "省略時の値は `load_default=list` で与える（`missing=` は古い書き方）。"),
    ("ja", "true", "true", "ValidationError.messages", None,
     "API のエラー応答には ValidationError の `messages` をそのまま返している。"),
    # --- bare references
    ("bare", "true", "true", "Schema.handle_error", None, "Schema.handle_error"),
    ("bare", "true", "true", "Schema.on_bind_field", None, "marshmallow.Schema.on_bind_field"),
    ("bare", "true", "true", "Field.deserialize", None, "Field.deserialize()"),
    ("bare", "true", "true", "Pluck", None, "fields.Pluck"),
    ("bare", "true", "true", "OneOf", None, "validate.OneOf"),
    ("bare", "true", "true", "src/marshmallow/decorators.py", None, "src/marshmallow/decorators.py"),
    ("bare", "true", "true", "Field.default", None, "Field.default"),
    ("bare", "true", "true", "marshmallow.EXCLUDE", None, "marshmallow.EXCLUDE"),
    ("bare", "true", "true", "ValidationError.normalized_messages", None, "ValidationError.normalized_messages()"),
    # --- k1: pydantic / DRF / marshmallow 2 names bound to marshmallow's types
    ("en", "k1", "false", "Schema.model_validate", "Schema.load",
     "The request body is parsed with `OrderSchema.model_validate(body)` before it reaches the service."),
    ("zh", "k1", "false", "Schema.is_valid", "Schema.validate",
     "先调用 marshmallow `Schema` 的 `is_valid(data)`，为 True 再 load。"),
    ("ja", "k1", "false", "marshmallow.field_validator", "marshmallow.validates",
     "メールアドレスの検証は marshmallow の `@field_validator(\"email\")` で書く。"),
    ("bare", "k1", "false", "Schema.parse_obj", "Schema.load", "marshmallow.Schema.parse_obj"),
    # --- k2: typo-level variants of marshmallow's own names
    ("en", "k2", "false", "marshmallow.post_loads", "marshmallow.post_load",
     "Fixed the missing objects: the hook was decorated with `@post_loads` by mistake, so it never ran."),
    ("zh", "k2", "false", "ValidationError.message", "ValidationError.messages",
     "错误信息从 ValidationError 的 `message` 属性读取。"),
    ("bare", "k2", "false", "Field.deserialise", "Field.deserialize", "Field.deserialise"),
    ("bare", "k2", "false", "marshmallow.validates_field", "marshmallow.validates", "marshmallow.validates_field"),
    # --- k3: invented types decorating the real ones
    ("en", "k3", "false", "MarshmallowSchema.load", "Schema.load",
     "All API schemas subclass our `MarshmallowSchema`; `MarshmallowSchema.load` adds the request id to errors."),
    ("zh", "k3", "false", "SchemaSerializer.dump", "Schema.dump",
     "输出统一走 `SchemaSerializer.dump(obj)`。"),
    ("ja", "k3", "false", "FieldSchema.deserialize", "Field.deserialize",
     "カスタム型は `FieldSchema.deserialize` をオーバーライドする。"),
    # --- k4: a member of the schema, the field or the error on the wrong type
    ("en", "k4", "false", "Field.load", "Schema.load",
     "Validate a single value by calling `load(value)` on the `fields.Email()` instance."),
    ("zh", "k4", "false", "Schema.make_error", "Field.make_error",
     "schema 级别的错误用 `Schema.make_error(\"invalid\")` 生成。"),
    ("bare", "k4", "false", "Schema.serialize", "Field.serialize", "Schema.serialize"),
    ("bare", "k4", "false", "ValidationError.data_key", "Field.data_key", "ValidationError.data_key"),
    # --- k5: dataclasses.Field / pydantic FieldInfo members taken for marshmallow's Field
    ("en", "k5", "false", "Field.default_factory", "Field.load_default",
     "List fields get `default_factory=list` on the marshmallow `Field`, so each load gets a fresh list."),
    ("zh", "k5", "false", "Field.alias", "Field.data_key",
     "marshmallow 的 `Field` 用 `alias` 指定 JSON 中的键名。"),
    ("ja", "k5", "false", "Field.annotation", None,
     "marshmallow.fields.Field の `annotation` から Python の型を取り出す。"),
    # --- external
    ("en", "ext", "external", "TypeAdapter.validate_python", None,
     "The new internal services validate with pydantic's `TypeAdapter.validate_python`; the public API stays on marshmallow."),
    ("zh", "ext", "external", "dataclasses.asdict", None,
     "dump 之前不需要 `dataclasses.asdict`，marshmallow 可以直接读属性。"),
    ("ja", "ext", "external", "json.dumps", None,
     "`json.dumps` に渡す前に `default=str` を付けていたが、dumps を使えば不要。"),
    # --- added: Japanese, a code fence
    ("ja", "true", "true", "Schema.loads", None,
     "JSON 文字列はそのまま `schema.loads(raw, many=True)` に渡せる。"),
    ("en", "k4", "false", "Schema.deserialize", "Field.deserialize",
     "Custom loading logic:\n\n```python\nclass EventSchema(Schema):\n    def deserialize(self, value, attr, data, **kwargs):\n        ...\n```\n\noverriding `Schema.deserialize` is how we normalise the timestamps."),
]
