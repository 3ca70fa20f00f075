import Runner

/// The runs of a report side by side: per feature, each scenario (pickle) with its result on each
/// algorithm, and the bucket it falls in (passes on all, only on some, on none). Rows follow the
/// feature files, whatever order the runs went in, so every report built on it is stable.
struct ScenarioMatrix {
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
        let header: FeatureHeader
        let system: String
        let algorithms: [String]
        let rows: [Row]

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

    private let start: RunStart
    private var resultsByPickle: [String: [CaseResult]] = [:]
    private let algorithmOrder: [String: [String]]

    init(start: RunStart) {
        self.start = start
        var ranBySystem: [String: Set<String>] = [:]
        for run in start.plan.runs { ranBySystem[start.plan.pickles[run.pickleIndex].system, default: []].insert(run.algorithm) }
        var order: [String: [String]] = [:]
        for system in start.systems {
            order[system.name] = system.algorithmNames.filter { ranBySystem[system.name]?.contains($0) == true }
        }
        algorithmOrder = order
    }

    mutating func add(_ result: CaseResult) {
        resultsByPickle[result.pickle.pickle.id, default: []].append(result)
    }

    var isEmpty: Bool { resultsByPickle.isEmpty }

    /// The algorithms of `system` that ran in this report, in registered order.
    func algorithms(of system: String) -> [String] { algorithmOrder[system] ?? [] }

    /// The features with at least one run, in the plan's order, each with its scenarios in file order.
    var features: [FeatureGroup] {
        var groups: [FeatureGroup] = []
        var current: (header: FeatureHeader, system: String, rows: [Row])?
        func close() {
            guard let group = current else { return }
            groups.append(FeatureGroup(header: group.header, system: group.system,
                                       algorithms: algorithms(of: group.system), rows: group.rows))
        }
        for pickle in start.plan.pickles {
            guard let results = resultsByPickle[pickle.pickle.id] else { continue }
            let order = algorithms(of: pickle.system)
            let row = Row(pickle: pickle, results: results.sorted {
                (order.firstIndex(of: $0.algorithm) ?? .max) < (order.firstIndex(of: $1.algorithm) ?? .max)
            })
            if current?.header != pickle.feature {
                close()
                current = (pickle.feature, pickle.system, [])
            }
            current!.rows.append(row)
        }
        close()
        return groups
    }
}
