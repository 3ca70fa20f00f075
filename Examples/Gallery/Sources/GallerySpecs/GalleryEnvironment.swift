import SpecrunKit

/// What a gallery algorithm runs on: the device, the gallery's server over the device's network,
/// and the album page on screen, which it renders and changes.
public final class GalleryEnvironment {
    public let device: SimulatedDevice
    public let server: ServerConnection<GalleryServer>
    public let requestTimeout: VirtualDuration
    /// The album page on screen.
    public private(set) var page = Page()

    public init(device: SimulatedDevice, server: GalleryServer, requestTimeout: VirtualDuration) {
        self.device = device
        self.server = device.connect(to: server)
        self.requestTimeout = requestTimeout
    }

    /// The album page as the app draws it: the album's photos shown so far, a progress bar while
    /// it loads, and a banner when loading failed.
    public struct Page: Hashable, Sendable {
        public var album = Album(name: "", photos: [])
        public var isLoading = false
        public var banner: Screen.Banner?

        /// What the user sees: the photos shown, or a blank page.
        public var screen: Screen {
            Screen(.album, content: album.photos.isEmpty ? .blank : Screen.Content(album), progressBar: isLoading,
                   banners: banner.map { [$0] } ?? [])
        }
    }

    /// Shows a new page.
    public func show(_ page: Page) {
        self.page = page
        device.show(page.screen)
    }

    /// Changes the page on screen and shows the result, if it still shows the album `name`: an
    /// answer about an album the user has left changes nothing.
    public func updatePage(of name: String, _ change: (inout Page) -> Void) {
        guard page.album.name == name else { return }
        change(&page)
        device.show(page.screen)
    }

    /// Sends `request`; `completion` gets the photos of the answer, as a clock event.
    public func fetch(_ request: GalleryRequest, then completion: @escaping (Result<[Photo], RequestError>) -> Void) {
        server.send(request, timeout: requestTimeout, completion: completion)
    }

    /// Shows `photos` as those of the album `name` on screen: those in `stored` at once, the others
    /// as their thumbnails arrive, in the album's order, with a progress bar until the last one is
    /// there. Each thumbnail downloaded is handed to `received`.
    public func show(_ photos: [Photo], of name: String, stored: Set<Photo>, received: @escaping (Photo) -> Void = { _ in }) {
        var shown = stored.intersection(photos)
        let missing = photos.filter { !shown.contains($0) }
        updatePage(of: name) { page in
            page.album.photos = photos.filter(shown.contains)
            page.isLoading = !missing.isEmpty
        }
        for photo in missing {
            fetch(.thumbnail(photo)) { [self] result in
                switch result {
                case .success:
                    received(photo)
                    shown.insert(photo)
                    updatePage(of: name) { page in
                        page.album.photos = photos.filter(shown.contains)
                        page.isLoading = page.album.photos.count < photos.count
                    }
                case .failure(let failure):
                    updatePage(of: name) { page in
                        page.isLoading = false
                        page.banner = Self.banner(for: failure)
                    }
                }
            }
        }
    }

    /// The banner for a request that failed: offline, or an error.
    public static func banner(for failure: RequestError) -> Screen.Banner {
        failure == .notConnected ? Screen.Banner(.offline, "You are offline") : Screen.Banner(.error, "The album could not be loaded")
    }
}

extension Screen.Name {
    /// The gallery's one screen: an album page whose photos speak for themselves.
    public static let album = Screen.Name("album page", phrasing: .view)
}

extension Screen {
    /// The photos on screen, if any.
    public var album: Album? { content.value(as: Album.self) }
}
