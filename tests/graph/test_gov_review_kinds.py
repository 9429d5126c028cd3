"""Review names the garbage kind by what the candidate is, in English, Chinese and Japanese: a reason that is the
speaker's taste, a What that only evaluates its subject, a scenario whose only anchor is a number, a narrative
whose reason calls it a retelling; and keeps the good experiences that share a word with them."""
import pytest

from graph import offline
from graph.models import Candidate, Explanation, Source


def cand(when, what, why=""):
    return Candidate(id="c", segment_id="s", when=when, what=what, why=why, lens="logic", evidence_turns=["t1"],
                     source=Source(session="s", transcript_path="/x"),
                     explanation=Explanation(why_experience="", garbage_checks_passed=[], evidence_turns=[]))


@pytest.mark.parametrize("when, what, why", [
    ("When writing Starlette endpoints in the `orders` app", "Prefer class-based `HTTPEndpoint`s over plain functions.",
     "They feel more organised to me."),
    ("写 OkHttp 拦截器的时候", "统一用 Kotlin 的 lambda 写法，不要写成匿名类。", "我觉得 lambda 更优雅。"),
    ("`ingest` の C++ コードを書くとき", "spdlog のロガー変数は `log` ではなく `lg` と名付ける。", "個人的な好みです。"),
])
def test_a_reason_that_is_the_speakers_taste_is_a_preference(when, what, why):
    v = offline.review(cand(when, what, why))
    assert (v.keep, v.reason) == (False, "PREFERENCE")


@pytest.mark.parametrize("when, what, why", [
    ("When touching the OkHttp setup in `ReportClient`", "The interceptor chain in OkHttp is a fascinating piece of design.",
     "It is worth understanding how it works."),
    ("When working on Gson serialization in `OrderClient`", "Gson has a lot of subtle behaviour around numbers and generics.",
     "We have been bitten before."),
    ("改 `billing-cli` 的命令结构时", "cobra 的钩子机制挺复杂的，要多留个心眼。", "以前在这里踩过坑。"),
    ("`ingest` のログ周りを触るとき", "spdlog の非同期ロガーはかなり複雑だ。", "過去にいろいろあった。"),
])
def test_a_what_that_only_evaluates_its_subject_is_not_actionable(when, what, why):
    v = offline.review(cand(when, what, why))
    assert (v.keep, v.reason) == (False, "NOT_ACTIONABLE")


@pytest.mark.parametrize("when, what, why", [
    # an evaluation next to an instruction or cited code is a lesson
    ("When adding interceptors in `ReportClient`", "The interceptor order is subtle: register logging with "
     "`addNetworkInterceptor()` to see the gzip header.", "Application interceptors run before `BridgeInterceptor` adds it."),
    ("改 `billing-cli` 的钩子时", "钩子机制复杂，子命令的 `PersistentPreRunE` 会覆盖根命令的，要在 main() 里设 `cobra.EnableTraverseRunHooks = true`。",
     "cobra 默认只执行最近的钩子。"),
    # the speaker in the Why, without taste: evidence, not preference
    ("`ingest` のロガーを作るとき", "`spdlog::async_logger` は `spdlog::init_thread_pool()` の後に作ること。",
     "私が試したら、先に作るとクラッシュした。"),
    ("When a query flag is parsed in `ListQuery`", "Declare it with `z.stringbool()`.",
     "I checked: `z.coerce.boolean()` turns the string \"false\" into true."),
])
def test_good_experiences_sharing_those_words_are_kept(when, what, why):
    assert offline.review(cand(when, what, why)).keep


@pytest.mark.parametrize("when, what, why", [
    ("When that endpoint returns 400", "Make that field optional.", "That fixed it last time."),
    ("那个接口返回 400 的时候", "把那个字段改成可选的就行。", "上次就是这么解决的。"),
    ("あの API が 400 を返すとき", "そのフィールドを任意にする。", "前回はそれで直った。"),
])
def test_a_scenario_whose_only_anchor_is_a_number_is_missing_context(when, what, why):
    v = offline.review(cand(when, what, why))
    assert (v.keep, v.reason) == (False, "S2_MISSING_CONTEXT")


