"""TypeScript fixture: sample_repos/qqbrowser/harmony/entry/src/main/ets/common/*.ts (interfaces with
property and method signatures, interface inheritance, type aliases, enums, an abstract class that
implements an interface, overload signatures, parameter properties, a namespace, arrow functions)."""
from pathlib import Path

from symtab import one, rows

ETS = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "harmony" / "entry" / "src" / "main" / "ets"


def extract(extractor, rel, lang="typescript"):
    return extractor.extract(lang, (ETS / rel).read_bytes())


def test_feed_types(extractor):
    result = extract(extractor, "common/FeedTypes.ts")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("FeedKind", "enum", 4, None),
        ("FeedKind.ARTICLE", "enum_constant", 5, "FeedKind"),
        ("FeedKind.VIDEO", "enum_constant", 6, "FeedKind"),
        ("FeedKind.AD", "enum_constant", 7, "FeedKind"),
        ("FeedItem", "interface", 10, None),
        ("FeedItem.id", "property", 11, "FeedItem"),
        ("FeedItem.kind", "property", 12, "FeedItem"),
        ("FeedItem.title", "property", 13, "FeedItem"),
        ("FeedItem.coverUrl", "property", 14, "FeedItem"),
        ("FeedItem.publishedAt", "property", 15, "FeedItem"),
        ("VideoFeedItem", "interface", 18, None),
        ("VideoFeedItem.durationMs", "property", 19, "VideoFeedItem"),
        ("VideoFeedItem.autoplay", "property", 20, "VideoFeedItem"),
        ("FeedSource", "interface", 23, None),
        ("FeedSource.name", "property", 24, "FeedSource"),
        ("FeedSource.fetchPage", "method", 25, "FeedSource"),
        ("FeedSource.refresh", "method", 26, "FeedSource"),
        ("FeedPage", "interface", 29, None),
        ("FeedPage.items", "property", 30, "FeedPage"),
        ("FeedPage.nextCursor", "property", 31, "FeedPage"),
        ("FeedFilter", "type_alias", 34, None),
        ("FeedCursor", "type_alias", 36, None),
        ("DEFAULT_PAGE_SIZE", "constant", 38, None),
    ]
    assert one(result, "VideoFeedItem").bases == ("FeedItem",)
    assert one(result, "FeedItem").bases == ()
    assert one(result, "FeedItem").end_line == 16
    assert one(result, "FeedSource.fetchPage").params == "(cursor: string | null, size: number)"
    assert result.imports == []


def test_feed_repository(extractor):
    result = extract(extractor, "common/FeedRepository.ts")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("FEEDS_ENDPOINT", "constant", 4, None),
        ("BaseFeedSource", "class", 6, None),
        ("BaseFeedSource.name", "field", 7, "BaseFeedSource"),
        ("BaseFeedSource.cache", "field", 8, "BaseFeedSource"),
        ("BaseFeedSource.fetchPage", "method", 10, "BaseFeedSource"),      # abstract
        ("BaseFeedSource.refresh", "method", 12, "BaseFeedSource"),
        ("RemoteFeedSource", "class", 17, None),
        ("RemoteFeedSource.name", "field", 18, "RemoteFeedSource"),
        ("RemoteFeedSource.client", "field", 19, "RemoteFeedSource"),
        ("RemoteFeedSource.constructor", "constructor", 21, "RemoteFeedSource"),
        ("RemoteFeedSource.endpoint", "field", 21, "RemoteFeedSource"),   # parameter property
        ("RemoteFeedSource.fetchPage", "method", 26, "RemoteFeedSource"),
        ("RemoteFeedSource.withTimeout", "method", 37, "RemoteFeedSource"),
        ("RemoteFeedSource.withTimeout", "method", 38, "RemoteFeedSource"),
        ("RemoteFeedSource.withTimeout", "method", 39, "RemoteFeedSource"),
        ("FeedFilters", "namespace", 46, None),
        ("FeedFilters.noAds", "function", 47, "FeedFilters"),  # a namespace holds functions, not methods
        ("FeedFilters.byKind", "function", 49, "FeedFilters"),
        ("mergePages", "function", 54, None),
        ("dedupeItems", "function", 58, None),
    ]
    assert one(result, "BaseFeedSource").bases == ("FeedSource",)
    assert one(result, "RemoteFeedSource").bases == ("BaseFeedSource",)
    assert one(result, "RemoteFeedSource").end_line == 44
    overloads = [s.params for s in result.symbols if s.qualname == "RemoteFeedSource.withTimeout"]
    assert overloads == ["(ms: number)", "(ms: number, endpoint: string)", "(ms: number, endpoint?: string)"]
    assert one(result, "RemoteFeedSource.constructor").params == (
        "(private readonly endpoint: string = FEEDS_ENDPOINT)")
    assert one(result, "dedupeItems").params == "(items: FeedItem[])"
    assert one(result, "FeedFilters.noAds").params == "(item: FeedItem)"
    assert result.imports == [("@ohos.net.http", 1), ("./FeedTypes", 2)]


