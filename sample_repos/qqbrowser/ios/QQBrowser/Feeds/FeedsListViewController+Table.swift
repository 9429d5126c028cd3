import UIKit

extension FeedsListViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        return Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return Section(rawValue: section) == .feeds ? items.count : 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedsListViewController.cellReuseID, for: indexPath)
        if let feedCell = cell as? FeedItemCell {
            feedCell.configure(with: items[indexPath.row])
            feedCell.delegate = self
        }
        return cell
    }
}

extension FeedsListViewController: FeedItemCellDelegate {
    func feedItemCell(_ cell: FeedItemCell, didTapShareFor item: FeedItem) {
        let sheet = UIActivityViewController(activityItems: [item.title], applicationActivities: nil)
        present(sheet, animated: true)
    }
}

extension FeedsListViewController {
    /// Nested in an extension: still FeedsListViewController.EmptyState.
    struct EmptyState {
        let message: String
        static let offline = EmptyState(message: "No connection")
    }

    func showEmptyState(_ state: EmptyState) {
        tableView.backgroundView = UILabel()
        (tableView.backgroundView as? UILabel)?.text = state.message
    }
}
