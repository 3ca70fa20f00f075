import Foundation
import Testing

/// Runs specrun in `workspace` and expects it to refuse with exit code 2 and exactly `message` on
/// standard error, nothing on standard output, and no file added to the workspace or changed in it.
func expectRefusal(_ arguments: [String], in workspace: Workspace, environment: [String: String] = [:],
                   launcher: [String] = [], message: String, orOneOf alternatives: [String] = [],
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    let before = try workspace.contents()
    let bytesBefore = workspace.regularFileBytes()
    let run = try workspace.run(arguments, environment: environment, launcher: launcher)
    #expect(run.exitCode == 2, "\(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors == message || alternatives.contains(run.errors), "\(run.errors)", sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    #expect(try workspace.contents() == before, "files were left behind", sourceLocation: sourceLocation)
    for (name, bytes) in workspace.regularFileBytes() where bytesBefore[name] != bytes {
        Issue.record("\(name) was changed", sourceLocation: sourceLocation)
    }
}

extension Workspace {
    /// The bytes of every regular file below the workspace (not through a link), by relative path.
    func regularFileBytes() -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? contents()) ?? [] {
            var status = stat()
            guard lstat(path(name), &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  let data = FileManager.default.contents(atPath: path(name)) else { continue }
            files[name] = data
        }
        return files
    }
}
