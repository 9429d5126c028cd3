"""Extraction on the shapes real sessions have: advice in the imperative mood without a modal, a key-value
colon inside the advice, a closing "no need to run it now" that defers a check, and lessons or code claims
the agent states and the developer accepts (with the reason in the sentence before, as a purpose, or in a
turn that also reports what was done). English, Chinese and Japanese."""
import pytest

from graph import offline
from graph.models import Segment, Turn


def turns(*specs):
    return [Turn(id=f"t{i}", index=i, role=role, text=text) for i, (role, text) in enumerate(specs)]


def segment(ts):
    return Segment(id="seg", transcript_id="x", topic="", turn_ids=[t.id for t in ts], turns=ts)


@pytest.mark.parametrize("correction, advice, reason", [
    ("No — drop the coercion. `z.coerce.boolean()` is just `Boolean(input)`, and `Boolean(\"false\")` is true. "
     "Declare the query flags with `z.stringbool()`.", "z.stringbool()", "Boolean(\"false\")"),
    ("the test captures output through SetOut and the buffer stays empty with fmt.Println. "
     "Print with fmt.Fprintln(cmd.OutOrStdout(), ...).", "OutOrStdout", "buffer stays empty"),
    ("and the pricing requests need serializeNulls() — the pricing API reads a missing field as keep the old value",
     "serializeNulls", "missing field"),
    ("invoice 自己定义了 PersistentPreRunE，cobra 只执行最近的那个钩子，根命令的 loadConfig 根本没跑。"
     "在 main() 里设 cobra.EnableTraverseRunHooks = true。", "EnableTraverseRunHooks", "最近的那个钩子"),
    ("SPDLOG_ACTIVE_LEVEL の既定値は INFO で、SPDLOG_DEBUG はコンパイル時に消えている。"
     "CMake の target_compile_definitions で SPDLOG_ACTIVE_LEVEL を定義して。", "target_compile_definitions", "既定値"),
])
def test_advice_in_the_imperative_mood_without_a_modal_is_a_correction(correction, advice, reason):
    ts = turns(("user", "The flags are wrong."), ("assistant", "I'll add a transform."), ("user", correction),
               ("assistant", "Changed."), ("user", "thanks"))
    [c] = offline.extract(segment(ts))
    assert advice in c.what and reason in c.why and c.evidence_turns[:2] == ["t1", "t2"]


@pytest.mark.parametrize("correction, what, why", [
    ("Also give the root command SilenceUsage: true — on-call people cannot find the real error in forty lines of usage.",
     "SilenceUsage: true", "on-call people"),
    ("另外根命令加上 SilenceUsage: true——值班的人看到四十行参数说明，找不到真正的错误。", "SilenceUsage: true", "值班的人"),
    ("ルートコマンドに SilenceUsage: true を付けて——四十行の使い方が出ると本当のエラーが見つからない。", "SilenceUsage: true", "本当のエラー"),
])
def test_a_key_value_colon_is_part_of_the_advice_not_the_start_of_its_reason(correction, what, why):
    ts = turns(("user", "Errors print the whole usage."), ("assistant", "I'll shorten the usage text."),
               ("user", correction), ("assistant", "Done."), ("user", "ok"))
    [c] = offline.extract(segment(ts))
    assert what in c.what and why in c.why and not c.why.startswith("true")


@pytest.mark.parametrize("deferral", [
    "No need to rerun the benchmark now — I'll try it tonight myself.",
    "不用现在跑压测，我晚上自己试一下",
    "ベンチは今は回さなくていい、夜に自分で試す",
])
def test_deferring_a_check_is_no_lesson_and_does_not_drop_the_episode(deferral):
    ts = turns(("user", "The report page hangs."), ("assistant", "I'll raise the thread pool size."),
               ("user", "Never build a new OkHttpClient per request, because every client brings its own pool and threads."),
               ("assistant", "Derived it from sharedClient.newBuilder() once."), ("user", deferral))
    drafts = offline.extract(segment(ts))
    assert [d.evidence_turns[1] for d in drafts] == ["t2"] and "OkHttpClient" in drafts[0].what


