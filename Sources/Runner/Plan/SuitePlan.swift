import SpecrunKit
import Gherkin

/// Everything a run will do, decided before the first step runs, held in memory: the features in
/// file order, each with its selected pickles (steps matched) and its runs (pickle × algorithm) in
/// the order they go. A suite too large to hold is planned one feature at a time by another
/// `PlanSource` (the command line's reads each file when it is needed); the runner treats both alike.
///
/// ```swift
/// let plan = try SuitePlanner(systems: systems).plan(features, ids: &ids)
/// for feature in plan.features {
///     for run in feature.runs { print(run.id, feature.pickles[run.pickleIndex].name, run.algorithm) }
/// }
/// try Runner(systems: systems).run(plan, reporters: reporters)
/// ```
package struct SuitePlan: PlanSource {
    package var features: [PlannedFeature]
    package var order: ScenarioOrder
    package var shard: Optional<Shard>

    package init(features: [PlannedFeature], order: ScenarioOrder, shard: Shard?) {
        self.features = features
        self.order = order
        self.shard = shard
    }

    package var featureCount: Int { features.count }

    /// The feature at `position`, which it carries as its own.
    package func feature(at position: Int) -> PlannedFeature {
        var feature = features[position]
        feature.position = position
        return feature
    }

    /// Every selected pickle, in file order.
    package var pickles: [PlannedPickle] { features.flatMap(\.pickles) }

    /// Every run, in the order they go (each `pickleIndex` indexes its feature's `pickles`).
    package var runs: [PlannedRun] {
        order.arrange(features.count).flatMap { features[$0].runs }
    }
}

/// A parsed feature as a run plans it: the system its tag names (nil when none of its scenarios was
/// selected and it names none), the pickles of it that were selected, each with its steps matched,
/// and their runs in the order they go.
///
/// ```swift
/// for feature in plan.features {
///     print(feature.parsed.uri, feature.system ?? "no system", "\(feature.runs.count) runs")
/// }
/// ```
package struct PlannedFeature: Sendable {
    package var parsed: ParsedFeature
    package var system: Optional<String>
    /// The feature's place among the run's features in file order, from 0.
    package var position: Int
    package var pickles: PlannedPickles
    /// The runs, in the order they go; each `pickleIndex` indexes `pickles`.
    package var runs: [PlannedRun]

    package init(parsed: ParsedFeature, system: String?, position: Int = 0, pickles: PlannedPickles = [],
                runs: [PlannedRun] = []) {
        self.parsed = parsed
        self.system = system
        self.position = position
        self.pickles = pickles
        self.runs = runs
    }

    /// The places of the pickles that have at least one run (a shard can leave a selected pickle
    /// none), in file order.
    package var runningPlaces: [Int] {
        var running = [Bool](repeating: false, count: pickles.count)
        for run in runs { running[run.pickleIndex] = true }
        return pickles.indices.filter { running[$0] }
    }

    /// The pickles that have at least one run, in file order, each made as it is read.
    package var runningPickles: LazyMapCollection<[Int], PlannedPickle> {
        let pickles = pickles
        return runningPlaces.lazy.map { pickles[$0] }
    }
}

/// One run to make: a planned pickle (by its index among its feature's pickles) against one algorithm.
///
/// ```swift
/// let feature = plan.features[0], run = feature.runs[0]
/// let result = systems.first { $0.name == feature.system }!
///     .run(feature.pickles[run.pickleIndex], algorithm: run.algorithm, settings: RunSettings())
/// ```
package struct PlannedRun: Hashable, Sendable {
    package var id: String
    package var pickleIndex: Int
    package var algorithm: String

    package init(id: String, pickleIndex: Int, algorithm: String) {
        self.id = id
        self.pickleIndex = pickleIndex
        self.algorithm = algorithm
    }
}
