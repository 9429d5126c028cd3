# Time set: tRPC docs at an old commit (v10 beta, 2022-10-01), checked against the current head.
# Each row: (form, label, target, expected_suggestion, text written as a note citing the old doc, cited line, note)
OLD = "d6196218c3ed0857a2f8624f150c6be187176665"
OLD_DATE = "2022-10-01"
SOURCE_GLOBS = ["packages/*/src/*"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "createProxySSGHelpers", "createServerSideHelpers",
     "For getStaticProps we prefetch with `createProxySSGHelpers({ router: appRouter, ctx })` and return `ssg.dehydrate()` as props.", "www/docs/nextjs/ssg-helpers.md:8",
     "renamed createServerSideHelpers in v10.x (packages/react-query/src/server/ssgProxy.ts)"),
    ("zh", "false", "createProxySSGHelpers", "createServerSideHelpers",
     "Next.js 静态页面的预取统一用 createProxySSGHelpers，不要在组件里再发请求。", "www/docs/nextjs/ssg-helpers.md:14", "second citation"),
    ("bare", "false", "createProxySSGHelpers", "createServerSideHelpers", "import { createProxySSGHelpers } from '@trpc/react/ssg'", "www/docs/nextjs/ssg-helpers.md:11", "third citation"),
    ("ja", "false", "createSSGHelpers", "createServerSideHelpers",
     "SSG では `createSSGHelpers` を使ってサーバー側でクエリを先に実行しておく、とメモに書いてある。", "www/docs/nextjs/ssg.md:17", "the v9-style helper, removed"),
    ("bare", "false", "createSSGHelpers", "createServerSideHelpers", "createSSGHelpers", "www/docs/nextjs/ssg.md:93", "second citation"),
    ("en", "false", "resolveHTTPResponse", "resolveResponse",
     "Per CONTRIBUTING, all HTTP handling goes through `resolveHTTPResponse`; adapters only translate the request and response objects.", "CONTRIBUTING.md:72",
     "replaced by resolveResponse (packages/server/src/unstable-core-do-not-import/http/resolveResponse.ts)"),
    ("zh", "false", "resolveHTTPResponse", "resolveResponse",
     "写新的 adapter 时，核心逻辑直接调用 resolveHTTPResponse()，参考 fetch adapter 的写法。", "CONTRIBUTING.md:72", "second citation"),
    ("en", "false", "packages/server/src/http/resolveHTTPResponse.ts", "packages/server/src/unstable-core-do-not-import/http/resolveResponse.ts",
     "Start reading at packages/server/src/http/resolveHTTPResponse.ts if you need to change how batching is parsed.", "CONTRIBUTING.md:72", "file removed; the logic lives in resolveResponse.ts"),
    ("ja", "false", "packages/server/src/http/resolveHTTPResponse.ts", "packages/server/src/unstable-core-do-not-import/http/resolveResponse.ts",
     "バッチ処理の入口は `packages/server/src/http/resolveHTTPResponse.ts`。", "CONTRIBUTING.md:72", "second citation"),
    ("en", "false", "packages/server/test/", None,
     "All integration tests live in `packages/server/test/`; add new adapter tests there so coverage covers every package.", "CONTRIBUTING.md:42",
     "directory removed; tests now sit next to each package's sources"),
    ("zh", "false", "packages/server/test/", None,
     "集成测试都放在 packages/server/test 目录里，从那里 import 各个包。", "CONTRIBUTING.md:42", "second citation"),
    ("en", "false", "packages/react/", "packages/react-query/",
     "The React bindings are in `packages/react/` — `createTRPCReact` is defined there.", "CONTRIBUTING.md:58", "package renamed @trpc/react-query; directory packages/react-query"),
    ("ja", "false", "packages/react/", "packages/react-query/",
     "React 用のフックは packages/react/ にまとまっている。", "CONTRIBUTING.md:58", "second citation"),
    ("en", "true", "httpBatchLink", None,
     "The vanilla client is created with `httpBatchLink({ url })` as its only link.", "www/docs/client/vanilla.md:24", ""),
    ("zh", "true", "createTRPCNext", None, "Next.js 集成用 `createTRPCNext`，在 `_app.tsx` 里用 withTRPC 包一层。", "www/docs/server/caching.md:26", "still exported by @trpc/next"),
    ("ja", "true", "initTRPC", None, "サーバー側は `initTRPC.create()` から始める。", "www/docs/server/caching.md:82", ""),
    ("bare", "true", "packages/server/src/adapters/next.ts", None, "packages/server/src/adapters/next.ts", "www/docs/server/caching.md:83", "cited as @trpc/server/adapters/next"),
]
