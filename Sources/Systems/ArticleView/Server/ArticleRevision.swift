import SpecrunKit

/// One revision of a Wikipedia article: its title, the revision id and the size of its content.
///
/// ```swift
/// let revision = ArticleRevision(title: "Tokyo", id: 1041, bytes: 52_000)
/// print(revision)   // revision 1041 of Tokyo
/// ```
package struct ArticleRevision: Hashable, Sendable, CustomStringConvertible {
    package let title: String
    package let id: Int
    /// Bytes of the article's content at this revision.
    package let bytes: Int

    package init(title: String, id: Int, bytes: Int) {
        self.title = title
        self.id = id
        self.bytes = bytes
    }

    /// "revision 1042 of Tokyo".
    package var description: String { "revision \(id) of \(title)" }
}
