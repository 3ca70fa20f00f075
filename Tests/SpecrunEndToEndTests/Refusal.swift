import Foundation
import Testing

/// Runs specrun in `workspace` and expects it to refuse with exit code 2 and exactly `message` on
/// standard error, nothing on standard output, and no file added to the workspace.
func expectRefusal(_ arguments: [String], in workspace: Workspace,
                   launcher: [String] = [], message: String,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    let before = try workspace.contents()
    let run = try workspace.run(arguments, launcher: launcher)
    #expect(run.exitCode == 2, "\(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors == message, sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    #expect(try workspace.contents() == before, "files were left behind", sourceLocation: sourceLocation)
}
