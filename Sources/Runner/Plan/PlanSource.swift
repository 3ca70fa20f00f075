import SpecrunKit
/// Where a run's features come from, planned one at a time, so that a suite of any size runs in the
/// memory of its largest feature. The runner asks for every position in file order first (to
/// announce each feature, `SuiteEvent.planned`), calls `finishPlanning()`, then asks again for the
/// features that have runs, in the order they run; a source must give the same plan both times.
/// It is asked on the thread that called `Runner.run` only, so it need not be `Sendable`.
///
/// ```swift
/// struct OneFeature: PlanSource {
///     let planned: PlannedFeature
///     var order: ScenarioOrder { .defined }
///     var shard: Shard? { nil }
///     var featureCount: Int { 1 }
///     func feature(at position: Int) throws -> PlannedFeature { planned }
/// }
/// ```
package protocol PlanSource {
    var order: ScenarioOrder { get }
    var shard: Shard? { get }
    /// How many features the run has, parsed or not.
    var featureCount: Int { get }
    /// The plan of the feature at `position` in file order.
    func feature(at position: Int) throws -> PlannedFeature
    /// Called once every feature was planned, before anything runs: throws the problems found in
    /// them all (a feature naming no system, a line that selects nothing), so none runs.
    func finishPlanning() throws
}

extension PlanSource {
    package func finishPlanning() throws {}
}

/// What a run will do, as counted while its features were planned: how many runs and scenarios,
/// which algorithms of which systems, and the order the features go in.
///
/// ```swift
/// if case .started(let start) = event { print("\(start.outline.runs) runs of \(start.outline.pickles) scenarios") }
/// ```
package struct PlanOutline: Sendable {
    package var order: ScenarioOrder
    package var shard: Optional<Shard>
    package var features = 0
    /// The runs planned.
    package var runs = 0
    /// The selected pickles that have at least one run.
    package var pickles = 0
    /// Every pickle of the parsed features, selected or not.
    package var allPickles = 0
    package var parseErrors = 0
    /// For each system, the algorithms with at least one run.
    package var algorithms: [String: Set<String>] = [:]
    /// The positions of the features that have runs, in the order they run.
    package var runOrder: [Int] = []

    package init(order: ScenarioOrder, shard: Shard?) {
        self.order = order
        self.shard = shard
    }

    /// Whether every scenario of every feature runs (no tag, name, line or shard left one out).
    package var runsEverything: Bool { shard == nil && pickles == allPickles }

    /// Counts one planned feature.
    package mutating func add(_ feature: PlannedFeature) {
        features += 1
        runs += feature.runs.count
        pickles += feature.runningPlaces.count
        allPickles += feature.parsed.pickles.count
        parseErrors += feature.parsed.parseErrors.count
        if let system = feature.system {
            // A feature's runs name a few algorithms, over and over: each distinct one is added once.
            var named: [String] = []
            for run in feature.runs where !named.contains(run.algorithm) { named.append(run.algorithm) }
            if !named.isEmpty { algorithms[system, default: []].formUnion(named) }
        }
    }

    /// Puts the features with runs in the order they run, once all are counted.
    mutating func arrange(withRuns positions: [Int]) {
        let arranged = order.arrange(features)
        let running = Set(positions)
        runOrder = arranged.filter { running.contains($0) }
    }
}
