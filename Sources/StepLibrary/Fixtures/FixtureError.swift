/// A fixtures file that cannot be used: the directory or file is missing or unreadable, or the
/// file does not decode. Its description names the path and says how to fix it.
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Hashable, Sendable {
        case missingDirectory
        case missingFile
        case unreadable
        /// The file does not decode; the YAML error names its line and column.
        case invalid(String)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    private static let advice = "specrun reads network.yml, articles.yml and safe.yml from the fixtures directory "
        + "(\"fixtures\", relative to the working directory): run specrun from the project's root, or name the "
        + "directory with --fixtures DIR or \"fixtures: DIR\" in specrun.yml"

    public var description: String {
        switch problem {
        case .missingDirectory: "\(path): no such fixtures directory; \(Self.advice)"
        case .missingFile: "\(path): no such fixtures file; \(Self.advice)"
        case .unreadable: "\(path): cannot read the fixtures file; check its permissions"
        case .invalid(let message): message
        }
    }
}
