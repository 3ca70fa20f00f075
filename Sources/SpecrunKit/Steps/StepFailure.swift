/// Thrown by a step body when what it checks does not hold. The message is meant for a product
/// owner: what was expected and what the simulation shows.
///
/// ```swift
/// steps.then("the basket should hold {int} items") { world, arguments in
///     let expected: Int = try arguments[0]
///     guard world.basket.count == expected else {
///         throw StepFailure("expected \(expected) items, the basket holds \(world.basket.count)")
///     }
/// }
/// ```
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected and what the simulation shows, in a product owner's words.
    public var message: String
    /// What the user saw instead, alone ("revision 1042 of Tokyo at 0 ms"), when the step can say
    /// it: where an algorithm departs from another's spec, reports say "instead of" the step, it
    /// shows this.
    public var observed: String?

    /// A failure saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// A failure saying `message`, the user having seen `observed` instead.
    public init(_ message: String, observed: String) {
        self.message = message
        self.observed = observed
    }

    /// The message.
    public var description: String { message }
}

/// Thrown by a step or hook body that is written down but not implemented yet; the run becomes
/// pending. A reason, when given, is reported as the step's message.
///
/// ```swift
/// steps.then("the receipt is printed") { _, _ in throw PendingStep("printing is not written yet") }
/// ```
public struct PendingStep: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why it is pending, if said.
    public var reason: String?

    /// A pending step, for `reason` when given.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "pending".
    public var description: String { reason ?? "pending" }
}

/// Thrown by a step or `Before` hook body to skip the rest of the scenario: the remaining steps are
/// skipped and the `After` hooks still run; from an `After` hook it skips only that hook. A skipped
/// scenario is not a failure.
///
/// ```swift
/// steps.before(tags: "@ios-only") { world, _ in
///     if world.platform != .ios { throw SkippedStep("runs on iOS only") }
/// }
/// ```
public struct SkippedStep: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the scenario is skipped, if said.
    public var reason: String?

    /// A skip, for `reason` when given.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "skipped".
    public var description: String { reason ?? "skipped" }
}
