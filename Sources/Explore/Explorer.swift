import Spelling
import Dispatch
import Foundation
import SpecrunKit

/// `specrun explore`'s engine for one system: draws scenarios from the system's exploration
/// vocabulary with a seeded generator, runs each against the reference algorithm and every other
/// named one, and where what the user saw (or a table metric) differs, files the difference under
/// its signature. Each behaviour keeps the first scenario that showed it, shrunk to the smallest
/// that still does (fewest steps, simplest values), and the checks that state what the reference
/// shows, so the written scenario passes on it and fails on the other.
///
/// ```swift
/// let explorer = try Explorer(system: system, options: ExploreOptions(algorithms: ["legacy", "new"], budget: 2_000))
/// let report = explorer.explore()
/// print(report.behaviours.map(\.signature))
/// ```
public struct Explorer: Sendable {
    let space: ExplorationSpace
    let options: ExploreOptions
    let reference: String
    let others: [String]
    let tableMetrics: [Metric]

    /// How many instances of one behaviour are shrunk, at most, to find its smallest scenario.
    static let shrinksPerBehaviour = 5

    public init(system: AnySystem, options: ExploreOptions) throws {
        space = try ExplorationSpace(system: system)
        self.options = options
        let algorithms = options.algorithms.isEmpty ? system.algorithmNames : options.algorithms
        for name in algorithms where !system.algorithmNames.contains(name) {
            throw ExploreError("@\(system.name) has no algorithm \"\(name)\"\(Suggestion.didYouMean(name, among: system.algorithmNames)); "
                + "it has \(system.algorithmNames.joined(separator: ", "))")
        }
        guard algorithms.count >= 2 else {
            throw ExploreError("explore compares algorithms: name two or more of @\(system.name)'s "
                + "(\(system.algorithmNames.joined(separator: ", "))), or none for all of them")
        }
        reference = algorithms[0]
        others = Array(algorithms.dropFirst())
        tableMetrics = system.metrics.filter { $0.shown == .table && $0.combined == .sum && $0.key != "requests" && $0.key != "bytesDownloaded" }
    }

    /// Explores until the budget (or the time) is spent; `progress` hears how far it got after each
    /// batch.
    public func explore(progress: (ExploreProgress) -> Void = { _ in }) -> ExploreReport {
        let runner = ScenarioRunner(space: space, settings: options.settings)
        var random = SplitMix64(seed: options.seed)
        var behaviours: [DivergenceSignature: Behaviour] = [:]
        var order: [DivergenceSignature] = []
        var tried = 0
        let started = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        let batchSize = 64
        while tried < options.budget, options.time.map({ elapsed() < $0 }) ?? true {
            let count = min(batchSize, options.budget - tried)
            let scenarios = (0..<count).map { _ in space.randomScenario(maxSteps: options.maxSteps, using: &random) }
            let found = findings(of: scenarios, runner: runner)
            for (offset, signatures) in found.enumerated() {
                for (signature, _) in signatures {
                    let steps = scenarios[offset].steps
                    if behaviours[signature] == nil {
                        order.append(signature)
                        behaviours[signature] = Behaviour(signature: signature, firstFound: tried + offset + 1, secondsToFirst: elapsed(),
                                                          instances: 0, steps: shrink(steps, signature: signature, runner: runner),
                                                          checks: [], shrinks: 1)
                    } else if behaviours[signature]!.shrinks < Self.shrinksPerBehaviour, steps.count < behaviours[signature]!.steps.count {
                        // A shorter instance may shrink further than the first did: keep the smallest.
                        let shrunk = shrink(steps, signature: signature, runner: runner)
                        behaviours[signature]!.shrinks += 1
                        if shrunk.count < behaviours[signature]!.steps.count { behaviours[signature]!.steps = shrunk }
                    }
                    behaviours[signature]!.instances += 1
                }
            }
            tried += count
            progress(ExploreProgress(tried: tried, behaviours: behaviours.count, seconds: elapsed()))
        }
        for signature in order { behaviours[signature]!.checks = checks(for: behaviours[signature]!, runner: runner) }
        return ExploreReport(system: space.system.name, reference: reference, others: others, seed: options.seed, tried: tried,
                             runs: runner.runs, seconds: elapsed(), behaviours: order.map { behaviours[$0]! })
    }

