import Testing
@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import YAML

private func decodeFixture<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
    let defaults = [ArticleFixture.file.name: ArticleFixture.file.defaults, SafeFixture.file.name: SafeFixture.file.defaults]
    return try YAMLDecoder().decode(type, from: defaults[name]!, file: "(built-in) \(name)")
}

@Test func theBuiltInFixturesLoad() {
    #expect(fixtures.articles.defaultArticle == "Tokyo")
    #expect(fixtures.network.defaultProfile == "wifi")
    #expect(fixtures.safe.defaultSafe == "Main")
}

@Test func theArticleFixtureHoldsTokyoAndItsRevisions() throws {
    let articles = try decodeFixture(ArticleFixture.self, "articles.yml")
    #expect(articles.defaultArticle == "Tokyo")
    #expect(articles.timings == ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60)))
    #expect(articles.articles.map(\.title) == ["Tokyo", "Mount Fuji", "Kyoto"])
    #expect(articles.server.latestRevision(of: "Tokyo") == ArticleRevision(title: "Tokyo", id: 1042, bytes: 213_120))
}

@Test func theSafeFixtureHoldsTwoSafesAndTheAppsTimings() throws {
    let wallet = try decodeFixture(SafeFixture.self, "safe.yml")
    #expect(wallet.defaultSafe == "Main")
    #expect(wallet.timings.snackbarDuration == .seconds(4))
    #expect(wallet.timings.requestTimeout == .seconds(30))
    #expect(wallet.safes.map(\.name) == ["Main", "Team"])
    let main = try #require(wallet.server[safe: "Main"])
    #expect(main.balances.description == "12.5 ETH, 1250.00 DAI, 300.00 USDC, 4.2 GNO")
    #expect(main.transactions.first == SafeTransaction(id: "0x5c1e", kind: .outgoing, value: "0.5 ETH", status: .pending))
    #expect(main.transactions[2].value == "")
    #expect(main.settings.description == "2 of 3 owners, version 1.1.1, no modules")
    #expect(wallet.server[safe: "Team"]?.settings.description == "3 of 5 owners, version 1.0.0, 1 module")
}

@Test func aDefaultThatNamesNothingIsRefused() throws {
    let text = """
        default: Osaka
        app: { requestTimeout: 30 s, observationWindow: 60 s }
        articles:
          - title: Tokyo
            revisions: [{ id: 1042, bytes: 213120 }]
        """
    expectError(
        decoding: ArticleFixture.self, from: text, in: "fixtures/articles.yml", at: "fixtures/articles.yml:1:",
        saying: "the default article “Osaka” is not among the articles: name one of Tokyo")
}

private func expectError<T: Decodable>(
    decoding type: T.Type, from text: String, in file: String, at place: String, saying words: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        _ = try YAMLDecoder().decode(type, from: text, file: file)
        Issue.record("expected an error saying \(words)", sourceLocation: sourceLocation)
    } catch {
        let message = String(describing: error)
        #expect(message.hasPrefix(place), "\(message)", sourceLocation: sourceLocation)
        #expect(message.contains(words), "\(message)", sourceLocation: sourceLocation)
    }
}
