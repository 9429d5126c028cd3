"""The twelfth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` or `governance score` on them), to be scored once,
by the lead.

Nine sessions on the bench checkouts (tenacity, resty, axios), three per repository, in the shapes the
product reads (Claude Code JSONL, Codex rollout JSONL, plain JSON chats); build_sets.py writes them to
holdout12/transcripts/. English, Chinese and Japanese, three each; corrections opened in ways no earlier
part used ("Hold on, no.", "Nope —", "Not quite the point.", 慢着，, 不是这样的，, 方向错了。, 「いや違う、」,
「待った、」, 「それじゃない。」); lessons the agent states and the developer accepts ("yeah that tracks, ship it too",
"ok ship it", "works for me", 可以，加上吧, 成，就这么办, 「それで頼む」, 「じゃあそれで」, 「うん、それも入れて」); closings that
defer a run and are no refusal ("I'll kick off the e2e suite after the standup", 全量测试交给流水线, 「結合テストは明日」);
and garbage said in passing (a ticket id, a status report, an open question, a preference, an unverified
guess, a TODO, a failed tool run retried) that is no lesson.

Four agent-stated API claims are INVENTED (`git grep -w` finds nothing in the checkout): three the developer
waves through, to be proposed and rejected by Review's source check (S1_FACTUAL_ERROR): `RetryError.unwrap()`
in tenacity, `SetRetryOnStatus` in resty and `axios.isAbortError` in axios; and `resp.ErrorBody()` in resty,
which the developer corrects (no lesson).

Each session: id, fmt, repo, lang, turns, lessons; ``match`` entries must all appear in a candidate's
When/What/Why (a list matches any one spelling); ``invented`` marks the invented claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h12-en-tenacity-reraise", fmt="claude", repo="tenacity", lang="en", turns=[
        (U, "ledgerline nightly crashed again with tenacity.RetryError: RetryError[<Future at 0x7f.. state=finished raised BankTimeout>]. we DO have an except BankTimeout in jobs/nightly.py. bankclient is ledgerline/bankclient.py"),
        (T, "Read", {"file_path": "ledgerline/bankclient.py"}, "from tenacity import retry, stop_after_attempt, wait_exponential\n\n@retry(stop=stop_after_attempt(5), wait=wait_exponential(multiplier=1, max=30))\ndef fetch_statement(bank_id, day):\n    resp = session.get(f\"{BASE}/{bank_id}/statements/{day}\", timeout=20)\n    if resp.status_code == 504:\n        raise BankTimeout(bank_id)\n    return parse(resp)"),
        (A, "I'll add `except RetryError` next to `except BankTimeout` in `jobs/nightly.py` so both paths mark the bank as late."),
        (U, "Hold on, no. the job isn't the problem, the decorator is. tenacity wraps the last failure in RetryError unless you tell it to re-raise. put reraise=True on fetch_statement's @retry and keep nightly.py as is"),
        (A, "Done: `@retry(stop=stop_after_attempt(5), wait=wait_exponential(multiplier=1, max=30), reraise=True)`. One more thing in the same file: `list_banks()` has a bare `@retry` with no `stop`, and tenacity's default is to retry forever, so if the directory endpoint is down the job never finishes. I'd give it `stop=stop_after_delay(120)`."),
        (U, "yeah that tracks, ship it too"),
        (T, "Bash", {"command": "pytest tests/test_bankclient.py -q"}, "9 passed in 0.44s"),
        (U, "good. I'll kick off the e2e suite after the standup. LEDG-2231 can go to review"),
    ], lessons=[
        dict(lid="reraise-true", match=[["reraise"]], what="reraise=True on fetch_statement's @retry so callers catch BankTimeout, not RetryError"),
        dict(lid="always-stop", match=[["stop_after_delay", "stop"], ["forever", "default"]], what="give every @retry a stop, the default retries forever (agent-stated, accepted)"),
    ]),
    dict(id="h12-zh-tenacity-jitter", fmt="codex", repo="tenacity", lang="zh", turns=[
        (U, "银行那边说我们 sync_accounts 在他们维护结束那一刻把限流打爆了，四十个 worker 一起重试。代码在 ledgerline/sync.py"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,20p ledgerline/sync.py"]}, "@retry(stop=stop_after_delay(900), wait=wait_fixed(2))\ndef sync_account(acct):\n    return bank.pull(acct)"),
        (A, "我把 worker 数从 40 降到 10，这样同时重试的就少了。"),
        (U, "慢着，降并发治标不治本，固定等待让大家步调一致才是问题。换成 wait_random_exponential(multiplier=1, max=60)，加上随机性"),
        (A, "已改为 `wait=wait_random_exponential(multiplier=1, max=60)`。另外告警里现在只能看到 `RetryError`，tenacity 的 `RetryError` 有个 `unwrap()` 方法，能直接拿到最后一次的原始异常，我在告警处理里用 `err.unwrap()` 打出真正的错误类型。"),
        (U, "可以，加上吧"),
        (T, "shell", {"command": ["bash", "-lc", "pytest tests/test_sync.py -q"]}, "ERROR: file or directory not found: tests/test_sync.py"),
        (T, "shell", {"command": ["bash", "-lc", "pytest tests/sync -q"]}, "5 passed in 0.31s"),
        (U, "全量测试交给流水线。我感觉 multiplier 调成 2 会更好，不过没依据，先这样"),
    ], lessons=[
        dict(lid="random-exponential", match=[["wait_random_exponential"]], what="wait_random_exponential instead of wait_fixed so workers do not retry in lockstep"),
        dict(lid="invented-unwrap", invented=True, match=[["unwrap"]], what="agent-invented RetryError.unwrap()"),
    ]),
    dict(id="h12-ja-tenacity-types", fmt="plain", repo="tenacity", lang="ja", turns=[
        (U, "`fetch_statement()` が壊れた明細でも 5 回リトライしてて、アラートが遅れる。ValueError はパース失敗なので即失敗でいい。ledgerline/bankclient.py"),
        (T, "cat", {"path": "ledgerline/bankclient.py"}, "@retry(stop=stop_after_attempt(5), reraise=True)\ndef fetch_statement(bank_id, day):\n    ..."),
        (A, "関数の中で `ValueError` を捕まえて `None` を返すようにします。"),
        (U, "いや違う、それだと None が正常値として保存される。retry=retry_if_exception_type(BankTimeout) にして、BankTimeout のときだけリトライさせて"),
        (A, "`@retry(stop=stop_after_attempt(5), reraise=True, retry=retry_if_exception_type(BankTimeout))` にしました。それと、今はリトライが起きてもログに何も出ないので、`before_sleep=before_sleep_log(log, logging.WARNING)` を足して、待機に入る前に警告を出すようにします。"),
        (U, "うん、それも入れて"),
        (T, "pytest", {"command": "pytest tests/test_bankclient.py -q"}, "10 passed in 0.47s"),
        (U, "ありがとう。結合テストは明日。個人的にはデコレーターが長いので定数にまとめたいけど、それは別 PR で"),
    ], lessons=[
        dict(lid="retry-exception-type", match=[["retry_if_exception_type"]], what="retry only BankTimeout with retry_if_exception_type; a ValueError fails at once"),
        dict(lid="before-sleep-log", match=[["before_sleep"]], what="before_sleep=before_sleep_log(log, WARNING) so retries show in the log (agent-stated, accepted)"),
    ]),
    dict(id="h12-en-resty-503", fmt="codex", repo="resty", lang="en", turns=[
        (U, "harbormaster deploys fail instantly while the registry does its rolling restart, it answers 503 for ~20s. we have SetRetryCount(3) in internal/registry/client.go, why isn't it retrying?"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,25p internal/registry/client.go"]}, "func newRegistryClient(cfg Config) *resty.Client {\n\treturn resty.New().\n\t\tSetBaseURL(cfg.URL).\n\t\tSetAuthToken(cfg.Token).\n\t\tSetRetryCount(3)\n}"),
        (A, "I'll wrap `DownloadArtifact` in a loop that checks for 503 and sleeps 5s between tries."),
        (U, "Nope — don't hand-roll it. resty only retries on transport errors out of the box; a 503 is a completed response. add an AddRetryCondition that returns true for 503"),
        (A, "Added `.AddRetryCondition(func(r *resty.Response, err error) bool { return r != nil && r.StatusCode() == 503 })`. For the other services there's also `SetRetryOnStatus(503, 502)` on the client, which does the same without a closure; I'll use that in the webhook client."),
        (U, "ok ship it"),
        (T, "shell", {"command": ["bash", "-lc", "go test ./internal/registry/ -run TestRetry"]}, "ok  \tgithub.com/example/harbormaster/internal/registry\t2.105s"),
        (U, "thanks. should we move to resty v3 at some point? no idea yet, parking it"),
    ], lessons=[
        dict(lid="retry-condition-503", match=[["AddRetryCondition"]], what="add AddRetryCondition for 503; SetRetryCount alone retries only transport errors"),
        dict(lid="invented-retry-on-status", invented=True, match=[["SetRetryOnStatus"]], what="agent-invented SetRetryOnStatus"),
    ]),
    dict(id="h12-zh-resty-download", fmt="plain", repo="resty", lang="zh", turns=[
        (U, "harbormaster 下大镜像的时候 pod 被 OOM kill，镜像 2GB 左右。DownloadArtifact 在 internal/registry/download.go"),
        (T, "cat", {"path": "internal/registry/download.go"}, "resp, err := c.R().SetContext(ctx).Get(\"/artifacts/\" + id)\nif err != nil { return err }\nreturn os.WriteFile(dst, resp.Body(), 0o644)"),
        (A, "我把 pod 的内存限制从 1Gi 提到 4Gi。"),
        (U, "不是这样的，resty 默认会把整个 body 读进内存。请求上加 SetDoNotParseResponse(true)，然后 io.Copy(resp.RawBody()) 到文件，记得 Close"),
        (A, "改好了：`SetDoNotParseResponse(true)`，`defer resp.RawBody().Close()`，`io.Copy(f, resp.RawBody())`。另外这个客户端上有 `SetTimeout(30 * time.Second)`，resty 的 `SetTimeout` 设置的是 `http.Client` 的超时，读 body 的时间也算在内，慢的镜像源下大文件会在 30 秒被掐断；下载请求改用 `SetContext` 带的截止时间，客户端不设全局超时。"),
        (U, "成，就这么办"),
        (T, "go", {"command": "go test ./internal/registry/ -run TestDownload"}, "ok  \tgithub.com/example/harbormaster/internal/registry\t0.912s"),
        (U, "HBM-512 先挂着。进度：下载修好了，promote 的幂等性下周看"),
    ], lessons=[
        dict(lid="do-not-parse-stream", match=[["SetDoNotParseResponse", "RawBody"]], what="stream large downloads with SetDoNotParseResponse(true) and RawBody(), closing it"),
        dict(lid="settimeout-covers-body", match=[["SetTimeout"]], what="SetTimeout is the http.Client timeout and covers reading the body; no client-wide timeout on the download client (agent-stated, accepted)"),
    ]),
    dict(id="h12-ja-resty-error", fmt="claude", repo="resty", lang="ja", turns=[
        (U, "harbormaster で存在しない成果物 ID を指定してもデプロイ成功になる。404 なのに。internal/registry/client.go の Promote"),
        (T, "Read", {"file_path": "internal/registry/client.go"}, "func (c *Client) Promote(id string) error {\n\t_, err := c.http.R().SetHostURL(c.base).Post(\"/promote/\" + id)\n\treturn err\n}"),
        (A, "`err` が nil のときも `resp.ErrorBody()` を読んで空でなければエラーにします。"),
        (U, "待った、そんなメソッドは resty に無い。resty は 4xx/5xx で error を返さないから、resp.IsError() を見て、SetError(&APIError{}) を登録して resp.Error() を読むのが正しい"),
        (A, "`resp, err := c.http.R().SetError(&APIError{}).Post(...)` のあと `if resp.IsError() { return resp.Error().(*APIError) }` にしました。ついでに、この呼び出しで使っている `SetHostURL` は `client.go` に 'Deprecated: use [Client.SetBaseURL] instead. To be removed in the v3.0.0 release.' とあるので、クライアント生成時の `SetBaseURL` に寄せます。"),
        (U, "それで頼む"),
        (T, "Bash", {"command": "go vet ./... && go test ./internal/registry/"}, "ok  \tgithub.com/example/harbormaster/internal/registry\t0.640s"),
        (U, "OK。ログのフォーマットは JSON の方が好きだけど今回は触らない"),
    ], lessons=[
        dict(lid="is-error-set-error", match=[["IsError"]], what="check resp.IsError() and read resp.Error() with SetError; resty returns no error for 4xx/5xx"),
        dict(lid="set-base-url", match=[["SetBaseURL"]], what="SetBaseURL instead of the deprecated SetHostURL (agent-stated, accepted)"),
    ]),
    dict(id="h12-en-axios-abort", fmt="plain", repo="axios", lang="en", turns=[
        (U, "quill-web search: type fast and the list shows results for an older query. src/hooks/useSearch.ts"),
        (T, "cat", {"path": "src/hooks/useSearch.ts"}, "useEffect(() => {\n  apiClient.get('/search', { params: { q } }).then((r) => setResults(r.data.items))\n    .catch((e) => toast.error(e.message));\n}, [q]);"),
        (A, "I'll add a 300ms debounce on `q` so fewer requests go out."),
        (U, "Not quite the point. a debounce makes it rarer but a slow response can still land last. abort the previous request: new AbortController per effect run, pass signal, abort in the cleanup"),
        (A, "Done: the effect creates `const controller = new AbortController()`, passes `{ signal: controller.signal }` and the cleanup calls `controller.abort()`. The aborted request will now reject, so in the catch I'll return early when `axios.isAbortError(e)` is true; that is the axios helper for errors caused by an `AbortController`, so the toast does not fire."),
        (U, "works for me"),
        (T, "npm", {"command": "npx vitest run src/hooks/useSearch.test.ts"}, " ✓ src/hooks/useSearch.test.ts (4 tests) 212ms"),
        (U, "nice. TODO for later: the empty state still flickers, maybe a design question"),
    ], lessons=[
        dict(lid="abort-previous", match=[["AbortController", "abort"]], what="abort the previous search with a new AbortController per request, signal passed, abort in cleanup"),
        dict(lid="invented-is-abort-error", invented=True, match=[["isAbortError"]], what="agent-invented axios.isAbortError"),
    ]),
    dict(id="h12-zh-axios-refresh", fmt="claude", repo="axios", lang="zh", turns=[
        (U, "quill-web token 过期以后标签页直接卡死，network 面板里全是 /auth/refresh。拦截器在 src/api/http.ts"),
        (T, "Read", {"file_path": "src/api/http.ts"}, "apiClient.interceptors.response.use(undefined, async (error) => {\n  if (error.response?.status === 401) {\n    await refreshToken();\n    return apiClient(error.config);\n  }\n  return Promise.reject(error);\n});"),
        (A, "我给 `refreshToken()` 加一个 5 秒的节流，避免短时间内重复刷新。"),
        (U, "方向错了。问题是刷新失败的 401 又进了这个拦截器。给 error.config 打 _retry 标记，已经重试过的就直接 reject"),
        (A, "已改：`if (error.response?.status === 401 && !error.config._retry) { error.config._retry = true; await refreshToken(); return apiClient(error.config); }`。另外 `refreshToken()` 自己也是用 `apiClient.post('/auth/refresh')` 发的，它的 401 也会经过这个拦截器；我把刷新请求改成不经过拦截器的 `axios.post`。"),
        (U, "可以，加上吧"),
        (T, "Bash", {"command": "npx vitest run src/api"}, " ✓ src/api/http.test.ts (6 tests) 301ms"),
        (U, "好。我猜登录页偶尔白屏也跟这个有关，没验证过。QW-902 我来关"),
    ], lessons=[
        dict(lid="retry-flag", match=[["_retry"]], what="mark error.config._retry and refresh at most once before replaying through apiClient"),
        dict(lid="refresh-outside-interceptor", match=[["refresh", "刷新"], ["axios.post", "interceptor", "拦截器"]], what="send the refresh request itself outside apiClient's interceptor (agent-stated, accepted)"),
    ]),
    dict(id="h12-ja-axios-status", fmt="codex", repo="axios", lang="ja", turns=[
        (U, "quill-web で検索にヒットしないと赤いエラートーストが出る。API は該当なしで 404 を返す仕様。src/hooks/useSearch.ts"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n 'apiClient.get' src/hooks/useSearch.ts"]}, "14:  apiClient.get('/search', { params: { q, ids }, signal: controller.signal })"),
        (A, "catch の中でメッセージに '404' が含まれていたらトーストを出さないようにします。"),
        (U, "それじゃない。メッセージの文字列で判定しない。このリクエストだけ validateStatus: (s) => s < 500 にして、404 はレスポンス側で空表示にして"),
        (A, "`validateStatus: (s) => s < 500` を付け、`r.status === 404` のときは `setResults([])` にしました。もう一点、`ids` が配列で今は `ids[]=1&ids[]=2` で送られていて、API 側はこれを 400 で弾いています。`paramsSerializer: { indexes: null }` にすると `ids=1&ids=2` になります。"),
        (U, "じゃあそれで"),
        (T, "shell", {"command": ["bash", "-lc", "npx vitest run src/hooks"]}, " ✓ src/hooks/useSearch.test.ts (5 tests) 240ms"),
        (U, "ありがとう。全体の E2E は CI に任せる"),
    ], lessons=[
        dict(lid="validate-status-404", match=[["validateStatus"]], what="validateStatus (s) => s < 500 on the search request, 404 handled as empty results"),
        dict(lid="params-indexes-null", match=[["indexes"]], what="paramsSerializer { indexes: null } to send ids=1&ids=2 (agent-stated, accepted)"),
    ]),
]
