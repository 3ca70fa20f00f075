/// Where a run departed from another algorithm's spec (`Status.departed`): the spec, the step of it
/// the algorithm does not do, and what the user saw instead, as reports say it.
///
/// ```swift
/// if let departure = result.departure { print(departure.sentence) }
/// // where legacy's spec says “I should see a blank view with a progress bar”, new shows revision 1042 of Tokyo at 0 ms
/// ```
package struct Departure: Hashable, Sendable {
    /// The algorithm whose spec it is.
    package var spec: String
    /// The algorithm that departed from it.
    package var algorithm: String
    /// The spec's step the algorithm does not do.
    package var step: StepResult

    /// The difference in the user's words: what the spec says, and what the algorithm shows instead.
    package var sentence: String {
        let says = "where \(spec)'s spec says “\(step.text)”, \(algorithm) "
        if let observed = step.observed { return says + "shows " + observed }
        return says + "does not: " + (step.message ?? "the step does not hold")
    }
}

extension CaseResult {
    /// The departure from another algorithm's spec, for a run that departed; nil otherwise.
    package var departure: Departure? {
        guard status == .departed, let spec = pickle.intent.specifiedAlgorithm, let step = decisiveStep else { return nil }
        return Departure(spec: spec, algorithm: algorithm, step: step)
    }
}

extension CaseResult {
    /// The status reports show for the run's step at `index`: a departed run's failing step as
    /// departed, like the run (where it leaves the spec), every other step as it ended.
    package func shownStatus(ofStep index: Int) -> Status {
        let status = steps[index].status
        return status == .failed && self.status == .departed ? .departed : status
    }
}
