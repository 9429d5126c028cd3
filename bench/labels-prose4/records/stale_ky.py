# Time set: ky's readme and sources at a7e2736 (2024-08-29, v1.7), checked against the current head (v2).
# Found by hand from `git diff -M --name-status OLD HEAD` (only test/prefix-url.ts deleted) and a diff of the
# exported names and option fields of both versions: `prefixUrl` renamed `prefix` in 1f2ad7f (2026-03-03),
# `DownloadProgress` became `Progress` in a53fd34 (2025-03-10), `RequestInitRegistry` dropped in 5a3fc90 (2025-10-12).
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "a7e273617eb4728456d966201dbf50af30fb8e35"
OLD_DATE = "2024-08-29"
SOURCE_GLOBS = ["*.ts"]
MODULES = ()
ANC = {"Options": ("KyOptions",)}
ROWS = [
    ("en", "false", "KyOptions.prefixUrl", "KyOptions.prefix",
     "All API calls go through `ky.create({prefixUrl: 'https://example.com/api'})`; inputs must not start with a slash.", "readme.md:543",
     "renamed `prefix` in 1f2ad7f (2026-03-03); passing prefixUrl now throws"),
    ("zh", "false", "KyOptions.prefixUrl", "KyOptions.prefix",
     "`prefixUrl` 会拼在 input 前面，再按页面的 base URL 解析。", "readme.md:194", "second citation"),
    ("ja", "false", "KyOptions.prefixUrl", "KyOptions.prefix",
     "子インスタンスは `api.extend((options) => ({prefixUrl: `${options.prefixUrl}/users`}))` で作る。", "readme.md:545", "third citation"),
    ("en", "false", "DownloadProgress", "Progress",
     "The progress callback receives a `DownloadProgress` object with percent, transferredBytes and totalBytes.", "source/types/options.ts:15",
     "renamed Progress when onUploadProgress was added (a53fd34, 2025-03-10)"),
    ("zh", "false", "RequestInitRegistry", None,
     "ky 用 `RequestInitRegistry` 列出哪些选项属于原生 RequestInit、直接传给 fetch。", "source/types/request.ts:61",
     "removed in 5a3fc90 (2025-10-12)"),
    ("ja", "false", "test/prefix-url.ts", None,
     "prefixUrl の結合ルールは `test/prefix-url.ts` のテストケースを見るのが早い。", "test/prefix-url.ts:5",
     "deleted in 1f2ad7f; the tests are now test/prefix.ts"),
    # still there
    ("en", "true", "KyInstance.extend", None,
     "Niche clients are derived with `ky.extend()` so they keep the parent's hooks.", "readme.md:200", ""),
    ("zh", "true", "RetryOptions.afterStatusCodes", None,
     "`afterStatusCodes` 里的状态码（413、429、503）会等 Retry-After 之后再重试。", "readme.md:225", ""),
    ("ja", "true", "Hooks.beforeRetry", None, "リトライ前の処理は `hooks.beforeRetry` に書く。", "readme.md:299", ""),
    ("en", "true", "KyOptions.onDownloadProgress", None,
     "`onDownloadProgress` gets `(progress, chunk)` for every chunk read from the body.", "readme.md:401", ""),
]
