import Foundation

/// A temporary folder for one end-to-end test: the files the test writes, the binary run inside it
/// and what is left there afterwards.
struct Workspace {
    let url: URL

    init() throws {
        url = try SpecrunProcess.temporaryDirectory()
    }


    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func write(_ name: String, _ text: String) throws {
        try write(name, bytes: Array(text.utf8))
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(name), withIntermediateDirectories: true)
    }

    func read(_ name: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(name))
    }

    /// Runs `specrun arguments` here, on the built-in fixtures.
    func run(_ arguments: [String], environment: [String: String] = [:],
             launcher: [String] = []) throws -> SpecrunProcess.Result {
        try SpecrunProcess.run(arguments, in: url, environment: environment,
                               launcher: launcher)
    }

    /// Every file and folder below the workspace, hidden ones too, as sorted relative paths.
    func contents() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: url.path).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
