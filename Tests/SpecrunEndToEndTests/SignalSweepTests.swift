import Foundation
import Testing

/// Every stop signal in every phase of every command other than a run (whose phases
/// `CrashSafetyTests` sweeps): INT, TERM, HUP and QUIT end `format`, `gherkin` and `report` the same
/// way, reading or writing: nothing more is begun, what was written is whole, the exit code is 1, and
/// standard error says what was kept; QUIT is never a crash report. The language server, with
/// nothing to write, dies of the signal at once, without a crash report or a core file. Each phase is
/// reached by an observable state, never by a fixed wait: processor time spent (reading), or
/// standard output's pipe full (writing: specrun is blocked in the middle of its output).
@Suite(.serialized, .tags(.slow), .timeLimit(.minutes(3))) struct SignalSweepTests {
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// A feature file `format` changes: `scenarios` scenarios, their steps not indented.
    static func unformatted(scenarios: Int) -> String {
        "Feature: Laid out by hand\n" + (0..<scenarios).map { "Scenario:   Case \($0)\nGiven   a step \($0)\n   Then another step\n" }.joined()
    }

    /// `count` unformatted files with long names in `workspace`, so a few thousand lines of
    /// "formatted PATH" fill standard output's pipe.
    static func writeUnformatted(_ count: Int, scenarios: Int, in workspace: Workspace) throws -> [String] {
        let names = (0..<count).map { String(format: "features/a-folder-with-a-long-name/and-another-one/case-%05d.feature", $0) }
        let text = unformatted(scenarios: scenarios)
        for name in names { try workspace.write(name, text) }
        return names
    }

    // MARK: format

    /// A signal while `format` rewrites (blocked on standard output after K files): the K files are
    /// rewritten, each whole, and said so on standard output; no other is touched.
    @Test(arguments: signals) func formatRewritingStopsAfterTheFilesDone(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let names = try Self.writeUnformatted(2_000, scenarios: 2, in: workspace)
        let original = Self.unformatted(scenarios: 2)
        let run = try StoppedProcess(["format", "features"], in: workspace, readingOutput: true)
        #expect(run.wait(within: .seconds(120)) { run.outputIsFull })
        run.send(signal)
        let output = String(decoding: run.readOutput()(), as: UTF8.self)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains(StoppedProcess.arrival(of: signal, finishing: "rewriting no other file")), "\(run.errors)")
        let said = output.split(separator: "\n").map { String($0.dropFirst("formatted ".count)) }
        #expect(!said.isEmpty && said.count < names.count)
        #expect(run.errors.contains("specrun format: stopped by a signal after rewriting \(said.count) of the \(names.count) files "
            + "to change; the others are as they were: format again"), "\(run.errors)")
        let rewritten = try names.filter { String(decoding: try workspace.read($0), as: UTF8.self) != original }
        #expect(rewritten == said.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 })
        let formatted = try workspace.read(names[0])
        for name in rewritten { #expect(try workspace.read(name) == formatted, "\(name) is not whole") }
        #expect(!run.errors.contains("crashed"), "\(run.errors)")
    }

    /// A signal while `format` reads: nothing is rewritten.
    @Test(arguments: signals) func formatReadingRewritesNothing(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let names = try Self.writeUnformatted(150, scenarios: 3_000, in: workspace)
        let original = try workspace.read(names[0])
        let run = try StoppedProcess(["format", "features"], in: workspace)
        #expect(run.wait(within: .seconds(120)) { run.processorSeconds >= 0.5 })
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains(StoppedProcess.arrival(of: signal, finishing: "rewriting no other file")), "\(run.errors)")
        #expect(run.errors.contains("specrun format: stopped by a signal while reading the files; nothing was rewritten"), "\(run.errors)")
        for name in names { #expect(try workspace.read(name) == original, "\(name) was rewritten") }
    }

    // MARK: gherkin

    /// Each line of a message stream a JSON object: none cut short.
    static func expectWholeLines(_ output: Data) {
        let lines = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        #expect(lines.last?.isEmpty == true, "the stream does not end with a whole line")
        for line in lines.dropLast() {
            #expect((try? JSONSerialization.jsonObject(with: Data(line))) is [String: Any], "\(String(decoding: line.prefix(200), as: UTF8.self))")
        }
    }

    /// The count `gherkin` says it ended after: "after K of N files".
    static func filesDone(in errors: String, of total: Int) -> Int? {
        guard let range = errors.range(of: #"after \d+ of \#(total) files"#, options: .regularExpression) else { return nil }
        return Int(errors[range].split(separator: " ")[1])
    }

    /// A signal while `gherkin` writes (blocked on standard output): the messages of the files
    /// read are whole lines, no more files are read.
    @Test(arguments: signals) func gherkinWritingEndsWithWholeMessages(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let names = try Self.writeUnformatted(400, scenarios: 20, in: workspace)
        let run = try StoppedProcess(["gherkin"] + names, in: workspace, readingOutput: true)
        #expect(run.wait(within: .seconds(120)) { run.outputIsFull })
        run.send(signal)
        let output = run.readOutput()()
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains(StoppedProcess.arrival(of: signal, finishing: "ending the messages after the files parsed so far")),
                "\(run.errors)")
        let done = try #require(Self.filesDone(in: run.errors, of: names.count), "\(run.errors)")
        #expect(done < names.count)
        Self.expectWholeLines(output)
        let sources = output.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: Array(#"{"source":"#.utf8)) }
        #expect(sources.count == done)
    }

    /// A signal while `gherkin` reads (its output drained as it comes): the same.
    @Test(arguments: signals) func gherkinReadingEndsWithWholeMessages(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let names = try Self.writeUnformatted(150, scenarios: 3_000, in: workspace)
        let run = try StoppedProcess(["gherkin", "--format", "pickles"] + names, in: workspace, readingOutput: true)
        let output = run.readOutput()
        #expect(run.wait(within: .seconds(120)) { run.processorSeconds >= 0.5 })
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        let done = try #require(Self.filesDone(in: run.errors, of: names.count), "\(run.errors)")
        #expect(done < names.count)
        Self.expectWholeLines(output())
    }

    // MARK: report

    /// A results file of `rows` × 3 runs, written by a run in `workspace`.
    static func writeResults(rows: Int, in workspace: Workspace) throws {
        try workspace.write("long.feature", CrashSafetyTests.feature(rows: rows))
        let run = try workspace.run(["long.feature", "--format", "json:results.json"])
        #expect(run.exitCode == 0, "\(run.errors)")
    }

    /// A signal while `report` writes (its JUnit blocked on standard output): the reports under
    /// way are finished whole, the exit code says the reports were cut short.
    @Test(arguments: signals) func reportWritingFinishesTheReportsUnderWay(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.writeResults(rows: 1_000, in: workspace)
        let run = try StoppedProcess(["report", "--from", "results.json", "--format", "junit", "--format", "html:report.html"],
                                     in: workspace, readingOutput: true)
        #expect(run.wait(within: .seconds(120)) { run.outputIsFull })
        run.send(signal)
        let junit = String(decoding: run.readOutput()(), as: UTF8.self)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains(StoppedProcess.arrival(of: signal, finishing: "finishing the reports under way, whole, and starting none")),
                "\(run.errors)")
        #expect(run.errors.contains("specrun report: exit 1: a signal came while the reports were being written; each was finished whole"),
                "\(run.errors)")
        #expect(junit.hasSuffix("</testsuites>\n"), "\(junit.suffix(200))")
        let html = String(decoding: try workspace.read("report.html"), as: UTF8.self)
        #expect(html.hasSuffix("</html>\n"), "\(html.suffix(200))")
    }

    /// A signal while `report` reads: no report is written, not even in part.
    @Test(arguments: signals) func reportReadingWritesNoReport(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // 18,000 runs: seconds of reading.
        try Self.writeResults(rows: 6_000, in: workspace)
        let before = try workspace.contents()
        let run = try StoppedProcess(["report", "--from", "results.json", "--format", "junit:junit.xml", "--format", "html:report.html"],
                                     in: workspace)
        #expect(run.wait(within: .seconds(120)) { run.processorSeconds >= 0.3 })
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1, "\(run.errors)")
        #expect(run.errors.contains("specrun report: stopped by a signal before writing; no report was written"), "\(run.errors)")
        #expect(!run.errors.contains("crashed"), "\(run.errors)")
        #expect(try workspace.contents() == before)
    }

    // MARK: lsp

    /// The language server waiting for a message: each signal ends it at once, as that signal ends
    /// a process; no crash report, no core file.
    @Test(arguments: signals) func theLanguageServerEndsAtTheSignal(signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try StoppedProcess(["lsp"], in: workspace, holdingInput: true)
        #expect(run.wait(within: .seconds(60)) { run.catches(SIGQUIT) })
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == signal, "\(run.errors)")
        #expect(!run.errors.contains("crashed") && !run.errors.contains("Backtrace"), "\(run.errors)")
        #expect(try workspace.contents().filter { $0.hasPrefix("core") } == [])
    }
}
