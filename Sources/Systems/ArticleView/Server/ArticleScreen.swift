import SpecrunKit

extension Screen {
    /// The article shown, if any.
    package var article: ArticleRevision? { content.value(as: ArticleRevision.self) }
}

extension Screen.Name {
    /// The article view: its content speaks for itself ("revision 1042 of Tokyo", "blank view").
    package static let articleView = Screen.Name("article view", phrasing: .view)
}

extension Screen.Content {
    /// An article at a revision, as the article view shows it.
    package static func article(_ revision: ArticleRevision) -> Screen.Content { Screen.Content(revision) }
}
