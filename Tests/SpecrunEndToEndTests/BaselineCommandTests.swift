import Foundation
import Testing

/// Baselines on the command line: what a dry run does with one, what recording one says and exits
/// with, and the options that contradict each other.
@Suite struct BaselineCommandTests {
    static let feature = """
        @article-view
        Feature: New
          Scenario: A newer revision exists
            Given $article is cached
            And there's a newer revision of $article
            When I navigate to it
            Then I should eventually see a prompt to refresh

        """

    private func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("test.feature", Self.feature)
        try writeBaseline(expectingFailures: ["legacy", "auto-update"], in: workspace)
        try workspace.write("specrun.yml", "baseline: baseline.yml\n")
        return workspace
    }

    /// The project's baseline: the scenario fails on `algorithms` and passes on the others.
    private func writeBaseline(expectingFailures algorithms: [String], in workspace: Workspace) throws {
        try workspace.write("baseline.yml", """
            schema: specrun/baseline@1
            features:
              "test.feature":
                "A newer revision exists":

            """ + algorithms.map { "      \"\($0)\": failed\n" }.joined())
    }

    /// A dry run compares nothing with the project's baseline (it used to list every expected
    /// failure as a change, exit 1), but still checks its entries.
    @Test func aDryRunComparesNothing() throws {
        let workspace = try self.workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["test.feature", "--dry-run", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(!run.output.contains("Baseline:"), "\(run.output)")
        #expect(!run.output.contains("expected failed, got skipped"), "\(run.output)")
        try workspace.write("baseline.yml", """
            schema: specrun/baseline@1
            features:
              "test.feature":
                "A newer revision exist":
                  "legacy": failed

            """)
        let checked = try workspace.run(["test.feature", "--dry-run", "--format", "summary"])
        #expect(checked.exitCode == 2)
        #expect(checked.errors.contains("baseline.yml:4:5: test.feature has no scenario \"A newer revision exist\""), "\(checked.errors)")
    }

    @Test func contradictionsAreRefused() throws {
        let workspace = try self.workspace()
        defer { workspace.remove() }
        try expectRefusal(["test.feature", "--dry-run", "--write-baseline", "new.yml"], in: workspace, message: """
            specrun: --dry-run runs nothing, so --write-baseline (argument 4: "new.yml") would record every run as skipped; \
            record the baseline from a run without --dry-run (argument 2: "--dry-run")
            Run 'specrun --help' for usage.

            """)
        // It used to write a baseline of the runs before the first failure, and exit 0.
        try expectRefusal(["test.feature", "--no-baseline", "--fail-fast", "--write-baseline", "new.yml"], in: workspace, message: """
            specrun: --fail-fast stops at the first failure, so --write-baseline (argument 5: "new.yml") would record only the runs \
            before it; record the baseline from a run without --fail-fast (argument 3: "--fail-fast")
            Run 'specrun --help' for usage.

            """)
        // It used to drop baseline.yml silently.
        try expectRefusal(["test.feature", "--baseline", "baseline.yml", "--no-baseline"], in: workspace, message: """
            specrun: --baseline and --no-baseline contradict each other; give one (argument 4: "--no-baseline")
            Run 'specrun --help' for usage.

            """)
    }

    /// Recording exits 0 and says where (it used to exit 1 when the recorded runs failed, with no
    /// word of the file), unless a baseline compared at the same time shows a change.
    @Test func recordingSaysWhereAndExitsZero() throws {
        let workspace = try self.workspace()
        defer { workspace.remove() }
        let record = try workspace.run(["test.feature", "--no-baseline", "--write-baseline", "new.yml", "--format", "summary"])
        #expect(record.exitCode == 0, "\(record.errors)")
        #expect(record.errors == "Baseline written: new.yml (3 runs, 2 known divergences)\n")
        let toOutput = try workspace.run(["test.feature", "--no-baseline", "--write-baseline", "-", "--format", "summary:/dev/null"])
        #expect(toOutput.exitCode == 0)
        #expect(toOutput.output.hasPrefix("# The expected status"))
        #expect(toOutput.errors == "Baseline written: standard output (3 runs, 2 known divergences)\n")
        // The project's baseline still gates: a change from it fails the run while a new one is recorded.
        try workspace.write("baseline.yml", "schema: specrun/baseline@1\nfeatures: {}\n")
        let gated = try workspace.run(["test.feature", "--write-baseline", "new.yml", "--format", "summary"])
        #expect(gated.exitCode == 1)
        #expect(gated.errors == "Baseline written: new.yml (3 runs, 2 known divergences)\n")
    }

    /// A run whose reports all go to files exits 1 with its reason on standard error (it used to
    /// exit 1 without a word); one with a report on standard output leaves the reason to it.
    @Test func anExitOneSaysWhyWhenNoReportIsOnStandardOutput() throws {
        let workspace = try self.workspace()
        defer { workspace.remove() }
        let unexcused = try workspace.run(["test.feature", "--no-baseline", "--format", "json:results.json"])
        #expect(unexcused.exitCode == 1)
        #expect(unexcused.errors == "specrun: exit 1: 2 of 3 runs did not pass, and no baseline was compared; the reports: results.json\n")
        let replayed = try workspace.run(["report", "--from", "results.json", "--format", "junit:junit.xml", "--format", "html:report.html"])
        #expect(replayed.exitCode == 1)
        #expect(replayed.errors == "specrun report: exit 1: 2 of 3 runs did not pass, and no baseline was compared; "
            + "the reports: junit.xml, report.html\n")
        let onScreen = try workspace.run(["test.feature", "--no-baseline", "--format", "summary", "--format", "json:results.json"])
        #expect(onScreen.exitCode == 1)
        #expect(onScreen.errors.isEmpty, "\(onScreen.errors)")
        #expect(onScreen.output.contains("Scenarios: 1 — 0 pass on all their algorithms, 1 on some"), "\(onScreen.output)")

        let asExpected = try workspace.run(["test.feature", "--format", "json:results.json"])
        #expect(asExpected.exitCode == 0)
        #expect(asExpected.errors.isEmpty, "\(asExpected.errors)")
        try writeBaseline(expectingFailures: ["legacy", "new"], in: workspace)
        let changed = try workspace.run(["test.feature", "--format", "json:results.json"])
        #expect(changed.exitCode == 1)
        #expect(changed.errors == "specrun: exit 1: 2 runs changed from the baseline: 1 regression, 1 unexpected fix, 0 other changes; "
            + "the reports: results.json\n")
        let nothing = try workspace.run(["test.feature", "--tags", "@nothing", "--format", "json:results.json"])
        #expect(nothing.exitCode == 1)
        #expect(nothing.errors == "specrun: exit 1: nothing matched the selection, so nothing ran; the reports: results.json\n")
    }
}
