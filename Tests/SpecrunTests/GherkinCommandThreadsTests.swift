import Foundation
import Gherkin
import Testing
@testable import SpecrunCLI

/// `specrun gherkin` reads, parses and writes each run of files whole on one of its threads, the
/// runs parsed and written in turn: which thread takes which run depends on timing, so the
/// messages must not.
@Suite struct GherkinCommandThreadsTests {
    /// Files of different sizes (the second's outline has 400 rows), so that the threads'
    /// turns overlap: one parses while the other writes.
    static let sources = [
        "Feature: A\n  Background:\n    Given a background\n  Scenario: one\n    When it runs\n",
        "Feature: B\n  Scenario Outline: <n>\n    Then <n> is seen\n    Examples:\n      | n |\n"
            + (1...400).map { "      | \($0) |\n" }.joined(),
        "Feature: C\n  Rule: R\n    Scenario: plain\n      * a step\n",
        "Feature: D\n  Scenario: last\n    Given done\n",
        "# language: fr\nFonctionnalité: E\n  Scénario: français\n    Soit un pas\n      | a | b |\n",
    ]

    /// What the command writes of the files, parsed on `threads` threads taking `filesPerRun` at a time.
    static func messages(threads: Int, filesPerRun: Int = 16, formats: GherkinFormats = .standard) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gherkin-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for round in 0..<8 {  // enough files for the threads to take turns in every order
            for (index, source) in sources.enumerated() {
                let path = directory.appendingPathComponent("\(round)-\(index).feature").path
                try source.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        let outputPath = directory.appendingPathComponent("out.ndjson").path
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(output >= 0)
        let (status, writeFailure, read) = GherkinCommand.parse(paths, uri: nil, formats: formats, output: output, threads: threads,
                                                                         filesPerRun: filesPerRun)
        close(output)
        #expect(status == 0)
        #expect(writeFailure == nil)
        #expect(read == paths.count)
        return try String(contentsOfFile: outputPath, encoding: .utf8).replacingOccurrences(of: directory.path, with: "DIR")
    }

    @Test func messagesAreTheSameWhicheverThreadsTakeTheFiles() throws {
        let oneThread = try Self.messages(threads: 1)
        let lines = oneThread.split(separator: "\n")
        #expect(lines.count == 8 * (5 * 2 + 404))  // a source and a document a file, and 404 pickles
        // One id counter across the files: the last file's pickle has the highest id of all.
        let ids = lines.compactMap { line -> Int? in
            guard line.hasPrefix(#"{"pickle":{"#), let range = line.range(of: #""id":""#) else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
        for filesPerRun in [1, 3, 16, 1] {
            #expect(try Self.messages(threads: 2, filesPerRun: filesPerRun) == oneThread, "\(filesPerRun) files a run")
        }
        #expect(try Self.messages(threads: 3, formats: .pickles) == Self.messages(threads: 1, formats: .pickles))
    }
}
