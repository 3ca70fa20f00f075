import SpecrunKit

/// One edition of a news feed: the feed's name, the edition's number (a newer edition has a larger
/// one) and its size. What the feed app shows, and what `feeds.yml` lists as `{ name, edition, bytes }`.
///
/// ```swift
/// let edition = FeedEdition(feed: "World", number: 7, bytes: 24_000)
/// print(edition)   // edition 7 of World
/// ```
public struct FeedEdition: Hashable, Sendable, CustomStringConvertible, Decodable {
    public let feed: String
    public let number: Int
    /// Bytes of the edition's stories.
    public let bytes: Int

    public init(feed: String, number: Int, bytes: Int) {
        self.feed = feed
        self.number = number
        self.bytes = bytes
    }

    /// The next edition of the same feed, a little larger.
    public var next: FeedEdition { FeedEdition(feed: feed, number: number + 1, bytes: bytes + 500) }

    /// "edition 7 of World".
    public var description: String { "edition \(number) of \(feed)" }

    private enum CodingKeys: String, CodingKey {
        case feed = "name", number = "edition", bytes
    }
}

extension Screen {
    /// The edition shown, if any.
    public var edition: FeedEdition? { content.value(as: FeedEdition.self) }
}

extension Screen.Name {
    /// The feed app's one screen: its content speaks for itself ("edition 7 of World", "blank view").
    public static let feed = Screen.Name("feed", phrasing: .view)
}

extension Screen.Content {
    /// An edition, as the feed shows it.
    public static func edition(_ edition: FeedEdition) -> Screen.Content { Screen.Content(edition) }
}
