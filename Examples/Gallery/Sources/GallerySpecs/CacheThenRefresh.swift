import SpecrunKit

/// Keeps every album and thumbnail it downloaded. An album seen before shows at once, from what it
/// kept, and is refreshed behind it: only new photos are downloaded, deleted ones go. Offline, what
/// it kept stays on screen, with a banner that says so.
public final class CacheThenRefresh: GalleryApp {
    let environment: GalleryEnvironment
    private var albums: [String: [Photo]] = [:]
    private var thumbnails: Set<Photo> = []

    public init(environment: GalleryEnvironment) {
        self.environment = environment
    }

    public func open(_ name: String) {
        let kept = (albums[name] ?? []).filter(thumbnails.contains)
        environment.show(GalleryEnvironment.Page(album: Album(name: name, photos: kept), isLoading: albums[name] == nil))
        environment.fetch(.album(name)) { [self] result in
            switch result {
            case .success(let photos):
                albums[name] = photos
                environment.show(photos, of: name, stored: thumbnails) { [self] in thumbnails.insert($0) }
            case .failure(let failure):
                environment.updatePage(of: name) { $0.isLoading = false; $0.banner = GalleryEnvironment.banner(for: failure) }
            }
        }
    }
}
