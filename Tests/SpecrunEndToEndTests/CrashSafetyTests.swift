import Foundation
import Testing

/// The binary stopped by a real signal: killed with SIGKILL halfway through a long run it leaves the
/// `message` stream in whole lines and no other report at all (not even a temporary file); SIGINT
/// and SIGTERM mean the same in every phase (planning, an external algorithm's handshake, running,
/// writing): nothing more starts, every child is ended, every report is written with what finished,
/// marked interrupted, the exit code is 1, and a second signal quits at once.
/// The runs go one at a time: each is long, and two at once on a loaded machine come near the limit.
@Suite(.serialized, .tags(.slow), .timeLimit(.minutes(2))) struct CrashSafetyTests {
    /// 6,000 example rows against the three article-view algorithms: 18,000 runs, long enough to be
    /// stopped in the middle.
    static let rows = 6_000
    static let plannedRuns = rows * 3

    static let feature = feature(rows: rows)

    /// An outline of `rows` example rows, each run four steps.
    static func feature(rows: Int) -> String {
        """
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
    }

    static let reports = ["message:messages.ndjson", "json:report.json", "junit:junit.xml", "html:report.html",
                          "markdown:summary.md", "cucumber-json:cucumber.json", "summary:summary.txt"]
    static let reportFiles = ["cucumber.json", "junit.xml", "messages.ndjson", "report.html", "report.json", "summary.md",
                              "summary.txt"]

    /// What specrun says on the first signal.
    static func arrival(of signal: Int32) -> String {
        StoppedProcess.arrival(of: signal, finishing: "writing the reports with what finished")
    }

    /// specrun running `features` in a fresh workspace, with `extra` arguments, writing every report to a file.
    private func start(_ features: [String: String], _ extra: [String] = [], files: [String: String] = [:]) throws -> StoppedProcess {
        let workspace = try Workspace()
        for (name, text) in features.merging(files, uniquingKeysWith: { a, _ in a }) { try workspace.write(name, text) }
        return try StoppedProcess(features.keys.sorted() + ["--jobs", "1"] + extra + Self.reports.flatMap { ["--format", $0] },
                                  in: workspace)
    }

    /// How many test cases the message stream records as finished so far, in whole lines.
    private final class FinishedCases {
        private var seen = 0
        private var offset: UInt64 = 0
        private static let marker = Data(#"{"testCaseFinished":"#.utf8)

        func count(in workspace: Workspace) -> Int {
            guard let file = FileHandle(forReadingAtPath: workspace.path("messages.ndjson")) else { return seen }
            defer { try? file.close() }
            try? file.seek(toOffset: offset)
            let added = (try? file.readToEnd()) ?? Data()
            // Count only in whole lines, and start the next look at the first partial one.
            if let lastNewline = added.lastIndex(of: UInt8(ascii: "\n")) {
                let whole = added[added.startIndex...lastNewline]
                seen += whole.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: Self.marker) }.count
                offset += UInt64(whole.count)
            }
            return seen
        }
    }

    /// Waits until the message stream records `count` finished test cases (the run has not ended).
    private func waitForFinishedCases(_ count: Int, of run: StoppedProcess) {
        let cases = FinishedCases()
        let reached = run.wait(within: .seconds(90)) { cases.count(in: run.workspace) >= count }
        #expect(reached, "the run ended (or took too long) before it could be stopped halfway")
    }

    /// Every report is there and holds the same runs, `completed` of them (those that finished before
    /// the signal, each whole), marked interrupted.
    private func expectEveryReport(in workspace: Workspace, completed range: ClosedRange<Int>,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = try workspace.contents().filter { !$0.hasSuffix(".feature") && !$0.hasPrefix("features") }
        #expect(Set(Self.reportFiles).isSubset(of: Set(files)), "\(files)", sourceLocation: sourceLocation)
        #expect(!files.contains { $0.hasPrefix(".") }, "a temporary file was left: \(files)", sourceLocation: sourceLocation)
        let envelopes = try wholeLines(of: workspace.read("messages.ndjson"))
        let completed = envelopes.filter { $0["testCaseFinished"] != nil }.count
        #expect(range.contains(completed), "\(completed) cases finished", sourceLocation: sourceLocation)
        let runFinished = envelopes.last?["testRunFinished"] as? [String: Any]
        #expect(runFinished?["message"] as? String == "interrupted: the remaining runs did not run", sourceLocation: sourceLocation)

        let json = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
        let runs = json?["runs"] as? [[String: Any]] ?? []
        #expect(runs.count == completed, sourceLocation: sourceLocation)
        #expect(runs.allSatisfy { ($0["steps"] as? [Any])?.count == 4 }, sourceLocation: sourceLocation)
        #expect((json?["summary"] as? [String: Any])?["interrupted"] as? Bool == true, sourceLocation: sourceLocation)

        let junit = try String(decoding: workspace.read("junit.xml"), as: UTF8.self)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == completed, sourceLocation: sourceLocation)
        #expect(junit.contains("<property name=\"interrupted\""), sourceLocation: sourceLocation)
        let cucumber = try JSONSerialization.jsonObject(with: workspace.read("cucumber.json")) as? [[String: Any]]
        #expect((cucumber ?? []).flatMap { $0["elements"] as? [Any] ?? [] }.count == completed, sourceLocation: sourceLocation)
        #expect(try String(decoding: workspace.read("report.html"), as: UTF8.self).contains("Interrupted: the remaining runs did not run"),
                sourceLocation: sourceLocation)
        #expect(try String(decoding: workspace.read("summary.md"), as: UTF8.self).contains("**Interrupted**"), sourceLocation: sourceLocation)
        #expect(try String(decoding: workspace.read("summary.txt"), as: UTF8.self).contains("interrupted: the remaining runs did not run"),
                sourceLocation: sourceLocation)
    }

    @Test func aRunKilledHalfwayLeavesWholeMessageLinesAndNoOtherReport() throws {
        let run = try start(["long.feature": Self.feature])
        defer { run.workspace.remove() }
        waitForFinishedCases(Self.plannedRuns / 3, of: run)
        run.send(SIGKILL)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGKILL)

        #expect(try run.workspace.contents() == ["long.feature", "messages.ndjson"])
        let envelopes = try wholeLines(of: run.workspace.read("messages.ndjson"), killed: true)
        let finished = envelopes.filter { $0["testCaseFinished"] != nil }.count
        #expect(finished >= Self.plannedRuns / 3 && finished < Self.plannedRuns)
        #expect(envelopes.last?["testRunFinished"] == nil)
    }

    /// The message stream, put in place at its first write, replaced an earlier run's stream: killed
    /// halfway, the run left part of a report where a whole one had been. Over an earlier file the
    /// stream waits without a name as every other report does, so every earlier report survives.
    @Test func aRunKilledHalfwayLeavesEveryEarlierReportAsItWas() throws {
        let earlier = Dictionary(uniqueKeysWithValues: Self.reportFiles.map { ($0, "an earlier run's \($0)\n") })
        let run = try start(["long.feature": Self.feature], files: earlier)
        defer { run.workspace.remove() }
        // Well into the run: a second of processor time spent (its stream waits without a name over
        // the earlier one, so it shows nothing yet), not a fixed sleep that a loaded machine outlasts.
        #expect(run.wait(within: .seconds(90)) { run.processorSeconds >= 1 }, "the run ended before it could be stopped halfway")
        run.send(SIGKILL)
        #expect(run.waitForExit())
        #expect(try run.workspace.contents() == (Self.reportFiles + ["long.feature"]).sorted())
        for (name, text) in earlier { #expect(try run.workspace.read(name) == Data(text.utf8), "\(name)") }
    }

    /// SIGINT is Ctrl-C; SIGTERM is how a CI runner stops a job (before its SIGKILL); SIGHUP, a
    /// terminal that closed; SIGQUIT, Ctrl-\\ (it used to print a crash report and run on). Running: the
    /// runs under way are not reported, the others are. The baseline is not written: it used to be,
    /// with only the runs that ran, so the next run found the others "not in the baseline".
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func anInterruptedRunWritesEveryReportWithWhatCompleted(signal: Int32) throws {
        let run = try start(["long.feature": Self.feature], ["--write-baseline", "baseline.yml"])
        defer { run.workspace.remove() }
        waitForFinishedCases(Self.plannedRuns / 3, of: run)
        run.send(signal)
        #expect(run.waitForExit())
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
        #expect(run.errors.contains(Self.arrival(of: signal)), "\(run.errors)")
        #expect(!run.errors.contains("crashed"), "\(run.errors)")
        try expectEveryReport(in: run.workspace, completed: Self.plannedRuns / 3...Self.plannedRuns - 1)
        #expect(!FileManager.default.fileExists(atPath: run.workspace.path("baseline.yml")))
        #expect(run.errors.contains("specrun: --write-baseline: the baseline was not written, since the run was interrupted; "
            + "run again to record it"), "\(run.errors)")
    }

    /// With an external algorithm in the plan, SIGTERM used to be ignored (`SigIgn` showed it): the run
    /// went on to its end, and a CI runner's SIGKILL then left no report. Now it stops as any run
    /// does, and the child goes with it.
    @Test func aRunWithAnExternalAlgorithmStopsOnSIGTERM() throws {
        let rows = 3_000
        let run = try start(["long.feature": Self.feature(rows: rows)], ["--algorithm", "new-python"], files: ["specrun.yml": """
            algorithms:
              - {system: article-view, name: new-python, command: [python3, \(SpecrunProcess.repository.path)/adapters/python/article_view_new.py]}

            """])
        defer { run.workspace.remove() }
        waitForFinishedCases(rows / 4, of: run)
        let sigterm = UInt64(1) << (SIGTERM - 1)
        #expect(run.ignoredSignals.map { $0 & sigterm == 0 } == true, "SIGTERM is ignored")
        let children = run.children
        #expect(!children.isEmpty)
        run.send(SIGTERM)
        #expect(run.waitForExit(within: .seconds(10)))
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
        #expect(run.errors.contains(Self.arrival(of: SIGTERM)), "\(run.errors)")
        #expect(!run.errors.contains("failed on"), "\(run.errors)")
        try expectEveryReport(in: run.workspace, completed: rows / 4...rows - 1)
        for child in children { #expect(!isAlive(child), "the child \(child) outlived specrun") }
    }

    /// Planning a large suite (600 files of 200 rows): the signal stops the planning, no case runs,
    /// and every report is written, empty and marked interrupted.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalWhilePlanningWritesEveryReportWithNothingRun(signal: Int32) throws {
        var features: [String: String] = [:]
        for index in 0..<600 { features["features/f\(index).feature"] = Self.feature(rows: 200) }
        let workspace = try Workspace()
        defer { workspace.remove() }
        for (name, text) in features { try workspace.write(name, text) }
        let run = try StoppedProcess(["features", "--jobs", "1", "--algorithm", "legacy"] + Self.reports.flatMap { ["--format", $0] },
                                     in: workspace)
        // Planning: some processor time spent (not a fixed sleep, which a loaded machine outlasts).
        #expect(run.wait(within: .seconds(60)) { run.processorSeconds >= 0.3 })
        // The message stream is put in place when the run starts, once every feature was planned.
        try #require(run.process.isRunning && !FileManager.default.fileExists(atPath: workspace.path("messages.ndjson")),
                     "the planning was over before the signal")
        run.send(signal)
        #expect(run.waitForExit(within: .seconds(20)))
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
        #expect(run.errors.contains(Self.arrival(of: signal)), "\(run.errors)")
        #expect(!run.errors.contains("nothing matched"), "a stopped run read as an empty selection: \(run.errors)")
        try expectEveryReport(in: workspace, completed: 0...0)
    }

    /// The handshake of a child that sleeps before it answers (and has started a grandchild): the
    /// signal ends both at once, without blaming the child, and the reports are written, marked
    /// interrupted. It used to wait out the handshake's timeout and blame the child, exit 2.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringAHandshakeEndsTheChildAndWritesEveryReport(signal: Int32) throws {
        let run = try start(["a.feature": Self.feature(rows: 3)], ["--algorithm", "slow"], files: [
            "slow.py": """
                import os, subprocess, sys, time
                grandchild = subprocess.Popen(["sleep", "300"])
                with open("pids", "w") as f: f.write(f"{os.getpid()}\\n{grandchild.pid}\\n")
                time.sleep(60)
                print('{"command":"hello","protocol":1}\\n{"command":"end"}', flush=True)
                for line in sys.stdin: print('{"command":"end"}', flush=True)

                """,
            "specrun.yml": """
                turnTimeout: 60 s
                algorithms:
                  - {system: article-view, name: slow, command: [python3, slow.py]}

                """,
        ])
        defer { run.workspace.remove() }
        var pids: [Int32] = []
        #expect(run.wait(within: .seconds(30)) {
            pids = ((try? String(contentsOfFile: run.workspace.path("pids"), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            return pids.count == 2
        }, "the child did not start")
        let signalled = ContinuousClock.now
        run.send(signal)
        #expect(run.waitForExit(within: .seconds(20)))
        #expect(ContinuousClock.now - signalled < .seconds(5), "it waited for the child")
        #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
        #expect(run.errors.contains(Self.arrival(of: signal)), "\(run.errors)")
        #expect(!run.errors.contains("failed on the handshake"), "\(run.errors)")
        #expect(!run.errors.contains("nothing matched"), "a stopped run read as an empty selection: \(run.errors)")
        try expectEveryReport(in: run.workspace, completed: 0...0)
        for pid in pids { #expect(!isAlive(pid), "process \(pid) outlived specrun") }
    }

    /// Writing: specrun is blocked on a full standard output while it writes the JUnit report of a
    /// whole run. The first signal lets it finish writing (the reports are whole, and not marked
    /// interrupted: every run ran) and the exit code is 1; a second one ends it at once.
    @Test(arguments: [1, 2])
    func aSignalWhileWritingTheReports(signals: Int) throws {
        let rows = 2_000
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("long.feature", Self.feature(rows: rows))
        let run = try StoppedProcess(["long.feature", "--algorithm", "legacy", "--format", "junit", "--format", "json:report.json"],
                                     in: workspace, readingOutput: true)
        try #require(run.wait(within: .seconds(90)) { run.outputIsFull }, "the run ended before its JUnit report filled standard output")
        // The first signal has landed when specrun says so, still blocked; a second one comes after it.
        run.send(SIGTERM)
        #expect(run.wait(within: .seconds(30)) { run.errors.contains(Self.arrival(of: SIGTERM)) })
        if signals == 2 { run.send(SIGTERM) }
        let output = run.readOutput()
        #expect(run.waitForExit(within: .seconds(30)))
        let junit = String(decoding: output(), as: UTF8.self)
        #expect(run.errors.contains(Self.arrival(of: SIGTERM)), "\(run.errors)")
        if signals == 1 {
            #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
            #expect(junit.components(separatedBy: "<testcase ").count - 1 == rows)
            #expect(junit.hasSuffix("</testsuites>\n"))
            let json = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
            #expect((json?["runs"] as? [Any])?.count == rows)
            #expect((json?["summary"] as? [String: Any])?["interrupted"] as? Bool == false)
        } else {
            #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGTERM)
        }
    }
}
