import Foundation
import Runner
import Testing
@testable import specrun

@Suite struct BaselineFileTests {
    @Test func aWrittenBaselineReadsBackTheSame() throws {
        var baseline = Baseline()
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Offline: \"cached\"", algorithm: "legacy")] = .failed
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Offline: \"cached\"", algorithm: "new")] = .passed
        baseline.expectations[BaselineKey(uri: "features/a.feature", scenario: "Row", occurrence: 2, algorithm: "new")] = .undefined
        let text = BaselineFile.render(baseline)
        #expect(text.contains("    \"Row #2\":\n      \"new\": undefined\n"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID()).yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try BaselineFile.read(path) == baseline)
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
    @Test func invalidUTF8IsReportedAtItsLineAndColumn() {
        let bytes: [UInt8] = Array("Feature: A\n  Scénario".utf8) + [0xFF] + Array("\n".utf8)
        #expect(throws: SourceFileError.self) { try SourceFile.decode(bytes, path: "bad.feature") }
        do {
            _ = try SourceFile.decode(bytes, path: "bad.feature")
        } catch {
            #expect("\(error)" == "bad.feature:2:11: byte 0xFF is not valid UTF-8; save the file as UTF-8")
        }
    }

    @Test func aByteOrderMarkIsDropped() throws {
        #expect(try SourceFile.decode([0xEF, 0xBB, 0xBF] + Array("Feature: A".utf8), path: "a.feature") == "Feature: A")
    }
}
