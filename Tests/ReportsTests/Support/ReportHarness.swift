import Foundation
import Gherkin
@testable import Reports
import Runner
import SpecrunKit

/// Runs feature texts against the viewer system with a fixed clock and renders them in any format,
/// into files in a fresh temporary folder, for the tests to read back.
struct ReportHarness {
    static let epoch = WallTime(secondsSinceEpoch: 1_767_225_600)  // 2026-01-01T00:00:00Z
    static let context = ReportContext(color: false, clock: .fixed(at: epoch), version: "0.0.0-test")

    var systems = [try! AnySystem(ViewerSystem())]
    var features: [(uri: String, text: String)] = [("features/viewer.feature", ViewerFeatures.viewer)]
    var options = SuiteOptions(jobs: 1, strict: false)
    var order: ScenarioOrder = .defined
    var shard: Shard?
    var baseline: Baseline?

    /// The runner of the harness's systems, with its options and the fixed clock.
    var runner: Runner { Runner(systems: systems, options: options, clock: .fixed(at: ReportHarness.epoch)) }

    func plan() throws -> SuitePlan {
        // Each file parsed, then planned, before the next, as the command line numbers them: the
        // runs' ids come between one file's pickles and the next file's nodes.
        let planner = SuitePlanner(systems: systems.map(\.matcher))
        var progress = PlanningProgress()
        let planned = features.enumerated().map { position, feature -> PlannedFeature in
            guard case .success(let parsed) = ParsedFeature.parse(GherkinSource(uri: feature.uri, text: feature.text), ids: &progress.ids) else {
                fatalError("test feature \(feature.uri) does not parse")
            }
            return planner.plan(parsed, at: position, selection: Selection(), order: order, shard: shard, progress: &progress)
        }
        try progress.throwProblems()
        return SuitePlan(features: planned, order: order, shard: shard)
    }

    /// Runs once with a reporter per format and returns each format's output.
    /// The reports of the run in `formats`; with `isCancelled`, cancelled when it says so.
    func render(_ formats: [String], context: ReportContext = ReportHarness.context,
                isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> [String: String] {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reporters = try formats.map { try ReportCatalog.makeReporter(FormatRequest(name: $0, path: "\(folder)/\($0)"), context: context) }
        try runner.run(try plan(), baseline: baseline, reporters: reporters, isCancelled: isCancelled)
        return try Dictionary(uniqueKeysWithValues: formats.map { ($0, try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8)) })
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "specrun-reports-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

extension ReportHarness {
    /// Renders formats from saved `json` results, as `specrun report` does.
    static func renderSaved(_ jsons: [String], _ formats: [String], context: ReportContext = ReportHarness.context) throws -> [String: String] {
        let replay = try ResultsReplay(contents: jsons.enumerated().map { ("results-\($0.offset + 1).json", Data($0.element.utf8)) })
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reporters = try formats.map { try ReportCatalog.makeReporter(FormatRequest(name: $0, path: "\(folder)/\($0)"), context: context) }
        try replay.replay(to: reporters)
        return try Dictionary(uniqueKeysWithValues: formats.map { ($0, try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8)) })
    }
}
