import Foundation
import Testing

/// Hostile report destinations: any path, however short, is a file or (as `-`) standard output; two
/// reports are never written to one place, however it is spelled; two runs writing one path leave
/// one whole report; a report that cannot be written fails the run, on standard output too.
@Suite(.timeLimit(.minutes(2))) struct HostileOutputTests {
    static let feature = "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n"

    /// One-character paths once crashed the path handling; `-` is standard output, as in Cucumber.
    @Test(arguments: ["a", "j", "-", ".x"]) func aOneCharacterReportPath(path: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        let run = try workspace.run(["test.feature", "--format", "json:\(path)", "--format", "html:h",
                                     "--write-baseline", "b"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let json = path == "-" ? Data(run.output.utf8) : try workspace.read(path)
        #expect((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["runs"] != nil)
        #expect(try String(decoding: workspace.read("b"), as: UTF8.self).contains("schema: specrun/baseline@2"))
    }

    @Test func twoReportsOnStandardOutputHoweverItIsSpelled() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try expectRefusal(["test.feature", "--format", "summary", "--format", "json:-"], in: workspace, message: """
            specrun: summary (argument 3: "summary") and json (argument 5: "json:-") would both write to standard output; \
            give all but one a path, e.g. --format json:report.out
            Run 'specrun --help' for usage.

            """)
        for (first, second) in [("/dev/stdout", "/dev/fd/1"), ("-", "/proc/self/fd/1"), ("/dev/stdout", "-")] {
            try expectRefusal(["test.feature", "--format", "json:\(first)", "--format", "junit:\(second)"], in: workspace, message: """
                specrun: json (argument 3: "json:\(first)") and junit (argument 5: "junit:\(second)") would both write to \
                standard output; give all but one a path, e.g. --format junit:report.out
                Run 'specrun --help' for usage.

                """)
        }
        try expectRefusal(["test.feature", "--format", "summary", "--write-baseline", "-"], in: workspace, message: """
            specrun: summary (argument 3: "summary") and --write-baseline (argument 5: "-") would both write to \
            standard output; give all but one a path, e.g. --format summary:report.out
            Run 'specrun --help' for usage.

            """)
    }

    /// `--write-baseline` is opened before the run, as every report is: a bad path runs nothing.
    @Test func aBaselineThatCannotBeWritten() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try expectRefusal(["test.feature", "--format", "summary", "--write-baseline", "/"], in: workspace, message: """
            specrun: /: is a directory; give the path of a file to write the report to

            """)
    }

    @Test func twoReportsOnOneFileHoweverItIsSpelled() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.makeFolder("out")
        try expectRefusal(["test.feature", "--format", "json:X", "--format", "junit:X"], in: workspace, message: """
            specrun: json (argument 3: "json:X") and junit (argument 5: "junit:X") would both write to X; \
            give each report a path of its own
            Run 'specrun --help' for usage.

            """)
        try expectRefusal(["test.feature", "--format", "json:out/r", "--format", "message:./out//../out/r"], in: workspace, message: """
            specrun: json (argument 3: "json:out/r") and message (argument 5: "message:./out//../out/r") would both \
            write to ./out//../out/r; give each report a path of its own
            Run 'specrun --help' for usage.

            """)
        #expect(symlink("out/r", workspace.path("link")) == 0)
        try expectRefusal(["test.feature", "--format", "json:out/r", "--write-baseline", "link"], in: workspace, message: """
            specrun: json (argument 3: "json:out/r") and --write-baseline (argument 5: "link") would both write to \
            link; give each report a path of its own
            Run 'specrun --help' for usage.

            """)
        // Any number of reports may be thrown away.
        let run = try workspace.run(["test.feature", "--format", "json:/dev/null", "--format", "junit:/dev/null"])
        #expect(run.exitCode == 0, "\(run.errors)")
    }

    /// `specrun f.feature -f json:g.feature` replaced a feature file with the report, and `-f
    /// junit:specrun.yml` the project file (even in a run that then exited 2). Every kind of input, however
    /// it is reached (named, found in a folder, through a link, where standard output goes), is refused
    /// as a report's destination before anything runs, and left as it was.
    /// The programs of the project's algorithms (selected or not), the scripts they are given and
    /// the files beside them (a port's library) are inputs too: a report over one used to replace it.
    @Test func aReportOverAProgramTheRunExecutes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write("adapter/port.py", "print('port')\n")
        try workspace.write("adapter/library.py", "print('library')\n")
        try workspace.write("specrun.yml", "algorithms:\n  - {system: article-view, name: port, command: [python3, adapter/port.py]}\n")
        try expectRefusal(["test.feature", "--algorithm", "new", "--format", "json:adapter/port.py"], in: workspace, message: """
            specrun: json (argument 5: "json:adapter/port.py") would write over adapter/port.py, a program the algorithm port runs \
            (specrun.yml:2); give the report a path of its own
            Run 'specrun --help' for usage.

            """)
        try expectRefusal(["test.feature", "--algorithm", "new", "--format", "junit:adapter/library.py"], in: workspace, message: """
            specrun: junit (argument 5: "junit:adapter/library.py") would write over adapter/library.py, a file beside the program \
            of the algorithm port (specrun.yml:2), which it may read; give the report a path of its own
            Run 'specrun --help' for usage.

            """)
    }

    @Test func aReportOverAFileTheRunReads() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        try workspace.write("features/sub/deep.feature", Self.feature)
        try workspace.write("other.yml", "paths: [test.feature]\n")
        try workspace.write("fixtures/articles.yml", "app:\n  requestTimeout: 20 s\n")
        try workspace.write("rerun.txt", "test.feature:3\n")
        #expect(symlink("test.feature", workspace.path("link")) == 0)
        let written = try workspace.run(["test.feature", "--format", "json:results.json", "--write-baseline", "base.yml"])
        #expect(written.exitCode == 0, "\(written.errors)")
        func refusal(_ report: String, over input: String, _ role: String, advice: String = "give the report a path of its own",
                     help: String = "specrun --help") -> String {
            "specrun: \(report) would write over \(input), \(role); \(advice)\nRun '\(help)' for usage.\n"
        }
        let feature = "a feature file this run reads"
        try expectRefusal(["test.feature", "--format", "summary", "--format", "json:test.feature"], in: workspace,
                          message: refusal(#"json (argument 5: "json:test.feature")"#, over: "test.feature", feature))
        try expectRefusal(["features", "--format", "message:features/sub/deep.feature"], in: workspace,
                          message: refusal(#"message (argument 3: "message:features/sub/deep.feature")"#,
                                           over: "features/sub/deep.feature", feature))
        try expectRefusal(["test.feature", "--format", "junit:./link"], in: workspace,
                          message: refusal(#"junit (argument 3: "junit:./link")"#, over: "test.feature", feature))
        // A feature file this run does not read is a specification all the same (`specrun a.feature -f json:b.feature`
        // replaced it), through a link too; a new file named .feature is written.
        try workspace.write("other.feature", Self.feature)
        #expect(symlink("other.feature", workspace.path("other-link")) == 0)
        try expectRefusal(["test.feature", "--format", "json:other.feature"], in: workspace,
                          message: refusal(#"json (argument 3: "json:other.feature")"#, over: "other.feature", "a feature file"))
        try expectRefusal(["test.feature", "--format", "junit:other-link"], in: workspace,
                          message: refusal(#"junit (argument 3: "junit:other-link")"#, over: "other-link", "a feature file"))
        #expect(try workspace.read("other.feature") == Data(Self.feature.utf8))
        let newFeature = try workspace.run(["test.feature", "--format", "json:new.feature"])
        #expect(newFeature.exitCode == 0, "\(newFeature.errors)")
        try FileManager.default.removeItem(atPath: workspace.path("new.feature"))
        try expectRefusal(["--config", "other.yml", "--format", "html:other.yml"], in: workspace,
                          message: refusal(#"html (argument 4: "html:other.yml")"#, over: "other.yml", "the project file"))
        try expectRefusal(["test.feature", "--format", "json:fixtures/articles.yml"], in: workspace,
                          message: refusal(#"json (argument 3: "json:fixtures/articles.yml")"#, over: "fixtures/articles.yml",
                                           "a fixtures file this run reads"))
        try expectRefusal(["test.feature", "--baseline", "base.yml", "--write-baseline", "base.yml"], in: workspace,
                          message: refusal(#"--write-baseline (argument 5: "base.yml")"#, over: "base.yml",
                                           "the baseline this run compares with",
                                           advice: "give the report a path of its own, or add --no-baseline to record the baseline afresh"))
        try expectRefusal(["@rerun.txt", "--format", "rerun:rerun.txt"], in: workspace,
                          message: refusal(#"rerun (argument 3: "rerun:rerun.txt")"#, over: "rerun.txt",
                                           "the rerun file this run reads (@rerun.txt)"))
        try expectRefusal(["report", "--from", "results.json", "--format", "markdown:results.json"], in: workspace,
                          message: refusal(#"markdown (argument 5: "markdown:results.json")"#, over: "results.json",
                                           "results this command reads (--from)", help: "specrun report --help"))
        try expectRefusal([], in: workspace, launcher: ["/bin/sh", "-c", "exec \"$0\" test.feature >>test.feature"],
                          message: refusal("progress (the default)", over: "test.feature (where standard output goes)", feature))
        // The project file's own reports, and the project file written by a report it names.
        try workspace.write("specrun.yml", "paths: [test.feature]\nformat: [\"junit:specrun.yml\"]\n")
        try expectRefusal([], in: workspace, message: refusal("junit (specrun.yml: format)", over: "specrun.yml", "the project file"))
    }

    /// Three runs writing the same paths at once: each path ends with one whole report (the last to
    /// finish), never a mixture, a NUL byte or a second `testRunFinished`.
    @Test func concurrentRunsWritingOnePathLeaveOneWholeReport() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let rows = 300
        try workspace.write("test.feature", outlineFeature(rows: rows).0)
        let arguments = ["test.feature", "--format", "message:messages.ndjson", "--format", "json:report.json",
                         "--format", "junit:junit.xml"]
        let results = LockedResults()
        let runs = (0..<3).map { _ in Thread { results.append(try? workspace.run(arguments).exitCode) } }
        runs.forEach { $0.start() }
        results.wait(for: runs.count)
        #expect(results.values == [0, 0, 0])
        #expect(try workspace.contents() == ["junit.xml", "messages.ndjson", "report.json", "test.feature"])
        let messages = try workspace.read("messages.ndjson")
        #expect(!messages.contains(0))
        let envelopes = try wholeLines(of: messages)
        #expect(envelopes.filter { $0["testRunFinished"] != nil }.count == 1)
        #expect(envelopes.filter { $0["testCaseFinished"] != nil }.count == rows * 3)
        let json = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
        #expect((json?["runs"] as? [Any])?.count == rows * 3)
    }

    /// A report on standard output that cannot be written (a full disk) fails the run, as it does
    /// for a file.
    @Test func aFullStandardOutput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        let run = try workspace.run([], launcher: ["/bin/sh", "-c", "exec \"$0\" test.feature --format junit >/dev/full"])
        #expect(run.exitCode == 2)
        #expect(run.errors == "specrun: standard output: cannot write the report (No space left on device)\n")
        let help = try workspace.run([], launcher: ["/bin/sh", "-c", "exec \"$0\" --help >/dev/full"])
        #expect(help.exitCode == 2)
        #expect(help.errors == "specrun: standard output: cannot write (No space left on device)\n")
    }

    /// A reader of standard output that went away (`… -f pretty -f json:r.json | head -1`): the
    /// failed report fails the run, exit 2, and every file report is still written (r.json was not).
    @Test func aReaderOfStandardOutputThatWentAwayLeavesTheFileReports() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", Self.feature)
        // Standard output a pipe whose reader is gone before specrun starts (as after `| head -1`).
        let script = """
            import os, subprocess, sys
            r, w = os.pipe(); os.close(r)
            run = subprocess.run(sys.argv[1:], stdout=w, stderr=subprocess.PIPE)
            sys.stderr.write(run.stderr.decode()); print(run.returncode)
            """
        let executable = try #require(SpecrunProcess.executable).path
        let closed = try SpecrunProcess.runProgram(["python3", "-c", script, executable, "test.feature", "--format", "pretty",
                                                    "--format", "json:r.json", "--format", "junit:j.xml"], in: workspace.url)
        #expect(closed.errors.contains("specrun: standard output: cannot write the report (Broken pipe)"), "\(closed.errors)")
        #expect(closed.output == "2\n", "\(closed.output)")
        let results = String(decoding: try workspace.read("r.json"), as: UTF8.self)
        #expect(results.contains("\"runs\":["), "\(results.prefix(200))")
        #expect(FileManager.default.fileExists(atPath: workspace.path("j.xml")))
    }
}

/// Exit codes handed over from several threads.
private final class LockedResults: @unchecked Sendable {
    private let condition = NSCondition()
    private(set) var values: [Int32?] = []

    func append(_ value: Int32?) {
        condition.lock()
        values.append(value)
        condition.signal()
        condition.unlock()
    }

    func wait(for count: Int) {
        condition.lock()
        while values.count < count { condition.wait() }
        condition.unlock()
    }
}
