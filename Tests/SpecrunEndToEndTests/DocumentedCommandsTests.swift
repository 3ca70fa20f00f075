import Foundation
import Testing

/// Every command README.md and docs/ show in a code block is run, and what it prints is compared
/// with what the page shows (`DocumentedCommand` says how a page shows them), so that no page drifts
/// from the program. Each page's commands run in order in a fresh copy of the project's inputs
/// (features/, specrun.yml, the baseline, the adapters' ports), with `swift run specrun` and
/// `specrun` being the built binary; times (`in 0.7 s`, `after 0.03 s`) are not compared. A command
/// that shows no output must still be a working one: it exits 0 or 1, never 2.
@Suite(.tags(.slow)) struct DocumentedCommandsTests {
    static let pages: [String] = {
        let docs = SpecrunProcess.repository.appendingPathComponent("docs")
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + files.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let commands: [DocumentedCommand] = pages.flatMap { page in
        let text = (try? String(contentsOf: SpecrunProcess.repository.appendingPathComponent(page), encoding: .utf8)) ?? ""
        return DocumentedCommand.commands(in: text, page: page)
    }

    @Test func thePagesShowCommands() {
        let run = Self.commands.filter { $0.notRun == nil }
        #expect(run.count >= 15, "\(run)")
        #expect(run.contains { $0.output != nil && $0.page == "README.md" })
    }

    @Test(arguments: pages)
    func everyCommandOfThePagePrintsWhatThePageShows(page: String) throws {
        let commands = Self.commands.filter { $0.page == page && $0.notRun == nil }
        guard !commands.isEmpty else { return }
        let folder = try Self.copyOfTheProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in commands {
            let result = try Self.shell(command.command, in: folder)
            guard let shown = command.output else {
                #expect(result.status == 0 || result.status == 1, "\(command) exited \(result.status):\n\(result.output)")
                continue
            }
            let actual = Self.lines(result.output), expected = Self.lines(shown.joined(separator: "\n"))
            if command.abridged {
                let missing = Self.firstMissing(expected.filter { !["…", ""].contains($0.trimmingCharacters(in: .whitespaces)) }, in: actual)
                #expect(missing == nil, "\(command): the page shows “\(missing ?? "")”, which it does not print (in this order):\n\(result.output)")
            } else {
                #expect(actual == expected, "\(command) prints:\n\(result.output)\nthe page shows:\n\(shown.joined(separator: "\n"))")
            }
        }
    }

    /// The lines of a text, times blanked, trailing blanks and blank lines at either end dropped.
    static func lines(_ text: String) -> [String] {
        var lines = text.replacing(/\b(in|after) [0-9]+(\.[0-9]+)? s\b/) { "\($0.1) … s" }
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The first of `wanted` that does not come, in order, among `lines`.
    static func firstMissing(_ wanted: [String], in lines: [String]) -> String? {
        var next = lines.startIndex
        for line in wanted {
            guard let found = lines[next...].firstIndex(of: line) else { return line }
            next = found + 1
        }
        return nil
    }

    /// A fresh folder with the project's inputs: what the documented commands read.
    static func copyOfTheProject() throws -> URL {
        let folder = try SpecrunProcess.temporaryDirectory()
        for item in ["features", "specrun.yml", "specrun-baseline.yml", "adapters"] {
            try FileManager.default.copyItem(at: SpecrunProcess.repository.appendingPathComponent(item),
                                             to: folder.appendingPathComponent(item))
        }
        let bin = folder.appendingPathComponent(".bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        guard let executable = SpecrunProcess.executable else { throw SpecrunProcess.MissingBinary() }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("specrun"), withDestinationURL: executable)
        return folder
    }

    /// Runs `command` with `sh` in `folder`, standard error with standard output, `swift run
    /// specrun` being the built `specrun`.
    static func shell(_ command: String, in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command.replacingOccurrences(of: "swift run specrun", with: "specrun") + " 2>&1"]
        process.currentDirectoryURL = folder
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        process.environment = ["NO_COLOR": "1", "PATH": folder.appendingPathComponent(".bin").path + ":" + path,
                               "HOME": ProcessInfo.processInfo.environment["HOME"] ?? folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