@pytest.mark.parametrize("agent, accept, advice, reason", [
    ("Same failure. Two causes: the root command parses `os.Args` when no arguments were set, so under `go test` it "
     "reads the test binary's `-test.run` flag; the test must call `rootCmd.SetArgs(args)` before `Execute()`.",
     "right, go on", "SetArgs", "parses `os.Args`"),
    ("根命令没设参数时会解析 `os.Args`，go test 下读到的是测试二进制自己的 -test.run 参数。测试里必须先调用 `rootCmd.SetArgs(args)` 再 `Execute()`。",
     "对", "SetArgs", "os.Args"),
    ("引数を設定しないとルートコマンドは `os.Args` を読むので、go test ではテストバイナリの -test.run を読んでしまう。"
     "テストでは必ず `Execute()` の前に `rootCmd.SetArgs(args)` を呼ぶこと。", "そう、続けて", "SetArgs", "os.Args"),
])
def test_an_agent_lesson_takes_its_reason_from_the_plain_sentence_before_it(agent, accept, advice, reason):
    ts = turns(("user", "TestInvoiceOutput is red."), ("assistant", agent), ("user", accept),
               ("assistant", "Added it."), ("user", "nice"))
    [c] = offline.extract(segment(ts))
    assert advice in c.what and reason in c.why and c.evidence_turns == ["t1", "t2"]


@pytest.mark.parametrize("agent, accept, advice, purpose", [
    ("Tests pass. Also the importer's event ids lose their last digits: Gson reads every number under `Object` as a "
     "`Double`. I'll build the analytics `Gson` with `setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)` so "
     "integers stay `Long`.", "yes exactly, good catch", "Build the analytics `Gson`", "integers stay"),
    ("已改成初始化时派生一次。另外调试用的 `HttpLoggingInterceptor` 我改用 `addNetworkInterceptor` 挂，这样日志里能看到 gzip 头和每一次重定向。",
     "对", "addNetworkInterceptor", "这样日志里"),
    ("テストは通りました。gzip ヘッダーとリダイレクトがログに見えるように、`HttpLoggingInterceptor` は `addNetworkInterceptor` で登録します。",
     "いいね", "addNetworkInterceptor", "見えるように"),
])
def test_an_accepted_decision_the_agent_explains_by_its_purpose_is_a_lesson(agent, accept, advice, purpose):
    ts = turns(("user", "Fix the importer."), ("assistant", agent), ("user", accept))
    [c] = offline.extract(segment(ts))
    assert advice in c.what and purpose in c.why and not c.what.startswith("I'll")


@pytest.mark.parametrize("agent, accept, call", [
    ("`client.enable_lifespan()` starts the app's lifespan inside the fixture, so the pool exists in every test.",
     "ok", "client.enable_lifespan()"),
    ("`OkHttpClient.enableAutoClose()` 会在请求结束时自动关闭响应体，不用再手动关。", "好", "OkHttpClient.enableAutoClose()"),
    ("spdlog には `spdlog::flush_on_exit()` があり、main の最初で呼ぶと終了時にキューが自動で書き出されます。",
     "なるほど、それでお願い。", "spdlog::flush_on_exit()"),
])
def test_a_code_claim_the_developer_waves_through_is_a_candidate_for_the_source_check(agent, accept, call):
    ts = turns(("user", "The last error is missing from the log."), ("assistant", agent), ("user", accept),
               ("assistant", "Added the call."))
    [c] = offline.extract(segment(ts))
    assert call in c.what and c.evidence_turns == ["t1", "t2"] and call.split("(")[0] in c.symbols[0]


