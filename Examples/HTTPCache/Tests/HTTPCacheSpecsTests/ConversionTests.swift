import Foundation
import Testing

/// The generated files are what their scripts write from the vendored suite: the features of the
/// HTTP Caching Tests (scripts/convert-cache-tests.mjs) and the published verdicts
/// (scripts/reference-results.mjs), byte for byte. Needs Node.
@Suite struct ConversionTests {
    @Test(arguments: ["scripts/convert-cache-tests.mjs", "scripts/reference-results.mjs"])
    func runningTheScriptAgainGivesTheCommittedBytes(_ script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script, "--check"]
        process.currentDirectoryURL = DirectRunTests.example
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }

    @Test func everyTestIsConvertedOrListedWithWhy() throws {
        let features = DirectRunTests.example.appendingPathComponent("features/cache-tests")
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
