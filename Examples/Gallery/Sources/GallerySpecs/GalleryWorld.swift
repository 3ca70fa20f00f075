import SpecrunKit

/// One run of the gallery: the device session, the app (an algorithm on its environment) and the
/// server's albums, which a scenario may change.
public struct GalleryWorld: SimulatedWorld {
    /// The phrases of `{sight}`.
    public static let sights = GallerySight.vocabulary

    public var session: DeviceSession
    public let environment: GalleryEnvironment
    public let app: any GalleryApp

    public init(session: DeviceSession, environment: GalleryEnvironment, app: any GalleryApp) {
        self.session = session
        self.environment = environment
        self.app = app
    }

    /// The server; setting it changes what it answers from now on.
    public var server: GalleryServer {
        get { environment.server.server }
        nonmutating set { environment.server.server = newValue }
    }

    /// A user action on the app, at the current instant.
    public mutating func act(_ action: (any GalleryApp) -> Void) throws {
        let app = app
        try session.perform { action(app) }
    }

    /// The album a step names; one the server does not have fails the step, naming those it has.
    public func album(named name: String) throws -> Album {
        guard let album = server.album(named: name) else {
            throw StepError.failed("the server has no album \(name); it has " + PlainWords.list(server.albums.map(\.name)))
        }
        return album
    }

    public func sight(_ phrase: GallerySight) throws -> Sight {
        switch phrase {
        case .everyPhoto(let name):
            let album = try album(named: name)
            return Sight("every photo of the \(name) album, \(album)") { $0.album == album }
        case .photo(let name):
            return Sight("the photo “\(name)”") { screen in screen.album?.photos.contains { $0.name == name } ?? false }
        case .anyPhoto:
            return Sight("any photo") { $0.album != nil }
        case .progressBar:
            return Sight("a progress bar") { $0.showsProgressBar }
        case .banner(let kind):
            return Sight(Screen.Banner(kind).description) { $0.showsBanner(kind) }
        }
    }
}
