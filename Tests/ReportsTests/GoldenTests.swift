import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// Every text format on the same small run, against its golden file. The clock is fixed, so times
/// are the epoch and durations zero, and the output is the same on every machine.
@Suite struct GoldenTests {
    static let files: [(format: String, file: String)] = [
        ("pretty", "viewer.pretty.txt"), ("progress", "viewer.progress.txt"), ("summary", "viewer.summary.txt"),
        ("json", "viewer.json"), ("junit", "viewer.junit.xml"), ("message", "viewer.ndjson"),
        ("cucumber-json", "viewer.cucumber.json"), ("markdown", "viewer.md"), ("html", "viewer.html"),
        ("github", "viewer.github.txt"), ("rerun", "viewer.rerun.txt"), ("matrix", "viewer.matrix.md"),
    ]

    @Test(arguments: files)
    func formatMatchesItsGoldenFile(_ entry: (format: String, file: String)) throws {
        let output = try ReportHarness().render([entry.format])[entry.format]!
        try Golden.check(output, against: entry.file)
    }

    @Test func prettyColoursWhenAsked() throws {
        let context = ReportContext(color: true, clock: ReportHarness.context.clock, version: ReportHarness.context.version)
        let reporterOutput = try ReportHarness().render(["pretty"], context: context)["pretty"]!
        // Files never get colours, whatever the context says.
        #expect(!reporterOutput.contains("\u{1B}["))
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try ReportOutput(.file("\(folder)/pretty"))
        let harness = ReportHarness()
        try harness.runner
            .run(try harness.plan(), reporters: [PrettyReporter(output: output, color: true)])
        let coloured = try String(contentsOfFile: "\(folder)/pretty", encoding: .utf8)
        #expect(coloured.contains("\u{1B}[31m✗\u{1B}[0m"))
        try Golden.check(coloured, against: "viewer.pretty-color.txt")
    }
}

/// The same run checked against a baseline: one known divergence kept, one regression, one fix.
@Suite struct BaselineGoldenTests {
    @Test(arguments: [("markdown", "viewer-baseline.md"), ("summary", "viewer-baseline.summary.txt"), ("junit", "viewer-baseline.junit.xml"),
                      ("github", "viewer-baseline.github.txt"), ("progress", "viewer-baseline.progress.txt")])
    func formatShowsTheBaselinesVerdict(_ entry: (format: String, file: String)) throws {
        var harness = ReportHarness()
        let uri = "features/viewer.feature"
        harness.baseline = Baseline(expectations: [
            BaselineKey(uri: uri, scenario: "Opening online", algorithm: "eager"): .failed,
            BaselineKey(uri: uri, scenario: "Waiting 30 seconds", algorithm: "lazy"): .passed,
            BaselineKey(uri: uri, scenario: "Opening offline", algorithm: "lazy"): .failed,
        ])
        try Golden.check(try harness.render([entry.format])[entry.format]!, against: entry.file)
    }
}
