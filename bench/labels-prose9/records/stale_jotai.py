# Time set: jotai's docs at v1.13.1 (2023-01-16), checked against the pinned v2.19 head. v2 ("breaking: replace old
# api with v2 api", 5ef3ac06, 2023-01-31) removed useUpdateAtom (-> useSetAtom), the devtools hooks, waitForAll, the
# ExtractAtomUpdate type (-> ExtractAtomArgs) and the integration entry points (query/immer/optics moved to their own
# packages), and deleted src/core/; found with `git diff -M --name-status v1.13.1 HEAD` and a diff of the exported
# names of src/ at both commits. (form, label, target, sugg, text, "cited_file:line", note)
OLD = "cce759f13e53b9ab2df82577ae475d78b6726f43"  # tag v1.13.1
OLD_DATE = "2023-01-16"
SOURCE_GLOBS = ["*.ts", "*.tsx"]
MODULES = ("jotai",)
ANC = {}
ROWS = [
    ("en", "false", "jotai.useUpdateAtom", "jotai.useSetAtom",
     "Write-only components use `useUpdateAtom(listenersAtom)` from jotai/utils so they never re-render on reads.",
     "docs/advanced-recipes/atom-creators.mdx:232", "removed in v2 (5ef3ac06); useSetAtom is the v2 name"),
    ("zh", "false", "jotai.useAtomDevtools", None,
     "调试时在根组件里调用 `useAtomDevtools(countAtom)`，就能在 Redux DevTools 里看到 atom。",
     "docs/api/devtools.mdx:67", "jotai/devtools removed in v2 (5ef3ac06); now the jotai-devtools package"),
    ("ja", "false", "jotai.waitForAll", None,
     "複数の非同期 atom は `waitForAll([aAtom, bAtom])` でまとめて待つ。",
     "docs/api/utils.mdx:79", "removed in v2 (5ef3ac06)"),
    ("bare", "false", "jotai.useAtomsSnapshot", None, "useAtomsSnapshot",
     "docs/api/devtools.mdx:165", "removed with jotai/devtools in 5ef3ac06"),
    ("en", "false", "jotai.ExtractAtomUpdate", "jotai.ExtractAtomArgs",
     "The setter's argument type is `ExtractAtomUpdate<typeof countAtom>`.",
     "src/core/typeUtils.ts:10", "type removed in v2 (5ef3ac06); ExtractAtomArgs in src/vanilla/typeUtils.ts"),
    ("zh", "false", "src/core/atom.ts", "src/vanilla/atom.ts",
     "atom() 的定义在 src/core/atom.ts。",
     "src/core/atom.ts:1", "deleted in 5ef3ac06; atom() is in src/vanilla/atom.ts"),
    ("bare", "false", "src/devtools.ts", None, "src/devtools.ts",
     "src/devtools.ts:1", "deleted in 5ef3ac06"),
    # still there
    ("en", "true", "jotai.selectAtom", None,
     "Derive a slice with `selectAtom(userAtom, (u) => u.name)` from jotai/utils.",
     "docs/advanced-recipes/custom-useatom-hooks.mdx:14", ""),
    ("zh", "true", "jotai.splitAtom", None,
     "数组 atom 用 `splitAtom` 拆成每项一个 atom。", "docs/advanced-recipes/custom-useatom-hooks.mdx:45", ""),
    ("ja", "true", "jotai.useHydrateAtoms", None,
     "SSR の初期値は `useHydrateAtoms` で入れる。", "docs/api/utils.mdx:83", ""),
]
