# Time set: yup's README and docs at v0.32.11 (2021-10-12), checked against the pinned v1.7 head. v1 ("Merge next
# into master", 366f7d8, 2022-01-03) dropped the TypeScript helpers SchemaOf and TypeOf (InferType stays; Asserts is
# kept as a renaming re-export, a stale_true), renamed the abstract BaseSchema to Schema and deleted
# docs/typescript.md; found by a diff of the declared names of src/ at both commits and `git diff -M --name-status`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "d072af33b84acef4f2bd355ff5637048edb95bae"  # tag v0.32.11
OLD_DATE = "2021-10-12"
SOURCE_GLOBS = ["*.ts"]
MODULES = ("yup",)
ANC = {}
ROWS = [
    ("en", "false", "yup.SchemaOf", "yup.ObjectSchema",
     "Form schemas are typed against the model: `const personSchema: SchemaOf<Person> = object({ ... })`.",
     "docs/typescript.md:77", "removed in v1 (366f7d8); v1 types an object schema as ObjectSchema<Person>"),
    ("zh", "false", "yup.TypeOf", "yup.InferType",
     "cast() 之后的类型用 `yup.TypeOf<typeof schema>` 推导。",
     "docs/typescript.md:18", "removed in v1 (366f7d8)"),
    ("ja", "false", "BaseSchema", "Schema",
     "独自の schema 型は抽象クラス `BaseSchema` を継承して作る。",
     "docs/extending.md:52", "renamed Schema in v1 (366f7d8)"),
    ("bare", "false", "docs/typescript.md", None, "docs/typescript.md", "README.md:11", "deleted in 366f7d8"),
    # still there
    ("en", "true", "yup.Asserts", None,
     "The validated type is `yup.Asserts<typeof schema>`.", "docs/typescript.md:19",
     "kept as `InferType as Asserts` in src/index.ts"),
    ("zh", "true", "Schema.validateSync", None,
     "同步校验用 `schema.validateSync(value)`，失败时抛 ValidationError。", "README.md:427", ""),
    ("bare", "true", "ObjectSchema.from", None, "ObjectSchema.from", "README.md:222", ""),
]
