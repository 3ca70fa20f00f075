import SpecrunKit
/// The tallies of a run: per algorithm, how many runs ended in each status and what they cost; and
/// per scenario, whether it passes on all of its algorithms, on some, or on none.
///
/// ```swift
/// let end = try Runner(systems: systems).run(plan, reporters: [])
/// let summary = end.summary
/// print("\(summary.failures) of \(summary.runs) runs failed; \(summary.scenarios.passOnSome) scenarios pass on some algorithms")
/// ```
package struct SuiteSummary: Hashable, Sendable {
    package var algorithms: [AlgorithmTally]
    package var scenarios: ScenarioTally
    package var runs: Int
    /// Runs that count as failures (undefined and pending ones only when strict).
    package var failures: Int
    /// Each system's metrics, by system name, as its `SystemUnderTest.metrics` lists them.
    package var metrics: [String: [Metric]]

    package init(algorithms: [AlgorithmTally], scenarios: ScenarioTally, runs: Int, failures: Int,
                metrics: [String: [Metric]] = [:]) {
        self.algorithms = algorithms
        self.scenarios = scenarios
        self.runs = runs
        self.failures = failures
        self.metrics = metrics
    }

    /// The metrics that head the columns of summary tables: the `.table` totals of the systems
    /// that ran, each once.
    package var tableColumns: [Metric] {
        var systems: [String] = []
        for tally in algorithms where systems.last != tally.system { systems.append(tally.system) }
        return Metric.tableColumns(of: systems.map { metrics[$0] ?? [] })
    }

    /// The statuses summary tables have a column for, in `Status` order: passed and failed, and
    /// each other one some run ended with (`departed` only where a run departed from another
    /// algorithm's spec, `skipped` in a dry run), so that a table shows no column of zeros.
    package var shownStatuses: [Status] {
        Status.allCases.filter { status in status == .passed || status == .failed || algorithms.contains { $0[status] > 0 } }
    }

    /// `shownStatuses` in the order the console and Markdown tables read them: passed, failed,
    /// departed, then the rest (`Status.readingOrder`).
    package var tableStatuses: [Status] { Status.readingOrder.filter(shownStatuses.contains) }

    /// The `.sum` metrics of `system`.
    package func totals(of system: String) -> [Metric] {
        (metrics[system] ?? []).filter { $0.combined == .sum }
    }
}

/// One algorithm's runs: counts by status and the totals of its system's `.sum` metrics.
///
/// ```swift
/// for tally in end.summary.algorithms {
///     print(tally.system, tally.algorithm, "\(tally[.passed]) of \(tally.runs) passed", tally.metrics.total(of: Metric.requests))
/// }
/// ```
package struct AlgorithmTally: Hashable, Sendable {
    package var system: String
    package var algorithm: String
    /// How many runs ended in each status, by the status's severity: one is counted every run,
    /// where a dictionary hashed the status each time.
    private var statusCounts: [Int]
    package var metrics: RunMetrics

    /// No runs yet.
    package init(system: String, algorithm: String) {
        self.system = system
        self.algorithm = algorithm
        statusCounts = Array(repeating: 0, count: Status.allCases.count)
        metrics = RunMetrics()
    }

    package var runs: Int { statusCounts.reduce(0, +) }
    package subscript(status: Status) -> Int { statusCounts[status.severity] }

    /// Counts one more run that ended in `status`.
    package mutating func count(_ status: Status) { statusCounts[status.severity] += 1 }
}

/// Scenarios (pickles) by how many of the algorithms they ran on they pass on.
///
/// ```swift
/// let scenarios = end.summary.scenarios
/// print("\(scenarios.passOnAll) of \(scenarios.total) scenarios pass on every algorithm, \(scenarios.passOnNone) on none")
/// ```
package struct ScenarioTally: Hashable, Sendable {
    package var passOnAll: Int
    package var passOnSome: Int
    package var passOnNone: Int

    package init(passOnAll: Int = 0, passOnSome: Int = 0, passOnNone: Int = 0) {
        self.passOnAll = passOnAll
        self.passOnSome = passOnSome
        self.passOnNone = passOnNone
    }

    package var total: Int { passOnAll + passOnSome + passOnNone }
}

