import SpecrunKit

/// The article page an algorithm renders: the revision shown (or a blank page), the progress bar,
/// at most one banner and the refresh prompt. Its `screen` is what the device shows.
///
/// ```swift
/// environment.show(ArticlePage(revision: environment.cache["Tokyo"], isLoading: true))
/// environment.updatePage { page in page.banner = ArticlePage.offlineBanner }
/// let screen = environment.page.screen
/// ```
package struct ArticlePage: Hashable, Sendable {
    package var revision: Optional<ArticleRevision>
    package var isLoading: Bool
    package var banner: Optional<Screen.Banner>
    package var refreshPrompt: Optional<String>

    package init(revision: ArticleRevision? = nil, isLoading: Bool = false, banner: Screen.Banner? = nil,
                refreshPrompt: String? = nil) {
        self.revision = revision
        self.isLoading = isLoading
        self.banner = banner
        self.refreshPrompt = refreshPrompt
    }

    package var screen: Screen {
        screen(showing: revision.map(Screen.Content.article) ?? .blank)
    }

    /// The screen, with `content` standing for the revision (the content of `revision`, made before).
    package func screen(showing content: Screen.Content) -> Screen {
        Screen(.articleView, content: content, progressBar: isLoading, banners: banner.map { [$0] } ?? [], refreshPrompt: refreshPrompt)
    }

    /// The prompt the new algorithm shows when a newer revision exists.
    package static let refreshPromptText = "A newer revision of this article is available: tap refresh to see it"
    /// The banner the new algorithm shows when the revision check fails.
    package static let revisionUnknownBanner = Screen.Banner(.warning, "We couldn't determine the current revision of this article")
    /// The banner shown when the device has no connection.
    package static let offlineBanner = Screen.Banner(.offline, "The Internet connection appears to be offline")
    /// The banner shown when content could not be downloaded for another reason.
    package static let loadFailedBanner = Screen.Banner(.error, "The article could not be loaded")

    /// The banner for a failed content download: offline, or an error.
    package static func banner(for failure: RequestError) -> Screen.Banner {
        failure == .notConnected ? offlineBanner : loadFailedBanner
    }
}
