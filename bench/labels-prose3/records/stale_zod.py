# Time set: Zod's docs at 33c771d88 (2023-01-13, Zod 3 in src/), checked against the current head (a pnpm monorepo:
# Zod 3 kept in packages/zod/src/v3, Zod 4 in packages/zod/src/v4). The old API names survive in v3, so what vanished
# are the files and directories the old docs link to.
OLD = "33c771d88281429dcb53a4a33d183fa9eb6a8261"
OLD_DATE = "2023-01-13"
SOURCE_GLOBS = ["src/*.ts", "src/helpers/*.ts"]
MODULES = ("z", "core", "iso", "coerce")
ANC = {"ZodObject": ("ZodType",)}
ROWS = [
    ("en", "false", "ERROR_HANDLING.md", None,
     "Every issue code and how to override its message is listed in zod's `ERROR_HANDLING.md`; link it from our validation guide.", "README.md:1926",
     "deleted; error customization is documented on the website (packages/docs)"),
    ("zh", "false", "ERROR_HANDLING.md", None, "自定义错误信息的方法看 zod 仓库里的 ERROR_HANDLING.md。", "README.md:2354", "second citation"),
    ("ja", "false", "README_ZH.md", None, "中国チーム向けには zod の中国語版ドキュメント `README_ZH.md` を案内している。", "README.md:38",
     "deleted"),
    ("en", "false", "playground.ts", "play.ts",
     "To try a schema change quickly, edit `playground.ts` at the repo root and run the play script.", "CONTRIBUTING.md:32",
     "deleted; the monorepo has play.ts at the root"),
    ("zh", "false", "playground.ts", "play.ts", "调试 zod 的行为时在根目录的 playground.ts 里写代码，保存后自动执行。", "CONTRIBUTING.md:50",
     "second citation"),
    ("en", "false", "src/ZodError.ts", "packages/zod/src/v3/ZodError.ts",
     "All issue shapes (`ZodIssueCode`) are defined in `src/ZodError.ts`; read it before writing a custom error map.", "ERROR_HANDLING.md:29",
     "deleted at src/; the v3 copy is packages/zod/src/v3/ZodError.ts"),
    ("ja", "false", "src/errors.ts", "packages/zod/src/v3/errors.ts",
     "デフォルトのエラーマップ `defaultErrorMap` は `src/errors.ts` に定義されている。", "ERROR_HANDLING.md:195",
     "deleted at src/; the v3 copy is packages/zod/src/v3/errors.ts"),
    ("en", "false", "src/__tests__/", "packages/zod/src/v3/tests/",
     "New validators need a test file under `src/__tests__/` next to the existing ones.", "CONTRIBUTING.md:54",
     "the tests now live in packages/zod/src/v3/tests and packages/zod/src/v4/classic/tests"),
    ("en", "true", "ZodObject.strict", None, "Unknown keys are rejected with `.strict()` on the object schema.", "README.md:1145", ""),
    ("zh", "true", "ZodType.superRefine", None, "需要一次报多个错误时用 `.superRefine`。", "README.md:1780", ""),
    ("ja", "true", "CONTRIBUTING.md", None, "コントリビュートの手順は `CONTRIBUTING.md` に従う。", "README.md:38", ""),
]
