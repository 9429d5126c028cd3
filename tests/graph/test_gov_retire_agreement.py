"""Merge reads a translated restatement of a stored lesson as agreeing with it (skip), not as a contradiction.
Three shapes from the seventh held-out governance part, where the stored English and its Chinese or Japanese
rendering said the same thing and the polarity reading opposed them."""

from graph import polarity


def test_two_texts_that_both_retire_the_same_argument_agree():
    en = ("`CliRunner(mix_stderr=False)` is no longer needed since Click 8.2, which removed the parameter: "
          "create a plain `CliRunner()` and parse `result.stdout`.")
    ja = ("Click 8.2 からは `CliRunner(mix_stderr=False)` はもう要らない（引数自体が削除された）。"
          "普通の `CliRunner()` を作り、`result.stdout` を解析する。")
    assert polarity.oppositions(en, ja) == []
    # the retirement is still opposed to a text that keeps requiring the argument
    keeps = "Always create the runner as `CliRunner(mix_stderr=False)` and parse `result.stdout`."
    assert polarity.oppositions(en, keeps)


def test_chinese_no_longer_exists_is_a_retirement():
    en = "`Whitelist` no longer exists since jsoup 1.15.1: use `Jsoup.clean(html, Safelist.basic())`."
    zh = "从 jsoup 1.15.1 起已经没有 `Whitelist` 了：改用 `Jsoup.clean(html, Safelist.basic())`。"
    assert polarity.oppositions(en, zh) == []


def test_a_negation_that_only_names_which_things_takes_no_stance():
    en = ("Have the sender set `Content-Type: application/json`; for the senders we cannot change, parse with "
          "`await c.req.json()` in the handler and validate that.")
    zh = "让发送方设置 `Content-Type: application/json`；改不了的发送方，就在 handler 里用 `await c.req.json()` 解析后再校验。"
    ja = ("送信側に `Content-Type: application/json` を付けてもらう。変えられない送信側については、ハンドラーで "
          "`await c.req.json()` でパースしてから検証する。")
    assert polarity.oppositions(en, zh) == []
    assert polarity.oppositions(zh, ja) == []
    # a real prohibition of the same step still opposes
    assert polarity.oppositions(en, "Never parse with `await c.req.json()` in the handler; reject the request instead.")
