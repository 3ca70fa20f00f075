extension Screen {
    /// Which screen of an app is showing: "Assets", "Transaction details", the article view. A system
    /// names its own screens (`Screen.Name("Address book")`). A screen is a *view* whose content speaks
    /// for itself ("revision 1042 of Tokyo", "blank view"), or, by default, a named screen
    /// ("Assets screen showing …", "empty Assets screen").
    ///
    /// ```swift
    /// let assets: Screen.Name = "Assets"
    /// let articleView = Screen.Name("article view", phrasing: .view)
    /// ```
    public struct Name: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// How a screen of this name is put into words.
        public enum Phrasing: Hashable, Sendable {
            /// "Assets screen showing …", "empty Assets screen", "“No data” on the Assets screen".
            case screen
            /// The content alone, "blank view", "“No data” in the article view".
            case view
        }

        /// The name as people say it: "Assets", "Transaction details".
        public let title: String
        /// How a screen of this name is put into words.
        public let phrasing: Phrasing

        /// A screen called `title`, phrased as a named screen unless said otherwise.
        public init(_ title: String, phrasing: Phrasing = .screen) {
            self.title = title
            self.phrasing = phrasing
        }

        /// A named screen: `let assets: Screen.Name = "Assets"`.
        public init(stringLiteral title: String) {
            self.init(title)
        }

        /// The title.
        public var description: String { title }

        /// Nothing of the app is on screen yet.
        public static let nothing = Screen.Name("nothing", phrasing: .view)
    }
}
