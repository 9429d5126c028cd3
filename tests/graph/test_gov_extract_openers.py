"""A correction opens with an interjection or a refusal in a chain ("Hold on, no.", "いや違う、", "慢着，", "方向错了。"):
the opener is no advice and the advice after it is the lesson; code words are no debugging noise (`@retry`,
`retry=`); a Chinese order to add or remember (加 `X`, 记得 `Close`), a Japanese "…のが正しい"; more ways of saying yes
accept the agent's proposal. Sentences written for these tests, not taken from the labelled sets."""
import pytest

from graph import offline
from graph.models import Segment, Turn


def extract(*specs):
    ts = [Turn(id=f"t{i}", index=i, role=role, text=text) for i, (role, text) in enumerate(specs)]
    return offline.extract(Segment(id="seg", transcript_id="x", topic="", turn_ids=[t.id for t in ts], turns=ts))


@pytest.mark.parametrize("correction, advice", [
    ("Hold on, no. the importer isn't slow, the pool is. workers share one connection unless you say otherwise. "
     "set pool_size=4 on `Importer` and keep the job as is", "pool_size=4"),
    ("Wait — not that. the cache lives per process, so every request starts cold. put the warm-up in `on_start()`", "on_start()"),
    ("いや違う、それだと古い値が残る。`Importer` に pool_size=4 を渡して、接続を分けるのが正しい", "pool_size=4"),
    ("慢着，不是这样的。连接池是共享的，所以会排队。给 `Importer` 加 pool_size=4，记得 close", "pool_size=4"),
    ("方向错了。问题是每个 worker 共用一个连接。请求上加 `pool_size=4`，记得关闭", "pool_size=4"),
])
def test_the_advice_after_an_opener_is_the_lesson(correction, advice):
    drafts = extract(("user", "the nightly `ledger-import` job is slow."), ("assistant", "I'll add more workers."),
                     ("user", correction), ("assistant", "Done."), ("user", "ok"))
    assert drafts and advice in drafts[0].what, [d.what for d in drafts]
    assert not any(offline._CORRECTION_OPENER.fullmatch(d.what.strip()) for d in drafts)


def test_an_opener_alone_proposes_nothing():
    drafts = extract(("user", "the nightly `ledger-import` job is slow."), ("assistant", "I'll add more workers."),
                     ("user", "Hold on, no."), ("assistant", "OK, stopping."))
    assert not drafts


def test_a_retry_decorator_is_code_not_debugging_noise():
    assert not offline._NOISE.search("put reraise=True on the `@retry` of fetch and pass retry=retry_if_exception_type(X)")
    assert offline._NOISE.search("still failing, try again")


@pytest.mark.parametrize("yes", ["yeah that tracks, ship it too", "works for me", "成，就这么办", "それで頼む", "じゃあそれで"])
def test_more_ways_of_saying_yes_accept(yes):
    assert offline._ACCEPT.search(yes)


@pytest.mark.parametrize("no", ["成功率很低，还是不行", "それでもダメ", "no need, I'll test it tonight"])
def test_what_is_no_yes_accepts_nothing(no):
    assert not offline._ACCEPT.search(no)


def test_code_after_a_colon_is_no_reason_separator():
    assert offline._split_reason("pass validateStatus: (s) => s < 500 for this request") == (
        "pass validateStatus: (s) => s < 500 for this request", "")
    assert offline._upper_first("resp.IsError() を見て") == "resp.IsError() を見て"
