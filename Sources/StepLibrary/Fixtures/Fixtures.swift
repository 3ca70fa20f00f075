import Foundation
import Simulation
import YAML

/// The simulation's data, decoded once from the fixtures directory and shared, read-only, by every
/// world: the network profiles (`network.yml`), Wikipedia's articles (`articles.yml`) and the
/// wallet's safes (`safe.yml`).
public struct Fixtures: Hashable, Sendable {
    public var network: NetworkFixture
    public var articles: ArticleFixture
    public var safe: SafeFixture

    public init(network: NetworkFixture, articles: ArticleFixture, safe: SafeFixture) {
        self.network = network
        self.articles = articles
        self.safe = safe
    }

    /// The directory read when none is configured, relative to the working directory.
    public static let defaultDirectory = "fixtures"

    /// Reads and decodes the three files of `directory`. A missing or unreadable file, or one that
    /// does not decode, is a `FixtureError` naming the file (and the line and column of a mistake).
    public static func load(fromDirectory directory: String) throws(FixtureError) -> Fixtures {
        try Fixtures(network: decode(NetworkFixture.self, "network.yml", in: directory),
                     articles: decode(ArticleFixture.self, "articles.yml", in: directory),
                     safe: decode(SafeFixture.self, "safe.yml", in: directory))
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ name: String, in directory: String) throws(FixtureError) -> T {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(path: directory, problem: .missingDirectory)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw FixtureError(path: path, problem: .missingFile)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureError(path: path, problem: .unreadable)
        }
        do {
            return try YAMLDecoder().decode(type, from: data, file: path)
        } catch {
            throw FixtureError(path: path, problem: .invalid(error.description))
        }
    }
}
