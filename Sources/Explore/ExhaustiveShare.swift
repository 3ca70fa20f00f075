import JSON
import SpecrunKit

/// What one shard of an exhaustive exploration found (`specrun explore --exhaustive --depth K
/// --shard i/n`): the scenarios of its partitions that showed a difference or that the search went
/// on from, with what they came to, and what the exploration was, so that shares of different
/// explorations are never merged. `specrun explore --from` merges the n shares into the files the
/// unsharded exploration writes (`ExhaustiveSearch`).
///
/// ```swift
/// let share = try explorer.exploreShare(Shard(index: 2, count: 4))
/// let text = share.json.description            // share-2-of-4.json
/// let merged = try ExhaustiveShare.merged([share1, share2, share3, share4])
/// let report = try explorer.explore(merging: merged)
/// ```
package struct ExhaustiveShare: Sendable {
    package static let schema = "specrun/explore-share@1"

    package let system: String
    /// The reference, then the others.
    package let algorithms: [String]
    package let depth: Int
    package let timing: Bool
    package let shard: Shard
    /// Every step the exploration can write, in words: the vocabulary the outcomes' steps number.
    package let vocabulary: [String]
    /// The scenarios run, and the states reached, in its partitions.
    package let tried: Int
    package let states: Int
    /// Whether every scenario of its partitions ran (not stopped by a signal).
    package let complete: Bool
    let outcomes: [[GeneratedStep]: ExhaustiveSearch.Outcome]

    init(explorer: Explorer, shard: Shard, figures: ExhaustiveFigures, outcomes: [[GeneratedStep]: ExhaustiveSearch.Outcome]) {
        system = explorer.space.system.name
        algorithms = [explorer.reference] + explorer.others
        depth = figures.depth
        timing = explorer.options.timing
        self.shard = shard
        vocabulary = explorer.space.vocabulary
        tried = figures.scenarios
        states = figures.states
        complete = figures.complete
        self.outcomes = outcomes
    }

    /// The shares of one exploration, merged: the outcome of every scenario that showed a
    /// difference or went on, and the states reached in all.
    struct Merged: Sendable {
        let outcomes: [[GeneratedStep]: ExhaustiveSearch.Outcome]
        let states: Int
    }

    /// Merges `shares`, every shard of one exploration of `explorer`'s system, algorithms and
    /// vocabulary once; what is amiss is said with the file (`names`, in the same order).
    static func merged(_ shares: [ExhaustiveShare], names: [String], for explorer: Explorer) throws(ExploreError) -> Merged {
        guard let first = shares.first else { throw ExploreError("--from names no share") }
        let count = first.shard.count
        for (share, name) in zip(shares, names) {
            let differs = { (what: String) in ExploreError("\(name) is a share of another exploration: its \(what) is not that of \(names[0])") }
            if share.shard.count != count { throw differs("shard count (\(share.shard.count), not \(count))") }
            if share.depth != first.depth { throw differs("depth (\(share.depth), not \(first.depth))") }
            if share.system != first.system { throw differs("system (@\(share.system), not @\(first.system))") }
            if share.algorithms != first.algorithms { throw differs("algorithms (\(share.algorithms.joined(separator: ", ")))") }
            if share.timing != first.timing { throw differs("--timing") }
            if share.vocabulary != first.vocabulary { throw differs("vocabulary (the steps of the system's exploration)") }
            if !share.complete {
                throw ExploreError("\(name) is an interrupted share (shard \(share.shard)): run that shard again")
            }
        }
        let indices = shares.map(\.shard.index)
        for index in 1...count where indices.filter({ $0 == index }).count != 1 {
            let named = zip(shares, names).filter { $0.0.shard.index == index }.map(\.1)
            throw ExploreError(named.isEmpty ? "no share of shard \(index)/\(count) among --from: merge all \(count) shares"
                : "shard \(index)/\(count) is named twice: \(named.joined(separator: ", "))")
        }
        if first.system != explorer.space.system.name {
            throw ExploreError("the shares explored @\(first.system), not @\(explorer.space.system.name)")
        }
        if first.algorithms != [explorer.reference] + explorer.others {
            throw ExploreError("the shares compared \(first.algorithms.joined(separator: ", ")); name the same algorithms (--algorithm), in that order")
        }
        // The explorer explores what the shares did: its depth and --timing name the files' command
        // and decide the signatures of what it shrinks.
        if first.depth != explorer.options.exhaustiveDepth || first.timing != explorer.options.timing {
            throw ExploreError("the shares explored to depth \(first.depth)\(first.timing ? " with --timing" : ""): merge them with those options")
        }
        if first.vocabulary != explorer.space.vocabulary {
            throw ExploreError("the shares were explored with another vocabulary than this specrun's (another version, or other fixtures)")
        }
        var outcomes: [[GeneratedStep]: ExhaustiveSearch.Outcome] = [:]
        for (share, name) in zip(shares, names) {
            // Each signature's first instance has its steps, and an instance without them was
            // shown by a scenario no shorter than one with them.
            let differences = share.outcomes.flatMap { steps, outcome in outcome.differences.map { (scenario: steps, difference: $0) } }
            var shortest: [DivergenceSignature: Int] = [:]
            for (_, difference) in differences {
                if let steps = difference.steps { shortest[difference.signature] = min(shortest[difference.signature] ?? .max, steps.count) }
            }
            for (scenario, difference) in differences where difference.steps == nil {
                guard let fewest = shortest[difference.signature], fewest <= scenario.count else {
                    throw ExploreError("\(name) counts a difference it never shows (\(difference.signature)): it was edited, or written by another specrun")
                }
            }
            for (steps, outcome) in share.outcomes {
                guard (steps + outcome.differences.flatMap { $0.steps ?? [] }).allSatisfy(explorer.space.has) else {
                    throw ExploreError("\(name) names a step the system's exploration does not have: it was edited, or written by another specrun")
                }
                outcomes[steps] = outcome
            }
        }
        return Merged(outcomes: outcomes, states: shares.reduce(0) { $0 + $1.states })
    }

    // MARK: - The file

    package var json: JSONValue {
        let scenarios = outcomes.sorted { Self.ordered($0.key, $1.key) }.map { steps, outcome -> JSONValue in
            .object([("steps", Self.json(steps)), ("continues", .bool(outcome.continues)),
                     ("differences", .array(outcome.differences.map { difference in
                         .object([("signature", Self.json(difference.signature))] + (difference.steps.map { [("steps", Self.json($0))] } ?? []))
                     }))])
        }
        return .object([
            ("schema", .string(Self.schema)), ("system", .string(system)), ("algorithms", .array(algorithms.map(JSONValue.string))),
            ("depth", .number(Double(depth))), ("timing", .bool(timing)),
            ("shard", .number(Double(shard.index))), ("of", .number(Double(shard.count))),
            ("tried", .number(Double(tried))), ("states", .number(Double(states))), ("complete", .bool(complete)),
            ("vocabulary", .array(vocabulary.map(JSONValue.string))), ("scenarios", .array(scenarios)),
        ])
    }

    /// Reads a share written by `json`; what is wrong is said in words, `name` the file's.
    package init(json value: JSONValue, name: String) throws(ExploreError) {
        func bad(_ what: String) -> ExploreError {
            ExploreError("\(name) is not a share of an exhaustive exploration (\(what)); write one with specrun explore --exhaustive --shard i/n")
        }
        guard value["schema"]?.string == Self.schema else { throw bad("its schema is not \(Self.schema)") }
        guard let system = value["system"]?.string, let algorithms = Self.strings(value["algorithms"]),
              let depth = value["depth"]?.integer, let timing = value["timing"]?.bool, let index = value["shard"]?.integer,
              let count = value["of"]?.integer, count >= 1, (1...count).contains(index), let tried = value["tried"]?.integer,
              let states = value["states"]?.integer, let complete = value["complete"]?.bool,
              let vocabulary = Self.strings(value["vocabulary"]), let scenarios = value["scenarios"]?.array
        else { throw bad("a field is missing or of the wrong kind") }
        var outcomes: [[GeneratedStep]: ExhaustiveSearch.Outcome] = [:]
        for (place, scenario) in scenarios.enumerated() {
            guard let steps = Self.steps(scenario["steps"]), let continues = scenario["continues"]?.bool,
                  let differences = scenario["differences"]?.array else { throw bad("scenario \(place + 1) is not one") }
            var outcome = ExhaustiveSearch.Outcome(continues: continues)
            for difference in differences {
                let shown = Self.steps(difference["steps"])
                guard let signature = Self.signature(difference["signature"]), shown != nil || difference["steps"] == nil
                else { throw bad("a difference of scenario \(place + 1) is not one") }
                outcome.differences.append(.init(signature: signature, steps: shown))
            }
            outcomes[steps] = outcome
        }
        self.system = system
        self.algorithms = algorithms
        self.depth = depth
        self.timing = timing
        shard = Shard(index: index, count: count)
        self.vocabulary = vocabulary
        self.tried = tried
        self.states = states
        self.complete = complete
        self.outcomes = outcomes
    }

    /// An array of strings, or nil when it is not one or holds anything else.
    private static func strings(_ value: JSONValue?) -> [String]? {
        guard let array = value?.array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }

    /// A step as `[template, choice…]`.
    private static func json(_ steps: [GeneratedStep]) -> JSONValue {
        .array(steps.map { .array(([$0.template] + $0.choice).map { .number(Double($0)) }) })
    }

    private static func steps(_ value: JSONValue?) -> [GeneratedStep]? {
        guard let array = value?.array else { return nil }
        var steps: [GeneratedStep] = []
        for step in array {
            guard let numbers = step.array?.compactMap(\.integer), numbers.count == step.array?.count, let template = numbers.first,
                  template >= 0 else { return nil }
            steps.append(GeneratedStep(template: template, choice: Array(numbers.dropFirst())))
        }
        return steps
    }

    private static func json(_ signature: DivergenceSignature) -> JSONValue {
        .object([("reference", .string(signature.reference)), ("other", .string(signature.other)),
                 ("aspect", .string(signature.aspect.rawValue)), ("thing", .string(signature.thing)),
                 ("byReference", .bool(signature.byReference)), ("none", .bool(signature.none))])
    }

    private static func signature(_ value: JSONValue?) -> DivergenceSignature? {
        guard let value, let reference = value["reference"]?.string, let other = value["other"]?.string,
              let aspect = value["aspect"]?.string.flatMap(DivergenceSignature.Aspect.init(rawValue:)),
              let thing = value["thing"]?.string, let byReference = value["byReference"]?.bool, let none = value["none"]?.bool
        else { return nil }
        return DivergenceSignature(reference: reference, other: other, aspect: aspect, thing: thing, byReference: byReference, none: none)
    }

    /// A stable order of scenarios for the file: shorter first, then step by step.
    private static func ordered(_ a: [GeneratedStep], _ b: [GeneratedStep]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(a, b) where x != y {
            return x.template != y.template ? x.template < y.template : x.choice.lexicographicallyPrecedes(y.choice)
        }
        return false
    }
}
