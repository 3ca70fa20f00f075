import Testing
@testable import ArticleView
@testable import Explore
@testable import SafeApp
import SpecrunKit

/// What makes explore a verifier: every behaviour it reports is written with checks that pass on
/// the reference and fail on the other, each written scenario is 1-minimal, and `--exhaustive`
/// either finds the differences or proves there are none up to its depth.
@Suite(.tags(.slow)) struct VerifierTests {
    static let pairs: [(AnySystem, [String])] = [
        (ExploreTests.articleView, ["legacy", "new"]), (ExploreTests.safeApp, ["unified", "legacy-ios"]),
        (ExploreTests.safeApp, ["unified", "legacy-android"]),
    ]

    /// Seeds 1 to 5 on the three built-in pairs: no behaviour is left without a check, and each
    /// written one passes on the reference and fails on the other at a Then.
    @Test(arguments: 1...5)
    func everyBehaviourIsWrittenWithChecksThatTellThemApart(seed: UInt64) throws {
        for (system, algorithms) in Self.pairs {
            let (explorer, report) = try ExploreTests.explore(system, algorithms, seed: seed)
            #expect(!report.behaviours.isEmpty)
            let finder = CheckFinder(explorer: explorer, runner: ScenarioRunner(space: explorer.space, options: SuiteOptions()))
            for behaviour in report.behaviours {
                #expect(behaviour.isWritten, "seed \(seed): \(behaviour.signature) has no check: \(explorer.lines(of: behaviour))")
                #expect(try finder.tellsApart(behaviour.written, behaviour.checks, other: behaviour.signature.other),
                        "seed \(seed): \(explorer.lines(of: behaviour))")
                #expect(behaviour.otherSaw != nil)
            }
        }
    }

    /// Seeds 1 to 5 on the three built-in pairs: the title of every written behaviour says each of
    /// its claims, and each claim holds on its algorithm's recorded run of the written
    /// scenario (a claim that holds is a check that passed there; one that does not, the check the
    /// run failed at). `scripts/mutation-score` checks the same over the mutation suite.
    @Test(arguments: 1...5)
    func everyClaimOfATitleHoldsOnItsRecordedRuns(seed: UInt64) throws {
        for (system, algorithms) in Self.pairs {
            let (explorer, report) = try ExploreTests.explore(system, algorithms, seed: seed)
            let runner = ScenarioRunner(space: explorer.space, options: SuiteOptions())
            for behaviour in report.behaviours where behaviour.isWritten {
                let lines = explorer.lines(of: behaviour)
                #expect(behaviour.claims.map(\.algorithm).contains(behaviour.signature.reference)
                        && behaviour.claims.map(\.algorithm).contains(behaviour.signature.other), "\(lines)")
                for claim in behaviour.claims {
                    let (steps, _) = try #require(try runner.run(behaviour.written + behaviour.checks, algorithm: claim.algorithm))
                    let check = try #require(steps[behaviour.written.count...].first { $0.text == claim.check },
                                             "seed \(seed): “\(claim.check)” is none of the checks of \(lines)")
                    let ran = check.status
                    #expect(ran == (claim.holds ? .passed : .failed),
                            "seed \(seed): “\(behaviour.title)” claims “\(claim.sentence)”, but on \(claim.algorithm) “\(claim.check)” was \(ran.rawValue): \(lines)")
                    let words = claim.holds ? [claim.clause] : [claim.short, claim.sentence]
                    #expect(words.contains { behaviour.title.lowercased().contains($0.lowercased()) },
                            "seed \(seed): “\(behaviour.title)” does not say “\(words[0])”")
                }
            }
        }
    }
    /// Removing any step, or making any value simpler, loses the behaviour's signature; no scenario
    /// takes more than six steps (the documents' own take at most four: `ExploreTests`).
    @Test func everyScenarioIsOneMinimal() throws {
        for (system, algorithms) in Self.pairs {
            let (explorer, report) = try ExploreTests.explore(system, algorithms)
            let runner = ScenarioRunner(space: explorer.space, options: SuiteOptions())
            let shrinker = Shrinker(space: explorer.space)
            for behaviour in report.behaviours {
                let minimal = try shrinker.isMinimal(behaviour.steps) { candidate throws(ExploreAlgorithmError) in
                    try explorer.shows(candidate, behaviour.signature, runner)
                }
                #expect(minimal, "\(explorer.space.lines(of: behaviour.steps))")
                #expect(try explorer.shows(behaviour.steps, behaviour.signature, runner))
                #expect(behaviour.steps.count <= 6, "\(explorer.space.lines(of: behaviour.steps))")
            }
        }
    }

    @Test func theExhaustiveSearchProvesTwinsAlikeUpToItsDepth() throws {
        let twice = [ArticleViewAlgorithms.algorithm(NewArticleView.self),
                     Algorithm(name: "new-again", summary: "the same type, registered again") {
                         NewArticleView(environment: $0) as any ArticleViewClient
                     }]
        let system = try AnySystem(ArticleViewSystem(network: ExploreTests.network,
                                                     articles: try FixtureSource.builtIn.load(ArticleFixture.file), algorithms: twice))
        let explorer = try Explorer(system: system, options: ExploreOptions(exhaustiveDepth: 3))
        let report = try explorer.explore()
        let proof = try #require(report.proof)
        #expect(report.behaviours.isEmpty)
        #expect(proof.complete && proof.depth == 3)
        #expect(proof.states > 0 && proof.states < proof.scenarios)
        #expect(report.feature(by: explorer).contains("every scenario of up to 3 steps, \(proof.scenarios) run, \(proof.states) distinct states"))
    }

    /// Stopped by `--time`, an exhaustive exploration does not claim a proof.
    @Test func anExhaustiveSearchCutShortIsNoProof() throws {
        let explorer = try Explorer(system: ExploreTests.articleView, options: ExploreOptions(algorithms: ["new", "auto-update"], time: 0.001,
                                                                                             exhaustiveDepth: 6))
        let proof = try #require(try explorer.explore().proof)
        #expect(!proof.complete)
        #expect(proof.depth == 6)
    }

    /// Shortest first: legacy's offline banner in three steps, and the same files on two threads.
    @Test func theExhaustiveSearchFindsTheShortestScenarios() throws {
        let options = ExploreOptions(algorithms: ["legacy", "new"], exhaustiveDepth: 3)
        let explorer = try Explorer(system: ExploreTests.articleView, options: options)
        let report = try explorer.explore()
        let banner = try #require(report.behaviours.first { $0.signature.description == "legacy shows an offline banner; new does not" })
        #expect(banner.steps.count == 3, "\(explorer.lines(of: banner))")
        var threads = options
        threads.jobs = 2
        let again = try Explorer(system: ExploreTests.articleView, options: threads)
        #expect(try again.explore().json(by: again) == report.json(by: explorer))
    }

    /// A step that passes on the reference but not on the other is not a scenario that does not
    /// apply: the difference is looked for before it (here, the screen coming back is Assets).
    @Test func aStepOnlyTheReferenceCanTakeIsADifference() throws {
        let system = try AnySystem(SafeAppSystem(network: ExploreTests.network, safes: try FixtureSource.builtIn.load(SafeFixture.file),
                                                 algorithms: [SafeAppAlgorithms.algorithm(UnifiedSafeApp.self),
                                                              SafeAppAlgorithms.algorithm(AssetsOnForeground.self)]))
        let explorer = try Explorer(system: system, options: ExploreOptions())
        let space = explorer.space
        func step(_ line: String) throws -> GeneratedStep {
            for template in space.templates.indices {
                for choice in space.templates[template].allChoices where space.templates[template].text(choice) == line {
                    return GeneratedStep(template: template, choice: choice)
                }
            }
            throw ExploreError("no step \(line)")
        }
        let steps = try ["the app is started", "I am on the Transactions screen", "I leave the app and come back",
                         "I pull to refresh the Transactions"].map(step)
        let findings = try explorer.findings(of: steps, runner: ScenarioRunner(space: space, options: SuiteOptions()))
        let difference = try #require(findings.differences.first)
        #expect(difference.steps == Array(steps.dropLast()))
        #expect(difference.signature.description == "unified and assets-on-foreground show different content")
    }
}

/// The unified policy, but coming to the foreground opens Assets afresh.
final class AssetsOnForeground: SafeAppAlgorithm {
    static let name = "assets-on-foreground"
    static let summary = "opens Assets on coming to the foreground"
    let environment: SafeAppEnvironment
    init(environment: SafeAppEnvironment) { self.environment = environment }
    func appDidStart() { environment.start() }
    func appDidComeToForeground() { environment.open(.assets) }
    func appDidGoToBackground() {}
    func appDidTerminate() { environment.terminate() }
    func connectionDidChange(isConnected: Bool) {}
    func pushNotificationDidArrive(about safe: String) {}
}
