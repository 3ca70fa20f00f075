/// A fixtures file that cannot be used: the directory named for them is missing, a file is
/// unreadable, or it does not decode. Its description names the path and says how to fix it.
///
/// ```swift
/// do {
///     try FixtureSource(directory: "fixtures", isRequired: true).validate()
/// } catch {
///     print(error.description)   // error is a FixtureError: path and problem
/// }
/// ```
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Hashable, Sendable {
        /// The fixtures directory named explicitly does not exist.
        case missingDirectory
        /// The file exists but cannot be read.
        case unreadable
        /// The file does not decode; the YAML error names its line and column.
        case invalid(String)
    }

    /// The directory or file at fault (`(built-in) network.yml` for a system's own defaults).
    public var path: String
    /// What is wrong with it.
    public var problem: Problem

    /// An error about the fixtures at `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The path and the problem, with how to fix it; an invalid file's YAML error names its line and column.
    public var description: String {
        switch problem {
        case .missingDirectory:
            "\(path): no such fixtures directory; the systems carry their fixtures built in, so drop --fixtures "
                + "(or \"fixtures:\" in specrun.yml), or name a directory that exists"
        case .unreadable: "\(path): cannot read the fixtures file; check its permissions"
        case .invalid(let message): message
        }
    }
}
