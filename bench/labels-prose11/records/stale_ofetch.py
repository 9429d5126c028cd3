# Time set: ofetch at v1.0.0 (2022-11-15), checked against the pinned v1.5.1+2 head. src/node.ts (createNodeFetch,
# the keep-alive node-fetch wrapper) went in 858d416 ("refactor!: remove dependency on node-fetch-native (#518)",
# 2025-10-28); node.d.ts and build.config.ts in 47ab1dc ("build!: ESM-only dist (#519)", 2025-10-28); cjs/ in 5add9ba
# (2023-02-16); .eslintrc in e63c598 (2024-05-16, eslint v9 -> eslint.config.mjs); playground/index.mjs in 9fa0747
# (2025-10-28). Found with `git diff -M --name-status v1.0.0 HEAD` and a diff of the `export` names of src/*.ts.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "0cf47040dd6822a9449a3c534c25fc10fbaa11ad"  # tag v1.0.0
OLD_DATE = "2022-11-15"
SOURCE_GLOBS = ["*.ts"]
MODULES = ("ofetch",)
ANC = {}
ROWS = [
    ("en", "false", "createNodeFetch", "createFetch",
     "On Node we build the client with `createNodeFetch()` so FETCH_KEEP_ALIVE is honoured.",
     "src/node.ts:9", "removed with src/node.ts in 858d416 (2025-10-28, remove dependency on node-fetch-native)"),
    ("zh", "false", "src/node.ts", None,
     "Node 端的 keep-alive 逻辑在 src/node.ts。", "src/node.ts:1", "deleted in 858d416 (2025-10-28)"),
    ("ja", "false", "build.config.ts", None,
     "ビルド設定（unbuild）は build.config.ts にある。", "build.config.ts:1", "deleted in 47ab1dc (2025-10-28, build!: ESM-only dist)"),
    ("bare", "false", "node.d.ts", None, "node.d.ts", "node.d.ts:1", "deleted in 47ab1dc (2025-10-28)"),
    ("en", "false", "./.eslintrc", "eslint.config.mjs",
     "Lint rules live in `./.eslintrc`; extend `eslint-config-unjs` there.", ".eslintrc:1",
     "deleted in e63c598 (2024-05-16, chore: update to eslint v9)"),
    ("zh", "false", "cjs/", None, "CommonJS 入口在 cjs/ 目录下。", "README.md:1", "deleted in 5add9ba (2023-02-16, build: use standalone commonjs dist)"),
    ("en", "true", "$Fetch.raw", None, "Use `ofetch.raw` to read headers.", "src/types.ts:1", ""),
]
