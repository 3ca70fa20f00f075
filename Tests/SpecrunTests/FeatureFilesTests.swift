import Foundation
import Gherkin
import Runner
import SpecrunKit
import Testing
@testable import SpecrunCLI

/// The command line's plan source: a small suite is planned once and kept; a large one is read
/// again for the run, and a file that changed in between stops it.
@Suite struct FeatureFilesTests {
    static func files(_ text: String, keepingUpTo limit: Int) throws -> (FeatureFiles, path: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID()).feature").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let files = FeatureFiles(paths: [path], planner: SuitePlanner(systems: []), selection: Selection(), order: .defined,
                                 shard: nil, ids: IdGenerator(), keepingUpTo: limit)
        return (files, path)
    }

    @Test func aLargeSuiteIsReadAgainWithTheSameIdsAndAChangedFileStopsTheRun() throws {
        let (files, path) = try Self.files("Feature: A\n  Scenario: One\n    Given a step\n", keepingUpTo: 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try files.feature(at: 0)
        // The file planned last is kept for the first ask of the run; after that it is read again.
        #expect(try files.feature(at: 0).parsed.pickles.map(\.id) == first.parsed.pickles.map(\.id))
        let again = try files.feature(at: 0)
        #expect(again.parsed.pickles.map(\.id) == first.parsed.pickles.map(\.id))
        #expect(again.parsed.pickles.first?.steps.map(\.id) == first.parsed.pickles.first?.steps.map(\.id))
        try "Feature: A\n  Scenario: Two\n    Given a step\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ConfigurationError("\(path): the file changed while the run was going; run again once it is saved")) {
            try files.feature(at: 0)
        }
    }

    @Test func aSmallSuiteIsPlannedOnce() throws {
        let (files, path) = try Self.files("Feature: A\n  Scenario: One\n    Given a step\n", keepingUpTo: 10)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try files.feature(at: 0)
        try "Feature: A\n  Scenario: Two\n    Given a step\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try files.feature(at: 0).parsed.pickles.map(\.name) == first.parsed.pickles.map(\.name))
        // The scenario names no system, which is said once every feature was planned.
        #expect(throws: PlanError.self) { try files.finishPlanning() }
    }
}
