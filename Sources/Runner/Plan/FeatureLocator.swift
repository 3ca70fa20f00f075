import Foundation

/// Turns the paths of a command line into feature files: a directory stands for every `.feature`
/// file below it (sorted, so runs are reproducible), a file for itself, and `file.feature:12:40` for
/// the scenarios, examples or rows at those lines.
///
/// ```swift
/// let located = try FeatureLocator().locate(["features", "features/offline.feature:12:40"])
/// for location in located { print(location.path, location.lines.sorted()) }
/// ```
public struct FeatureLocator: Sendable {
    public init() {}

    /// One feature file to read, with the lines that select within it (empty: the whole file).
    public struct Location: Hashable, Sendable {
        public var path: String
        public var lines: Set<Int>
    }

    public func locate(_ arguments: [String]) throws -> [Location] {
        var found: [Location] = []
        var indexByPath: [String: Int] = [:]
        func add(_ path: String, lines: Set<Int>) {
            if let index = indexByPath[path] {
                // A file named twice runs once; lines add up, and a whole-file mention wins.
                found[index].lines = found[index].lines.isEmpty || lines.isEmpty ? [] : found[index].lines.union(lines)
            } else {
                indexByPath[path] = found.count
                found.append(Location(path: path, lines: lines))
            }
        }
        for argument in arguments {
            let (path, lines) = try split(argument)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LocatorError("\(path): no such file or directory; give a .feature file or a folder of them")
            }
            if isDirectory.boolValue {
                if !lines.isEmpty {
                    throw LocatorError("\(argument): lines can only follow a file; \(path) is a directory")
                }
                let files = try featureFiles(under: path)
                if files.isEmpty {
                    throw LocatorError("\(path): no .feature files in this directory or below it")
                }
                files.forEach { add($0, lines: []) }
            } else {
                add(normalized(path), lines: lines)
            }
        }
        return found
    }

    /// `path:LINE[:LINE…]` into the path and its lines; a path whose suffix is not all numbers is
    /// taken whole.
    private func split(_ argument: String) throws -> (String, Set<Int>) {
        var parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var lines: Set<Int> = []
        while parts.count > 1, let last = parts.last, let line = Int(last) {
            guard line > 0 else { throw LocatorError("\(argument): line \(line) does not exist; lines count from 1") }
            lines.insert(line)
            parts.removeLast()
        }
        return (parts.joined(separator: ":"), lines)
    }

    private func featureFiles(under directory: String) throws -> [String] {
        let base = normalized(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else {
            throw LocatorError("\(directory): cannot read this directory; check its permissions")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".feature") || relative.hasSuffix(".feature.md") else { continue }
            let path = base == "." ? relative : "\(base)/\(relative)"
            // A folder named like a feature file is searched, not read.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { continue }
            files.append(path)
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The path without a trailing slash or leading `./`, as reports show it.
    private func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./"), path.count > 2 { path.removeFirst(2) }
        return path
    }
}

/// A path that names no feature file. Exit code 2.
///
/// ```swift
/// do {
///     _ = try FeatureLocator().locate(["featurs"])
/// } catch let error as LocatorError {
///     print(error.message)   // exit code 2
/// }
/// ```
public struct LocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
