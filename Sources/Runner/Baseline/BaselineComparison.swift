import SpecrunKit
/// How a run's results differ from its baseline. Regressions (a run that passed now does not) and
/// fixes (a run expected to fail now passes) are listed apart; other status changes are changes
/// too, and a run the baseline does not know that does not pass is a regression. Baseline entries that did not run (filtered
/// out, another shard) are not compared.
///
/// ```swift
/// var comparison = BaselineComparison()
/// for result in results { comparison.compare(result, with: baseline) }
/// if !comparison.matches { print("\(comparison.regressions.count) regressions, \(comparison.fixes.count) fixes") }
/// ```
package struct BaselineComparison: Hashable, Sendable {
    package var regressions: [BaselineChange] = []
    package var fixes: [BaselineChange] = []
    package var otherChanges: [BaselineChange] = []
    /// Runs matching their expectation, to show how many known divergences were kept.
    package var matched = 0
    /// Runs that do not pass as the baseline expects (a known defect, an open question).
    package var knownDivergences = 0
    /// Runs that depart from another algorithm's spec as the baseline expects: differences, not defects.
    package var departures = 0

    package init() {}

    package var matches: Bool { regressions.isEmpty && fixes.isEmpty && otherChanges.isEmpty }

    /// Counts one run, as a match or as the change it is (`change(of:in:)`).
    package mutating func compare(_ result: CaseResult, with baseline: Baseline) {
        guard let (kind, change) = Self.record(of: result, in: baseline) else {
            matched += 1
            if result.status == .departed {
                departures += 1
            } else if let expected = baseline[BaselineKey(result)], expected != .passed {
                knownDivergences += 1
            }
            return
        }
        switch kind {
        case .regression: regressions.append(change)
        case .fix: fixes.append(change)
        case .otherChange: otherChanges.append(change)
        }
    }

    /// The change a run is, with its kind, nil when it went as the baseline expects; nothing is counted.
    package static func record(of result: CaseResult, in baseline: Baseline) -> (kind: BaselineChange.Kind, change: BaselineChange)? {
        let key = BaselineKey(result)
        guard let kind = change(of: result.status, expected: baseline[key]) else { return nil }
        var change = BaselineChange(key: key, expected: baseline[key], actual: result.status, message: result.decisiveStep?.message)
        change.reason = baseline.reason(for: key)
        return (kind, change)
    }

    /// The kind of change a run is, nil when it went as the baseline expects; nothing is counted.
    package static func change(of result: CaseResult, in baseline: Baseline) -> BaselineChange.Kind? {
        change(of: result.status, expected: baseline[BaselineKey(result)])
    }

    /// A run the baseline does not know is expected to pass, or to depart from another's spec: one
    /// that is failed, ambiguous, undefined or pending is a regression whether or not the run is
    /// strict (a new scenario with a typo in a step must not slip past the baseline).
    private static func change(of actual: Status, expected: Status?) -> BaselineChange.Kind? {
        let unknownAndNotPassing = expected == nil && actual != .passed && actual != .skipped && actual != .departed
        if expected == actual || (expected == nil && !unknownAndNotPassing) { return nil }
        if expected == .passed || unknownAndNotPassing { return .regression }
        return actual == .passed ? .fix : .otherChange
    }
}

/// One run whose status is not the baseline's.
///
/// ```swift
/// for change in end.baseline?.regressions ?? [] {
///     print("\(change.key): expected \(change.expected?.rawValue ?? "unknown"), got \(change.actual.rawValue)")
/// }
/// ```
package struct BaselineChange: Hashable, Sendable {
    package var key: BaselineKey
    /// Nil when the baseline does not know the run.
    package var expected: Optional<Status>
    package var actual: Status
    package var message: Optional<String>
    /// Why the baseline expected what it did, when its entry says.
    package var reason: String?

    /// How a run differs from its baseline: it no longer passes (or was not there and does not
    /// pass), it passes where it was expected not to, or it ends in another status that is not passing.
    package enum Kind: Hashable, Sendable {
        case regression
        case fix
        case otherChange
    }

    package init(key: BaselineKey, expected: Status?, actual: Status, message: String?) {
        self.key = key
        self.expected = expected
        self.actual = actual
        self.message = message
    }
}
