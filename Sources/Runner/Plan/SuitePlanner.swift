import SpecrunKit
import Foundation
import Gherkin
import Spelling
import Synchronization

/// Turns parsed features into a `SuitePlan`: finds each feature's system by its tag (or takes the
/// default system for a feature that names none), applies the selection, matches every step once
/// against its system's definitions, picks the hooks of each pickle, and lays out the runs in order,
/// keeping only this shard's share.
///
/// ```swift
/// let plan = try SuitePlanner(systems: systems, defaultSystem: "shop").plan(features, ids: &ids)
/// ```
package struct SuitePlanner: Sendable {
    package let systems: [SystemMatcher]
    /// The system of a feature that names none; nil makes such a feature an error.
    package let defaultSystem: String?
    /// Each system's distinct step texts matched once, for every feature this planner plans.
    private let matchers: [String: StepMatcher]

    /// `defaultSystem` defaults to the only system when there is just one.
    package init(systems: [SystemMatcher], defaultSystem: String? = nil) {
        self.systems = systems
        self.defaultSystem = defaultSystem ?? (systems.count == 1 ? systems[0].name : nil)
        matchers = Dictionary(systems.map { ($0.name, StepMatcher(system: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Plans every feature at once, in memory; throws every problem found, naming file and line.
    package func plan(_ features: [ParsedFeature], selection: Selection = Selection(), order: ScenarioOrder = .defined,
                     shard: Shard? = nil, ids: inout IdGenerator) throws -> SuitePlan {
        try check(algorithms: selection.algorithms)
        var progress = PlanningProgress(ids: ids)
        let planned = features.enumerated().map { position, feature in
            plan(feature, at: position, selection: selection, order: order, shard: shard, progress: &progress)
        }
        ids = progress.ids
        try progress.throwProblems()
        return SuitePlan(features: planned, order: order, shard: shard)
    }

    /// Plans one feature, the one at `position` in file order: finds its system, applies the
    /// selection, and lays out its runs in `order`, keeping this shard's share (each pickle's steps
    /// are matched and its hooks picked when it is made, see `PlannedPickles`). `progress` carries what features planned before it left: the
    /// number of runs so far (for the shard), the ids, and the problems found.
    package func plan(_ feature: ParsedFeature, at position: Int, selection: Selection, order: ScenarioOrder, shard: Shard?,
                     progress: inout PlanningProgress) -> PlannedFeature {
        let lines = selection.lines[feature.uri] ?? []
        let index = DocumentIndex(feature.document, indexingLines: !lines.isEmpty)
        var systemName: String?
        var systemProblem: String?
        do {
            systemName = try system(of: feature)?.name ?? defaultSystem
        } catch {
            systemProblem = "\(error)"
        }
        let system = systems.first { $0.name == systemName }
        // One pass over the pickles: their names, which are selected, and which of the given lines
        // select one. Only a selection that looks inside them (tags, names, lines) compiles them.
        var names: [String] = [], selected: [Int] = []
        var linesUsed: Set<Int> = []
        let filters = !selection.tagExpressions.isEmpty || !selection.namePatterns.isEmpty || !lines.isEmpty
        if !filters {
            names = Self.names(of: feature.pickles)
            selected = Array(feature.pickles.indices)
        } else {
            names.reserveCapacity(feature.pickles.count)
            for position in feature.pickles.indices {
                let pickle = feature.pickles[position]
                names.append(pickle.name)
                if selection.includes(pickle, index: index) { selected.append(position) }
                for line in lines where !linesUsed.contains(line) && index.pickle(pickle, isSelectedByAnyOf: [line]) {
                    linesUsed.insert(line)
                }
            }
        }
        progress.problems += Self.linesSelectingNothing(in: feature, index: index, lines: lines.subtracting(linesUsed))
        let labels = ScenarioLabels.labels(names: names, document: feature.document)
        if let systemProblem, !selected.isEmpty { progress.problems.append(systemProblem) }
        var planned = PlannedFeature(parsed: feature, system: systemName, position: position)
        guard !selected.isEmpty, let header = header(of: feature) else { return planned }
        guard let system else {
            progress.problems.append("\(feature.uri):\(header.line): the feature names no system under test; "
                + "tag it with one of \(systems.map { "@\($0.name)" }.joined(separator: ", "))")
            return planned
        }
        progress.problems += IntentCheck(system: system).problems(in: feature)
        planned.pickles = PlannedPickles(PickleMaker(pickles: feature.pickles, selected: selected, names: selected.map { names[$0] },
                                                     labels: selected.map { labels[$0] },
                                                     header: header, system: system, matcher: matchers[system.name]!, index: index))
        planned.runs = layOutRuns(ofPickles: selected.count, system: system, position: position, selection: selection,
                                  order: order, shard: shard, progress: &progress)
        return planned
    }

    /// The names of `pickles`, in order; many are made on every core, a share each (a name is
    /// made from its own row alone), as the planning of a feature comes before any of its runs.
    private static func names(of pickles: PickleList) -> [String] {
        Parallel.map(pickles.count, share: 1_024) { pickles.name(at: $0) }
    }

    /// Of the `file.feature:LINE` lines that select no pickle, each past the end of the file, or on no
    /// feature, rule, scenario, step, examples table or row: it would select nothing, silently.
    private static func linesSelectingNothing(in feature: ParsedFeature, index: DocumentIndex, lines: Set<Int>) -> [String] {
        guard !lines.isEmpty else { return [] }
        let lineCount = feature.source.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            + (feature.source.utf8.last.map { $0 == UInt8(ascii: "\n") ? 0 : 1 } ?? 0)
        return lines.sorted().map { line in
            if line > lineCount {
                return "\(feature.uri):\(line): \(feature.uri) has \(lineCount) line\(lineCount == 1 ? "" : "s"); "
                    + "give the line of a scenario, a step or an examples row"
            }
            let nearest = index.scenarioStarts.last { $0 <= line } ?? index.scenarioStarts.first
            return "\(feature.uri):\(line): line \(line) is on no scenario, step or examples row, so it selects nothing; "
                + (nearest.map { "give the line of one, e.g. \(feature.uri):\($0)" } ?? "this file has no scenarios")
        }
    }

    /// Throws when a name `--algorithm` gave is no system's algorithm.
    package func check(algorithms names: [String]) throws {
        let known = systems.flatMap(\.algorithmNames)
        for name in names where !known.contains(name) {
            let listing = systems.map { "\($0.name): \($0.algorithmNames.joined(separator: ", "))" }.joined(separator: "; ")
            throw PlanError("unknown algorithm \"\(name)\"\(Suggestion.didYouMean(name, among: known)); known algorithms are \(listing)")
        }
    }

    /// The system a feature's tags name, nil when they name none; an unknown `@…` tag is not an
    /// error (features carry other tags), but two system tags are.
    private func system(of feature: ParsedFeature) throws -> SystemMatcher? {
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
    /// the pickles in `order`; numbered in the defined order across the run for the shard. Every run
    /// gets its id as the unsharded run would, and the shard keeps its share after, so the shards'
    /// runs merge into the unsharded run, ids and order alike (`specrun report --from`).
    private func layOutRuns(ofPickles count: Int, system: SystemMatcher, position: Int, selection: Selection,
                            order: ScenarioOrder, shard: Shard?, progress: inout PlanningProgress) -> [PlannedRun] {
        let algorithms = system.algorithmNames.filter { selection.algorithms.isEmpty || selection.algorithms.contains($0) }
        guard !algorithms.isEmpty else { return [] }
        // In the defined order, pickle p's k-th algorithm is run number `first + p × algorithms + k`.
        let first = progress.runNumber
        progress.runNumber += count * algorithms.count
        var runs: [PlannedRun] = []
        runs.reserveCapacity(shard == nil ? count * algorithms.count : 0)
        for pickleIndex in order.arrange(count, stream: position + 1) {
            for (offset, algorithm) in algorithms.enumerated() {
                let id = progress.ids.newId()
                if shard?.includes(first + pickleIndex * algorithms.count + offset) ?? true {
                    runs.append(PlannedRun(id: id, pickleIndex: pickleIndex, algorithm: algorithm))
                }
            }
        }
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
package struct PlanningProgress: Sendable {
    package var runNumber: Int
    package var ids: IdGenerator
    package var problems: [String] = []

    package init(runNumber: Int = 0, ids: IdGenerator = IdGenerator()) {
        self.runNumber = runNumber
        self.ids = ids
    }

    /// Throws the problems found so far, all in one error, if there are any.
    package func throwProblems() throws {
        if !problems.isEmpty { throw PlanError(problems.joined(separator: "\n")) }
    }
}

/// Matches step texts against one system's definitions, once per distinct text: an outline with
/// thousands of rows repeats the same few step texts, and a suite planned twice (announced, then
/// run) matches nothing twice. The values of a matched step's arguments are made once with the
/// match, and shared by every step of that text.
final class StepMatcher: Sendable {
    let system: SystemMatcher

    init(system: SystemMatcher) {
        self.system = system
    }

    /// What one step text matched, in one system.
    struct Matched: Sendable {
        let match: StepMatch
        /// The values of the match's arguments (`PlannedStep.values(of:)`).
        let values: [(any Sendable)?]?
        /// The snippets suggested for an undefined step, the best first.
        let snippets: [String]
    }

    /// The system's matches, by step text, and the last few texts matched at each of a few step
    /// positions: the pickles of an outline come one after another, and a step's text is often
    /// one it had a row or a few rows before (a step without a placeholder, a column that takes a
    /// few values), which comparing finds sooner than hashing the text.
    private let cache = Mutex(Cache())

    private struct Cache {
        /// How many step positions keep their recent matches, and how many each keeps.
        static let positions = 16, ways = 8
        var byText: [String: Matched] = [:]
        var recentTexts = Array(repeating: "", count: positions * ways)
        /// Each recent text's length in UTF-8: a text of another length is passed over by
        /// comparing two numbers (comparing the strings cost about a hundred instructions each).
        var recentLengths = Array(repeating: 0, count: positions * ways)
        var recentMatches = Array(repeating: Matched?.none, count: positions * ways)
        /// Which of its recent matches each position replaces next, in turn.
        var nextWay = Array(repeating: 0, count: positions)
    }

    /// The match of a pickle step of this `text` and `type`, at `position` in its pickle. (Given
    /// the two, not the step: a step read from its pickle's list to be handed here was copied,
    /// every text and list in it retained and released again, for each step planned.)
    func match(_ text: String, type: PickleStepType?, at position: Int) -> Matched {
        cache.withLock { cache in
            let slot = position % Cache.positions, first = slot * Cache.ways, length = text.utf8.count
            for way in first..<first + Cache.ways where cache.recentLengths[way] == length && cache.recentTexts[way] == text {
                if let matched = cache.recentMatches[way] { return matched }
            }
            let matched: Matched
            if let found = cache.byText[text] {
                matched = found
            } else {
                matched = self.matched(text, type: type)
                cache.byText[text] = matched
            }
            let way = first + cache.nextWay[slot]
            cache.nextWay[slot] = (cache.nextWay[slot] + 1) % Cache.ways
            cache.recentTexts[way] = text
            cache.recentLengths[way] = length
            cache.recentMatches[way] = matched
            return matched
        }
    }

    private func matched(_ text: String, type: PickleStepType?) -> Matched {
        let match = system.match(text)
        var snippets: [String] = []
        if case .undefined = match {
            snippets = SnippetWriter(parameterTypes: system.parameterTypes).snippets(for: text, type: type)
        }
        return Matched(match: match, values: PlannedStep.values(of: match), snippets: snippets)
    }
}
