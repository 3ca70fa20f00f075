import Foundation
import ScratchFolders

/// Runs the built `specrun` executable, which sits in the products folder next to the test bundle.
enum SpecrunBinary {
    static let url: URL? = {
        var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("specrun") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs specrun with its output and errors going to files, so that no pipe can fill up; its
    /// output goes to `standardOutput` instead when given (the outcome's output is then empty).
    static func run(_ arguments: [String], standardOutput: String? = nil) throws -> Outcome {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout"), errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: standardOutput.map { URL(fileURLWithPath: $0) } ?? outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                       errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// A fresh folder for the files of one test.
    static func temporaryFolder() throws -> URL {
        try ScratchFolder.make("specrun-gherkin")
    }
}
