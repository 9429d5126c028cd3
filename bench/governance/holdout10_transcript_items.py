"""The tenth held-out set's extraction sessions, written blind (their author read neither the governance
code nor its prompts and did not run `governance eval` or `governance score` on them), to be scored once,
by the lead.

Nine sessions on the bench checkouts (attrs, yup, urfavecli), three per repository, in the shapes the
product reads (Claude Code JSONL, Codex rollout JSONL, plain JSON chats); build_sets.py writes them to
holdout10/transcripts/. English, Chinese and Japanese, three each; corrections opened in ways no earlier
part used ("Nope:", "That's not it -", "Hmm, no.", 不行，, 不是这个原因，, 别这样——, 「違う、」, 「そうじゃなくて、」,
「それじゃ駄目で、」); reasons after a colon, after a dash or with no connective at all; lessons the agent
states and the developer accepts ("sounds right, go ahead", "sure", 行, 可以，就这么办, 好的, 「それでいい」,
「お願い」, 「いいね、それで」); closings that defer a run and are no refusal ("don't run the full suite,
I'll do it after lunch", 今天先不跑集成测试, 「push は明日にする」); and garbage said in passing (a ticket id,
a status report, an open question, a preference, an unverified guess, a TODO, a failed tool run retried)
that is no lesson.

Four agent-stated API claims are INVENTED (`git grep -w` finds nothing in the checkout):
`cmd.RawArgs()` in urfave/cli (the developer corrects it: no lesson), and three the developer waves
through, to be proposed and rejected by Review's source check (S1_FACTUAL_ERROR): `attrs.frozen_copy`
in attrs, `number().emptyAsUndefined()` in yup and the `NoExitOnError` field in urfave/cli.

Each session: id, fmt, repo, lang, turns, lessons; ``match`` entries must all appear in a candidate's
When/What/Why (a list matches any one spelling); ``invented`` marks the invented claims.
"""

U, A, T = "user", "assistant", "tool"

