"""The eleventh held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` or `governance score` on them), to be scored once,
by the lead.

Nine sessions on the bench checkouts (loguru, testify, kotlinpoet), three per repository, in the shapes the
product reads (Claude Code JSONL, Codex rollout JSONL, plain JSON chats); build_sets.py writes them to
holdout11/transcripts/. English, Chinese and Japanese, three each; corrections opened in ways no earlier
part used ("Scratch that —", "Close, but no.", "Wait, stop,", 等一下，, 你搞反了，, 不对不对，, 「ちょっと待って、」,
「ううん、」, 「惜しいけど、」); the reason after a dash, after a full stop, inside a longer sentence or with no
connective; lessons the agent states and the developer accepts ("yep, do it", "fine by me", "go for it",
嗯，改吧, 行啊, 「うん、やって」, 「了解、それで」, 「はい、進めて」); closings that defer a run and are no
refusal ("leave the full suite for CI", 集成测试我晚上自己跑, 「全体のビルドは明日回す」); and garbage said in
passing (a ticket id, a status report, an open question, a preference, an unverified guess, a TODO, a failed
tool run retried) that is no lesson.

Four agent-stated API claims are INVENTED (`git grep -w` finds nothing in the checkout): three the developer
waves through, to be proposed and rejected by Review's source check (S1_FACTUAL_ERROR): `logger.drain()`
in loguru, `assert.EqualJSON` in testify and `ClassName.asNullable()` in KotlinPoet; and
`addGeneratedAnnotation()` in KotlinPoet, which the developer corrects (no lesson).

Each session: id, fmt, repo, lang, turns, lessons; ``match`` entries must all appear in a candidate's
When/What/Why (a list matches any one spelling); ``invented`` marks the invented claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h11-en-loguru-dup", fmt="claude", repo="loguru", lang="en", turns=[
        (U, "tidewater prints every log line twice in the container, one of them in some default format we never configured. TIDE-1201. setup is tidewater/logsetup.py"),
        (T, "Read", {"file_path": "tidewater/logsetup.py"}, "from loguru import logger\n\ndef _fmt(record):\n    return \"{time:HH:mm:ss} {level} {extra[worker]} {message}\\n\"\n\ndef configure_logging(level=\"INFO\"):\n    logger.configure(extra={\"worker\": \"main\"})\n    logger.add(sys.stderr, format=_fmt, level=level)"),
        (A, "I'll add a `filter` that remembers the last message and drops an identical one arriving within a millisecond, so the duplicate never reaches the output."),
        (U, "Scratch that — nothing is being logged twice, there are two handlers. loguru comes with its own stderr handler at import time and we never remove it. call logger.remove() at the top of configure_logging before the add"),
        (A, "Done, `configure_logging()` now starts with `logger.remove()`. While reading it I noticed `_fmt` is a function and doesn't end with `{exception}`: loguru only appends that field on its own when the format is a string, so every `logger.exception(...)` we write loses its traceback. I'll add `{exception}` at the end of the returned format."),
        (U, "yep, do it"),
        (T, "Bash", {"command": "pytest tests/test_logsetup.py -q"}, "6 passed in 0.19s"),
        (U, "good. leave the full suite for CI, it takes forever locally"),
    ], lessons=[
        dict(lid="remove-default-handler", match=[["remove"]], what="call logger.remove() before adding the console sink; the default stderr handler doubles every line"),
        dict(lid="format-fn-exception", match=[["{exception}", "exception"]], what="a format function must end with {exception}, loguru adds it only to string formats (agent-stated, accepted)"),
    ]),
    dict(id="h11-zh-loguru-enqueue", fmt="codex", repo="loguru", lang="zh", turns=[
        (U, "tidewater 的 tidewater.log 里有半截的行，两条 JSON 粘在一起，采集器直接报解析错误。解析是 multiprocessing 的进程池跑的，见 tidewater/pool.py"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,30p tidewater/pool.py"]}, "def _init_worker():\n    logger.add(\"tidewater.log\", serialize=True)\n\ndef run(batches):\n    with Pool(4, initializer=_init_worker) as pool:\n        pool.map(parse_batch, batches)"),
        (A, "我在 `_init_worker` 里加一个 `multiprocessing.Lock`，每次写日志前先拿锁。"),
        (U, "等一下，锁解决不了，每个进程都自己打开了这个文件，各写各的。loguru 的 sink 只是线程安全，不是多进程安全。文件 sink 挪到主进程里只加一次，加 enqueue=True，initializer 里别再 add"),
        (A, "改好了：`run()` 之前在 `if __name__ == \"__main__\":` 下 `logger.add(\"tidewater.log\", serialize=True, enqueue=True)`，`_init_worker` 里的 `add` 删掉了。另外开了 `enqueue` 之后，进程退出前要调用 `logger.drain()`，它会阻塞到队列里的消息全部写完，不然最后几条可能丢，我加在 `run()` 的 finally 里。"),
        (U, "嗯，改吧"),
        (T, "shell", {"command": ["bash", "-lc", "python -m tidewater.pool --sample data/sample.ndjson && tail -n 3 tidewater.log | python -m json.tool > /dev/null && echo ok"]}, "ok"),
        (U, "我猜批处理变慢也是日志引起的，不过没测过，先不管。进度：日志修好了，重试逻辑明天看"),
    ], lessons=[
        dict(lid="enqueue-main-process", match=[["enqueue"]], what="add the file sink once in the main process with enqueue=True; sinks are not multiprocess-safe"),
        dict(lid="invented-drain", invented=True, match=[["drain"]], what="agent-invented logger.drain()"),
    ]),
    dict(id="h11-ja-loguru-extra", fmt="plain", repo="loguru", lang="ja", turns=[
        (U, "tidewater の一部のログが出ない。stderr に KeyError: 'request_id' が出ている。フォーマットは tidewater/logsetup.py の LOG_FORMAT"),
        (T, "cat", {"path": "tidewater/logsetup.py"}, "LOG_FORMAT = \"{time} {level} [{extra[request_id]}] {message}\"\n\ndef configure_logging():\n    logger.remove()\n    logger.add(sys.stderr, format=LOG_FORMAT, backtrace=True, diagnose=True)"),
        (A, "フォーマットを関数にして、`record[\"extra\"].get(\"request_id\", \"-\")` で取り出すようにします。"),
        (U, "ちょっと待って、そこまでしなくていい。bind してないワーカーのログで request_id が無いから KeyError になってるだけ。logger.configure(extra={\"request_id\": \"-\"}) で既定値を入れて"),
        (A, "`configure_logging()` の先頭で `logger.configure(extra={\"request_id\": \"-\"})` するようにしました。もう一点、`add` が `diagnose=True` のままです。README に 'Caution, \"diagnose=True\" is the default and may leak sensitive data in prod' とあり、トレースバックに変数の値がそのまま出ます。本番では `diagnose=False` にします。"),
        (U, "うん、やって"),
        (T, "pytest", {"command": "pytest tests/test_logsetup.py -q"}, "7 passed in 0.21s"),
        (U, "ありがとう。個人的にはリクエスト ID は行末に置きたいけど、それは好みなので今回は触らない。TODO: 保存期間の設定は運用と決める"),
    ], lessons=[
        dict(lid="configure-extra-default", match=[["configure"], ["request_id", "extra"]], what="give extra[request_id] a default with logger.configure(extra=...) or unbound records raise KeyError"),
        dict(lid="diagnose-false", match=[["diagnose"]], what="diagnose=False in production, it leaks variable values (agent-stated, accepted)"),
    ]),
    dict(id="h11-en-testify-goroutine", fmt="codex", repo="testify", lang="en", turns=[
        (U, "tollbooth: TestAllowBurst hangs in CI until the 10m timeout, no failure message at all. internal/limiter/limiter_test.go"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 40,70p internal/limiter/limiter_test.go"]}, "func TestAllowBurst(t *testing.T) {\n\tstore := new(storeMock)\n\tstore.On(\"Incr\", mock.Anything, \"client-a\").Return(int64(1), nil)\n\tl := New(store, 10)\n\tvar wg sync.WaitGroup\n\tfor i := 0; i < 10; i++ {\n\t\twg.Add(1)\n\t\tgo func() {\n\t\t\tok, err := l.Allow(ctx, \"client-a\")\n\t\t\trequire.NoError(t, err)\n\t\t\trequire.True(t, ok)\n\t\t\twg.Done()\n\t\t}()\n\t}\n\twg.Wait()\n}"),
        (A, "The test is probably just slow under `-race`. I'll raise the package timeout to 20 minutes in the Makefile."),
        (U, "Close, but no. it's the require calls in the goroutine. require does t.FailNow and that only works from the test's own goroutine, from anywhere else it just exits that goroutine, so wg.Done never runs. use assert in there"),
        (A, "Switched the two checks in the goroutine to `assert.NoError` / `assert.True`. The test also sets `On(\"Incr\", ...)` but never calls `store.AssertExpectations(t)`, so it would pass even if `Allow` stopped calling the store; I'll add it after `wg.Wait()`."),
        (U, "fine by me"),
        (T, "shell", {"command": ["bash", "-lc", "go test -race ./internal/limiter/"]}, "go: updates to go.mod needed; to update it:\n\tgo mod tidy\nFAIL\tgithub.com/example/tollbooth/internal/limiter [setup failed]"),
        (T, "shell", {"command": ["bash", "-lc", "go mod tidy && go test -race ./internal/limiter/"]}, "ok  \tgithub.com/example/tollbooth/internal/limiter\t1.412s"),
        (U, "nice. do we even want the limiter tests to use a mock store, or a real redis in docker? not today, just thinking out loud"),
    ], lessons=[
        dict(lid="assert-in-goroutine", match=[["assert"], ["goroutine", "FailNow", "require"]], what="use assert, not require, in goroutines a test starts; FailNow only works on the test goroutine"),
        dict(lid="assert-expectations", match=[["AssertExpectations"]], what="call store.AssertExpectations(t) after setting On(...) (agent-stated, accepted)"),
    ]),
    dict(id="h11-zh-testify-mock", fmt="plain", repo="testify", lang="zh", turns=[
        (U, "tollbooth 的 TestQuoteForwarding 报 mock: Unexpected Method Call，可是参数看起来一模一样。internal/proxy/proxy_test.go"),
        (T, "cat", {"path": "internal/proxy/proxy_test.go"}, "up := new(upstreamMock)\nreq := httptest.NewRequest(\"GET\", \"/v1/quote\", nil)\nup.On(\"Do\", req).Return(okResponse(), nil)\nrec := httptest.NewRecorder()\nNewProxy(up).ServeHTTP(rec, httptest.NewRequest(\"GET\", \"/v1/quote\", nil))\nassert.Equal(t, `{\"price\":12,\"currency\":\"EUR\"}`, rec.Body.String())"),
        (A, "我让测试里传给 `ServeHTTP` 的和 `On` 里的用同一个 `req` 对象，这样就能匹配上。"),
        (U, "你搞反了，代理内部会复制一份请求再转发，传进去的对象本来就不是 Do 收到的那个。期望里用 mock.MatchedBy(func(r *http.Request) bool { return r.URL.Path == \"/v1/quote\" })"),
        (A, "已改成 `up.On(\"Do\", mock.MatchedBy(func(r *http.Request) bool { return r.URL.Path == \"/v1/quote\" }))`。最后一行比较 JSON 字符串也容易因为键的顺序失败，testify 有 `assert.EqualJSON(t, want, got)`，会先把两边解析成对象再比，我换成它。"),
        (U, "行啊"),
        (T, "go", {"command": "go test ./internal/proxy/ -run TestQuoteForwarding"}, "ok  \tgithub.com/example/tollbooth/internal/proxy\t0.087s"),
        (U, "集成测试我晚上自己跑。TOLL-377 先别关，等我确认完"),
    ], lessons=[
        dict(lid="matched-by", match=[["MatchedBy"]], what="match a copied *http.Request with mock.MatchedBy on its path"),
        dict(lid="invented-equal-json", invented=True, match=[["EqualJSON"]], what="agent-invented assert.EqualJSON"),
    ]),
    dict(id="h11-ja-testify-suite", fmt="claude", repo="testify", lang="ja", turns=[
        (U, "tollbooth の LimiterSuite、単体で流すと通る TestKeysListed が全体で流すと落ちる。Keys が前のテストで設定した値を返してくる。internal/limiter/suite_test.go"),
        (T, "Read", {"file_path": "internal/limiter/suite_test.go"}, "type LimiterSuite struct {\n\tsuite.Suite\n\tstore *storeMock\n}\n\nfunc (s *LimiterSuite) SetupSuite() {\n\ts.store = new(storeMock)\n}\n\nfunc (s *LimiterSuite) TestKeysListed() {\n\ts.store.On(\"Keys\", mock.Anything).Return([]string{\"a\", \"b\"}, nil)\n\tkeys, _ := New(s.store, 5).Keys(ctx)\n\ts.Equal([]string{\"a\", \"b\"}, keys)\n}"),
        (A, "各テストの最後で `s.store.ExpectedCalls = nil` を入れて、期待を毎回消すようにします。"),
        (U, "ううん、そこじゃない。SetupSuite は全体で 1 回しか走らないから、同じ mock を全テストで使い回してて前のテストの On が残ってる。mock は SetupTest で毎回作り直して"),
        (A, "`SetupSuite` をやめて `SetupTest` で `s.store = new(storeMock)` するようにしました。それから `TestKeysListed` の `s.Equal` ですが、`Keys()` は順序を保証していないので、`s.ElementsMatch` にしておくと CI でたまに落ちるのを防げます。"),
        (U, "了解、それで"),
        (T, "Bash", {"command": "go test ./internal/limiter/ -count=3"}, "ok  \tgithub.com/example/tollbooth/internal/limiter\t2.904s"),
        (U, "ありがとう。状況だけ書いておくと、limiter は全部緑、proxy のテストはまだ直していない"),
    ], lessons=[
        dict(lid="mock-in-setup-test", match=[["SetupTest"]], what="build the suite's mock in SetupTest, SetupSuite runs once and leaks expectations"),
        dict(lid="elements-match", match=[["ElementsMatch"]], what="compare unordered Keys() with ElementsMatch (agent-stated, accepted)"),
    ]),
    dict(id="h11-en-kotlinpoet-types", fmt="plain", repo="kotlinpoet", lang="en", turns=[
        (U, "stencil: the app module fails to compile the generated Routes.kt with 'Unresolved reference: RouteHandler'. generator is processor/src/main/kotlin/RouteProcessor.kt"),
        (T, "cat", {"path": "processor/src/main/kotlin/RouteProcessor.kt"}, "val handler = route.handlerQualifiedName\nfun register(route: RouteDecl) = CodeBlock.of(\"register(%S, %L::class)\\n\", route.path, route.handlerSimpleName)\nFileSpec.builder(\"com.acme.routes\", \"Routes\")\n  .addFunction(FunSpec.builder(\"handlerType\").returns(ClassName.bestGuess(handler)).addStatement(\"return %L::class\", route.handlerSimpleName).build())"),
        (A, "I'll add `.addImport(route.handlerPackage, route.handlerSimpleName)` to the `FileSpec.builder` chain so the names resolve."),
        (U, "Wait, stop, no hand-written imports. the type goes through %L as a bare name so kotlinpoet has no idea it's a type. make a ClassName for the handler and emit it with %T, kotlinpoet adds the import itself"),
        (A, "Both places now take `val handlerType = ClassName(route.handlerPackage, route.handlerSimpleName)` and emit `%T::class`. For optional handlers the old code appended \"?\" to the name; I'll use `handlerType.asNullable()` for those, which gives the nullable `TypeName` and keeps the import."),
        (U, "go for it"),
        (T, "gradle", {"command": "./gradlew :app:compileKotlin"}, "BUILD SUCCESSFUL in 41s"),
        (U, "👍 I'll look at the KDoc on the generated functions some other time"),
    ], lessons=[
        dict(lid="classname-percent-t", match=[["%T"], ["ClassName", "import"]], what="emit types as a ClassName with %T, not a name through %L; %T writes the import"),
        dict(lid="invented-as-nullable", invented=True, match=[["asNullable"]], what="agent-invented ClassName.asNullable()"),
    ]),
    dict(id="h11-zh-kotlinpoet-dollar", fmt="claude", repo="kotlinpoet", lang="zh", turns=[
        (U, "stencil 加了 OData 的 /odata/$metadata 路由以后，生成的 Routes.kt 编译报 Unresolved reference: metadata。代码在 processor/src/main/kotlin/RouteProcessor.kt"),
        (T, "Read", {"file_path": "processor/src/main/kotlin/RouteProcessor.kt"}, ".addStatement(\"val path = \\\"%L\\\"\", route.path)\n.addStatement(\"override fun toString() = %S\", \"Route(path=\\$path)\")"),
        (A, "我在传给 `%L` 之前先把路径里的 `$` 替换成 `\\$`。"),
        (U, "不对不对，别自己转义。%L 是原样贴进去的，引号是我们手写的，当然会变成模板。去掉手写的引号，直接 %S，它会加引号，还会把 $ 转成 ${'$'}"),
        (A, "改成了 `.addStatement(\"val path = %S\", route.path)`。顺便看到 `toString()` 那行用的是 `%S`，它同样会把 `$path` 转义掉，生成的 `toString()` 打印的是字面的 `$path` 而不是值。这里本来就想要模板，应该用 `%P`。"),
        (U, "嗯，改吧"),
        (T, "Bash", {"command": "./gradlew :app:compileKotlin :processor:test"}, "BUILD SUCCESSFUL in 58s"),
        (U, "好。我觉得生成代码里的缩进用四个空格更好看，不过这个以后再说"),
    ], lessons=[
        dict(lid="percent-s-literal", match=[["%S"]], what="write a path literal with %S, which quotes it and escapes $; not hand-quoted %L"),
        dict(lid="percent-p-template", match=[["%P"]], what="use %P where the generated string should be a template (agent-stated, accepted)"),
    ]),
    dict(id="h11-ja-kotlinpoet-ksp", fmt="codex", repo="kotlinpoet", lang="ja", turns=[
        (U, "stencil でルートを 1 つ足しても、インクリメンタルビルドだと Routes.kt が作り直されない。clean すると出る。processor/src/main/kotlin/RouteProcessor.kt"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n 'writeTo\\|FileSpec.builder' processor/src/main/kotlin/RouteProcessor.kt"]}, "57:    val file = FileSpec.builder(\"com.acme.routes\", \"Routes\")\n74:    file.writeTo(codeGenerator, Dependencies(false))"),
        (A, "`build.gradle.kts` で `ksp { incremental = false }` にすれば毎回作り直されます。"),
        (U, "惜しいけど、それだとビルドが全部遅くなる。Routes.kt は全部のルートから作るんだから aggregating。kotlinpoet-ksp の writeTo(codeGenerator, aggregating = true) を使って、各ルート宣言の KSFile を addOriginatingKSFile で付けて"),
        (A, "`file.writeTo(codeGenerator, aggregating = true)` に変え、`TypeSpec` に各ルートの `containingFile` を `addOriginatingKSFile` で付けました。あと、生成物に `@Generated` を付けたいので、`TypeSpec.Builder.addGeneratedAnnotation()` を呼んでおきます。"),
        (U, "そんな関数は KotlinPoet に無いし、@Generated は今回は要らない。そこは消して"),
        (A, "消しました。もう一つ、CI の ktlint が生成物のインデントで毎回警告を出していて、KotlinPoet の既定は 2 スペースなので `FileSpec.builder(...)` に `.indent(\"    \")` を付けます。"),
        (U, "はい、進めて"),
        (T, "shell", {"command": ["bash", "-lc", "./gradlew :app:kspKotlin --info | grep -c 'Routes.kt'"]}, "1"),
        (U, "全体のビルドは明日回す。今日はここまで"),
    ], lessons=[
        dict(lid="ksp-aggregating-originating", match=[["aggregating", "addOriginatingKSFile"]], what="write Routes.kt with writeTo(codeGenerator, aggregating = true) and originating KSFiles so incremental KSP regenerates it"),
        dict(lid="indent-four", match=[["indent"]], what="FileSpec indent(\"    \") for ktlint, the default is two spaces (agent-stated, accepted)"),
    ]),
]
