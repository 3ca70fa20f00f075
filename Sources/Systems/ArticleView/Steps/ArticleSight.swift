import SpecrunKit

/// What the article view's steps can ask the user to see, as the `{sight}` parameter type reads it
/// from a step; `ArticleViewWorld.sight(_:)` makes it a `Sight` with the run's revisions.
///
/// ```swift
/// let prompt = try world.sight(.refreshPrompt)
/// let cached = try world.sight(.storedRevision(.scenarioArticle))
/// try world.session.observe(cached.or(prompt), .immediately)
/// ```
package enum ArticleSight: Hashable, Sendable {
    /// The revision of the article the app held when the last action began.
    case storedRevision(ArticleReference)
    /// Any revision of the article.
    case content(ArticleReference)
    /// The server's newest revision of the article.
    case latestRevision(ArticleReference)
    /// The newest revision, or a prompt to refresh (the user is not left unknowingly behind).
    case latestRevisionOrPrompt(ArticleReference)
    case blankViewWithProgressBar
    case blankView
    case progressBar
    case refreshPrompt
    case anyBanner
    /// A banner that reports a failure: an offline or error banner (not a warning).
    case errorBanner
    case banner(Screen.Banner.Kind)

    private static let article = #"(?:\$article|the article "[^"]*"|the article)"#
    private static let kind = "(?:offline|warning|error)"

    /// The phrases of `{sight}`, as the proposal writes them.
    static let vocabulary: Vocabulary<ArticleSight> = {
        var words = Vocabulary<ArticleSight>()
        words.add("locally stored revision of \(article)") { .storedRevision(ArticleReference(in: $0)) }
        words.add("the last revision of \(article) (?:that )?I downloaded") { .storedRevision(ArticleReference(in: $0)) }
        words.add("the cached content", .storedRevision(.scenarioArticle))
        words.add(#"the (?:\$article|"[^"]*") content"#) { .content(ArticleReference(in: $0)) }
        words.add("the latest (?:version|revision) of \(article)") { .latestRevision(ArticleReference(in: $0)) }
        words.add("the latest (?:version|revision) of \(article) or a prompt to refresh") {
            .latestRevisionOrPrompt(ArticleReference(in: $0))
        }
        words.add("a blank view with a progress bar", .blankViewWithProgressBar)
        words.add("a blank view", .blankView)
        words.add("a progress bar", .progressBar)
        words.add("a prompt to tap the refresh button to see the latest revision|a prompt to refresh|the refresh prompt",
                  .refreshPrompt)
        words.add("any banners?|a banner", .anyBanner)
        words.add("any error banners?|an error banner", .errorBanner)
        words.add(#"an? "?\#(kind)"? banner(?: that we failed to determine the current revision of the article)?"#) { text in
            let word = text.split(separator: " ")[1].trimmingCharacters(in: .init(charactersIn: "\""))
            return .banner(Screen.Banner.Kind(word))
        }
        return words
    }()
}
