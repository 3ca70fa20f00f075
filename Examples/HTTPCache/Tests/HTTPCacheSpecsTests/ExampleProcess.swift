import Foundation

/// A program run in the example's folder, as its scripts are run by hand.
enum ExampleProcess {
    /// The example's folder (Examples/HTTPCache).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `arguments` (looked up on the path) in `directory`, the example's folder unless given:
    /// its exit status and what it wrote, standard output and standard error together.
    static func run(_ arguments: [String], in directory: URL = folder) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
