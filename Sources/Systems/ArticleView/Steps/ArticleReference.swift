import SpecrunKit

/// How a step names an article: `$article` or "the article" (the scenario's article), or
/// `the article "Kyoto"`.
///
/// ```swift
/// let title = try world.title(.scenarioArticle)                // $article: the scenario's article
/// let latest = try world.latestRevision(of: .titled("Tokyo"))
/// ```
package enum ArticleReference: Hashable, Sendable {
    case scenarioArticle
    case titled(String)

    /// The `{article}` parameter type's regexps.
    static let regexps = [#"\$article"#, #"the article "([^"]*)""#, "the article"]

    /// Finds the reference in a phrase's text: a quoted title, else the scenario's article.
    init(in text: Substring) {
        guard let open = text.firstIndex(of: "\""),
              let close = text[text.index(after: open)...].firstIndex(of: "\"") else {
            self = .scenarioArticle
            return
        }
        self = .titled(String(text[text.index(after: open)..<close]))
    }
}
