import Foundation
import Testing

/// The adapter through the built binary: the Python and JavaScript ports give, run by run, exactly
/// what the Swift algorithms they port give (statuses, step messages, metrics, traces), on one
/// thread or several; a command that cannot start is a configuration error at its line in
/// specrun.yml; and no child process outlives specrun, however it ends.
@Suite(.serialized, .timeLimit(.minutes(3))) struct AdapterEndToEndTests {
    static let ports = """
        algorithms:
          - system: article-view
            name: new-python
            command: [python3, \(SpecrunProcess.repository.path)/adapters/python/article_view_new.py]
          - system: safe-app
            name: legacy-android-js
            command: [node, \(SpecrunProcess.repository.path)/adapters/js/safe_app_legacy_android.js]

        """

    @Test(arguments: ["1", "3"])
    func thePortsGiveWhatTheSwiftAlgorithmsGive(jobs: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", Self.ports)
        let results = workspace.path("results.json")
        let run = try SpecrunProcess.run([
            "features/", "--config", workspace.path("specrun.yml"), "--jobs", jobs, "--format", "json:\(results)",
            "--algorithm", "new", "--algorithm", "new-python", "--algorithm", "legacy-android", "--algorithm", "legacy-android-js",
        ])
        // Nothing on standard error but why it exits 1 (the legacy Android clients fail scenarios).
        #expect(run.errors.hasPrefix("specrun: exit 1: ") && run.errors.hasSuffix("did not pass, and no baseline was compared; the reports: \(results)\n")
            && run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        let runs = try Self.runs(Data(contentsOf: URL(fileURLWithPath: results)))
        for (original, port) in [("new", "new-python"), ("legacy-android", "legacy-android-js")] {
            let originals = runs.filter { $0.algorithm == original }
            let ported = runs.filter { $0.algorithm == port }
            #expect(originals.count > 40)
            #expect(originals.map(\.scenario) == ported.map(\.scenario))
            for (a, b) in zip(originals, ported) {
                #expect(a.essence == b.essence, "\(a.scenario): \(original) and \(port) differ")
            }
        }
        // What docs/adapter.md tells a user to run on any JSON results says the same, exit 0.
        guard jobs == "1" else { return }
        let script = SpecrunProcess.repository.appendingPathComponent("scripts/adapter/compare_ports.py").path
        let compared = try SpecrunProcess.runProgram(["python3", script, results, "new=new-python", "legacy-android=legacy-android-js"])
        #expect(compared.exitCode == 0, "\(compared.output)\(compared.errors)")
        #expect(compared.output.contains("new vs new-python: ") && compared.output.contains(" runs compared"), "\(compared.output)")
        try workspace.write("other.json", "{\"schema\":\"other@1\"}")
        let refused = try SpecrunProcess.runProgram(["python3", script, workspace.path("other.json"), "new=new-python"])
        #expect(refused.exitCode == 2, "\(refused.output)\(refused.errors)")
    }

    /// An external algorithm named like one of its system's own: exit 2 at its name's line.
    /// A run of one scenario of the article view with one external algorithm, declared by `entry`
    /// (the lines after `- system: article-view`, each indented by four): its exit code and errors.
    static func runDeclaring(_ entry: String, environment: [String: String] = [:]) throws -> (exitCode: Int32, errors: String) {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", "algorithms:\n  - system: article-view\n" + entry.split(separator: "\n").map { "    \($0)\n" }.joined())
        try workspace.write("adapter.py", "")
        try workspace.write("a.feature", "@article-view\nFeature: F\n  Scenario: S\n    When I navigate to it\n")
        let run = try workspace.run(["a.feature"], environment: environment)
        return (run.exitCode, run.errors)
    }

    @Test func anExternalAlgorithmMayNotTakeABuiltInName() throws {
        let run = try Self.runDeclaring("name: legacy\ncommand: [python3, adapter.py]")
        #expect(run.exitCode == 2)
        #expect(run.errors.contains("specrun.yml:3:11"), "\(run.errors)")
        #expect(run.errors.contains("article-view already has an algorithm \"legacy\""), "\(run.errors)")
    }

    /// A program that is not there, and a child that exits at the handshake: exit 2, pointing at
    /// the declaration in specrun.yml, with what the child said.
    @Test(arguments: [
        ("[no-such-interpreter-anywhere, adapter.py]",
         ["specrun.yml:4:14", "\"no-such-interpreter-anywhere\" is not on PATH"]),
        (#"[python3, -c, "import sys; print('no adapter here', file=sys.stderr); sys.exit(4)"]"#,
         ["the external algorithm broken of article-view (specrun.yml:3:11) failed on the handshake: it exited with status 4",
          "  | no adapter here"]),
    ])
    func aCommandThatCannotStartIsAConfigurationErrorAtItsLine(command: String, expected: [String]) throws {
        let run = try Self.runDeclaring("name: broken\ncommand: \(command)")
        #expect(run.exitCode == 2)
        for text in expected { #expect(run.errors.contains(text), "\(run.errors)") }
    }

    /// An algorithm that reads the system clock needs libfaketime: without it (here, named where
    /// it is not), the run does not start, and the error is at the key's line.
    @Test func readingTheSystemClockWithoutLibfaketimeIsAConfigurationError() throws {
        let run = try Self.runDeclaring("name: clocked\ncommand: [python3, adapter.py]\nreadsSystemClock: true",
                                        environment: ["SPECRUN_LIBFAKETIME": "/nonexistent/libfaketime.so.1"])
        #expect(run.exitCode == 2)
        #expect(run.errors.contains("specrun.yml:5:23: the algorithm clocked cannot start: it reads the system clock "
            + "(readsSystemClock: true), which needs libfaketime, and libfaketime is not installed"), "\(run.errors)")
    }

    /// At a normal exit the protocol ends as docs/adapter.md says: a child sees the end of its
    /// standard input and its own cleanup runs (it used to be killed first: the HTTP cache
    /// example's proxy adapters left their folders behind); a child that stays on after that is
    /// still ended, once the grace of 3 s has passed.
    @Test(arguments: [false, true])
    func aChildSeesItsInputEndAndCleansUpWhenSpecrunExits(staysOn: Bool) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("tidy.py", """
            import json, os, sys, time
            open("pid", "w").write(str(os.getpid()))
            for line in sys.stdin:
                event = json.loads(line)
                if event["event"] == "hello":
                    print('{"command":"hello","protocol":1}\\n{"command":"end"}', flush=True)
                else:
                    print('{"command":"end"}', flush=True)
            open("cleaned-up", "w").write("the input ended\\n")
            if len(sys.argv) > 1:
                time.sleep(300)

            """)
        try workspace.write("specrun.yml", """
            algorithms:
              - {system: article-view, name: tidy, command: [python3, tidy.py\(staysOn ? ", stay" : "")]}

            """)
        try workspace.write("a.feature", "@article-view\nFeature: F\n  Scenario: S\n    When I navigate to it\n")
        let started = ContinuousClock.now
        let run = try workspace.run(["a.feature", "--algorithm", "tidy"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect((try? String(contentsOfFile: workspace.path("cleaned-up"), encoding: .utf8)) == "the input ended\n")
        let pid = try #require(Int32(String(contentsOfFile: workspace.path("pid"), encoding: .utf8)))
        #expect(!isAlive(pid))
        if staysOn { #expect(ContinuousClock.now - started >= .seconds(3)) }
    }

    /// A child that hangs on `open`, ignores SIGTERM and has started a grandchild: specrun is stopped
    /// while waiting on it, neither is left behind, and the child is not blamed: the run under way
    /// is not reported, and the reports are written, marked interrupted (exit 1).
    @Test(arguments: [["TERM"], ["INT", "INT"]])
    func noChildOutlivesSpecrun(signals: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("hang.py", """
            import json, os, signal, subprocess, sys, time
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            def note(pid):
                with open("pids", "a") as f: f.write(f"{pid}\\n")
            note(os.getpid())
            for line in sys.stdin:
                event = json.loads(line)
                if event["event"] == "hello":
                    print('{"command":"hello","protocol":1}\\n{"command":"end"}', flush=True)
                elif event["event"] == "open":
                    note(subprocess.Popen(["sleep", "300"]).pid)
                    time.sleep(300)
                else:
                    print('{"command":"end"}', flush=True)

            """)
        try workspace.write("specrun.yml", """
            turnTimeout: 60 s
            algorithms:
              - {system: article-view, name: hanging, command: [python3, hang.py]}

            """)
        try workspace.write("a.feature", "@article-view\nFeature: F\n  Scenario: S\n    When I navigate to it\n")
        let run = try StoppedProcess(["a.feature", "--algorithm", "hanging", "--format", "json:report.json"], in: workspace)
        var pids: [Int32] = []
        #expect(run.wait(within: .seconds(15)) {
            pids = ((try? String(contentsOfFile: workspace.path("pids"), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            return pids.count == 2
        }, "the child did not reach its hang")
        for name in signals {
            run.send(name == "TERM" ? SIGTERM : SIGINT)
            usleep(20_000)
        }
        #expect(run.waitForExit(within: .seconds(10)))
        // Each child's end is waited for (a generous bound on a loaded machine), not assumed after a sleep.
        let deadline = ContinuousClock.now + .seconds(10)
        while pids.contains(where: isAlive), ContinuousClock.now < deadline { usleep(10_000) }
        for pid in pids { #expect(!isAlive(pid), "process \(pid) outlived specrun") }
        #expect(!run.errors.contains("failed on"), "\(run.errors)")
        if signals.count == 1 {
            #expect(run.process.terminationReason == .exit && run.process.terminationStatus == 1)
            let json = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
            #expect((json?["runs"] as? [Any])?.count == 0)
            #expect((json?["summary"] as? [String: Any])?["interrupted"] as? Bool == true)
        } else {
            // The first signal may have ended the run before the second came (CrashSafetyTests
            // holds the second signal to quitting at once, while specrun is still writing).
            let quit = run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGINT
            let finished = run.process.terminationReason == .exit && run.process.terminationStatus == 1
            #expect(quit || finished)
        }
    }

    /// `--dry-run` starts nothing: not even the external algorithms' children (it used to start
    /// one of each for the warm-up).
    @Test func aDryRunStartsNoChild() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", """
            algorithms:
              - {system: article-view, name: noted, command: [python3, -c, "open('started', 'w').close()"]}

            """)
        try workspace.write("a.feature", "@article-view\nFeature: F\n  Scenario: S\n    When I navigate to it\n")
        let run = try workspace.run(["a.feature", "--dry-run", "--algorithm", "noted"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("started")), "the dry run started the child")
    }

    struct Run {
        var algorithm: String
        var scenario: String
        var essence: String
    }

    /// Each run's scenario and what must match: status, steps with their messages, metrics, trace.
    static func runs(_ data: Data) throws -> [Run] {
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (root?["runs"] as? [[String: Any]] ?? []).map { run in
            let steps = (run["steps"] as? [[String: Any]] ?? []).map { step in
                [step["text"], step["status"], step["message"]].map { "\($0 ?? "nil")" }.joined(separator: " | ")
            }
            let essence: [String: Any] = ["status": run["status"] ?? "", "steps": steps,
                                          "metrics": run["metrics"] ?? [:], "trace": run["trace"] ?? [:]]
            let text = (try? JSONSerialization.data(withJSONObject: essence, options: [.sortedKeys])).map {
                String(decoding: $0, as: UTF8.self)
            } ?? ""
            return Run(algorithm: run["algorithm"] as? String ?? "",
                       scenario: "\(run["uri"] ?? "") \(run["line"] ?? "") \(run["label"] ?? "")", essence: text)
        }
    }
}
