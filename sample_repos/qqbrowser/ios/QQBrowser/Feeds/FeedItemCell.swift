import UIKit

protocol FeedItemCellDelegate: AnyObject {
    func feedItemCell(_ cell: FeedItemCell, didTapShareFor item: FeedItem)
}

final class FeedItemCell: UITableViewCell {
    weak var delegate: FeedItemCellDelegate?
    private(set) var item: FeedItem?
    private let titleLabel = UILabel()
    private let shareButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(shareButton)
        shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func configure(with item: FeedItem) {
        self.item = item
        titleLabel.text = item.title
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        item = nil
        titleLabel.text = nil
    }

    @objc private func shareTapped() {
        guard let item = item else { return }
        delegate?.feedItemCell(self, didTapShareFor: item)
    }

    #if DEBUG
    func debugLines() -> [String] {
        return ["id=\(item?.id ?? "-")", "title=\(titleLabel.text ?? "")"]
    }
    #endif
}
