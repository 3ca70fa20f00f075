import SpecrunKit

extension Screen {
    /// The article shown, if any.
    package var article: ArticleRevision? { content.value(as: ArticleRevision.self) }
}

extension ScreenName {
    /// The article view: its content speaks for itself ("revision 1042 of Tokyo", "blank view").
    package static let articleView = ScreenName("article view", phrasing: .view)
}

extension ScreenContent {
    /// An article at a revision, as the article view shows it.
    package static func article(_ revision: ArticleRevision) -> ScreenContent { ScreenContent(revision) }
}
