import SpecrunKit

/// How `specrun explore` explores.
///
/// ```swift
/// let options = ExploreOptions(algorithms: ["legacy", "new"], seed: 7, budget: 500, time: 60, jobs: 2)
/// let explorer = try Explorer(system: system, options: options)
/// ```
package struct ExploreOptions: Sendable {
    /// The reference algorithm first, then those compared with it; empty for every algorithm, the
    /// system's first as the reference.
    package var algorithms: [String]
    package var seed: UInt64
    /// How many scenarios to generate.
    package var budget: Int
    /// Stops after this many seconds, whatever the budget (results then depend on the machine's speed).
    package var time: Double?
    /// Steps per generated scenario, at most (1 to `maxStepsLimit`).
    package var maxSteps: Int
    package var jobs: Int
    /// How each run of a generated scenario runs (its window, whether it draws a trace).
    package var runOptions: RunOptions

    /// The most steps a generated scenario may have: shrinking tries up to the square of a
    /// scenario's steps, and the behaviours found take two to four.
    package static let maxStepsLimit = 50

    package init(algorithms: [String] = [], seed: UInt64 = 1, budget: Int = 2_000, time: Double? = nil, maxSteps: Int = 6,
                jobs: Int = 1, runOptions: RunOptions = RunOptions()) {
        self.algorithms = algorithms
        self.seed = seed
        self.budget = budget
        self.time = time
        self.maxSteps = maxSteps
        self.jobs = jobs
        self.runOptions = runOptions
    }
}

/// How far an exploration got: for the progress line on a terminal.
///
/// ```swift
/// let report = try explorer.explore { progress in
///     print("\(progress.tried) tried, \(progress.behaviours) behaviours, \(Int(progress.seconds)) s")
/// }
/// ```
package struct ExploreProgress: Sendable {
    package var tried: Int
    package var behaviours: Int
    package var seconds: Double
}

/// One behaviour where two algorithms differ: its signature, how often scenarios showed it, the
/// first one that did (shrunk) and the checks that state what the reference shows.
///
/// ```swift
/// for behaviour in try explorer.explore().behaviours {
///     print(behaviour.signature, "first in scenario \(behaviour.firstFound), seen \(behaviour.instances) times")
/// }
/// ```
package struct Behaviour: Sendable {
    package var signature: DivergenceSignature
    /// The number of the first generated scenario that showed it, from 1.
    package var firstFound: Int
    package var secondsToFirst: Double
    package var instances: Int
    var steps: [GeneratedStep]
    var checks: [GeneratedStep]
    /// How many of its instances were shrunk.
    var shrinks: Int
    /// What its written scenario gives on the other algorithm: the first step that did not pass,
    /// with its message (nil when it passes).
    var otherSaw: String? = nil
}

/// The result of exploring one system: every behaviour found, in the order found.
///
/// ```swift
/// let report = try explorer.explore()
/// print("\(report.behaviours.count) behaviours in \(report.tried) scenarios against \(report.reference)")
/// let feature = report.feature(by: explorer)
/// ```
package struct ExploreReport: Sendable {
    package var system: String
    package var reference: String
    package var others: [String]
    package var seed: UInt64
    package var tried: Int
    package var runs: Int
    package var seconds: Double
    package var behaviours: [Behaviour]
}
