# Time set: hono's sources and their doc comments at v3.11.0 (2023-12-04), checked against the pinned v4 head.
# Found by hand from `git diff -M --name-status v3.11.0 HEAD -- src` (the Deno entry files src/middleware.ts and
# src/helper.ts and the Next.js adapter deleted) and a diff of the members of Context, Hono and HonoRequest at both
# commits; v4's removal commit fb96a76e "remove deprecated features" (2024-01-10) from `git log -S`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "8028437b0f7b6fff3371d542d72fa9f6b2900109"  # tag v3.11.0
OLD_DATE = "2023-12-04"
SOURCE_GLOBS = ["*.ts"]
MODULES = ()
ANC = {}
ROWS = [
    ("en", "false", "Context.jsonT", "Context.json",
     "RPC routes return `c.jsonT(data)` so the client gets the response type.", "src/context.ts:334",
     "removed in fb96a76e (2024-01-10); c.json() carries the type now"),
    ("zh", "false", "Context.streamText", "streamText",
     "AI 回复用 `c.streamText(async (stream) => { ... })` 逐字返回。", "src/context.ts:384",
     "moved to the streaming helper (hono/streaming) in fb96a76e"),
    ("en", "false", "Context.runtime", "getRuntimeKey",
     "Feature flags branch on `c.runtime === 'workerd'`.", "src/context.ts:445",
     "removed in fb96a76e; getRuntimeKey() in hono/adapter"),
    ("zh", "false", "Context.cookie", "setCookie",
     "登录成功后 `c.cookie('sid', token, { httpOnly: true })` 写入会话。", "src/context.ts:422",
     "removed in fb96a76e; setCookie(c, ...) in hono/cookie"),
    ("en", "false", "Hono.showRoutes", "showRoutes",
     "Print the route table at startup with `app.showRoutes()`.", "src/hono-base.ts:195",
     "removed in fb96a76e; showRoutes(app) in hono/dev"),
    ("ja", "false", "Hono.handleEvent", "Hono.fetch",
     "Service Worker では `addEventListener('fetch', (e) => app.handleEvent(e))` にする。", "src/hono-base.ts:343",
     "removed in fb96a76e; app.fire() or app.fetch"),
    ("zh", "false", "HonoRequest.cookie", "getCookie",
     "中间件里用 `c.req.cookie('token')` 读 cookie。", "src/request.ts:127",
     "removed in fb96a76e; getCookie(c, 'token')"),
    ("en", "false", "src/adapter/nextjs/index.ts", "src/adapter/vercel/index.ts",
     "Next.js deployments import `handle` from src/adapter/nextjs/index.ts.", "src/adapter/nextjs/index.ts:1",
     "deleted in fb96a76e (2024-01-10); use the vercel adapter"),
    ("ja", "false", "src/middleware.ts", None,
     "Deno からは `src/middleware.ts`（hono/middleware.ts）経由で全ミドルウェアを import する。", "src/middleware.ts:1",
     "deleted in 1b2a4c08 (2024-05-24, JSR support)"),
    # still there
    ("en", "true", "Context.json", None, "Return `c.json()` from API handlers.", "src/context.ts:307", ""),
    ("ja", "true", "Hono.route", None, "サブアプリは `app.route()` でまとめる。", "src/hono-base.ts:144", ""),
]
