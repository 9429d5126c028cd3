"""TSX fixture: sample_repos/qqbrowser/web/feeds/src/components/*.tsx (a React class component
extending React.Component, function components, a `React.FC` arrow component, props interfaces,
a custom hook, type aliases)."""
from pathlib import Path

from codeindex.extract import QUERY_DIR, _query_name, query_source
from symtab import one, rows

SRC = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "web" / "feeds" / "src"


def extract(extractor, rel):
    return extractor.extract("tsx", (SRC / rel).read_bytes())


def test_class_component(extractor):
    result = extract(extractor, "components/FeedList.tsx")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("FeedListProps", "interface", 5, None),
        ("FeedListProps.client", "property", 6, "FeedListProps"),
        ("FeedListProps.channel", "property", 7, "FeedListProps"),
        ("FeedListProps.onOpen", "property", 8, "FeedListProps"),
        ("FeedListState", "interface", 11, None),
        ("FeedListState.items", "property", 12, "FeedListState"),
        ("FeedListState.error", "property", 13, "FeedListState"),
        ("FeedList", "class", 16, None),
        ("FeedList.defaultProps", "field", 17, "FeedList"),
        ("FeedList.state", "field", 18, "FeedList"),
        ("FeedList.loading", "field", 19, "FeedList"),
        ("FeedList.componentDidMount", "method", 21, "FeedList"),
        ("FeedList.componentDidUpdate", "method", 25, "FeedList"),
        ("FeedList.handleRefresh", "method", 31, "FeedList"),   # arrow-function class field
        ("FeedList.refresh", "method", 35, "FeedList"),
        ("FeedList.render", "method", 50, "FeedList"),
    ]
    feed_list = one(result, "FeedList")
    assert feed_list.bases == ("React.Component",)          # type arguments stripped; external
    assert feed_list.end_line == 63
    assert one(result, "FeedList.componentDidUpdate").params == "(prev: FeedListProps)"
    assert one(result, "FeedList.handleRefresh").params == "()"
    assert result.imports == [("react", 1), ("../api/feedClient", 2), ("./FeedCard", 3)]


def test_function_components(extractor):
    result = extract(extractor, "components/FeedCard.tsx")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("FeedKind", "type_alias", 4, None),
        ("FeedItem", "interface", 6, None),
        ("FeedItem.id", "property", 7, "FeedItem"),
        ("FeedItem.kind", "property", 8, "FeedItem"),
        ("FeedItem.title", "property", 9, "FeedItem"),
        ("FeedItem.publishedAt", "property", 10, "FeedItem"),
        ("FeedCardProps", "interface", 13, None),
        ("FeedCardProps.item", "property", 14, "FeedCardProps"),
        ("FeedCardProps.onOpen", "property", 15, "FeedCardProps"),
        ("FeedBadge", "function", 18, None),
        ("FeedCard", "function", 22, None),      # const FeedCard: React.FC<...> = (...) => ...
    ]
    assert one(result, "FeedCard").params == "({ item, onOpen })"
    assert one(result, "FeedCard").end_line == 36
    assert one(result, "FeedBadge").params == "({ kind }: { kind: FeedKind })"
    assert result.imports == [("react", 1), ("../utils/format", 2)]


def test_hook_and_default_export(extractor):
    result = extract(extractor, "components/FeedPage.tsx")
    assert result.parse_errors == 0
    assert rows(result) == [
        ("CHANNELS", "constant", 5, None),
        ("Channel", "type_alias", 7, None),
        ("FeedPageProps", "interface", 9, None),  # type FeedPageProps = { ... }
        ("FeedPageProps.baseUrl", "property", 10, "FeedPageProps"),
        ("FeedPageProps.initialChannel", "property", 11, "FeedPageProps"),
        ("useChannel", "function", 14, None),     # hooks' locals (useState pairs) are dropped
        ("FeedPage", "function", 22, None),       # export default function
    ]
    assert one(result, "useChannel").params == "(initial: Channel)"
    assert one(result, "FeedPage").params == "({ baseUrl, initialChannel = 'recommend' }: FeedPageProps)"


def test_jsx_does_not_hide_symbols(extractor):
    source = b"""\
const Row = ({ label }: { label: string }) => <tr><td>{label}</td></tr>;
class Table extends Component<{ rows: string[] }> {
  render() { return <table>{this.props.rows.map((r) => <Row label={r} />)}</table>; }
}
"""
    result = extractor.extract("tsx", source)
    assert result.parse_errors == 0
    assert rows(result) == [
        ("Row", "function", 1, None),
        ("Table", "class", 2, None),
        ("Table.render", "method", 3, "Table"),
    ]
    assert one(result, "Table").bases == ("Component",)


def test_tsx_uses_the_typescript_query():
    # The tsx grammar has TypeScript's node types plus JSX: one query file serves both.
    assert not (QUERY_DIR / "tsx.scm").exists()
    assert query_source(_query_name("tsx")) == query_source("typescript")


def test_hook_callbacks_define_nothing(extractor):
    source = b"""\
export function Ticker({ ms }: { ms: number }) {
  useEffect(() => { const id = setInterval(() => {}, ms); return () => clearInterval(id); }, [ms]);
  return <span />;
}
const root = createRoot(document.getElementById('root')!);
root.render(<Ticker ms={1000} />);
"""
    result = extractor.extract("tsx", source)
    assert rows(result) == [("Ticker", "function", 1, None), ("root", "constant", 5, None)]
