import Dispatch
import Foundation
import Synchronization
import SpecrunKit

/// What one scenario showed: its observation on the reference, then on each other algorithm (nil
/// where a step did not pass: the scenario does not apply), and each difference with the reference
/// with the scenario that shows it.
struct ScenarioFindings: Sendable {
    var observations: [Observation?]
    var differences: [(signature: DivergenceSignature, steps: [GeneratedStep])]
}

extension Explorer {
    /// For each scenario, in order, what it showed, run on `options.jobs` threads; the answer does
    /// not depend on the threads. Once the time is over no scenario starts, and the answer ends at
    /// the first that did not run; the first fault (in the scenarios' order) is thrown, and stops
    /// the other threads' work.
    func findings(of scenarios: [[GeneratedStep]], runner: ScenarioRunner, clock: ExploreClock) throws(ExploreAlgorithmError) -> [ScenarioFindings] {
        let results = ScenarioResults<ScenarioFindings>(count: scenarios.count)
        let next = Counter()
        let work: @Sendable () -> Void = {
            while !clock.isOver, let index = next.take(below: scenarios.count) {
                do throws(ExploreAlgorithmError) {
                    results.set(index, .success(try self.findings(of: scenarios[index], runner: runner)))
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
        var found: [ScenarioFindings] = []
        for slot in results.values {
            guard let slot else { break }
            found.append(try slot.get())
        }
        return found
    }

    /// What one scenario shows on the reference and each other algorithm. The others are not run
    /// when it does not apply on the reference.
    func findings(of steps: [GeneratedStep], runner: ScenarioRunner) throws(ExploreAlgorithmError) -> ScenarioFindings {
        let scenario = runner.plan(steps)
        guard let base = try attempt(scenario, reference, runner).observation else {
            return ScenarioFindings(observations: [nil] + others.map { _ in nil }, differences: [])
        }
        var findings = ScenarioFindings(observations: [base], differences: [])
        for other in others {
            let (seen, failed) = try attempt(scenario, other, runner)
            findings.observations.append(seen)
            if let difference = try difference(steps, base, other, seen, failed, runner) { findings.differences.append(difference) }
        }
        return findings
    }

    /// The difference `other` shows on `steps` with the reference, which showed `base`: from the
    /// two observations; or, when a step passed on the reference but not on `other`, from the
    /// scenario before that step, else that step itself (aspect `steps`, not written: no Then can
    /// follow it).
    private func difference(_ steps: [GeneratedStep], _ base: Observation, _ other: String, _ seen: Observation?, _ failed: Int?,
                            _ runner: ScenarioRunner) throws(ExploreAlgorithmError) -> (signature: DivergenceSignature, steps: [GeneratedStep])? {
        if let seen {
            return DivergenceSignature(reference: reference, base, other: other, seen, timing: options.timing).map { ($0, steps) }
        }
        guard let failed else { return nil }
        let before = Array(steps[..<failed])
        if before.contains(where: { space.templates[$0.template].role == .action }),
           let base = try attempt(before, reference, runner).observation, let seen = try attempt(before, other, runner).observation,
           let signature = DivergenceSignature(reference: reference, base, other: other, seen, timing: options.timing) {
            return (signature, before)
        }
        let step = space.templates[steps[failed].template]
        return (DivergenceSignature(reference: reference, other: other, aspect: .steps, thing: step.pattern, byReference: true),
                Array(steps[...failed]))
    }

    /// What `algorithm` showed on `steps`, or the index of the first step that did not pass there
    /// (the scenario does not apply).
    func attempt(_ steps: [GeneratedStep], _ algorithm: String,
                 _ runner: ScenarioRunner) throws(ExploreAlgorithmError) -> (observation: Observation?, failed: Int?) {
        try attempt(runner.plan(steps), algorithm, runner)
    }

    /// `attempt(_:_:_:)` of a scenario already planned (nil: a step is not a known step).
    func attempt(_ scenario: PlannedScenario?, _ algorithm: String,
                 _ runner: ScenarioRunner) throws(ExploreAlgorithmError) -> (observation: Observation?, failed: Int?) {
        guard let scenario else { return (nil, nil) }
        let (results, outcome) = try runner.run(scenario, algorithm: algorithm)
        if let failed = results.firstIndex(where: { $0.status != .passed }) { return (nil, failed) }
        return (outcome.map(Observation.init), nil)
    }

    /// Whether `steps` shows the difference `signature` names, as it is.
    func shows(_ steps: [GeneratedStep], _ signature: DivergenceSignature, _ runner: ScenarioRunner) throws(ExploreAlgorithmError) -> Bool {
        let scenario = runner.plan(steps)
        guard let base = try attempt(scenario, signature.reference, runner).observation else { return false }
        let (seen, failed) = try attempt(scenario, signature.other, runner)
        guard let found = try difference(steps, base, signature.other, seen, failed, runner) else { return false }
        return found.signature == signature && found.steps == steps
    }
}

/// When an exploration started, and whether the time it was given (`--time`) is over.
struct ExploreClock: Sendable {
    private let started = DispatchTime.now().uptimeNanoseconds
    private let limit: UInt64?

    /// Whether the user asked to stop: the clock is then over too.
    let isStopped: @Sendable () -> Bool

    init(seconds: Double?, stopped: @escaping @Sendable () -> Bool = { false }) {
        limit = seconds.map { UInt64(max(0, $0) * 1e9) }
        isStopped = stopped
    }

    /// Seconds since the start.
    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }

    /// Seconds until the time is over (never below zero); nil without a time.
    var secondsLeft: Double? { limit.map { max(0, Double($0) / 1e9 - elapsed) } }

    var isOver: Bool {
        if isStopped() { return true }
        guard let limit else { return false }
        return DispatchTime.now().uptimeNanoseconds - started >= limit
    }
}

/// Results written by index from several threads, each index at most once; nil where no thread
/// got to it.
private final class ScenarioResults<Value: Sendable>: Sendable {
    private let storage: Mutex<[Result<Value, ExploreAlgorithmError>?]>

    init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: Result<Value, ExploreAlgorithmError>) {
        storage.withLock { $0[index] = value }
    }

    var values: [Result<Value, ExploreAlgorithmError>?] {
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
