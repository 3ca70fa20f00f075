import Foundation
import Testing
@testable import SpecrunCLI

/// `specrun report`: renders saved json results in any format and exits as the run would have.
@Suite struct ReportCommandTests {
    static let results = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ReportsTests/Golden/viewer.json").path

    @Test func rendersSavedResultsIntoFiles() throws {
        let folder = NSTemporaryDirectory() + "specrun-report-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = try ReportCommand(environment: [:], program: "specrun").run([
            "--from", Self.results, "--format", "html:\(folder)/report.html", "-f", "junit:\(folder)/junit.xml",
        ])
        #expect(status == ExitCode.failure, "the saved run has failures")
        let html = try String(contentsOfFile: "\(folder)/report.html", encoding: .utf8)
        #expect(html.contains("<h1>specrun report</h1>"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/junit.xml"))
    }

    @Test(arguments: [
        ([], "report needs the results to render: --from FILE (written by specrun --format json:FILE)"),
        (["results.json"], "report reads results only through --from; did you mean --from results.json? (argument 2: \"results.json\")"),
        (["--from", "a.json", "--format", "htm"], "unknown format \"htm\"; did you mean \"html\"? Known formats: pretty, progress, summary, json, junit, message, cucumber-json, markdown, html, github, matrix, rerun (argument 5: \"htm\")"),
    ])
    func mistakesAreUsageErrors(_ words: [String], _ message: String) {
        #expect(throws: UsageError.self) { try ReportCommand(environment: [:], program: "specrun").run(words) }
        do {
            _ = try ReportCommand(environment: [:], program: "specrun").run(words)
        } catch {
            #expect("\(error)" == message)
        }
    }
}
