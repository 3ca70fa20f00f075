import SpecrunKit
import Foundation

/// Paths as specrun spells them in reports and baselines: one spelling for one file however it was
/// typed (`/abs/project/features`, `features//a`, `./features/../features`), relative to the project
/// (the working directory) when the file is inside it. Pure text work on `/`-separated components,
/// so that no path, however short or odd, reaches Foundation's path functions.
///
/// ```swift
/// ProjectPath.normalized("./features/../features//a.feature")   // "features/a.feature"
/// ProjectPath.normalized("/abs/project/features", in: "/abs/project")  // "features"
/// ProjectPath.folder(of: "features/a.feature")                    // "features"
/// ProjectPath.lastComponent(of: "features/a.feature")             // "a.feature"
/// ```
package enum ProjectPath {
    /// `path` with `//`, `.` and `..` collapsed and no trailing `/`; an absolute path inside
    /// `directory` (the working directory by default) becomes relative to it. `.` for the directory
    /// itself; a relative path that climbs out of it keeps its leading `..`.
    package static func normalized(_ path: String, in directory: String? = nil) -> String {
        let collapsed = collapsed(path)
        guard collapsed.hasPrefix("/") else { return collapsed }
        let base = directory.map(Self.collapsed) ?? FileManager.default.currentDirectoryPath
        // A working directory that was deleted has no path (""): an absolute path stays absolute.
        guard base.hasPrefix("/") else { return collapsed }
        if let relative = relative(collapsed, to: base) { return relative }
        // The path or the directory may go through a symbolic link (a logical $PWD).
        if let resolvedPath = resolved(collapsed), let resolvedBase = resolved(base),
           let relative = relative(resolvedPath, to: resolvedBase) {
            return relative
        }
        return collapsed
    }

    /// The folder that holds `path` (`.` when it is a bare name, `/` for a file at the root).
    package static func folder(of path: String) -> String {
        let parts = components(of: path)
        let isAbsolute = path.hasPrefix("/")
        guard parts.count > 1 else { return isAbsolute ? "/" : "." }
        return (isAbsolute ? "/" : "") + parts.dropLast().joined(separator: "/")
    }

    /// `path` as seen from `folder` (both relative to the working directory, or absolute), with
    /// `..` where it lies outside: `features/a.feature` from `.` is itself, `p/features/a.feature`
    /// from `p` is `features/a.feature`, `features/a.feature` from `p` is `../features/a.feature`.
    package static func relative(_ path: String, from folder: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> [Substring] { components(of: collapsed(path.hasPrefix("/") ? path : here + "/" + path)) }
        let target = absolute(path), base = absolute(folder)
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The last component of `path` (empty for `/`).
    package static func lastComponent(of path: String) -> String {
        components(of: path).last.map(String.init) ?? ""
    }

    /// The path with `//`, `.` and `..` collapsed, as text (a `..` above the root is the root).
    package static func collapsed(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else if part == "..", isAbsolute {
                continue
            } else {
                kept.append(part)
            }
        }
        if isAbsolute { return "/" + kept.joined(separator: "/") }
        return kept.isEmpty ? "." : kept.joined(separator: "/")
    }

    private static func components(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// `path` relative to `base` when it is `base` or below it (both collapsed and absolute).
    private static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    private static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
