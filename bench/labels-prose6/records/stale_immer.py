# Time set: immer's docs at v9.0.21 (2023-03-23), checked against the pinned v11 head. Found by hand from
# `git diff -M --name-status v9.0.21 HEAD -- src` (src/plugins/es5.ts and src/plugins/all.ts deleted) and the v9 API
# table (website/docs/api.md); each removal's commit from `git log -S` / `--diff-filter=D`.
# (form, label, target, sugg, text, "cited_file:line", note)
OLD = "7c153394e815962908582a460d3983ce2fb07695"  # tag v9.0.21
OLD_DATE = "2023-03-23"
SOURCE_GLOBS = ["*.ts"]
MODULES = ("immer",)
ANC = {}
ROWS = [
    ("en", "false", "immer.enableES5", None,
     "The React Native build still runs on an old JSC, so the entry point calls `enableES5()` before any produce.",
     "website/docs/api.md:20", "ES5 fallback removed in v10 (eb5ac78 \"Remove ES5 support\", 2023-01-30)"),
    ("zh", "false", "immer.enableAllPlugins", "immer.enablePatches",
     "不确定要哪些插件，就在入口调用 `enableAllPlugins()` 一次性全部打开。",
     "website/docs/api.md:19", "removed in e69c766 (2023-03-23) \"Remove enableAllPlugins from API\"; enable each plugin instead"),
    ("ja", "false", "immer.setUseProxies", None,
     "バグ報告の再現では `setUseProxies(false)` にして ES5 実装でも起きるか確認する。",
     "website/docs/api.md:36", "removed with the ES5 fallback in v10"),
    ("en", "false", "Immer.setUseProxies", None,
     "Our test Immer instance calls setUseProxies(true) so it never falls back to the ES5 implementation.",
     "src/core/immerClass.ts:188", "removed with the ES5 fallback in v10"),
    ("zh", "false", "src/plugins/es5.ts", None,
     "ES5 兼容的实现都在 src/plugins/es5.ts，出问题先看那里。",
     "src/plugins/es5.ts:1", "deleted in eb5ac78 (2023-01-30)"),
    ("en", "false", "src/plugins/all.ts", None,
     "The list of plugins that get enabled together is in src/plugins/all.ts.",
     "src/plugins/all.ts:1", "deleted with enableAllPlugins (e69c766)"),
    # still there
    ("en", "true", "immer.createDraft", None,
     "Long-running edits use `createDraft(state)` and finishDraft later.", "website/docs/api.md:16", ""),
    ("zh", "true", "immer.original", None,
     "recipe 里要拿修改前的值，用 `original(draft.todos)`。", "website/docs/api.md:31", ""),
]
