import Foundation
import Testing

/// The generated files are what their scripts write from the vendored suite: the features of the
/// HTTP Caching Tests (scripts/convert-cache-tests.mjs) and the published verdicts
/// (scripts/reference-results.mjs), byte for byte. Needs Node.
@Suite struct ConversionTests {
    @Test(arguments: ["scripts/convert-cache-tests.mjs", "scripts/reference-results.mjs"])
    func runningTheScriptAgainGivesTheCommittedBytes(_ script: String) throws {
        let run = try ExampleProcess.run(["node", script, "--check"])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func everyTestIsConvertedOrListedWithWhy() throws {
        let features = ExampleProcess.folder.appendingPathComponent("features/cache-tests")
        var scenarios = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: features.path) where file.hasSuffix(".feature") {
            let text = try String(contentsOf: features.appendingPathComponent(file), encoding: .utf8)
            scenarios += text.components(separatedBy: "\n  Scenario: ").count - 1
        }
        let listed = try String(contentsOf: features.appendingPathComponent("NOT-CONVERTED.md"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| suite") && !$0.hasPrefix("| ---") }.count
        #expect(scenarios == 366)
        #expect(scenarios + listed == 370)
    }
}
