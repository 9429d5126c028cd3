"""Sentence frames for the prose set, written the way developers and models write experience notes.

Slots: {T} a type, {m} a member (rendered with or without backticks / `()` per record), {ref} a
dotted reference, {ctx} a situation from the repository's spec, {why} a reason, {ext} an external
name. Two-reference frames use {T1} {m1} {ref1} and {T2} {m2} {ref2}. A frame marked "c" needs a
callable member (it says "call"), "g" works for properties too.
"""
from __future__ import annotations

# (needs, text). needs: "c" callable member, "g" any member.
BOUND = {
    "en": [
        ("c", "When {ctx}, call {m} on the {T}, because {why}."),
        ("c", "{T} has a {m} method; use it when {ctx} instead of rolling your own."),
        ("g", "If you are {ctx}, {T}'s {m} does the work for you."),
        ("c", "Once you have a {T}, call {m} — {why}."),
        ("g", "For {ctx}, the right call is {ref}; {why}."),
        ("c", "I spent an hour on this: when {ctx}, you need {m} from {T}, not a manual loop."),
        ("g", "Use the {m} of {T} when {ctx}."),
        ("c", "Note to self: {T} exposes {m}, which is what you want when {ctx}."),
        ("c", "Don't reimplement it — invoke {m} on your {T} instance when {ctx}."),
        ("c", "The fix was to call {m} on the {T} before returning; {why}."),
        ("g", "{ref} is the way to go when {ctx}."),
        ("g", "When {ctx}, go through {T} and its {m} rather than touching internals; {why}."),
        ("c", "Remember that {T} provides {m}, so there is no need for a helper when {ctx}."),
        ("c", "In this codebase, {ctx} is done by calling {m} on a {T}."),
        ("g", "When {ctx}, rely on {T}'s {m} — {why}."),
        ("c", "Tip: if you're {ctx}, grab the {T} and call {m} on it."),
        ("g", "Lesson learned while {ctx}: {ref} already handles it, {why}."),
        ("c", "You can just do {ref} when {ctx}; {why}."),
        ("c", "To avoid surprises when {ctx}, the {T} class offers {m}, use that."),
        ("g", "Prefer {ref} over a hand-written version when {ctx}, because {why}."),
    ],
    "zh": [
        ("c", "在{ctx}时，应调用 {T} 的 {m} 方法，因为{why}。"),
        ("g", "{ctx}的时候直接用 {ref} 就行，{why}。"),
        ("c", "{T} 类提供了 {m}，{ctx}时不用自己写。"),
        ("g", "由 {T} 里的 {m} 负责这件事，{ctx}时别绕过它。"),
        ("c", "拿到 {T} 之后调用 {m} 就行，{why}。"),
        ("c", "经验：{ctx}，记得先调用 {T} 的 {m}。"),
        ("c", "{T} 上有一个 {m} 方法，{ctx}时很好用。"),
        ("c", "{ctx}只需要对 {T} 对象调用 {m}，{why}。"),
        ("g", "我们在{ctx}时踩过坑：要用 {T} 的 {m}，而不是手写循环。"),
        ("g", "{ctx}请通过 {ref} 来做，{why}。"),
        ("c", "{T} 自带的 {m} 能解决{ctx}的问题。"),
        ("c", "如果要{ctx}，用 {T} 提供的 {m}。"),
        ("c", "调用 {T} 的 {m} 即可，{why}。"),
        ("g", "注意：{ctx}时应该使用 {T} 的 {m}，{why}。"),
        ("c", "{ctx}的正确做法是先创建 {T}，再调用它的 {m}。"),
        ("g", "在这个项目里，{ctx}一般交给 {ref} 处理。"),
        ("c", "排查后发现，{ctx}时必须在 {T} 上调用 {m}，{why}。"),
    ],
    "ja": [
        ("c", "{ctx}ときは、{T} の {m} メソッドを使う。{why}。"),
        ("c", "{T} で {m} を呼べば、{ctx}ときも自前の実装はいらない。"),
        ("c", "{T} を作ったら {m} を呼び出すこと。{why}。"),
        ("g", "{ctx}場合は {ref} を使うのが正解。"),
        ("c", "{T} クラスには {m} があるので、{ctx}ときにヘルパーは不要。"),
        ("c", "{T} に対して {m} を呼んでから次の処理に進む。{why}。"),
        ("g", "{ctx}なら、{T} の {m} を使えばよい。"),
        ("c", "メモ：{ctx}ときは、{T} が提供する {m} が便利。"),
        ("c", "{ctx}ときにハマったが、{T} の {m} を呼ぶのが正しかった。"),
        ("c", "{ctx}ときは {T} インスタンスの {m} を使っている。"),
        ("g", "{ctx}ときの処理は {ref} に任せる。{why}。"),
        ("g", "注意：{ctx}ときは {T} の {m} を使うこと。{why}。"),
        ("c", "{ctx}には、まず {T} を用意して {m} を呼び出す。"),
        ("g", "このリポジトリでは、{ctx}ときに {ref} を使っている。"),
        ("c", "{T} の {m} を呼べば、{ctx}ときも簡単だ。"),
        ("c", "調べた結果、{ctx}ときは {T} 側の {m} を呼ぶ必要がある。{why}。"),
    ],
}

