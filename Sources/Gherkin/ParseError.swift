/// One problem found while parsing a feature file. `message` is worded as the official parsers word
/// it and starts with `(LINE:COLUMN): `; at the end of the file the location has no column and the
/// message says column 0.
///
/// ```swift
/// var ids = IdGenerator()
/// let result = GherkinParser().parse("Feature: Cache\n  Given a step\n", uri: "cache.feature", ids: &ids)
/// if case .failure(let problems) = result, let first = problems.errors.first {
///     first.location  // Location(line: 2, column: 3)
///     first.message   // "(2:3): expected: #EOF, #Language, …, got 'Given a step'"
/// }
/// ```
public struct ParseError: Error, Hashable, Sendable {
    public var message: String
    public var location: Location
    public var uri: String

    public init(message: String, location: Location, uri: String) {
        self.message = message
        self.location = location
        self.uri = uri
    }
}

/// Every problem of one file, in the order found: the parser collects them rather than stopping
/// at the first.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Given a step\n  Then another step\n"
/// do {
///     _ = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// } catch {
///     for problem in error.errors { print(problem.message) }  // every problem found, in order
/// }
/// ```
public struct ParseErrors: Error, Hashable, Sendable {
    public var errors: [ParseError]

    public init(_ errors: [ParseError]) {
        self.errors = errors
    }
}
