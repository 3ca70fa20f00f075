import Runner
import SpecrunKit

/// Why a run that did not pass was meant not to: the baseline records that status for it (a known
/// divergence). The HTML report shows such a run as expected, not as a red failure. (A scenario
/// `specrun explore` wrote specifies its reference, `@spec-of:`, so the others depart from it:
/// they do not fail.)
///
/// ```swift
/// let expected = ExpectedOutcome.of(result, in: row, baseline: start.baseline)   // .known
/// ```
enum ExpectedOutcome: Hashable {
    case known

    /// Why `result` was meant not to pass, or nil when it passed or was not meant to fail.
    static func of(_ result: CaseResult, in row: ScenarioMatrix.Row, baseline: Baseline?) -> ExpectedOutcome? {
        guard result.status != .passed, result.status != .skipped else { return nil }
        if let baseline, baseline[BaselineKey(result)] == result.status { return .known }
        return nil
    }

    /// The words after a reason: "known, as the baseline records".
    var words: String {
        switch self {
        case .known: "known, as the baseline records"
        }
    }

    /// The CSS class of what it marks.
    static let className = "expected"
}
