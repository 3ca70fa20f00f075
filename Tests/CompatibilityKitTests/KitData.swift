import Foundation

/// Where the kit's samples are: `$SPECRUN_TESTDATA/cucumber-compatibility-kit`, else
/// `<repo>/testdata/cucumber-compatibility-kit`, else `../shared/cucumber-compatibility-kit` beside
/// the repository.
enum KitData {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let directory: URL? = {
        var candidates: [URL] = []
        if let testdata = ProcessInfo.processInfo.environment["SPECRUN_TESTDATA"], !testdata.isEmpty {
            candidates.append(URL(fileURLWithPath: testdata).appendingPathComponent("cucumber-compatibility-kit"))
        }
        candidates.append(repository.appendingPathComponent("testdata/cucumber-compatibility-kit"))
        candidates.append(repository.deletingLastPathComponent().appendingPathComponent("shared/cucumber-compatibility-kit"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("samples").path) }
    }()

    /// The samples' folder names, sorted.
    static let samples: [String] = {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("samples").path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()
}

/// The `cck` executable of `Examples/CompatibilityKit`, built once per test run (an incremental
/// build when `.ci/run` has built it already), and run as a separate process.
enum KitBinary {
    struct Result {
        var exitCode: Int32
        var output: String
        var errors: String
    }

    static let package = KitData.repository.appendingPathComponent("Examples/CompatibilityKit")

    /// The binary's path, or why it could not be built.
    static let built: Result = {
        let result = try? launch(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--package-path", package.path, "--disable-build-manifest-caching"],
                                 in: KitData.repository, environment: ProcessInfo.processInfo.environment)
        return result ?? Result(exitCode: -1, output: "", errors: "could not launch swift build")
    }()

    static func run(_ arguments: [String], in directory: URL) throws -> Result {
        let binary = package.appendingPathComponent(".build/debug/cck")
        guard built.exitCode == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw BuildFailure(description: "swift build --package-path Examples/CompatibilityKit failed:\n\(built.output)\(built.errors)")
        }
        var environment = ["SPECRUN_CLOCK": "ticking", "NO_COLOR": "1"]
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        return try launch(binary, arguments, in: directory, environment: environment)
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    private static func launch(_ executable: URL, _ arguments: [String], in directory: URL,
                               environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the process runs, so a large stream cannot fill a pipe and block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(exitCode: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorData, as: UTF8.self))
    }
}
