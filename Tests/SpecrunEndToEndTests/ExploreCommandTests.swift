import Foundation
import Testing

/// `specrun explore` as a user runs it: the files it writes, that the written feature runs as
/// written (passing on the reference, failing on the other), that the files repeat, and its errors.
@Suite(.tags(.slow)) struct ExploreCommandTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theWrittenFeatureRunsAsWrittenAndTheFilesRepeat() throws {
        let directory = try folder()
        let arguments = ["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new", "--budget", "400",
                         "--out", "found"]
        let run = try SpecrunProcess.run(arguments, in: directory)
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(run.output.contains("behaviours where legacy and new differ"))
        let found = directory.appendingPathComponent("found")
        let feature = try String(contentsOf: found.appendingPathComponent("divergences.feature"), encoding: .utf8)
        let json = try String(contentsOf: found.appendingPathComponent("divergences.json"), encoding: .utf8)
        #expect(feature.hasPrefix("@article-view\nFeature: Where legacy and new differ"))
        #expect(json.contains("\"schema\":\"specrun/divergences@1\""))
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("divergences.html").path))

        let onReference = try SpecrunProcess.run(["found/divergences.feature", "--algorithm", "legacy", "--format", "summary",
                                                  "--no-baseline"], in: directory)
        #expect(onReference.exitCode == 0, "\(onReference.output)\(onReference.errors)")
        let onOther = try SpecrunProcess.run(["found/divergences.feature", "--algorithm", "new", "--format", "summary", "--no-baseline"],
                                             in: directory)
        #expect(onOther.exitCode == 1)

        let again = try SpecrunProcess.run(arguments.dropLast() + ["again", "--jobs", "2"], in: directory)
        #expect(again.exitCode == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("again/divergences.feature"), encoding: .utf8) == feature)
        #expect(try String(contentsOf: directory.appendingPathComponent("again/divergences.json"), encoding: .utf8) == json)
    }

    /// `--out` is made as every report's folder is, when its files are put in place; a place its files
    /// cannot go (a file where the folder should be, a link over the project file) is refused before
    /// anything is explored, and nothing is written.
    @Test func theOutputFolderIsMadeOnDemandAndCheckedFirst() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let explore = ["explore", "--system", "article-view", "--algorithm", "legacy", "--algorithm", "new", "--budget", "20"]
        try workspace.write("taken", "a file\n")
        try expectRefusal(explore + ["--out", "taken/found"], in: workspace, message: """
            specrun: taken/found/divergences.feature: taken is a file, not a folder; choose another path

            """)
        try workspace.write("specrun.yml", "seed: 3\n")
        try workspace.makeFolder("linked")
        #expect(symlink("../specrun.yml", workspace.path("linked/divergences.json")) == 0)
        try expectRefusal(explore + ["--out", "linked"], in: workspace, message: """
            specrun: linked/divergences.json (--out) would write over specrun.yml, the project file; give the report a path of its own
            Run 'specrun explore --help' for usage.

            """)
        let run = try workspace.run(explore + ["--out", "deep/er/found"])
        #expect(run.exitCode == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("deep/er/found/divergences.json")))
    }

    @Test func mistakesAreUsageErrors() throws {
        let directory = try folder()
        let unknown = try SpecrunProcess.run(["explore", "--system", "article-veiw"], in: directory)
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("no system \"article-veiw\" can be explored (did you mean \"article-view\"?)"))
        let algorithm = try SpecrunProcess.run(["explore", "--system", "article-view", "--algorithm", "legcy", "--algorithm", "new"],
                                               in: directory)
        #expect(algorithm.exitCode == 2)
        #expect(algorithm.errors.contains("@article-view has no algorithm \"legcy\" (did you mean \"legacy\"?)"))
        let budget = try SpecrunProcess.run(["explore", "--budget", "0"], in: directory)
        #expect(budget.exitCode == 2)
        #expect(budget.errors.contains("--budget takes a whole number, 1 or more"))
    }
}
