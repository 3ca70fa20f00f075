import Foundation
import Runner
import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit

@Suite struct FixturesTests {
    @Test func theBuiltInFixturesLoad() {
        #expect(fixtures.articles.defaultArticle == "Tokyo")
        #expect(fixtures.network.defaultProfile == "wifi")
        #expect(fixtures.safe.defaultSafe == "Main")
    }

    @Test func aDirectoryWithoutTheFileKeepsTheDefaults() throws {
        let directory = try temporaryDirectory(files: [:])
        #expect(try FixtureSource(directory: directory).load(ArticleFixture.file) == fixtures.articles)
    }

    @Test func aFileOverridesOnlyWhatItNames() throws {
        let directory = try temporaryDirectory(files: ["network.yml": "default: 3g\nprofiles:\n  3g: { name: Slow 3G }\n"])
        let network = try FixtureSource(directory: directory).load(NetworkFixture.file)
        #expect(network.defaultProfile == "3g")
        #expect(network.profileNames == fixtures.network.profileNames)
        #expect(network.profile(named: "3g")?.name == "Slow 3G")
        #expect(network.profile(named: "3g")?.downlink == fixtures.network.profile(named: "3g")?.downlink)
        #expect(network.conditions == fixtures.network.conditions)
    }

    @Test func aMissingDirectoryNamedExplicitlyIsNamedWithHowToFixIt() {
        #expect(throws: FixtureError(path: "no/such/dir", problem: .missingDirectory)) {
            try FixtureSource(directory: "no/such/dir", isRequired: true).validate()
        }
        #expect(throws: Never.self) { try FixtureSource(directory: "no/such/dir").validate() }
        let message = FixtureError(path: "no/such/dir", problem: .missingDirectory).description
        #expect(message.hasPrefix("no/such/dir: no such fixtures directory; "))
        #expect(message.contains("--fixtures"))
    }

    @Test func aMistakeInAnOverrideIsReportedAtItsLineAndColumn() throws {
        let directory = try temporaryDirectory(files: ["articles.yml": "# Our articles\n\n\ndefault: Osaka\n"])
        let path = directory + "/articles.yml"
        do {
            _ = try FixtureSource(directory: directory).load(ArticleFixture.file)
            Issue.record("a default naming no article loaded")
        } catch {
            #expect("\(error)".hasPrefix(path + ":4:"))
            #expect("\(error)".contains("Osaka"))
        }
    }

    @Test func anUnknownKeyInAnOverrideSaysWhatWasMeant() throws {
        let directory = try temporaryDirectory(files: ["safe.yml": "app:\n  snackbarDuraton: 2 s\n"])
        #expect(throws: FixtureError.self) { try FixtureSource(directory: directory).load(SafeFixture.file) }
        do {
            _ = try FixtureSource(directory: directory).load(SafeFixture.file)
        } catch {
            #expect("\(error)".hasPrefix(directory + "/safe.yml:2:3"))
            #expect("\(error)".contains("snackbarDuration"))
        }
    }

    private func temporaryDirectory(files: [String: String]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        return directory
    }
}
