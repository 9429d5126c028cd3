"""The eighth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Five sessions on the bench checkouts (requests, logrus, rich, immer, masonry) in the shapes the product reads
(Claude Code JSONL, Codex rollout JSONL, plain JSON chats); build_sets.py writes them to
holdout8/transcripts/. English, Chinese and Japanese; corrections opened with "No —" / 不对—— / 「いや、」,
reasons after a dash or a colon or with no connective, lessons the agent states and the developer accepts
("yes", 对, うん), two lessons in one episode, a closing that defers a run and is no refusal, and garbage
said in passing (a TODO, a ticket id, an open question, a preference, a status report) that is no lesson.

Three agent-stated API claims are INVENTED (`git grep -w` finds nothing in the checkout):
`Session.set_default_timeout` in requests (the developer corrects it with "No —": no lesson),
`console.print_safe` in rich and `produceSafe` in immer (the developer waves these two through: they
should be proposed and rejected by Review's source check, S1_FACTUAL_ERROR).

Each session: id, fmt, repo, lang, turns, lessons; ``match`` entries must all appear in a candidate's
When/What/Why (a list matches any one spelling); ``invented`` marks the invented claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h8-en-requests-timeout", fmt="claude", repo="requests", lang="en", turns=[
        (U, "billing-sync's nightly job hung again, the worker was stuck in partner/client.py for nine hours. BILL-2291 has the logs."),
        (T, "Read", {"file_path": "partner/client.py"}, "def fetch_invoices(session, since):\n    r = session.get(BASE + '/invoices', params={'since': since})\n    r.raise_for_status()\n    return r.json()"),
        (A, "The call has no timeout. I'll add `session.set_default_timeout(30)` once where the session is built so every call gets it."),
        (U, "No — requests has no default timeout and no session-wide one either, pass timeout=(3.05, 30) on each session.get. a hung socket just waits forever otherwise"),
        (A, "Done: `timeout=(3.05, 30)` on every `session.get`. The partner also answers 503 for a minute during its deploys; I'll mount `HTTPAdapter(max_retries=Retry(total=3, backoff_factor=1, status_forcelist=[503]))` on the session so those invoices are retried."),
        (U, "yes"),
        (T, "Bash", {"command": "pytest tests/test_client.py -q"}, "6 passed in 0.41s"),
        (U, "great. no need to run the full sync now, I'll kick it off tonight"),
    ], lessons=[
        dict(lid="per-call-timeout", match=[["timeout"], ["3.05", "default timeout", "no default"]], what="pass timeout=(3.05, 30) on each call; requests has no default timeout"),
        dict(lid="retry-503", match=[["HTTPAdapter", "max_retries", "Retry"], ["503"]], what="mount HTTPAdapter(max_retries=Retry(...503)) (agent-stated, accepted)"),
    ]),
    dict(id="h8-zh-logrus-fatal", fmt="codex", repo="logrus", lang="zh", turns=[
        (U, "ingest-worker 崩了以后总是丢一批事件，看 cmd/worker/run.go"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,25p cmd/worker/run.go"]}, "func run(p *Producer) {\n\tdefer p.Flush()\n\tif err := consume(p); err != nil {\n\t\tlogrus.Fatal(err)\n\t}\n}"),
        (A, "可能是 Flush 太慢，我把 flush 的超时调大。"),
        (U, "不对——logrus.Fatal 打完日志直接 os.Exit(1)，defer 根本不会跑。把错误返回到 main，在 main 里退出"),
        (A, "已把 `run` 改成返回错误，`main` 里记录后退出。另外 `main` 里那一处 `logrus.Fatal` 也会跳过 flush，我用 `logrus.RegisterExitHandler` 注册 `p.Flush`，这样 `Fatal` 退出前会先执行它。"),
        (U, "对"),
        (T, "shell", {"command": ["bash", "-lc", "go test ./..."]}, "ok  \tingest-worker/cmd/worker\t0.233s"),
        (U, "TODO：以后看看要不要把日志换成 JSON，先不管"),
    ], lessons=[
        dict(lid="fatal-skips-defer", match=[["Fatal"], ["os.Exit", "defer"]], what="logrus.Fatal exits without running defers: return the error to main"),
        dict(lid="register-exit-handler", match=[["RegisterExitHandler"]], what="register the flush with logrus.RegisterExitHandler (agent-stated, accepted)"),
    ]),
    dict(id="h8-ja-rich-markup", fmt="plain", repo="rich", lang="ja", turns=[
        (U, "deployctl の status コマンドで、コミットメッセージに [/bold] が入ってると MarkupError で落ちる。あと [prod] ってブランチが表示されない"),
        (A, "`console.print` が角括弧をマークアップとして解釈しています。ユーザー文字列を出す箇所は `console.print_safe(text)` に置き換えます。これはマークアップを解釈しない版です。"),
        (U, "うん"),
        (A, "`status` と `log` の出力を `console.print_safe` に置き換えました。"),
        (U, "いや、進捗のスピナーも jq に流れてる。stdout は JSON だけにして。Console(stderr=True) で進捗を出せば stdout は汚れない"),
        (A, "進捗用に `Console(stderr=True)` を作り、stdout には JSON だけを出すようにしました。"),
        (U, "ありがとう。出力の色は緑の方が好きだけど、それはまた今度"),
    ], lessons=[
        dict(lid="invented-print-safe", invented=True, match=[["print_safe"]], what="agent-invented console.print_safe"),
        dict(lid="progress-stderr", match=[["stderr"], ["Console", "jq", "stdout"]], what="progress on Console(stderr=True) so stdout stays JSON"),
    ]),
    dict(id="h8-en-immer-mapset", fmt="codex", repo="immer", lang="en", turns=[
        (U, "cart-ui crashes on the first add to cart: \"The plugin for 'MapSet' has not been loaded into Immer\". reducers in src/cart/reducer.ts"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 1,20p src/cart/reducer.ts"]}, "export const add = (state, item) => produce(state, draft => {\n  draft.items.set(item.id, item)\n})"),
        (A, "The state holds a `Map`, so immer needs its MapSet plugin: I'll call `enableMapSet()` once in `src/main.ts` before any `produce`. The reducer tests import the reducer without `main.ts`, so I'll call it in the test setup file too."),
        (U, "yes, do that"),
        (A, "Added. Also `clear` is `produce(state, draft => draft.total = 0)`: that returns 0 and modifies the draft; I'll switch those to `produceSafe`, which ignores the returned value."),
        (U, "ok"),
        (T, "shell", {"command": ["bash", "-lc", "npx vitest run src/cart"]}, "Test Files  3 passed (3)"),
        (U, "should we drop Map for plain objects at some point? not now"),
    ], lessons=[
        dict(lid="enable-mapset", match=[["enableMapSet"]], what="call enableMapSet() once at the entry and in the test setup (agent-stated, accepted)"),
        dict(lid="invented-produce-safe", invented=True, match=[["produceSafe"]], what="agent-invented produceSafe"),
    ]),
    dict(id="h8-zh-masonry-cells", fmt="claude", repo="masonry", lang="zh", turns=[
        (U, "Harbor 订单列表滚几下日志里就全是 Unable to simultaneously satisfy constraints，看 OrderCell.m 的 configure"),
        (T, "Read", {"file_path": "Harbor/OrderCell.m"}, "- (void)configure:(Order *)order {\n    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {\n        make.width.mas_equalTo(order.isUrgent ? 60 : 0);\n    }];\n}"),
        (A, "可以在 configure 开头先把 badge 的所有约束删掉再加。"),
        (U, "不是，用 mas_updateConstraints 就行——这里只有宽度的常量在变，mas_makeConstraints 每次调用都会新加一条约束，cell 复用后就冲突了"),
        (A, "已改成 `mas_updateConstraints`，宽度约束只在 `initWithStyle:` 里用 `mas_makeConstraints` 建一次。"),
        (U, "好。这个 cell 的改动状态：订单页做完了，历史页还没改"),
    ], lessons=[
        dict(lid="update-not-make-in-configure", match=[["mas_updateConstraints"], ["mas_makeConstraints", "复用", "约束"]], what="in a reused cell use mas_updateConstraints for a changing constant; mas_makeConstraints adds one each call"),
    ]),
]
