"""Swift fixture: sample_repos/qqbrowser/ios/QQBrowser (*.swift) — classes inheriting from UIKit,
structs, enums with associated values, protocols and conformances, extensions of in-repo and
external types (members attached to the extended type), static members, stored and computed
properties, initialisers, nested types, overloads."""
from pathlib import Path

from symtab import one, rows

IOS = Path(__file__).resolve().parents[2] / "sample_repos" / "qqbrowser" / "ios" / "QQBrowser"


def extract(extractor, rel):
    result = extractor.extract("swift", (IOS / rel).read_bytes())
    assert result.parse_errors == 0, rel
    return result


def test_feed_item_struct_and_enum(extractor):
    result = extract(extractor, "Feeds/FeedItem.swift")
    assert rows(result) == [
        ("FeedItem", "struct", 4, None),
        ("FeedItem.id", "property", 5, "FeedItem"),
        ("FeedItem.title", "property", 6, "FeedItem"),
        ("FeedItem.style", "property", 7, "FeedItem"),
        ("FeedItem.author", "property", 8, "FeedItem"),
        ("FeedItem.publishedAt", "property", 9, "FeedItem"),
        ("FeedItem.freshInterval", "property", 12, "FeedItem"),
        # computed; the `let age` in its getter is a local and not a member
        ("FeedItem.isFresh", "property", 14, "FeedItem"),
        ("FeedItem.Author", "struct", 19, "FeedItem"),
        ("FeedItem.Author.name", "property", 20, "FeedItem.Author"),
        ("FeedItem.Author.avatarURL", "property", 21, "FeedItem.Author"),
        ("FeedCardStyle", "enum", 26, None),
        ("FeedCardStyle.text", "enum_constant", 27, "FeedCardStyle"),
        ("FeedCardStyle.image", "enum_constant", 28, "FeedCardStyle"),
        ("FeedCardStyle.video", "enum_constant", 29, "FeedCardStyle"),
        ("FeedCardStyle.live", "enum_constant", 29, "FeedCardStyle"),
        ("FeedCardStyle.reuseIdentifier", "property", 31, "FeedCardStyle"),
        ("FeedCardStyle.placeholder", "method", 39, "FeedCardStyle"),
    ]
    assert result.imports == [("Foundation", 1)]
    assert one(result, "FeedItem").bases == ("Codable", "Equatable")
    assert one(result, "FeedItem").end_line == 23
    assert one(result, "FeedItem.Author").bases == ("Codable", "Equatable")
    assert one(result, "FeedCardStyle").bases == ("Codable", "Equatable")
    # associated values are the enum constant's params; a plain case has none
    assert one(result, "FeedCardStyle.text").params is None
    assert one(result, "FeedCardStyle.image").params == "(url: URL, aspectRatio: Double)"
    assert one(result, "FeedCardStyle.video").params == "(url: URL, duration: TimeInterval)"
    assert one(result, "FeedCardStyle.live").params == "(roomID: String)"
    assert one(result, "FeedCardStyle.placeholder").params == "(for title: String)"
    assert not any(s.attached for s in result.symbols)


