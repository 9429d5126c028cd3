# Hand-written records for mxcl/PromiseKit (Swift, 8.x; the ObjC AnyPromise bridge beside it). Promise<T> (can fail) and
# Guarantee<T> (cannot) both conform to Thenable, whose protocol extensions hold then/map/done/get/tap/compactMap;
# Promise also gets catch/recover/ensure/cauterize from CatchMixin, and `catch` returns a PMKFinalizer with finally.
# Promises are settled through a Resolver (fulfill/reject/resolve); free functions firstly/when/race/after. JavaScript's
# Promise, RxSwift's and Combine's names are the k1/k5 a model brings (`Promise.all`, `catchError`, `sink`,
# `Result.success`); Promise-only members on Guarantee are k4. (form, kind, label, target, sugg, text[, also])
LANG = "swift"
MODULES = ("PromiseKit",)
ANC = {"Promise": ("Thenable", "CatchMixin"), "Guarantee": ("Thenable",), "CatchMixin": ("Thenable",)}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "PromiseKit.firstly", None,
     "Rule: every chain starts with `firstly { api.fetchUser() }` so the first call sits at the same indentation as the rest of the chain."),
    ("en", "true", "true", "Promise.then", None,
     "Fixed the double network call: `then` must return a promise, so `fetchUser().then { user in api.avatar(for: user) }` replaced the nested callback."),
    ("en", "true", "true", "Promise.ensure", None,
     "Session summary: the spinner is hidden in `.ensure { spinner.stopAnimating() }`, which runs on success and failure alike."),
    ("en", "true", "true", "Promise.recover", None,
     "A cached profile is returned on network errors with `.recover { error -> Promise<User> in ... cache.user() }`; cancellation is rethrown."),
    ("en", "true", "true", "PromiseKit.when", None,
     "Lesson learned: `when(fulfilled: a, b)` rejects as soon as one promise rejects; use `when(resolved:)` when every result is needed."),
    ("en", "true", "true", "PromiseKit.after", None,
     "Retries wait with `after(seconds: 2).then { self.attempt() }` instead of DispatchQueue.asyncAfter."),
    ("en", "true", "true", "Promise.cauterize", None,
     "Handover: fire-and-forget analytics calls end with `.cauterize()` so the unhandled-error warning stays quiet."),
    ("en", "true", "true", "PMKFinalizer.finally", None,
     "`.catch { ... }.finally { refreshControl.endRefreshing() }`: finally hangs off the PMKFinalizer that catch returns."),
    # --- true, Chinese
    ("zh", "true", "true", "Promise.get", None,
     "中间想顺便保存一下结果用 `.get { self.cache = $0 }`，值会原样往下传。"),
    ("zh", "true", "true", "Promise.compactMap", None,
     "解析可能为 nil 的结果用 `.compactMap { try? JSONDecoder().decode(User.self, from: $0) }`，nil 时会以 PMKError 失败。"),
    ("zh", "true", "true", "Promise.tap", None,
     "调试时在链中间加 `.tap { print($0) }` 打印 Result，不影响后续。"),
    # --- true, Japanese
    ("ja", "true", "true", "Promise.asVoid", None,
     "戻り値が不要な場合は `.asVoid()` で Promise<Void> にしてから when に渡す。"),
    ("ja", "true", "true", "Promise.ensureThen", None,
     "後片付けが非同期の場合は `ensureThen { session.close() }` を使う。"),
    ("ja", "true", "true", "Thenable.isPending", None,
     "テストでは `promise.isPending` を見てまだ解決していないことを確認している。"),
    # --- bare references
    ("bare", "true", "true", "Promise.thenMap", None, "Promise.thenMap"),
    ("bare", "true", "true", "Thenable.compactMapValues", None, "Thenable.compactMapValues"),
    ("bare", "true", "true", "PMKError.cancelled", None, "PMKError.cancelled"),
    ("bare", "true", "true", "Resolver.resolve", None, "Resolver.resolve"),
    ("bare", "true", "true", "PMKConfiguration.catchPolicy", None, "PMKConfiguration.catchPolicy"),
    ("bare", "true", "true", "Result.fulfilled", None, "Result.fulfilled"),
    ("bare", "true", "true", "Promise.always", None, "Promise.always"),
    ("bare", "true", "true", "PromiseKit.hang", None, "PromiseKit.hang"),
    ("bare", "true", "true", "Sources/Catchable.swift", None, "Sources/Catchable.swift"),
    # --- k1: JavaScript / RxSwift / BrightFutures names bound to PromiseKit
    ("en", "k1", "false", "Promise.catchError", "Promise.recover",
     "Fallbacks are written `.catchError { _ in .value(cached) }` at the end of the chain."),
    ("en", "k1", "false", "Promise.onSuccess", "Promise.done",
     "The view model reacts to the returned `Promise` with `onSuccess { items in ... }`."),
    ("zh", "k1", "false", "PromiseKit.delay", "PromiseKit.after",
     "重试之间用 `delay(seconds: 1)` 等待。"),
    ("ja", "k1", "false", "Promise.resolve", "Promise.value",
     "既に値がある場合は `Promise.resolve(user)` で包んで返す。"),
    ("bare", "k1", "false", "Promise.flatMapLatest", "Promise.then", "Promise.flatMapLatest"),
    # --- k2: typo-level variants
    ("ja", "k2", "false", "Promise.thenMaps", "Promise.thenMap",
     "配列の各要素に対して非同期処理をするなら `thenMaps` を使う。"),
    ("bare", "k2", "false", "Promise.ensureThan", "Promise.ensureThen", "Promise.ensureThan"),
    ("bare", "k2", "false", "Resolver.fullfill", "Resolver.fulfill", "Resolver.fullfill"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "CancellablePromise.cancel", None,
     "Screens that can be dismissed hold a `CancellablePromise` and call `CancellablePromise.cancel()` in deinit."),
    ("zh", "k3", "false", "AsyncPromise.then", "Promise.then",
     "后台任务返回 `AsyncPromise<T>`，用 `AsyncPromise.then` 串起来。"),
    ("ja", "k3", "false", "PromiseResolver.fulfill", "Resolver.fulfill",
     "`Promise { (r: PromiseResolver) in r.fulfill(v) }` のように書く。"),
    # --- k4: Promise's members on Guarantee, Resolver's on Promise
    ("en", "k4", "false", "Guarantee.catch", "Promise.catch",
     "The timer's `Guarantee` ends with `.catch { log($0) }` like every other chain."),
    ("zh", "k4", "false", "Guarantee.recover", "Promise.recover",
     "`Guarantee.recover` 可以在失败时提供默认值。"),
    ("bare", "k4", "false", "Guarantee.cauterize", "Promise.cauterize", "Guarantee.cauterize"),
    # --- k5: Combine's / Swift's names taken for PromiseKit's Promise and Result
    ("en", "k5", "false", "Result.success", "Result.fulfilled",
     "In the `when(resolved:)` results we switch over `case .success(let value)` and `.failure`."),
    ("zh", "k5", "false", "Promise.sink", "Promise.done",
     "在 ViewModel 里用 PromiseKit `Promise` 的 `sink { value in ... }` 接收结果。"),
    ("ja", "k5", "false", "Result.failure", "Result.rejected",
     "失敗は `case .failure(let error)` で取り出す。"),
    # --- external
    ("en", "ext", "external", "DispatchQueue.global", None,
     "CPU-heavy steps run with `.map(on: DispatchQueue.global()) { decode($0) }` and come back to main for done.",
     [], "PromiseKit extends DispatchQueue (Sources/Box.swift, Dispatcher helpers) but global() is Dispatch's own class method"),
    ("zh", "ext", "external", "URLSession.dataTask", None,
     "网络层还是直接用 `URLSession.dataTask`，外面包一层 Promise。"),
    ("ja", "ext", "external", "Task.detached", None,
     "async/await への移行中なので新しいコードは `Task.detached` を使い、古いコードは PromiseKit のまま。"),
]
