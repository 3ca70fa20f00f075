import SpecrunKit

/// Chooses the Then steps a behaviour is written with, and proves them by running the written
/// scenario: it passes on the reference and fails on the other at one of its Thens, never at a
/// Given or a When. The checks come from the system's exploration checks, in its order of
/// preference, at most two of different templates that hold together, after the shrunk scenario;
/// or, when that scenario ends by letting time pass and no check after the wait tells them apart,
/// in a timed check that takes the wait ("When 29 seconds pass" becomes "Then after 29 seconds I
/// should not see a warning banner"). Each check fails on the other, and the written scenario is
/// run once more before it is kept. A behaviour no check tells apart gets none, and
/// is not written.
///
/// ```swift
/// let finder = CheckFinder(explorer: explorer, runner: runner)
/// if let written = try finder.writtenScenario(for: behaviour) {
///     print(explorer.space.lines(of: written.steps + written.checks))
/// }
/// ```
struct CheckFinder {
    let explorer: Explorer
    let runner: ScenarioRunner

    /// The Givens and Whens, then the Thens, of `behaviour`'s written scenario (its shrunk steps,
    /// the last wait perhaps moved into a timed check); nil when no check of the system tells the
    /// two algorithms apart on it.
    func writtenScenario(for behaviour: Behaviour) throws(ExploreAlgorithmError) -> (steps: [GeneratedStep], checks: [GeneratedStep])? {
        let other = behaviour.signature.other
        for (base, wait) in placements(of: behaviour.steps) {
            let checks = try checks(after: base, taking: wait, other: other)
            guard !checks.isEmpty, try tellsApart(base, checks, other: other) else { continue }
            return (base, checks)
        }
        return nil
    }

    /// Whether `checks` after `steps` pass on the reference, and each of them fails on `other`
    /// (at the check, not before).
    func tellsApart(_ steps: [GeneratedStep], _ checks: [GeneratedStep], other: String) throws(ExploreAlgorithmError) -> Bool {
        guard try passes(steps + checks, on: explorer.reference) else { return false }
        for check in checks where try !failsAtACheck(steps + [check], on: other, checksFrom: steps.count) { return false }
        return true
    }

    /// Where checks may go: after the scenario; and, when it ends by letting time pass after an
    /// action, in place of that wait (whose duration a timed check then takes).
    private func placements(of steps: [GeneratedStep]) -> [(steps: [GeneratedStep], wait: String?)] {
        var placements: [([GeneratedStep], String?)] = [(steps, nil)]
        let templates = explorer.space.templates
        if let last = steps.last, templates[last.template].isTimePassing,
           steps.dropLast().contains(where: { templates[$0.template].role == .action }) {
            placements.append((Array(steps.dropLast()), templates[last.template].values[0][last.choice[0]]))
        }
        return placements
    }

    /// At most two checks, of different templates, in the system's order: each passes after
    /// `steps` (and the checks chosen before it) on the reference and fails after `steps` on
    /// `other`. With `wait`, only timed checks, taking that duration.
    private func checks(after steps: [GeneratedStep], taking wait: String?, other: String) throws(ExploreAlgorithmError) -> [GeneratedStep] {
        var chosen: [GeneratedStep] = []
        for template in explorer.space.checks where chosen.count < 2 {
            let check = explorer.space.templates[template]
            var choices = check.allChoices
            if let wait {
                guard let slot = check.durationSlot, let value = check.values[slot].firstIndex(of: wait) else { continue }
                choices = choices.filter { $0[slot] == value }
            }
            for choice in choices {
                let candidate = GeneratedStep(template: template, choice: choice)
                guard try passes(steps + chosen + [candidate], on: explorer.reference),
                      try failsAtACheck(steps + [candidate], on: other, checksFrom: steps.count) else { continue }
                chosen.append(candidate)
                break
            }
        }
        return chosen
    }

    private func passes(_ steps: [GeneratedStep], on algorithm: String) throws(ExploreAlgorithmError) -> Bool {
        guard let (results, _) = try runner.run(steps, algorithm: algorithm) else { return false }
        return results.allSatisfy { $0.status == .passed }
    }

    /// Whether the first step of `steps` that does not pass on `algorithm` is one of the checks (at
    /// `checksFrom` or later).
    private func failsAtACheck(_ steps: [GeneratedStep], on algorithm: String, checksFrom: Int) throws(ExploreAlgorithmError) -> Bool {
        guard let (results, _) = try runner.run(steps, algorithm: algorithm),
              let failed = results.firstIndex(where: { $0.status != .passed }) else { return false }
        return failed >= checksFrom
    }
}
