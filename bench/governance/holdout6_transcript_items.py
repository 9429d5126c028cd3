"""The sixth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Eight sessions on the bench checkouts (echo, ky, zustand, moya, fmdb, json), in the shapes the product
reads: Claude Code session JSONL, Codex CLI rollout JSONL and plain JSON chats; build_sets.py writes them
to holdout6/transcripts/. English, Chinese and Japanese; corrections opened with "No —" / "不对——" /
「いや、」, reasons after a colon, after a dash or with no connective at all, lessons the AGENT states and
the developer accepts ("yes, do that", 对, うん、それで), two lessons in one episode, a closing "no need
to run it now, I'll try it tonight" that is not a refusal, a retry and a style remark that are no lessons.

Three agent-stated API claims are INVENTED (absent from the checkouts, `git grep -w` finds nothing):
`echo.ExtractIPFromForwardedHeader()`, `[queue inDatabaseAsync:...]` on `FMDatabaseQueue`, and
`json::parse_or_null()`. The developer waves them through; they should be proposed and then rejected by
Review's source check (S1_FACTUAL_ERROR).

Each session: id, fmt (claude | codex | plain), repo (the checkout under bench/repos), lang, turns, lessons.
A turn is (role, text) with role user | assistant, or ("tool", name, input, output) for a tool call the
assistant made. Each lesson has ``match``: every entry must appear in a candidate's When/What/Why (an entry
that is a list matches any one spelling); ``invented`` marks the invented API claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h6-en-echo-bind", fmt="claude", repo="echo", lang="en", turns=[
        (U, "POST /imports?dry_run=true imported 12k products for real last night. The handler is handlers/import.go, it binds ImportRequest with c.Bind."),
        (T, "Read", {"file_path": "handlers/import.go"}, "type ImportRequest struct {\n\tDryRun bool   `query:\"dry_run\" json:\"dry_run\"`\n\tSource string `json:\"source\"`\n}\n\nfunc Import(c *echo.Context) error {\n\tvar req ImportRequest\n\tif err := c.Bind(&req); err != nil {\n\t\treturn err\n\t}"),
        (A, "I'll read the flag by hand with `c.QueryParam(\"dry_run\")` and parse it with `strconv.ParseBool`."),
        (U, "No — keep the struct and call echo.BindQueryParams(c, &req). c.Bind only binds the query string for GET, DELETE, HEAD and QUERY requests, on a POST it skips it."),
        (A, "Added `echo.BindQueryParams(c, &req)`. One thing to watch: it has to run after `c.Bind(&req)`, not before, because `Bind` decodes the JSON body last and the importer UI also sends `\"dry_run\": false` in the body, which would overwrite the query value."),
        (U, "yes, do that"),
        (A, "Moved `BindQueryParams` after `Bind`; `go test ./handlers/...` passes."),
        (U, "👍 ship it"),
    ], lessons=[
        dict(lid="bind-query-post", match=[["BindQueryParams"], ["POST", "post", "Bind"]], what="bind the query string explicitly on POST; c.Bind skips it"),
        dict(lid="bind-order", match=[["BindQueryParams"], ["after", "order", "overwr", "last"]], what="call BindQueryParams after c.Bind: the body is decoded last (agent-stated)"),
    ]),
    dict(id="h6-zh-echo-ip", fmt="codex", repo="echo", lang="zh", turns=[
        (U, "catalog-api 高峰期所有人都被限流，一律 429。RateLimiter 是按 c.RealIP() 算的。"),
        (T, "shell", {"command": ["bash", "-lc", "grep -rn 'RateLimiter\\|IPExtractor' cmd internal"]}, "cmd/server/main.go:48:\te.Use(middleware.RateLimiter(store))"),
        (A, "没有设置 `IPExtractor`，`RealIP()` 拿到的是负载均衡的地址。我用 `echo.ExtractIPFromForwardedHeader()`，它读 RFC 7239 的 `Forwarded` 头，比 `X-Forwarded-For` 更规范：`e.IPExtractor = echo.ExtractIPFromForwardedHeader()`。"),
        (U, "行，就用这个"),
        (A, "已在 main.go 里设置 `e.IPExtractor = echo.ExtractIPFromForwardedHeader()`。"),
        (U, "另外每次发布导出都被掐断。StartConfig 的 GracefulTimeout 默认只有 10 秒，导出要 20 秒，改成 25 秒"),
        (A, "启动改成 `echo.StartConfig{Address: \":8080\", GracefulTimeout: 25 * time.Second}.Start(ctx, e)`，`ctx` 用 `signal.NotifyContext` 监听 SIGTERM。"),
        (U, "好"),
    ], lessons=[
        dict(lid="invented-forwarded-extractor", invented=True, match=[["ExtractIPFromForwardedHeader"]], what="agent-invented echo.ExtractIPFromForwardedHeader()"),
        dict(lid="graceful-timeout", match=[["GracefulTimeout"]], what="raise StartConfig.GracefulTimeout above the 10 s default for the export"),
    ]),
    dict(id="h6-ja-ky-client", fmt="plain", repo="ky", lang="ja", turns=[
        (U, "ky 2 に上げたら apiClient の呼び出しが全部 404 になった。src/api.ts を見て。"),
        (T, "Read", {"file_path": "src/api.ts"}, "export const apiClient = ky.create({baseUrl: 'https://api.shop.example/v2'});\n// calls: apiClient.get('/orders'), apiClient.get('/orders/' + id)"),
        (A, "`prefixUrl` を `baseUrl` に置き換えたのが原因かもしれません。末尾に `/` を付けて `baseUrl: 'https://api.shop.example/v2/'` にします。"),
        (U, "いや、baseUrl だと先頭がスラッシュの '/orders' はオリジンのルートに解決されて /v2 が消える。prefix: 'https://api.shop.example/v2' にして。呼び出し側は触らない"),
        (A, "`prefix: 'https://api.shop.example/v2'` に変えました。もう一つ、売上レポートの呼び出しは最大 40 秒かかるので `timeout: 60_000` を渡します。ky 2 では `timeout` が試行ごとに効くので、リトライ込みで抑えるために `totalTimeout: 120_000` も付けます。"),
        (U, "うん、それで"),
        (A, "両方反映しました。"),
        (U, "テストは今は回さなくていい、夜に自分で試す"),
    ], lessons=[
        dict(lid="prefix-not-baseurl", match=[["prefix"], ["baseUrl", "スラッシュ", "/orders", "slash"]], what="use prefix, not baseUrl, for inputs with a leading slash"),
        dict(lid="report-timeout", match=[["timeout"], ["60_000", "60000", "totalTimeout"]], what="timeout: 60_000 and totalTimeout for the report (agent-stated)"),
    ]),
    dict(id="h6-en-zustand-cart", fmt="claude", repo="zustand", lang="en", turns=[
        (U, "After upgrading to zustand 5 the cart page crashes: 'Maximum update depth exceeded'. CartSummary.tsx."),
        (T, "Read", {"file_path": "src/components/CartSummary.tsx"}, "const { items, total } = useCartStore((s) => ({ items: s.items, total: s.total }))"),
        (A, "I'll wrap the component in `React.memo` so it re-renders less often."),
        (U, "No — that selector returns a new object every render, v5 wants stable selector results. Wrap it in useShallow from zustand/shallow."),
        (A, "Changed it to `useCartStore(useShallow((s) => ({ items: s.items, total: s.total })))`. The page renders again."),
        (U, "good. second thing: returning customers find an empty cart since this release. we bumped the persist version to 3 and didn't write a migrate, so the v2 carts are thrown away — add a migrate that converts the old items array"),
        (A, "Added `migrate(persistedState, version)` to the persist options of `useCartStore`; for version 2 it maps the old `items` array to the new shape."),
        (T, "Bash", {"command": "pnpm vitest run src/store"}, "✓ src/store/cart.test.ts (6 tests) 41ms"),
        (U, "nice. I prefer arrow functions for the store actions btw, keep that"),
    ], lessons=[
        dict(lid="use-shallow", match=[["useShallow"]], what="wrap object-returning selectors in useShallow (zustand v5)"),
        dict(lid="persist-migrate", match=[["migrate"], ["version", "persist"]], what="bump version with a migrate function, or stored state is dropped"),
    ]),
    dict(id="h6-zh-moya-auth", fmt="codex", repo="moya", lang="zh", turns=[
        (U, "Courier 的订单接口全是 401，AccessTokenPlugin 明明注册了。看下 Networking/OrdersAPI.swift。"),
        (T, "shell", {"command": ["bash", "-lc", "rg -n 'AccessTokenPlugin|AccessTokenAuthorizable|validationType' Networking"]}, "Networking/Providers.swift:12:    plugins: [AccessTokenPlugin { _ in TokenStore.shared.accessToken }]"),
        (A, "我先检查 token 是不是过期了，在 TokenStore 里加点日志。"),
        (U, "不是 token 的问题——OrdersAPI 没有遵守 AccessTokenAuthorizable，插件只给声明了 authorizationType 的 target 加头。让它遵守，返回 .bearer"),
        (A, "已让 `OrdersAPI` 遵守 `AccessTokenAuthorizable`，`authorizationType` 返回 `.bearer`。另外我看到 `OrdersAPI` 没有覆盖 `validationType`，默认是 `.none`，网关的 500 会走 `.success`，HTML 再去 `map(Order.self)` 就报成解码错误。建议返回 `.successCodes`，这样 4xx/5xx 会变成 `MoyaError.statusCode`。"),
        (U, "对"),
        (A, "已改成 `.successCodes`。"),
        (T, "shell", {"command": ["bash", "-lc", "xcodebuild test -scheme Courier -destination 'platform=iOS Simulator,name=iPhone 15' | tail -3"]}, "Test Suite 'All tests' passed at 2026-11-12 09:14:02.118.\n\t Executed 212 tests, with 0 failures (0 unexpected) in 31.507 (32.912) seconds"),
        (U, "可以"),
    ], lessons=[
        dict(lid="access-token-authorizable", match=[["AccessTokenAuthorizable"], ["bearer", "authorizationType"]], what="targets must adopt AccessTokenAuthorizable for AccessTokenPlugin to add the header"),
        dict(lid="validation-success-codes", match=[["validationType", "successCodes"]], what="return .successCodes from validationType (agent-stated)"),
    ]),
    dict(id="h6-ja-fmdb-threads", fmt="claude", repo="fmdb", lang="ja", turns=[
        (U, "OfflineStore が sqlite3_step の中でたまにクラッシュする。同期スレッドとメインスレッドの両方から使ってる。"),
        (T, "Grep", {"pattern": "FMDatabase \\*|databaseWithPath", "path": "Courier/Storage"}, "Courier/Storage/OfflineStore.m:23:    _db = [FMDatabase databaseWithPath:path];"),
        (A, "クラッシュはタイミング依存なので、まず `@synchronized(self)` で囲んでみます。"),
        (U, "いや、FMDatabaseQueue を一つ作って、全部 inDatabase: の中で実行して。FMDatabase は一本の接続で、二つのスレッドから同時に触ると壊れる"),
        (A, "`FMDatabaseQueue` に置き換えました。メインスレッドを止めないように、読み込みは `[queue inDatabaseAsync:^(FMDatabase *db) { ... }]` を使います。これはブロックを非同期にキューへ積むので、呼び出し側は待ちません。"),
        (U, "いいね、それで"),
        (A, "読み込みを `inDatabaseAsync:` に切り替えました。"),
        (U, "あとフル同期が遅い。数千行を一件ずつ INSERT してる。inTransaction: の中でまとめて、executeUpdate: が NO を返したら *rollback = YES にして。トランザクションの外だと一件ごとにコミットされる"),
        (A, "同期の書き込みを `inTransaction:` にまとめ、失敗時は `*rollback = YES` にしました。6000 行で 38 秒から 0.4 秒になりました。"),
        (U, "OK"),
    ], lessons=[
        dict(lid="database-queue", match=[["FMDatabaseQueue", "inDatabase"]], what="one FMDatabaseQueue, never a shared FMDatabase across threads"),
        dict(lid="invented-in-database-async", invented=True, match=[["inDatabaseAsync"]], what="agent-invented -[FMDatabaseQueue inDatabaseAsync:]"),
        dict(lid="batch-transaction", match=[["inTransaction"], ["rollback", "commit", "コミット"]], what="batch inserts in inTransaction: with *rollback on failure"),
    ]),
    dict(id="h6-en-json-agent", fmt="codex", repo="json", lang="en", turns=[
        (U, "telemetry-agent died on a box where someone typed into the control socket by hand. terminate called after throwing parse_error.101. src/control.cpp"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n 'json::parse' src/control.cpp"]}, "src/control.cpp:77:        auto cmd = json::parse(line);"),
        (A, "The exception escapes the reader thread. I'll switch to `json::parse_or_null(line)`, which returns a null `json` for malformed input instead of throwing, and skip null commands."),
        (U, "ok go"),
        (A, "Replaced the call with `json::parse_or_null(line)` and a `cmd.is_null()` check."),
        (U, "Also, hosts with an old agent.json fail at startup with 'key not found'. AgentConfig uses NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE: the plain macro reads every member with at() and throws out_of_range.403 on a missing key. Use NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT and give the members initializers."),
        (A, "Switched `AgentConfig` to `NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT` and added default initializers to all members."),
        (T, "shell", {"command": ["bash", "-lc", "cmake --build build -j2 && ctest --test-dir build -R config"]}, "100% tests passed, 0 tests failed out of 4"),
        (U, "no need to run the fleet canary now, I'll kick it off tonight"),
    ], lessons=[
        dict(lid="invented-parse-or-null", invented=True, match=[["parse_or_null"]], what="agent-invented json::parse_or_null()"),
        dict(lid="with-default-macro", match=[["WITH_DEFAULT"], ["AgentConfig", "at()", "403", "missing", "key"]], what="NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT for configs with missing keys"),
    ]),
    dict(id="h6-zh-json-upload", fmt="plain", repo="json", lang="zh", turns=[
        (U, "有一台主机的上报每一批都失败，日志里是 type_error.316 invalid UTF-8 byte。上报在 src/upload.cpp。"),
        (A, "我先重试一下上报，看是不是偶发的网络问题。"),
        (U, "不对——是进程名里有 Latin-1 字节，dump() 默认遇到非法 UTF-8 就抛 316。改成 j.dump(-1, ' ', false, json::error_handler_t::replace)，坏字节写成 U+FFFD"),
        (A, "已改成 `j.dump(-1, ' ', false, json::error_handler_t::replace)`。顺便说一下，读配置里可选的 `proxy` 时现在直接 `j.at(\"proxy\")`，没有这个键的环境会抛 `out_of_range.403` 导致启动失败；我改成先 `j.contains(\"proxy\")` 再读。"),
        (U, "对，就这么改"),
        (A, "已加上 `contains` 判断。"),
        (U, "行"),
    ], lessons=[
        dict(lid="dump-replace", match=[["error_handler_t::replace", "replace"], ["dump", "316", "UTF-8"]], what="dump with error_handler_t::replace for non-UTF-8 process names"),
        dict(lid="contains-before-at", match=[["contains"], ["proxy", "at"]], what="check contains() before at() for optional keys (agent-stated)"),
    ]),
]
