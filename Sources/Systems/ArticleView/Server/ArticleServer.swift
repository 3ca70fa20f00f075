import SpecrunKit

/// Wikipedia's side of the article view: articles with their revisions. A scenario publishes a
/// newer revision on the server; the app learns of it only by asking.
///
/// Endpoints (on host `wikipedia-api`): `revision`, the latest revision's id and size (a 350-byte
/// request, a 450-byte answer); `content`, an article's content at a revision (350 bytes up, the
/// revision's size down). An unknown title or revision answers 404 with 250 bytes.
///
/// ```swift
/// let server = ArticleServer(articles: [Article(title: "Tokyo", revisions: [(id: 1041, bytes: 52_000)])])
/// let wikipedia = device.connect(to: server)
/// let token = wikipedia.send(.latestRevision(of: "Tokyo")) { result in print(result) }   // wikipedia.cancel(token) to abandon it
/// ```
package struct ArticleServer: SimulatedServer, Hashable, Sendable {
    package static let revisionEndpoint = Endpoint(host: "wikipedia-api", name: "revision", requestBytes: 350)
    package static let contentEndpoint = Endpoint(host: "wikipedia-api", name: "content", requestBytes: 350)
    static let revisionAnswerBytes = 450
    static let notFoundBytes = 250

    /// What the article view asks for.
    package enum Request: ServerRequest {
        /// The id and size of an article's newest revision.
        case latestRevision(of: String)
        /// An article's content at a revision (the newest when nil).
        case content(of: String, revision: Int? = nil)

        package var endpoint: Endpoint {
            switch self {
            case .latestRevision: ArticleServer.revisionEndpoint
            case .content: ArticleServer.contentEndpoint
            }
        }

        package var resource: String {
            switch self {
            case .latestRevision(let title), .content(let title, _): title
            }
        }
    }

    package private(set) var articles: [Article]

    package init(articles: [Article]) {
        self.articles = articles
    }

    package func article(titled title: String) -> Article? {
        // Found by index, its title read in place: `first(where:)` copied each article it passed.
        articles.firstIndex { $0.title == title }.map { articles[$0] }
    }

    package func latestRevision(of title: String) -> ArticleRevision? {
        article(titled: title)?.latestRevision
    }

    /// Publishes a newer revision of an article, with the next revision id on the server and
    /// (unless given) 640 bytes more than the last one. Nil for an unknown title.
    @discardableResult
    package mutating func publishNewRevision(of title: String, bytes: Int? = nil) -> ArticleRevision? {
        guard let index = articles.firstIndex(where: { $0.title == title }),
              let latest = articles[index].latestRevision else { return nil }
        var highestID = 0  // of every article's revisions, read in place (no list of them made)
        for article in articles.indices {
            for revision in articles[article].revisions.indices { highestID = max(highestID, articles[article].revisions[revision].id) }
        }
        let nextID = highestID + 1
        let revision = ArticleRevision(title: title, id: nextID, bytes: bytes ?? latest.bytes + 640)
        articles[index].revisions.append(revision)
        return revision
    }

    package func answer(_ request: Request, at now: VirtualInstant) -> ServerAnswer<ArticleRevision> {
        switch request {
        case .latestRevision(let title):
            guard let latest = latestRevision(of: title) else { return .status(404, bytes: Self.notFoundBytes) }
            return .ok(latest, bytes: Self.revisionAnswerBytes)
        case .content(let title, let id):
            guard let article = article(titled: title),
                  let revision = id.map({ id in article.revisions.first { $0.id == id } }) ?? article.latestRevision
            else { return .status(404, bytes: Self.notFoundBytes) }
            return .ok(revision, bytes: revision.bytes)
        }
    }
}
