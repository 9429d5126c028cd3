# Time set: RxSwift's docs at 4.5.0 (2019-04-01), checked against the pinned 6.10 head. Found by hand from
# `git diff -M --name-status 4.5.0 HEAD -- RxSwift RxCocoa` (RxSwift/Deprecated.swift deleted, the relays moved to
# RxRelay, Binder moved into RxSwift) and the CHANGELOG's deprecations; each removal's commit from `git log -S` /
# `--diff-filter=D`. Deprecated names that 6.x still declares (observeOn, catchErrorJustReturn) are not used as stale.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "cce95dd704bc08cd3d69c087a05a6fc3118e2722"  # tag 4.5.0
OLD_DATE = "2019-04-01"
SOURCE_GLOBS = ["*.swift"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "Variable", "BehaviorRelay",
     "View model state is kept in a `Variable<[Item]>` and the table binds to `items.asObservable()`.",
     "CHANGELOG.md:155", "deprecated in 4.x for BehaviorRelay, removed with the deprecated API in 46031f14 (2020-10-06)"),
    ("zh", "false", "ObservableType.shareReplayLatestWhileConnected", "ObservableType.share(replay:scope:)",
     "用户信息流加了 `.shareReplayLatestWhileConnected()`，多个页面共享一次请求。",
     "CHANGELOG.md:906", "deprecated in 17c24925 (2017-10-01) for share(replay:scope:), removed in 46031f14"),
    ("ja", "false", "UIBindingObserver", "Binder",
     "独自プロパティのバインドは `UIBindingObserver(UIElement: label) { label, text in ... }` で作る。",
     "CHANGELOG.md:179", "deprecated for Binder (4.0), removed in 46031f14"),
    ("en", "false", "ObservableType.shareReplay", "ObservableType.share(replay:scope:)",
     "Cache the last response with `.shareReplay(1)` so late subscribers get it too.",
     "CHANGELOG.md:263", "deprecated in 17c24925 (2017-10-01), removed in 46031f14"),
    ("en", "false", "RxSwift/Deprecated.swift", None,
     "Before upgrading, grep our code for anything listed in RxSwift/Deprecated.swift.",
     "RxSwift/Deprecated.swift:1", "deleted in 46031f14 (2020-10-06) \"Remove deprecated methods\""),
    ("zh", "false", "RxCocoa/Traits/BehaviorRelay.swift", "RxRelay/BehaviorRelay.swift",
     "BehaviorRelay 的实现在 RxCocoa/Traits/BehaviorRelay.swift，想看 accept 的线程安全就看这里。",
     "RxCocoa/Traits/BehaviorRelay.swift:1", "moved to the RxRelay module in 49eab965 (2019-04-10)"),
    ("ja", "false", "RxCocoa/Common/Binder.swift", "RxSwift/Binder.swift",
     "Binder の定義は RxCocoa/Common/Binder.swift にある。",
     "RxCocoa/Common/Binder.swift:1", "git -M: R077 RxCocoa/Common/Binder.swift -> RxSwift/Binder.swift"),
    ("en", "false", "RxSwift/Observables/TakeUntil.swift", "RxSwift/Observables/TakeWithPredicate.swift",
     "takeUntil's predicate overload is implemented in RxSwift/Observables/TakeUntil.swift.",
     "RxSwift/Observables/TakeUntil.swift:1", "deleted; take(until:) and takeUntil live in TakeWithPredicate.swift"),
    # still there
    ("en", "true", "ObservableType.flatMapLatest", None,
     "Search results switch to the newest query with `flatMapLatest`.", "Documentation/GettingStarted.md:993", ""),
    ("zh", "true", "BehaviorRelay", None,
     "可变状态统一用 `BehaviorRelay(value: ...)`。", "Documentation/Subjects.md:9", ""),
    ("ja", "true", "ObservableType.catchErrorJustReturn", None,
     "失敗しうる検索は `catchErrorJustReturn([])` で空配列にする（6.x でも非推奨として残っている）。",
     "Documentation/GettingStarted.md:979", "deprecated, still declared in RxSwift/Observables/Catch.swift"),
]
