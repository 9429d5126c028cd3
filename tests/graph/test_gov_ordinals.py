"""An ordinal says which one of several ("the second test", 2 つ目のテスト, 第 2 个), not a value the lesson sets: it is no
anchor, so a cause-first restatement that counts the failing test is no new information. A count or a value
still is. Written for these tests, not taken from the labelled sets."""
from graph import semantic


def test_an_ordinal_is_no_anchor():
    assert "2" not in semantic.anchors("2 つ目のテストが `Registry` のエラーで落ちる")
    assert "3" not in semantic.anchors("3番目のリクエストだけ失敗する")
    assert "2" not in semantic.anchors("第 2 个请求总是超时")


def test_a_count_or_a_value_is_still_an_anchor():
    assert "3" in semantic.anchors("重试 3 次后放弃")
    assert "30s" in semantic.anchors("Set the timeout to 30s")
    assert "2" in semantic.anchors("`require_subcommand(2)` のとき 2 つ必要")
