import Runner
import SpecrunKit

/// When the runs of one scenario on two algorithms look the same to a reader, at three depths: the
/// same steps (each step's status and reason), the same screens (what the user saw, moment by
/// moment), and the same in everything (steps, screens, requests and figures). The HTML report
/// shows such algorithms once: one column of a scenario's steps, one row of its storyboard, one
/// picture over time.
///
/// ```swift
/// let columns = Likeness.groups(row.results, by: Likeness.steps)   // [[legacy], [new, auto-update, new-python]]
/// ```
enum Likeness {
    /// Each step's status and reason.
    static func steps(_ result: CaseResult) -> [String] {
        [result.status.rawValue] + result.steps.map { "\($0.status.rawValue)\u{0}\($0.message ?? "")" }
    }

    /// What the user saw, lane by lane.
    static func screens(_ result: CaseResult) -> [RunTrace.Lane] {
        result.outcome?.trace.lanes ?? []
    }

    /// Steps, screens, requests and figures together.
    static func everything(_ result: CaseResult) -> Everything {
        Everything(steps: steps(result), outcome: result.outcome)
    }

    /// The key of `everything(_:)`.
    struct Everything: Hashable {
        let steps: [String]
        let outcome: RunOutcome?
    }

    /// The results in groups of equal key, each group in the results' order, the groups in the
    /// order of their first result.
    static func groups<Key: Hashable>(_ results: [CaseResult], by key: (CaseResult) -> Key) -> [[CaseResult]] {
        var groups: [[CaseResult]] = []
        var place: [Key: Int] = [:]
        for result in results {
            let value = key(result)
            if let index = place[value] {
                groups[index].append(result)
            } else {
                place[value] = groups.count
                groups.append([result])
            }
        }
        return groups
    }

    /// A group's algorithms as a heading names them: `new, auto-update, new-python`.
    static func names(_ group: [CaseResult]) -> String {
        group.map(\.algorithm).joined(separator: ", ")
    }
}
