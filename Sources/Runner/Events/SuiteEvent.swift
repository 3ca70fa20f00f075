import SpecrunKit
/// What happens during a run, in order. First each feature is announced as planned, in file order
/// (reports that list every pickle before the first case keep them aside, writing nothing yet, so a
/// plan that turns out wrong leaves no report); then the run starts (with its outline), the
/// `BeforeAll` hooks finish, each feature with runs starts, each of its cases finishes (one pickle
/// against one algorithm, with all its attempts) and it finishes, in the order they run; the `AfterAll`
/// hooks finish, and it ends (with the summary). Every report is made from this stream and nothing
/// else, and none needs more than one feature at a time. Cases arrive in plan order even when they ran
/// in parallel, so the stream is the same for any `--jobs`. When a `BeforeAll` hook fails, no case runs.
///
/// ```swift
/// switch event {
/// case .planned(let feature): print(feature.parsed.uri, "\(feature.runs.count) runs")
/// case .started(let start): print("\(start.outline.runs) runs")
/// case .runHookFinished(let hook): print(hook.hook.location, hook.result.status)
/// case .featureStarted(let feature), .featureFinished(let feature): print(feature.parsed.uri)
/// case .caseFinished(let result): print(result.pickle.name, result.algorithm, result.status)
/// case .finished(let end): print(end.succeeded ? "ok" : "failed")
/// }
/// ```
package enum SuiteEvent: Sendable {
    case planned(PlannedFeature)
    case started(SuiteStart)
    case runHookFinished(RunHookResult)
    case featureStarted(PlannedFeature)
    case caseFinished(CaseResult)
    case featureFinished(PlannedFeature)
    case finished(SuiteEnd)
}

/// The start of a run: when, what it will do, the systems with their step definitions, the options,
/// and the baseline its runs are compared with.
///
/// ```swift
/// if case .started(let start) = event {
///     print("started \(start.startedAt.iso8601): \(start.outline.runs) runs on \(start.systems.map(\.name))")
/// }
/// ```
package struct SuiteStart: Sendable {
    package var startedAt: WallTime
    package var outline: PlanOutline
    package var systems: [SystemDescription]
    package var options: SuiteOptions
    package var baseline: Optional<Baseline>

    package init(startedAt: WallTime, outline: PlanOutline, systems: [SystemDescription], options: SuiteOptions, baseline: Baseline? = nil) {
        self.startedAt = startedAt
        self.outline = outline
        self.systems = systems
        self.options = options
        self.baseline = baseline
    }

    /// The algorithms of `system` that run, in registered order.
    package func algorithms(of system: String) -> [String] {
        let running = outline.algorithms[system] ?? []
        return systems.first { $0.name == system }?.algorithmNames.filter { running.contains($0) } ?? []
    }
}

/// The end of a run: when, how long it took, the tallies, and whether it was cut short.
///
/// ```swift
/// let end = try Runner(systems: systems).run(plan, reporters: reporters)
/// print("\(end.summary.runs) runs in \(end.durationNanoseconds / 1_000_000) ms", end.interrupted ? "(interrupted)" : "")
/// exit(end.succeeded ? 0 : 1)
/// ```
package struct SuiteEnd: Sendable {
    package var finishedAt: WallTime
    package var durationNanoseconds: UInt64
    package var summary: SuiteSummary
    /// Set when the run was stopped (Ctrl-C) before every planned case ran.
    package var interrupted: Bool
    /// Set when `--fail-fast` stopped the run at its first failure.
    package var stoppedEarly: Bool
    package var baseline: Optional<BaselineComparison>
    /// The error that aborted the run outside any step or hook (a system that could not start).
    package var exception: StepException?
    /// How many `BeforeAll` and `AfterAll` hooks failed.
    package var failedRunHooks: Int = 0
    /// How many parse errors the plan's features have (those files did not run).
    package var parseErrors: Int = 0
    /// For results merged from shards (`specrun report --from`), the shards of the run that were
    /// not given ("2/2"): their runs are in no tally, so the result is never whole.
    package var missingShards: [String] = []

    package init(finishedAt: WallTime, durationNanoseconds: UInt64, summary: SuiteSummary, interrupted: Bool,
                stoppedEarly: Bool, baseline: BaselineComparison?) {
        self.finishedAt = finishedAt
        self.durationNanoseconds = durationNanoseconds
        self.summary = summary
        self.interrupted = interrupted
        self.stoppedEarly = stoppedEarly
        self.baseline = baseline
    }

    /// Whether every run went as expected: as the baseline says when there is one, else without a
    /// failure. An interrupted or aborted run, one whose `BeforeAll`/`AfterAll` hooks failed, or one
    /// with a file that did not parse never succeeds.
    package var succeeded: Bool { failure == nil }

    /// Why the run did not go as expected, in one line, the most decisive reason first; nil when it
    /// did. `specrun` says it when it exits 1 with no report on standard output to say it.
    package var failure: String? {
        if interrupted { return "the run was stopped by a signal before every run ran" }
        if let partial = partialMerge { return "the results were \(partial), so only part of the suite is here" }
        if let exception {
            return "the run was aborted: " + (exception.message.split(separator: "\n").first.map(String.init) ?? exception.type)
        }
        if parseErrors > 0 { return "\(Self.count(parseErrors, "feature file")) did not parse, so \(parseErrors == 1 ? "it" : "they") did not run" }
        if failedRunHooks > 0 { return "\(Self.count(failedRunHooks, "BeforeAll or AfterAll hook")) failed" }
        if let baseline {
            guard !baseline.matches else { return nil }
            let changes = baseline.regressions.count + baseline.fixes.count + baseline.otherChanges.count
            return "\(Self.count(changes, "run")) changed from the baseline: \(Self.count(baseline.regressions.count, "regression")), "
                + "\(Self.count(baseline.fixes.count, "unexpected fix", plural: "unexpected fixes")), "
                + "\(Self.count(baseline.otherChanges.count, "other change"))"
        }
        guard summary.failures > 0 else { return nil }
        return "\(summary.failures) of \(Self.count(summary.runs, "run")) did not pass, and no baseline was compared"
    }

    /// "merged from 2 of 3 shards, 3/3 missing", or nil when no shard is missing.
    package var partialMerge: String? {
        guard let count = missingShards.first?.split(separator: "/").last.flatMap({ Int($0) }) else { return nil }
        return "merged from \(count - missingShards.count) of \(count) shards, \(missingShards.joined(separator: ", ")) missing"
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    /// Whether every planned case ran as a case can: not interrupted or aborted, no `BeforeAll` or
    /// `AfterAll` hook failed, every file parsed. Its runs' statuses are then what the code does.
    package var ranWhole: Bool {
        !interrupted && exception == nil && failedRunHooks == 0 && parseErrors == 0
    }
}
