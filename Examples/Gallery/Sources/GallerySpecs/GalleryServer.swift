import SpecrunKit

/// The gallery's back end: its albums, each a list of photos. It answers an album with the list of
/// its photos, and a photo with its thumbnail; a scenario may add or delete photos at any moment.
public struct GalleryServer: SimulatedServer, Hashable, Sendable {
    /// The albums, in the order the fixture lists them.
    public private(set) var albums: [Album]

    /// The albums of `fixture`: "Lisbon 1", "Lisbon 2", … in each, every thumbnail of its size.
    public init(_ fixture: GalleryFixture) {
        albums = fixture.albums.map { album in
            Album(name: album.name, photos: (0..<album.photos).map {
                Photo(name: "\(album.name) \($0 + 1)", bytes: fixture.thumbnailBytes)
            })
        }
    }

    /// The album named `name`, if the server has one.
    public func album(named name: String) -> Album? {
        albums.first { $0.name == name }
    }

    /// An album's list answers its photos; a thumbnail answers its one photo, with the thumbnail's
    /// bytes. An album or photo the server does not have is a 404.
    public mutating func answer(_ request: GalleryRequest, at now: VirtualInstant) -> ServerAnswer<[Photo]> {
        switch request {
        case .album(let name):
            guard let album = album(named: name) else { return .status(404, bytes: 200) }
            return .ok(album.photos, bytes: 200 + 60 * album.photos.count)
        case .thumbnail(let photo):
            guard albums.contains(where: { $0.photos.contains(photo) }) else { return .status(404, bytes: 200) }
            return .ok([photo], bytes: photo.bytes)
        }
    }

    /// A new photo at the end of the album, its thumbnail the size of the album's others.
    public mutating func addPhoto(to name: String) {
        guard let index = albums.firstIndex(where: { $0.name == name }) else { return }
        let bytes = albums[index].photos.last?.bytes ?? 0
        albums[index].photos.append(Photo(name: "\(name) \(albums[index].photos.count + 1)", bytes: bytes))
    }

    /// The photo named `name` leaves whichever album holds it.
    public mutating func deletePhoto(named name: String) {
        for index in albums.indices { albums[index].photos.removeAll { $0.name == name } }
    }
}

/// What the app asks the gallery's server for, for the request log: an album's list of photos, or
/// one photo's thumbnail.
public enum GalleryRequest: ServerRequest {
    case album(String)
    case thumbnail(Photo)

    /// The album endpoint for a list, the thumbnail endpoint for a photo.
    public var endpoint: Endpoint {
        switch self {
        case .album: GalleryRequest.albums
        case .thumbnail: GalleryRequest.thumbnails
        }
    }

    /// The album's or the photo's name.
    public var resource: String {
        switch self {
        case .album(let name): name
        case .thumbnail(let photo): photo.name
        }
    }

    /// Where albums' lists come from.
    public static let albums = Endpoint(host: "gallery.example", name: "album", requestBytes: 300)
    /// Where thumbnails come from.
    public static let thumbnails = Endpoint(host: "gallery.example", name: "thumbnail", requestBytes: 300)
}

/// An album: its name and its photos, in order. The album page shows one as its content:
/// "12 photos of Lisbon (Lisbon 1 to Lisbon 12)".
public struct Album: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var photos: [Photo]

    public init(name: String, photos: [Photo]) {
        self.name = name
        self.photos = photos
    }

    public var description: String {
        guard let first = photos.first, let last = photos.last else { return "no photos of \(name)" }
        let range = photos.count == 1 ? first.name : "\(first.name) to \(last.name)"
        return PlainWords.count(photos.count, "photo") + " of \(name) (\(range))"
    }
}

/// One photo: its name ("Lisbon 3") and the size of its thumbnail.
public struct Photo: Hashable, Sendable {
    public var name: String
    public var bytes: Int

    public init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}
