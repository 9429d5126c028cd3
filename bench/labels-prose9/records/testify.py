# Hand-written records for stretchr/testify (Go, v1.11, module github.com/stretchr/testify). Packages assert and
# require (the same checks, require stops the test; both have an Assertions type from New(t)), mock (Mock with
# On/Called/AssertExpectations, each expectation a *Call with Return/Once/Times/Run/Maybe) and suite (Suite with
# T/Require/Assert/Run; setup hooks are one-method interfaces such as SetupTestSuite). gomock's, mockery's, gocheck's
# and gotest.tools' names are the k1 a model brings; testing.T's on Suite are k5. (form, kind, label, target, sugg, text[, also])
LANG = "go"
MODULES = {"assert": "assert", "require": "require", "mock": "mock", "suite": "suite"}
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "assert.Equal", None,
     "Rule: `assert.Equal(t, expected, actual)` takes the expected value first; half of our failure messages were backwards because of swapped arguments."),
    ("en", "true", "true", "assert.Eventually", None,
     "Lesson learned: no `time.Sleep` in tests. The worker test polls with `assert.Eventually(t, func() bool { return q.Len() == 0 }, time.Second, 10*time.Millisecond)`."),
    ("en", "true", "true", "Mock.AssertExpectations", None,
     "Every test that uses the payment mock ends with `gateway.AssertExpectations(t)`; otherwise a missing call passes silently."),
    ("en", "true", "true", "Call.Once", None,
     "Review: the retry test must prove one attempt only, so the expectation is `.Return(nil, errTimeout).Once()` followed by a second `On` for the success."),
    ("en", "true", "true", "Call.Maybe", None,
     "The metrics client may or may not be called depending on sampling; its expectation is marked `.Maybe()` so AssertExpectations does not fail."),
    ("en", "true", "true", "mock.AnythingOfType", None,
     "Context arguments are matched with `mock.AnythingOfType(\"*context.timerCtx\")`; better still use `mock.Anything` for them.",
     ["mock.Anything"]),
    # --- true, Chinese
    ("zh", "true", "true", "Call.Run", None,
     "需要修改传入的指针参数时，在期望上加 `.Run(func(args mock.Arguments) { ... })`，再 Return。",
     ["Call.Return"]),
    ("zh", "true", "true", "Arguments.Get", None,
     "在 Run 回调里用 `args.Get(0).(*User)` 取第一个参数，类型断言失败会直接 panic。"),
    ("zh", "true", "true", "assert.ErrorIs", None,
     "错误比较统一用 `assert.ErrorIs(t, err, ErrNotFound)`，不要比较 err.Error() 的字符串。"),
    ("zh", "true", "true", "assert.InDelta", None,
     "浮点结果用 `assert.InDelta(t, 0.3, got, 1e-9)` 比较，直接 Equal 会因为精度失败。"),
    ("zh", "true", "true", "Call.NotBefore", None,
     "调用顺序有要求时，用 `.NotBefore(openCall)` 声明 Close 必须在 Open 之后。"),
    # --- true, Japanese
    ("ja", "true", "true", "Mock.AssertNotCalled", None,
     "キャッシュが効いている場合は `m.AssertNotCalled(t, \"Load\", mock.Anything)` で下位層が呼ばれていないことを確認する。"),
    ("ja", "true", "true", "assert.WithinDuration", None,
     "作成時刻は `assert.WithinDuration(t, time.Now(), got.CreatedAt, time.Second)` で比較している。"),
    ("ja", "true", "true", "Call.Unset", None,
     "テストの途中で期待を外したいときは On の戻り値を保持しておき `call.Unset()` を呼ぶ。"),
    # --- bare references
    ("bare", "true", "true", "mock.MatchedBy", None, "mock.MatchedBy"),
    ("bare", "true", "true", "assert.EqualExportedValues", None, "assert.EqualExportedValues"),
    ("bare", "true", "true", "Mock.ExpectedCalls", None, "Mock.ExpectedCalls"),
    ("bare", "true", "true", "Call.Times", None, "Call.Times"),
    ("bare", "true", "true", "require.Eventually", None, "require.Eventually"),
    ("bare", "true", "true", "suite/interfaces.go", None, "suite/interfaces.go"),
    ("bare", "true", "true", "Suite.T", None, "suite.Suite.T"),
    ("bare", "true", "true", "mock.InOrder", None, "mock.InOrder"),
    ("bare", "true", "true", "assert.PanicsWithError", None, "assert.PanicsWithError"),
    ("bare", "true", "true", "Call.WaitUntil", None, "Call.WaitUntil"),
    # --- k1: gomock / mockery / gocheck / gotest.tools names bound to testify's types
    ("en", "k1", "false", "Call.AnyTimes", "Call.Maybe",
     "The logger mock is allowed to be called any number of times: `m.On(\"Info\", mock.Anything).AnyTimes()`."),
    ("zh", "k1", "false", "assert.Matches", "assert.Regexp",
     "日志格式用 `assert.Matches(t, `^\\d{4}-`, line)` 校验。"),
    ("ja", "k1", "false", "assert.ContainsKey", "assert.Contains",
     "map に特定のキーがあるかは `assert.ContainsKey(t, m, \"id\")` で確認する。"),
    ("bare", "k1", "false", "Call.Returns", "Call.Return", "Call.Returns"),
    # --- k2: typo-level variants
    ("ja", "k2", "false", "assert.ElementMatch", "assert.ElementsMatch",
     "順序を問わない比較は `assert.ElementMatch(t, want, got)` を使う。"),
    ("bare", "k2", "false", "Mock.AssertExpectation", "Mock.AssertExpectations", "Mock.AssertExpectation"),
    ("bare", "k2", "false", "assert.NoErrors", "assert.NoError", "assert.NoErrors"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "MockCall.Return", "Call.Return",
     "Every expectation is a `mock.MockCall`; chain `MockCall.Return` to give the result."),
    ("zh", "k3", "false", "TestifySuite.Require", "Suite.Require",
     "公共测试基类嵌入 `suite.TestifySuite`，断言用 `TestifySuite.Require()`。"),
    ("ja", "k3", "false", "MockObject.On", "Mock.On",
     "モックは `mock.MockObject` を埋め込み、`MockObject.On` で期待を登録する。"),
    # --- k4: the sibling's member on the wrong type or package
    ("en", "k4", "false", "Mock.Return", "Call.Return",
     "Shorter form we use: call `Return(user, nil)` on the embedded `mock.Mock` right after declaring it."),
    ("bare", "k4", "false", "Suite.SetupTest", "SetupTestSuite.SetupTest", "suite.Suite.SetupTest"),
    ("bare", "k4", "false", "require.Anything", "mock.Anything", "require.Anything"),
    # --- k5: testing.T's methods taken for Suite's own
    ("en", "k5", "false", "Suite.Fatalf", "Suite.T",
     "Inside a `suite.Suite` method, abort with `s.Fatalf(\"seed failed: %v\", err)` like in a plain test."),
    ("zh", "k5", "false", "Suite.Cleanup", "Suite.T",
     "资源释放用 `suite.Suite` 的 `Cleanup` 注册：`s.Cleanup(func() { db.Close() })`。"),
    ("ja", "k5", "false", "Suite.Parallel", "Suite.T",
     "遅いスイートは `suite.Suite` の `Parallel()` を呼んで並列に実行している。"),
    # --- external
    ("en", "ext", "external", "httptest.NewRecorder", None,
     "Handler tests record the response with `httptest.NewRecorder()` and then assert on `rec.Code` with testify."),
    ("zh", "ext", "external", "gomock.Any", None,
     "旧的 gomock 测试里还在用 `gomock.Any()`，迁移到 testify 后改成 mock.Anything。"),
    ("ja", "ext", "external", "testing.T.Run", None,
     "テーブル駆動テストは標準の `t.Run(name, func(t *testing.T) {...})` で書き、中で assert を使う。"),
]
