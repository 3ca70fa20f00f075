import Foundation
import Runner
import SpecrunKit

/// What a report destination writes to in the end, so that two reports aimed at one place (one
/// file spelled two ways, a symbolic link and its file, standard output and the file it goes to)
/// are refused before the run rather than written over each other; and what a file a command
/// reads is, so that no report is written over one of its inputs.
///
/// ```swift
/// let a = DestinationIdentity(.file("reports/run.json"))
/// let b = DestinationIdentity(.file("./reports//run.json"))
/// a == b                                    // true: one file, two spellings
/// DestinationIdentity(.file("/dev/null"))   // nil: any number of reports may share it
/// ```
package enum DestinationIdentity: Hashable, Sendable {
    case standardOutput
    /// An existing file, by device and inode.
    case file(device: UInt64, inode: UInt64)
    /// A file still to be made, by its path once the folder's symbolic links are followed.
    case newFile(String)

    /// Whether this is a file still to be made.
    package var isNewFile: Bool {
        if case .newFile = self { true } else { false }
    }

    /// The spellings of standard output as a report path: Cucumber's `-` and the system's names.
    package static let standardOutputPaths: Set<String> = ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// What `destination` writes to; nil for `/dev/null`, which any number of reports may share.
    package init?(_ destination: ReportOutput.Destination) {
        guard case .file(let path) = destination, !Self.standardOutputPaths.contains(path) else {
            self = .standardOutput
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .newFile(Self.resolvingFolder(of: ReportPath.followingLinks(path) ?? path))
            return
        }
        let identity = DestinationIdentity.file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        var null = stat()
        if stat("/dev/null", &null) == 0, status.st_rdev == null.st_rdev, status.st_mode & S_IFMT == S_IFCHR { return nil }
        var output = stat()
        if fstat(STDOUT_FILENO, &output) == 0,
           identity == .file(device: UInt64(output.st_dev), inode: UInt64(output.st_ino)) {
            self = .standardOutput
            return
        }
        self = identity
    }

    /// `path` with its folder's symbolic links followed.
    private static func resolvingFolder(of path: String) -> String {
        let folder = ProjectPath.folder(of: path)
        guard let resolved = realpath(folder, nil) else { return ProjectPath.collapsed(path) }
        defer { free(resolved) }
        return ProjectPath.collapsed("\(String(cString: resolved))/\(ProjectPath.lastComponent(of: path))")
    }
}
