import Foundation
import Testing

/// Hostile inputs against the built binary: each gives its exact message and exit code 2 (or, where
/// the input is a valid but extreme scenario, a run that finishes in seconds), never a crash or a
/// hang, and no report file is left behind half-written. Big inputs are generated here.
@Suite(.tags(.slow), .timeLimit(.minutes(2))) struct HostileInputTests {
    /// Reports to files, requested with every refused input: none may appear.
    static let reports = ["--format", "json:report.json", "--format", "message:messages.ndjson",
                          "--format", "junit:junit.xml", "--format", "html:report.html"]

    @Test func invalidUTF8() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", bytes: Array("@article-view\nFeature: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        try expectRefusal(["test.feature"] + Self.reports, in: workspace,
                          message: "specrun: test.feature:2:13: invalid UTF-8 (byte 0xC3); save the file as UTF-8\n")
    }

    @Test func aNULByte() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", bytes: Array("@article-view\nFeature: é\0\n".utf8))
        try expectRefusal(["test.feature"] + Self.reports, in: workspace, message: """
            specrun: test.feature:2:11: a NUL byte (0x00), which text does not contain; remove it, or check that this is the text file you meant

            """)
    }

    /// A feature that does not parse used to exit 2 after the run had written every report (JUnit with
    /// `tests="0"`, or, with good files beside it, reports that left the broken file out): the run is
    /// refused before it starts, every error named, and the reports of an earlier run stay as they were.
    @Test func aFeatureThatDoesNotParseRefusesTheRunAndWritesNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("good.feature", "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n")
        try workspace.write("bad.feature", """
            @article-view
            Feature: Bad
              Scenario: A table with a missing cell
                Given $article is not cached
                  | a | b |
                  | c |

            """)
        let message = "specrun: bad.feature:6:7: inconsistent cell count within the table\n"
        try expectRefusal(["bad.feature"] + Self.reports, in: workspace, message: message)
        try expectRefusal(["good.feature", "bad.feature", "--format", "markdown:summary.md"] + Self.reports,
                          in: workspace, message: message)
        let old = "an earlier run's report\n"
        for name in ["report.json", "messages.ndjson", "junit.xml", "report.html"] { try workspace.write(name, old) }
        try expectRefusal(["good.feature", "bad.feature"] + Self.reports, in: workspace, message: message)
        for name in ["report.json", "messages.ndjson", "junit.xml", "report.html"] {
            #expect(try workspace.read(name) == Data(old.utf8), "\(name)")
        }
    }

    /// `--retry 200000` on a scenario that always fails kept every attempt (800 MB with `message`):
    /// memory no longer grows with the count. The reports show the first attempts and the last.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
    func aHugeRetryCountTakesNoMoreMemory() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", """
            @article-view
            Feature: Retried
              Scenario: Always fails on legacy
                Given $article is cached
                And my connection is online
                Given the app can't retrieve the current revision of $article
                When I navigate to it
                Then I should see a "warning" banner that we failed to determine the current revision of the article

            """)
        func peakKilobytes(retry: Int) throws -> Int {
            let run = try workspace.run(["test.feature", "--algorithm", "legacy", "--retry", "\(retry)", "--format", "message:m.ndjson",
                                         "--format", "pretty:pretty.txt"], launcher: ["/usr/bin/time", "-f", "%M"])
            #expect(run.exitCode == 1, "\(run.errors)")
            return Int(run.errors.split(separator: "\n").last ?? "") ?? .max
        }
        let once = try peakKilobytes(retry: 0)
        let retries = 20_000
        let many = try peakKilobytes(retry: retries)
        #expect(Double(many) < Double(once) * 1.5, "peak memory \(once) KB without retries, \(many) KB with \(retries)")
        let started = try wholeLines(of: workspace.read("m.ndjson")).compactMap { $0["testCaseStarted"] as? [String: Any] }
        #expect(started.compactMap { $0["attempt"] as? Int } == Array(0..<10) + [retries])
        #expect(try String(decoding: workspace.read("pretty.txt"), as: UTF8.self)
            .contains("legacy: failed on attempt \(retries + 1), after \(retries) failed attempts (--retry)"))
    }

    @Test func aFiveMegabyteLineIsAnUndefinedStepWithItsSnippet() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let text = "I navigate to " + String(repeating: "x", count: 5_000_000)
        try workspace.write("test.feature", "@article-view\nFeature: Long\n  Scenario: A long step\n    When \(text)\n")
        let run = try workspace.run(["test.feature", "--strict", "-a", "new", "--format", "progress",
                                     "--format", "json:report.json", "--format", "message:messages.ndjson"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains(#"steps.when("\#(text)") { world, arguments in"#))
        let report = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
        let runs = report?["runs"] as? [[String: Any]] ?? []
        #expect(runs.map { $0["status"] as? String } == ["undefined"])
        #expect(try wholeLines(of: workspace.read("messages.ndjson")).count > 5)
    }

    @Test func aHundredThousandStepsInOneScenario() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let steps = String(repeating: "    And my internet connection is offline\n", count: 100_000)
        try workspace.write("test.feature", """
            @article-view
            Feature: Many steps
              Scenario: A hundred thousand steps
                Given $article is cached
            \(steps)    When I navigate to it
                Then I should see the cached content

            """)
        let run = try workspace.run(["test.feature", "-a", "new", "--format", "summary", "--format", "json:report.json"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("1 run in"))
        let report = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
        let stepCount = ((report?["runs"] as? [[String: Any]])?.first?["steps"] as? [Any])?.count
        #expect(stepCount == 100_003)
    }

    @Test func anOutlineWithAHundredThousandRowsIsPlannedWhole() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", outlineFeature(rows: 100_000).0)
        let run = try workspace.run(["test.feature", "--dry-run", "-a", "new", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("100000 runs in"))
    }

    @Test func theLastOfAHundredThousandRowsRunsAlone() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (text, lastRow) = outlineFeature(rows: 100_000)
        try workspace.write("test.feature", text)
        let run = try workspace.run(["test.feature:\(lastRow)", "--format", "json:report.json"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let report = try JSONSerialization.jsonObject(with: workspace.read("report.json")) as? [String: Any]
        let runs = report?["runs"] as? [[String: Any]] ?? []
        #expect(runs.map { $0["scenario"] as? String } == Array(repeating: "Row 100000", count: 3))
        #expect(runs.allSatisfy { $0["status"] as? String == "passed" })
    }

    @Test func deeplyNestedYAML() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", "tags: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
        try expectRefusal(Self.reports, in: workspace,
                          message: "specrun: specrun.yml:1:262: the document nests deeper than 256 levels; flatten the structure\n")
    }

    @Test func aYAMLAliasBomb() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var lines = [#"a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for level in 1..<10 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        try workspace.write("baseline.yml", (lines + ["features: *a9"]).joined(separator: "\n") + "\n")
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        try expectRefusal(["test.feature", "--baseline", "baseline.yml"] + Self.reports, in: workspace, message: """
            specrun: baseline.yml:5:45: alias *a3 makes the document expand to more than 100000 nodes through aliases; \
            write the repeated values out or use fewer nested aliases (is this a "billion laughs" document?)

            """)
    }

    /// Two thousand aliases of a megabyte: few nodes, gigabytes of text.
    @Test func aYAMLAliasOfAHugeValue() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let value = String(repeating: "x", count: 1_000_000)
        try workspace.write("specrun.yml", "tags: [&a \"\(value)\", " + Array(repeating: "*a", count: 2_000).joined(separator: ", ") + "]\n")
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        try expectRefusal(["test.feature"] + Self.reports, in: workspace, message: """
            specrun: specrun.yml:1:1000031: alias *a makes the document expand to more than 4000000 bytes of text through \
            aliases (this one repeats 1000000 bytes); repeat shorter values, or fewer times, or write the values out where \
            they are needed

            """)
    }

    @Test func aMissingPath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try expectRefusal(["nowhere.feature"] + Self.reports, in: workspace, message: """
            specrun: nowhere.feature: no such file or directory; give a .feature file or a folder of them

            """)
    }

    /// Whether a file can be made unreadable to the binary: as root, it runs as nobody through setpriv.
    static let unreadableFilesCanBeMade = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: unreadableFilesCanBeMade)) func anUnreadableFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("locked.feature", "@article-view\nFeature: Locked\n")
        #expect(chmod(workspace.path("locked.feature"), 0) == 0)
        let asNobody = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        try expectRefusal(["locked.feature"], in: workspace, launcher: asNobody, message: """
            specrun: locked.feature: cannot be read (Permission denied); check its permissions

            """)
    }

    @Test func aPipeWhereAFileIsExpected() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(mkfifo(workspace.path("pipe.feature"), 0o644) == 0)
        try expectRefusal(["pipe.feature"] + Self.reports, in: workspace, message: """
            specrun: pipe.feature: is not a regular file (a pipe, socket or device); name a file

            """)
    }

    @Test func aDirectoryWhereAFileIsExpected() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("features/test.feature", "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n")
        try workspace.makeFolder("folder")
        try expectRefusal(["features", "--format", "json:folder"], in: workspace, message: """
            specrun: folder: is a directory; give the path of a file to write the report to

            """)
        try expectRefusal(["features", "--baseline", "folder"] + Self.reports, in: workspace, message: """
            specrun: folder: is a directory; check the path given to --baseline or in specrun.yml

            """)
        try expectRefusal(["features", "--config", "folder"] + Self.reports, in: workspace, message: """
            specrun: folder: is a directory; give the project file's path to --config

            """)
        // `report --from DIR` reads every results file in a folder; one without any is refused.
        try expectRefusal(["report", "--from", "folder", "--format", "summary"], in: workspace, message: """
            specrun: folder: a folder without results; it should hold the files written by --format json:FILE (argument 3: "folder")
            Run 'specrun report --help' for usage.

            """)
        // Saved results and explore's shares are read as every file given is: what is wrong with
        // one that cannot be read is said (missing, a pipe), not only that it could not be.
        try expectRefusal(["report", "--from", "nothere.json", "--format", "summary"], in: workspace, message: """
            specrun: nothere.json: no such file; check the path

            """)
        try expectRefusal(["explore", "--from", "nothere.json"], in: workspace, message: """
            specrun: --from nothere.json: no such file; check the path (argument 3: "nothere.json")
            Run 'specrun explore --help' for usage.

            """)
        #expect(mkfifo(workspace.path("pipe.json"), 0o600) == 0)
        try expectRefusal(["report", "--from", "pipe.json", "--format", "summary"], in: workspace, message: """
            specrun: pipe.json: is not a regular file (a pipe, socket or device); name a file

            """)
        // A folder named like a feature file, found in a folder, is searched rather than read.
        try workspace.makeFolder("features/more.feature")
        let run = try workspace.run(["features", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
    }

    @Test func tagExpressionsWithUnbalancedParentheses() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        try expectRefusal(["test.feature", "-t", "@a or (@b"] + Self.reports, in: workspace, message: """
            specrun: Tag expression "@a or (@b" could not be parsed because of syntax error: Unmatched (. (argument 3: "@a or (@b")
              @a or (@b
                    ^
              Close this '(' with a ')' or remove it.
            Run 'specrun --help' for usage.

            """)
        try expectRefusal(["test.feature", "--tags", "(@a or @b))"] + Self.reports, in: workspace, message: """
            specrun: Tag expression "(@a or @b))" could not be parsed because of syntax error: Unmatched ). (argument 3: "(@a or @b))")
              (@a or @b))
                        ^
              Remove this ')' or open it with a '(' before it.
            Run 'specrun --help' for usage.

            """)
    }

    /// Nested a million deep (a `not` chain in the project file, which has no length limit), the
    /// tree would overflow the stack when evaluated or freed: it is refused at 1,000 levels, and the
    /// message quotes only the part around the fault.
    @Test func aTagExpressionNestedAMillionDeep() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let expression = String(repeating: "not ", count: 1_000_000) + "@a"
        try workspace.write("specrun.yml", "tags: [\"\(expression)\"]\n")
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        // The innermost thousand `not`s nest 1,000 deep; the one before them is refused. The
        // 4 MB expression is quoted around the fault, at most 300 characters of it a line.
        let column = (1_000_000 - 1_000) * 4 + 1
        let first = "specrun: specrun.yml:1:8: tags: Tag expression \"\(expression)\" could not be parsed because of syntax error: "
            + "Operators are nested more than 1000 deep."
        let start = 2 + column - 1 - 150
        let quoted = Array(("  " + expression).unicodeScalars)[start..<start + 300].map(String.init).joined()
        try expectRefusal(["test.feature"] + Self.reports, in: workspace, message: """
            \(first.prefix(150))…(\(first.count - 300) characters left out)…\(first.suffix(150))
            …\(quoted)…
             \(String(repeating: " ", count: 150))^
              Simplify the expression: fewer operators inside one another (each 'and' or 'or' of a chain counts).
            Run 'specrun --help' for usage.

            """)
    }

    @Test func anUnknownFormat() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        let known = "pretty, progress, summary, json, junit, message, cucumber-json, markdown, html, github, matrix, rerun"
        try expectRefusal(["test.feature", "--format", "jsonn:report.json"], in: workspace, message: """
            specrun: unknown format "jsonn"; did you mean "json"? Known formats: \(known) (argument 3: "jsonn:report.json")
            Run 'specrun --help' for usage.

            """)
        try expectRefusal(["test.feature", "--format", "pdf"], in: workspace, message: """
            specrun: unknown format "pdf". Known formats: \(known) (argument 3: "pdf")
            Run 'specrun --help' for usage.

            """)
    }

    @Test func anUnknownAlgorithm() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Empty\n")
        try expectRefusal(["test.feature", "--algorithm", "legcy"] + Self.reports, in: workspace, message: """
            specrun: unknown algorithm "legcy" (did you mean "legacy"?); known algorithms are \
            article-view: legacy, new, auto-update; safe-app: unified, legacy-ios, legacy-android (argument 3: "legcy")
            Run 'specrun --help' for usage.

            """)
    }

    /// `/dev/full` fails every write as a full disk does: the run ends with the error, and the
    /// report is not kept (the device stays a device); the other reports are.
    @Test func aFullDisk() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n")
        let run = try workspace.run(["test.feature", "--format", "junit:/dev/full", "--format", "html:report.html"])
        #expect(run.exitCode == 2)
        #expect(run.errors == "specrun: /dev/full: cannot write the report (No space left on device)\n")
        // The report that failed takes no other with it: the HTML report of the run is whole.
        #expect(try workspace.contents() == ["report.html", "test.feature"])
        #expect(String(decoding: try workspace.read("report.html"), as: UTF8.self).hasSuffix("</html>\n"))
    }

    /// `--format json:results/shard-1.json` into a folder that did not exist was refused ("the folder
    /// results does not exist"): every report's missing folders are made as `mkdir -p` makes them, when
    /// the report is put in place (the run's reports, --write-baseline, specrun report's), and a run
    /// refused before it starts makes none.
    @Test func aReportsMissingFoldersAreMadeWhenItIsPutInPlace() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("test.feature", "@article-view\nFeature: Cold\n  Scenario: Not cached\n    Given $article is not cached\n")
        try expectRefusal(["test.feature", "--algorithm", "legcy", "--format", "json:results/shard-1.json",
                           "--format", "message:messages/run.ndjson", "--write-baseline", "baselines/new.yml"], in: workspace, message: """
            specrun: unknown algorithm "legcy" (did you mean "legacy"?); known algorithms are \
            article-view: legacy, new, auto-update; safe-app: unified, legacy-ios, legacy-android (argument 3: "legcy")
            Run 'specrun --help' for usage.

            """)
        let run = try workspace.run(["test.feature", "--format", "json:results/shard-1.json", "--format", "junit:a/b/c/junit.xml",
                                     "--format", "message:messages/run.ndjson", "--write-baseline", "baselines/new.yml"])
        #expect(run.exitCode == 0, "\(run.errors)")
        let report = try workspace.run(["report", "--from", "results/shard-1.json", "--format", "html:site/report.html"])
        #expect(report.exitCode == 0, "\(report.errors)")
        #expect(try workspace.contents() == ["a", "a/b", "a/b/c", "a/b/c/junit.xml", "baselines", "baselines/new.yml", "messages",
                                             "messages/run.ndjson", "results", "results/shard-1.json", "site", "site/report.html",
                                             "test.feature"])
    }
}

/// The lines of an NDJSON stream, each checked to be a whole JSON object, the last one ended.
/// `killed`: the process was killed (SIGKILL) while writing, which may cut its last write where a
/// page of the file ends (Linux stops a write between pages for a fatal signal), so a last line
/// without its newline is dropped, as a reader of a stream drops one.
func wholeLines(of data: Data, killed: Bool = false) throws -> [[String: Any]] {
    var data = data
    if killed, data.last != UInt8(ascii: "\n"), let end = data.lastIndex(of: UInt8(ascii: "\n")) {
        #expect(data.count % 4096 == 0, "a line cut elsewhere than where a page of the file ends (\(data.count) bytes)")
        data = data[...end]
    }
    #expect(data.last == UInt8(ascii: "\n"), "the stream ends inside a line")
    return try data.split(separator: UInt8(ascii: "\n")).map { line in
        let object = try JSONSerialization.jsonObject(with: line) as? [String: Any]
        #expect(object != nil, "a line that is not a JSON object")
        return object ?? [:]
    }
}
