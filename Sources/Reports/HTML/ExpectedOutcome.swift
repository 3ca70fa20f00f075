import Runner
import SpecrunKit

/// Why a run that did not pass was meant not to: the baseline records that status for it (a known
/// divergence), or its scenario is one `specrun explore` wrote, which passes on one algorithm and
/// fails on the others on purpose. The HTML report shows such a run as expected, not as a red
/// failure.
///
/// ```swift
/// let expected = ExpectedOutcome.of(result, in: row, baseline: start.baseline)   // .known
/// ```
enum ExpectedOutcome: Hashable {
    case known
    case explored

    /// Why `result` was meant not to pass, or nil when it passed or was not meant to fail.
    static func of(_ result: CaseResult, in row: ScenarioMatrix.Row, baseline: Baseline?) -> ExpectedOutcome? {
        guard result.status != .passed, result.status != .skipped else { return nil }
        if let baseline, baseline[BaselineKey(result)] == result.status { return .known }
        if result.status == .failed, row.pickle.tags.contains(HTMLReport.exploredTag),
           row.results.contains(where: { $0.status == .passed }) {
            return .explored
        }
        return nil
    }

    /// The words after a reason: "known, as the baseline records".
    var words: String {
        switch self {
        case .known: "known, as the baseline records"
        case .explored: "as explore wrote it: the scenario shows where the algorithms differ"
        }
    }

    /// The CSS class of what it marks.
    static let className = "expected"
}
