import SpecrunKit

/// Where the user opens an article from. The legacy algorithm treats a search result and a link
/// (a fresh page) differently from the others (pages the user has been to).
///
/// ```swift
/// app.open("Tokyo", via: .savedArticles)
/// print(ArticleRoute.searchResult)   // via search-result
/// ```
package enum ArticleRoute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case searchResult = "search-result"
    case link
    case savedArticles = "saved articles"
    case history
    case featuredArticle = "the featured article"
    case back

    /// "via search-result", "from saved articles", "back".
    package var description: String {
        switch self {
        case .searchResult, .link: "via \(rawValue)"
        case .back: "back"
        case .savedArticles, .history, .featuredArticle: "from \(rawValue)"
        }
    }
}
