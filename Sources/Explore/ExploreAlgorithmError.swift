/// An algorithm stopped working in a run of `specrun explore` (a child process that exited, hung or
/// broke the protocol): what it would have shown is unknown, so the scenario can be neither
/// compared nor counted as not applying, and the exploration stops with this error (exit 2) rather
/// than report "no difference" over runs that did not run. It names the system, the algorithm, the
/// scenario, and the fault as the adapter words it (the event, the problem, the child's standard
/// error).
///
/// ```swift
/// do {
///     report = try explorer.explore()
/// } catch let fault as ExploreAlgorithmError {
///     print(fault)   // @article-view: explore stopped, as the algorithm crashy failed a run and cannot be
///                    // compared: the external algorithm crashy … failed on the event open …
///                    // The scenario it was running:
///                    //     Given $article is cached …
/// }
/// ```
package struct ExploreAlgorithmError: Error, Hashable, Sendable, CustomStringConvertible {
    package var system: String
    package var algorithm: String
    /// The step lines of the scenario that was running, with their keywords.
    package var scenario: [String]
    /// Why the algorithm failed, as the run reported it (`RunOutcome.appFailure`).
    package var fault: String

    package init(system: String, algorithm: String, scenario: [String], fault: String) {
        self.system = system
        self.algorithm = algorithm
        self.scenario = scenario
        self.fault = fault
    }

    package var description: String {
        "@\(system): explore stopped, as the algorithm \(algorithm) failed a run and cannot be compared: \(fault)\n"
            + "The scenario it was running:\n" + scenario.map { "    " + $0 }.joined(separator: "\n")
    }
}
