# Time set: Nimble's README at v8.1.2 (2020-09-04), checked against the pinned 14.x head. The old matcher API
# (MatcherFunc, NonNilMatcherFunc, NMBObjCMatcher) went in 4b8a9d5b "[BREAKING] Remove old Matcher API" (2021-05-08),
# AsyncDefaults.Timeout/PollInterval in f3cfc51b "[BREAKING] Remove deprecated and unavailable APIs" (2021-05-11; the
# settings are PollingDefaults.timeout/pollInterval now); found by a diff of the public names of Sources/ at both
# commits. PredicateResult survives as a deprecated typealias (Predicate was renamed Matcher in f9b339e4): a
# stale_true. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "7a46a5fc86cb917f69e3daf79fcb045283d8f008"  # tag v8.1.2
OLD_DATE = "2020-09-04"
SOURCE_GLOBS = ["*.swift"]
MODULES = ("Nimble",)
ANC = {}
ROWS = [
    ("en", "false", "AsyncDefaults.Timeout", "PollingDefaults.timeout",
     "The spec bootstrap raises the polling timeout with `Nimble.AsyncDefaults.Timeout = 5` for CI.",
     "README.md:423", "removed in f3cfc51b (2021-05-11)"),
    ("zh", "false", "AsyncDefaults.PollInterval", "PollingDefaults.pollInterval",
     "轮询间隔设置成 `Nimble.AsyncDefaults.PollInterval = 0.1`。",
     "README.md:426", "removed in f3cfc51b"),
    ("en", "false", "NMBObjCMatcher", "NMBMatcher",
     "Our Objective-C matchers extend `NMBObjCMatcher` with class methods such as `+[NMBObjCMatcher beNilMatcher]`.",
     "README.md:1508", "removed in 4b8a9d5b (2021-05-08)"),
    ("ja", "false", "NonNilMatcherFunc", "Matcher",
     "nil にマッチさせたくない独自 matcher は `NonNilMatcherFunc` で書いている。",
     "README.md:1563", "removed in 4b8a9d5b"),
    # still there
    ("en", "true", "Nimble.waitUntil", None,
     "Callback-based code is tested with `waitUntil { done in ... }`.", "README.md:362", ""),
    ("zh", "true", "PredicateResult", None,
     "自定义 matcher 返回 `PredicateResult(status:message:)`。", "README.md:1270",
     "a deprecated typealias of MatcherResult since f9b339e4 (Matchers/Matcher.swift:123)"),
    ("bare", "true", "Sources/Nimble/Matchers/", None, "Sources/Nimble/Matchers/", "README.md:1300", ""),
]
