import Foundation
import Testing

/// Golden files: the expected output of a format, kept beside the tests. `SPECRUN_UPDATE_GOLDEN=1`
/// rewrites them from the current output (then review the diff).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SPECRUN_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with SPECRUN_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actualLines.count, expectedLines.count)
            let got = line < actualLines.count ? String(actualLines[line]) : "(end)"
            let wanted = line < expectedLines.count ? String(expectedLines[line]) : "(end)"
            Issue.record("\(name) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(got)", sourceLocation: sourceLocation)
        }
    }
}
