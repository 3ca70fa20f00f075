import Foundation
import Runner
import SpecrunKit
import Supervision

/// A report file's path, checked before the run: the file the report goes to once symbolic links
/// are followed (a link that leads nowhere yet names the file to make), which of its folders do not
/// exist yet (they are made when the report is put in place, as `mkdir -p` makes them, so a refused
/// run makes none), and what is there now. A path that cannot take a report is refused here, with
/// what to do: a folder, a symbolic-link loop, a name or a path longer than the system takes, a
/// file where a folder should be, a socket, a disk, a pipe that nothing reads.
///
/// ```swift
/// let place = try ReportPath("results/shard-1.json")   // results/ may be missing
/// place.missingFolders                                  // ["results"] when it is
/// try place.makeFolders()                               // when the report is put in place
/// ```
struct ReportPath {
    /// What is at the path now.
    enum Existing {
        case nothing
        case regularFile
        /// A pipe or a character device (`/dev/null`, a terminal), written in place.
        case special
    }

    /// The path as given, which messages name.
    let given: String
    /// The file the report goes to.
    let final: String
    /// The folders of `final` that do not exist yet, outermost first.
    let missingFolders: [String]
    /// The nearest folder of `final` that exists, where the report waits until it is put in place.
    let existingFolder: String
    let existing: Existing

    /// The longest name a temporary file beside a report takes (`.specrun-PID-N.partial`).
    static let temporaryNameLength = 40

    init(_ path: String) throws(ReportOutputError) {
        given = path
        guard !path.isEmpty else {
            throw ReportOutputError("\"\": an empty path names no file; give the path of a file to write the report to")
        }
        try Self.checkLength(of: path, given: path)
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw ReportOutputError("\(path): is a directory; give the path of a file to write the report to")
            case S_IFSOCK:
                throw ReportOutputError("\(path): is a socket, which takes no file; give the path of a file to write the report to")
            case S_IFBLK:
                throw ReportOutputError("\(path): is a block device (a disk); give the path of a file to write the report to")
            case S_IFREG:
                final = Self.followingLinks(path) ?? path
                existing = .regularFile
            default:
                final = path
                existing = .special
            }
            missingFolders = []
            existingFolder = ProjectPath.folder(of: final)
        } else {
            let code = errno
            if path.hasSuffix("/") {
                throw ReportOutputError("\(path): a path that ends in / names a folder; give the path of a file to write the report to")
            }
            guard code == ENOENT || code == ENOTDIR else { throw Self.unreachable(path, code, given: path) }
            guard let target = Self.followingLinks(path) else { throw Self.unreachable(path, ELOOP, given: path) }
            final = target
            existing = .nothing
            (existingFolder, missingFolders) = try Self.folders(of: target, given: path)
        }
        try Self.checkLength(of: final, given: path)
    }

    /// Makes the missing folders, outermost first; returns those it made (another process may make
    /// one meanwhile).
    func makeFolders() throws(ReportOutputError) -> [String] {
        var made: [String] = []
        for folder in missingFolders {
            if mkdir(folder, 0o777) == 0 {
                made.append(folder)
                continue
            }
            let code = errno
            var status = stat()
            guard code == EEXIST, stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw ReportOutputError("\(given): cannot make the folder \(folder) \(FileProblem.because(code))")
            }
        }
        return made
    }

    /// The path a chain of symbolic links ends at, even where it names no file yet; nil for a loop.
    static func followingLinks(_ path: String) -> String? {
        var path = path
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        for _ in 0..<40 {
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { return path }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = target.hasPrefix("/") ? target : "\(ProjectPath.folder(of: path))/\(target)"
        }
        return nil
    }

    /// The nearest folder of `path` that exists, and those below it still to be made.
    private static func folders(of path: String, given: String) throws(ReportOutputError) -> (String, [String]) {
        var folder = ProjectPath.folder(of: path)
        var missing: [String] = []
        while true {
            var status = stat()
            if stat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw ReportOutputError("\(given): \(folder) is a file, not a folder; choose another path")
                }
                return (folder, missing)
            }
            let code = errno
            guard code == ENOENT || code == ENOTDIR else { throw unreachable(folder, code, given: given) }
            var link = stat()
            if code == ENOENT, lstat(folder, &link) == 0 {
                throw ReportOutputError("\(given): the folder \(folder) is a symbolic link to nothing; point it at a folder, or remove it")
            }
            missing.insert(folder, at: 0)
            folder = ProjectPath.folder(of: folder)
        }
    }

    /// Why `path` (the report's, or a folder on its way) cannot be reached.
    private static func unreachable(_ path: String, _ code: Int32, given: String) -> ReportOutputError {
        let place = path == given ? "\(given):" : "\(given): \(path)"
        switch code {
        case ELOOP:
            return ReportOutputError("\(place) is a symbolic-link loop (a link that leads back to itself); "
                + "point the link at a file, or remove it")
        case ENAMETOOLONG:
            return ReportOutputError("\(given): the path is too long for the system \(FileProblem.because(code)); choose a shorter path")
        case EACCES:
            return ReportOutputError("\(given): cannot reach its folder \(FileProblem.because(code)); "
                + "check the permissions of the folders on the way to it")
        default:
            return ReportOutputError("\(given): cannot write here \(FileProblem.because(code))")
        }
    }

    /// Refuses a path the system cannot take: longer than `PATH_MAX` with the temporary name beside
    /// it, or with a name longer than `NAME_MAX`.
    private static func checkLength(of path: String, given: String) throws(ReportOutputError) {
        let bytes = path.utf8.count
        if bytes + temporaryNameLength >= Int(PATH_MAX) {
            throw ReportOutputError("\(given): the path is \(bytes) bytes long, more than the "
                + "\(Int(PATH_MAX) - 1 - temporaryNameLength) a report's path may have; choose a shorter path")
        }
        for name in path.split(separator: "/") where name.utf8.count > Int(NAME_MAX) {
            let which = name == ProjectPath.lastComponent(of: given) ? "the file's name" : "the name \"\(name)\""
            throw ReportOutputError("\(given): \(which) is \(name.utf8.count) bytes long, more than the "
                + "\(NAME_MAX) a name may have; choose a shorter one")
        }
    }
}