@pytest.mark.parametrize("when, what, why", [
    ("During the zod 4 upgrade", "We upgraded the package, fixed about thirty type errors, the developer asked about "
     "`.passthrough()`, we discussed it and decided to look at it later.", "Summary of today's pairing session."),
    ("排查 `billing-cli` 配置为空的问题时", "用户说配置没加载，助手查了环境变量和 viper 的设置，发现是子命令的钩子。", "这次对话的经过。"),
    ("`ingest` のログ欠落の調査で", "ディスク容量とローテーション設定を確認し、非同期キューの話になった。", "今回のセッションの流れ。"),
])
def test_a_narrative_whose_reason_calls_it_a_retelling_is_a_conversation_summary(when, what, why):
    v = offline.review(cand(when, what, why))
    assert (v.keep, v.reason) == (False, "CONVERSATION_SUMMARY")


@pytest.mark.parametrize("when, what, why, kind", [
    # a reason that is the speaker's judgement of readability
    ("When writing Flask views in `billing`", "Name the request argument `req` rather than `r`.",
     "I find `req` easier to scan.", "PREFERENCE"),
    ("写 Gson 适配器的时候", "每个字段都单独写一个 `TypeAdapter`。", "我个人觉得这样更清楚。", "PREFERENCE"),
    # a commit id in the When, in Chinese or Japanese
    ("回滚提交 9c1e2ab 之后", "把 `SyncWorker` 的重试次数先改回 2。", "回滚后的版本只认 2。", "ONE_OFF"),
    ("コミット 77be0d3 を戻したあと", "`ReportClient` のタイムアウトを 5 秒に戻す。", "戻したビルドは 5 秒しか想定していない。", "ONE_OFF"),
    # an admitted lack of evidence: hearsay, nobody looked, never measured
    ("When `ingest` writes the daily export", "Raise the `flush_every` interval to 30 s.",
     "Somebody suggested the stalls come from flushing, but nobody has checked the traces.", "INSUFFICIENT_EVIDENCE"),
    ("`ReportClient` 建连的时候", "把 `retryOnConnectionFailure` 关掉。", "听说能少一次握手，没实测过。", "INSUFFICIENT_EVIDENCE"),
    # true of any project, even when the When names one
    ("When writing handlers in `orders-api`", "Validate the input and return clear error messages.",
     "Good errors help the callers.", "GENERAL_COMMON_SENSE"),
    ("When touching the cache layer of `ingest`", "Make sure lookups are efficient and handle errors properly.",
     "Slow lookups hurt everyone.", "GENERAL_COMMON_SENSE"),
    ("写后台任务的时候", "逻辑要尽量简单，别什么都往一个函数里塞。", "简单的代码好维护。", "GENERAL_COMMON_SENSE"),
    # an evaluation that names edge cases and nothing to do
    ("When touching `ListQuery`'s parsing", "Coercion in zod has many edge cases.", "We hit a few.", "NOT_ACTIONABLE"),
    # three past actions of "we": a retelling, whatever the Why
    ("During the cobra upgrade of `billing-cli`", "We bumped cobra, renamed two flags, reran the suite and agreed to "
     "look at the hooks later.", "From the call.", "CONVERSATION_SUMMARY"),
    # an imperative rule with case details (a PR, a ticket, today's lines)
    ("When `ListQuery` parses booleans", "Use `z.stringbool()`; in this PR also move `query.ts` and close QRY-88.",
     "`z.coerce.boolean()` reads \"false\" as true.", "S3_MIXED_GRANULARITY"),
    ("`ingest` がログを書くとき", "`spdlog::flush_on` を使うこと。今日は `sink.cpp` の 40〜52 行目を直して PR #311 を出す。",
     "クラッシュ時に最後の行が消えるから。", "S3_MIXED_GRANULARITY"),
])
def test_garbage_kinds_written_without_the_earlier_cues(when, what, why, kind):
    v = offline.review(cand(when, what, why))
    assert (v.keep, v.reason) == (False, kind)


@pytest.mark.parametrize("when, what, why", [
    # the words of those cues inside good lessons
    ("When `ReportClient` validates its config", "Validate the input with `HttpUrl.parse()` before building the request.",
     "`Request.Builder.url()` throws on a malformed URL at call time, far from where it was configured."),
    ("When `ingest` reads its settings", "Set `SPDLOG_ACTIVE_LEVEL` before including `spdlog.h`.",
     "The macros are fixed when the header is read; I find that out every time someone forgets."),
    ("`SyncWorker` を起動するとき", "`Dispatcher` の `maxRequestsPerHost` を 10 にすること。", "既定の 5 だと同期が詰まる。"),
    ("升级 `billing-cli` 之后", "一旦设置了 `SilenceUsage`，就要自己打印用法。", "cobra 不会再输出用法。"),
])
def test_good_lessons_with_those_words_are_kept(when, what, why):
    assert offline.review(cand(when, what, why)).keep
