"""The ninth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Ten sessions on the bench checkouts (trpc, koin, cli11, catch2, afnetworking) in the shapes the product
reads (Claude Code JSONL, Codex rollout JSONL, plain JSON chats); build_sets.py writes them to
holdout9/transcripts/. English, Chinese and Japanese; corrections opened with "No —" / 不对—— / 不是，…——
/ 「いや、」, reasons after a dash or with no connective, lessons the agent states and the developer accepts
("yes", 对, うん、それで), two lessons in one episode, closings that defer a run and are no refusal, and
garbage said in passing (a ticket id, a TODO, an open question, a preference, a status report, an
unverified guess, a failed tool run retried) that is no lesson.

Four agent-stated API claims are INVENTED (`git grep -w` finds nothing in the checkout):
`stopKoinSafely()` in Koin (the developer corrects it with 「いや、」: no lesson), and three the developer
waves through, to be proposed and rejected by Review's source check (S1_FACTUAL_ERROR):
`createSafeCaller` in tRPC, `checkModulesStrict()` in Koin and `REQUIRE_APPROX` in Catch2.

Each session: id, fmt, repo, lang, turns, lessons; ``match`` entries must all appear in a candidate's
When/What/Why (a list matches any one spelling); ``invented`` marks the invented claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h9-en-trpc-dates", fmt="claude", repo="trpc", lang="en", turns=[
        (U, "portal-web orders page is broken: `order.createdAt.getTime is not a function`. PORTAL-1432 has the screenshot. client setup is client/trpc.ts"),
        (T, "Read", {"file_path": "client/trpc.ts"}, "export const trpc = createTRPCClient<AppRouter>({\n  transformer: superjson,\n  links: [httpBatchLink({ url: '/api/trpc' })],\n})"),
        (A, "The server already uses `superjson`. The date arrives as a string, so I'll convert it in the orders page with `new Date(order.createdAt)`."),
        (U, "No — since v11 the client's transformer goes on the link, createTRPCClient ignores it. put transformer: superjson on the httpBatchLink, the server side is fine"),
        (A, "Moved `transformer: superjson` into `httpBatchLink({ url: '/api/trpc', transformer: superjson })`. The dashboard batches about forty queries into one GET; the proxy logs show 414 for it. I'll set `maxURLLength: 2083` on the same link so tRPC splits long batches."),
        (U, "yes"),
        (T, "Bash", {"command": "pnpm vitest run client/orders"}, "Test Files  4 passed (4)"),
        (U, "good. no need to run the e2e suite now, I'll run it tonight"),
    ], lessons=[
        dict(lid="transformer-on-link", match=[["transformer", "superjson"], ["httpBatchLink", "link"]], what="v11: set transformer: superjson on the httpBatchLink, not on createTRPCClient"),
        dict(lid="max-url-length", match=[["maxURLLength", "414"]], what="set maxURLLength: 2083 on the batch link (agent-stated, accepted)"),
    ]),
    dict(id="h9-zh-trpc-not-found", fmt="codex", repo="trpc", lang="zh", turns=[
        (U, "portal-web 打开不存在的订单时页面显示“出错了”，还重试了三次，看 server/routers/order.ts"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,20p server/routers/order.ts"]}, "byId: publicProcedure.input(z.string()).query(async ({ input }) => {\n  const order = await db.order.find(input)\n  if (!order) throw new Error('order not found')\n  return order\n})"),
        (A, "前端可能没有处理空数据，我在页面里加一个判空。"),
        (U, "不对——普通 Error 会被 tRPC 转成 INTERNAL_SERVER_ERROR，就是 500，客户端当成服务器故障去重试。找不到就抛 new TRPCError({ code: 'NOT_FOUND' })"),
        (A, "已改成 `throw new TRPCError({ code: 'NOT_FOUND' })`。测试里我用 `createSafeCaller(appRouter)` 调用过程，它会把错误作为返回值给出而不是抛出，这样断言 `code` 更方便。"),
        (U, "对"),
        (T, "shell", {"command": ["bash", "-lc", "pnpm vitest run server/routers"]}, "Test Files  6 passed (6)"),
        (U, "TODO：以后看看别的路由是不是也这样抛，先不管"),
    ], lessons=[
        dict(lid="not-found-trpc-error", match=[["TRPCError", "NOT_FOUND"]], what="throw TRPCError NOT_FOUND; a plain Error becomes a 500 INTERNAL_SERVER_ERROR"),
        dict(lid="invented-safe-caller", invented=True, match=[["createSafeCaller"]], what="agent-invented createSafeCaller"),
    ]),
    dict(id="h9-ja-koin-tests", fmt="plain", repo="koin", lang="ja", turns=[
        (U, "Fieldbook のユニットテスト、単体だと通るのにまとめて回すと 2 つ目から 'A Koin Application has already been started' で落ちる"),
        (A, "各テストクラスの `@After` で `stopKoinSafely()` を呼びます。起動していないときも例外を出さない版です。"),
        (U, "いや、そんな関数はないよ。`@Before` で startKoin してるなら `@After` で stopKoin() を呼ぶ。Koin のコンテキストはグローバルで、止めないと次のテストに残る"),
        (A, "`@After` に `stopKoin()` を入れました。もう一点、`FormPresenter` が `single` なので前の画面の入力が残ります。画面ごとに新しいものが要るので `factory` にします。"),
        (U, "うん、それで"),
        (T, "gradle", {"command": "./gradlew :app:testDebugUnitTest"}, "BUILD SUCCESSFUL in 41s"),
        (U, "ありがとう。モジュールは画面ごとにファイルを分けたい気もするけど、それは好みの問題なのでまた今度"),
    ], lessons=[
        dict(lid="stop-koin-after", match=[["stopKoin"]], what="call stopKoin() in @After when tests startKoin in @Before; the context is global"),
        dict(lid="factory-presenter", match=[["factory"]], what="a per-screen presenter is a factory, not a single (agent-stated, accepted)"),
    ]),
    dict(id="h9-en-koin-verify", fmt="codex", repo="koin", lang="en", turns=[
        (U, "Fieldbook crashes when the sync screen opens: NoDefinitionFoundException for SyncRepository. modules are in di/AppModule.kt"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,20p di/AppModule.kt"]}, "val appModule = module {\n    single { ApiClient(get()) }\n    viewModel { SyncViewModel(get()) }\n}"),
        (A, "`SyncRepository` has no definition. I'll add `single { SyncRepository(get()) }` to `appModule`."),
        (U, "ok. also add a unit test that calls verify() on each module, CI runs it — the device was the first place this showed up"),
        (A, "Added `AppModuleTest` with `appModule.verify()`. For the feature modules I'll use `checkModulesStrict()`, which also fails on definitions that are declared but never used."),
        (U, "ok"),
        (T, "shell", {"command": ["bash", "-lc", "./gradlew :app:test --tests '*ModuleTest'"]}, "FAILURE: Build failed with an exception.\n* What went wrong: Could not resolve io.insert-koin:koin-test"),
        (T, "shell", {"command": ["bash", "-lc", "./gradlew :app:test --tests '*ModuleTest' --offline"]}, "BUILD SUCCESSFUL in 38s"),
        (U, "status for the standup: sync screen fixed, module tests in, the settings screen still to check"),
    ], lessons=[
        dict(lid="verify-modules", match=[["verify"]], what="a unit test calling verify() on each Koin module catches missing definitions in CI"),
        dict(lid="invented-check-strict", invented=True, match=[["checkModulesStrict"]], what="agent-invented checkModulesStrict()"),
    ]),
    dict(id="h9-zh-cli11-subcommand", fmt="claude", repo="cli11", lang="zh", turns=[
        (U, "probe-cli 装坏了 CI 冒烟测试也能过，冒烟步骤就是光跑一下 probe-cli，看 src/main.cpp"),
        (T, "Read", {"file_path": "src/main.cpp"}, "int main(int argc, char** argv) {\n    CLI::App app{\"probe-cli\"};\n    auto* scan = app.add_subcommand(\"scan\", \"Run a probe\");\n    app.parse(argc, argv);\n    return 0;\n}"),
        (A, "我在 `main` 里判断一下 `argc == 1`，那种情况下打印帮助并返回 1。"),
        (U, "不是，用 app.require_subcommand(1)——CLI11 默认不要求子命令，光敲 probe-cli 解析成功、什么都不做就退出 0"),
        (A, "已加 `app.require_subcommand(1)`。另外 `app.parse` 没有包 try：`--help` 是以 `CLI::CallForHelp` 抛出来的，现在 `probe-cli --help` 会直接 `std::terminate`。我改成 `CLI11_PARSE(app, argc, argv);`，它会捕获 `CLI::ParseError` 并 `return app.exit(e)`。"),
        (U, "对，就这样"),
        (T, "Bash", {"command": "cmake --build build && ./build/probe-cli; echo $?"}, "A subcommand is required\nRun with --help for more information.\n106"),
        (U, "好。以后要不要支持 TOML 配置文件？先记着，不急"),
    ], lessons=[
        dict(lid="require-subcommand", match=[["require_subcommand"]], what="app.require_subcommand(1): CLI11 does not require a subcommand, bare probe-cli exited 0"),
        dict(lid="cli11-parse-macro", match=[["CLI11_PARSE", "ParseError", "CallForHelp"]], what="use CLI11_PARSE (or catch CLI::ParseError and return app.exit(e)) (agent-stated, accepted)"),
    ]),
    dict(id="h9-en-catch2-sections", fmt="plain", repo="catch2", lang="en", turns=[
        (U, "codec-core: the \"decodes frames\" test passes section by section but the second SECTION fails when the whole test case runs. tests/decoder_test.cpp"),
        (T, "cat", {"path": "tests/decoder_test.cpp"}, "TEST_CASE(\"decodes frames\") {\n    static Decoder dec(load(\"sample.opus\"));\n    SECTION(\"first\") { REQUIRE(dec.next().index == 0); }\n    SECTION(\"second\") { REQUIRE(dec.next().index == 0); }\n}"),
        (A, "I'll call `dec.reset()` at the end of the first section so the second starts clean."),
        (U, "No — Catch2 reruns the test case from the top for each leaf section and a static survives that. make the decoder a plain local above the sections"),
        (A, "Made `dec` a plain local. The sample comparisons in the next test use `==` on floats; they differ in the last bits on the ARM runner. I'll switch them to `REQUIRE_THAT(sample, Catch::Matchers::WithinAbs(expected, 1e-6))`."),
        (U, "yes"),
        (T, "ctest", {"command": "ctest --test-dir build -R decoder"}, "100% tests passed, 0 tests failed out of 3"),
        (U, "the header tests are done, the frame tests still need the same cleanup, I'll do those tomorrow"),
    ], lessons=[
        dict(lid="section-rerun-static", match=[["static", "local"], ["SECTION", "section"]], what="each leaf SECTION re-runs the test case; a static survives: use a plain local"),
        dict(lid="within-abs", match=[["WithinAbs", "WithinRel"]], what="compare floats with WithinAbs/WithinRel matchers, not == (agent-stated, accepted)"),
    ]),
    dict(id="h9-ja-afn-catalog", fmt="claude", repo="afnetworking", lang="ja", turns=[
        (U, "Lantern のカタログ取得が全部 'Request failed: unacceptable content-type: text/html' で失敗する。本文は正しい JSON。CatalogClient.m を見て"),
        (T, "Read", {"file_path": "Lantern/CatalogClient.m"}, "self.manager = [LNNetwork sharedManager];\n[self.manager GET:@\"/v1/catalog\" parameters:nil headers:nil progress:nil success:^(NSURLSessionDataTask *task, id json) {\n    [self parseCatalog:json];\n} failure:nil];"),
        (A, "共有マネージャーの `responseSerializer.acceptableContentTypes` に `text/html` を追加します。"),
        (U, "いや、共有のには入れないで。カタログ用に別のマネージャーを作って、そっちだけに text/html を足す——共有のに入れるとログインプロキシの HTML エラーページまで JSON として読もうとする"),
        (A, "カタログ専用の `AFHTTPSessionManager` を作り、その `acceptableContentTypes` にだけ `text/html` を足しました。もう一点、`parseCatalog:` は 8 MB をパースするのに success ブロックはメインキューで動きます。そのマネージャーの `completionQueue` をバックグラウンドのキューにして、UI の更新だけメインに戻します。"),
        (U, "うん、それで"),
        (U, "今はビルドしなくていい、夜に実機で試す"),
    ], lessons=[
        dict(lid="content-type-own-manager", match=[["text/html"], ["acceptableContentTypes", "マネージャー", "manager"]], what="add text/html only on the catalog's own manager, not the shared one"),
        dict(lid="completion-queue", match=[["completionQueue"]], what="set completionQueue to a background queue for heavy parsing (agent-stated, accepted)"),
    ]),
    dict(id="h9-zh-catch2-v3", fmt="codex", repo="catch2", lang="zh", turns=[
        (U, "codec-core 升到 Catch2 v3 以后测试链接失败：undefined reference to `main`。CMakeLists 在 tests/ 下"),
        (T, "shell", {"command": ["bash", "-lc", "cat tests/CMakeLists.txt; cat tests/main.cpp"]}, "add_executable(codec_tests main.cpp decoder_test.cpp)\ntarget_link_libraries(codec_tests PRIVATE Catch2::Catch2)\n---\n#define CATCH_CONFIG_MAIN\n#include <catch2/catch_all.hpp>"),
        (A, "我在 `main.cpp` 里改成 `#define CATCH_CONFIG_RUNNER`，自己写一个 `main`。"),
        (U, "不对——v3 是编译好的库，那个宏已经不提供 main 了。链接 Catch2::Catch2WithMain，把 main.cpp 删掉"),
        (A, "已把目标改成链接 `Catch2::Catch2WithMain` 并删掉 `main.cpp`。v3 里浮点比较我把 `Approx` 换成 `REQUIRE_APPROX(x, expected)`，它是 v3 新加的断言宏。"),
        (U, "对"),
        (T, "shell", {"command": ["bash", "-lc", "cmake --build build && ctest --test-dir build"]}, "100% tests passed, 0 tests failed out of 12"),
        (U, "我猜 v3 的编译会慢一些，不过没测过，先这样"),
    ], lessons=[
        dict(lid="catch2-with-main", match=[["Catch2WithMain"]], what="Catch2 v3: link Catch2::Catch2WithMain, drop the CATCH_CONFIG_MAIN file"),
        dict(lid="invented-require-approx", invented=True, match=[["REQUIRE_APPROX"]], what="agent-invented REQUIRE_APPROX"),
    ]),
    dict(id="h9-en-afn-json-body", fmt="codex", repo="afnetworking", lang="en", turns=[
        (U, "Lantern: saving a wishlist fails, the catalog API answers 400 'body must be JSON'. code is in Lantern/WishlistClient.m"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,15p Lantern/WishlistClient.m"]}, "AFHTTPSessionManager *m = [AFHTTPSessionManager manager];\n[m POST:@\"/v1/wishlist\" parameters:@{@\"items\": ids} headers:nil progress:nil success:nil failure:nil];"),
        (A, "I'll pass `headers:@{@\"Content-Type\": @\"application/json\"}` so the API sees a JSON request."),
        (U, "No — that only changes the header, the default AFHTTPRequestSerializer still form-encodes the body. set m.requestSerializer = [AFJSONRequestSerializer serializer] before the POST"),
        (A, "Set `requestSerializer` to `[AFJSONRequestSerializer serializer]`. Also `[AFHTTPSessionManager manager]` here makes a new manager per save, and each one keeps its `NSURLSession` alive; I'll keep one manager on `WishlistClient` and reuse it, or call `invalidateSessionCancelingTasks:resetSession:` when a one-off manager is done."),
        (U, "yes, do that"),
        (T, "shell", {"command": ["bash", "-lc", "xcodebuild test -scheme Lantern -only-testing:LanternTests/WishlistClientTests | tail -2"]}, "Test Suite 'WishlistClientTests' passed.\n** TEST SUCCEEDED **"),
        (U, "thanks. do we want to move these clients to URLSession directly one day? not now"),
    ], lessons=[
        dict(lid="json-request-serializer", match=[["AFJSONRequestSerializer", "requestSerializer"]], what="set requestSerializer to AFJSONRequestSerializer; the default form-encodes the body"),
        dict(lid="reuse-manager", match=[["invalidateSessionCancelingTasks", "reuse", "one manager", "NSURLSession"]], what="reuse one manager or invalidate a one-off one (agent-stated, accepted)"),
    ]),
    dict(id="h9-ja-cli11-fallthrough", fmt="claude", repo="cli11", lang="ja", turns=[
        (U, "probe-cli scan --verbose が 'The following argument was not expected: --verbose' で落ちる。src/main.cpp"),
        (T, "Read", {"file_path": "src/main.cpp"}, "bool verbose = false;\napp.add_flag(\"-v,--verbose\", verbose);\nauto* scan = app.add_subcommand(\"scan\", \"Run a probe\");"),
        (A, "各サブコマンドにも `add_flag(\"-v,--verbose\", verbose)` を追加します。"),
        (U, "いや、サブコマンドに fallthrough() を付けて親のアプリで受ければいい。--verbose はグローバルなのにサブコマンドごとに定義すると値がばらばらになる"),
        (A, "`scan` と `report` に `fallthrough()` を付けました。もう一点、`--token` がコマンドラインで渡されていて共有ビルドホストの `ps` に出ます。`->envname(\"PROBE_TOKEN\")` を付けて環境変数からも読めるようにします。"),
        (U, "うん"),
        (T, "Bash", {"command": "cmake --build build && ./build/probe-cli scan --verbose --dry-run"}, "scan: 3 targets (dry run)"),
        (U, "状況メモ：scan は直った、report の確認は明日やる"),
    ], lessons=[
        dict(lid="fallthrough-global-flag", match=[["fallthrough"]], what="fallthrough() on subcommands so a global flag after the subcommand reaches the parent"),
        dict(lid="token-envname", match=[["envname", "PROBE_TOKEN"]], what="read the token with ->envname(\"PROBE_TOKEN\") (agent-stated, accepted)"),
    ]),
]
