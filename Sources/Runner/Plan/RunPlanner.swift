import Foundation
import Gherkin
import Spelling

/// Turns parsed features into a `RunPlan`: finds each feature's system by its tag (or takes the
/// default system for a feature that names none), applies the selection, matches every step once
/// against its system's definitions, picks the hooks of each pickle, and lays out the runs in order,
/// keeping only this shard's share.
///
/// ```swift
/// let plan = try RunPlanner(systems: systems, defaultSystem: "shop").plan(features, ids: &ids)
/// ```
public struct RunPlanner: Sendable {
    public let systems: [AnySystem]
    /// The system of a feature that names none; nil makes such a feature an error.
    public let defaultSystem: String?
    /// Each distinct step text matched once, for every feature this planner plans.
    private let matcher: StepMatcher

    /// `defaultSystem` defaults to the only system when there is just one.
    public init(systems: [AnySystem], defaultSystem: String? = nil) {
        self.systems = systems
        self.defaultSystem = defaultSystem ?? (systems.count == 1 ? systems[0].name : nil)
        matcher = StepMatcher()
    }

    /// Plans every feature at once, in memory; throws every problem found, naming file and line.
    public func plan(_ features: [ParsedFeature], selection: Selection = Selection(), order: RunOrder = .defined,
                     shard: Shard? = nil, ids: inout IdGenerator) throws -> RunPlan {
        try check(algorithms: selection.algorithms)
        var progress = PlanningProgress(ids: ids)
        let planned = features.enumerated().map { position, feature in
            plan(feature, at: position, selection: selection, order: order, shard: shard, progress: &progress)
        }
        ids = progress.ids
        try progress.throwProblems()
        return RunPlan(features: planned, order: order, shard: shard)
    }

    /// Plans one feature, the one at `position` in file order: finds its system, applies the
    /// selection, and lays out its runs in `order` (each pickle's steps are matched and its hooks
    /// picked when it is made, see `PlannedPickles`),
    /// keeping this shard's share. `progress` carries what features planned before it left: the
    /// number of runs so far (for the shard), the ids, and the problems found.
    public func plan(_ feature: ParsedFeature, at position: Int, selection: Selection, order: RunOrder, shard: Shard?,
                     progress: inout PlanningProgress) -> PlannedFeature {
        let lines = selection.lines[feature.uri] ?? []
        let index = DocumentIndex(feature.document, indexingLines: !lines.isEmpty)
        progress.problems += Self.linesSelectingNothing(in: feature, index: index, lines: lines)
        var systemName: String?
        var systemProblem: String?
        do {
            systemName = try system(of: feature)?.name ?? defaultSystem
        } catch {
            systemProblem = "\(error)"
        }
        let system = systems.first { $0.name == systemName }
        // One pass over the pickles: which are selected, and how many before each share its name. Only
        // a selection that looks inside them (tags, names, lines) compiles them; else names are enough.
        var selected: [Int] = [], occurrences: [Int] = []
        var seen: [String: Int] = [:]
        let filters = !selection.tagExpressions.isEmpty || !selection.namePatterns.isEmpty || !lines.isEmpty
        for position in feature.pickles.indices {
            let name: String
            if filters {
                let pickle = feature.pickles[position]
                guard selection.includes(pickle, index: index) else {
                    seen[pickle.name, default: 0] += 1
                    continue
                }
                name = pickle.name
            } else {
                name = feature.pickles.name(at: position)
            }
            seen[name, default: 0] += 1
            selected.append(position)
            occurrences.append(seen[name]!)
        }
        if let systemProblem, !selected.isEmpty { progress.problems.append(systemProblem) }
        var planned = PlannedFeature(parsed: feature, system: systemName, position: position)
        guard !selected.isEmpty, let header = header(of: feature) else { return planned }
        guard let system else {
            progress.problems.append("\(feature.uri):\(header.line): the feature names no system under test; "
                + "tag it with one of \(systems.map { "@\($0.name)" }.joined(separator: ", "))")
            return planned
        }
        planned.pickles = PlannedPickles(PickleMaker(pickles: feature.pickles, selected: selected, occurrences: occurrences,
                                                     header: header, system: system, matcher: matcher, index: index))
        planned.runs = layOutRuns(ofPickles: selected.count, system: system, position: position, selection: selection,
                                  order: order, shard: shard, progress: &progress)
        return planned
    }

