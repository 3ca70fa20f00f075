import Runner
import SpecrunKit

/// What a comparison with the baseline that found no change may claim: "every run as expected" only
/// when every planned run ran; a run cut short (interrupted, or stopped by `--fail-fast`) says which
/// runs it covers, so that it never reads as a whole suite that holds.
///
/// ```swift
/// if let comparison = end.baseline, comparison.matches { print("Baseline: " + BaselineVerdict.noChange(comparison, of: end)) }
/// ```
enum BaselineVerdict {
    static func noChange(_ comparison: BaselineComparison, of end: SuiteEnd) -> String {
        if end.summary.runs == 0 { return "nothing ran, so nothing was compared" }
        let kept = "\(comparison.knownDivergences) known divergence\(comparison.knownDivergences == 1 ? "" : "s") kept"
        guard let cut = cutShort(end) else { return "every run as expected (\(comparison.matched) runs, \(kept))" }
        return "the \(comparison.matched) run\(comparison.matched == 1 ? "" : "s") that ran as expected (\(kept)); "
            + "the run was \(cut), so the others were not compared"
    }

    /// Whether the whole plan ran.
    static func isComplete(_ end: SuiteEnd) -> Bool { cutShort(end) == nil }

    /// How the run was cut short ("interrupted", "merged from 1 of 2 shards; …"), nil when whole.
    static func cutShort(_ end: SuiteEnd) -> String? {
        if end.interrupted { return "interrupted" }
        if end.stoppedEarly { return "stopped at its first failure (--fail-fast)" }
        return end.partialMerge
    }
}
