import Foundation
import Gherkin
import JSON
import Testing
@testable import SpecrunCLI

/// `specrun gherkin` writes a file's pickles on the reading thread when the writer is behind, else
/// on the writer's: which thread writes them depends on timing, so the messages must not.
@Suite struct GherkinFileReaderTests {
    static let sources = [
        "Feature: A\n  Background:\n    Given a background\n  Scenario: one\n    When it runs\n",
        "Feature: B\n  Scenario Outline: <n>\n    Then <n> is seen\n    Examples:\n      | n |\n      | 1 |\n      | 2 |\n",
        "Feature: C\n  Rule: R\n    Scenario: plain\n      * a step\n",
        "Feature: D\n  Scenario: last\n    Given done\n",
    ]

    /// The pickle messages of the files read in order, each written by the reader where
    /// `byReader` says so and afterwards, as the writer does, otherwise.
    static func pickles(byReader: (Int) -> Bool) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var reader = GherkinFileReader(formats: ["pickles"])
        var reports: [GherkinFileReport] = []
        for (index, source) in sources.enumerated() {
            let path = directory.appendingPathComponent("\(index).feature").path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            reports.append(reader.read(path: path, uri: "\(index).feature", writingPickles: byReader(index)))
        }
        var json = JSONWriter()
        for report in reports {
            #expect(report.errors.isEmpty)
            #expect((report.writtenPickles == nil) != (report.pickleWork == nil))
            report.writtenPickles?.withBytes { json.raw(contentsOf: $0) }
            if var work = report.pickleWork { GherkinMessages.writePickles(of: work.document, ids: &work.ids, to: &json) }
        }
        return json.text
    }

    @Test func picklesAreTheSameWhicheverThreadWritesThem() throws {
        let byWriter = try Self.pickles { _ in false }
        #expect(byWriter.split(separator: "\n").count == 5)
        #expect(try Self.pickles { _ in true } == byWriter)
        #expect(try Self.pickles { $0 % 2 == 0 } == byWriter)
        #expect(try Self.pickles { $0 == 2 } == byWriter)
    }
}
