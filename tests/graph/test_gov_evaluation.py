"""`governance eval` and `governance score`: the I/O contract, bad records, and the article's metrics."""
import json

from gov_samples import QQBROWSER

from graph.cli import main
from graph.evaluation import score


def run_cli(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        import io

        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


REVIEW = [
    {"id": "good", "when": "When reading a cross-module switch through `SwitchManager` in the switches module",
     "what": "Read the switch inside the method that needs it, never in a static initializer.",
     "why": "Switch values arrive after class loading, so a static read is always off."},
    {"id": "invented", "when": "When adding fast scrolling to a QBListView",
     "what": "Use `FastScrollBar.attachToQBListView()` to attach the thumb.", "why": "It handles header offsets."},
    {"id": "todo", "when": "`web/feeds` 的 locale 问题", "what": "TODO：把 `formatDate()` 的调用都检查一遍，下周再处理。", "why": "还没做完。"},
]


def test_eval_review_one_prediction_per_line_and_bad_lines_reported(capsys, monkeypatch):
    lines = "\n".join(json.dumps(r, ensure_ascii=False) for r in REVIEW) + "\nnot json\n" + json.dumps({"id": "x", "what": ""})
    code, out, _ = run_cli(capsys, "eval", "review", "-", "--repo", str(QQBROWSER), "--backend", "offline",
                           stdin=lines, monkeypatch=monkeypatch)
    rows = [json.loads(x) for x in out.splitlines()]
    assert code == 0 and len(rows) == 5
    assert rows[0] == {"id": "good", "label": "keep", "reason": None}
    assert rows[1] == {"id": "invented", "label": "reject", "reason": "S1_FACTUAL_ERROR"}  # the verifier, in process
    assert rows[2] == {"id": "todo", "label": "reject", "reason": "S4_NOT_EXPERIENCE"}
    assert rows[3]["id"] is None and "not JSON" in rows[3]["error"]
    assert rows[4]["id"] == "x" and "'what' must be a non-empty string" in rows[4]["error"]


def test_eval_dedup_and_merge_contract(tmp_path, capsys):
    en = {"when": "When changing how `services/pushgw` sends messages (queue.go, sender.go)",
          "what": "Keep `maxInFlight` at 64 per device token; set it higher and the gateway drops messages.",
          "why": "The provider rejects more than 64 concurrent requests per token with HTTP 429."}
    zh = {"when": "修改 `services/pushgw` 的发送逻辑（queue.go、sender.go）时",
          "what": "每个 device token 的 `maxInFlight` 保持 64，调大了网关会丢消息。",
          "why": "上游推送服务对同一个 token 超过 64 个并发请求会返回 HTTP 429。"}
    other = {"when": "When changing how `web/feeds` fetches pages in `feedClient.js`",
             "what": "Keep the number of requests in flight at 64; set it higher and requests are dropped.", "why": "The CDN throttles."}
    d = tmp_path / "dedup.jsonl"
    d.write_text(json.dumps({"id": "g", "experiences": [{"eid": "en"} | en, {"eid": "zh"} | zh, {"eid": "other"} | other]}))
    code, out, _ = run_cli(capsys, "eval", "dedup", str(d), "--backend", "offline")
    [row] = [json.loads(x) for x in out.splitlines()]
    assert code == 0 and sorted(map(sorted, row["clusters"])) == [["en", "zh"], ["other"]]
    m = tmp_path / "merge.jsonl"
    contra = dict(en, what="Set `maxInFlight` to 256 per device token for throughput.")
    m.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in (
        {"id": "skip", "history": [{"eid": "e1"} | en], "new": zh},
        {"id": "contra", "history": [{"eid": "e1"} | zh], "new": contra},
        {"id": "create", "history": [{"eid": "e1"} | en], "new": other},
        {"id": "broken", "history": "nope", "new": en})))
    code, out, _ = run_cli(capsys, "eval", "merge", str(m), "--backend", "offline")
    rows = {r["id"]: r for r in map(json.loads, out.splitlines())}
    assert rows["skip"] == {"id": "skip", "action": "skip", "target": "e1"}
    assert rows["contra"] == {"id": "contra", "action": "contradict", "target": "e1"}
    assert rows["create"] == {"id": "create", "action": "create", "target": None}
    assert "'history' must be a list" in rows["broken"]["error"]