PAIR = {
    "en": [
        "When {ctx}, first call {ref1} and then {m2} on the {T2}; {why}.",
        "{T1}'s {m1} handles the first part, and {T2} has a {m2} method for the rest.",
        "To get this right, use {ref1} together with {T2}'s {m2}, otherwise {ctx} goes wrong.",
        "We ended up combining {ref1} with {ref2} when {ctx}, because {why}.",
        "If you are {ctx}, create the {T1} with {m1}, then call {m2} on the {T2}.",
    ],
    "zh": [
        "{ctx}时先用 {ref1}，再调用 {T2} 的 {m2}，{why}。",
        "{T1} 的 {m1} 负责前半部分，后半部分由 {T2} 里的 {m2} 处理。",
        "{ctx}需要把 {ref1} 和 {ref2} 配合起来用，{why}。",
        "先用 {T1} 的 {m1} 准备好，然后对 {T2} 调用 {m2}，这样{ctx}就不会出问题。",
    ],
    "ja": [
        "{ctx}ときは、まず {ref1} を使い、次に {T2} の {m2} を呼ぶ。{why}。",
        "{T1} の {m1} で前半を処理し、残りは {T2} の {m2} に任せる。",
        "{ctx}には {ref1} と {ref2} を組み合わせる。{why}。",
        "{ctx}ときは、{T1} で {m1} を呼んだあと、{T2} に対して {m2} を呼び出す。",
    ],
}

# an invented type that decorates a real one: the sentence names only the invented type
EXTERNAL = {
    "en": [
        "When {ctx}, {ext} (from the platform or a library) is enough; {why}.",
        "Don't look for a helper in this repo for that: {ext} already does it when {ctx}.",
        "I used {ext} when {ctx}, which is outside this project but works fine.",
        "{ext} is what the tests rely on when {ctx}.",
    ],
    "zh": [
        "{ctx}时用现成的 {ext} 就够了，{why}。",
        "这个不用在仓库里找，{ctx}时直接用 {ext}。",
        "{ctx}的时候我们借助 {ext}，它不属于本项目，但很稳定。",
    ],
    "ja": [
        "{ctx}ときは、既存の {ext} で十分。{why}。",
        "このリポジトリに専用の仕組みはないので、{ctx}ときは {ext} を使う。",
        "{ctx}場合、外部の {ext} に頼っている。",
    ],
}

COMMAND = {
    "en": [
        "Run `{ext}` before pushing, otherwise CI fails on formatting or tests.",
        "After changing anything here, `{ext}` is the quickest way to check you didn't break it.",
        "If the build looks stale, `{ext}` fixes it.",
    ],
    "zh": [
        "提交前先跑一下 `{ext}`，否则 CI 会失败。",
        "改完代码后用 `{ext}` 验证一遍最快。",
    ],
    "ja": [
        "プッシュ前に `{ext}` を実行しておく。そうしないとCIで落ちる。",
        "変更後は `{ext}` で確認するのが一番早い。",
    ],
}

WHY = {
    "en": ["it handles the edge cases", "it avoids an extra copy", "the hand-written version broke in CI",
           "that is how the project's own tests do it", "it behaves the same on every platform",
           "otherwise the error is silently swallowed", "it is safe to call from several threads",
           "it is the documented entry point", "it keeps the code much shorter"],
    "zh": ["它已经处理了边界情况", "这样可以少一次拷贝", "手写的版本在 CI 上出过问题", "项目自己的测试也是这么用的",
           "这样各平台行为一致", "否则错误会被悄悄吞掉", "它是线程安全的", "这是文档推荐的入口", "代码会简洁很多"],
    "ja": ["境界条件もきちんと処理してくれる", "余計なコピーが発生しない", "手書きの実装はCIで壊れた",
           "プロジェクト自身のテストでも同じ使い方をしている", "プラットフォーム間で挙動が揃う",
           "そうしないとエラーが握りつぶされる", "スレッドセーフなので安心", "ドキュメントで推奨されている方法だ",
           "コードがずっと短くなる"],
}

# a correct negative statement: the member is not on T but on U (nothing here may be flagged)
NEGATION = {
    "en": ["Careful: {T} has no {m}; it lives on {U}, so call {ref} instead.",
           "{T} doesn't have a {m} method — use {ref}.",
           "There is no {m} on {T}; {ref} is the one you want when {ctx}."],
    "zh": ["注意：{T} 没有 {m} 方法，{ctx}时要用 {ref}。", "{T} 里并没有 {m}，它在 {U} 上，应该调用 {ref}。"],
    "ja": ["{T} には {m} はない。{ctx}ときは {ref} を使うこと。", "注意：{m} は {T} ではなく {U} のメソッドなので、{ref} を呼ぶ。"],
}

# a type named on its own in a sentence
TYPE = {
    "en": ["Type the value as {T} when {ctx}; {why}.", "When {ctx}, accept a {T} rather than a concrete class."],
    "zh": ["{ctx}时把参数类型声明为 {T}，{why}。", "{ctx}的时候用 {T} 这个类型就行。"],
    "ja": ["{ctx}ときは、引数の型を {T} にしておく。{why}。", "{ctx}なら {T} 型で受け取ればよい。"],
}

# the time set: a sentence citing what an older note said
STALE = {
    "en": [
        "Per the project notes, {ref} is where this lives; check it before changing the behaviour.",
        "The docs point to {ref} for this, so start reading there.",
        "Our onboarding doc says: see {ref} for the details.",
    ],
    "zh": [
        "根据项目文档，这部分逻辑在 {ref}，修改前先看一下。",
        "文档里说相关实现见 {ref}。",
    ],
    "ja": [
        "プロジェクトのドキュメントによると、この処理は {ref} にある。変更前に確認すること。",
        "詳細は {ref} を参照、とメモに書いてある。",
    ],
}
