import SpecrunKit
/// The expected status of each scenario on each algorithm, recorded with `--write-baseline` and
/// checked with `--baseline`: CI passes on today's known divergences (a legacy algorithm's known
/// bug) and fails on any change.
///
/// ```swift
/// var baseline = Baseline()
/// for result in results { baseline.record(result) }   // --write-baseline
/// for key in baseline.sortedKeys { print(key, baseline[key]!.rawValue) }
/// ```
package struct Baseline: Hashable, Sendable {
    package var expectations: [BaselineKey: Status]

    package init(expectations: [BaselineKey: Status] = [:]) {
        self.expectations = expectations
    }

    /// Records every case of a run.
    package mutating func record(_ result: CaseResult) {
        expectations[BaselineKey(result)] = result.status
    }

    package subscript(key: BaselineKey) -> Status? { expectations[key] }

    /// Keys in the order a baseline file lists them: by file, scenario, occurrence, algorithm.
    package var sortedKeys: [BaselineKey] { expectations.keys.sorted() }
}

/// Names one run across edits: the feature file, the scenario's name (and which of several of that
/// name in the file), and the algorithm.
///
/// ```swift
/// let key = BaselineKey(uri: "features/offline.feature", scenario: "Cached article", algorithm: "legacy")
/// let expected = baseline[key]            // .failed: a known divergence
/// let same = BaselineKey(result) == key   // for a result of that run
/// ```
package struct BaselineKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var uri: String
    package var scenario: String
    package var occurrence: Int
    package var algorithm: String

    package init(uri: String, scenario: String, occurrence: Int = 1, algorithm: String) {
        self.uri = uri
        self.scenario = scenario
        self.occurrence = occurrence
        self.algorithm = algorithm
    }

    package init(_ result: CaseResult) {
        self.init(uri: result.pickle.uri, scenario: result.pickle.name, occurrence: result.pickle.occurrence,
                  algorithm: result.algorithm)
    }

    /// The scenario as a baseline file writes it: its name, with ` #N` for the N-th of that name.
    package var scenarioLabel: String { occurrence == 1 ? scenario : "\(scenario) #\(occurrence)" }

    package static func < (a: BaselineKey, b: BaselineKey) -> Bool {
        (a.uri, a.scenario, a.occurrence, a.algorithm) < (b.uri, b.scenario, b.occurrence, b.algorithm)
    }

    package var description: String { "\(uri): \(scenarioLabel) [\(algorithm)]" }
}
