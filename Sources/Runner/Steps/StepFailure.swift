/// Thrown by a step body when what it checks does not hold. The message is meant for a product
/// owner: what was expected and what the simulation shows.
public struct StepFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Thrown by a step body that is written down but not implemented yet; the run becomes pending.
public struct PendingStep: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String = "TODO: implement me") {
        self.reason = reason
    }

    public var description: String { reason }
}
