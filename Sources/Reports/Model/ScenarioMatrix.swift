import Runner
import SpecrunKit

/// The runs of a report side by side: per feature, each scenario (pickle) with its result on each
/// algorithm, and the bucket it falls in (passes on all, only on some, on none). Rows come one at a
/// time, in the order the scenarios ran, each as soon as its last algorithm finished.
enum ScenarioMatrix {
    /// One scenario's results, one per algorithm that ran it, in the algorithms' registered order.
    struct Row {
        let pickle: PlannedPickle
        let results: [CaseResult]
        /// The scenario's place among its feature's, in file order.
        let place: Int

        var bucket: Bucket {
            let passing = results.filter { $0.status == .passed }.map(\.algorithm)
            if passing.count == results.count { return .passesOnAll }
            return passing.isEmpty ? .passesOnNone : .passesOnlyOn(passing)
        }

        func result(for algorithm: String) -> CaseResult? { results.first { $0.algorithm == algorithm } }
    }

    /// A feature file's part of the matrix: its header, its system and the algorithms of it that ran.
    struct Feature {
        let planned: PlannedFeature
        /// The feature's place among the run's, in file order.
        var position: Int { planned.position }
        let header: FeatureHeader
        let system: String
        let algorithms: [String]

        /// A number that sorts buckets: passes on all, only on … (by the algorithms' order), on none.
        func rank(of bucket: Bucket) -> Int {
            let digits = bucket.rank(algorithms) + Array(repeating: -1, count: max(0, algorithms.count + 1 - bucket.rank(algorithms).count))
            return digits.reduce(0) { $0 * (algorithms.count + 2) + $1 + 1 }
        }
    }

    /// Where a scenario stands across its algorithms.
    enum Bucket: Hashable {
        case passesOnAll
        case passesOnlyOn([String])
        case passesOnNone

        var title: String {
            switch self {
            case .passesOnAll: "passes on all"
            case .passesOnlyOn(let algorithms): "only on \(algorithms.joined(separator: ", "))"
            case .passesOnNone: "on none"
            }
        }

        /// A short name for filters and anchors: `all`, `only-new`, `none`.
        var key: String {
            switch self {
            case .passesOnAll: "all"
            case .passesOnlyOn(let algorithms): "only-" + algorithms.joined(separator: "-")
            case .passesOnNone: "none"
            }
        }

        fileprivate func rank(_ algorithms: [String]) -> [Int] {
            switch self {
            case .passesOnAll: [0]
            case .passesOnlyOn(let passing): [1] + passing.map { algorithms.firstIndex(of: $0) ?? algorithms.count }
            case .passesOnNone: [2]
            }
        }
    }
}
