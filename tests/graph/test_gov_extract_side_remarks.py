"""Extraction does not propose a sentence said in passing as a lesson: one that points at the conversation instead of
saying what ("あれは戻して"), a TODO, a taste, a ticket with nothing else. The lesson of the same turn is still proposed.
Sentences written for these tests, not taken from the labelled sets."""
from graph import offline
from graph.models import Segment, Turn


def extract(*specs):
    ts = [Turn(id=f"t{i}", index=i, role=role, text=text) for i, (role, text) in enumerate(specs)]
    return offline.extract(Segment(id="seg", transcript_id="x", topic="", turn_ids=[t.id for t in ts], turns=ts))


def test_side_remarks_are_not_proposed():
    for remark in ("あれは戻して。もう使わないので。", "TODO: 上限は運用と決める。あとで相談する。", "PAN-88 先别关，等我确认。",
                   "我觉得缩进用四个空格更好看，不过以后再说。"):
        drafts = extract(("user", "`pantry` の起動が遅い。"), ("assistant", "キャッシュを足します。"),
                         ("user", remark), ("assistant", "了解。"), ("user", "OK"))
        assert not drafts, (remark, [d.what for d in drafts])


def test_the_lesson_next_to_a_remark_stays():
    drafts = extract(("user", "`pantry` の起動が遅い。"), ("assistant", "キャッシュを足します。"),
                     ("user", "いや、`Loader` に `lazy=True` を渡せばいい。起動時に全部のプラグインを読むから遅くなる"),
                     ("assistant", "渡しました。"), ("user", "OK"))
    assert [d for d in drafts if "lazy=True" in d.what]


def test_side_remark_reading():
    assert offline._side_remark("そこは消して")
    assert offline._side_remark("TOLL-9 先别关")
    assert not offline._side_remark("`Loader` に `lazy=True` を渡せばいい。")
    assert not offline._side_remark("Pin `urllib3<2` until PR #12 lands in `requests`.")
