import SpecrunKit

/// The app's local store of downloaded articles: for each title, the revision kept on the device.
/// It belongs to the app; a scenario fills it beforehand ("Given $article is cached").
///
/// ```swift
/// var cache = ArticleCache([ArticleRevision(title: "Tokyo", id: 1040, bytes: 48_000)])
/// cache.store(ArticleRevision(title: "Tokyo", id: 1041, bytes: 52_000))   // replaces 1040
/// let held = cache["Tokyo"]                                              // revision 1041 of Tokyo
/// cache.remove("Tokyo")
/// ```
package struct ArticleCache: Hashable, Sendable {
    private var revisions: [String: ArticleRevision] = [:]

    package init(_ revisions: [ArticleRevision] = []) {
        for revision in revisions { store(revision) }
    }

    /// The revision of `title` kept on the device, if any.
    package subscript(title: String) -> ArticleRevision? {
        revisions[title]
    }

    /// Keeps `revision` as its article's stored revision, replacing any other.
    package mutating func store(_ revision: ArticleRevision) {
        revisions[revision.title] = revision
    }

    package mutating func remove(_ title: String) {
        revisions[title] = nil
    }

    /// Whether this very revision is stored.
    package func holds(_ revision: ArticleRevision) -> Bool {
        revisions[revision.title] == revision
    }

    /// The titles stored, sorted.
    package var titles: [String] { revisions.keys.sorted() }
}
