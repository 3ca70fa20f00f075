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
///
/// A device holds a few articles at most: they are kept in a list sorted by title, where a title is
/// found by comparing (equal at a glance when it is the very string stored) sooner than a
/// dictionary hashes it, and two caches holding the same revisions are equal lists.
package struct ArticleCache: Hashable, Sendable {
    private var revisions: [ArticleRevision] = []

    package init(_ revisions: [ArticleRevision] = []) {
        for revision in revisions { store(revision) }
    }

    /// The revision of `title` kept on the device, if any.
    package subscript(title: String) -> ArticleRevision? {
        revisions.firstIndex { $0.title == title }.map { revisions[$0] }  // read in place, not copied one by one
    }

    /// Keeps `revision` as its article's stored revision, replacing any other.
    package mutating func store(_ revision: ArticleRevision) {
        if let index = revisions.firstIndex(where: { $0.title >= revision.title }) {
            if revisions[index].title == revision.title {
                revisions[index] = revision
            } else {
                revisions.insert(revision, at: index)
            }
        } else {
            revisions.append(revision)
        }
    }

    package mutating func remove(_ title: String) {
        revisions.removeAll { $0.title == title }
    }

    /// Whether this very revision is stored.
    package func holds(_ revision: ArticleRevision) -> Bool {
        self[revision.title] == revision
    }

    /// The titles stored, sorted.
    package var titles: [String] { revisions.map(\.title) }
}
