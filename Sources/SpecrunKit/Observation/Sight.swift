
/// Something the user can see, as a value: a test on a `Screen` and the plain words for it
/// ("locally stored revision 1041 of Tokyo", "a blank view with a progress bar"). Step patterns
/// combine timing words ("immediately", "eventually", "not") with sights, so each sight is
/// written once. The words are put together only when something reads them (a failure's
/// message), not each time a step makes the sight.
///
/// ```swift
/// let spinner = Sight("a spinner") { screen in screen.showsSpinner }
/// let noSpinner = Sight.absence(of: spinner, "no spinner")
/// let shown = spinner.or(noSpinner).isShown(on: .nothing)   // true
/// ```
public struct Sight: Sendable, CustomStringConvertible {
    /// The sight in words a product owner reads, as it follows "expected".
    public var description: String { words() }
    /// For a sight that is the absence of another ("no snackbar"), that other sight: "I should see
    /// no snackbar" reads as "I should not see a snackbar" (at no moment of the window), while
    /// "I should eventually see no spinner" waits for the spinner to go.
    public var absentSight: Sight? { absent?() }
    private let words: @Sendable () -> String
    private let test: @Sendable (Screen) -> Bool
    private let absent: (@Sendable () -> Sight)?

    /// A sight described by `description` (put together only when a message needs it), shown on a
    /// screen when `test` holds for it.
    public init(_ description: @autoclosure @escaping @Sendable () -> String, where test: @escaping @Sendable (Screen) -> Bool) {
        words = description
        self.test = test
        absent = nil
    }

    private init(absenceOf sight: Sight, _ description: @escaping @Sendable () -> String) {
        words = description
        test = { !sight.test($0) }
        absent = { sight }
    }

    /// The absence of `sight`, in the words given: `Sight.absence(of: snackbar, "no snackbar")`.
    public static func absence(of sight: Sight, _ description: @autoclosure @escaping @Sendable () -> String) -> Sight {
        Sight(absenceOf: sight, description)
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
