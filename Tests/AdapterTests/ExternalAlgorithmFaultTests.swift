import Adapter
@testable import ArticleView
import Foundation
import SpecrunKit
import Testing

/// The faults of a child process: each fails its run with a message naming the algorithm, the
/// event and what was wrong (with the child's last lines of standard error); the child is killed
/// and the next run starts another.
@Suite(.serialized) struct ExternalAlgorithmFaultTests {
    static let script = Bundle.module.url(forResource: "misbehaving", withExtension: "py", subdirectory: "Resources")!.path

    @Test(arguments: [
        ("exit", "it exited with status 3"),
        ("hang", "it did not end its turn within 300 ms of wall-clock time"),
        ("not-json", "it wrote a line that is not JSON, «oops, not JSON»"),
        ("unknown-command", "it sent the command “explode”, which the schema does not allow"),
        ("bad-field", "its field “request” is a string, not a whole number"),
        ("unknown-request", "which article-view cannot carry out: there is no request 42"),
        ("unknown-screen", "its field “screen” is \"home\", not one of \"article view\""),
        ("unknown-revision", "the article view knows no revision 9 of “Tokyo”"),
    ])
    func failsTheRunAndRestarts(mode: String, problem: String) throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-fault-\(UUID())").path
        defer {
            try? FileManager.default.removeItem(atPath: marker)
            try? FileManager.default.removeItem(atPath: marker + ".pids")
        }
        let pool = Self.pool(mode, marker: marker)
        let first = try Self.open(on: pool)
        let failure = try #require(first)
        #expect(failure.contains("the external algorithm misbehaving-\(mode) of article-view (test.yml:3:5) failed on the event {\"event\":\"open\",\"title\":\"Tokyo\",\"route\":\"saved articles\"}"))
        #expect(failure.contains(problem), "\(failure)")
        #expect(failure.contains("  | misbehaving.py: about to \(mode)"), "\(failure)")

        // The broken child is gone; the next run gets a new one, which behaves.
        #expect(try Self.open(on: pool) == nil)
        let pids = try String(contentsOfFile: marker + ".pids", encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        #expect(pids.count == 2)
        #expect(kill(pids[0], 0) != 0)
        pool.drain()
        #expect(kill(pids[1], 0) != 0)
    }

    @Test func refusesAnotherProtocolVersionAtTheHandshake() {
        let pool = Self.pool("wrong-protocol")
        #expect { try pool.warmUp() } throws: { error in
            "\(error)".contains("failed on the handshake: it speaks protocol 99; specrun speaks 1")
        }
    }

    @Test func aCommandThatCannotStartFailsTheRun() throws {
        let declaration = ExternalAlgorithmDeclaration(system: "article-view", name: "missing", command: ["/no/such/program"],
                                                       declaredAt: "test.yml:3:5")
        let pool = AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
        let failure = try #require(try Self.open(on: pool))
        #expect(failure.contains("failed on its start: it could not be started: /no/such/program: No such file or directory"), "\(failure)")
    }

    static func pool(_ mode: String, marker: String? = nil) -> AdapterPool {
        let declaration = ExternalAlgorithmDeclaration(
            system: "article-view", name: "misbehaving-\(mode)", command: ["python3", script, mode] + (marker.map { [$0] } ?? []),
            turnTimeoutMilliseconds: 300, declaredAt: "test.yml:3:5")
        return AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
    }

    /// One run: Tokyo cached, the user opens it; the app's failure, if any.
    static func open(on pool: AdapterPool) throws -> String? {
        let device = SimulatedDevice(profile: .unconditioned, seed: 1)
        defer { device.shutDown() }
        let server = ArticleServer(articles: [Article(title: "Tokyo", revisions: [(1042, 213_120)])])
        let environment = ArticleViewEnvironment(
            device: device, server: server, cache: ArticleCache(server.articles[0].revisions),
            timings: ArticleAppTimings(requestTimeout: .seconds(30), observationWindow: .seconds(60)))
        let app = ExternalArticleView(environment: environment, pool: pool)
        app.open("Tokyo", via: .savedArticles)
        try device.clock.advance(by: .seconds(1))
        if device.appFailure == nil { #expect(device.screen.article?.id == 1042) }
        return device.appFailure
    }
}
