import Foundation

/// One card of the feeds list, decoded from the feeds service response.
struct FeedItem: Codable, Equatable {
    let id: String
    var title: String
    var style: FeedCardStyle
    var author: Author?
    var publishedAt: Date

    /// Cards older than `freshInterval` lose the "new" badge.
    static let freshInterval: TimeInterval = 6 * 60 * 60

    var isFresh: Bool {
        let age = Date().timeIntervalSince(publishedAt)
        return age < FeedItem.freshInterval
    }

    struct Author: Codable, Equatable {
        let name: String
        let avatarURL: URL?
    }
}

/// How a card is laid out; the associated values come from the card payload.
enum FeedCardStyle: Codable, Equatable {
    case text
    case image(url: URL, aspectRatio: Double)
    case video(url: URL, duration: TimeInterval), live(roomID: String)

    var reuseIdentifier: String {
        switch self {
        case .text: return "FeedTextCell"
        case .image: return "FeedImageCell"
        case .video, .live: return "FeedVideoCell"
        }
    }

    static func placeholder(for title: String) -> FeedCardStyle {
        title.isEmpty ? .text : .live(roomID: "")
    }
}