    /// For each scenario, the signature of its difference with each other algorithm (if any), run
    /// on `options.jobs` threads; the answer does not depend on the threads.
    private func findings(of scenarios: [GeneratedScenario], runner: ScenarioRunner) -> [[(DivergenceSignature, String)]] {
        let results = UnsafeResults(count: scenarios.count)
        let work: @Sendable (Int) -> Void = { index in results.set(index, self.signatures(of: scenarios[index].steps, runner: runner)) }
        if options.jobs <= 1 {
            scenarios.indices.forEach(work)
        } else {
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
                while let index = next.take(below: scenarios.count) { work(index) }
            }
        }
        return results.values
    }

    /// The signatures of a scenario's differences between the reference and each other algorithm;
    /// none where a step did not pass on either (the scenario does not apply).
    func signatures(of steps: [GeneratedStep], runner: ScenarioRunner) -> [(DivergenceSignature, String)] {
        guard let base = observe(steps, reference, runner) else { return [] }
        return others.compactMap { other in
            guard let seen = observe(steps, other, runner),
                  let signature = DivergenceSignature(reference: reference, base, other: other, seen) else { return nil }
            return (signature, other)
        }
    }

    private func observe(_ steps: [GeneratedStep], _ algorithm: String, _ runner: ScenarioRunner) -> Observation? {
        guard let (results, outcome) = runner.run(steps, algorithm: algorithm), let outcome,
              results.allSatisfy({ $0.status == .passed }) else { return nil }
        return Observation(outcome, tableMetrics: tableMetrics)
    }

    private func shows(_ steps: [GeneratedStep], _ signature: DivergenceSignature, _ runner: ScenarioRunner) -> Bool {
        guard let base = observe(steps, signature.reference, runner), let seen = observe(steps, signature.other, runner) else { return false }
        return DivergenceSignature(reference: signature.reference, base, other: signature.other, seen) == signature
    }

    /// The smallest scenario that still shows `signature`: steps removed one at a time while it
    /// does (delta debugging, to a fixed point), then each value made as simple as it can be
    /// (the first of its list: the shortest wait, the plainest route).
    func shrink(_ steps: [GeneratedStep], signature: DivergenceSignature, runner: ScenarioRunner) -> [GeneratedStep] {
        var steps = steps
        var changed = true
        while changed {
            changed = false
            for index in steps.indices.reversed() where steps.count > 1 {
                var fewer = steps
                fewer.remove(at: index)
                if fewer.contains(where: { space.templates[$0.template].role == .action }), shows(fewer, signature, runner) {
                    steps = fewer
                    changed = true
                }
            }
        }
        for index in steps.indices {
            for slot in steps[index].choice.indices {
                for simpler in 0..<steps[index].choice[slot] {
                    var candidate = steps
                    candidate[index].choice[slot] = simpler
                    if shows(candidate, signature, runner) {
                        steps = candidate
                        break
                    }
                }
            }
        }
        return steps
    }

    /// Then steps that state what the reference shows and the other does not: each one passes
    /// after the scenario on the reference and fails on the other; the first two in the system's
    /// order of preference that hold together.
    func checks(for behaviour: Behaviour, runner: ScenarioRunner) -> [GeneratedStep] {
        var chosen: [GeneratedStep] = []
        for template in space.checks where chosen.count < 2 {
            for choice in space.templates[template].allChoices where !chosen.contains(where: { $0.template == template }) {
                let check = GeneratedStep(template: template, choice: choice)
                let candidate = behaviour.steps + chosen + [check]
                guard passes(candidate, behaviour.signature.reference, runner),
                      !passes(behaviour.steps + [check], behaviour.signature.other, runner) else { continue }
                chosen.append(check)
            }
        }
        return chosen
    }

    private func passes(_ steps: [GeneratedStep], _ algorithm: String, _ runner: ScenarioRunner) -> Bool {
        guard let (results, _) = runner.run(steps, algorithm: algorithm) else { return false }
        return results.allSatisfy { $0.status == .passed }
    }

    /// The step lines of a behaviour's scenario and checks, with keywords.
    func lines(of behaviour: Behaviour) -> [String] {
        space.lines(of: behaviour.steps + behaviour.checks)
    }

    /// What a behaviour's written scenario gives on `algorithm`: the first step that did not pass and
    /// its message, or nil when it passes.
    func failure(of behaviour: Behaviour, on algorithm: String) -> String? {
        let runner = ScenarioRunner(space: space, settings: options.settings)
        guard let (results, _) = runner.run(behaviour.steps + behaviour.checks, algorithm: algorithm) else { return "undefined" }
        return results.first { $0.status != .passed }.map { "\($0.keyword)\($0.text): \($0.message ?? $0.status.rawValue)" }
    }
}

