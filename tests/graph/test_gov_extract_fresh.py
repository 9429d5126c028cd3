"""Extraction on shapes fresh sessions had that earlier rules missed (English, Chinese, Japanese): an Objective-C
selector or a key glued to a colon inside CJK advice, a call whose argument list has commas, a code span with
"..." inside, the advice after a dash with its reason before it, "this release" as no directive, a follow-up
request after a topic cut, a Japanese reason stated before ので, a Chinese causative 让它 with the sentence that
names "it", an agent's suggestion (建议 …，这样 …), an agent's "it has to ..." about the code it just cited, and
an agent's decision that follows its claim about the code."""
from graph import offline
from graph.models import Segment, Turn


def turns(*specs):
    return [Turn(id=f"t{i}", index=i, role=role, text=text) for i, (role, text) in enumerate(specs)]


def segment(ts):
    return Segment(id="seg", transcript_id="x", topic="", turn_ids=[t.id for t in ts], turns=ts)


def extract(*specs):
    return offline.extract(segment(turns(*specs)))


def test_a_selector_colon_inside_japanese_advice_is_no_separator():
    [c] = extract(("user", "同期中にクラッシュする。"), ("assistant", "ロックで囲みます。"),
                  ("user", "いや、SDImageCache を一つにして、全部 queryCacheOperationForKey: の中で読んで。別スレッドから同時に触ると壊れる"),
                  ("assistant", "直しました。"), ("user", "OK"))
    assert "SDImageCache" in c.what and "queryCacheOperationForKey:" in c.what and "壊れる" in c.why


def test_commas_inside_a_call_do_not_cut_a_chinese_clause():
    [c] = extract(("user", "导出失败了。"), ("assistant", "我先重试一下。"),
                  ("user", "不对——是文件名里有非法字节，默认会抛异常。改成 w.write(buf, 0, n, Encoding.REPLACE)，坏字节换成问号"),
                  ("assistant", "已改。"), ("user", "行"))
    assert "w.write(buf, 0, n, Encoding.REPLACE)" in c.what and "非法字节" in c.why


def test_advice_after_a_dash_keeps_the_sentence_before_as_its_reason_and_a_release_is_no_directive():
    [_, c] = extract(("user", "The list crashes after the upgrade."), ("assistant", "I'll memoize the row."),
                     ("user", "No — the selector returns a new array every render. Wrap it in shallow."),
                     ("assistant", "Done."),
                     ("user", "good. second thing: saved drafts vanish since this release. we renamed the storage key and kept "
                              "no fallback, so old drafts are thrown away — add a fallback that reads the old key once"),
                     ("assistant", "Added the fallback."), ("user", "nice"))
    assert c.what.startswith("Add a fallback") and "renamed the storage key" in c.why


def test_a_follow_up_request_opening_a_segment_is_a_lesson_when_its_fix_is_accepted():
    [c] = extract(("user", "另外每次重启都会丢任务。Worker 的 ShutdownTimeout 默认只有 5 秒，任务要 12 秒，改成 15 秒"),
                  ("assistant", "启动参数改成 `ShutdownTimeout: 15 * time.Second`。"), ("user", "好"))
    assert "ShutdownTimeout" in c.what and "丢任务" in c.why
    assert extract(("user", "Worker 的 ShutdownTimeout 默认只有 5 秒，任务要 12 秒，改成 15 秒"),
                   ("assistant", "改了。"), ("user", "好")) == []  # the opening task itself is no lesson


def test_a_japanese_reason_before_node_and_a_plan_in_masu_are_an_agent_lesson():
    drafts = extract(("user", "レポートがタイムアウトする。"),
                     ("assistant", "集計 API は最大 50 秒かかるので `readTimeout(90, SECONDS)` を渡します。"),
                     ("user", "うん、それで"))
    [c] = drafts
    assert c.what.startswith("`readTimeout(90, SECONDS)`") and "50 秒かかる" in c.why


def test_a_chinese_causative_on_it_keeps_the_sentence_that_names_it():
    [c] = extract(("user", "接口全是 401。"), ("assistant", "我先查 token。"),
                  ("user", "不是 token 的问题——ReportsAPI 没有遵守 TokenAuthorizable，插件只给声明了它的 target 加头。让它遵守"),
                  ("assistant", "已遵守。"), ("user", "可以"))
    assert "让它遵守" in c.what and "TokenAuthorizable" in c.why


def test_an_agent_suggestion_explained_by_its_effect_is_a_lesson():
    [c] = extract(("user", "网关的 500 被当成解码错误。"),
                  ("assistant", "建议让 `ReportsAPI` 返回 `.successCodes`，这样 5xx 会变成 `MoyaError.statusCode`。"),
                  ("user", "对"))
    assert "successCodes" in c.what and "MoyaError.statusCode" in c.why


def test_an_agent_rule_about_it_names_the_code_the_sentence_before_cites():
    [c] = extract(("user", "The flag is ignored."),
                  ("assistant", "Added `registry.freeze()`. One thing to watch: it has to run after `load_plugins()`, "
                                "because loading registers the hooks last."),
                  ("user", "yes, do that"))
    assert c.what.startswith("`registry.freeze()` has to run after") and "hooks last" in c.why


def test_an_agent_decision_after_its_claim_stays_in_the_what():
    [c] = extract(("user", "启动失败。"),
                  ("assistant", "读可选的 `timeout` 时现在直接 `cfg.get_int(\"timeout\")`，没有这个键会抛异常；我改成先 "
                                "`cfg.has(\"timeout\")` 再读。"),
                  ("user", "对，就这么改"))
    assert "cfg.has" in c.what and "cfg.get_int" in c.what


def test_code_keeps_its_case_at_the_start_of_a_what_and_a_when_keeps_an_acronym():
    [c] = extract(("user", "PUT /items?force=1 deleted rows."), ("assistant", "I'll parse it by hand."),
                  ("user", "No — inTransaction: must wrap the batch, otherwise every row commits alone."),
                  ("assistant", "Done."), ("user", "ok"))
    assert c.what.startswith("inTransaction:") and c.when.startswith("When PUT")


def test_an_ellipsis_inside_a_code_span_does_not_end_the_sentence():
    [c] = extract(("user", "一覧がカクつく。"),
                  ("assistant", "メインスレッドを止めないように、読み込みは `[cache fetchAllAsync:^(NSArray *rows) { ... }]` を使います。"),
                  ("user", "いいね、それで"))
    assert "fetchAllAsync:^(NSArray *rows) { ... }]`" in c.what and "止めないように" in c.why
