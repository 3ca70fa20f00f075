import Foundation

/// A program run to its end as a separate process, its output and errors kept in files (so neither
/// can fill a pipe while the test waits for the other).
struct Command {
    var exitCode: Int32
    var output: String
    var errors: String

    /// The repository's root directory.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `executable` with `arguments` in `directory`, with `environment` added to a minimal one
    /// (`PATH`, `HOME` and `NO_COLOR`).
    static func run(_ executable: String, _ arguments: [String], in directory: URL = repository,
                    environment: [String: String] = [:]) throws -> Command {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appendingPathComponent("output"), errorFile = scratch.appendingPathComponent("errors")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.contains("/") ? executable : "/usr/bin/env")
        process.arguments = executable.contains("/") ? arguments : [executable] + arguments
        process.currentDirectoryURL = directory
        let inherited = ProcessInfo.processInfo.environment
        process.environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp", "NO_COLOR": "1"]
            .merging(environment) { $1 }
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Command(exitCode: process.terminationStatus, output: try String(contentsOf: outputFile, encoding: .utf8),
                       errors: try String(contentsOf: errorFile, encoding: .utf8))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
