import Foundation
import Runner
import SpecrunKit
import Testing
@testable import SpecrunCLI

@Suite struct BaselineFileTests {
    @Test func aWrittenBaselineReadsBackTheSame() throws {
        var baseline = Baseline()
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Offline: \"cached\"", algorithm: "legacy")] = .failed
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Offline: \"cached\"", algorithm: "new")] = .passed
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Row #2", algorithm: "new")] = .undefined
        let text = BaselineFile.render(baseline)
        #expect(text.contains("    \"Row #2\":\n      \"new\": undefined\n"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try BaselineFile.read(path).baseline == baseline)
    }

    @Test func aBadStatusIsNamedWithItsPosition() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).yml").path
        try "schema: specrun/baseline@1\nfeatures:\n  a.feature:\n    A:\n      new: broken\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: (any Error).self) { try BaselineFile.read(path) }
        do {
            _ = try BaselineFile.read(path)
        } catch {
            #expect("\(error)".hasPrefix("\(path):5:12:"))
        }
    }
}

@Suite struct SourceFileTests {
    func read(_ bytes: [UInt8]) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("source-\(UUID()).feature").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        switch SourceFile.read(path: path, uri: "bad.feature") {
        case .success(let text): return text
        case .failure(let problem): return problem.humanReadable(path: "bad.feature")
        }
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        let bytes: [UInt8] = Array("Feature: A\n  Scénario".utf8) + [0xFF] + Array("\n".utf8)
        #expect(read(bytes) == "bad.feature:2:11: invalid UTF-8 (byte 0xFF); save the file as UTF-8")
    }

    @Test func aByteOrderMarkIsDropped() {
        #expect(read([0xEF, 0xBB, 0xBF] + Array("Feature: A".utf8)) == "Feature: A")
    }

    @Test func aDirectoryIsNotAFeatureFile() {
        let directory = FileManager.default.temporaryDirectory.path
        if case .failure(let problem) = SourceFile.read(path: directory, uri: directory) {
            #expect(problem.humanReadable(path: "features") == "features: is a directory; name the .feature files in it")
        } else {
            Issue.record("a directory was read as a file")
        }
    }
}
