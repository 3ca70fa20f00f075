import Foundation
import Testing
@testable import StepLibrary

@Suite struct FixturesTests {
    @Test func theRepositoryFixturesLoad() {
        #expect(fixtures.articles.defaultArticle == "Tokyo")
        #expect(fixtures.network.defaultProfile == "wifi")
        #expect(fixtures.safe.defaultSafe == "Main")
    }

    @Test func aMissingDirectoryIsNamedWithHowToFixIt() {
        #expect(throws: FixtureError(path: "no/such/dir", problem: .missingDirectory)) {
            try Fixtures.load(fromDirectory: "no/such/dir")
        }
        let message = FixtureError(path: "no/such/dir", problem: .missingDirectory).description
        #expect(message.hasPrefix("no/such/dir: no such fixtures directory; "))
        #expect(message.contains("--fixtures DIR") && message.contains("fixtures: DIR"))
    }

    @Test func aMissingFileIsNamed() throws {
        let directory = try temporaryCopyOfFixtures()
        try FileManager.default.removeItem(atPath: directory + "/articles.yml")
        #expect(throws: FixtureError(path: directory + "/articles.yml", problem: .missingFile)) {
            try Fixtures.load(fromDirectory: directory)
        }
    }

    @Test func aMistakeInAFileIsReportedAtItsLineAndColumn() throws {
        let directory = try temporaryCopyOfFixtures()
        let path = directory + "/articles.yml"
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "default: Tokyo", with: "default: Osaka")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try Fixtures.load(fromDirectory: directory)
            Issue.record("a default naming no article loaded")
        } catch {
            #expect(error.description.hasPrefix(path + ":4:"))
            #expect(error.description.contains("Osaka"))
        }
    }

    private func temporaryCopyOfFixtures() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: repositoryFixtures, toPath: directory)
        return directory
    }
}
