import Foundation
import Testing

/// The binary as CI runs it: GitHub Actions annotations and step summary, rerunning the failures,
/// and merging the shards' results from one folder.
@Suite struct ContinuousIntegrationTests {
    /// Legacy shows an offline banner over the cached article; the other two pass.
    static let offline = """
        @article-view
        Feature: Offline
          Scenario: Offline, cached
            Given $article is cached
            And my connection is offline
            When I navigate to it
            Then I should see the cached content
            And I should not see an error banner

          Scenario: Online, cached
            Given $article is cached
            When I navigate to it
            Then I should see the cached content
        """

    @Test func onGitHubActionsFailuresBecomeAnnotationsAndTheSummaryIsAppended() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("offline.feature", Self.offline)
        try workspace.write("summary.md", "earlier\n")
        let run = try workspace.run(["offline.feature", "--format", "summary"],
                                    environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.path("summary.md")])
        #expect(run.exitCode == 1)
        let annotations = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations == ["::error file=offline.feature,line=8,title=Offline%2C cached [legacy]::failed: "
            + "And I should not see an error banner%0Aexpected not to see an error banner (offline or error) from 0 ms to 1 min; "
            + "saw it at 0 ms: revision 1042 of Tokyo with an offline banner “The Internet connection appears to be offline” at 0 ms"])
        // After the summary, never inside it.
        #expect(run.output.hasSuffix(annotations[0] + "\n"))
        let summary = try String(decoding: workspace.read("summary.md"), as: UTF8.self)
        #expect(summary.hasPrefix("earlier\n## ❌ specrun: 6 runs — 1 failed, 5 passed\n"))

        let asked = try workspace.run(["offline.feature", "--format", "github"])
        #expect(asked.output == annotations[0] + "\n")
        let quiet = try workspace.run(["offline.feature", "--format", "summary"])
        #expect(!quiet.output.contains("::error"))
    }

    @Test func theRerunFileRunsExactlyTheFailedScenariosAgain() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("offline.feature", Self.offline)
        try workspace.write("passing.feature", "@article-view\nFeature: Fine\n  Scenario: Cached\n    Given $article is cached\n")
        let first = try workspace.run(["offline.feature", "passing.feature", "--format", "rerun:rerun.txt", "--format", "summary"])
        #expect(first.exitCode == 1)
        #expect(try String(decoding: workspace.read("rerun.txt"), as: UTF8.self) == "offline.feature:3\n")
        let again = try workspace.run(["@rerun.txt", "--format", "json:again.json"])
        #expect(again.exitCode == 1)
        let runs = try statusMatrix(ofJSON: workspace.read("again.json"), algorithms: ["legacy", "new", "auto-update"])
        #expect(runs == ["offline.feature | Offline, cached": "✗✓✓"])
    }

    /// Names with spaces, colons and accents written by `--format rerun` are read back, and so is the
    /// file with CRLF line ends and a byte-order mark (each used to be refused, or split at the space).
    @Test func aRerunFileOfUnusualNamesReadsBack() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let names = ["my features/off line.feature", "v2:draft.feature", "café crème.feature"]
        for name in names { try workspace.write(name, Self.offline) }
        let first = try workspace.run(names + ["--format", "rerun:rerun.txt", "--format", "summary"])
        #expect(first.exitCode == 1)
        let written = String(decoding: try workspace.read("rerun.txt"), as: UTF8.self)
        #expect(written == names.map { $0 + ":3\n" }.joined())
        for (label, text) in [("as written", written), ("CRLF and a BOM", "\u{FEFF}" + written.replacingOccurrences(of: "\n", with: "\r\n")),
                              ("on one line", names.map { $0 + ":3" }.joined(separator: " ") + "\n")] {
            try workspace.write("again.txt", text)
            let again = try workspace.run(["@again.txt", "--format", "json:again.json"])
            #expect(again.exitCode == 1, "\(label): \(again.errors)")
            let runs = try statusMatrix(ofJSON: workspace.read("again.json"), algorithms: ["legacy", "new", "auto-update"])
            #expect(runs.count == 3, "\(label): \(runs)")
        }
    }

    /// A name the rerun format cannot hold (a line end in it; a blank after `:N` inside it, which
    /// reads back as two paths) refuses the rerun report, naming the file: the earlier rerun file
    /// stays, the other reports are written, exit 2. It used to write a file that did not read back.
    @Test(arguments: ["two\nlines.feature", "v:1 draft.feature"])
    func aNameTheRerunFormatCannotHoldRefusesIt(name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(name, Self.offline)
        try workspace.write("rerun.txt", "earlier.feature:3\n")
        let run = try workspace.run([name, "--format", "rerun:rerun.txt", "--format", "json:r.json"])
        #expect(run.exitCode == 2, "\(run.errors)")
        let shown = name.replacingOccurrences(of: "\n", with: "\\u{A}")
        #expect(run.errors.contains("specrun: rerun.txt: a rerun file cannot hold the name of the feature file \"\(shown)\""), "\(run.errors)")
        #expect(try String(decoding: workspace.read("rerun.txt"), as: UTF8.self) == "earlier.feature:3\n")
        #expect(FileManager.default.fileExists(atPath: workspace.path("r.json")))
    }

    @Test(arguments: [
        ("bad.txt", "offline.feature:3\nfeatures/x.feature:three\n",
         "specrun: bad.txt:2: \"features/x.feature:three\" is not a feature file's path with lines, such as features/a.feature:12:30 (argument 1: \"@bad.txt\")"),
        ("zero.txt", "offline.feature:0\n",
         "specrun: zero.txt:1: \"offline.feature:0\" is not a feature file's path with lines, such as features/a.feature:12:30 (argument 1: \"@zero.txt\")"),
        ("", "", "specrun: missing.txt: no such file; check the path (a rerun file, named by @missing.txt) (argument 1: \"@missing.txt\")"),
    ])
    func aMalformedOrMissingRerunFileIsAUsageError(file: String, text: String, expected: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("offline.feature", Self.offline)
        if !file.isEmpty { try workspace.write(file, text) }
        let run = try workspace.run(["@\(file.isEmpty ? "missing.txt" : file)"])
        #expect(run.exitCode == 2)
        #expect(run.errors.hasPrefix(expected + "\n"), "\(run.errors)")
    }

    @Test func theShardsResultsMergeFromOneFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("offline.feature", Self.offline)
        for shard in 1...2 {
            try workspace.makeFolder("results/shard-\(shard)")
            _ = try workspace.run(["offline.feature", "--shard", "\(shard)/2", "--format", "json:results/shard-\(shard)/results.json"])
        }
        let merged = try workspace.run(["report", "--from", "results", "--format", "junit:report.xml", "--format", "summary"])
        #expect(merged.exitCode == 1)
        #expect(merged.output.contains("6 runs in"), "\(merged.output)\(merged.errors)")
        try workspace.makeFolder("empty")
        let empty = try workspace.run(["report", "--from", "empty"])
        #expect(empty.exitCode == 2)
        #expect(empty.errors.contains("empty: a folder without results"))
    }
}
