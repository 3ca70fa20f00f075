import SpecrunKit

/// A collectible (an ERC721 token) held by a safe, with the image the app downloads for it.
///
/// ```swift
/// let kitty = Collectible(name: "CryptoKitty #42", image: "kitty-42.png", imageBytes: 180_000)
/// print(kitty)   // CryptoKitty #42
/// ```
package struct Collectible: Hashable, Sendable, Decodable, CustomStringConvertible {
    package var name: String
    /// The image's identifier, asked for on the image endpoint.
    package var image: String
    package var imageBytes: Int

    package init(name: String, image: String, imageBytes: Int) {
        self.name = name
        self.image = image
        self.imageBytes = imageBytes
    }

    package var description: String { name }

    private enum CodingKeys: String, CodingKey {
        case name, image, imageBytes
    }

    /// Decodes `name`, `image` and `imageBytes` (a size in bytes, range-checked).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        image = try container.decode(String.self, forKey: .image)
        imageBytes = try container.decodeByteCount(forKey: .imageBytes)
    }
}
