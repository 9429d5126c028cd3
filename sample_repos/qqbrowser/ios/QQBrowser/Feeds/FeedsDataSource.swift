import Foundation

/// One page of feeds; `nextCursor` is nil on the last page.
struct FeedsPage {
    let items: [FeedItem]
    let nextCursor: String?

    var hasMore: Bool { nextCursor != nil }
}

protocol FeedsDataSource: AnyObject {
    var pageSize: Int { get }
    func loadPage(after cursor: String?, completion: @escaping (Result<FeedsPage, Error>) -> Void)
    func cancelAll()
}

final class RemoteFeedsDataSource: FeedsDataSource {
    static let shared = RemoteFeedsDataSource(session: .shared)

    let pageSize = 20
    private let session: URLSession
    private var tasks: [URLSessionDataTask] = []

    init(session: URLSession) {
        self.session = session
    }

    convenience init() {
        self.init(session: URLSession(configuration: .ephemeral))
    }

    func loadPage(after cursor: String?, completion: @escaping (Result<FeedsPage, Error>) -> Void) {
        var components = URLComponents(string: "https://feeds.qq.com/api/v2/list")!
        components.queryItems = [URLQueryItem(name: "size", value: String(pageSize))]
        if let cursor = cursor {
            components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor))
        }
        let task = session.dataTask(with: components.url!) { data, _, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            do {
                let items = try JSONDecoder().decode([FeedItem].self, from: data ?? Data())
                completion(.success(FeedsPage(items: items, nextCursor: items.last?.id)))
            } catch {
                completion(.failure(error))
            }
        }
        tasks.append(task)
        task.resume()
    }

    func cancelAll() {
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
    }
}
