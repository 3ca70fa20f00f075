import Foundation
import ScratchFolders

/// The built `specrun` binary, run as a separate process the way a user or CI runs it.
struct SpecrunProcess {
    /// The package's root directory.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `specrun` in the build products directory, found next to the test bundle (or above it, where
    /// the bundle is a directory).
    static let executable: URL? = {
        let start = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = start.deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("specrun")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    struct Result {
        var exitCode: Int32
        var output: String
        var errors: String
    }

    /// Runs `specrun arguments` in `directory` (the repository by default), with `environment` added
    /// to a minimal one; `launcher` (say `setpriv` and its options) runs the binary when given.
    static func run(_ arguments: [String], in directory: URL = repository, environment: [String: String] = [:],
                    launcher: [String] = []) throws -> Result {
        guard let executable else { throw MissingBinary() }
        return try launch(launcher.first.map { URL(fileURLWithPath: $0) } ?? executable,
                          launcher.isEmpty ? arguments : launcher.dropFirst() + [executable.path] + arguments,
                          in: directory, environment: environment)
    }

    /// Runs another program, found on the PATH (`python3 scripts/…`), as `run` runs specrun.
    static func runProgram(_ words: [String], in directory: URL = repository, environment: [String: String] = [:]) throws -> Result {
        try launch(URL(fileURLWithPath: "/usr/bin/env"), words, in: directory, environment: environment)
    }

    private static func launch(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["NO_COLOR": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            .merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are drained at once: a process that fills one while the test waits on the
        // other would wait forever.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorText = errorData.waitForValue()
        return Result(exitCode: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorText, as: UTF8.self))
    }

    /// Data handed from a reading thread to the test once the pipe is closed.
    final class LockedData: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: Data?

        func set(_ data: Data) {
            condition.lock()
            value = data
            condition.signal()
            condition.unlock()
        }

        func waitForValue() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while value == nil { condition.wait() }
            return value!
        }
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the specrun binary is not in the build products; build it with `swift build`" }
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        try ScratchFolder.make("specrun-e2e")
    }
}

/// The statuses of a `--format json` output, as "file | scenario" → marks in algorithm order
/// ("✗✓✓" for legacy failed, new and auto-update passed), of the features in `folder` (every
/// feature when nil).
func statusMatrix(ofJSON data: Data, algorithms: [String], in folder: String? = nil) throws -> [String: String] {
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let runs = root?["runs"] as? [[String: Any]] ?? []
    var byScenario: [String: [String: String]] = [:]
    for run in runs where folder.map({ (run["uri"] as? String ?? "").contains($0) }) ?? true {
        let uri = (run["uri"] as? String ?? "").split(separator: "/").last.map(String.init) ?? ""
        let key = "\(uri) | \(run["label"] as? String ?? "")"
        byScenario[key, default: [:]][run["algorithm"] as? String ?? ""] = run["status"] as? String
    }
    return byScenario.mapValues { statuses in
        algorithms.map { statuses[$0] == "passed" ? "✓" : statuses[$0] == nil ? " " : "✗" }.joined()
    }
}
