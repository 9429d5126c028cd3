"""The seventh held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Eight sessions on the bench checkouts (chi, click, hono, jsoup, yamlcpp, nuke), in the shapes the product
reads: Claude Code session JSONL, Codex CLI rollout JSONL and plain JSON chats; build_sets.py writes them
to holdout7/transcripts/. English, Chinese and Japanese; corrections opened with "No —" / "不对——" /
"不是…——" / 「いや、」, reasons after a colon, after a dash or with no connective at all, lessons the AGENT
states and the developer accepts ("yes, do that", 对, 行, うん、それで), two lessons in one episode (three
in one), closings that defer a run ("no need to run the full crawl now, I'll kick it off tonight",
不用现在跑, 「今はビルドしなくていい、夜に自分で試す」) and are no refusals, and the garbage kinds said in
passing: a status report, a TODO, an open question, a where-to-edit list, a ticket id, an unverified guess,
a style preference, a retry and tool noise — none of them a lesson.

Three agent-stated API claims are INVENTED (absent from the checkouts, `git grep -w` finds nothing):
`c.req.jsonLenient()` in hono, `YAML::LoadFileOrDefault` in yaml-cpp and
`ImagePipeline.Configuration.withOfflineCache` in Nuke. The developer waves them through; they should be
proposed and then rejected by Review's source check (S1_FACTUAL_ERROR).

Each session: id, fmt (claude | codex | plain), repo (the checkout under bench/repos), lang, turns, lessons.
A turn is (role, text) with role user | assistant, or ("tool", name, input, output) for a tool call the
assistant made. Each lesson has ``match``: every entry must appear in a candidate's When/What/Why (an entry
that is a list matches any one spelling); ``invented`` marks the invented API claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h7-en-chi-clientip", fmt="claude", repo="chi", lang="en", turns=[
        (U, "A scraper is hammering ledger-api and never gets rate limited. We're behind the ALB. Limiter keys on r.RemoteAddr, router is in cmd/api/routes.go."),
        (T, "Read", {"file_path": "cmd/api/routes.go"}, "r := chi.NewRouter()\nr.Route(\"/v1\", func(r chi.Router) {\n\tr.Get(\"/accounts/{accountID}\", accounts.Get)\n})\nr.Use(rateLimitByIP)"),
        (A, "The limiter sees the load balancer's address. I'll add `r.Use(middleware.RealIP)` so `r.RemoteAddr` becomes the client address from the headers."),
        (U, "No — RealIP takes the leftmost X-Forwarded-For or True-Client-IP from whoever sends it, that's exactly how the scraper dodges us. chi deprecated it in v5.3.0. Use middleware.ClientIPFromXFFTrustedProxies(1) and key the limiter on middleware.GetClientIP(r.Context())."),
        (A, "Switched to `middleware.ClientIPFromXFFTrustedProxies(1)` and the limiter now reads `middleware.GetClientIP(r.Context())`. Also, the existing `r.Use(rateLimitByIP)` sits after the `r.Route(\"/v1\", ...)` block; chi panics with 'chi: all middlewares must be defined before routes on a mux' once a route exists, so I'll move both `r.Use` calls above the routes."),
        (U, "yes, do that"),
        (T, "Bash", {"command": "go test ./cmd/api/..."}, "ok  \tledger-api/cmd/api\t0.412s"),
        (A, "Both `r.Use` calls are now at the top of the router; tests pass."),
        (U, "good. should we move to a proper limiter library later? not sure, let's not decide now"),
    ], lessons=[
        dict(lid="client-ip-trusted-proxies", match=[["ClientIPFromXFFTrustedProxies", "GetClientIP"], ["RealIP"]], what="ClientIPFromXFFTrustedProxies + GetClientIP, not the spoofable RealIP"),
        dict(lid="use-before-routes", match=[["r.Use", "Use"], ["before", "above", "panic", "routes"]], what="register r.Use before the routes: Mux.Use panics after a route (agent-stated)"),
    ]),
    dict(id="h7-zh-click-runner", fmt="codex", repo="click", lang="zh", turns=[
        (U, "升级到 click 8.2 以后 shipctl 的导出测试全挂了，json.loads 报 Expecting value。看 tests/test_export.py。"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,30p tests/test_export.py"]}, "def test_export_json(runner):\n    result = runner.invoke(cli, [\"export\", \"--format\", \"json\"])\n    data = json.loads(result.output)"),
        (A, "可能是 JSON 前面多了空行，我先 `result.output.strip()` 再解析。"),
        (U, "不对——8.2 之后 result.output 是终端上看到的内容，stdout 和 stderr 混在一起，前面那条弃用警告是 stderr 的。改成解析 result.stdout"),
        (A, "已改成 `json.loads(result.stdout)`。还有一个：CI 的冒烟测试直接跑不带参数的 `shipctl`，从 Click 8.2 起 group 因为 `no_args_is_help` 显示帮助时退出码是 2，不是 0，所以冒烟测试也会红；我把它改成 `shipctl --help`。"),
        (U, "对"),
        (T, "shell", {"command": ["bash", "-lc", "python -m pytest tests -q"]}, "48 passed in 3.21s"),
        (A, "测试全部通过，冒烟测试改成了 `shipctl --help`。"),
        (U, "TODO：下周把 release 脚本也迁到 8.2，这个先不管"),
    ], lessons=[
        dict(lid="runner-stdout", match=[["result.stdout", "stdout"], ["output", "stderr"]], what="parse result.stdout, not result.output, since Click 8.2"),
        dict(lid="bare-group-exit-2", match=[["--help", "no_args_is_help"], ["2"]], what="a bare group exits 2 since Click 8.2: run shipctl --help in the smoke test (agent-stated)"),
    ]),
    dict(id="h7-ja-hono-webhook", fmt="plain", repo="hono", lang="ja", turns=[
        (U, "課金プロバイダーからの webhook が全部 400 で 'event is required' になる。src/routes/webhooks.ts を見て。"),
        (T, "Read", {"file_path": "src/routes/webhooks.ts"}, "app.post('/webhooks/billing', validator('json', (value, c) => {\n  const parsed = schema.safeParse(value)\n  if (!parsed.success) return c.json(parsed.error, 400)\n  return parsed.data\n}), handler)"),
        (A, "スキーマの `event` を optional にすれば通ります。"),
        (U, "いや、スキーマは正しい。向こうは Content-Type なしで JSON を送ってくる。validator('json') は Content-Type が application/json のときしかボディを読まないから、空のオブジェクトを検証してる"),
        (A, "なるほど。ヘッダーを付けない送信側のために、`validator` の代わりに `await c.req.jsonLenient()` を使います。これは `Content-Type` を見ずにボディを JSON としてパースするので、そのまま `schema.safeParse` に渡せます。"),
        (U, "うん、それで"),
        (A, "`/webhooks/billing` を `c.req.jsonLenient()` と `schema.safeParse` に置き換えました。"),
        (U, "ありがとう。関係ないけど、ハンドラーはアロー関数で書くのが好みなのでそのままで"),
    ], lessons=[
        dict(lid="validator-json-content-type", match=[["validator"], ["Content-Type", "application/json"]], what="validator('json') reads the body only for a JSON Content-Type"),
        dict(lid="invented-json-lenient", invented=True, match=[["jsonLenient"]], what="agent-invented c.req.jsonLenient()"),
    ]),
    dict(id="h7-en-jsoup-pages", fmt="codex", repo="jsoup", lang="en", turns=[
        (U, "price-scraper loses the products at the bottom of big category pages. PageFetcher.java. Is this related to SCRAPE-412? anyway, have a look"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n 'Jsoup.connect' -A4 src/main/java/com/example/scraper/PageFetcher.java"]}, "41:        Document doc = Jsoup.connect(url)\n42-                .userAgent(UA)\n43-                .timeout(30000)\n44-                .get();"),
        (A, "The selector probably misses the lazy-loaded tiles; I'll add a second selector for `div.tile[data-lazy]`."),
        (U, "No — the page is 3.4 MB and jsoup stops reading the body at 2 MB by default, silently. Set maxBodySize(0) on the connection."),
        (A, "Added `.maxBodySize(0)`. The JSON price feed in `PriceFeed.java` uses the same connection code: jsoup rejects `application/json` with `UnsupportedMimeTypeException` 'Unhandled content type. Must be a text or XML media type', so I'll add `.ignoreContentType(true)` there and read `.execute().body()` instead of `.get()`."),
        (U, "yes"),
        (T, "shell", {"command": ["bash", "-lc", "mvn -q test -Dtest=PageFetcherTest"]}, "[ERROR] Failed to execute goal: Could not transfer artifact (network unreachable)"),
        (T, "shell", {"command": ["bash", "-lc", "mvn -q -o test -Dtest=PageFetcherTest"]}, "Tests run: 9, Failures: 0, Errors: 0, Skipped: 0"),
        (A, "Both changes are in and the offline test run passes."),
        (U, "no need to run the full crawl now, I'll kick it off tonight"),
    ], lessons=[
        dict(lid="max-body-size", match=[["maxBodySize"], ["2 MB", "2MB", "truncat", "0"]], what="maxBodySize(0) for pages above jsoup's silent 2 MB cut"),
        dict(lid="ignore-content-type", match=[["ignoreContentType"], ["JSON", "json", "UnsupportedMimeTypeException"]], what="ignoreContentType(true) and execute().body() for JSON (agent-stated)"),
    ]),
    dict(id="h7-zh-yaml-config", fmt="claude", repo="yamlcpp", lang="zh", turns=[
        (U, "metrics-relay 查一次 sinks.statsd.port 之后，整个 RelayConfig 就只剩一个 8125 了。代码在 src/config.cpp 的 lookup()。"),
        (T, "Read", {"file_path": "src/config.cpp"}, "YAML::Node lookup(YAML::Node root, const std::vector<std::string>& path) {\n    YAML::Node cur = root;\n    for (const auto& key : path) cur = cur[key];\n    return cur;\n}"),
        (A, "可能是 `root` 按值传进来的问题，我把参数改成 `const YAML::Node&`。"),
        (U, "不是传参的问题——YAML::Node 的 operator= 是给它指向的那个节点赋值，cur = cur[key] 把根节点覆盖了。用 cur.reset(cur[key])"),
        (A, "改成了 `cur.reset(cur[key])`。另外 SIGHUP 重新加载时，我用 `YAML::LoadFileOrDefault(path, current)` 替换 `YAML::LoadFile`：文件不存在或者解析失败时它直接返回传进去的旧节点，不会抛异常。"),
        (U, "行"),
        (U, "还有，可选的 flush_interval 要写成 as<int>(10)：缺这个键时不带默认值的 as<int>() 会抛 InvalidNode，旧模板的 relay 都起不来。我猜 LoadFile 本身也有点慢，不过没测过，先不管"),
        (A, "`flush_interval` 改成了 `config[\"flush_interval\"].as<int>(10)`。"),
        (T, "Bash", {"command": "cmake --build build -j2 && ctest --test-dir build -R config"}, "100% tests passed, 0 tests failed out of 6"),
        (U, "好"),
    ], lessons=[
        dict(lid="node-reset", match=[["reset"], ["operator=", "cur = cur", "覆盖", "赋值"]], what="step with cur.reset(cur[key]): Node assignment writes through"),
        dict(lid="invented-load-file-or-default", invented=True, match=[["LoadFileOrDefault"]], what="agent-invented YAML::LoadFileOrDefault"),
        dict(lid="as-fallback", match=[["as<int>(10)", "as<int>"], ["flush_interval", "InvalidNode"]], what="optional keys with as<int>(fallback); as<int>() throws InvalidNode"),
    ]),
    dict(id="h7-ja-nuke-offline", fmt="claude", repo="nuke", lang="ja", turns=[
        (U, "Atlas で一度見たカタログ写真が、機内モードにすると全部グレーになる。ImageLoading.swift でパイプラインを作ってる。"),
        (T, "Grep", {"pattern": "ImagePipeline", "path": "Atlas/Images"}, "Atlas/Images/ImageLoading.swift:9:    static let pipeline = ImagePipeline(configuration: .withURLCache)"),
        (A, "既定の `.withURLCache` は CDN の `Cache-Control: no-store` に従うので、ディスクに何も残っていません。`ImagePipeline.Configuration.withOfflineCache` に切り替えます。これは HTTP ヘッダーに関係なく取得したデータをすべてディスクに保存し、オフライン時はそこから返す構成です。"),
        (U, "いいね、それで"),
        (A, "`ImagePipeline(configuration: .withOfflineCache)` に変更しました。"),
        (U, "もう一つ。速くスクロールすると表示中のセルがなかなか出ない。collectionView(_:cancelPrefetchingForItemsAt:) で stopPrefetching(with:) を呼んでない——画面外のダウンロードが何百も先に走ってる"),
        (A, "`PhotoGrid` の `cancelPrefetchingForItemsAt` で `prefetcher.stopPrefetching(with: urls)` を呼ぶようにしました。"),
        (U, "ありがとう。SwiftUI のビューは `@State` を先頭にまとめる書き方が好みなので、そこは合わせておいて。今はビルドしなくていい、夜に自分で試す"),
    ], lessons=[
        dict(lid="invented-offline-cache", invented=True, match=[["withOfflineCache"]], what="agent-invented ImagePipeline.Configuration.withOfflineCache"),
        dict(lid="stop-prefetching", match=[["stopPrefetching"], ["cancelPrefetchingForItemsAt", "キャンセル", "cancel"]], what="call stopPrefetching(with:) in cancelPrefetchingForItemsAt"),
    ]),
    dict(id="h7-en-hono-errors", fmt="plain", repo="hono", lang="en", turns=[
        (U, "Since we added our own app.onError in edge-gateway, expired tokens come back as 500 instead of 401 and the mobile app logs everyone out."),
        (T, "Read", {"file_path": "src/app.ts"}, "app.use('/api/*', bearerAuth({ verifyToken }))\napp.onError((err, c) => {\n  console.error(err)\n  return c.json({ error: 'internal' }, 500)\n})"),
        (A, "I'll catch the token error inside `verifyToken` and return false."),
        (U, "No — bearerAuth throws an HTTPException for the 401 and our onError turns every error into a 500. Return err.getResponse() when err is an HTTPException, 500 only for the rest."),
        (A, "Done. While here: the dashboard calls this API with cookies, and `cors()` runs with the default `origin` '*' together with `credentials: true`, so browsers reject the response; I'll set `cors({ origin: ['https://dash.example.com'], credentials: true })` with the explicit list."),
        (U, "yes, do that"),
        (A, "Status: onError fixed, cors updated, the README section on errors still to write."),
        (U, "fine, ship it"),
    ], lessons=[
        dict(lid="on-error-http-exception", match=[["getResponse"], ["HTTPException", "onError"]], what="custom onError returns err.getResponse() for HTTPException"),
        dict(lid="cors-credentials-origin", match=[["credentials"], ["origin"]], what="explicit cors origin list with credentials (agent-stated)"),
    ]),
    dict(id="h7-ja-chi-timeout", fmt="codex", repo="chi", lang="ja", turns=[
        (U, "月末になると ledger-api の Postgres の接続プールが枯れる。レポートのルートは middleware.Timeout(10 * time.Second) を付けてるのに。変更するのは cmd/api/routes.go と internal/report/handler.go の二つ"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n 'db\\.Query' internal/report/handler.go"]}, "internal/report/handler.go:57:\trows, err := h.db.Query(sqlMonthly, month)"),
        (A, "タイムアウトを 5 秒に縮めれば接続が早く返るはずです。"),
        (U, "いや、Timeout はコンテキストをキャンセルするだけで、ハンドラーが r.Context() を使ってないと何も止まらない。QueryContext(r.Context(), ...) にして"),
        (A, "`h.db.QueryContext(r.Context(), sqlMonthly, month)` に変えました。それと、月末のピークでは同時に走るレポート自体が多すぎるので、レポートのルーターに `middleware.Throttle(8)` を付けます。上限を超えたリクエストには 429 'Server capacity exceeded.' が返り、データベースに届く前に止まります。"),
        (U, "うん、それで"),
        (T, "shell", {"command": ["bash", "-lc", "go test ./internal/report/... ./cmd/api/..."]}, "ok  \tledger-api/internal/report\t0.281s\nok  \tledger-api/cmd/api\t0.190s"),
        (U, "OK"),
    ], lessons=[
        dict(lid="timeout-context", match=[["r.Context()", "Context"], ["Timeout", "QueryContext"]], what="pass r.Context() to the queries: middleware.Timeout only cancels the context"),
        dict(lid="throttle-reports", match=[["Throttle"], ["429", "8"]], what="cap the report routes with middleware.Throttle(8) (agent-stated)"),
    ]),
]
