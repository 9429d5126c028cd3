"""Extraction reads advice by its grammatical form and an agent's plan by what comes before it, not by topic words:
Japanese advice in the ~ばいい / ~といい / ~ほうがいい forms, a Chinese clause that opens with 把 (the disposal form as an
order) or orders 抛 ..., 用 inside a noun (弃用 deprecated) is no "use", and an agent's plan citing code that follows
the plain sentence giving its cause (or a reason and ";"), which the developer accepts. Sentences written for these
tests, not taken from the labelled sets."""
from graph import offline
from graph.models import Segment, Turn


def turns(*specs):
    return [Turn(id=f"t{i}", index=i, role=role, text=text) for i, (role, text) in enumerate(specs)]


def extract(*specs):
    ts = turns(*specs)
    return offline.extract(Segment(id="seg", transcript_id="x", topic="", turn_ids=[t.id for t in ts], turns=ts))


def test_japanese_advice_in_the_ba_ii_form_is_a_lesson():
    [c] = extract(("user", "import が遅い。"), ("assistant", "キャッシュを足します。"),
                  ("user", "いや、`Loader` に `lazy=True` を渡せばいい。起動時に全部のプラグインを読むから遅くなる"),
                  ("assistant", "渡しました。"), ("user", "OK"))
    assert "lazy=True" in c.what and "起動時" in c.why


def test_a_chinese_order_with_ba_and_its_reason_before_it():
    [c] = extract(("user", "导入任务崩了以后数据丢了。"), ("assistant", "我加一个重试。"),
                  ("user", "不对——`log.Panic` 之后进程直接退出，缓冲区根本不会刷盘。把错误返回给调用方，由 `main` 统一处理"),
                  ("assistant", "改好了。"), ("user", "对"))
    assert "把错误返回" in c.what and "刷盘" in c.why


def test_a_chinese_order_to_throw_after_a_reason_with_a_deprecated_word():
    [c] = extract(("user", "查不到用户时页面一直转圈。"), ("assistant", "我在前端加个超时。"),
                  ("user", "不对——那个弃用的 `fail()` 会被转成 500，客户端会一直重试。查不到就抛 `NotFoundError`"),
                  ("assistant", "改了。"), ("user", "好"))
    assert "NotFoundError" in c.what and "500" in c.why


def test_an_agent_plan_after_the_sentence_that_gives_its_cause_is_a_lesson():
    drafts = extract(("user", "the export page freezes on big files"),
                     ("assistant", "Moved the parse off the click handler. Also `renderTable()` builds 40k rows on the main thread. "
                                   "I'll render them with `VirtualList` instead."),
                     ("user", "yes, do that"))
    [c] = [d for d in drafts if "VirtualList" in d.what]
    assert "40k rows" in c.why


def test_an_agent_plan_after_a_reason_and_a_semicolon_is_a_lesson():
    [c] = extract(("user", "logins fail behind the proxy"),
                  ("assistant", "While here: the client builds a new `HttpClient` for every login and each keeps its own socket pool; "
                                "I'll keep one `HttpClient` on `AuthService` and reuse it."),
                  ("user", "sure"))
    assert "AuthService" in c.what and "socket pool" in c.why


def test_a_japanese_agent_plan_after_its_cause_is_a_lesson_and_a_report_is_not():
    drafts = extract(("user", "ビルドログにトークンが出る。"),
                     ("assistant", "`--token` はコマンドラインで渡されるので共有ホストの `ps` に出ています。"
                                   "`->envname(\"APP_TOKEN\")` を付けて環境変数から読めるようにします。"),
                     ("user", "うん"))
    assert any("envname" in d.what for d in drafts)
    # what the agent reports it did is no lesson of its own
    assert extract(("user", "ビルドログにトークンが出る。"),
                   ("assistant", "設定を見直しました。`->envname(\"APP_TOKEN\")` を付けました。"), ("user", "うん")) == []


def test_a_plan_without_a_cause_before_it_is_no_lesson():
    assert extract(("user", "tidy the exporter"), ("assistant", "I'll rename `exportAll()` to `export_all()`."),
                   ("user", "ok")) == []


def test_a_correction_that_opens_with_its_reason_keeps_it_when_the_advice_has_two_clauses():
    [c] = extract(("user", "任务崩了以后丢数据。"), ("assistant", "我调大超时。"),
                  ("user", "不对——`log.Panic` 之后进程直接退出，缓冲区根本不会刷盘。把错误返回给调用方，在 `main` 里退出"),
                  ("assistant", "改好了。"), ("user", "对"))
    assert "把错误返回" in c.what and "刷盘" in c.why


def test_what_code_throws_is_no_order_to_throw():
    [c] = extract(("user", "上报一直失败。"), ("assistant", "我先重试一下。"),
                  ("user", "不对——进程名里有坏字节，`dump()` 默认遇到非法 UTF-8 就抛 316。改成 `dump(-1, ' ', false, replace)`"),
                  ("assistant", "已改。"), ("user", "行"))
    assert c.what.startswith("改成") and "抛 316" in c.why
