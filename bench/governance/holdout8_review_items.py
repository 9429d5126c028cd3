"""The eighth held-out set's Review candidates, written blind (their author read neither the governance code
nor its prompts and did not run `governance eval` on them), to be scored once, by the lead.

Candidates after sessions on psf/requests, sirupsen/logrus, Textualize/rich, immerjs/immer, ReactiveX/RxSwift,
SnapKit/Masonry, jarro2783/cxxopts and square/javapoet (library symbols checked with `git grep -w` in
bench/repos; `billing-sync`, `ingest-worker`, `deployctl`, `cart-ui`, `Harbor`, `frame-tool`, `dto-gen` are
the fictional project's names). The nine garbage kinds in three languages and keeps in the three lenses:
imperatives without a modal, "never" inside a good rule, versions and statuses that are no ticket ids, a Why
citing a library's own docs, definitions and locations.

Each row: (id, lang, lens, label, reason, when, what, why).
"""

K, R = "keep", "reject"

ITEMS = [
    # ---------------------------------------------------------------- general common sense
    ("cs-en-1", "en", "logic", R, "GENERAL_COMMON_SENSE", "When calling external APIs from `billing-sync`",
     "Handle errors properly and log them.", "Errors happen."),
    ("cs-zh-1", "zh", "logic", R, "GENERAL_COMMON_SENSE", "写前端状态管理代码时",
     "保持状态结构简单清晰。", "便于维护。"),
    ("cs-ja-1", "ja", "logic", R, "GENERAL_COMMON_SENSE", "iOS の画面を作るとき",
     "レイアウトはシンプルに保つこと。", "保守しやすいから。"),
    # ---------------------------------------------------------------- conversation summary
    ("su-en-1", "en", "logic", R, "CONVERSATION_SUMMARY", "While fixing the hung nightly sync of `billing-sync`",
     "The developer reported the hang, the assistant read the worker code, we added timeouts and the developer said it finished.", "Session notes."),
    ("su-zh-1", "zh", "logic", R, "CONVERSATION_SUMMARY", "`cart-ui` 崩溃问题",
     "用户报错 → 助手看了 reducer → 加了 `enableMapSet()` → 用户确认好了。", "会话过程。"),
    ("su-ja-1", "ja", "logic", R, "CONVERSATION_SUMMARY", "`Harbor` のスクロール時の警告について",
     "ユーザーが警告を貼り、アシスタントがセルを確認し、制約を直して、ユーザーが OK と言った。", "今回の流れ。"),
    # ---------------------------------------------------------------- one-off
    ("oo-en-1", "en", "logic", R, "ONE_OFF", "For ticket BILL-2291 in release 4.18.2",
     "Bump the read timeout of the invoice export to 120 s for this run only.", "The partner's December export is unusually large."),
    ("oo-zh-1", "zh", "logic", R, "ONE_OFF", "处理 PR #884 的评审意见时",
     "把这次改动里的 `WithFields` 调用按字母排序。", "评审人这次要求的。"),
    ("oo-ja-1", "ja", "logic", R, "ONE_OFF", "障害 INC-5520 の対応中",
     "今回だけ `Harbor` の 3.2.1 ビルドで一覧のアニメーションを切る。", "この顧客のデモ用。"),
    # ---------------------------------------------------------------- preference
    ("pr-en-1", "en", "logic", R, "PREFERENCE", "When writing `cart-ui` reducers",
     "I prefer arrow functions with implicit returns; they look cleaner.", "Personal taste."),
    ("pr-zh-1", "zh", "logic", R, "PREFERENCE", "写 `deployctl` 的输出时",
     "我比较喜欢绿色的成功提示，看着舒服。", "个人习惯。"),
    ("pr-ja-1", "ja", "logic", R, "PREFERENCE", "`Harbor` のコードを書くとき",
     "クロージャーは末尾クロージャー構文で書くのが好き。", "読みやすいと思うので。"),
    # ---------------------------------------------------------------- missing context
    ("mc-en-1", "en", "logic", R, "S2_MISSING_CONTEXT", "When it breaks again",
     "Use the other setting, the one from last time.", "It fixed it then."),
    ("mc-zh-1", "zh", "logic", R, "S2_MISSING_CONTEXT", "那个问题再出现时",
     "按上次那样改一下就行。", "上次有效。"),
    ("mc-ja-1", "ja", "logic", R, "S2_MISSING_CONTEXT", "また同じことが起きたら",
     "前と同じ設定に戻す。", "それで直ったから。"),
    # ---------------------------------------------------------------- mixed granularity
    ("mg-en-1", "en", "logic", R, "S3_MIXED_GRANULARITY", "When `billing-sync` calls the partner API",
     "Pass `timeout=(3.05, 30)`, move `client.py` lines 40-88 into `partner/http.py`, and rename the job in ticket BILL-2300.", "Cleanup after the hang."),
    ("mg-zh-1", "zh", "logic", R, "S3_MIXED_GRANULARITY", "`Harbor` 复用 cell 时",
     "用 `mas_remakeConstraints`，并把 `OrderCell.m` 第 120 行的注释删掉，再找老王评审。", "顺手整理。"),
    ("mg-ja-1", "ja", "logic", R, "S3_MIXED_GRANULARITY", "`ingest-worker` の終了処理で",
     "`logrus.Fatal` をやめて `main` で終了し、あわせて `cmd/worker/main.go` を `cmd/ingest/` に移す。", "ついでの整理。"),
    # ---------------------------------------------------------------- not actionable
    ("na-en-1", "en", "logic", R, "NOT_ACTIONABLE", "When working on `deployctl` output",
     "Terminal output is an interesting area with many subtleties.", "There is a lot to it."),
    ("na-zh-1", "zh", "logic", R, "NOT_ACTIONABLE", "用 RxSwift 时",
     "响应式编程的思路和命令式很不一样。", "需要时间适应。"),
    ("na-ja-1", "ja", "logic", R, "NOT_ACTIONABLE", "immer を使うとき",
     "イミュータブルなデータの扱いは奥が深い。", "いろいろ考えることがある。"),
    # ---------------------------------------------------------------- insufficient evidence
    ("ie-en-1", "en", "logic", R, "INSUFFICIENT_EVIDENCE", "When `ingest-worker` starts slowly",
     "Switch to `logrus.JSONFormatter` to speed up startup.", "Someone on the team guessed the text formatter is slow, but nobody has measured it."),
    ("ie-zh-1", "zh", "logic", R, "INSUFFICIENT_EVIDENCE", "`cart-ui` 卡顿时",
     "关掉 `setAutoFreeze` 就会快。", "听说是冻结导致的，还没测过。"),
    ("ie-ja-1", "ja", "logic", R, "INSUFFICIENT_EVIDENCE", "`Harbor` の一覧が重いとき",
     "`share(replay: 1)` を全部に付ければ軽くなる。", "たぶんそうだと思うが、まだ計測していない。"),
    # ---------------------------------------------------------------- not an experience
    ("ne-en-1", "en", "logic", R, "S4_NOT_EXPERIENCE", "For the timeout change in `billing-sync`",
     "Files to edit: `partner/client.py`, `jobs/sync.py`, `tests/test_client.py`.", "Where the calls are."),
    ("ne-en-2", "en", "logic", R, "S4_NOT_EXPERIENCE", "Status of the `deployctl` escaping work",
     "Escaping is done for `status` and `log`; `diff` is still in progress.", "Progress update."),
    ("ne-zh-1", "zh", "logic", R, "S4_NOT_EXPERIENCE", "`frame-tool` 的参数解析",
     "TODO：以后看看要不要支持配置文件。", "待办。"),
    ("ne-ja-1", "ja", "logic", R, "S4_NOT_EXPERIENCE", "`dto-gen` について",
     "生成コードを別モジュールに分けるべきだろうか？", "まだ決めていない。"),
    # ---------------------------------------------------------------- keeps
    ("k-en-1", "en", "logic", K, None, "When `billing-sync` calls the partner invoice API with `requests`",
     "Pass `timeout=(3.05, 30)` to every `requests.get` call.",
     "requests has no default timeout (its quickstart: \"Nearly all production code should use this parameter\"); a worker hung for nine hours."),
    ("k-en-2", "en", "logic", K, None, "When `ingest-worker` needs cleanup to run before a fatal exit",
     "Register the cleanup with `logrus.RegisterExitHandler`; never rely on `defer` before `logrus.Fatal`.",
     "`Fatal` calls `os.Exit(1)` after logging, which skips deferred functions."),
    ("k-en-3", "en", "logic", K, None, "When `deployctl` prints commit messages with `console.print`",
     "Escape them with `rich.markup.escape`.", "'[/bold]' in a message raised `MarkupError`."),
    ("k-en-4", "en", "logic", K, None, "When a `cart-ui` recipe passed to `produce` is an arrow function that assigns",
     "Write the body in braces so the recipe returns nothing.",
     "immer throws 'An immer producer returned a new value *and* modified its draft' when the assignment's value is returned."),
    ("k-en-5", "en", "logic", K, None, "When `frame-tool` reads an option declared without `default_value`",
     "Check `result.count(\"output\")` before `result[\"output\"].as<std::string>()`.",
     "cxxopts throws `option_has_no_value` ('Option ‘output’ has no value') when the option was not given."),
    ("k-en-6", "en", "logic", K, None, "When `dto-gen` emits a field whose type comes from another package",
     "Emit the type with `$T` and `ClassName.get(...)`, not `$L` with the type name as a string.",
     "Only `$T` lets `JavaFile` add the import; the generated DTOs did not compile."),
    ("k-en-7", "en", "index", K, None, "When looking for where Masonry adds constraints on each call",
     "Read `mas_makeConstraints` in `View+MASAdditions.m` and `MASConstraintMaker`'s `install`.",
     "That is where a repeated make call installs a second constraint."),
    ("k-en-8", "en", "jargon", K, None, "When a `Harbor` engineer says \"driver\" in a review",
     "It means an RxSwift `Driver` made with `asDriver(onErrorJustReturn:)`: main thread, no errors, shared.",
     "Not a device driver, and not the delivery drivers of the app's domain."),
    ("k-en-9", "en", "logic", K, None, "When `ingest-worker` tests assert on log output",
     "Set `logger.ExitFunc` to a function that records the code, so a `Fatal` does not end the test binary.",
     "`Logger.Exit` calls `ExitFunc`, `os.Exit` by default; the test process died with status 1."),
    ("k-zh-1", "zh", "logic", K, None, "`cart-ui` 的状态里有 `Map` 时",
     "在入口处调用一次 `enableMapSet()`。", "否则 immer 抛 \"The plugin for 'MapSet' has not been loaded into Immer\"。"),
    ("k-zh-2", "zh", "logic", K, None, "`Harbor` 把接口数据绑定到界面时",
     "先 `.observe(on: MainScheduler.instance)` 再 `bind(to:)`。", "响应在后台队列回来，主线程外改 UIKit 会崩。"),
    ("k-zh-3", "zh", "logic", K, None, "`frame-tool` 需要把未知参数原样传给子进程时",
     "调用 `allow_unrecognised_options()`，再从 `unmatched()` 取剩下的参数。", "否则 cxxopts 遇到未知选项直接抛异常。"),
    ("k-zh-4", "zh", "jargon", K, None, "团队里说 \"remake 一下\" 时",
     "指的是用 `mas_remakeConstraints` 重建约束，不是重新生成工程。", "新人第一次听到常误解。"),
    ("k-ja-1", "ja", "logic", K, None, "`billing-sync` が 503 を返す取引先 API を呼ぶとき",
     "`HTTPAdapter(max_retries=Retry(total=3, status_forcelist=[503]))` を `Session.mount` で付ける。", "デプロイ中の 1 分間 503 が返り、請求書が落ちた。"),
    ("k-ja-2", "ja", "logic", K, None, "`deployctl` の出力を `jq` に渡すとき",
     "進捗は `Console(stderr=True)` で出す。", "stdout にスピナーが混ざって `jq` が失敗した。"),
    ("k-ja-3", "ja", "logic", K, None, "`dto-gen` が生成したファイルを書き出すとき",
     "`JavaFile.builder(...).skipJavaLangImports(true)` を使い、`writeTo` で出力する。", "`java.lang` の import が残って lint が落ちた。"),
    ("k-ja-4", "ja", "index", K, None, "immer のエラーメッセージの定義を探すとき",
     "`src/utils/errors.ts` を読む。", "'returned a new value *and* modified its draft' などがそこにある。"),
    ("k-ja-5", "ja", "logic", K, None, "`Harbor` でサブビューに Masonry の制約を付けるとき",
     "先に `addSubview` し、そのあと `mas_makeConstraints` を呼ぶ。", "superview がないと \"couldn't find a common superview\" で落ちる。"),
]
