import SpecrunKit

/// One article content download that arrived: the revision, when, and whether the app already
/// held that revision (a redundant download, which the proposal wants to eliminate).
///
/// ```swift
/// for download in environment.downloads where download.wasAlreadyHeld {
///     print("\(download.revision) downloaded again at \(download.instant)")
/// }
/// ```
package struct ArticleDownload: Hashable, Sendable, CustomStringConvertible {
    package let revision: ArticleRevision
    package let instant: VirtualInstant
    package let wasAlreadyHeld: Bool

    package init(revision: ArticleRevision, instant: VirtualInstant, wasAlreadyHeld: Bool) {
        self.revision = revision
        self.instant = instant
        self.wasAlreadyHeld = wasAlreadyHeld
    }

    /// "revision 1042 of Tokyo at 726 ms (already held)".
    package var description: String {
        "\(revision) at \(instant)" + (wasAlreadyHeld ? " (already held)" : "")
    }
}
