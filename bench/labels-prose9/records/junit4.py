# Hand-written records for junit-team/junit4 (Java, 4.13.x line). Assertions are static methods of org.junit.Assert
# (assertThrows since 4.13), assumptions of Assume; rules in org.junit.rules (TemporaryFolder, ExpectedException,
# Timeout, ErrorCollector, TestName, RuleChain, TestWatcher); running and results in org.junit.runner (JUnitCore,
# Result, Description, Request, notification.Failure); runners in org.junit.runners (Parameterized, Suite,
# BlockJUnit4ClassRunner). JUnit 5's, TestNG's and JUnit 3's names are the k1 a model brings; Assert's on Assume and
# Result's on Failure are k4. (form, kind, label, target, sugg, text[, also])
LANG = "java"
MODULES = ()
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "ExpectedException.expectMessage", None,
     "Legacy tests still use `thrown.expect(IOException.class); thrown.expectMessage(\"disk full\");` on an ExpectedException rule; new tests use assertThrows.",
     ["ExpectedException.expect"]),
    ("en", "true", "true", "Timeout.seconds", None,
     "Every integration test class carries `@Rule public Timeout globalTimeout = Timeout.seconds(30);` so a hung socket fails the build instead of blocking it."),
    ("en", "true", "true", "ErrorCollector.checkThat", None,
     "Review note: the validation test checks all twelve fields with `collector.checkThat(...)` so one run reports every mismatch, not just the first."),
    ("en", "true", "true", "JUnitCore.runClasses", None,
     "Handover: the smoke runner calls `JUnitCore.runClasses(SmokeSuite.class)` and exits non-zero unless `result.wasSuccessful()`.",
     ["Result.wasSuccessful"]),
    # --- true, Chinese
    ("zh", "true", "true", "TestName.getMethodName", None,
     "日志文件按用例命名：在 @Rule TestName 上调用 `name.getMethodName()`。"),
    ("zh", "true", "true", "Result.getFailures", None,
     "自定义 runner 结束后遍历 `result.getFailures()`，把每个 Failure 的 trace 写到报告里。"),
    ("zh", "true", "true", "Failure.getTrace", None,
     "报告里的堆栈来自 `failure.getTrace()`，不要自己再 printStackTrace。"),
    ("zh", "true", "true", "TemporaryFolder.newFolder", None,
     "需要子目录时用 `tmp.newFolder(\"a\", \"b\")`，测试结束会自动删除。"),
    ("zh", "true", "true", "Assert.assertNotEquals", None,
     "生成的两个 ID 必须不同：`assertNotEquals(id1, id2)`。"),
    ("zh", "true", "true", "src/main/java/org/junit/rules/ExpectedException.java", None,
     "ExpectedException 已经标记为 deprecated，实现在 src/main/java/org/junit/rules/ExpectedException.java。"),
    # --- true, Japanese
    ("ja", "true", "true", "Stopwatch.runtime", None,
     "遅いテストを調べるため Stopwatch ルールの `runtime(TimeUnit.MILLISECONDS)` をログに出している。"),
    ("ja", "true", "true", "Request.method", None,
     "一つのテストメソッドだけ実行するには `Request.method(FooTest.class, \"testBar\")` を JUnitCore に渡す。"),
    ("ja", "true", "true", "Test.timeout", None,
     "個別のテストには `@Test(timeout = 1000)` を付けている。"),
    # --- bare references
    ("bare", "true", "true", "Assert.assertSame", None, "org.junit.Assert#assertSame"),
    ("bare", "true", "true", "Result.getRunCount", None, "Result.getRunCount"),
    ("bare", "true", "true", "ExpectedException.none", None, "ExpectedException.none()"),
    ("bare", "true", "true", "Description.createTestDescription", None, "Description.createTestDescription"),
    ("bare", "true", "true", "BlockJUnit4ClassRunner.methodBlock", None, "BlockJUnit4ClassRunner#methodBlock"),
    ("bare", "true", "true", "ParallelComputer.methods", None, "ParallelComputer.methods"),
    ("bare", "true", "true", "Categories.IncludeCategory.value", None, "Categories.IncludeCategory.value"),
    ("bare", "true", "true", "Timeout.Builder.withLookingForStuckThread", None, "Timeout.Builder.withLookingForStuckThread"),
    ("bare", "true", "true", "ErrorCollector.checkThrows", None, "ErrorCollector#checkThrows"),
    ("bare", "true", "true", "src/main/java/org/junit/runners/Parameterized.java", None, "src/main/java/org/junit/runners/Parameterized.java"),
    # --- k1: JUnit 5 / TestNG / JUnit 3 names bound to JUnit 4's classes
    ("en", "k1", "false", "Assert.assertDoesNotThrow", None,
     "The happy path is `Assert.assertDoesNotThrow(() -> service.start())` in the lifecycle test."),
    ("en", "k1", "false", "Assert.expectThrows", "Assert.assertThrows",
     "To inspect the exception afterwards we use `Assert.expectThrows(ParseException.class, ...)` and check its offset."),
    ("zh", "k1", "false", "Assume.assumingThat", "Assume.assumeTrue",
     "只在 CI 上执行的断言写成 `Assume.assumingThat(isCi, () -> ...)`。"),
    ("bare", "k1", "false", "TemporaryFolder.getRootFolder", "TemporaryFolder.getRoot", "TemporaryFolder.getRootFolder"),
    ("en", "k1", "false", "JUnitCore.runTests", "JUnitCore.runClasses",
     "The Gradle-free runner invokes `JUnitCore.runTests(AllTests.class)` from main."),
    # --- k2: typo-level variants
    ("ja", "k2", "false", "ExpectedException.expectMessages", "ExpectedException.expectMessage",
     "メッセージの確認は `ExpectedException` ルールの `expectMessages(...)` で行う。"),
    ("bare", "k2", "false", "Result.wasSuccessfull", "Result.wasSuccessful", "Result.wasSuccessfull"),
    ("bare", "k2", "false", "RuleChain.arround", "RuleChain.around", "RuleChain.arround"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "TempFolder.newFile", "TemporaryFolder.newFile",
     "Fixture files are created with `TempFolder.newFile(name)` from org.junit.rules."),
    ("zh", "k3", "false", "JUnit4Core.runClasses", "JUnitCore.runClasses",
     "命令行入口直接调用 `JUnit4Core.runClasses(AllTests.class)`，再打印失败数。"),
    ("bare", "k3", "false", "AssertionCollector.checkThat", "ErrorCollector.checkThat", "AssertionCollector.checkThat"),
    # --- k4: the sibling's member on the wrong class
    ("en", "k4", "false", "Failure.wasSuccessful", "Result.wasSuccessful",
     "The listener checks `wasSuccessful()` on each `Failure` before writing the summary."),
    ("bare", "k4", "false", "Assert.assumeTrue", "Assume.assumeTrue", "Assert.assumeTrue"),
    ("bare", "k4", "false", "TestWatcher.getMethodName", "TestName.getMethodName", "TestWatcher.getMethodName"),
    # --- k5: another library's type of the same name taken for JUnit's
    ("en", "k5", "false", "Description.appendText", "Description.getDisplayName",
     "The custom listener writes `description.appendText(\"slow\")` into the runner's Description of each test."),
    ("zh", "k5", "false", "Result.isSuccess", "Result.wasSuccessful",
     "运行结束后调用 JUnitCore 返回的 `Result` 的 `isSuccess()`，失败就返回非零退出码。"),
    ("ja", "k5", "false", "Failure.getCause", "Failure.getException",
     "失敗の原因の例外は `Failure` の `getCause()` で取り出す。"),
    # --- external
    ("en", "ext", "external", "org.hamcrest.CoreMatchers.containsString", None,
     "Message checks use `assertThat(msg, containsString(\"timeout\"))` with `org.hamcrest.CoreMatchers.containsString`."),
    ("zh", "ext", "external", "org.junit.jupiter.api.Assertions.assertAll", None,
     "新模块已迁到 JUnit 5，可以使用 `org.junit.jupiter.api.Assertions.assertAll`，老模块还是 JUnit 4。"),
    ("ja", "ext", "external", "org.mockito.Mockito.verify", None,
     "呼び出し回数の確認は `org.mockito.Mockito.verify` で行い、JUnit 側では何もしない。"),
]
