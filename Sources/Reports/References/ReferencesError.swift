/// A references file that cannot be used: its file, line and column, and how to fix it. Exit code 2.
package struct ReferencesError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
