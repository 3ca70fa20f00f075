import SpecrunKit

/// Downloads the album and every thumbnail each time the album opens: a blank page with a progress
/// bar until they are there, a banner instead when the server cannot be reached.
public final class ReloadAlways: GalleryApp {
    let environment: GalleryEnvironment

    public init(environment: GalleryEnvironment) {
        self.environment = environment
    }

    public func open(_ name: String) {
        let environment = environment
        environment.show(GalleryEnvironment.Page(album: Album(name: name, photos: []), isLoading: true))
        environment.fetch(.album(name)) { result in
            switch result {
            case .success(let photos):
                environment.show(photos, of: name, stored: [])
            case .failure(let failure):
                environment.updatePage(of: name) { $0.isLoading = false; $0.banner = GalleryEnvironment.banner(for: failure) }
            }
        }
    }
}