SESSIONS = [
    dict(id="h10-en-attrs-factory", fmt="claude", repo="attrs", lang="en", turns=[
        (U, "ledgerd: every line on invoice 88123 shows the same 5% discount, even lines it was never applied to. LEDG-2207 has the customer's screenshot. models are in ledgerd/models.py"),
        (T, "Read", {"file_path": "ledgerd/models.py"}, "@define\nclass LineItem:\n    sku: str\n    amount: Decimal\n    adjustments: list[Adjustment] = []\n\n@frozen\nclass AccountKey:\n    ledger: str\n    region: str"),
        (A, "The discount is appended in `apply_discount`; I'll copy the list there with `item.adjustments = list(item.adjustments)` before appending."),
        (U, "Nope: the `= []` default is created once for the class, every LineItem without explicit adjustments holds that one list. Make it `field(factory=list)` and leave apply_discount alone"),
        (A, "Changed it to `adjustments: list[Adjustment] = field(factory=list)`. I also saw `rebalance()` doing `key.region = target` on an `AccountKey`, which is frozen and raises `FrozenInstanceError` at runtime; I'll build the new key with `attrs.evolve(key, region=target)` instead."),
        (U, "sounds right, go ahead"),
        (T, "Bash", {"command": "pytest tests/test_invoice.py -q"}, "12 passed in 0.41s"),
        (U, "ok. don't run the full suite now, I'll do it after lunch"),
    ], lessons=[
        dict(lid="factory-default", match=[["factory", "Factory"]], what="a list default is shared between instances: use field(factory=list), not = []"),
        dict(lid="evolve-frozen", match=[["evolve"]], what="a frozen AccountKey is copied with attrs.evolve, assigning raises FrozenInstanceError (agent-stated, accepted)"),
    ]),
    dict(id="h10-zh-attrs-hash", fmt="codex", repo="attrs", lang="zh", turns=[
        (U, "ledgerd 构建余额缓存时报 TypeError: unhashable type: 'AccountKey'，代码在 ledgerd/cache.py 和 ledgerd/models.py"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n -B2 'class AccountKey' ledgerd/models.py; sed -n 1,12p ledgerd/cache.py"]}, "@define\nclass AccountKey:\n    ledger: str\n    region: str\n---\nbalances: dict[AccountKey, Decimal] = {}\nfor row in rows:\n    balances[AccountKey(row.ledger, row.region)] += row.amount"),
        (A, "我给 `AccountKey` 手写一个 `__hash__`，返回 `hash((self.ledger, self.region))`。"),
        (U, "不行，@define 的类只要比较相等又不是 frozen，attrs 就把 __hash__ 设成 None，手写的跟生成的 __eq__ 很容易对不上。直接改成 @frozen"),
        (A, "已改成 `@frozen`。导入器那边需要在解析后改 region，我用 `attrs.frozen_copy(key, region=...)`，它会复制一个冻结实例并替换字段，比 `evolve` 少一次校验。"),
        (U, "行"),
        (T, "shell", {"command": ["bash", "-lc", "pytest tests/test_cache.py -q"]}, "8 passed in 0.22s"),
        (U, "进度同步一下：缓存修好了，导入器还要再看一遍，明天继续"),
    ], lessons=[
        dict(lid="frozen-hashable", match=[["frozen"], ["AccountKey", "hash", "哈希"]], what="a dict-key attrs class is @frozen; @define with eq sets __hash__ to None"),
        dict(lid="invented-frozen-copy", invented=True, match=[["frozen_copy"]], what="agent-invented attrs.frozen_copy"),
    ]),
    dict(id="h10-ja-attrs-slots", fmt="plain", repo="attrs", lang="ja", turns=[
        (U, "ledgerd のテストで `mock.patch.object(invoice, \"fetch_rates\")` が \"object attribute 'fetch_rates' is read-only\" で落ちる。tests/test_invoice.py"),
        (T, "cat", {"path": "tests/test_invoice.py"}, "def test_total_uses_rates():\n    invoice = Invoice(lines=[...], issued_at=NOW)\n    with mock.patch.object(invoice, \"fetch_rates\", return_value=RATES):\n        assert invoice.total() == Decimal(\"42.00\")"),
        (A, "`Invoice` の `@define` を `@define(slots=False)` に変えれば、インスタンスにパッチを当てられます。"),
        (U, "違う、本番のクラスは slots のままにしたい。テストの中で `@define(slots=False)` のサブクラスを作ってそっちにパッチを当てる。attrs の glossary にもそう書いてある"),
        (A, "テスト内に `@define(slots=False) class PatchableInvoice(Invoice): pass` を作り、そのインスタンスにパッチを当てるようにしました。もう一点、`Invoice` は `issued_at` より前にデフォルト付きの `currency` があり、新しい必須フィールド `customer` を足すと 'No mandatory attributes allowed after an attribute with a default value or factory' になります。`customer` は `field(kw_only=True)` にします。"),
        (U, "それでいい"),
        (T, "pytest", {"command": "pytest tests/test_invoice.py -q"}, "9 passed in 0.30s"),
        (U, "ありがとう。個人的にはフィールドはアルファベット順に並べたいけど、それは好みなので今回はいい"),
    ], lessons=[
        dict(lid="slots-false-subclass", match=[["slots=False", "slots"], ["patch", "パッチ", "サブクラス", "subclass"]], what="patch a @define(slots=False) subclass in tests, keep the production class slotted"),
        dict(lid="kw-only-mandatory", match=[["kw_only"]], what="a mandatory field after defaulted ones is kw_only (agent-stated, accepted)"),
    ]),
    dict(id="h10-en-yup-abort", fmt="codex", repo="yup", lang="en", turns=[
        (U, "kiosk-web checkout: customers complain they only see one error per submit. src/forms/checkout.ts"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 30,48p src/forms/checkout.ts"]}, "async function onSubmit(values) {\n  try {\n    await orderSchema.validate(values)\n  } catch (err) {\n    setBanner(err.message)\n    return\n  }\n  await api.post('/orders', values)\n}"),
        (A, "I'll run `orderSchema.validateAt` for each field in a loop so every field reports its own error."),
        (U, "That's not it - yup stops at the first failing test unless you pass abortEarly: false. pass that and spread err.inner over the fields by path, one validate call"),
        (A, "Now `orderSchema.validate(values, { abortEarly: false })`, and the catch maps `err.inner` to field errors by `path`. I also noticed we post `values` directly, which still has `showCoupon` and other UI keys the API rejects with 422; I'll post the value `validate` returns, with `stripUnknown: true` in the same options."),
        (U, "sure"),
        (T, "shell", {"command": ["bash", "-lc", "yarn vitest run src/forms"]}, "Test Files  5 passed (5)"),
        (U, "should we move the whole form to server-side validation at some point? just wondering, not for now"),
    ], lessons=[
        dict(lid="abort-early-false", match=[["abortEarly"]], what="pass abortEarly: false and map err.inner by path to show every error"),
        dict(lid="strip-unknown", match=[["stripUnknown"]], what="post the value validate returns with stripUnknown: true (agent-stated, accepted)"),
    ]),
    dict(id="h10-zh-yup-quantity", fmt="claude", repo="yup", lang="zh", turns=[
        (U, "kiosk-web 的数量框留空提交，提示是 quantity must be a `number` type, but the final value was: `NaN`，不是我们写的“请输入数量”。schema 在 src/forms/order.ts"),
        (T, "Read", {"file_path": "src/forms/order.ts"}, "quantity: number().required('请输入数量').min(1),"),
        (A, "应该是 `required` 的消息没生效，我把消息换成 `setLocale` 里全局配置。"),
        (U, "不是这个原因，空字符串被 number() 转成 NaN，类型检查先失败了，根本走不到 required。加个 transform，原值是 '' 就返回 undefined"),
        (A, "已加 `.transform((value, original) => (original === '' ? undefined : value))`，现在留空会显示“请输入数量”。另外 yup 1.x 里有 `number().emptyAsUndefined()`，效果一样，写起来更短，我把别的几个数字字段也换成它。"),
        (U, "可以，就这么办"),
        (T, "Bash", {"command": "yarn vitest run src/forms/order.test.ts"}, "Tests  14 passed (14)"),
        (U, "我估计 bundle 里 yup 占了不少体积，不过没看过报告，先这样吧"),
    ], lessons=[
        dict(lid="empty-to-undefined", match=[["transform"], ["undefined"]], what="'' is cast to NaN by number(): transform '' to undefined so required reports it"),
        dict(lid="invented-empty-as-undefined", invented=True, match=[["emptyAsUndefined"]], what="agent-invented number().emptyAsUndefined()"),
    ]),
    dict(id="h10-ja-yup-nested", fmt="codex", repo="yup", lang="ja", turns=[
        (U, "kiosk-web の請求先住所は任意なのに、空のまま送ると billing.street is a required field になる。src/forms/checkout.ts の billing のところ"),
        (T, "shell", {"command": ["bash", "-lc", "grep -n -A4 'billing:' src/forms/checkout.ts"]}, "billing: object({\n  street: string().required(),\n  city: string().required(),\n}),"),
        (A, "`billing` に `.optional()` を付けます。"),
        (U, "そうじゃなくて、yup は入れ子の object を検証前にデフォルトの {} に組み立てるから、optional だけだと中の required が走る。billing に .default(undefined) を付けて"),
        (A, "`billing: object({...}).default(undefined)` にしました。もう一点、確認用パスワードは `string().oneOf([ref('password')])` だけで、未入力だと `undefined` が `oneOf` を素通りします。`.required()` も付けます。"),
        (U, "お願い"),
        (T, "shell", {"command": ["bash", "-lc", "yarn vitest run src/forms/checkout.test.ts"]}, "Tests  11 passed (11)"),
        (U, "TODO: 配送先フォームも同じ構造なので、あとで見る"),
    ], lessons=[
        dict(lid="nested-default-undefined", match=[["default(undefined)", "default"], ["billing", "入れ子", "nested"]], what="an optional nested object gets .default(undefined), or its required fields still run"),
        dict(lid="oneof-ref-required", match=[["oneOf"], ["required"]], what="oneOf lets undefined through: add .required() to the confirm field (agent-stated, accepted)"),
    ]),
    dict(id="h10-en-cli-exit", fmt="plain", repo="urfavecli", lang="en", turns=[
        (U, "relayctl: `go test ./cmd/...` dies in the middle with 'exit status 3' and the rest of the tests never report. test is cmd/relayctl/push_test.go"),
        (T, "go", {"command": "go test ./cmd/relayctl/ -run TestPush -v"}, "=== RUN   TestPushNoTargets\nno healthy targets\nFAIL\tgithub.com/example/relayctl/cmd/relayctl\t0.014s\nexit status 3"),
        (A, "The `push` action returns `cli.Exit(\"no healthy targets\", 3)`. I'll change it to return a plain `errors.New` so the test can see it."),
        (U, "Hmm, no. production needs exit code 3, the pipeline retries on it. the default handler is what calls os.Exit. in the test set ExitErrHandler on the root command to a func that does nothing and assert on the error Run returns"),
        (A, "Done: the test builds the root command with `ExitErrHandler: func(context.Context, *cli.Command, error) {}` and checks that `Run` returns an `ExitCoder` with code 3. For the other test files there is a shorter way: `NoExitOnError: true` on the root `cli.Command` turns off the exit for the whole command tree, so I'll use that in the shared `newTestApp` helper."),
        (U, "sure"),
        (T, "go", {"command": "go test ./cmd/..."}, "go: downloading github.com/stretchr/testify v1.12.0\ndial tcp: lookup proxy.golang.org: i/o timeout"),
        (T, "go", {"command": "GOFLAGS=-mod=vendor go test ./cmd/..."}, "ok  \tgithub.com/example/relayctl/cmd/relayctl\t0.203s"),
        (U, "status: push tests green, status command tests still to write"),
    ], lessons=[
        dict(lid="exit-err-handler", match=[["ExitErrHandler"]], what="in tests give the root command a no-op ExitErrHandler; HandleExitCoder calls os.Exit for cli.Exit"),
        dict(lid="invented-no-exit", invented=True, match=[["NoExitOnError"]], what="agent-invented NoExitOnError field"),
    ]),
    dict(id="h10-zh-cli-labels", fmt="codex", repo="urfavecli", lang="zh", turns=[
        (U, "relayctl push --label owners=ana,li 打出来的标签是两个：owners=ana 和 li。flag 定义在 cmd/relayctl/push.go"),
        (T, "shell", {"command": ["bash", "-lc", "sed -n 10,30p cmd/relayctl/push.go"]}, "var pushCmd = &cli.Command{\n  Name: \"push\",\n  Flags: []cli.Flag{\n    &cli.StringSliceFlag{Name: \"label\"},\n    &cli.StringFlag{Name: \"token\", EnvVars: []string{\"RELAY_TOKEN\"}},\n  },\n  Action: runPush,\n}"),
        (A, "我把 `--label` 改成普通的 `StringFlag`，在 `runPush` 里自己按分号拆。"),
        (U, "别这样——StringFlag 重复写 --label 只会留最后一个。StringSliceFlag 默认按逗号拆值，在 push 命令上设 DisableSliceFlagSeparator: true 就行"),
        (A, "已在 `pushCmd` 上加 `DisableSliceFlagSeparator: true`。另外 `token` 还用着 v2 的 `EnvVars` 字段，v3 里已经没有了，要写成 `Sources: cli.EnvVars(\"RELAY_TOKEN\")`，迁移文档里就是这么对应的，我一起改掉。"),
        (U, "好的"),
        (T, "shell", {"command": ["bash", "-lc", "go build ./... && ./relayctl push --label owners=ana,li --dry-run"]}, "labels: [owners=ana,li]\n(dry run)"),
        (U, "今天先不跑集成测试，明早我自己跑。另外我更喜欢 flag 名全用小写加短横线，这个以后再统一"),
    ], lessons=[
        dict(lid="disable-slice-separator", match=[["DisableSliceFlagSeparator"]], what="set DisableSliceFlagSeparator on push; slice flags split on commas by default"),
        dict(lid="sources-env-vars", match=[["Sources", "cli.EnvVars"], ["RELAY_TOKEN", "EnvVars"]], what="v3: Sources: cli.EnvVars(\"RELAY_TOKEN\") replaces the EnvVars field (agent-stated, accepted)"),
    ]),
    dict(id="h10-ja-cli-exec", fmt="claude", repo="urfavecli", lang="ja", turns=[
        (U, "relayctl exec web-1 ls -la が 'flag provided but not defined: -la' で失敗する。cmd/relayctl/exec.go"),
        (T, "Read", {"file_path": "cmd/relayctl/exec.go"}, "var execCmd = &cli.Command{\n  Name: \"exec\",\n  Flags: []cli.Flag{&cli.StringFlag{Name: \"region\"}},\n  Action: func(ctx context.Context, cmd *cli.Command) error {\n    return remote.Run(ctx, cmd.String(\"region\"), cmd.Args().Slice())\n  },\n}"),
        (A, "`cmd.RawArgs()` を使えばパース前の引数がそのまま取れるので、`Args().Slice()` をそれに置き換えます。"),
        (U, "それじゃ駄目で、そんなメソッドは無い。v3 はフラグを行のどこにあってもパースするから、パースの段階で落ちてる。exec に SkipFlagParsing: true を付ける"),
        (A, "`execCmd` に `SkipFlagParsing: true` を付けました。これで `--region` も引数として渡るので、region は環境変数から読みます。それと、`push` は region が空だと `Action` の中で自前のエラーを返していますが、フラグを `Required: true` にすれば 'Required flag \"region\" not set' で Action の前に止まります。"),
        (U, "いいね、それで"),
        (T, "Bash", {"command": "go test ./cmd/relayctl/ -run 'TestExec|TestPush'"}, "ok  \tgithub.com/example/relayctl/cmd/relayctl\t0.118s"),
        (U, "push は明日にする。今日はここまで"),
    ], lessons=[
        dict(lid="skip-flag-parsing", match=[["SkipFlagParsing"]], what="exec forwards its arguments: SkipFlagParsing: true, v3 parses flags anywhere"),
        dict(lid="required-flag", match=[["Required"]], what="mark --region Required: true instead of checking it in the Action (agent-stated, accepted)"),
    ]),
]
