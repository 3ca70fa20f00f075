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
    @usableFromInline package var durationNanoseconds: UInt64
    // The optional properties are spelled `Optional<…>`, which gives them no initial value (`T?`
    // gives `nil`): an initializer that sets a property with an initial value builds the result
    // twice, copying every text once more and releasing it again (Swift 6.3, -O). See
    // docs/architecture.md.
    /// When it started and finished, by the run's wall clock; nil in results read back from a file.
    @usableFromInline package var startedAt: Optional<WallTime>
    @usableFromInline package var finishedAt: Optional<WallTime>
    /// What only some results have (a message, snippets, attachments, what was seen), held in one
    /// shared box so that a result without them, most of a suite's, copies as three references:
    /// nil while every one of them is empty.
    @usableFromInline var details: Optional<DetailsBox>

    @usableFromInline package init(keyword: String, text: String, line: Int, status: Status, message: String? = nil,
                snippet: String? = nil, durationNanoseconds: UInt64 = 0) {
        self.keyword = keyword
        self.text = text
        self.line = line
        self.status = status
        self.durationNanoseconds = durationNanoseconds
        startedAt = nil
        finishedAt = nil
        details = message == nil && snippet == nil ? nil : DetailsBox(Details(message: message, snippet: snippet))
    }

    /// Why it failed (expected vs. seen), why it is pending, which definitions made it ambiguous.
    @usableFromInline package var message: String? {
        get { details?.details.message }
        set { update { $0.message = newValue } }
    }
    /// For an undefined step: a ready-to-paste Swift definition.
    @usableFromInline package var snippet: String? {
        get { details?.details.snippet }
        set { update { $0.snippet = newValue } }
    }
    /// The error a body threw that decided the status (a failure, or a pending or skipped step
    /// with a reason); nil when no body threw or the status says it all.
    @usableFromInline package var exception: StepException? {
        get { details?.details.exception }
        set { update { $0.exception = newValue } }
    }
    /// Every snippet suggested for an undefined step that ran (one per expression the generator
    /// found); empty when no suggestion was made.
    @usableFromInline package var snippets: [String] {
        get { details?.details.snippets ?? [] }
        set { if details != nil || !newValue.isEmpty { update { $0.snippets = newValue } } }
    }
    @usableFromInline package var attachments: [Attachment] {
        get { details?.details.attachments ?? [] }
        set { if details != nil || !newValue.isEmpty { update { $0.attachments = newValue } } }
    }
    /// For a failed step, what the user saw instead, when its failure said (`StepError.observed`).
    @usableFromInline package var observed: String? {
        get { details?.details.observed }
        set { update { $0.observed = newValue } }
    }

    /// The message, what was seen instead and the exception of a body that threw, set together:
    /// one box of details, where setting each property would make a box for each.
    @usableFromInline package mutating func explain(message: String?, observed: String? = nil, exception: StepException?) {
        update {
            $0.message = message
            $0.observed = observed
            $0.exception = exception
        }
    }

    /// Changes the details, dropping the box when they are all empty again. (Setting an empty list
    /// on a result without details does not come here.)
    @usableFromInline mutating func update(_ change: (inout Details) -> Void) {
        var changed = details?.details ?? Details()
        change(&changed)
        details = changed == Details() ? nil : DetailsBox(changed)
    }

    @usableFromInline struct Details: Hashable, Sendable {
        var message: String?
        var snippet: String?
        var exception: StepException?
        var snippets: [String] = []
        var attachments: [Attachment] = []
        var observed: String?
    }

    /// Immutable, so results that share one stay values: a change makes a new box.
    @usableFromInline final class DetailsBox: Hashable, Sendable {
        let details: Details
        init(_ details: Details) { self.details = details }
        @usableFromInline static func == (left: DetailsBox, right: DetailsBox) -> Bool { left.details == right.details }
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(details) }
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
