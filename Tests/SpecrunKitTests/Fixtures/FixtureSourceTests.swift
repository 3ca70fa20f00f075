import SpecrunTestSupport
import Testing
@testable import SpecrunKit

@Suite struct FixtureSourceTests {
    @Test func aDirectoryWithoutTheFileKeepsTheDefaults() throws {
        let directory = try fixturesDirectory(files: [:])
        #expect(try FixtureSource(directory: directory).load(FeedFixture.file) == TestFixtures.feeds)
        #expect(TestFixtures.feeds.defaultFeed == "World")
        #expect(TestFixtures.feeds.feeds == [TestFixtures.world7, FeedEdition(feed: "Sports", number: 3, bytes: 12_000)])
    }

    @Test func aFileOverridesOnlyWhatItNames() throws {
        let directory = try fixturesDirectory(files: ["network.yml": "default: 3g\nprofiles:\n  3g: { name: Slow 3G }\n"])
        let network = try FixtureSource(directory: directory).load(NetworkFixture.file)
        let builtIn = TestFixtures.network
        #expect(network.defaultProfile == "3g")
        #expect(network.profileNames == builtIn.profileNames)
        #expect(network.profile(named: "3g")?.name == "Slow 3G")
        #expect(network.profile(named: "3g")?.downlink == builtIn.profile(named: "3g")?.downlink)
        #expect(network.conditions == builtIn.conditions)
    }

    @Test func aSequenceInAnOverrideReplacesTheDefaultOne() throws {
        let directory = try fixturesDirectory(files: ["feeds.yml": "default: Local\nfeeds:\n  - { name: Local, edition: 1, bytes: 900 }\n"])
        let feeds = try FixtureSource(directory: directory).load(FeedFixture.file)
        #expect(feeds.feeds == [FeedEdition(feed: "Local", number: 1, bytes: 900)])
        #expect(feeds.timings == TestFixtures.feeds.timings)
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
        let directory = try fixturesDirectory(files: ["feeds.yml": "# Our feeds\n\n\ndefault: Weather\n"])
        let message = errorMessage { _ = try FixtureSource(directory: directory).load(FeedFixture.file) }
        #expect(message?.hasPrefix(directory + "/feeds.yml:4:") == true, "\(message ?? "no error")")
        #expect(message?.contains("the default feed “Weather” is not among the feeds: name one of World, Sports") == true)
    }

    @Test func anUnknownKeyInAnOverrideSaysWhatWasMeant() throws {
        let directory = try fixturesDirectory(files: ["feeds.yml": "app:\n  requestTimout: 2 s\n"])
        #expect(throws: FixtureError.self) { try FixtureSource(directory: directory).load(FeedFixture.file) }
        let message = errorMessage { _ = try FixtureSource(directory: directory).load(FeedFixture.file) }
        #expect(message?.hasPrefix(directory + "/feeds.yml:2:3") == true, "\(message ?? "no error")")
        #expect(message?.contains("requestTimeout") == true)
    }

    @Test func aTimingThatIsNotMoreThanZeroIsRefused() throws {
        let directory = try fixturesDirectory(files: ["feeds.yml": "app:\n  observationWindow: 0 s\n"])
        let message = errorMessage { _ = try FixtureSource(directory: directory).load(FeedFixture.file) }
        #expect(message?.hasPrefix(directory + "/feeds.yml:2:") == true, "\(message ?? "no error")")
        #expect(message?.contains(#"how long "eventually" and "should not see" look"#) == true, "\(message ?? "no error")")
    }

    @Test func theFilesReadAndLoadedAreKept() throws {
        let directory = try fixturesDirectory(files: ["feeds.yml": "default: Sports\n"])
        let record = FixtureRecord()
        let system = try FeedSystem(fixtures: FixtureSource(directory: directory).recording(into: record))
        #expect(system.feeds.defaultFeed == "Sports")
        #expect(record.namesLoaded == ["network.yml", "feeds.yml"])
        #expect(record.filesRead == [directory + "/feeds.yml"])
        #expect(FeedSystem.definition.fixtureFiles == ["network.yml", "feeds.yml"])
    }
}
