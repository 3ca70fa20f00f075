import SpecrunKit

/// What the HTTP cache's steps can ask the user to see, as the `{sight}` parameter type reads it;
/// `HTTPCacheWorld.sight(_:)` makes it a `Sight` with the run's versions.
public enum HTTPCacheSight: Hashable, Sendable {
    /// The version of the page the client held when the last action began.
    case versionReadBefore
    /// The origin's current version of a page, by name.
    case latestVersion(page: String)
    case blankPageWithProgressBar
    case progressBar
    case banner(Screen.Banner.Kind)
    case anyBanner
    /// No content, with a banner saying why.
    case errorPage

    static let vocabulary: Vocabulary<HTTPCacheSight> = {
        var words = Vocabulary<HTTPCacheSight>()
        words.add("the version I read before", .versionReadBefore)
        words.add("the latest version of the [a-z]+ page") { text in
            .latestVersion(page: String(text.split(separator: " ")[5]))
        }
        words.add("a blank page with a progress bar", .blankPageWithProgressBar)
        words.add("a progress bar", .progressBar)
        words.add("an offline banner", .banner(.offline))
        words.add("an error banner", .banner(.error))
        words.add("any banners?|a banner", .anyBanner)
        words.add("an error page", .errorPage)
        return words
    }()
}