def test_score_review_metrics():
    gold = [{"id": "a", "label": "keep", "reason": None, "lang": "en"},
            {"id": "b", "label": "reject", "reason": "ONE_OFF", "lang": "zh"},
            {"id": "c", "label": "reject", "reason": "PREFERENCE", "lang": "ja"},
            {"id": "d", "label": "keep", "reason": None, "lang": "en"}]
    pred = [{"id": "a", "label": "keep", "reason": None}, {"id": "b", "label": "reject", "reason": "S4_NOT_EXPERIENCE"},
            {"id": "c", "label": "keep", "reason": None}, {"id": "d", "label": "reject", "reason": "S2_MISSING_CONTEXT"}]
    s = score("review", pred, gold)
    assert (s["accuracy"], s["garbage_passed"], s["good_rejected"]) == (0.5, 0.5, 0.5)
    assert s["catch_rate_by_kind"]["ONE_OFF"]["rate"] == 1.0 and s["catch_rate_by_kind"]["PREFERENCE"]["rate"] == 0.0
    assert s["same_code_by_kind"]["ONE_OFF"] == {"same": 0, "total": 1}
    assert s["accuracy_by"]["lang"] == {"en": 0.5, "ja": 0.0, "zh": 1.0}


def test_score_dedup_pairs_strict_and_bridges():
    gold = [{"id": "g", "pairs": [["a", "b"], ["b", "c"]], "strict": [["a", "b"]], "bridges": [["a", "c"]]}]
    bridged = score("dedup", [{"id": "g", "clusters": [["a", "b", "c"]]}], gold)
    assert (bridged["precision"], bridged["recall"], bridged["bridge_merges"]) == (round(2 / 3, 4), 1.0, 1)
    clean = score("dedup", [{"id": "g", "clusters": [["a", "b"], ["c"]]}], gold)
    assert (clean["precision"], clean["recall"], clean["strict_duplicate_recall"], clean["bridge_merges"]) == (1.0, 0.5, 1.0, 0)


def test_score_merge_confusion_and_per_action():
    gold = [{"id": "1", "action": "create", "target": None}, {"id": "2", "action": "update", "target": "e1"},
            {"id": "3", "action": "skip", "target": "e2"}, {"id": "4", "action": "contradict", "target": "e1"}]
    pred = [{"id": "1", "action": "create", "target": None}, {"id": "2", "action": "update", "target": "e9"},
            {"id": "3", "action": "update", "target": "e2"}, {"id": "4", "action": "contradict", "target": "e1"}]
    s = score("merge", pred, gold)
    assert s["confusion"]["skip"]["update"] == 1 and s["skip_recall"] == 0.0 and s["update_precision"] == 0.5
    assert s["micro_f1"] == 0.75 and s["target_accuracy"] == round(1 / 3, 4) and s["contradict_recall"] == 1.0


def test_score_cli_prints_metrics_and_refuses_unknown_codes(tmp_path, capsys):
    p, g = tmp_path / "p.jsonl", tmp_path / "g.jsonl"
    p.write_text(json.dumps({"id": "a", "label": "reject", "reason": "ONE_OFF"}))
    g.write_text(json.dumps({"id": "a", "label": "reject", "reason": "ONE_OFF"}))
    code, out, _ = run_cli(capsys, "score", "review", str(p), str(g))
    assert code == 0 and "garbage_passed" in out and "catch_rate_by_kind" in out
    g.write_text(json.dumps({"id": "a", "label": "reject", "reason": "MADE_UP"}))
    code, _, err = run_cli(capsys, "score", "review", str(p), str(g))
    assert code == 2 and "unknown reason code" in err


def test_eval_extract_finds_agent_stated_invented_api(capsys, tmp_path):
    session = {"id": "s", "repository": "qqbrowser", "messages": [
        {"role": "user", "content": "Add a fast scroll thumb to the bookmark list, it's a QBListView."},
        {"role": "assistant", "content": "In this codebase fast scrolling on a QBListView goes through "
                                         "`FastScrollBar.attachToQBListView()`; you must call it after the adapter is set, "
                                         "because the thumb measures the item count once."},
        {"role": "user", "content": "ok, go ahead"},
        {"role": "assistant", "content": "Added the call."},
        {"role": "user", "content": "no need to run the UI tests now, I'll try it on a device tonight"}]}
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps(session))
    code, out, _ = run_cli(capsys, "eval", "extract", str(f), "--repo", str(QQBROWSER), "--backend", "offline")
    [row] = [json.loads(x) for x in out.splitlines()]
    [c] = row["candidates"]
    assert code == 0 and "attachToQBListView" in c["what"] and c["evidence_turns"] == ["t1", "t2"]
    assert (c["label"], c["reason"]) == ("reject", "S1_FACTUAL_ERROR")
