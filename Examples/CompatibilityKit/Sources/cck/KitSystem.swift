import Foundation
import SpecrunKit

/// The kit's system under test: one algorithm, and the support code of the samples it runs. Each
/// sample's definitions and hooks are registered in the order its reference stream lists them.
struct KitSystem: SystemUnderTest {
    static let name = "cck"
    static let summary = "The Cucumber Compatibility Kit's samples"
    let algorithms = [Algorithm<Void, Void>(name: "reference", summary: "the steps as the kit's reference defines them") {}]
    let steps: StepRegistry<KitWorld>
    let failsToStart: Bool

    init(samples: [String], failsToStart: Bool) {
        var steps = StepRegistry<KitWorld>()
        for sample in samples { KitSamples.registrations[sample]?(&steps) }
        self.steps = steps
        self.failsToStart = failsToStart
    }

    func prepare(settings: RunSettings) throws {
        if failsToStart { throw KitError("Whoops!") }
    }

    func makeWorld(running algorithm: Algorithm<Void, Void>, settings: RunSettings) throws -> KitWorld {
        KitWorld(attempt: settings.attempt)
    }

    /// The samples the paths on a command line name: a sample's folder, or a file in it.
    static func samples(named arguments: [String]) -> [String] {
        var names: [String] = []
        for argument in arguments {
            let path = String(argument.prefix { $0 != ":" })
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            let name = isDirectory.boolValue ? url.lastPathComponent : url.deletingLastPathComponent().lastPathComponent
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// What the samples' steps remember during one scenario.
struct KitWorld {
    /// 0 for a scenario's first attempt, 1 for its first retry, …
    var attempt: Int
    var cucumbers = 0
    var friends = 0
    var cents = 0
    var chocolateBarsInStock = false
    var saleHappened = false
    var table: [[String]] = []
}

/// An error as the kit's samples throw it: its message is all there is to it.
struct KitError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Reads a file next to the running scenario's feature file (the sample's images and documents).
enum SampleFile {
    static func bytes(_ name: String, nextTo context: StepContext) throws -> Data {
        let feature = URL(fileURLWithPath: context.scenario?.uri ?? ".")
        return try Data(contentsOf: feature.deletingLastPathComponent().appendingPathComponent(name))
    }
}
