"""JavaScript fixture: sample_repos/qqbrowser/web/feeds/src/{api,utils}/*.js (CommonJS with
require/module.exports, ES modules, classes with public, private and static fields, `this.x`
fields, getters, private methods, static methods, an external base class, arrow functions)."""
from pathlib import Path

from symtab import one, rows

SRC = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "web" / "feeds" / "src"


def extract(extractor, rel):
    return extractor.extract("javascript", (SRC / rel).read_bytes())


def test_commonjs_client(extractor):
    result = extract(extractor, "api/feedClient.js")
    assert result.parse_errors == 0
    assert rows(result) == [
        # `const retry = require('./retry')` is an import, not a constant
        ("DEFAULT_TIMEOUT_MS", "constant", 6, None),
        ("FeedClientError", "class", 8, None),
        ("FeedClientError.constructor", "constructor", 9, "FeedClientError"),
        ("FeedClientError.name", "field", 11, "FeedClientError"),      # this.name = ...
        ("FeedClientError.status", "field", 12, "FeedClientError"),
        ("FeedClient", "class", 16, None),
        ("FeedClient.#inflight", "field", 17, "FeedClient"),
        ("FeedClient.retries", "field", 18, "FeedClient"),
        ("FeedClient.constructor", "constructor", 20, "FeedClient"),
        ("FeedClient.baseUrl", "field", 21, "FeedClient"),
        ("FeedClient.timeoutMs", "field", 22, "FeedClient"),
        ("FeedClient.fetchImpl", "field", 23, "FeedClient"),
        ("FeedClient.pending", "property", 26, "FeedClient"),           # get pending()
        ("FeedClient.fetchChannel", "method", 30, "FeedClient"),
        ("FeedClient.#request", "method", 40, "FeedClient"),
        ("FeedClient.fromEnv", "method", 48, "FeedClient"),             # static
        ("createClient", "function", 53, None),
        ("isRetryable", "function", 57, None),
    ]
    assert one(result, "FeedClientError").bases == ("Error",)
    assert one(result, "FeedClient").bases == ()
    assert one(result, "FeedClient").end_line == 51
    assert one(result, "FeedClient.fetchChannel").params == "(channel, cursor = '')"
    assert one(result, "isRetryable").params == "(error)"
    assert result.imports == [("url", 3), ("./retry", 4)]


def test_module_exports_functions(extractor):
    result = extract(extractor, "api/retry.js")
    assert rows(result) == [
        ("retry", "function", 3, None),        # module.exports = async function retry(...)
        ("backoffMs", "function", 15, None),   # module.exports.backoffMs = function backoffMs(...)
    ]
    assert one(result, "retry").params == "(task, attempts)"


def test_es_module(extractor):
    result = extract(extractor, "utils/format.js")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("MINUTE", "constant", 3, None),
        ("HOUR", "constant", 4, None),
        ("formatAge", "function", 6, None),
        ("truncateTitle", "function", 14, None),
        ("TitleFormatter", "class", 16, None),       # export default class
        ("TitleFormatter.ELLIPSIS", "field", 17, "TitleFormatter"),
        ("TitleFormatter.constructor", "constructor", 19, "TitleFormatter"),
        ("TitleFormatter.max", "field", 20, "TitleFormatter"),
        ("TitleFormatter.format", "method", 23, "TitleFormatter"),
    ]
    assert one(result, "truncateTitle").params == "(title, max = 40)"
    assert result.imports == [("./locale.js", 1)]

    locale = extract(extractor, "utils/locale.js")
    assert rows(locale) == [
        ("cachedLocale", "field", 1, None),
        ("getLocale", "function", 3, None),
        ("resetLocale", "function", 10, None),
    ]


EDGE_CASES = b"""\
import Default, { named } from './a.mjs';
export * from './b';
const lazy = import('./c');
const { join } = require('path');
const fs = require('fs');
class Widget extends mixin(Base) {
  static count = 0;
  onClick = (e) => { this.clicked = true; };
  onKey = e => e.key;
  get label() { return this._label; }
  set label(v) { this._label = v; }
  *[Symbol.iterator]() {}
  render() {
    const helper = () => { this.rendered = true; };
    helper();
  }
}
function Legacy() { this.notAField = 1; }
exports.parse = function (text) { return text; };
module.exports.stringify = (value) => String(value);
var counter;
let total = 0;
const Named = class Inner {};
const obj = { method() {} };
"""


def test_edge_cases(extractor):
    result = extractor.extract("javascript", EDGE_CASES)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("Widget", "class", 6, None),
        ("Widget.count", "field", 7, "Widget"),
        ("Widget.onClick", "method", 8, "Widget"),
        ("Widget.clicked", "field", 8, "Widget"),          # this.x inside an arrow-function field
        ("Widget.onKey", "method", 9, "Widget"),
        ("Widget.label", "property", 10, "Widget"),
        ("Widget.label", "property", 11, "Widget"),
        ("Widget._label", "field", 11, "Widget"),
        ("Widget.[Symbol.iterator]", "method", 12, "Widget"),
        ("Widget.render", "method", 13, "Widget"),
        ("Widget.rendered", "field", 14, "Widget"),        # this.x in a closure inside a method
        ("Legacy", "function", 18, None),                  # this.x outside a class is not a field
        ("parse", "function", 19, None),
        ("stringify", "function", 20, None),
        ("counter", "field", 21, None),
        ("total", "field", 22, None),
        ("Named", "class", 23, None),
        ("obj", "constant", 24, None),                     # object-literal members are not extracted
    ]
    assert one(result, "Widget").bases == ("mixin",)       # a mixin call: its callee, not its argument
    assert one(result, "Widget.onKey").params == "e"
    assert one(result, "parse").params == "(text)"
    assert result.imports == [("./a.mjs", 1), ("./b", 2), ("./c", 3), ("path", 4), ("fs", 5)]


SCOPES = b"""\
describe('client', () => {
  const fixture = 1;
  function helper() {}
  class Local {}
  it('works', function () { const inner = 2; });
});
(async () => {
  const app = 1;
})();
(function ($) {
  function Plugin() {}
  $.fn.plugin = function () { const local = 1; };
})(jQuery);
const config = {
  setup() { const x = 1; function h() {} },
  handler: () => { const y = 2; },
};
export default () => { const z = 3; };
module.exports.make = function () { return () => { const deep = 1; }; };
items.forEach(function each(item) { const v = item; });
"""


def test_anonymous_functions_are_scopes(extractor):
    # Callbacks, object-literal members, an arrow-function main and returned functions define
    # nothing outside themselves; a legacy `(function ($) {...})(jQuery)` wrapper is transparent.
    result = extractor.extract("javascript", SCOPES)
    assert rows(result) == [
        ("Plugin", "function", 11, None),
        ("config", "constant", 14, None),
        ("make", "function", 19, None),
    ]
