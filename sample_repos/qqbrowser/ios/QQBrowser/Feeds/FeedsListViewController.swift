import UIKit

/// The feeds tab of the home page. Table callbacks live in FeedsListViewController+Table.swift.
final class FeedsListViewController: UIViewController, UITableViewDelegate {
    enum Section: Int, CaseIterable {
        case banner, feeds
    }

    static let cellReuseID = "FeedItemCell"
    static var instanceCount = 0

    let tableView = UITableView(frame: .zero, style: .plain)
    private let dataSource: FeedsDataSource
    private(set) var items: [FeedItem] = []
    private var nextCursor: String?

    var isEmpty: Bool {
        return items.isEmpty
    }

    init(dataSource: FeedsDataSource = RemoteFeedsDataSource.shared) {
        self.dataSource = dataSource
        super.init(nibName: nil, bundle: nil)
        FeedsListViewController.instanceCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FeedItemCell.self, forCellReuseIdentifier: FeedsListViewController.cellReuseID)
        tableView.delegate = self
        tableView.dataSource = self
        view.addSubview(tableView)
        reload()
    }

    func reload() {
        reload(animated: false)
    }

    func reload(animated: Bool) {
        dataSource.loadPage(after: nil) { [weak self] result in
            guard let self = self, case .success(let page) = result else { return }
            self.items = page.items
            self.nextCursor = page.nextCursor
            self.reload(section: .feeds, animated: animated)
        }
    }

    func reload(section: Section, animated: Bool) {
        let sections = IndexSet(integer: section.rawValue)
        tableView.reloadSections(sections, with: animated ? .fade : .none)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.contentView.qb_fadeIn(duration: 0.15)
    }
}
