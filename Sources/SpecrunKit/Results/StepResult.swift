/// How one step (or hook) of a run went.
///
/// ```swift
/// for step in result.steps where step.status == .failed { print("line \(step.line): \(step.message ?? "")") }
/// ```
package struct StepResult: Hashable, Sendable {
    package var keyword: String
    package var text: String
    package var line: Int
    package var status: Status
    /// Why it failed (expected vs. seen), why it is pending, which definitions made it ambiguous.
    package var message: String?
    /// For an undefined step: a ready-to-paste Swift definition.
    package var snippet: String?
    package var durationNanoseconds: UInt64
    /// The error a body threw that decided the status (a failure, or a pending or skipped step
    /// with a reason); nil when no body threw or the status says it all.
    package var exception: StepException?
    /// Every snippet suggested for an undefined step that ran (one per expression the generator
    /// found); empty when no suggestion was made.
    package var snippets: [String] = []
    /// When it started and finished, by the run's wall clock; nil in results read back from a file.
    package var startedAt: WallTime?
    package var finishedAt: WallTime?
    package var attachments: [Attachment] = []

    package init(keyword: String, text: String, line: Int, status: Status, message: String? = nil,
                snippet: String? = nil, durationNanoseconds: UInt64 = 0) {
        self.keyword = keyword
        self.text = text
        self.line = line
        self.status = status
        self.message = message
        self.snippet = snippet
        self.durationNanoseconds = durationNanoseconds
    }
}

/// The error behind a step's status, as Cucumber Messages record it: the Swift type and its message.
///
/// ```swift
/// if let exception = step.exception { print("\(exception.type): \(exception.message)") }
/// ```
package struct StepException: Hashable, Sendable {
    package var type: String
    package var message: String

    package init(type: String, message: String) {
        self.type = type
        self.message = message
    }
}