EDGE_CASES = b"""\
import type { T } from './t';
import * as ns from 'ns';
import r = require('r');
export { mergePages } from './m';

interface A extends B, C.D<E> { x: number; f(a: string): void; (a: number): string; [k: string]: any; }
class K<T> extends Base<T> implements I, J<T> {
  #secret = 1;
  static readonly X = 2;
  get size(): number { return 1; }
  set size(v: number) {}
  constructor(readonly a: number, public b?: string) { super(); }
  *items() {}
  handle = (e: Event) => {};
}
enum E { A, B = 2 }
declare function g(x: number): void;
function g(x: number): void;
function g(x: any) { const inner = 1; }
let counter = 0;
var legacy;
const fx = async x => x, fy = function named() {};
export default class {}
namespace A.B { export class C {} }
abstract class Q { abstract get v(): number; }
const o = { m() {}, n: () => 1 };
type Props = { title: string; onClose(): void };
"""


def test_edge_cases(extractor):
    result = extractor.extract("typescript", EDGE_CASES)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("A", "interface", 6, None),
        ("A.x", "property", 6, "A"),
        ("A.f", "method", 6, "A"),                 # call and index signatures have no name
        ("K", "class", 7, None),
        ("K.#secret", "field", 8, "K"),
        ("K.X", "constant", 9, "K"),               # static readonly
        ("K.size", "property", 10, "K"),           # get
        ("K.size", "property", 11, "K"),           # set
        ("K.constructor", "constructor", 12, "K"),
        ("K.a", "field", 12, "K"),
        ("K.b", "field", 12, "K"),
        ("K.items", "method", 13, "K"),
        ("K.handle", "method", 14, "K"),           # arrow-function field
        ("E", "enum", 16, None),
        ("E.A", "enum_constant", 16, "E"),
        ("E.B", "enum_constant", 16, "E"),
        ("g", "function", 17, None),
        ("g", "function", 18, None),
        ("g", "function", 19, None),               # its local `inner` is dropped
        ("counter", "field", 20, None),
        ("legacy", "field", 21, None),
        ("fx", "function", 22, None),
        ("fy", "function", 22, None),
        ("A.B", "namespace", 24, None),            # the anonymous default class is skipped
        ("A.B.C", "class", 24, "A.B"),
        ("Q", "class", 25, None),
        ("Q.v", "property", 25, "Q"),
        ("o", "constant", 26, None),               # object-literal members are not class members
        ("Props", "interface", 27, None),          # an object-type alias is an interface
        ("Props.title", "property", 27, "Props"),
        ("Props.onClose", "method", 27, "Props"),
    ]
    assert one(result, "A").bases == ("B", "C.D")
    assert one(result, "K").bases == ("Base", "I", "J")
    assert one(result, "K.handle").params == "(e: Event)"
    assert one(result, "fx").params == "x"
    assert [s.params for s in result.symbols if s.qualname == "g"] == ["(x: number)"] * 2 + ["(x: any)"]
    # a namespace import is recorded again with the name it binds (`ns.T` as a base is the module's T)
    assert result.imports == [("./t", 1), ("ns", 2), ("ns as ns", 2), ("r", 3), ("./m", 4)]


