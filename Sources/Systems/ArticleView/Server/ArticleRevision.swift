import SpecrunKit

/// One revision of a Wikipedia article: its title, the revision id and the size of its content.
public struct ArticleRevision: Hashable, Sendable, CustomStringConvertible {
    public let title: String
    public let id: Int
    /// Bytes of the article's content at this revision.
    public let bytes: Int

    public init(title: String, id: Int, bytes: Int) {
        self.title = title
        self.id = id
        self.bytes = bytes
    }

    /// "revision 1042 of Tokyo".
    public var description: String { "revision \(id) of \(title)" }
}
