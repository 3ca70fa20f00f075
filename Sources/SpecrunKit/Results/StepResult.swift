/// How one step (or hook) of a run went.
///
/// ```swift
/// for step in result.steps where step.status == .failed { print("line \(step.line): \(step.message ?? "")") }
/// ```
@usableFromInline
package struct StepResult: Hashable, Sendable {
    @usableFromInline package var keyword: String
    @usableFromInline package var text: String
    @usableFromInline package var line: Int
    @usableFromInline package var status: Status
    /// Why it failed (expected vs. seen), why it is pending, which definitions made it ambiguous.
    @usableFromInline package var message: String?
    /// For an undefined step: a ready-to-paste Swift definition.
    @usableFromInline package var snippet: String?
    @usableFromInline package var durationNanoseconds: UInt64
    /// The error a body threw that decided the status (a failure, or a pending or skipped step
    /// with a reason); nil when no body threw or the status says it all.
    @usableFromInline package var exception: StepException?
    /// Every snippet suggested for an undefined step that ran (one per expression the generator
    /// found); empty when no suggestion was made.
    @usableFromInline package var snippets: [String] = []
    /// When it started and finished, by the run's wall clock; nil in results read back from a file.
    @usableFromInline package var startedAt: WallTime?
    @usableFromInline package var finishedAt: WallTime?
    @usableFromInline package var attachments: [Attachment] = []
    /// For a failed step, what the user saw instead, when its failure said (`StepError.observed`).
    @usableFromInline package var observed: String?

    @usableFromInline package init(keyword: String, text: String, line: Int, status: Status, message: String? = nil,
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
@usableFromInline
package struct StepException: Hashable, Sendable {
    @usableFromInline package var type: String
    @usableFromInline package var message: String

    @usableFromInline package init(type: String, message: String) {
        self.type = type
        self.message = message
    }
}
