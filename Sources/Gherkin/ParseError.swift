/// One problem found while parsing a feature file. `message` is worded as the official parsers word
/// it and starts with `(LINE:COLUMN): `; at the end of the file the location has no column and the
/// message says column 0.
///
/// ```swift
/// var ids = IdGenerator()
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given a step\n    just words\n"
/// let result = GherkinParser().parse(text, uri: "cache.feature", ids: &ids)
/// if case .failure(let problems) = result, let first = problems.errors.first {
///     first.location  // Location(line: 4, column: 5)
///     first.message   // "(4:5): expected: #EOF, #TableRow, …, got 'just words'"
/// }
/// ```
package struct ParseError: Error, Hashable, Sendable {
    package var message: String
    package var location: Location
    package var uri: String

    package init(message: String, location: Location, uri: String) {
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
/// let text = "Feature: Cache\n  Scenario: Offline\n    Given a step\n    just words\n    more words\n"
/// do {
///     _ = try GherkinParser().parse(text, uri: "cache.feature", ids: &ids).get()
/// } catch {
///     for problem in error.errors { print(problem.message) }  // every problem found, in order
/// }
/// ```
package struct ParseErrors: Error, Hashable, Sendable {
    package var errors: [ParseError]

    package init(_ errors: [ParseError]) {
        self.errors = errors
    }
}