    /// `file.feature:LINE` for a line past the end of the file, or one that is on no feature, rule,
    /// scenario, step, examples table or row: it would select nothing, silently.
    private static func linesSelectingNothing(in feature: ParsedFeature, index: DocumentIndex, lines: Set<Int>) -> [String] {
        guard !lines.isEmpty else { return [] }
        let lineCount = feature.source.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            + (feature.source.utf8.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        return lines.sorted().compactMap { line in
            if line > lineCount {
                return "\(feature.uri):\(line): \(feature.uri) has \(lineCount) line\(lineCount == 1 ? "" : "s"); "
                    + "give the line of a scenario, a step or an examples row"
            }
            guard !feature.pickles.contains(where: { index.pickle($0, isSelectedByAnyOf: [line]) }) else { return nil }
            let nearest = index.scenarioStarts.last { $0 <= line } ?? index.scenarioStarts.first
            return "\(feature.uri):\(line): line \(line) is on no scenario, step or examples row, so it selects nothing; "
                + (nearest.map { "give the line of one, e.g. \(feature.uri):\($0)" } ?? "this file has no scenarios")
        }
    }

    /// For each pickle id, how many pickles of the file up to it share its name.
    public static func occurrences(of pickles: some Sequence<Pickle>) -> [String: Int] {
        var seen: [String: Int] = [:]
        var result: [String: Int] = [:]
        for pickle in pickles {
            seen[pickle.name, default: 0] += 1
            result[pickle.id] = seen[pickle.name]
        }
        return result
    }

    /// Throws when a name `--algorithm` gave is no system's algorithm.
    public func check(algorithms names: [String]) throws {
        let known = systems.flatMap(\.algorithmNames)
        for name in names where !known.contains(name) {
            let listing = systems.map { "\($0.name): \($0.algorithmNames.joined(separator: ", "))" }.joined(separator: "; ")
            throw PlanError("unknown algorithm \"\(name)\"\(Suggestion.didYouMean(name, among: known)); known algorithms are \(listing)")
        }
    }

    /// The system a feature's tags name, nil when they name none; an unknown `@…` tag is not an
    /// error (features carry other tags), but two system tags are.
    private func system(of feature: ParsedFeature) throws -> AnySystem? {
        guard let gherkinFeature = feature.document.feature else { return nil }
        let named = gherkinFeature.tags.compactMap { tag in systems.first { "@\($0.name)" == tag.name }.map { (tag, $0) } }
        if named.count > 1 {
            let tag = named[1].0
            throw PlanError("\(feature.uri):\(tag.location.line):\(tag.location.column ?? 1): the feature names two systems "
                + "(\(named.map { $0.0.name }.joined(separator: " and "))); a feature specifies one system, so keep one tag")
        }
        return named.first?.1
    }

    private func header(of feature: ParsedFeature) -> FeatureHeader? {
        guard let gherkinFeature = feature.document.feature else { return nil }
        return FeatureHeader(uri: feature.uri, keyword: gherkinFeature.keyword ?? "Feature", name: gherkinFeature.name,
                             line: gherkinFeature.location.line, tags: gherkinFeature.tags.map(\.name))
    }

    /// The runs of one feature's pickles: each pickle's algorithms together, in registered order,
    /// the pickles in `order`; numbered in the defined order across the run for the shard.
    private func layOutRuns(ofPickles count: Int, system: AnySystem, position: Int, selection: Selection,
                            order: RunOrder, shard: Shard?, progress: inout PlanningProgress) -> [PlannedRun] {
        var groups: [[PlannedRun]] = []
        for pickleIndex in 0..<count {
            var group: [PlannedRun] = []
            for algorithm in system.algorithmNames where selection.algorithms.isEmpty || selection.algorithms.contains(algorithm) {
                defer { progress.runNumber += 1 }
                if let shard, !shard.includes(runNumber: progress.runNumber) { continue }
                group.append(PlannedRun(id: "", pickleIndex: pickleIndex, algorithm: algorithm))
            }
            if !group.isEmpty { groups.append(group) }
        }
        var runs = order.arrange(groups.count, stream: position + 1).flatMap { groups[$0] }
        for index in runs.indices { runs[index].id = progress.ids.newId() }
        return runs
    }
}

/// Where planning stands between one feature and the next: the runs numbered so far in the defined
/// order (a shard takes every n-th), the ids handed out, and the problems found.
///
/// ```swift
/// var progress = PlanningProgress(ids: ids)
/// let first = planner.plan(features[0], at: 0, selection: selection, order: .defined, shard: nil, progress: &progress)
/// try progress.throwProblems()
/// ```
public struct PlanningProgress: Sendable {
    public var runNumber = 0
    public var ids: IdGenerator
    public var problems: [String] = []

    public init(runNumber: Int = 0, ids: IdGenerator = IdGenerator()) {
        self.runNumber = runNumber
        self.ids = ids
    }

    /// Throws the problems found so far, all in one error, if there are any.
    public func throwProblems() throws {
        if !problems.isEmpty { throw PlanError(problems.joined(separator: "\n")) }
    }
}

/// Matches step texts against each system's definitions, once per distinct text: an outline with
/// thousands of rows repeats the same few step texts, and a suite planned twice (announced, then
/// run) matches nothing twice.
final class StepMatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: [String: (StepMatch, [String])]] = [:]

    func match(_ step: PickleStep, system: AnySystem) -> (StepMatch, [String]) {
        lock.lock()
        defer { lock.unlock() }
        if let found = cache[system.name]?[step.text] { return found }
        let match = system.match(step.text)
        var snippets: [String] = []
        if case .undefined = match {
            snippets = SnippetWriter(parameterTypes: system.parameterTypes).snippets(for: step.text, type: step.type)
        }
        cache[system.name, default: [:]][step.text] = (match, snippets)
        return (match, snippets)
    }
}
