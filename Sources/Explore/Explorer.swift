import Spelling
import Dispatch
import Foundation
import SpecrunKit
import Synchronization

/// `specrun explore`'s engine for one system: draws scenarios from the system's exploration
/// vocabulary with a seeded generator, runs each against the reference algorithm and every other
/// named one, and where what the user saw (or a table metric) differs, files the difference under
/// its signature. Each behaviour keeps the first scenario that showed it, shrunk to the smallest
/// that still does (fewest steps, simplest values), and the checks that state what the reference
/// shows, so the written scenario passes on it and fails on the other.
///
/// ```swift
/// let explorer = try Explorer(system: system, options: ExploreOptions(algorithms: ["legacy", "new"], budget: 2_000))
/// let report = try explorer.explore()
/// print(report.behaviours.map(\.signature))
/// ```
package struct Explorer: Sendable {
    let space: ExplorationSpace
    let options: ExploreOptions
    let reference: String
    let others: [String]
    let tableMetrics: [Metric]

    /// How many instances of one behaviour are shrunk, at most, to find its smallest scenario.
    static let shrinksPerBehaviour = 5

    package init(system: AnySystem, options: ExploreOptions) throws {
        space = try ExplorationSpace(system: system)
        self.options = options
        let algorithms = options.algorithms.isEmpty ? system.algorithmNames : options.algorithms
        for name in algorithms where !system.algorithmNames.contains(name) {
            throw ExploreError("@\(system.name) has no algorithm \"\(name)\"\(Suggestion.didYouMean(name, among: system.algorithmNames)); "
                + "it has \(system.algorithmNames.joined(separator: ", "))")
        }
        guard (1...ExploreOptions.maxStepsLimit).contains(options.maxSteps) else {
            throw ExploreError("a generated scenario takes 1 to \(ExploreOptions.maxStepsLimit) steps, not \(options.maxSteps)")
        }
        guard algorithms.count >= 2 else {
            throw ExploreError("explore compares algorithms: name two or more of @\(system.name)'s "
                + "(\(system.algorithmNames.joined(separator: ", "))), or none for all of them")
        }
        reference = algorithms[0]
        others = Array(algorithms.dropFirst())
        tableMetrics = system.description.metrics.filter { $0.shown == .table && $0.combined == .sum && $0.key != "requests" && $0.key != "bytesDownloaded" }
    }

    /// Explores until the budget (or the time) is spent; `progress` hears how far it got after each
    /// batch. An algorithm that stops working in a run (a child process that exited or hung) ends
    /// the exploration with an `ExploreFault`: nothing is reported over runs that did not run.
    package func explore(progress: (ExploreProgress) -> Void = { _ in }) throws(ExploreFault) -> ExploreReport {
        let runner = ScenarioRunner(space: space, options: options.runOptions)
        var random = SplitMix64(seed: options.seed)
        var behaviours: [DivergenceSignature: Behaviour] = [:]
        var order: [DivergenceSignature] = []
        var tried = 0
        let clock = ExploreClock(seconds: options.time)
        let batchSize = 64
        while tried < options.budget, !clock.isOver {
            let count = min(batchSize, options.budget - tried)
            let scenarios = (0..<count).map { _ in space.randomScenario(maxSteps: options.maxSteps, using: &random) }
            let found = try findings(of: scenarios, runner: runner, clock: clock)
            for (offset, signatures) in found.enumerated() {
                for (signature, _) in signatures {
                    let steps = scenarios[offset].steps
                    if behaviours[signature] == nil {
                        order.append(signature)
                        behaviours[signature] = Behaviour(signature: signature, firstFound: tried + offset + 1, secondsToFirst: clock.elapsed,
                                                          instances: 0, steps: try shrink(steps, signature: signature, runner: runner, clock: clock),
                                                          checks: [], shrinks: 1)
                    } else if behaviours[signature]!.shrinks < Self.shrinksPerBehaviour, steps.count < behaviours[signature]!.steps.count,
                              !clock.isOver {
                        // A shorter instance may shrink further than the first did: keep the smallest.
                        let shrunk = try shrink(steps, signature: signature, runner: runner, clock: clock)
                        behaviours[signature]!.shrinks += 1
                        if shrunk.count < behaviours[signature]!.steps.count { behaviours[signature]!.steps = shrunk }
                    }
                    behaviours[signature]!.instances += 1
                }
            }
            tried += found.count
            progress(ExploreProgress(tried: tried, behaviours: behaviours.count, seconds: clock.elapsed))
        }
        for signature in order {
            behaviours[signature]!.checks = try checks(for: behaviours[signature]!, runner: runner)
            behaviours[signature]!.otherSaw = try failure(of: behaviours[signature]!, on: signature.other, runner: runner)
        }
        return ExploreReport(system: space.system.name, reference: reference, others: others, seed: options.seed, tried: tried,
                             runs: runner.runs, seconds: clock.elapsed, behaviours: order.map { behaviours[$0]! })
    }

    /// For each scenario, in order, the signature of its difference with each other algorithm (if
    /// any), run on `options.jobs` threads; the answer does not depend on the threads. Once the
    /// time is over no scenario starts, and the answer ends at the first that did not run; the
    /// first fault (in the scenarios' order) is thrown, and stops the other threads' work.
    private func findings(of scenarios: [GeneratedScenario], runner: ScenarioRunner,
                          clock: ExploreClock) throws(ExploreFault) -> [[(DivergenceSignature, String)]] {
        let results = ScenarioResults(count: scenarios.count)
        let next = Counter()
        let work: @Sendable () -> Void = {
            while !clock.isOver, let index = next.take(below: scenarios.count) {
                do throws(ExploreFault) {
                    results.set(index, .success(try self.signatures(of: scenarios[index].steps, runner: runner)))
                } catch {
                    results.set(index, .failure(error))
                    next.stop()
                }
            }
        }
        if options.jobs <= 1 {
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in work() }
        }
        var found: [[(DivergenceSignature, String)]] = []
        for slot in results.values {
            guard let slot else { break }
            found.append(try slot.get())
        }
        return found
    }

    /// The signatures of a scenario's differences between the reference and each other algorithm;
    /// none where a step did not pass on either (the scenario does not apply).
    func signatures(of steps: [GeneratedStep], runner: ScenarioRunner) throws(ExploreFault) -> [(DivergenceSignature, String)] {
        guard let base = try observe(steps, reference, runner) else { return [] }
        var found: [(DivergenceSignature, String)] = []
        for other in others {
            guard let seen = try observe(steps, other, runner),
                  let signature = DivergenceSignature(reference: reference, base, other: other, seen) else { continue }
            found.append((signature, other))
        }
        return found
    }

    private func observe(_ steps: [GeneratedStep], _ algorithm: String, _ runner: ScenarioRunner) throws(ExploreFault) -> Observation? {
        guard let (results, outcome) = try runner.run(steps, algorithm: algorithm), let outcome,
              results.allSatisfy({ $0.status == .passed }) else { return nil }
        return Observation(outcome, tableMetrics: tableMetrics)
    }

    private func shows(_ steps: [GeneratedStep], _ signature: DivergenceSignature, _ runner: ScenarioRunner) throws(ExploreFault) -> Bool {
        guard let base = try observe(steps, signature.reference, runner), let seen = try observe(steps, signature.other, runner) else {
            return false
        }
        return DivergenceSignature(reference: signature.reference, base, other: signature.other, seen) == signature
    }

    /// The smallest scenario that still shows `signature`: steps removed one at a time while it
    /// does (delta debugging, to a fixed point), then each value made as simple as it can be
    /// (the first of its list: the shortest wait, the plainest route). Once the time is over it
    /// stops where it is: every scenario on the way still shows the signature.
    func shrink(_ steps: [GeneratedStep], signature: DivergenceSignature, runner: ScenarioRunner,
                clock: ExploreClock = ExploreClock(seconds: nil)) throws(ExploreFault) -> [GeneratedStep] {
        var steps = steps
        var changed = true
        while changed {
            changed = false
            for index in steps.indices.reversed() where steps.count > 1 {
                if clock.isOver { return steps }
                var fewer = steps
                fewer.remove(at: index)
                if fewer.contains(where: { space.templates[$0.template].role == .action }), try shows(fewer, signature, runner) {
                    steps = fewer
                    changed = true
                }
            }
        }
        for index in steps.indices {
            for slot in steps[index].choice.indices {
                for simpler in 0..<steps[index].choice[slot] {
                    if clock.isOver { return steps }
                    var candidate = steps
                    candidate[index].choice[slot] = simpler
                    if try shows(candidate, signature, runner) {
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
    func checks(for behaviour: Behaviour, runner: ScenarioRunner) throws(ExploreFault) -> [GeneratedStep] {
        var chosen: [GeneratedStep] = []
        for template in space.checks where chosen.count < 2 {
            for choice in space.templates[template].allChoices where !chosen.contains(where: { $0.template == template }) {
                let check = GeneratedStep(template: template, choice: choice)
                let candidate = behaviour.steps + chosen + [check]
                guard try passes(candidate, behaviour.signature.reference, runner),
                      try !passes(behaviour.steps + [check], behaviour.signature.other, runner) else { continue }
                chosen.append(check)
            }
        }
        return chosen
    }

    private func passes(_ steps: [GeneratedStep], _ algorithm: String, _ runner: ScenarioRunner) throws(ExploreFault) -> Bool {
        guard let (results, _) = try runner.run(steps, algorithm: algorithm) else { return false }
        return results.allSatisfy { $0.status == .passed }
    }

    /// The step lines of a behaviour's scenario and checks, with keywords.
    func lines(of behaviour: Behaviour) -> [String] {
        space.lines(of: behaviour.steps + behaviour.checks)
    }

    /// What a behaviour's written scenario gives on `algorithm`: the first step that did not pass and
    /// its message, or nil when it passes.
    func failure(of behaviour: Behaviour, on algorithm: String, runner: ScenarioRunner) throws(ExploreFault) -> String? {
        guard let (results, _) = try runner.run(behaviour.steps + behaviour.checks, algorithm: algorithm) else { return "undefined" }
        return results.first { $0.status != .passed }.map { "\($0.keyword)\($0.text): \($0.message ?? $0.status.rawValue)" }
    }
}

/// When an exploration started, and whether the time it was given (`--time`) is over.
struct ExploreClock: Sendable {
    private let started = DispatchTime.now().uptimeNanoseconds
    private let limit: UInt64?

    init(seconds: Double?) {
        limit = seconds.map { UInt64(max(0, $0) * 1e9) }
    }

    /// Seconds since the start.
    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }

    var isOver: Bool {
        guard let limit else { return false }
        return DispatchTime.now().uptimeNanoseconds - started >= limit
    }
}

/// Results written by index from several threads, each index at most once; nil where no thread
/// got to it.
private final class ScenarioResults: Sendable {
    private let storage: Mutex<[Result<[(DivergenceSignature, String)], ExploreFault>?]>

    init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: Result<[(DivergenceSignature, String)], ExploreFault>) {
        storage.withLock { $0[index] = value }
    }

    var values: [Result<[(DivergenceSignature, String)], ExploreFault>?] {
        storage.withLock { $0 }
    }
}

/// Hands out indexes to workers, in order, until told to stop.
private final class Counter: Sendable {
    private let state = Mutex((next: 0, stopped: false))

    func take(below count: Int) -> Int? {
        state.withLock { state in
            guard !state.stopped, state.next < count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    /// No more indexes are handed out.
    func stop() {
        state.withLock { $0.stopped = true }
    }
}
