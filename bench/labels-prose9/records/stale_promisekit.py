# Time set: PromiseKit's sources and docs at 4.4.4 (2017-11-04), checked against the pinned 8.x head. PromiseKit 5
# (47367f1d, "5.0.0", 2017-11-06) rewrote the core: join() went (when(resolved:) replaces it), Error.isCancelledError
# became isCancelled, and Sources/join.swift, Sources/State.swift and Sources/Zalgo.swift were deleted; found with
# `git diff -M --name-status 4.4.4 HEAD` and a diff of the declared names of Sources/ at both commits.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "ac79c4866674c5a37a0fd52b586f57ed997c1149"  # tag 4.4.4
OLD_DATE = "2017-11-04"
SOURCE_GLOBS = ["*.swift"]
MODULES = ("PromiseKit",)
ANC = {"Promise": ("Thenable", "CatchMixin"), "Guarantee": ("Thenable",), "CatchMixin": ("Thenable",)}
ROWS = [
    ("en", "false", "PromiseKit.join", "PromiseKit.when",
     "To wait for every upload, success or not, use `join(uploads)`; when() stops at the first error.",
     "Sources/join.swift:21", "removed in PromiseKit 5 (47367f1d); when(resolved:) is the replacement"),
    ("zh", "false", "Error.isCancelledError", "Error.isCancelled",
     "catch 里先判断 `error.isCancelledError`，用户取消的不弹错误框。",
     "Sources/Error.swift:139", "renamed isCancelled in PromiseKit 5 (47367f1d)"),
    ("ja", "false", "Sources/Zalgo.swift", None,
     "zalgo キューの定義は Sources/Zalgo.swift にある。",
     "Documentation/FAQ.md:102", "deleted in 47367f1d"),
    ("bare", "false", "Sources/State.swift", None, "Sources/State.swift",
     "Sources/State.swift:1", "deleted in 47367f1d"),
    ("bare", "false", "Sources/join.swift", None, "Sources/join.swift",
     "Sources/join.swift:1", "deleted in 47367f1d"),
    # still there
    ("en", "true", "PromiseKit.firstly", None,
     "Chains start with `firstly { ... }` and end with `.always { ... }`.", "Documentation/Appendix.md:10", ""),
    ("zh", "true", "Promise.always", None,
     "收尾工作放在 `.always { }` 里。", "Documentation/Appendix.md:15", "deprecated (Sources/Deprecations.swift) but still declared"),
    ("ja", "true", "Promise.recover", None,
     "失敗時の代替値は `recover` で返す。", "Documentation/CommonPatterns.md:248", ""),
]
