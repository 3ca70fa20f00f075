import Simulation

/// Something the user can see, as a value: a test on a `Screen` and the plain words for it
/// ("locally stored revision 1041 of Tokyo", "a blank view with a progress bar"). Step patterns
/// combine timing words ("immediately", "eventually", "not") with sights, so each sight is
/// written once.
public struct Sight: Sendable, CustomStringConvertible {
    /// The sight in words a product owner reads, as it follows "expected".
    public let description: String
    private let test: @Sendable (Screen) -> Bool

    public init(_ description: String, where test: @escaping @Sendable (Screen) -> Bool) {
        self.description = description
        self.test = test
    }

    /// Whether `screen` shows it.
    public func isShown(on screen: Screen) -> Bool {
        test(screen)
    }

    /// Shown when either sight is: "the latest version of Tokyo or a prompt to refresh".
    public func or(_ other: Sight) -> Sight {
        Sight("\(description) or \(other.description)") { self.test($0) || other.test($0) }
    }
}
