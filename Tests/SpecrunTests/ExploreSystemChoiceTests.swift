import ArticleView
import Foundation
import SpecrunKit
import SpecrunTestSupport
import Testing
@testable import SpecrunCLI

/// `specrun explore --system NAME` makes only that system; when it cannot be explored, the error
/// still names the systems that can (every one is made to say so), and with none, says none can.
@Suite struct ExploreSystemChoiceTests {
    /// A project file of its own, so that the repository's `specrun.yml` (which declares algorithms
    /// of other systems) is not read.
    private func explore(_ systems: [SystemDefinition], _ words: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-choice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("specrun.yml").path
        try "system: feed\n".write(toFile: project, atomically: true, encoding: .utf8)
        let command = ExploreCommand(systems: systems, environment: [:], program: "specrun")
        let error = try #require(throws: UsageError.self) {
            try command.run(words + ["--config", project, "--out", folder.appendingPathComponent("out").path])
        }
        return "\(error)"
    }

    /// Only the named system is made: another whose making fails does not stop the exploration.
    @Test func onlyTheNamedSystemIsMade() throws {
        struct Unmakeable: Error {}
        let unmakeable = SystemDefinition(FeedSystem.self) { _ in throw Unmakeable() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-choice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("specrun.yml").path
        try "system: article-view\n".write(toFile: project, atomically: true, encoding: .utf8)
        let command = ExploreCommand(systems: [unmakeable, SystemDefinition(ArticleViewSystem.self)], environment: [:], program: "specrun")
        _ = try command.run(["--system", "article-view", "--budget", "20", "--jobs", "1", "--config", project,
                             "--out", folder.appendingPathComponent("out").path])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/divergences.feature").path))
        #expect(throws: Unmakeable.self) {
            try command.run(["--budget", "20", "--jobs", "1", "--config", project, "--out", folder.appendingPathComponent("all").path])
        }
    }

    @Test func aSystemThatCannotBeExploredIsToldFromTheOnesThatCan() throws {
        let said = try explore([FeedSystem.definition, SystemDefinition(ArticleViewSystem.self)], ["--system", "feed"])
        #expect(said.contains("no system \"feed\" can be explored"))
        #expect(said.contains("these can: article-view"))
    }

    @Test func withNoSystemThatCanBeExploredItSaysNoneCan() throws {
        let said = try explore([FeedSystem.definition], ["--system", "feed"])
        #expect(said.contains("none of the systems declares an exploration vocabulary"))
    }
}
