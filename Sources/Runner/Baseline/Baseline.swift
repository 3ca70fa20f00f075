import SpecrunKit
/// The expected status of each scenario on each algorithm, recorded with `--write-baseline` and
/// checked with `--baseline`: CI passes on today's known divergences (a legacy algorithm's known
/// bug) and fails on any change. A known divergence can carry its reason, one line saying why it
/// is accepted; reports show it where they show the divergence.
///
/// ```swift
/// var baseline = Baseline()
/// for result in results { baseline.record(result) }   // --write-baseline
/// for key in baseline.sortedKeys { print(key, baseline[key]!.rawValue) }
/// ```
package struct Baseline: Hashable, Sendable {
    package var expectations: [BaselineKey: Status]
    /// Why a known divergence is accepted, for the entries that say.
    package var reasons: [BaselineKey: String]

    package init(expectations: [BaselineKey: Status] = [:], reasons: [BaselineKey: String] = [:]) {
        self.expectations = expectations
        self.reasons = reasons
    }

    /// Records every case of a run.
    package mutating func record(_ result: CaseResult) {
        expectations[BaselineKey(result)] = result.status
    }

    package subscript(key: BaselineKey) -> Status? { expectations[key] }

    /// Whether `result` is a known divergence: it does not pass (nor departs, nor was skipped) and
    /// ends as the baseline expects.
    package func isKnownDivergence(_ result: CaseResult) -> Bool {
        guard result.status != .passed, result.status != .departed, result.status != .skipped else { return false }
        return self[BaselineKey(result)] == result.status
    }

    /// Why the baseline expects the run as it does, when its entry says.
    package func reason(for key: BaselineKey) -> String? { reasons[key] }

    /// Keeps the reasons of `earlier` (the baseline this one replaces) for the entries whose status
    /// is the same; returns the entries whose reason was dropped, as their status changed or they
    /// are gone, in file order.
    package mutating func keepReasons(of earlier: Baseline) -> [BaselineKey] {
        var dropped: [BaselineKey] = []
        for (key, reason) in earlier.reasons.sorted(by: { $0.key < $1.key }) {
            if let status = expectations[key], status == earlier.expectations[key] {
                reasons[key] = reason
            } else {
                dropped.append(key)
            }
        }
        return dropped
    }

    /// Keys in the order a baseline file lists them: by file, scenario, algorithm.
    package var sortedKeys: [BaselineKey] { expectations.keys.sorted() }
}

/// Names one run across edits: the feature file, the scenario's label (its name, unique in the
/// file: `ScenarioLabels`), and the algorithm.
///
/// ```swift
/// let key = BaselineKey(uri: "features/offline.feature", scenario: "Cached article", algorithm: "legacy")
/// let expected = baseline[key]            // .failed: a known divergence
/// let same = BaselineKey(result) == key   // for a result of that run
/// ```
package struct BaselineKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var uri: String
    /// The scenario's label in its file (`ScenarioLabels`): its name, or its name with its examples
    /// row's values, or with ` #2`….
    package var scenario: String
    package var algorithm: String

    package init(uri: String, scenario: String, algorithm: String) {
        self.uri = uri
        self.scenario = scenario
        self.algorithm = algorithm
    }

    package init(_ result: CaseResult) {
        self.init(uri: result.pickle.uri, scenario: result.pickle.label, algorithm: result.algorithm)
    }

    package static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.uri, a.scenario, a.algorithm) < (b.uri, b.scenario, b.algorithm)
    }

    package var description: String { "\(uri): \(scenario) [\(algorithm)]" }
}
