/// How `specrun explore` may write scenarios for a system: the steps that set a scene (Givens), the
/// steps that act (Whens), the checks it may end a written scenario with (Thens), and the values to
/// try for each parameter. Templates are the system's own step texts, with `{name}` where a
/// parameter goes; each is filled from `values[name]`, else from the parameter type's examples, so
/// every generated line is a real step of the system, runnable as written.
///
/// ```swift
/// let exploration = Exploration(
///     scenes: ["$article is cached", "my connection is {connection}"],
///     actions: ["I navigate to it {route}", "I tap the refresh button", "{duration} pass"],
///     checks: ["I should see {sight}", "I should not see {sight}"],
///     values: ["duration": ["1 second", "10 minutes"], "connection": ["online", "offline", "failing"]])
/// ```
public struct Exploration: Hashable, Sendable {
    /// Given steps, without the keyword.
    public var scenes: [String]
    /// When steps, without the keyword.
    public var actions: [String]
    /// Then steps a written scenario may end with, in the order of preference.
    public var checks: [String]
    /// The values to try for a parameter, simplest first; overrides the parameter type's examples.
    public var values: [String: [String]]

    /// An exploration vocabulary of these templates, with `values` for their parameters.
    public init(scenes: [String], actions: [String], checks: [String], values: [String: [String]] = [:]) {
        self.scenes = scenes
        self.actions = actions
        self.checks = checks
        self.values = values
    }
}
