/// What a step or hook body throws when its step does not simply pass: a check that does not hold
/// (`failed`), a step written down but not implemented yet (`pending`), or a scenario that does
/// not apply here (`skipped`). Any other error a body throws fails the step with its description.
///
/// ```swift
/// steps.then("the basket should hold {int} items") { world, arguments in
///     let expected: Int = try arguments[0]
///     guard world.basket.count == expected else {
///         throw StepError.failed("expected \(expected) items, the basket holds \(world.basket.count)")
///     }
/// }
/// steps.then("the receipt is printed") { _, _ in throw StepError.pending("printing is not written yet") }
/// steps.before(tags: "@ios-only") { world, _ in
///     if world.platform != .ios { throw StepError.skipped("runs on iOS only") }
/// }
/// ```
public enum StepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the step checks does not hold. The message is meant for a product owner: what was
    /// expected and what the simulation shows. `observed` is what the user saw instead, alone
    /// ("revision 1042 of Tokyo at 0 ms"), when the step can say it: where an algorithm departs
    /// from another's spec, reports show it "instead of" the step.
    case failed(String, observed: String? = nil)
    /// The step or hook is written down but not implemented yet; the run becomes pending, with the
    /// reason as the step's message when one is given.
    case pending(String? = nil)
    /// The rest of the scenario does not apply: thrown by a step or `Before` hook, the remaining
    /// steps are skipped and the `After` hooks still run; from an `After` hook, only that hook is
    /// skipped. A skipped scenario is not a failure.
    case skipped(String? = nil)

    /// The failure's message, or the reason of a pending or skipped step if one was given.
    public var message: String? {
        switch self {
        case .failed(let message, _): message
        case .pending(let reason), .skipped(let reason): reason
        }
    }

    /// For a failure, what the user saw instead, when the step said it.
    public var observed: String? {
        if case .failed(_, let observed) = self { observed } else { nil }
    }

    /// The message, else "pending" or "skipped".
    public var description: String {
        switch self {
        case .failed(let message, _): message
        case .pending(let reason): reason ?? "pending"
        case .skipped(let reason): reason ?? "skipped"
        }
    }
}

