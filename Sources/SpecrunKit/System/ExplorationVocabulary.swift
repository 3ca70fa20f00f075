/// How `specrun explore` may write scenarios for a system: the steps that set a scene (Givens), the
/// steps that act (Whens), the checks it may end a written scenario with (Thens), and the values to
/// try for each parameter. Templates are the system's own step texts, with `{name}` where a
/// parameter goes; each is filled from `values[name]`, else from the parameter type's examples, so
/// every generated line is a real step of the system, runnable as written.
///
/// ```swift
/// let exploration = ExplorationVocabulary(
///     scenes: ["$article is cached", "my connection is {connection}"],
///     actions: ["I navigate to it {route}", "I tap the refresh button", "{duration} pass"],
///     checks: ["I should see {sight}", "I should not see {sight}"],
///     values: ["duration": ["1 second", "10 minutes"], "connection": ["online", "offline", "failing"]],
///     thresholds: [.seconds(30)])
/// ```
public struct ExplorationVocabulary: Hashable, Sendable {
    /// Given steps, without the keyword.
    public var scenes: [String]
    /// When steps, without the keyword.
    public var actions: [String]
    /// Then steps a written scenario may end with, in the order of preference.
    public var checks: [String]
    /// The values to try for a parameter, simplest first; overrides the parameter type's examples.
    public var values: [String: [String]]
    /// Durations at which the system's behaviour changes, as its fixtures name them (a request's
    /// time-out, a polling interval, how long a snackbar shows): each `{duration}` also takes each
    /// of them, one unit less and one unit more (29, 30 and 31 seconds for 30 s), so that a bug at
    /// the edge is reached.
    public var thresholds: [VirtualDuration]

    /// An exploration vocabulary of these templates, with `values` for their parameters and the
    /// `thresholds` at which the system's behaviour changes.
    public init(scenes: [String], actions: [String], checks: [String], values: [String: [String]] = [:],
                thresholds: [VirtualDuration] = []) {
        self.scenes = scenes
        self.actions = actions
        self.checks = checks
        self.values = values
        self.thresholds = thresholds
    }
}
