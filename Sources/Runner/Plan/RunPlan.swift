import Gherkin

/// Everything a run will do, decided before the first step runs: the features, each selected pickle
/// with its steps matched, and the runs (pickle × algorithm) in order, each with its id.
///
/// ```swift
/// let plan = try RunPlanner(systems: systems).plan(features, ids: &ids)
/// for run in plan.runs { print(run.id, plan.pickles[run.pickleIndex].name, run.algorithm) }
/// try Runner(systems: systems).run(plan, reporters: reporters)
/// ```
public struct RunPlan: Sendable {
    public var features: [PlannedFeature]
    public var pickles: [PlannedPickle]
    public var runs: [PlannedRun]
    public var order: RunOrder
    public var shard: Shard?

    public init(features: [PlannedFeature], pickles: [PlannedPickle], runs: [PlannedRun], order: RunOrder, shard: Shard?) {
        self.features = features
        self.pickles = pickles
        self.runs = runs
        self.order = order
        self.shard = shard
    }
}

/// A parsed feature and the system its tag names (nil when none of its scenarios was selected and it
/// names none).
///
/// ```swift
/// for feature in plan.features { print(feature.parsed.uri, feature.system ?? "no system") }
/// ```
public struct PlannedFeature: Sendable {
    public var parsed: ParsedFeature
    public var system: String?

    public init(parsed: ParsedFeature, system: String?) {
        self.parsed = parsed
        self.system = system
    }
}

/// One run to make: a planned pickle (by its index in the plan) against one algorithm.
///
/// ```swift
/// let run = plan.runs[0]
/// let result = systems.first { $0.name == plan.pickles[run.pickleIndex].system }!
///     .run(plan.pickles[run.pickleIndex], algorithm: run.algorithm, settings: RunSettings())
/// ```
public struct PlannedRun: Hashable, Sendable {
    public var id: String
    public var pickleIndex: Int
    public var algorithm: String

    public init(id: String, pickleIndex: Int, algorithm: String) {
        self.id = id
        self.pickleIndex = pickleIndex
        self.algorithm = algorithm
    }
}
