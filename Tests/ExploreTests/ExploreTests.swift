import Expressions
import Gherkin
import Foundation
import Runner
import Testing
@testable import ArticleView
@testable import Explore
@testable import SafeApp
import SpecrunKit

/// `specrun explore` on the two built-in systems: what it must find, that it finds nothing where
/// there is nothing, that its files depend on the seed and budget alone, and that every scenario it
/// writes passes on the reference and fails on the other.
@Suite(.tags(.slow)) struct ExploreTests {
    static let network = try! FixtureSource.builtIn.load(NetworkFixture.file)
    static let articleView = try! AnySystem(ArticleViewSystem(network: network, articles: try! FixtureSource.builtIn.load(ArticleFixture.file)))
    static let safeApp = try! AnySystem(SafeAppSystem(network: network, safes: try! FixtureSource.builtIn.load(SafeFixture.file)))

    static func explore(_ system: AnySystem, _ algorithms: [String], budget: Int = 2_000, seed: UInt64 = 1,
                        jobs: Int = 1) throws -> (Explorer, ExploreReport) {
        let explorer = try Explorer(system: system, options: ExploreOptions(algorithms: algorithms, seed: seed, budget: budget, jobs: jobs))
        return (explorer, try explorer.explore())
    }

    @Test func legacyAgainstNewFindsTheDocumentsThreeBehavioursEachInAtMostFourSteps() throws {
        let (explorer, report) = try Self.explore(Self.articleView, ["legacy", "new"])
        let found = Dictionary(uniqueKeysWithValues: report.behaviours.map { ($0.signature.description, $0) })
        // The seed's "Steps to repro": a cached article opened offline shows an offline banner.
        let banner = try #require(found["legacy shows an offline banner; new does not"])
        #expect(explorer.lines(of: banner).contains("And my connection is offline") || explorer.lines(of: banner).contains("Given my connection is offline"))
        #expect(explorer.lines(of: banner).contains("Then I should see an offline banner"))
        // A search result (or a link) downloads an unchanged revision in full.
        let download = try #require(found["legacy downloads more than new"])
        #expect(explorer.lines(of: download).contains { $0.contains("via search-result") || $0.contains("via link") })
        // A newer revision is never announced on the other routes.
        let prompt = try #require(found["legacy does not show a refresh prompt; new does"])
        #expect(explorer.lines(of: prompt).contains("Then I should not see a prompt to refresh"))
        for behaviour in [banner, download, prompt] {
            #expect(behaviour.steps.count <= 4, "\(explorer.lines(of: behaviour))")
        }
    }

    @Test func theWalletsLegacyClientsShowTheirKnownFaults() throws {
        let (iosExplorer, ios) = try Self.explore(Self.safeApp, ["unified", "legacy-ios"])
        let polling = try #require(ios.behaviours.first { $0.signature.description == "unified makes no requests; legacy-ios does" })
        #expect(iosExplorer.lines(of: polling).contains("Then no request should have been made"))
        let (androidExplorer, android) = try Self.explore(Self.safeApp, ["unified", "legacy-android"])
        let reload = try #require(android.behaviours.first { $0.signature.description == "unified makes requests; legacy-android makes none" })
        #expect(androidExplorer.lines(of: reload).contains { $0.contains("comes to the foreground") || $0.contains("come back") },
                "\(androidExplorer.lines(of: reload))")
        // Coming to the foreground shows what changed on the server meanwhile; legacy Android does not.
        let meanwhile = try #require(android.behaviours.first { behaviour in
            androidExplorer.lines(of: behaviour).contains { $0.contains("the safe's ETH balance changes to \"13.0\"") }
        })
        #expect(androidExplorer.lines(of: meanwhile).contains { $0.hasSuffix("I should see an ETH balance of \"13.0\"") },
                "\(androidExplorer.lines(of: meanwhile))")
    }

    @Test(arguments: [["new", "new"], ["legacy-ios", "legacy-ios"]])
    func anAlgorithmAgainstItselfShowsNothing(_ algorithms: [String]) throws {
        let system = algorithms[0] == "new" ? Self.articleView : Self.safeApp
        let (_, report) = try Self.explore(system, algorithms, budget: 3_000)
        #expect(report.behaviours.isEmpty, "\(report.behaviours.map(\.signature.description))")
    }

    @Test func aSecondRegistrationOfTheSameTypeShowsNothing() throws {
        let twice = [ArticleViewAlgorithms.algorithm(NewArticleView.self),
                     Algorithm(name: "new-again", summary: "the same type, registered again") {
                         NewArticleView(environment: $0) as any ArticleViewClient
                     }]
        let system = try AnySystem(ArticleViewSystem(network: Self.network, articles: try FixtureSource.builtIn.load(ArticleFixture.file),
                                                 algorithms: twice))
        let (_, report) = try Self.explore(system, [], budget: 3_000)
        #expect(report.others == ["new-again"])
        #expect(report.behaviours.isEmpty, "\(report.behaviours.map(\.signature.description))")
    }

    /// An algorithm that stops working (as a child process that exits does) is an `ExploreAlgorithmError`
    /// naming it and the fault, on one thread or two: its runs are not "scenarios that do not apply".
    @Test(arguments: [1, 2])
    func anAlgorithmThatStopsWorkingStopsTheExploration(jobs: Int) throws {
        let algorithms = [ArticleViewAlgorithms.algorithm(NewArticleView.self),
                          Algorithm(name: "dying", summary: "stops working as it starts") {
                              $0.device.failApp("the child exited with status 3")
                              return NewArticleView(environment: $0) as any ArticleViewClient
                          }]
        let system = try AnySystem(ArticleViewSystem(network: Self.network, articles: try FixtureSource.builtIn.load(ArticleFixture.file),
                                                 algorithms: algorithms))
        let explorer = try Explorer(system: system, options: ExploreOptions(budget: 200, jobs: jobs))
        #expect(throws: ExploreAlgorithmError.self) { try explorer.explore() }
        do throws(ExploreAlgorithmError) {
            _ = try explorer.explore()
        } catch {
            #expect(error.algorithm == "dying")
            #expect(error.fault == "the child exited with status 3")
            #expect(!error.scenario.isEmpty)
            #expect(error.description.hasPrefix("@article-view: explore stopped, as the algorithm dying failed a run"))
        }
    }

    @Test func theSameSeedAndBudgetGiveTheSameFilesWhateverTheThreads() throws {
        let (explorer, once) = try Self.explore(Self.articleView, ["legacy", "new", "auto-update"], budget: 600, seed: 7)
        let (otherExplorer, again) = try Self.explore(Self.articleView, ["legacy", "new", "auto-update"], budget: 600, seed: 7, jobs: 2)
        #expect(once.feature(by: explorer) == again.feature(by: otherExplorer))
        #expect(once.json(by: explorer) == again.json(by: otherExplorer))
        let (_, otherSeed) = try Self.explore(Self.articleView, ["legacy", "new"], budget: 600, seed: 8)
        #expect(otherSeed.behaviours.map(\.firstFound) != once.behaviours.map(\.firstFound))
    }

    @Test func everyWrittenScenarioPassesOnTheReferenceAndFailsOnTheOther() throws {
        for (system, algorithms) in [(Self.articleView, ["legacy", "new"]), (Self.safeApp, ["unified", "legacy-ios"])] {
            let (explorer, report) = try Self.explore(system, algorithms)
            let text = report.feature(by: explorer)
            var ids = IdGenerator()
            guard case .success(let document) = GherkinParser().parse(text, uri: "divergences.feature", ids: &ids) else {
                Issue.record("the written feature does not parse:\n\(text)")
                continue
            }
            let feature = ParsedFeature(uri: "divergences.feature", source: text, document: document,
                                        pickles: PickleCompiler().compile(document, ids: &ids))
            let plan = try SuitePlanner(systems: [system.matcher]).plan([feature], selection: Selection(algorithms: algorithms), ids: &ids)
            let recorder = Recorder()
            try Runner(systems: [system]).run(plan, reporters: [recorder])
            let asserted = Set(report.behaviours.filter(\.isWritten).map { $0.signature.description.prefix(1).uppercased()
                + $0.signature.description.dropFirst() })
            #expect(!asserted.isEmpty)
            for result in recorder.cases where asserted.contains(result.pickle.name) {
                #expect(result.status == (result.algorithm == algorithms[0] ? .passed : .failed),
                        "\(result.pickle.name) on \(result.algorithm): \(result.decisiveStep?.message ?? "passed")")
            }
        }
    }
}

/// Keeps the finished cases of a run.
final class Recorder: Reporter, @unchecked Sendable {
    var cases: [CaseResult] = []

    func handle(_ event: SuiteEvent) throws {
        if case .caseFinished(let result) = event { cases.append(result) }
    }
}
