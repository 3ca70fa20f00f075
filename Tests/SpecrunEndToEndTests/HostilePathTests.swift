import Foundation
import Testing

/// Paths however they are typed: one file has one spelling in every report and the baseline
/// (relative to the project), and a folder that cannot be searched whole stops the run.
@Suite(.timeLimit(.minutes(2))) struct HostilePathTests {
    /// The project's own features against its own baseline, the features folder spelled four ways.
    @Test(arguments: ["ABSOLUTE", "features//", "./features/../features", "features/./article-view/../"])
    func theBaselineDoesNotDependOnHowAPathIsSpelled(spelling: String) throws {
        let path = spelling == "ABSOLUTE" ? SpecrunProcess.repository.appendingPathComponent("features").path : spelling
        let run = try SpecrunProcess.run([path, "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("Baseline: every run as expected"))
    }

    /// Every report names the file as the project spells it: no absolute path, no `//` or `..`.
    @Test func everyReportUsesTheProjectsSpelling() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let feature = SpecrunProcess.repository.appendingPathComponent("features/article-view/cold-cache.feature").path
        let reports = ["json:report.json", "junit:junit.xml", "message:messages.ndjson", "cucumber-json:cucumber.json",
                       "markdown:summary.md"].map { "\(workspace.path(""))/\($0.split(separator: ":")[1])" }
        let formats = zip(["json", "junit", "message", "cucumber-json", "markdown"], reports).flatMap { ["--format", "\($0):\($1)"] }
        let run = try SpecrunProcess.run([feature + ":5", ".//features/../features/article-view//cold-cache.feature"] + formats
                                         + ["--format", "summary", "--no-baseline", "--write-baseline", workspace.path("baseline.yml")])
        #expect(run.exitCode <= 1, "\(run.errors)")
        for report in reports + [workspace.path("baseline.yml")] {
            let text = try String(contentsOfFile: report, encoding: .utf8)
            #expect(text.contains("features/article-view/cold-cache.feature"), "\(report)")
            #expect(!text.contains(SpecrunProcess.repository.path + "/features"), "\(report)")
            #expect(!text.contains("features//") && !text.contains("features/../"), "\(report)")
        }
    }

    @Test func aLineWithoutAFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try expectRefusal([":5"] + HostileInputTests.reports, in: workspace, message: """
            specrun: :5: no file before the line number; write FILE:LINE, e.g. features/a.feature:12

            """)
    }

    @Test(.enabled(if: HostileInputTests.unreadableFilesCanBeMade)) func anUnreadableFolderInsideAFeaturesFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("features/open/a.feature", "@article-view\nFeature: Open\n")
        try workspace.write("features/locked/b.feature", "@article-view\nFeature: Locked\n")
        #expect(chmod(workspace.path("features/locked"), 0) == 0)
        defer { chmod(workspace.path("features/locked"), 0o755) }
        let asNobody = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        try expectRefusal(["features"], in: workspace, launcher: asNobody, message: """
            specrun: features/locked: cannot read this folder (Permission denied); check its permissions, or name the folders to run instead

            """)
    }
}
