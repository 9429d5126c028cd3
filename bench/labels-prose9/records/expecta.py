# Hand-written records for specta/expecta (Objective-C, 1.0.6, a matcher library for XCTest/Specta). `expect(x)` is a
# macro that builds an EXPExpect; `to`/`toNot`/`notTo`/`will`/`willNot`/`after` are EXPExpect properties, and every
# matcher (equal, haveCountOf, beCloseToWithin, raise, postNotification, ...) is a block property that
# `EXPMatcherInterface(name, args)` adds to EXPExpect in a category; custom matchers implement the EXPMatcher
# protocol (matches:, failureMessageForTo:); the class Expecta holds the async timeout. Nimble's, Kiwi's and
# XCTestExpectation's names are the k1/k5 a model brings. (form, kind, label, target, sugg, text[, also])
LANG = "objc"
MODULES = ()
ANC = {}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "EXPExpect.raise", None,
     "Review note: exceptions are asserted with `expect(^{ [parser parse:nil]; }).to.raise(NSInvalidArgumentException)`; the block must be the actual value."),
    ("en", "true", "true", "EXPExpect.haveCountOf", None,
     "The fetched-results test asserts `expect(controller.fetchedObjects).to.haveCountOf(3)` after the insert."),
    ("en", "true", "true", "EXPExpect.beCloseToWithin", None,
     "Floating-point layout values are compared with `expect(frame.origin.x).to.beCloseToWithin(10.0, 0.01)`."),
    ("en", "true", "true", "EXPExpect.postNotification", None,
     "Lesson learned: `expect(^{ [store save]; }).to.postNotification(StoreDidSaveNotification)` only sees notifications posted inside the block."),
    ("en", "true", "true", "EXPMatcher.failureMessageForTo:", None,
     "Handover: our custom `EXPMatchers+beValidJSON` implements `failureMessageForTo:` so a failure prints the offending string."),
    ("en", "true", "true", "EXPExpect.conformTo", None,
     "The plugin loader spec checks `expect(plugin).to.conformTo(@protocol(PluginProtocol))` for every bundle."),
    ("en", "true", "true", "EXPExpect.toNot", None,
     "Negative checks use `expect(error).toNot.beNil()`; `notTo` is the same property under another name.",
     ["EXPExpect.notTo"]),
    # --- true, Chinese
    ("zh", "true", "true", "EXPExpect.beKindOf", None,
     "解析结果的类型用 `expect(obj).to.beKindOf([NSDictionary class])` 检查，子类也算通过。"),
    ("zh", "true", "true", "EXPExpect.beInstanceOf", None,
     "需要精确类型时用 `beInstanceOf`，子类不算。"),
    ("zh", "true", "true", "EXPExpect.after", None,
     "异步等待时间单独设置：`expect(x).after(3).to.equal(y)`，不影响全局的超时时间。"),
    ("zh", "true", "true", "EXPExpect.raiseWithReason", None,
     "不仅要检查异常名，还要检查原因时用 `raiseWithReason(name, reason)`。"),
    # --- true, Japanese
    ("ja", "true", "true", "EXPExpect.beTruthy", None,
     "BOOL の結果は `expect(ok).to.beTruthy()` で確認する。"),
    ("ja", "true", "true", "EXPExpect.match", None,
     "ID の書式は `expect(uuid).to.match(@\"^[0-9A-F-]{36}$\")` で正規表現チェックしている。"),
    # --- bare references
    ("bare", "true", "true", "expect", None, "expect()"),
    ("bare", "true", "true", "EXPExpect.startWith", None, "EXPExpect.startWith"),
    ("bare", "true", "true", "EXPExpect.beGreaterThanOrEqualTo", None, "EXPExpect.beGreaterThanOrEqualTo"),
    ("bare", "true", "true", "EXPMatcher.matches:", None, "-[EXPMatcher matches:]"),
    ("bare", "true", "true", "+[Expecta asynchronousTestTimeout]", None, "+[Expecta asynchronousTestTimeout]"),
    ("bare", "true", "true", "EXPExpect.notify", None, "EXPExpect.notify"),
    ("bare", "true", "true", "EXPExpect.beSubclassOf", None, "EXPExpect.beSubclassOf"),
    ("bare", "true", "true", "EXPExpect.negative", None, "EXPExpect.negative"),
    ("bare", "true", "true", "Expecta/Expecta.h", None, "Expecta/Expecta.h"),
    ("bare", "true", "true", "EXPMatcher.meetsPrerequesiteFor:", None, "EXPMatcher.meetsPrerequesiteFor:"),
    # --- k1: Nimble / Kiwi / Jasmine names bound to EXPExpect
    ("zh", "k1", "false", "EXPExpect.beYes", "EXPExpect.beTruthy",
     "布尔结果写成 `expect(flag).to.beYes()`。"),
    ("zh", "k1", "false", "EXPExpect.haveCountOfAtLeast", "EXPExpect.haveCountOf",
     "至少返回一条：`expect(list).to.haveCountOfAtLeast(1)`。"),
    ("ja", "k1", "false", "EXPExpect.raiseWithName", "EXPExpect.raiseWithReason",
     "例外名だけ確認したいときは `raiseWithName(@\"ParseError\")` を使う。"),
    ("bare", "k1", "false", "EXPExpect.beEquivalentTo", "EXPExpect.equal", "EXPExpect.beEquivalentTo"),
    # --- k2: typo-level variants
    ("en", "k2", "false", "EXPExpect.beGreaterThen", "EXPExpect.beGreaterThan",
     "The retry count must grow: `expect(after).to.beGreaterThen(before)`."),
    ("zh", "k2", "false", "EXPExpect.haveCountsOf", "EXPExpect.haveCountOf",
     "数组长度用 `haveCountsOf(3)` 检查。"),
    ("bare", "k2", "false", "EXPExpect.postNotifications", "EXPExpect.postNotification", "EXPExpect.postNotifications"),
    ("bare", "k2", "false", "EXPExpect.beCloseToWith", "EXPExpect.beCloseToWithin", "EXPExpect.beCloseToWith"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "EXPExpectation.to", "EXPExpect.to",
     "`expect()` returns an `EXPExpectation`, and `EXPExpectation.to` flips it into positive mode."),
    ("zh", "k3", "false", "EXPAsyncExpect.will", "EXPExpect.will",
     "异步断言返回 `EXPAsyncExpect`，通过 `EXPAsyncExpect.will` 轮询。"),
    ("ja", "k3", "false", "ExpectaMatcher.matches:", "EXPMatcher.matches:",
     "独自マッチャーは `ExpectaMatcher` プロトコルの `matches:` を実装する。"),
    # --- k4: a sibling's member on the wrong type
    ("en", "k4", "false", "EXPExpect.setAsynchronousTestTimeout:", "Expecta.setAsynchronousTestTimeout:",
     "Give the slow upload more time by sending `setAsynchronousTestTimeout:10` to that one `EXPExpect`."),
    ("en", "k4", "false", "EXPExpect.matches:", "EXPMatcher.matches:",
     "Inside a helper we call `[expect(value) matches:actual]` and branch on the BOOL."),
    ("bare", "k4", "false", "Expecta.timeout", "EXPExpect.timeout", "Expecta.timeout"),
    # --- k5: XCTestExpectation's names taken for EXPExpect
    ("en", "k5", "false", "EXPExpect.isInverted", "EXPExpect.negative",
     "An `EXPExpect` that must not be met is marked with `expectation.isInverted = YES`."),
    ("zh", "k5", "false", "EXPExpect.fulfill", None,
     "回调里对 `EXPExpect` 调用 `fulfill`，expect 才会结束等待。"),
    ("ja", "k5", "false", "Expecta.defaultTimeout", "+[Expecta asynchronousTestTimeout]",
     "全体のタイムアウトは `Expecta.defaultTimeout` で取得できる。"),
    # --- external
    ("en", "ext", "external", "XCTAssertEqualObjects", None,
     "Where a plain assertion reads better we still use `XCTAssertEqualObjects`; both report through the same XCTestCase."),
    ("zh", "ext", "external", "-[XCTestCase waitForExpectationsWithTimeout:handler:]", None,
     "网络回调的测试仍然用 `-[XCTestCase waitForExpectationsWithTimeout:handler:]`，不用 will。"),
    ("ja", "ext", "external", "SpecBegin", None,
     "spec ファイルは Specta の `SpecBegin(Parser)` で始め、中で expect を使う。"),
]