/// Builds a `SuiteSummary` one case at a time, keeping only counts: a scenario's results are held
/// until `closeScenarios()` (the runner calls it as each feature finishes), then only its bucket, so
/// a run of any size summarises in constant memory.
///
/// ```swift
/// var builder = SummaryBuilder(systems: systems, strict: false)
/// for result in results { builder.add(result) }
/// let summary = builder.summary()
/// ```
package struct SummaryBuilder: Sendable {
    private var tallies: [AlgorithmTally]
    /// Where each system's algorithms start in `tallies`.
    private let firstTally: [String: Int]
    /// The scenarios not yet closed, by pickle id: how many of their runs passed, of how many.
    private var open: [String: (passed: Int, runs: Int)] = [:]
    private var scenarios = ScenarioTally()
    private var runs = 0
    private var failures = 0
    private let strict: Bool
    /// Each system's metrics, by system name.
    private let metrics: [String: [Metric]]

    /// Algorithms are listed in the order of `systems`, then of their registration.
    package init(systems: [SystemDescription], strict: Bool) {
        tallies = systems.flatMap { system in system.algorithmNames.map { AlgorithmTally(system: system.name, algorithm: $0) } }
        var firstTally: [String: Int] = [:]
        var count = 0
        for system in systems {
            if firstTally[system.name] == nil { firstTally[system.name] = count }
            count += system.algorithmNames.count
        }
        self.firstTally = firstTally
        metrics = Dictionary(systems.map { ($0.name, $0.metrics) }, uniquingKeysWith: { first, _ in first })
        self.strict = strict
    }

    package mutating func add(_ result: CaseResult) {
        runs += 1
        if result.status.isFailure(strict: strict) { failures += 1 }
        let system = result.pickle.system
        let found: (name: String, firstTally: Int?, metrics: [Metric])
        if let lastSystem, lastSystem.name == system {
            found = lastSystem
        } else {
            found = (system, firstTally[system], metrics[system] ?? [])
            lastSystem = found
        }
        if let index = tallyIndex(from: found.firstTally, system: system, algorithm: result.algorithm) {
            tallies[index].count(result.status)
            if let measured = result.outcome?.metrics {
                tallies[index].metrics.add(measured, summing: found.metrics)
            }
        }
        let id = result.pickle.pickle.id
        let counted: (passed: Int, runs: Int)
        if let last = openLast, last.id == id {
            counted = (last.passed, last.runs)
        } else {
            closeLast()
            // Most scenarios' runs come together and are closed before the next one's: none open.
            counted = open.isEmpty ? (0, 0) : open.removeValue(forKey: id) ?? (0, 0)
        }
        openLast = (id, counted.passed + (result.status == .passed ? 1 : 0), counted.runs + 1)
    }

    /// The system of the last run added, where its algorithms' tallies start and its metrics: a
    /// system's runs come one after another, so its name is looked up once for them.
    private var lastSystem: (name: String, firstTally: Int?, metrics: [Metric])?
    /// The scenario of the last run added, kept out of `open`: a scenario's runs come one after
    /// another, and are counted without looking it up.
    private var openLast: (id: String, passed: Int, runs: Int)?

    /// Puts the last run's scenario with the other open ones.
    private mutating func closeLast() {
        guard let last = openLast else { return }
        open[last.id] = (last.passed, last.runs)
        openLast = nil
    }

    private func tallyIndex(from first: Int?, system: String, algorithm: String) -> Int? {
        guard var index = first else { return nil }
        while index < tallies.count, tallies[index].system == system {
            if tallies[index].algorithm == algorithm { return index }
            index += 1
        }
        return nil
    }

    /// Puts each scenario added so far in its bucket; its runs are all in.
    package mutating func closeScenarios() {
        // The last scenario is put in its bucket as it is, not kept in `open` first (a dictionary's
        // insertion and removal, every scenario, where the runner closes each as its runs are in).
        if let last = openLast {
            file(passed: last.passed, of: last.runs)
            openLast = nil
        }
        guard !open.isEmpty else { return }
        for (passed, runs) in open.values { file(passed: passed, of: runs) }
        open.removeAll(keepingCapacity: true)
    }

    /// Puts a scenario whose runs are all in, `passed` of its `runs`, in its bucket.
    private mutating func file(passed: Int, of runs: Int) {
        if passed == runs { scenarios.passOnAll += 1 } else if passed == 0 { scenarios.passOnNone += 1 } else { scenarios.passOnSome += 1 }
    }

    package func summary() -> SuiteSummary {
        var closed = self
        closed.closeScenarios()
        return SuiteSummary(algorithms: tallies.filter { $0.runs > 0 }, scenarios: closed.scenarios, runs: runs, failures: failures,
                          metrics: metrics)
    }
}

extension Status {
    /// The statuses as tables and legends read them: what passed, what failed, what departed, then
    /// what did not run to its end.
    package static let readingOrder: [Status] = [.passed, .failed, .departed, .undefined, .pending, .ambiguous, .skipped]
}
