import SpecrunKit

/// What the gallery's steps can ask the user to see, as the `{sight}` parameter type reads it;
/// `GalleryWorld.sight(_:)` makes each a `Sight` with the server's albums as they are now.
public enum GallerySight: Hashable, Sendable {
    /// Every photo the server has in the album, in order.
    case everyPhoto(album: String)
    /// One photo, by name.
    case photo(String)
    case anyPhoto
    case progressBar
    case banner(Screen.Banner.Kind)

    /// The phrases of `{sight}`: "every photo of the Lisbon album", "the photo "Lisbon 1"", "any
    /// photo", "a progress bar", "an offline banner", "an error banner".
    static let vocabulary: Vocabulary<GallerySight> = {
        var words = Vocabulary<GallerySight>()
        words.add("every photo of the [A-Z][a-z]+ album") { text in .everyPhoto(album: String(text.split(separator: " ")[4])) }
        words.add(#"the photo "[^"]+""#) { text in .photo(String(text.dropFirst(11).dropLast())) }
        words.add("any photo", .anyPhoto)
        words.add("a progress bar", .progressBar)
        words.add("an offline banner", .banner(.offline))
        words.add("an error banner", .banner(.error))
        return words
    }()
}
