import Foundation
import Testing
@testable import Reports
import Runner
import SpecrunKit

/// Crash safety: the `message` stream is on disk, in whole lines, after every event (so a run
/// killed at any moment leaves only whole lines), and every other report appears only complete.
@Suite struct StreamingTests {
    static func events() throws -> [SuiteEvent] {
        let recorder = Recorder()
        let harness = ReportHarness()
        try harness.runner.run(try harness.plan(), reporters: [recorder])
        return recorder.events
    }

    final class Recorder: Reporter {
        var events: [SuiteEvent] = []
        func handle(_ event: SuiteEvent) throws { events.append(event) }
    }

    @Test func messagesAreOnDiskInWholeLinesAfterEveryEvent() throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/messages.ndjson"
        let reporter = try ReportCatalog.makeReporter(FormatRequest(name: "message", path: path), context: ReportHarness.context)
        var lineCounts: [Int] = []
        var started = false
        for event in try Self.events() {
            try reporter.handle(event)
            if case .started = event { started = true }
            // Before the run starts (the features announced, kept aside), nothing is on disk at all.
            guard started else {
                #expect(!FileManager.default.fileExists(atPath: path))
                continue
            }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("\n"))
            let lines = text.split(separator: "\n")
            for line in lines {
                #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
            }
            if case .caseFinished = event { #expect(lines.count > (lineCounts.last ?? 0), "every case adds lines") }
            lineCounts.append(lines.count)
        }
        #expect(lineCounts == lineCounts.sorted() && lineCounts.count > 1)
    }

    @Test func messagesNameEachAlgorithmsTestCase() throws {
        let text = try ReportHarness().render(["message"])["message"]!
        let envelopes = try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let kinds = envelopes.map { $0.keys.first! }
        for kind in ["meta", "source", "gherkinDocument", "pickle", "parameterType", "stepDefinition", "testRunStarted", "testCase",
                     "testCaseStarted", "testStepStarted", "testStepFinished", "attachment", "testCaseFinished", "testRunFinished"] {
            #expect(kinds.contains(kind), "no \(kind) envelope")
        }
        let testCases = envelopes.compactMap { $0["testCase"] as? [String: Any] }
        #expect(testCases.count == 14)
        #expect(Set(testCases.map { $0["id"] as! String }).count == 14)
        #expect(testCases.filter { ($0["id"] as! String).hasSuffix(":lazy") }.count == 7)
        let attachments = envelopes.compactMap { $0["attachment"] as? [String: Any] }
        #expect(attachments.count == 14)
        let body = try JSONSerialization.jsonObject(with: Data((attachments[1]["body"] as! String).utf8)) as! [String: Any]
        #expect(attachments[1]["mediaType"] as? String == MessagesReporter.runMediaType)
        #expect(body["algorithm"] as? String == "lazy")
        #expect(kinds.first == "meta" && kinds.last == "testRunFinished")
    }

    @Test(arguments: ["json", "junit", "html", "markdown", "cucumber-json", "pretty", "summary"])
    func otherReportsAppearOnlyWhenComplete(_ format: String) throws {
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/report"
        var reporter: (any Reporter)? = try ReportCatalog.makeReporter(FormatRequest(name: format, path: path), context: ReportHarness.context)
        let events = try Self.events()
        for event in events.dropLast() {
            try reporter!.handle(event)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        reporter = nil  // killed before the end: the partial file goes away
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

/// Ctrl-C: the run stops after the case in progress and every report is still written, with what
/// completed, saying it was interrupted.
@Suite struct InterruptionTests {
    @Test func everyReportSaysTheRunWasInterrupted() throws {
        let harness = ReportHarness()
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let formats = ["json", "junit", "message", "html", "markdown", "summary", "pretty"]
        let reporters = try formats.map { try ReportCatalog.makeReporter(FormatRequest(name: $0, path: "\(folder)/\($0)"), context: ReportHarness.context) }
        let counter = Counter()
        let end = try harness.runner
            .run(try harness.plan(), reporters: reporters + [counter], isCancelled: { counter.count >= 5 })
        #expect(end.interrupted)
        func read(_ format: String) throws -> String { try String(contentsOfFile: "\(folder)/\(format)", encoding: .utf8) }
        #expect(try read("json").contains("\"interrupted\":true"))
        #expect(try read("junit").contains("<property name=\"interrupted\""))
        #expect(try read("junit").components(separatedBy: "<testcase ").count == 6)
        #expect(try read("message").contains("\"message\":\"interrupted: the remaining runs did not run\""))
        #expect(try read("html").contains("Interrupted: the remaining runs did not run"))
        #expect(try read("markdown").contains("**Interrupted**"))
        #expect(try read("summary").contains("interrupted: the remaining runs did not run"))
        #expect(try read("pretty").contains("interrupted: the remaining runs did not run"))
    }

    /// Cancelled before anything was planned (a signal while the files were read): no feature is
    /// planned, no case runs, and every report still says the run was interrupted (JUnit in an empty
    /// suite: it used to have nowhere to say it).
    @Test func aRunCancelledBeforeAnyCaseSaysSoInEveryReport() throws {
        let harness = ReportHarness()
        let folder = try ReportHarness.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let formats = ["json", "junit", "message", "summary"]
        let reporters = try formats.map { try ReportCatalog.makeReporter(FormatRequest(name: $0, path: "\(folder)/\($0)"), context: ReportHarness.context) }
        let counter = Counter()
        let end = try harness.runner
            .run(try harness.plan(), reporters: reporters + [counter], isCancelled: { true })
        #expect(end.interrupted)
        #expect(counter.count == 0 && counter.planned == 0)
        func read(_ format: String) throws -> String { try String(contentsOfFile: "\(folder)/\(format)", encoding: .utf8) }
        #expect(try read("json").contains("\"interrupted\":true"))
        #expect(try read("junit").contains("<testsuite name=\"specrun\" tests=\"0\""))
        #expect(try read("junit").contains("<property name=\"interrupted\""))
        #expect(try read("message").contains("\"message\":\"interrupted: the remaining runs did not run\""))
        #expect(try read("summary").contains("interrupted: the remaining runs did not run"))
    }

    final class Counter: Reporter, @unchecked Sendable {
        var count = 0
        var planned = 0
        func handle(_ event: SuiteEvent) throws {
            if case .caseFinished = event { count += 1 }
            if case .planned = event { planned += 1 }
        }
    }
}
