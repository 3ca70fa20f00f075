import SpecrunKit

/// The article page an algorithm renders: the revision shown (or a blank page), the progress bar,
/// at most one banner and the refresh prompt. Its `screen` is what the device shows.
///
/// ```swift
/// environment.show(ArticlePage(revision: environment.cache["Tokyo"], isLoading: true))
/// environment.updatePage { page in page.banner = ArticlePage.offlineBanner }
/// let screen = environment.page.screen
/// ```
public struct ArticlePage: Hashable, Sendable {
    public var revision: ArticleRevision?
    public var isLoading: Bool
    public var banner: Banner?
    public var refreshPrompt: String?

    public init(revision: ArticleRevision? = nil, isLoading: Bool = false, banner: Banner? = nil,
                refreshPrompt: String? = nil) {
        self.revision = revision
        self.isLoading = isLoading
        self.banner = banner
        self.refreshPrompt = refreshPrompt
    }

    public var screen: Screen {
        Screen(.articleView, content: revision.map(ScreenContent.init) ?? .blank, progressBar: isLoading,
               banners: banner.map { [$0] } ?? [], refreshPrompt: refreshPrompt)
    }

    /// The prompt the new algorithm shows when a newer revision exists.
    public static let refreshPromptText = "A newer revision of this article is available: tap refresh to see it"
    /// The banner the new algorithm shows when the revision check fails.
    public static let revisionUnknownBanner = Banner(.warning, "We couldn't determine the current revision of this article")
    /// The banner shown when the device has no connection.
    public static let offlineBanner = Banner(.offline, "The Internet connection appears to be offline")
    /// The banner shown when content could not be downloaded for another reason.
    public static let loadFailedBanner = Banner(.error, "The article could not be loaded")

    /// The banner for a failed content download: offline, or an error.
    public static func banner(for failure: RequestFailure) -> Banner {
        failure == .notConnected ? offlineBanner : loadFailedBanner
    }
}
