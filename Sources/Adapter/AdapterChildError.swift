import SpecrunKit
/// Why an algorithm in a child process failed a run: which algorithm, during which event, what was
/// wrong, and the last lines the child wrote to standard error. Its description is the failed
/// step's message.
///
/// ```swift
/// let fault = AdapterChildError(algorithm: "new-python", system: "article-view", declaredAt: "specrun.yml:9:5",
///                          event: "the event open {title: Tokyo}", problem: "it sent no command “end”",
///                          standardError: ["Traceback (most recent call last):"])
/// print(fault)   // the external algorithm new-python of article-view (specrun.yml:9:5) failed on …
/// ```
package struct AdapterChildError: Error, Hashable, Sendable, CustomStringConvertible {
    package var algorithm: String
    package var system: String
    /// Where specrun.yml declares the algorithm ("specrun.yml:9:5").
    package var declaredAt: String
    /// The event being handled, in words ("the event open {title: Tokyo}"), or the handshake.
    package var event: String
    /// What was wrong, in words.
    package var problem: String
    package var standardError: [String]

    package init(algorithm: String, system: String, declaredAt: String, event: String, problem: String, standardError: [String]) {
        self.algorithm = algorithm
        self.system = system
        self.declaredAt = declaredAt
        self.event = event
        self.problem = problem
        self.standardError = standardError
    }

    package var description: String {
        let place = declaredAt.isEmpty ? "" : " (\(declaredAt))"
        let errors = standardError.isEmpty ? "; it wrote nothing to standard error"
            : "; the last lines of its standard error:\n" + standardError.map { "  | " + $0 }.joined(separator: "\n")
        return "the external algorithm \(algorithm) of \(system)\(place) failed on \(event): \(problem)\(errors)"
    }
}

/// A command the child sent that the system cannot carry out (a request or screen it does not
/// know); the run fails with it as an `AdapterChildError`.
///
/// ```swift
/// guard environment.wallet.server[safe: name] != nil else {
///     throw AdapterCommandError("the wallet has no safe “\(name)”")
/// }
/// ```
public struct AdapterCommandError: Error, Sendable {
    /// What the system cannot do, in words: the failed step's message says it.
    public var message: String

    /// A problem saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
