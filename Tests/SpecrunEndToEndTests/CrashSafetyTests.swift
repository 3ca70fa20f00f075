import Foundation
import Testing

/// The binary stopped halfway through a long run: killed with SIGKILL it leaves the `message` stream
/// in whole lines and no other report at all (not even a temporary file); interrupted with SIGINT or
/// stopped with SIGTERM it finishes the run in progress and writes every report with what completed, marked as interrupted.
/// The runs go one at a time: each is long, and two at once on a loaded machine come near the limit.
@Suite(.serialized, .tags(.slow), .timeLimit(.minutes(2))) struct CrashSafetyTests {
    /// 6,000 example rows against the three article-view algorithms: 18,000 runs, long enough to be
    /// stopped in the middle.
    static let rows = 6_000
    static let plannedRuns = rows * 3

    static let feature = """
        @article-view
        Feature: A long run
          Scenario Outline: Row <n>
            Given $article is cached
            And my internet connection is offline
            When I navigate to it via search-result
            Then I should see the cached content

            Examples:
              | n |

        """ + (1...rows).map { "      | \($0) |\n" }.joined()

    static let reports = ["message:messages.ndjson", "json:report.json", "junit:junit.xml", "html:report.html",
                          "markdown:summary.md", "cucumber-json:cucumber.json", "summary:summary.txt"]

    /// specrun running the long feature in `workspace`, writing every report to a file.
    private func start(in workspace: Workspace, errors: URL) throws -> Process {
        guard let executable = SpecrunProcess.executable else { throw SpecrunProcess.MissingBinary() }
        try workspace.write("long.feature", Self.feature)
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["long.feature", "--jobs", "1"] + Self.reports.flatMap { ["--format", $0] }
        process.currentDirectoryURL = workspace.url
        process.environment = ["NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return process
    }

    /// Waits until the message stream records `count` finished test cases (the run has not ended),
    /// reading only what was added since the last look.
    private func waitForFinishedCases(_ count: Int, in workspace: Workspace, process: Process) throws {
        var seen = 0
        var offset: UInt64 = 0
        let marker = Data(#"{"testCaseFinished":"#.utf8)
        while seen < count {
            #expect(process.isRunning, "the run ended before it could be stopped halfway")
            guard process.isRunning else { return }
            if let file = FileHandle(forReadingAtPath: workspace.path("messages.ndjson")) {
                try file.seek(toOffset: offset)
                let added = try file.readToEnd() ?? Data()
                try file.close()
                // Count only in whole lines, and start the next look at the first partial one.
                if let lastNewline = added.lastIndex(of: UInt8(ascii: "\n")) {
                    let whole = added[added.startIndex...lastNewline]
                    seen += whole.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: marker) }.count
                    offset += UInt64(whole.count)
                }
            }
            usleep(20_000)
        }
    }

    /// Starts the long run in a fresh workspace, sends `signal` once a third of the runs have
    /// finished, waits for the process to end, and hands over the workspace, the process and what it
    /// wrote on standard error.
    private func runStopped(by signal: Int32, check: (Workspace, Process, String) throws -> Void) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let errors = workspace.url.deletingLastPathComponent().appendingPathComponent("\(workspace.url.lastPathComponent).err")
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = try start(in: workspace, errors: errors)
        try waitForFinishedCases(Self.plannedRuns / 3, in: workspace, process: process)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        try check(workspace, process, String(contentsOf: errors, encoding: .utf8))
    }

    @Test func aRunKilledHalfwayLeavesWholeMessageLinesAndNoOtherReport() throws {
        try runStopped(by: SIGKILL) { workspace, process, _ in
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)

            #expect(try workspace.contents() == ["long.feature", "messages.ndjson"])
            let envelopes = try wholeLines(of: workspace.read("messages.ndjson"))
            let finished = envelopes.filter { $0["testCaseFinished"] != nil }.count
            #expect(finished >= Self.plannedRuns / 3 && finished < Self.plannedRuns)
            #expect(envelopes.last?["testRunFinished"] == nil)
        }
    }

    /// The message stream, put in place at its first write, replaced an earlier run's stream: killed
    /// halfway, the run left part of a report where a whole one had been. Over an earlier file the
    /// stream waits without a name as every other report does, so every earlier report survives.
    @Test func aRunKilledHalfwayLeavesEveryEarlierReportAsItWas() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let errors = workspace.url.deletingLastPathComponent().appendingPathComponent("\(workspace.url.lastPathComponent).err")
        defer { try? FileManager.default.removeItem(at: errors) }
        let names = Self.reports.map { String($0.drop { $0 != ":" }.dropFirst()) }
        for name in names { try workspace.write(name, "an earlier run's \(name)\n") }
        let process = try start(in: workspace, errors: errors)
        // A few seconds into a run of more than ten.
        usleep(3_000_000)
        #expect(process.isRunning, "the run ended before it could be stopped halfway")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try workspace.contents() == (names + ["long.feature"]).sorted())
        for name in names { #expect(try workspace.read(name) == Data("an earlier run's \(name)\n".utf8), "\(name)") }
    }

    /// SIGINT is Ctrl-C; SIGTERM is how a CI runner stops a job (before its SIGKILL).
    @Test(arguments: [
        (SIGINT, "specrun: interrupted; finishing the run in progress and writing the reports (Ctrl-C again to quit now)"),
        (SIGTERM, "specrun: terminated (SIGTERM); finishing the run in progress and writing the reports (SIGTERM again to quit now)"),
    ])
    func anInterruptedRunWritesEveryReportWithWhatCompleted(signal: Int32, message: String) throws {
        try runStopped(by: signal) { workspace, process, errors in
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            #expect(errors.contains(message))

            #expect(try workspace.contents() == ["cucumber.json", "junit.xml", "long.feature", "messages.ndjson", "report.html",
                                                 "report.json", "summary.md", "summary.txt"])
            // Every report holds the same runs: those that finished before the interruption, each whole.
            let envelopes = try wholeLines(of: workspace.read("messages.ndjson"))
            let completed = envelopes.filter { $0["testCaseFinished"] != nil }.count
            #expect(completed >= Self.plannedRuns / 3 && completed < Self.plannedRuns)
            let runFinished = envelopes.last?["testRunFinished"] as? [String: Any]
            #expect(runFinished?["message"] as? String == "interrupted: the remaining runs did not run")

            let json = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
            let runs = json?["runs"] as? [[String: Any]] ?? []
            #expect(runs.count == completed)
            #expect(runs.allSatisfy { ($0["steps"] as? [Any])?.count == 4 })
            #expect((json?["summary"] as? [String: Any])?["interrupted"] as? Bool == true)

            let junit = try String(decoding: workspace.read("junit.xml"), as: UTF8.self)
            #expect(junit.components(separatedBy: "<testcase ").count - 1 == completed)
            #expect(junit.contains("<property name=\"interrupted\""))
            let cucumber = try JSONSerialization.jsonObject(with: workspace.read("cucumber.json")) as? [[String: Any]]
            #expect(cucumber?.flatMap { $0["elements"] as? [Any] ?? [] }.count == completed)
            #expect(try String(decoding: workspace.read("report.html"), as: UTF8.self).contains("Interrupted: the remaining runs did not run"))
            #expect(try String(decoding: workspace.read("summary.md"), as: UTF8.self).contains("**Interrupted**"))
            #expect(try String(decoding: workspace.read("summary.txt"), as: UTF8.self).contains("interrupted: the remaining runs did not run"))
        }
    }
}
