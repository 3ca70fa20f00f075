import SpecrunKit

/// What the feed's steps can ask the user to see, as the `{sight}` parameter type reads it;
/// `FeedWorld.sight(_:)` makes it a `Sight`.
public enum FeedSight: Hashable, Sendable {
    /// An edition of the feed open, by number: "edition 8".
    case edition(Int)
    /// The server's latest edition of the feed open, when the step runs.
    case latestEdition
    /// A blank feed with a progress bar.
    case loading
    case progressBar
    /// The absence of a progress bar.
    case noProgressBar
    case spinner
    case refreshPrompt
    case banner(Screen.Banner.Kind)
    case anyBanner
    /// The absence of any banner.
    case noBanner

    /// The phrases of `{sight}`.
    public static let vocabulary: Vocabulary<FeedSight> = {
        var words = Vocabulary<FeedSight>()
        words.add("edition [0-9]{1,9}") { text in .edition(Int(text.dropFirst("edition ".count)) ?? 0) }
        words.add("the latest edition", .latestEdition)
        words.add("a blank feed with a progress bar", .loading)
        words.add("a progress bar", .progressBar)
        words.add("no progress bar", .noProgressBar)
        words.add("a spinner", .spinner)
        words.add("a prompt to refresh", .refreshPrompt)
        words.add("an offline banner", .banner(.offline))
        words.add("a warning banner", .banner(.warning))
        words.add("an error banner", .banner(.error))
        words.add("any banners?|a banner", .anyBanner)
        words.add("no banners?", .noBanner)
        return words
    }()
}

/// A feed as a step names it: "the feed" (the fixture's default) or `the "Sports" feed`.
public enum FeedReference: Hashable, Sendable {
    case defaultFeed
    case named(String)
}