/// How `specrun explore` explores.
///
/// ```swift
/// let options = ExploreOptions(algorithms: ["legacy", "new"], seed: 7, budget: 500, time: 60, jobs: 2)
/// let explorer = try Explorer(system: system, options: options)
/// ```
public struct ExploreOptions: Sendable {
    /// The reference algorithm first, then those compared with it; empty for every algorithm, the
    /// system's first as the reference.
    public var algorithms: [String]
    public var seed: UInt64
    /// How many scenarios to generate.
    public var budget: Int
    /// Stops after this many seconds, whatever the budget (results then depend on the machine's speed).
    public var time: Double?
    public var maxSteps: Int
    public var jobs: Int
    public var settings: RunSettings

    public init(algorithms: [String] = [], seed: UInt64 = 1, budget: Int = 2_000, time: Double? = nil, maxSteps: Int = 6,
                jobs: Int = 1, settings: RunSettings = RunSettings()) {
        self.algorithms = algorithms
        self.seed = seed
        self.budget = budget
        self.time = time
        self.maxSteps = maxSteps
        self.jobs = jobs
        self.settings = settings
    }
}

/// How far an exploration got: for the progress line on a terminal.
///
/// ```swift
/// let report = explorer.explore { progress in
///     print("\(progress.tried) tried, \(progress.behaviours) behaviours, \(Int(progress.seconds)) s")
/// }
/// ```
public struct ExploreProgress: Sendable {
    public var tried: Int
    public var behaviours: Int
    public var seconds: Double
}

/// One behaviour where two algorithms differ: its signature, how often scenarios showed it, the
/// first one that did (shrunk) and the checks that state what the reference shows.
///
/// ```swift
/// for behaviour in explorer.explore().behaviours {
///     print(behaviour.signature, "first in scenario \(behaviour.firstFound), seen \(behaviour.instances) times")
/// }
/// ```
public struct Behaviour: Sendable {
    public var signature: DivergenceSignature
    /// The number of the first generated scenario that showed it, from 1.
    public var firstFound: Int
    public var secondsToFirst: Double
    public var instances: Int
    var steps: [GeneratedStep]
    var checks: [GeneratedStep]
    /// How many of its instances were shrunk.
    var shrinks: Int
}

/// The result of exploring one system: every behaviour found, in the order found.
///
/// ```swift
/// let report = explorer.explore()
/// print("\(report.behaviours.count) behaviours in \(report.tried) scenarios against \(report.reference)")
/// let feature = report.feature(by: explorer)
/// ```
public struct ExploreReport: Sendable {
    public var system: String
    public var reference: String
    public var others: [String]
    public var seed: UInt64
    public var tried: Int
    public var runs: Int
    public var seconds: Double
    public var behaviours: [Behaviour]
}

/// Results written by index from several threads, each index once.
private final class UnsafeResults: @unchecked Sendable {
    private var storage: [[(DivergenceSignature, String)]]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [(DivergenceSignature, String)]) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [[(DivergenceSignature, String)]] { storage }
}

/// Hands out indexes to workers.
private final class Counter: @unchecked Sendable {
    private var next = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }
}