@pytest.mark.parametrize("report", [
    "Changed it to `gson.fromJson(body, type.getType())`.",
    "已改成在初始化时用 `sharedClient.newBuilder().build()` 派生一次。",
    "フィクスチャに `client.close()` を追加しました。",
    "`WebhookPayload` is now `z.looseObject({...})`.",
    "Changed to `mFastScrollBar.attachToRecyclerView(list)`.",
    "I now read `XHomeSwitches.FAST_CUT` through `SwitchManager.getInstance().isOn(key)`.",
])
def test_what_the_agent_reports_it_did_is_no_claim_of_its_own(report):
    ts = turns(("user", "Fix the crash."), ("assistant", "Looking."), ("assistant", report), ("user", "thanks"))
    assert offline.extract(segment(ts)) == []


def test_advice_about_it_keeps_the_sentence_that_names_it():
    ts = turns(("user", "The syncs hang."),
               ("assistant", "One more thing I found: `RetryInterceptor` drops the first response when it retries. It must "
                             "call `response.close()` on it before `chain.proceed(request)`, otherwise that response leaks."),
               ("user", "Yes, do that too."))
    [c] = offline.extract(segment(ts))
    assert c.what.startswith("`RetryInterceptor` drops the first response") and "must call `response.close()`" in c.what
    assert c.why == "otherwise that response leaks." and "One more thing" not in c.what


@pytest.mark.parametrize("agent", [
    "Got it, the rule is about piracy sites. `ForbiddenController.isPiracySite()` covers that; I'll hide the button.",
    "明白了。`ForbiddenController.isPiracySite()` 就是这个；我来隐藏按钮。",
    "了解です。`ForbiddenController.isPiracySite()` がそれです。",
])
def test_a_claim_that_only_names_the_call_and_points_back_says_nothing_to_check(agent):
    ts = turns(("user", "D sites must not show the download button."), ("assistant", agent), ("user", "Yes."))
    assert offline.extract(segment(ts)) == []


@pytest.mark.parametrize("agent, advice, reason", [
    ("The store holds a `Set`, so the library needs its plugin: I'll call `enableSets()` once in the entry module.",
     "`enableSets()` once in the entry module", "The store holds a `Set`"),
    ("The worker tests import the handler without the entry module, so I'll call `enableSets()` in the test setup too.",
     "`enableSets()` in the test setup", "without the entry module"),
    ("`main` 里那一处 `logrus.Fatal` 也会跳过 flush，我用 `logrus.RegisterExitHandler` 注册 `p.Flush`，这样退出前会先执行它。",
     "`logrus.RegisterExitHandler`", "退出前会先执行它"),
])
def test_an_accepted_plan_after_its_reason_is_a_lesson(agent, advice, reason):
    ts = turns(("user", "It crashes on the first add."), ("assistant", agent), ("user", "yes, do that"))
    [c] = offline.extract(segment(ts))
    assert advice in c.what and reason in c.why and c.evidence_turns == ["t1", "t2"]


def test_a_chinese_correction_that_says_which_call_to_use_is_a_lesson():
    ts = turns(("user", "配置查一次之后就只剩一个值了。"), ("assistant", "我把参数改成引用传递。"),
               ("user", "不是传参的问题——Node 的赋值是写进它指向的那个节点，node = node[key] 把根节点覆盖了。用 node.reset(node[key])"),
               ("assistant", "改好了。"), ("user", "行"))
    drafts = offline.extract(segment(ts))
    assert any("node.reset(node[key])" in d.what for d in drafts)
    # 指向 ("points to") is no definition: no jargon candidate reads a term out of it
    assert not any(d.lens == "jargon" for d in drafts)


def test_a_question_is_no_correction():
    ts = turns(("user", "The limiter lets a scraper through."), ("assistant", "I'll lower the burst."),
               ("user", "No — never key the limiter by `r.RemoteAddr`, because behind the balancer that is the balancer's "
                        "address. Should we move to a proper limiter library later?"),
               ("assistant", "Keyed it by the client IP."), ("user", "ok"))
    [c] = offline.extract(segment(ts))
    assert "RemoteAddr" in c.what and "Should we" not in c.what
