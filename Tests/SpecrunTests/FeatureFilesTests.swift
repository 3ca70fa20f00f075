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

    /// The first file read ahead (while the systems are made) is planned as if read then: the
    /// same pickles and ids, its problems said once; a read-ahead of another file, or one not
    /// done, is not taken.
    @Test func theFileReadAheadIsPlannedAsIfReadThen() throws {
        let text = "Feature: A\n  Scenario: One\n    Given a step\n  Scenario: Two\n    Given another\n"
        let (plain, path) = try Self.files(text, keepingUpTo: 10)
        defer { try? FileManager.default.removeItem(atPath: path) }
        func planned(_ readAhead: FeatureFiles.ReadAhead?) throws -> (PlannedFeature, FeatureFiles) {
            let files = FeatureFiles(paths: [path], planner: SuitePlanner(systems: []), selection: Selection(), order: .defined,
                                     shard: nil, ids: IdGenerator(), readAhead: readAhead)
            return (try files.feature(at: 0), files)
        }
        let expected = try plain.feature(at: 0)
        let readAhead = FeatureFiles.ReadAhead(path: path)
        readAhead.perform()
        // The file changes after it was read ahead: the plan is of what was read.
        try "Feature: B\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (fromReadAhead, _) = try planned(readAhead)
        #expect(fromReadAhead.parsed.pickles.map(\.id) == expected.parsed.pickles.map(\.id))
        #expect(fromReadAhead.parsed.pickles.map(\.name) == ["One", "Two"])
        // Not done, or of another file: the file is read when planned.
        let (notDone, _) = try planned(FeatureFiles.ReadAhead(path: path))
        let (elsewhere, _) = try planned({ let other = FeatureFiles.ReadAhead(path: path + ".other"); other.perform(); return other }())
        #expect(notDone.parsed.document.feature?.name == "B" && elsewhere.parsed.document.feature?.name == "B")
    }

    @Test func theProblemsOfAFileReadAheadAreSaidOnce() throws {
        let (_, path) = try Self.files("Feature: A\n  Scenario: One\n    Given a step\n      | a |\n      | b | c |\n",
                                        keepingUpTo: 10)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let readAhead = FeatureFiles.ReadAhead(path: path)
        readAhead.perform()
        let files = FeatureFiles(paths: [path], planner: SuitePlanner(systems: []), selection: Selection(), order: .defined,
                                 shard: nil, ids: IdGenerator(), readAhead: readAhead)
        _ = try files.feature(at: 0)
        let errors = #expect(throws: FeatureFileErrors.self) { try files.finishPlanning() }
        #expect(errors?.problems.count == 1 && errors?.problems[0].hasPrefix("\(path):5:7: ") == true, "\(errors?.problems ?? [])")
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
