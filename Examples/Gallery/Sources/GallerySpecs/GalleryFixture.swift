import SpecrunKit

/// `gallery.yml`: the albums on the server, the size of a thumbnail, and the app's timings, with
/// our defaults built in. A project's `fixtures/gallery.yml` overrides what it names.
public struct GalleryFixture: Hashable, Sendable, Decodable {
    /// One album: its name and how many photos it holds.
    public struct AlbumEntry: Hashable, Sendable, Decodable {
        public var name: String
        public var photos: Int
    }

    /// The albums on the server, in order.
    public var albums: [AlbumEntry]
    /// The size of every thumbnail, in bytes.
    public var thumbnailBytes: Int
    /// How long the app waits for an answer.
    public var requestTimeout: VirtualDuration
    /// How long after an action "I should see" waits and "I should not see" looks.
    public var observationWindow: VirtualDuration

    public static let file = FixtureFile<GalleryFixture>("gallery.yml", defaults: """
        # The gallery's server and the app's timings.
        albums:
          - name: Lisbon
            photos: 12
          - name: Kyoto
            photos: 30
        thumbnailBytes: 24000
        requestTimeout: 30 s
        observationWindow: 30 s
        """)

    private enum CodingKeys: String, CodingKey {
        case albums, thumbnailBytes, requestTimeout, observationWindow
    }

    /// Decodes the four keys; sizes, counts and durations out of range are refused at their line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        albums = try container.decode([AlbumEntry].self, forKey: .albums)
        for album in albums where album.photos < 0 {
            throw DecodingError.dataCorruptedError(forKey: .albums, in: container,
                                                   debugDescription: "the album \(album.name) holds \(album.photos) photos; write 0 or more")
        }
        thumbnailBytes = try container.decodeByteCount(forKey: .thumbnailBytes)
        requestTimeout = try container.decodeRequestTimeout(forKey: .requestTimeout)
        observationWindow = try container.decodeObservationWindow(forKey: .observationWindow)
    }
}
