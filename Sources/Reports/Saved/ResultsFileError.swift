/// Saved results that cannot be read, or that do not fit together. Exit code 2.
///
/// ```swift
/// do {
///     let replay = try ResultsReplay(contents: [("results.json", Data("{}".utf8))])
/// } catch let error as ResultsFileError {
///     print(error.message)   // exit code 2
/// }
/// ```
package struct ResultsFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
