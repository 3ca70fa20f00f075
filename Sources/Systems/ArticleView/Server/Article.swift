import SpecrunKit

/// A Wikipedia article on the simulated server: its title and its revisions, oldest first.
///
/// ```swift
/// let tokyo = Article(title: "Tokyo", revisions: [(id: 1040, bytes: 48_000), (id: 1041, bytes: 52_000)])
/// let latest = tokyo.latestRevision   // revision 1041 of Tokyo
/// ```
package struct Article: Hashable, Sendable, Decodable {
    package let title: String
    package internal(set) var revisions: [ArticleRevision]

    package init(title: String, revisions: [(id: Int, bytes: Int)]) {
        self.title = title
        self.revisions = revisions.map { ArticleRevision(title: title, id: $0.id, bytes: $0.bytes) }
    }

    /// The newest revision.
    package var latestRevision: ArticleRevision? { revisions.last }

    private enum CodingKeys: String, CodingKey {
        case title, revisions
    }

    private struct RevisionEntry: Decodable {
        let id: Int
        let bytes: Int

        private enum CodingKeys: String, CodingKey {
            case id, bytes
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            bytes = try container.decodeByteCount(forKey: .bytes)
        }
    }

    /// Decodes `title` and `revisions`, a list of `id` and `bytes`, oldest first.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decode(String.self, forKey: .title)
        let entries = try container.decode([RevisionEntry].self, forKey: .revisions)
        guard !entries.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .revisions, in: container,
                debugDescription: "the article “\(title)” needs at least one revision, as in: - { id: 1042, bytes: 213120 }")
        }
        self.init(title: title, revisions: entries.map { ($0.id, $0.bytes) })
    }
}
