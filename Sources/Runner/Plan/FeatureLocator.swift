import SpecrunKit
import Foundation

/// Turns the paths of a command line into feature files: a directory stands for every `.feature`
/// file below it (sorted, so runs are reproducible), a file for itself, and `file.feature:12:40` for
/// the scenarios, examples or rows at those lines. Each file is named as `ProjectPath` spells it
/// (relative to the project, `//`, `.` and `..` collapsed), so reports and the baseline key a
/// file the same way however it was typed.
/// the scenarios, examples or rows at those lines.
///
/// ```swift
/// let located = try FeatureLocator().locate(["features", "features/offline.feature:12:40"])
/// for location in located { print(location.path, location.lines.sorted()) }
/// ```
package struct FeatureLocator: Sendable {
    package init() {}

    /// One feature file to read, with the lines that select within it (empty: the whole file).
    package struct Location: Hashable, Sendable {
        package var path: String
        package var lines: Set<Int>
    }

    package func locate(_ arguments: [String]) throws -> [Location] {
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
            if path.isEmpty {
                throw LocatorError("\(argument): no file before the line number; write FILE:LINE, e.g. features/a.feature:12")
            }
            var status = stat()
            guard stat(path, &status) == 0 else {
                switch errno {
                case ENOENT: throw LocatorError("\(path): no such file or directory; give a .feature file or a folder of them")
                case ELOOP: throw LocatorError("\(path): is a symbolic-link loop (a link that leads back to itself); "
                    + "point the link at a .feature file or a folder of them")
                default: throw LocatorError("\(path): cannot be reached (\(String(cString: strerror(errno)))); "
                    + "check the permissions of the folders on the way to it")
                }
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                if !lines.isEmpty {
                    throw LocatorError("\(argument): lines can only follow a file; \(path) is a directory")
                }
                let files = try featureFiles(under: path)
                if files.isEmpty {
                    throw LocatorError("\(path): no .feature files in this directory or below it")
                }
                files.forEach { add($0, lines: []) }
            } else {
                add(ProjectPath.normalized(path), lines: lines)
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

    /// The feature files below `directory`, found by reading every folder below it; a folder that
    /// cannot be read is an error (its scenarios would be missing), and a folder reached through a
    /// symbolic link is not searched (a link to a folder above would never end).
    private func featureFiles(under directory: String) throws -> [String] {
        var files: [String] = []
        var folders = [ProjectPath.normalized(directory)]
        while let folder = folders.popLast() {
            guard let stream = opendir(folder) else {
                if errno == ENOENT { continue }  // gone since its parent was read
                throw LocatorError("\(folder): cannot read this folder (\(String(cString: strerror(errno)))); "
                    + "check its permissions, or name the folders to run instead")
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = folder == "." ? name : folder == "/" ? "/\(name)" : "\(folder)/\(name)"
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    folders.append(path)
                } else if name.hasSuffix(".feature") || name.hasSuffix(".feature.md") {
                    // A link to a folder named like a feature file is neither searched nor read.
                    var target = stat()
                    if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR { continue }
                    files.append(path)
                }
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
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
package struct LocatorError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