def test_data_source_protocol_and_conformance(extractor):
    result = extract(extractor, "Feeds/FeedsDataSource.swift")
    assert rows(result) == [
        ("FeedsPage", "struct", 4, None),
        ("FeedsPage.items", "property", 5, "FeedsPage"),
        ("FeedsPage.nextCursor", "property", 6, "FeedsPage"),
        ("FeedsPage.hasMore", "property", 8, "FeedsPage"),
        ("FeedsDataSource", "protocol", 11, None),
        ("FeedsDataSource.pageSize", "property", 12, "FeedsDataSource"),
        ("FeedsDataSource.loadPage", "method", 13, "FeedsDataSource"),
        ("FeedsDataSource.cancelAll", "method", 14, "FeedsDataSource"),
        ("RemoteFeedsDataSource", "class", 17, None),
        ("RemoteFeedsDataSource.shared", "property", 18, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.pageSize", "property", 20, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.session", "property", 21, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.tasks", "property", 22, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.init", "constructor", 24, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.init", "constructor", 28, "RemoteFeedsDataSource"),
        # locals of the method body (components, task, items) are not members
        ("RemoteFeedsDataSource.loadPage", "method", 32, "RemoteFeedsDataSource"),
        ("RemoteFeedsDataSource.cancelAll", "method", 54, "RemoteFeedsDataSource"),
    ]
    assert one(result, "FeedsPage").bases == ()
    assert one(result, "FeedsDataSource").bases == ("AnyObject",)
    assert one(result, "RemoteFeedsDataSource").bases == ("FeedsDataSource",)
    inits = [s.params for s in result.symbols if s.qualname == "RemoteFeedsDataSource.init"]
    assert inits == ["(session: URLSession)", "()"]
    assert one(result, "FeedsDataSource.loadPage").params == (
        "(after cursor: String?, completion: @escaping (Result<FeedsPage, Error>) -> Void)")


def test_cell_inherits_from_uikit(extractor):
    result = extract(extractor, "Feeds/FeedItemCell.swift")
    assert rows(result) == [
        ("FeedItemCellDelegate", "protocol", 3, None),
        ("FeedItemCellDelegate.feedItemCell", "method", 4, "FeedItemCellDelegate"),
        ("FeedItemCell", "class", 7, None),
        ("FeedItemCell.delegate", "property", 8, "FeedItemCell"),
        ("FeedItemCell.item", "property", 9, "FeedItemCell"),
        ("FeedItemCell.titleLabel", "property", 10, "FeedItemCell"),
        ("FeedItemCell.shareButton", "property", 11, "FeedItemCell"),
        ("FeedItemCell.init", "constructor", 13, "FeedItemCell"),
        ("FeedItemCell.init", "constructor", 20, "FeedItemCell"),
        ("FeedItemCell.configure", "method", 24, "FeedItemCell"),
        ("FeedItemCell.prepareForReuse", "method", 29, "FeedItemCell"),
        ("FeedItemCell.shareTapped", "method", 35, "FeedItemCell"),
        # inside `#if DEBUG ... #endif` in the class body: still a member (and no parse error)
        ("FeedItemCell.debugLines", "method", 41, "FeedItemCell"),
    ]
    assert one(result, "FeedItemCell").bases == ("UITableViewCell",)
    assert one(result, "FeedItemCell").end_line == 45
    inits = [s.params for s in result.symbols if s.qualname == "FeedItemCell.init"]
    assert inits == ["(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", "(coder: NSCoder)"]
    assert one(result, "FeedItemCellDelegate.feedItemCell").params == (
        "(_ cell: FeedItemCell, didTapShareFor item: FeedItem)")


def test_view_controller_class_nested_enum_static_members_overloads(extractor):
    result = extract(extractor, "Feeds/FeedsListViewController.swift")
    vc = "FeedsListViewController"
    assert rows(result) == [
        (vc, "class", 4, None),
        (f"{vc}.Section", "enum", 5, vc),
        (f"{vc}.Section.banner", "enum_constant", 6, f"{vc}.Section"),
        (f"{vc}.Section.feeds", "enum_constant", 6, f"{vc}.Section"),
        (f"{vc}.cellReuseID", "property", 9, vc),
        (f"{vc}.instanceCount", "property", 10, vc),
        (f"{vc}.tableView", "property", 12, vc),
        (f"{vc}.dataSource", "property", 13, vc),
        (f"{vc}.items", "property", 14, vc),
        (f"{vc}.nextCursor", "property", 15, vc),
        (f"{vc}.isEmpty", "property", 17, vc),
        (f"{vc}.init", "constructor", 21, vc),
        (f"{vc}.init", "constructor", 27, vc),
        (f"{vc}.viewDidLoad", "method", 31, vc),
        (f"{vc}.reload", "method", 40, vc),
        (f"{vc}.reload", "method", 44, vc),
        (f"{vc}.reload", "method", 53, vc),
        (f"{vc}.tableView", "method", 58, vc),
        (f"{vc}.tableView", "method", 62, vc),
    ]
    assert one(result, vc).bases == ("UIViewController", "UITableViewDelegate")
    assert one(result, vc).end_line == 65
    assert one(result, f"{vc}.Section").bases == ("Int", "CaseIterable")
    reloads = [(s.line, s.params) for s in result.symbols if s.qualname == f"{vc}.reload"]
    assert reloads == [(40, "()"), (44, "(animated: Bool)"), (53, "(section: Section, animated: Bool)")]
    table_methods = [s.params for s in result.symbols if s.qualname == f"{vc}.tableView" and s.kind == "method"]
    assert table_methods == [
        "(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
        "(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)",
    ]
    assert [s.params for s in result.symbols if s.qualname == f"{vc}.init"] == [
        "(dataSource: FeedsDataSource = RemoteFeedsDataSource.shared)", "(coder: NSCoder)"]
    assert not any(s.attached for s in result.symbols)


def test_extensions_attach_members_to_the_extended_type(extractor):
    result = extract(extractor, "Feeds/FeedsListViewController+Table.swift")
    vc = "FeedsListViewController"
    assert rows(result) == [
        (vc, "extension", 3, None),
        (f"{vc}.numberOfSections", "method", 4, vc),
        (f"{vc}.tableView", "method", 8, vc),
        (f"{vc}.tableView", "method", 12, vc),
        (vc, "extension", 22, None),
        (f"{vc}.feedItemCell", "method", 23, vc),
        (vc, "extension", 29, None),
        (f"{vc}.EmptyState", "struct", 31, vc),
        (f"{vc}.EmptyState.message", "property", 32, f"{vc}.EmptyState"),
        (f"{vc}.EmptyState.offline", "property", 33, f"{vc}.EmptyState"),
        (f"{vc}.showEmptyState", "method", 36, vc),
    ]
    extensions = [s for s in result.symbols if s.kind == "extension"]
    assert [(s.extends, s.bases) for s in extensions] == [
        (vc, ("UITableViewDataSource",)), (vc, ("FeedItemCellDelegate",)), (vc, ())]
    # members written in an extension body belong to the extended type, from outside its body
    attached = {(s.qualname, s.line): s.attached for s in result.symbols if s.kind != "extension"}
    assert attached == {
        (f"{vc}.numberOfSections", 4): True,
        (f"{vc}.tableView", 8): True,
        (f"{vc}.tableView", 12): True,
        (f"{vc}.feedItemCell", 23): True,
        (f"{vc}.EmptyState", 31): True,
        (f"{vc}.EmptyState.message", 32): False,   # inside EmptyState's own body
        (f"{vc}.EmptyState.offline", 33): False,
        (f"{vc}.showEmptyState", 36): True,
    }
    assert [s.params for s in result.symbols if s.qualname == f"{vc}.tableView"] == [
        "(_ tableView: UITableView, numberOfRowsInSection section: Int)",
        "(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)",
    ]


def test_extension_of_an_external_type(extractor):
    result = extract(extractor, "Common/UIView+QBFade.swift")
    assert rows(result) == [
        ("UIView", "extension", 4, None),
        ("UIView.qb_defaultFadeDuration", "property", 5, "UIView"),
        ("UIView.qb_fadeIn", "method", 7, "UIView"),
        ("UIView.qb_fadeOut", "method", 13, "UIView"),
    ]
    ext = one(result, "UIView", "extension")
    assert (ext.extends, ext.bases, ext.end_line) == ("UIView", (), 16)
    assert all(s.attached for s in result.symbols if s.kind != "extension")
    assert one(result, "UIView.qb_fadeIn").params == (
        "(duration: TimeInterval = UIView.qb_defaultFadeDuration, completion: (() -> Void)? = nil)")


SNIPPET = b"""\
import class UIKit.UIView
struct Money: Equatable {
    let cents: Int, currency: String
    static func == (lhs: Money, rhs: Money) -> Bool { lhs.cents == rhs.cents }
    subscript(index: Int) -> Int { cents }
    typealias Amount = Int
}
extension Money: CustomStringConvertible where Amount == Int {
    var description: String { "\\(cents)" }
}
extension FeedItem.Author {
    func initials() -> String { String(name.prefix(1)) }
}
protocol Priced {
    associatedtype Unit
    init(price: Money)
    var price: Money { get }
}
actor PriceCache {}
func formatted(_ money: Money) -> String {
    let text = "\\(money.cents)"
    func pad(_ s: String) -> String { s }
    return pad(text)
}
let defaultCurrency = "CNY"
"""


CONDITIONAL = b"""\
#if canImport(UIKit)
import UIKit
#endif
final class DebugPanel {
    #if DEBUG
    func show() {}
    #elseif BETA
    func showBeta() {}
    #else
    func hide() {}
    #endif
    func reset() {}
}
"""


def test_conditional_compilation_keeps_every_branch_in_the_type(extractor):
    result = extractor.extract("swift", CONDITIONAL)
    assert result.parse_errors == 0
    assert result.imports == [("UIKit", 2)]
    assert [(s.qualname, s.kind, s.line, s.container) for s in result.symbols] == [
        ("DebugPanel", "class", 4, None),
        ("DebugPanel.show", "method", 6, "DebugPanel"),
        ("DebugPanel.showBeta", "method", 8, "DebugPanel"),
        ("DebugPanel.hide", "method", 10, "DebugPanel"),
        ("DebugPanel.reset", "method", 12, "DebugPanel"),
    ]


def test_language_corners(extractor):
    result = extractor.extract("swift", SNIPPET)
    assert result.parse_errors == 0
    assert [(s.qualname, s.kind, s.line, s.container, s.attached) for s in result.symbols] == [
        ("Money", "struct", 2, None, False),
        ("Money.cents", "property", 3, "Money", False),        # `let a, b`: one property per name
        ("Money.currency", "property", 3, "Money", False),
        ("Money.==", "method", 4, "Money", False),
        ("Money.subscript", "method", 5, "Money", False),
        ("Money.Amount", "type_alias", 6, "Money", False),
        ("Money", "extension", 8, None, False),
        ("Money.description", "property", 9, "Money", True),
        ("FeedItem.Author", "extension", 11, None, False),
        ("FeedItem.Author.initials", "method", 12, "FeedItem.Author", True),
        ("Priced", "protocol", 14, None, False),
        ("Priced.Unit", "type_alias", 15, "Priced", False),
        ("Priced.init", "constructor", 16, "Priced", False),
        ("Priced.price", "property", 17, "Priced", False),
        ("PriceCache", "class", 19, None, False),
        ("formatted", "function", 20, None, False),        # its local `text` and `pad` are dropped
        ("defaultCurrency", "property", 25, None, False),
    ]
    assert result.imports == [("UIKit.UIView", 1)]
    assert one(result, "Money", "extension").bases == ("CustomStringConvertible",)
    assert one(result, "Money.==").params == "(lhs: Money, rhs: Money)"
    assert one(result, "Money.subscript").params == "(index: Int)"
    assert one(result, "formatted").params == "(_ money: Money)"
