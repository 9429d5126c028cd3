"""The fifth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Eight sessions on the bench checkouts (okhttp, cobra, spdlog, zod, gson, starlette), in the shapes the
product reads: Claude Code session JSONL, Codex CLI rollout JSONL and plain JSON chats; build_sets.py
writes them to holdout5/transcripts/. English, Chinese and Japanese; corrections opened with "No —",
reasons after a colon or a dash or with no connective at all, "that's the reason", lessons the AGENT
states and the developer accepts, a later "no need to run it now, I'll try it tonight" that is not a
refusal, debugging noise and a preference remark that are no lessons.

Three agent-stated API claims are INVENTED (absent from the checkouts, `git grep -w` finds nothing):
`spdlog::flush_on_exit()`, `z.coerce.strictBoolean()`, `TestClient.enable_lifespan()`. The developer
waves them through; they should be proposed and then rejected by Review's source check (S1_FACTUAL_ERROR).

Each session: id, fmt (claude | codex | plain), repo (the checkout under bench/repos), lang, turns, lessons.
A turn is (role, text) with role user | assistant, or ("tool", name, input, output) for a tool call the
assistant made. Each lesson has ``match``: every entry must appear in a candidate's When/What/Why (an entry
that is a list matches any one spelling); ``invented`` marks the invented API claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h5-en-okhttp-leak", fmt="claude", repo="okhttp", lang="en", turns=[
        (U, "SyncWorker keeps logging 'A connection to https://inventory.internal/ was leaked. Did you forget to close a response body?' and after a while the syncs just hang. Can you look at sync/SyncWorker.kt?"),
        (T, "Grep", {"pattern": "newCall\\(", "path": "sync"}, "sync/SyncWorker.kt:41:    val response = client.newCall(request).execute()\nsync/SyncWorker.kt:58:    val retry = client.newCall(request).execute()"),
        (A, "The worker only checks `response.code`. I'll give the client a bigger pool, `ConnectionPool(50, 5, TimeUnit.MINUTES)`, so it stops running out of connections."),
        (U, "No — close the responses. Wrap every `newCall(request).execute()` in `response.use { }`, also the ones where we only look at the status code: a bigger pool just delays the same warning."),
        (A, "Wrapped both calls in `use { }`. One more thing I found: `RetryInterceptor` drops the first response when it retries. It must call `response.close()` on it before calling `chain.proceed(request)` again, otherwise that response leaks the connection exactly like before."),
        (U, "Yes, do that too."),
        (A, "Done: RetryInterceptor closes the failed response before proceeding."),
        (U, "works, no more leak warnings"),
    ], lessons=[
        dict(lid="close-responses", match=[["use {", "use{", "close"], ["Response", "response", "newCall"]], what="close every Response with use { }, also when only the code is read"),
        dict(lid="retry-close", match=[["RetryInterceptor", "Interceptor", "retry", "proceed"], ["close"]], what="a retrying interceptor closes the failed response before proceeding (agent-stated)"),
    ]),
    dict(id="h5-zh-cobra-hooks", fmt="codex", repo="cobra", lang="zh", turns=[
        (U, "billing-cli invoice 跑起来配置是空的，其他子命令都正常。帮我看下 cmd/invoice.go。"),
        (T, "shell", {"command": ["bash", "-lc", "rg -n 'PersistentPreRunE' cmd"]}, "cmd/root.go:22:\tPersistentPreRunE: loadConfig,\ncmd/invoice.go:17:\tPersistentPreRunE: checkLicense,"),
        (A, "可能是环境变量没传进来，我在 loadConfig 里加点日志看看 BILLING_CONFIG 有没有值。"),
        (U, "不是环境变量的问题。invoice 自己定义了 PersistentPreRunE，cobra 只执行最近的那个钩子，根命令的 loadConfig 根本没跑。在 main() 里设 cobra.EnableTraverseRunHooks = true，让父命令的钩子都执行。"),
        (A, "已在 main() 里设置 `cobra.EnableTraverseRunHooks = true`，invoice 现在先跑 loadConfig 再跑 checkLicense。"),
        (U, "好。另外 RunE 返回错误的时候别再打印整页 usage，根命令加上 SilenceUsage: true——值班的人看到四十行参数说明，找不到真正的错误。"),
        (A, "根命令已加 `SilenceUsage: true`。"),
        (U, "可以，就这样"),
    ], lessons=[
        dict(lid="traverse-hooks", match=[["EnableTraverseRunHooks"], ["PersistentPreRunE", "钩子", "hook"]], what="set cobra.EnableTraverseRunHooks so the root's hook runs"),
        dict(lid="silence-usage", match=[["SilenceUsage"]], what="SilenceUsage: true on the root for runtime errors"),
    ]),
    dict(id="h5-ja-spdlog-exit", fmt="plain", repo="spdlog", lang="ja", turns=[
        (U, "ingest が異常終了したとき、最後のエラーがログファイルに残っていない。非同期ロガーを使っている。"),
        (A, "spdlog には `spdlog::flush_on_exit()` があり、main の最初で呼ぶと atexit に登録されて、終了時にキューが自動で書き出されます。これを呼ぶようにします。"),
        (U, "なるほど、それでお願い。"),
        (A, "main の先頭に `spdlog::flush_on_exit()` を追加しました。"),
        (U, "ついでにもう一つ。--verbose を付けても SPDLOG_DEBUG が一行も出ない。"),
        (A, "`spdlog::set_level(spdlog::level::debug)` が --verbose のときに呼ばれているか確認します。"),
        (U, "いや、そこは呼ばれてる。SPDLOG_ACTIVE_LEVEL の既定値は INFO で、SPDLOG_DEBUG はコンパイル時に消えている。CMake の target_compile_definitions で SPDLOG_ACTIVE_LEVEL=SPDLOG_LEVEL_DEBUG を定義して。ソースで spdlog.h の後に #define しても効かない。"),
        (A, "CMakeLists.txt に `target_compile_definitions(ingest PRIVATE SPDLOG_ACTIVE_LEVEL=SPDLOG_LEVEL_DEBUG)` を追加しました。"),
        (U, "OK、出た"),
    ], lessons=[
        dict(lid="invented-flush-on-exit", invented=True, match=[["flush_on_exit"]], what="agent-invented spdlog::flush_on_exit()"),
        dict(lid="active-level", match=[["SPDLOG_ACTIVE_LEVEL"], ["SPDLOG_DEBUG", "SPDLOG_LEVEL_DEBUG", "CMake", "target_compile_definitions"]], what="define SPDLOG_ACTIVE_LEVEL in CMake"),
    ]),
    dict(id="h5-en-zod-flags", fmt="claude", repo="zod", lang="en", turns=[
        (U, "GET /orders?archived=false returns only archived orders. The schema is ListQuery in api/list.ts."),
        (T, "Read", {"file_path": "api/list.ts"}, "export const ListQuery = z.object({\n  archived: z.coerce.boolean().optional(),\n  limit: z.coerce.number().optional(),\n});"),
        (A, "`archived` is `z.coerce.boolean()`. I'll keep it and add a `.transform()` that checks for the string 'false'."),
        (U, "No — drop the coercion. `z.coerce.boolean()` is just `Boolean(input)`, and `Boolean(\"false\")` is true. Declare the query flags with `z.stringbool()`."),
        (A, "Changed `archived` to `z.stringbool().optional()`. For the `/export` endpoint's flags I'll use `z.coerce.strictBoolean()`, which accepts only the strings \"true\" and \"false\" and rejects everything else."),
        (U, "sure, fine"),
        (A, "Updated the export schema."),
        (U, "While you're in there: WebhookPayload has to be z.looseObject — the audit store lost every field the provider added after we wrote the schema, the plain object strips them."),
        (A, "WebhookPayload is now `z.looseObject({...})`."),
        (U, "thanks"),
    ], lessons=[
        dict(lid="stringbool", match=[["stringbool"], ["coerce"]], what="z.stringbool() for query flags, not z.coerce.boolean()"),
        dict(lid="invented-strict-boolean", invented=True, match=[["strictBoolean"]], what="agent-invented z.coerce.strictBoolean()"),
        dict(lid="loose-object", match=[["looseObject"], ["WebhookPayload", "webhook", "strip", "audit"]], what="z.looseObject for the webhook payload"),
    ]),
    dict(id="h5-en-gson-types", fmt="codex", repo="gson", lang="en", turns=[
        (U, "OrderClient.fetchOrders() crashes with ClassCastException: LinkedTreeMap cannot be cast to Order."),
        (T, "shell", {"command": ["bash", "-lc", "rg -n 'fromJson' client"]}, "client/OrderClient.java:64:    List<Order> orders = gson.fromJson(body, List.class);"),
        (A, "I'll cast each element with an explicit conversion from the map into an Order."),
        (U, "That's the reason it breaks: List.class carries no element type, so Gson fills the list with LinkedTreeMap. Pass new TypeToken<List<Order>>(){}.getType() to fromJson instead."),
        (A, "Changed it to `gson.fromJson(body, new TypeToken<List<Order>>(){}.getType())`."),
        (T, "shell", {"command": ["bash", "-lc", "./gradlew :client:test"]}, "BUILD SUCCESSFUL in 38s"),
        (A, "Tests pass. Also the analytics importer's event ids lose their last digits: Gson reads every number under `Object` as a `Double`. I'll build the analytics `Gson` with `setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)` so integers stay `Long`."),
        (U, "yes exactly, good catch"),
        (A, "Done."),
        (U, "and the pricing requests need serializeNulls() — the pricing API reads a missing field as keep the old value, only an explicit null clears it"),
        (A, "Added `serializeNulls()` to the pricing Gson."),
        (U, "👍"),
    ], lessons=[
        dict(lid="type-token", match=[["TypeToken"], ["List.class", "LinkedTreeMap", "List<Order>"]], what="pass a TypeToken for generic lists"),
        dict(lid="number-policy", match=[["LONG_OR_DOUBLE", "setObjectToNumberStrategy"]], what="ToNumberPolicy.LONG_OR_DOUBLE for Object numbers (agent-stated)"),
        dict(lid="serialize-nulls", match=[["serializeNulls"]], what="serializeNulls for the pricing requests"),
    ]),
    dict(id="h5-ja-starlette-tests", fmt="claude", repo="starlette", lang="ja", turns=[
        (U, "orders のテストが全部 AttributeError: 'State' object has no attribute 'db' で落ちる。tests/conftest.py を見てほしい。"),
        (T, "Read", {"file_path": "tests/conftest.py"}, "@pytest.fixture\ndef client():\n    return TestClient(app)"),
        (A, "lifespan が実行されていないのが原因です。フィクスチャで `client = TestClient(app)` の後に `client.enable_lifespan()` を呼べば、TestClient が lifespan を起動してくれるので、そう変更します。"),
        (U, "OK、それでいこう。"),
        (A, "conftest.py のフィクスチャに `client.enable_lifespan()` を追加しました。"),
        (U, "あと app.py の on_startup はもう使わないで。0.26.0 から非推奨で、lifespan と一緒に渡すと警告が出て無視される。プールは lifespan の中で開いて。"),
        (A, "on_startup を削除し、プールの作成を lifespan に移しました。"),
        (U, "監査ログも、レスポンスの後に BackgroundTasks で書くようにして。エンドポイントの中で待つと、監査ストアが遅いときにクライアントへの応答まで遅れる。"),
        (A, "監査ログを BackgroundTasks に移し、レスポンスの background に渡しました。"),
        (U, "テストは今は回さなくていい、夜に自分で試す"),
    ], lessons=[
        dict(lid="invented-enable-lifespan", invented=True, match=[["enable_lifespan"]], what="agent-invented TestClient.enable_lifespan()"),
        dict(lid="lifespan-not-on-startup", match=[["on_startup"], ["lifespan"]], what="open the pool in lifespan, not on_startup"),
        dict(lid="background-audit", match=[["BackgroundTasks", "background"], ["監査", "audit"]], what="write the audit log in BackgroundTasks after the response"),
    ]),
    dict(id="h5-zh-okhttp-client", fmt="plain", repo="okhttp", lang="zh", turns=[
        (U, "报表页用久了会卡死，线程数一直涨。看下 report/ReportRepository.kt。"),
        (A, "我看到每次请求都 `OkHttpClient.Builder().readTimeout(30, TimeUnit.SECONDS).build()` 新建一个 client，我先把线程池调大一点。"),
        (U, "别每次都 new OkHttpClient，从 sharedClient.newBuilder() 派生一个存起来——每个新建的 client 都带自己的连接池和调度线程，报表页就是这样把线程耗光的。"),
        (A, "已改成在 ReportRepository 初始化时用 `sharedClient.newBuilder().readTimeout(30, TimeUnit.SECONDS).build()` 派生一次。另外调试用的 `HttpLoggingInterceptor` 我改用 `addNetworkInterceptor` 挂，这样日志里能看到 OkHttp 加上的 gzip 头和每一次重定向。"),
        (U, "对。再给它加上 redactHeader(\"Authorization\")，token 不能进 Logcat，上次测试包的日志被截图贴到群里了。"),
        (A, "已加 `redactHeader(\"Authorization\")`。"),
        (U, "不用现在跑压测，我晚上自己试一下"),
    ], lessons=[
        dict(lid="new-builder", match=[["newBuilder"], ["OkHttpClient", "client", "连接池", "线程"]], what="derive from sharedClient.newBuilder(), never a new OkHttpClient per request"),
        dict(lid="network-interceptor", match=[["addNetworkInterceptor"]], what="log with addNetworkInterceptor to see gzip and redirects (agent-stated)"),
        dict(lid="redact-auth", match=[["redactHeader"], ["Authorization"]], what="redactHeader(\"Authorization\") on the logging interceptor"),
    ]),
    dict(id="h5-en-cobra-tests", fmt="codex", repo="cobra", lang="en", turns=[
        (U, "TestInvoiceOutput in cmd/invoice_test.go is red. Can you fix it?"),
        (T, "shell", {"command": ["bash", "-lc", "go test ./cmd -run TestInvoiceOutput"]}, "--- FAIL: TestInvoiceOutput\n    invoice_test.go:31: output = \"\", want \"invoice 42 created\"\nError: unknown shorthand flag: 't' in -test.run"),
        (A, "Retrying the test with -count=1 to rule out the cache."),
        (T, "shell", {"command": ["bash", "-lc", "go test -count=1 ./cmd -run TestInvoiceOutput"]}, "--- FAIL: TestInvoiceOutput"),
        (A, "Same failure. Two causes: the root command parses `os.Args` when no arguments were set, so under `go test` it reads the test binary's `-test.run` flag; the test must call `rootCmd.SetArgs([]string{\"invoice\", \"42\"})` before `Execute()`."),
        (U, "right, go on"),
        (A, "Added SetArgs. The output is still empty: invoice.go prints with fmt.Println."),
        (U, "the test captures output through SetOut — fmt.Println goes straight to the process's stdout and the buffer stays empty. Print with fmt.Fprintln(cmd.OutOrStdout(), ...)."),
        (A, "invoice.go now prints via `cmd.OutOrStdout()`; the test passes."),
        (U, "nice. btw I like one file per command, keep it that way"),
    ], lessons=[
        dict(lid="set-args", match=[["SetArgs"]], what="tests call rootCmd.SetArgs before Execute (agent-stated)"),
        dict(lid="out-or-stdout", match=[["OutOrStdout"]], what="print via cmd.OutOrStdout(), not fmt.Println"),
    ]),
]
