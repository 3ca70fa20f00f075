/// An algorithm of the gallery: what the app shows when the user opens an album, and what it
/// downloads. It runs on a `GalleryEnvironment`; answers arrive as events of the simulated clock.
public protocol GalleryApp: AnyObject {
    /// The user opens the album named `name`.
    func open(_ name: String)
}
