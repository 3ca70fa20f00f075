import Runner

/// The runs of a report side by side: per feature, each scenario (pickle) with its result on each
/// algorithm, and the bucket it falls in (passes on all, only on some, on none). Within a feature,
/// rows follow the file, whatever order the runs went in.
enum ScenarioMatrix {
    /// One scenario's results, one per algorithm that ran it, in the algorithms' registered order.
    struct Row {
        let pickle: PlannedPickle
        let results: [CaseResult]

        var bucket: Bucket {
            let passing = results.filter { $0.status == .passed }.map(\.algorithm)
            if passing.count == results.count { return .passesOnAll }
            return passing.isEmpty ? .passesOnNone : .passesOnlyOn(passing)
        }

        func result(for algorithm: String) -> CaseResult? { results.first { $0.algorithm == algorithm } }
    }

    /// The scenarios of one feature file, with the algorithms of its system that ran.
    struct FeatureGroup {
        let feature: PlannedFeature
        let header: FeatureHeader
        let system: String
        let algorithms: [String]
        let rows: [Row]

        /// The feature's results, a row per pickle that has any, in file order; each row's results in
        /// the order of `algorithms` (those of the run that ran this feature's system).
        init?(_ feature: PlannedFeature, results: [CaseResult], algorithms: [String]) {
            guard let first = results.first else { return nil }
            var byPickle: [String: [CaseResult]] = [:]
            for result in results { byPickle[result.pickle.pickle.id, default: []].append(result) }
            let rank = Dictionary(algorithms.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.feature = feature
            header = first.pickle.feature
            system = first.pickle.system
            self.algorithms = algorithms
            rows = feature.pickles.compactMap { pickle in
                byPickle[pickle.pickle.id].map { results in
                    Row(pickle: pickle, results: results.sorted { (rank[$0.algorithm] ?? .max) < (rank[$1.algorithm] ?? .max) })
                }
            }
        }

        /// The rows by bucket, in the order passes on all, only on …, on none.
        var buckets: [(bucket: Bucket, rows: [Row])] {
            var order: [Bucket] = []
            var rowsByBucket: [Bucket: [Row]] = [:]
            for row in rows {
                let bucket = row.bucket
                if rowsByBucket[bucket] == nil { order.append(bucket) }
                rowsByBucket[bucket, default: []].append(row)
            }
            let sorted = order.sorted { $0.rank(algorithms).lexicographicallyPrecedes($1.rank(algorithms)) }
            return sorted.map { ($0, rowsByBucket[$0]!) }
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
