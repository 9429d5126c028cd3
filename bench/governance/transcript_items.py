"""Sessions with labelled lessons for the extraction stage, written for this project (not fetched):
developer and agent turns in English, Chinese and Japanese, the way corrections really arrive (a reason
after a colon or a dash, "No —", no connective at all, a lesson the agent states and the developer
accepts, an agent's invented API the developer waves through, debugging noise).

Each lesson has ``match``: every entry must appear in a candidate's When/What/Why (an entry that is a
list matches any one spelling). ``invented`` marks an agent-stated API that does not exist in
sample_repos/qqbrowser: it should be proposed and then rejected by Review's source check.
"""

U, A = "user", "assistant"

SESSIONS = [
    dict(id="x-en-stop-hook", lang="en", held_out=False, messages=[
        (U, "Add upload of the session transcript to the Stop hook in graph/cli.py."),
        (A, "I'll call the upload endpoint from cmd_hook with requests.post and wait for the response."),
        (U, "No — the hook must only spool the path and return: the agent waits for the hook after every turn, so a network call there freezes the session."),
        (A, "Changed cmd_hook to append the path to the spool; the worker uploads later."),
        (U, "Good. Also don't import langgraph at the top of graph/cli.py, that's what made each turn 800 ms slower."),
        (A, "Moved the import into cmd_run."),
        (U, "perfect"),
    ], lessons=[
        dict(lid="spool-only", match=[["spool"], ["hook"]], what="the Stop hook only spools the path"),
        dict(lid="lazy-import", match=[["langgraph"], ["import"]], what="no langgraph import at module level in graph/cli.py"),
    ]),
    dict(id="x-zh-pushgw", lang="zh", held_out=False, messages=[
        (U, "pushgw 发送太慢了，帮我看看 sender.go。"),
        (A, "可以把 `maxInFlight` 调到 256，提高并发。"),
        (U, "不行，每个 device token 最多 64 个并发，上游超过 64 直接回 429，sender.go 又不重试 429，消息就丢了。"),
        (A, "好的，保持 64，改成按 token 分队列并行发送。"),
        (U, "可以"),
    ], lessons=[
        dict(lid="max-64", match=[["maxInFlight", "64"], ["429", "64"]], what="keep maxInFlight at 64 per token"),
    ]),
    dict(id="x-ja-switch", lang="ja", held_out=False, messages=[
        (U, "XHomeSwitches の動画自動再生スイッチが効かない。見てもらえる？"),
        (A, "companion object の初期化で `SwitchManager` から値を読んでキャッシュしているので、そこで読むようにしました。"),
        (U, "いや、static 初期化で読むとダメ。スイッチの値はクラスロードの後に配信されるので、常にオフになる。使うメソッドの中で読んで。"),
        (A, "読み出しを onBind() の中に移しました。"),
        (U, "OK、直った"),
    ], lessons=[
        dict(lid="no-static-read", match=[["static", "companion", "初期化"], ["スイッチ", "switch", "SwitchManager"]], what="read switches in the method, not at static init"),
    ]),
    dict(id="x-en-agent-lesson", lang="en", held_out=False, messages=[
        (U, "Why does the feeds page post the same card twice sometimes?"),
        (A, "Found it: `withRetry()` in retry.js retries every request, and the feeds backend is not idempotent for POST, so never retry POST requests through `withRetry()` — a retried POST publishes the card again."),
        (U, "Right, exactly. Please fix it that way."),
        (A, "withRetry now skips POST."),
        (U, "thanks"),
    ], lessons=[
        dict(lid="no-post-retry", match=[["POST"], ["retry", "withRetry"]], what="never retry POST via withRetry"),
    ]),
    dict(id="x-en-invented-api", lang="en", held_out=False, messages=[
        (U, "Add a fast scroll thumb to the bookmark list, it's a QBListView."),
        (A, "In this codebase fast scrolling on a QBListView goes through `FastScrollBar.attachToQBListView()`; you must call it after the adapter is set, because the thumb measures the item count once."),
        (U, "ok, go ahead"),
        (A, "Added the call in BookmarkListFragment.onViewCreated."),
        (U, "no need to run the UI tests now, I'll try it on a device tonight"),
    ], lessons=[
        dict(lid="invented-qblistview", invented=True, match=[["attachToQBListView"]], what="agent-invented API"),
    ]),
    dict(id="x-zh-forbidden", lang="zh", held_out=False, messages=[
        (U, "新增一个赌博网站类别，要被屏蔽。"),
        (A, "我在 ForbiddenPageView 渲染前加一个判断，命中赌博类别就显示拦截页。"),
        (U, "别在 view 里判断——预加载和下载链路直接调 `ForbiddenController.isForbidden()`，不会走到页面，放在 view 里就漏了。类别加到 `SiteCategory`，让 isForbidden 统一处理。"),
        (A, "已改为在 SiteCategory 增加 GAMBLING，并由 isForbidden() 处理。"),
        (U, "对，就这样"),
        (U, "另外，D站指盗版站点，工单里经常这么写。"),
        (A, "明白，D站 = 盗版站点。"),
    ], lessons=[
        dict(lid="forbidden-central", match=[["isForbidden"], ["SiteCategory", "view"]], what="block categories in isForbidden, not in the view"),
        dict(lid="dsite", match=[["D站", "D site"], ["盗版", "piracy"]], what="D site means piracy site"),
    ]),
    dict(id="x-en-noise", lang="en", held_out=False, messages=[
        (U, "The build of the harmony app fails."),
        (A, "Retrying the build with a clean cache."),
        (U, "still failing, try again"),
        (A, "Retried; it fails at the same step."),
        (U, "try another way, continue"),
        (A, "Switched to the release profile; the build passes."),
        (U, "ok"),
    ], lessons=[]),
    # ---------------------------------------------------------------- held out
    dict(id="x-ja-keyed-service", lang="ja", held_out=True, messages=[
        (U, "終了時にクラッシュする。KeyedService の実装を見て。"),
        (A, "デストラクタで他のサービスへの参照を解放しているので、そのままにして null チェックを足します。"),
        (U, "違う、参照の解放は `Shutdown()` でやって。依存順に破棄されるのは Shutdown の段階だけで、デストラクタの時点では相手がもう無い。"),
        (A, "解放処理を Shutdown() に移しました。"),
        (U, "よし"),
    ], lessons=[
        dict(lid="shutdown-release", match=[["Shutdown"], ["デストラクタ", "destructor", "解放"]], what="release references in Shutdown()"),
    ]),
    dict(id="x-en-locale", lang="en", held_out=True, messages=[
        (U, "Dates on the feeds page show in the wrong language for some users."),
        (A, "formatDate() uses navigator.language; I'll keep it and add a fallback to en-US."),
        (U, "That's the bug: inside our WebView navigator.language is the OS language, not the one picked in browser settings. Pass the locale from getLocale() in utils/locale.js instead."),
        (A, "formatDate now takes getLocale()."),
        (U, "great"),
        (A, "Also note: the agent SDK exposes `FeedCard.setLocaleOverride()` for per-card locales, so cards can be fixed individually."),
        (U, "sure"),
    ], lessons=[
        dict(lid="get-locale", match=[["getLocale"], ["navigator.language", "WebView"]], what="use getLocale(), not navigator.language"),
        dict(lid="invented-override", invented=True, match=[["setLocaleOverride"]], what="agent-invented API"),
    ]),
    dict(id="x-zh-uba", lang="zh", held_out=True, messages=[
        (U, "chrome 层要上报一个 UBA 事件，你加一下。"),
        (A, "我在 chrome/ 的 C++ 里 include Java 侧的 uba_bridge.h 直接调。"),
        (U, "不要 include bridge 头文件，Chromium 层编译时没有 app 的 JNI 绑定，能编过但运行时崩。走 hooks 层的 `UbaHooks`。"),
        (A, "改成通过 UbaHooks 上报了。"),
        (U, "没问题"),
    ], lessons=[
        dict(lid="uba-hooks", match=[["UbaHooks", "hooks"], ["bridge", "JNI"]], what="report UBA via the hooks layer"),
    ]),
]
