import Spelling
import SpecrunKit

/// `specrun explore`'s engine for one system: draws scenarios from the system's exploration
/// vocabulary (`ScenarioGenerator`; or every scenario up to a depth, `ExhaustiveSearch`), runs each
/// against the reference algorithm and every other named one, and where what the user saw (or what
/// it cost) differs, files the difference under its signature. Each behaviour keeps the smallest
/// scenario that showed it, 1-minimal (`Shrinker`), and is written only with Then steps that pass
/// on the reference and fail on the other (`CheckFinder`); a behaviour whose shorter twin already
/// shows what its Thens state is folded into it.
///
/// ```swift
/// let explorer = try Explorer(system: system, options: ExploreOptions(algorithms: ["legacy", "new"], budget: 2_000))
/// let report = try explorer.explore()
/// print(report.behaviours.map(\.signature))
/// ```
package struct Explorer: Sendable {
    let space: ExplorationSpace
    let options: ExploreOptions
    let reference: String
    let others: [String]

    /// How many instances of one behaviour are shrunk, at most, to find its smallest scenario.
    static let shrinksPerBehaviour = 5

    package init(system: AnySystem, options: ExploreOptions) throws {
        space = try ExplorationSpace(system: system)
        self.options = options
        let algorithms = options.algorithms.isEmpty ? system.algorithmNames : options.algorithms
        for name in algorithms where !system.algorithmNames.contains(name) {
            throw ExploreError("@\(system.name) has no algorithm \"\(name)\"\(Suggestion.didYouMean(name, among: system.algorithmNames)); "
                + "it has \(system.algorithmNames.joined(separator: ", "))")
        }
        guard (1...ExploreOptions.maxStepsLimit).contains(options.maxSteps) else {
            throw ExploreError("a generated scenario takes 1 to \(ExploreOptions.maxStepsLimit) steps, not \(options.maxSteps)")
        }
        if let depth = options.exhaustiveDepth, !(1...ExploreOptions.depthLimit).contains(depth) {
            throw ExploreError("an exhaustive exploration goes 1 to \(ExploreOptions.depthLimit) steps deep, not \(depth)")
        }
        guard algorithms.count >= 2 else {
            throw ExploreError("explore compares algorithms: name two or more of @\(system.name)'s "
                + "(\(system.algorithmNames.joined(separator: ", "))), or none for all of them")
        }
        reference = algorithms[0]
        others = Array(algorithms.dropFirst())
    }

    /// Explores until the budget (or the time, or the depth) is spent; `progress` hears how far it
    /// got after each batch. An algorithm that stops working in a run (a child process that exited
    /// or hung) ends the exploration with an `ExploreAlgorithmError`: nothing is reported over runs that did
    /// not run.
    package func explore(progress: (ExploreProgress) -> Void = { _ in }) throws(ExploreAlgorithmError) -> ExploreReport {
        try explore(from: .run(shard: nil), progress: progress)
    }

    /// Runs shard `shard` of the exhaustive exploration (`--exhaustive --depth K --shard i/n`): its
    /// partitions' scenarios, nothing filed or written; what they came to is the share.
    package func exploreShare(_ shard: Shard, progress: (ExploreProgress) -> Void = { _ in }) throws(ExploreAlgorithmError) -> ExhaustiveShare {
        let depth = options.exhaustiveDepth ?? ExploreOptions.defaultDepth
        var search = Search(explorer: self, runner: ScenarioRunner(space: space, options: options.suiteOptions),
                            clock: ExploreClock(seconds: nil, stopped: options.isStopped))
        let (figures, share) = try ExhaustiveSearch(explorer: self, depth: depth, source: .run(shard: shard)).run(into: &search, progress: progress)
        return ExhaustiveShare(explorer: self, shard: shard, figures: figures, outcomes: share.outcomes)
    }

    /// The exhaustive exploration whose shares these are (`--from`, all n of them): the same
    /// report, and the same files, as the exploration run whole.
    package func explore(merging shares: [ExhaustiveShare], names: [String],
                         progress: (ExploreProgress) -> Void = { _ in }) throws -> ExploreReport {
        let merged = try ExhaustiveShare.merged(shares, names: names, for: self)
        return try explore(from: .merge(merged), progress: progress)
    }

    private func explore(from source: ExhaustiveSearch.Source, progress: (ExploreProgress) -> Void) throws(ExploreAlgorithmError) -> ExploreReport {
        let runner = ScenarioRunner(space: space, options: options.suiteOptions)
        let clock = ExploreClock(seconds: options.time, stopped: options.isStopped)
        var search = Search(explorer: self, runner: runner, clock: clock)
        var proof: ExhaustiveFigures?
        if let depth = options.exhaustiveDepth {
            proof = try ExhaustiveSearch(explorer: self, depth: depth, source: source).run(into: &search, progress: progress).figures
        } else {
            try RandomSearch(explorer: self).run(into: &search, progress: progress)
        }
        let interrupted = options.isStopped()
        let behaviours = try conclude(search.order.map { search.behaviours[$0]! }, runner: runner)
        return ExploreReport(system: space.system.name, reference: reference, others: others, seed: options.seed, tried: search.tried,
                             runs: runner.runs, seconds: clock.elapsed, behaviours: behaviours, proof: proof, interrupted: interrupted,
                             command: command(budget: interrupted && proof == nil ? search.tried : options.budget))
    }

    /// The command that explores as this explorer does: its system, algorithms, seed and `budget`
    /// (or depth), and the options that change what is drawn or compared. An interrupted
    /// exploration is found again with the budget it got through: the same seed draws the same
    /// scenarios first.
    func command(budget: Int) -> String {
        var words = ["specrun", "explore", "--system", space.system.name] + ([reference] + others).flatMap { ["--algorithm", $0] }
        if let depth = options.exhaustiveDepth {
            words += ["--exhaustive", "--depth", "\(depth)"]
        } else {
            words += ["--seed", "\(options.seed)"] + (budget == .max ? [] : ["--budget", "\(budget)"])
            if options.maxSteps != ExploreOptions().maxSteps { words += ["--max-steps", "\(options.maxSteps)"] }
        }
        if let time = options.time { words += ["--time", "\(Int((time * 1000).rounded()))ms"] }
        if options.timing { words.append("--timing") }
        return words.map(ShellWord.quoted).joined(separator: " ")
    }

    /// Gives each behaviour its written scenario and checks, and what the other algorithm shows on
    /// it; then folds each into a shorter twin (`folded(_:tellsApart:)`).
    private func conclude(_ found: [Behaviour], runner: ScenarioRunner) throws(ExploreAlgorithmError) -> [Behaviour] {
        let finder = CheckFinder(explorer: self, runner: runner)
        var behaviours = found
        for index in behaviours.indices {
            guard let written = try finder.writtenScenario(for: behaviours[index]) else { continue }
            behaviours[index].written = written.steps
            behaviours[index].checks = written.checks
            behaviours[index].claims = claims(of: written.checks, reference: reference, other: behaviours[index].signature.other)
            behaviours[index].otherSaw = try failure(of: behaviours[index], on: behaviours[index].signature.other, runner: runner)
        }
        return try Self.folded(behaviours) { steps, checks, other throws(ExploreAlgorithmError) in
            try finder.tellsApart(steps, checks, other: other)
        }
    }

    /// What `checks` state of the two runs, as `CheckFinder` proved them: each holds on the
    /// reference; the first does not on the other (its run stops there).
    func claims(of checks: [GeneratedStep], reference: String, other: String) -> [CheckClaim] {
        let texts = checks.map { space.templates[$0.template].text($0.choice) }
        return texts.map { CheckClaim(check: $0, algorithm: reference, holds: true) }
            + [CheckClaim(check: texts[0], algorithm: other, holds: false)]
    }

    /// `behaviours`, in their order, each folded into a shorter twin: a written behaviour, against
    /// the same algorithm, whose written scenario its own contains step for step in order, and on
    /// which its checks tell the algorithms apart too (`tellsApart(steps, checks, other)`).
    static func folded(_ behaviours: [Behaviour],
                       tellsApart: ([GeneratedStep], [GeneratedStep], String) throws(ExploreAlgorithmError) -> Bool) throws(ExploreAlgorithmError) -> [Behaviour] {
        var kept: [(index: Int, behaviour: Behaviour)] = []
        let shortestFirst = behaviours.enumerated().sorted { ($0.element.written.count, $0.offset) < ($1.element.written.count, $1.offset) }
        next: for (index, behaviour) in shortestFirst {
            if behaviour.isWritten {
                for (place, shorter) in kept.enumerated() where shorter.behaviour.isWritten
                    && shorter.behaviour.signature.other == behaviour.signature.other
                    && shorter.behaviour.written.count < behaviour.written.count
                    && isSubsequence(shorter.behaviour.written, of: behaviour.written) {
                    guard try tellsApart(shorter.behaviour.written, behaviour.checks, behaviour.signature.other) else { continue }
                    kept[place].behaviour.instances += behaviour.instances
                    kept[place].behaviour.twins.append(behaviour.title)
                    continue next
                }
            }
            kept.append((index, behaviour))
        }
        return kept.sorted { $0.index < $1.index }.map(\.behaviour)
    }

    /// Whether `short`'s steps are in `long`, in the same order.
    static func isSubsequence(_ short: [GeneratedStep], of long: [GeneratedStep]) -> Bool {
        var rest = long[...]
        for step in short {
            guard let found = rest.firstIndex(of: step) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The step lines of a behaviour's written scenario and checks (its shrunk scenario when it has
    /// no check), with keywords.
    func lines(of behaviour: Behaviour) -> [String] {
        behaviour.isWritten ? space.lines(of: behaviour.written + behaviour.checks) : space.lines(of: behaviour.steps)
    }

    /// What a behaviour's written scenario gives on `algorithm`: the first step that did not pass and
    /// its message, or nil when it passes.
    func failure(of behaviour: Behaviour, on algorithm: String, runner: ScenarioRunner) throws(ExploreAlgorithmError) -> String? {
        guard let (results, _) = try runner.run(behaviour.written + behaviour.checks, algorithm: algorithm) else { return "undefined" }
        return results.first { $0.status != .passed }.map { "\($0.keyword)\($0.text): \($0.message ?? $0.status.rawValue)" }
    }
}

/// What a search has found so far: each behaviour under its signature, in the order found, and how
/// many scenarios it tried.
struct Search {
    let explorer: Explorer
    let runner: ScenarioRunner
    let clock: ExploreClock
    var behaviours: [DivergenceSignature: Behaviour] = [:]
    var order: [DivergenceSignature] = []
    var tried = 0

    /// How far it got, for the progress line.
    var progress: ExploreProgress {
        ExploreProgress(tried: tried, behaviours: behaviours.count, seconds: clock.elapsed, secondsLeft: clock.secondsLeft)
    }

    /// Files `steps`, the `number`th scenario, under `signature`: a new behaviour is shrunk; a
    /// shorter instance of a known one is shrunk too, up to `Explorer.shrinksPerBehaviour` times,
    /// and the smallest kept.
    /// Without steps (an instance a share only counts, see `ExhaustiveSearch.Outcome.Difference`),
    /// the instance is counted.
    mutating func file(_ steps: [GeneratedStep]?, number: Int, under signature: DivergenceSignature) throws(ExploreAlgorithmError) {
        guard let steps else {
            behaviours[signature]?.instances += 1
            return
        }
        let shrinker = Shrinker(space: explorer.space, clock: clock)
        let keeps = { [explorer, runner] (candidate: [GeneratedStep]) throws(ExploreAlgorithmError) -> Bool in
            try explorer.shows(candidate, signature, runner)
        }
        if behaviours[signature] == nil {
            order.append(signature)
            behaviours[signature] = Behaviour(signature: signature, firstFound: number, secondsToFirst: clock.elapsed, instances: 0,
                                              steps: try shrinker.shrink(steps, keeps: keeps), shrinks: 1)
        } else if behaviours[signature]!.shrinks < Explorer.shrinksPerBehaviour, steps.count < behaviours[signature]!.steps.count,
                  !clock.isOver {
            // A shorter instance may shrink further than the first did: keep the smallest.
            let shrunk = try shrinker.shrink(steps, keeps: keeps)
            behaviours[signature]!.shrinks += 1
            if shrunk.count < behaviours[signature]!.steps.count { behaviours[signature]!.steps = shrunk }
        }
        behaviours[signature]!.instances += 1
    }
}
