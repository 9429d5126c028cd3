# Hand-written records for pmndrs/jotai (TypeScript, v2.19; entry points jotai, jotai/utils, jotai/vanilla). An atom is
# a config object (interface Atom with read/debugLabel; WritableAtom extends it with write/onMount; PrimitiveAtom is
# a type alias), a store (`type Store = { get, set, sub }`) holds the values, React reads them through useAtom /
# useAtomValue / useSetAtom. Recoil's, zustand's and Redux's names are the k1/k5 a model brings (`useRecoilState`,
# `selector`, `store.getState`, `store.subscribe`); WritableAtom's members on Atom are k4. (form, kind, label, target, sugg, text[, also])
LANG = "typescript"
MODULES = ("jotai",)
ANC = {"PrimitiveAtom": ("WritableAtom", "Atom"), "WritableAtom": ("Atom",)}
RECORDS = [
    # --- true, English
    ("en", "true", "true", "jotai.atom", None,
     "Rule: every piece of shared UI state is a module-level `atom(initialValue)`; never create atoms inside a component body, or each render gets a new one."),
    ("en", "true", "true", "jotai.useAtomValue", None,
     "Fixed the extra re-renders in the toolbar: components that only read now use `useAtomValue(themeAtom)` and the buttons that only write use `useSetAtom`.",
     ["jotai.useSetAtom"]),
    ("en", "true", "true", "jotai.createStore", None,
     "Tests create an isolated store with `createStore()` and wrap the tree in `<Provider store={store}>` so atoms do not leak between tests.",
     ["jotai.Provider"]),
    ("en", "true", "true", "jotai.loadable", None,
     "Review note: wrap the async user atom in `loadable(userAtom)` where a Suspense boundary is not wanted; it yields `{ state: 'loading' }` first."),
    ("en", "true", "true", "jotai.useHydrateAtoms", None,
     "Server-provided values are put into atoms with `useHydrateAtoms([[userAtom, initialUser]])` in the page component."),
    ("en", "true", "true", "jotai.selectAtom", None,
     "To stop re-renders on unrelated fields we derive `selectAtom(userAtom, (u) => u.name)`; the selector must be stable."),
    # --- true, Chinese
    ("zh", "true", "true", "jotai.useAtom", None,
     "组件里用 `const [count, setCount] = useAtom(countAtom)`，和 useState 的写法一样。"),
    ("zh", "true", "true", "jotai.atomWithReset", None,
     "表单重置：字段用 `atomWithReset('')` 定义，然后 `useResetAtom(fieldAtom)` 拿到重置函数。",
     ["jotai.useResetAtom"]),
    ("zh", "true", "true", "Atom.debugLabel", None,
     "调试时给 atom 设置 `countAtom.debugLabel = 'count'`，DevTools 里就能看到名字。"),
    # --- true, Japanese
    ("ja", "true", "true", "jotai.useSetAtom", None,
     "書き込みだけのボタンは `useSetAtom(countAtom)` を使い、値の変化で再レンダーしないようにする。"),
    ("ja", "true", "true", "jotai.atomWithDefault", None,
     "初期値を別の atom から計算したいときは `atomWithDefault((get) => get(baseAtom))` を使う。"),
    ("ja", "true", "true", "jotai.useAtomCallback", None,
     "イベントハンドラの中で最新値を読むため `useAtomCallback` を使っている。"),
    # --- bare references
    ("bare", "true", "true", "jotai.atomWithObservable", None, "atomWithObservable"),
    ("bare", "true", "true", "jotai.atomWithRefresh", None, "jotai.atomWithRefresh"),
    ("bare", "true", "true", "jotai.freezeAtom", None, "freezeAtom()"),
    ("bare", "true", "true", "jotai.useStore", None, "jotai.useStore"),
    ("bare", "true", "true", "AtomFamily.getParams", None, "AtomFamily.getParams"),
    ("bare", "true", "true", "WritableAtom.write", None, "WritableAtom.write"),
    ("bare", "true", "true", "jotai.createJSONStorage", None, "createJSONStorage"),
    ("bare", "true", "true", "src/vanilla/utils/atomWithStorage.ts", None, "src/vanilla/utils/atomWithStorage.ts"),
    ("bare", "true", "true", "jotai.atomWithLazy", None, "jotai/utils atomWithLazy"),
    # --- k6 TypeScript types (true)
    ("en", "k6", "true", "jotai.PrimitiveAtom", None,
     "Props that take an atom are typed `PrimitiveAtom<number>` so the child can both read and write it."),
    ("zh", "k6", "true", "jotai.ExtractAtomValue", None,
     "从 atom 推导值类型用 `ExtractAtomValue<typeof userAtom>`，不要手写接口。"),
    # --- k1: Recoil / zustand names bound to jotai
    ("en", "k1", "false", "jotai.selector", "jotai.atom",
     "Derived values are `selector({ key: 'total', get: ({ get }) => ... })` from jotai, next to their source atoms."),
    ("zh", "k1", "false", "jotai.atomWithPersist", "jotai.atomWithStorage",
     "需要持久化的状态用 `atomWithPersist('token', '')`，自动写到 localStorage。"),
    ("bare", "k1", "false", "jotai.atomWithCallback", "jotai.useAtomCallback", "jotai.atomWithCallback"),
    # --- k2: typo-level variants
    ("ja", "k2", "false", "jotai.useSetAtoms", "jotai.useSetAtom",
     "更新関数だけが必要なら `useSetAtoms(countAtom)` を使う。"),
    ("bare", "k2", "false", "jotai.splitAtoms", "jotai.splitAtom", "splitAtoms"),
    ("bare", "k2", "false", "AtomFamily.getParam", "AtomFamily.getParams", "AtomFamily.getParam"),
    # --- k3: invented types decorating real ones
    ("en", "k3", "false", "JotaiStore.sub", "Store.sub",
     "The analytics module keeps a `JotaiStore` and subscribes with `JotaiStore.sub(atom, cb)`."),
    ("zh", "k3", "false", "AsyncAtom.read", "Atom.read",
     "异步 atom 的类型是 `AsyncAtom<T>`，它的 `AsyncAtom.read` 返回 Promise。"),
    ("ja", "k3", "false", "AtomStore.get", "Store.get",
     "コンポーネント外では `AtomStore.get(countAtom)` で値を読む。"),
    # --- k4: WritableAtom's members on Atom, and siblings
    ("en", "k4", "false", "Atom.write", "WritableAtom.write",
     "A derived atom's setter is `Atom.write(get, set, value)`; any atom has it."),
    ("zh", "k4", "false", "Atom.onMount", "WritableAtom.onMount",
     "只读 atom 也可以设置 `Atom.onMount` 在订阅时启动轮询。"),
    ("bare", "k4", "false", "WritableAtom.getParams", "AtomFamily.getParams", "WritableAtom.getParams"),
    # --- k5: Redux's / zustand's store taken for jotai's Store
    ("en", "k5", "false", "Store.getState", "Store.get",
     "Non-React code reads the value with `getState()` on the `Store` from createStore() and picks the atom it needs."),
    ("zh", "k5", "false", "Store.subscribe", "Store.sub",
     "在组件外监听变化：调用 jotai `Store` 的 `subscribe(countAtom, listener)`。"),
    ("ja", "k5", "false", "Store.dispatch", "Store.set",
     "テストでは `createStore()` で作った `Store` の `dispatch(countAtom, 1)` で値を更新してから検証する。"),
    # --- k6 TypeScript types (false)
    ("en", "k6", "false", "jotai.AtomValue", "jotai.ExtractAtomValue",
     "Typed helpers take `AtomValue<typeof settingsAtom>` as their argument type."),
    ("zh", "k6", "false", "jotai.WritableAtomType", "jotai.WritableAtom",
     "可写 atom 的参数类型统一写成 `WritableAtomType<number>`。"),
    # --- external
    ("en", "ext", "external", "React.Suspense", None,
     "Async atoms suspend, so every page that reads one sits under a `React.Suspense` boundary with a skeleton fallback."),
    ("zh", "ext", "external", "localStorage.setItem", None,
     "atomWithStorage 最终调用的是浏览器的 `localStorage.setItem`，隐私模式下可能抛异常。"),
    ("ja", "ext", "external", "zustand.create", None,
     "グローバルな設定は以前 `zustand.create` で作っていたが、jotai に移行中。"),
]
