import Foundation
import Simulation
import YAML

/// `specrun.yml`: a project's defaults for paths, reports, algorithms, the observation window and the
/// baseline. Every key is optional; a command-line option wins over it.
struct ProjectFile: Decodable, Sendable {
    var paths: [String]?
    var format: [String]?
    var algorithm: [String]?
    var tags: [String]?
    var window: VirtualDuration?
    var baseline: String?
    var strict: Bool?
    var jobs: Int?
    var order: String?
    var seed: UInt64?
    /// The directory of the fixtures (network.yml, articles.yml, safe.yml), relative to the
    /// working directory.
    var fixtures: String?
    /// The system of the features that name none (by its tag, without the `@`); by default the
    /// only system when there is one.
    var system: String?
    /// Algorithms in other languages, run through the adapter.
    var algorithms: [AlgorithmEntry]?
    /// How long an external algorithm's child may take over one turn (wall-clock), unless its entry says.
    var turnTimeout: VirtualDuration?

    static let defaultPath = "specrun.yml"

    /// Reads `path`, or `specrun.yml` when no path is given and it exists; nil when there is none.
    static func load(_ path: String?) throws -> ProjectFile? {
        let file = path ?? defaultPath
        guard FileManager.default.fileExists(atPath: file) else {
            if path != nil { throw UsageError("\(file): no such project file; check the path given to --config") }
            return nil
        }
        let data = try SourceFile.bytes(file, directoryAdvice: "give the project file's path to --config")
        return try YAMLDecoder().decode(ProjectFile.self, from: data, file: file)
    }
}
