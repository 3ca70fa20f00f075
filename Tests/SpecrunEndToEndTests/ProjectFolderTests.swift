import Foundation
import Testing

/// A project file in another folder (`--config path/specrun.yml`) reads its paths from its own
/// folder, and its baseline names feature files from there, whatever folder specrun runs in.
@Suite struct ProjectFolderTests {
    @Test func aProjectFileReadsItsPathsFromItsFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("project/features/a.feature", BaselineCommandTests.feature)
        try workspace.write("project/specrun.yml", """
            paths: [features]
            baseline: baseline.yml
            format: [summary, "json:reports/results.json"]

            """)
        try workspace.makeFolder("project/reports")
        try workspace.makeFolder("elsewhere")
        // Recorded inside the project, the baseline names features/a.feature.
        let record = try SpecrunProcess.run(["--no-baseline", "--write-baseline", "baseline.yml"], in: workspace.url.appendingPathComponent("project"))
        #expect(record.exitCode == 0, "\(record.errors)")
        #expect(String(decoding: try workspace.read("project/baseline.yml"), as: UTF8.self).contains("\n  \"features/a.feature\":\n"))
        // From the folder above, and from a folder beside it, the same run: the same files, the same baseline
        // (they used to look for features/ and baseline.yml in the working directory).
        for (folder, config) in [("", "project/specrun.yml"), ("elsewhere", "../project/specrun.yml")] {
            try? FileManager.default.removeItem(atPath: workspace.path("project/reports/results.json"))
            let run = try SpecrunProcess.run(["--config", config], in: workspace.url.appendingPathComponent(folder))
            #expect(run.exitCode == 0, "\(folder): \(run.output)\(run.errors)")
            #expect(run.output.contains("Baseline: every run as expected (3 runs, 2 known divergences kept)"), "\(run.output)")
            #expect(FileManager.default.fileExists(atPath: workspace.path("project/reports/results.json")))
        }
        // Recorded from above, it names the features from the project's folder too.
        let again = try workspace.run(["--config", "project/specrun.yml", "--no-baseline", "--write-baseline", "project/again.yml"])
        #expect(again.exitCode == 0)
        #expect(try workspace.read("project/again.yml") == workspace.read("project/baseline.yml"))
    }

    /// The fixtures folder of the project is the project's, and `fixtures:` is read from its folder.
    @Test func theFixturesAreTheProjectsOwn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("project/a.feature", BaselineCommandTests.feature)
        try workspace.write("project/fixtures/articles.yml", "app:\n  observationWindow: 0 s\n")
        try workspace.write("project/specrun.yml", "paths: [a.feature]\n")
        let run = try workspace.run(["--config", "project/specrun.yml"])
        #expect(run.exitCode == 2)
        #expect(run.errors.hasPrefix("specrun: project/fixtures/articles.yml:2:22: invalid value for \"app.observationWindow\""), "\(run.errors)")
        try workspace.write("project/specrun.yml", "paths: [a.feature]\nfixtures: other\n")
        let named = try workspace.run(["--config", "project/specrun.yml"])
        #expect(named.errors.contains("project/other"), "\(named.errors)")
    }
}