def test_type_aliases(extractor):
    source = b"""\
type Props = { title: string; onClose(): void };
export type Pair<T> = { first: T; second: T };
type Fn = (x: number) => void;
type Mixed = Base & { extra: string };
type U = 'a' | 'b';
"""
    result = extractor.extract("typescript", source)
    assert rows(result) == [
        ("Props", "interface", 1, None),
        ("Props.title", "property", 1, "Props"),
        ("Props.onClose", "method", 1, "Props"),
        ("Pair", "interface", 2, None),
        ("Pair.first", "property", 2, "Pair"),
        ("Pair.second", "property", 2, "Pair"),
        ("Fn", "type_alias", 3, None),
        ("Mixed", "type_alias", 4, None),        # an intersection is not a container
        ("U", "type_alias", 5, None),
    ]
    assert one(result, "Props.onClose").params == "()"


DECLARATIONS = b"""\
declare namespace http {
  interface HttpRequest { request(url: string): Promise<HttpResponse>; destroy(): void; }
  function createHttp(): HttpRequest;
  const VERSION: string;
}
declare class UIAbility { onCreate(want: Want): void; context: Context; }
declare module '@ohos.hilog' { function info(domain: number, tag: string): void; }
declare global { interface Window { qb: unknown } }
"""


def test_declaration_files(extractor):
    # SDK stubs (.d.ts): ambient namespaces, classes and modules.
    result = extractor.extract("typescript", DECLARATIONS)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("http", "namespace", 1, None),
        ("http.HttpRequest", "interface", 2, "http"),
        ("http.HttpRequest.request", "method", 2, "http.HttpRequest"),
        ("http.HttpRequest.destroy", "method", 2, "http.HttpRequest"),
        ("http.createHttp", "function", 3, "http"),
        ("http.VERSION", "constant", 4, "http"),
        ("UIAbility", "class", 6, None),
        ("UIAbility.onCreate", "method", 6, "UIAbility"),
        ("UIAbility.context", "field", 6, "UIAbility"),
        ("@ohos.hilog", "namespace", 7, None),
        ("@ohos.hilog.info", "function", 7, "@ohos.hilog"),
        ("Window", "interface", 8, None),
        ("Window.qb", "property", 8, "Window"),
    ]


def test_callbacks_define_nothing_at_top_level(extractor):
    source = b"""\
describe('FeedRepository', () => {
  const repo = new RemoteFeedSource();
  function page(n: number): FeedPage { return { items: [], nextCursor: String(n) }; }
  it('merges', async () => { const merged = mergePages(page(1), page(2)); });
});
export const handlers = { onRefresh(): void { const local = 1; } };
"""
    result = extractor.extract("typescript", source)
    assert rows(result) == [("handlers", "constant", 6, None)]


def test_a_type_exported_under_another_name_is_an_alias_of_it(extractor):
    src = (b"class Hono<E> {\n  fire(): void {}\n}\nfunction helper() {}\n"
           b"export { Hono as HonoBase }\n"
           b"export { helper as otherHelper, Widget as Gadget } from './widget'\n")
    result = extractor.extract("typescript", src)
    assert one(result, "HonoBase", "type_alias").bases == ("Hono",)
    assert one(result, "Gadget", "type_alias").bases == ("Widget",)
    # a renamed function is no type
    assert not [s for s in result.symbols if s.name == "otherHelper"]


def test_a_package_type_exported_under_another_name_stays_outside(extractor):
    # pixijs: `export { default as EventEmitter } from 'eventemitter3'` is that package's EventEmitter
    src = (b"export { default as EventEmitter } from 'eventemitter3';\n"
           b"export { Emitter as Bus } from 'mitt';\nexport { default as Local } from './local';\n")
    result = extractor.extract("typescript", src)
    assert not [s for s in result.symbols if s.kind == "type_alias"]
