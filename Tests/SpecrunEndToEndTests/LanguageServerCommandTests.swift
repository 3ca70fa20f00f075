import Foundation
import Testing

/// `specrun lsp` as an editor starts it: the binary over pipes, a project file that does not read
/// shown to the editor rather than ending the server, `--config`, and the exit codes.
@Suite struct LanguageServerCommandTests {
    /// Sends `messages` framed, then (once a message containing `awaiting` arrived, when given)
    /// `then`, closes the input, and returns every message the server wrote and its exit code.
    static func session(_ messages: [String], awaiting: String? = nil, then: [String] = [], arguments: [String] = [],
                        in folder: URL) throws -> (messages: [String], status: Int32) {
        let process = Process()
        process.executableURL = try #require(SpecrunProcess.executable)
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = folder
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        func send(_ messages: [String]) {
            input.fileHandleForWriting.write(Data(messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined().utf8))
        }
        send(messages)
        var written = Data()
        if let awaiting {
            while !String(decoding: written, as: UTF8.self).contains(awaiting) {
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { break }
                written += more
            }
        }
        send(then)
        try input.fileHandleForWriting.close()
        written += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let bodies = String(decoding: written, as: UTF8.self).components(separatedBy: "Content-Length: ").dropFirst().map { frame in
            String(frame[frame.range(of: "\r\n\r\n")!.upperBound...])
        }
        return (bodies, process.terminationStatus)
    }

    static func initialize(_ folder: URL) -> [String] {
        [#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"file://\#(folder.path)","capabilities":{}}}"#,
         #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#]
    }

    static let shutdown = [#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#]

    @Test func aBadProjectFileIsShownAndTheServerGoesOn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("specrun.yml", "paths: [features]\nwindow: soon\n")
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://\#(workspace.path("a.feature"))","languageId":"gherkin","version":1,"text":"@article-view\nFeature: A\n  Scenario: S\n    Given $article is cahced\n"}}}"#
        let result = try Self.session(Self.initialize(workspace.url) + [open], awaiting: "Undefined step", then: Self.shutdown, in: workspace.url)
        #expect(result.status == 0)
        let shown = result.messages.first { $0.contains("window/showMessage") } ?? ""
        #expect(shown.contains("specrun.yml:2:9: invalid value for \\\"window\\\""), "\(result.messages)")
        // The path once: the message says it, the diagnostic is on the file, neither repeats it.
        #expect(shown.components(separatedBy: "specrun.yml").count == 2, "\(shown)")
        let diagnostic = result.messages.first { $0.contains("publishDiagnostics") && $0.contains("specrun.yml") } ?? ""
        #expect(diagnostic.contains(#""message":"invalid value for \"window\""#), "\(diagnostic)")
        #expect(result.messages.contains { $0.contains("Undefined step") && $0.contains("did you mean \\\"$article is cached\\\"") },
                "\(result.messages)")
    }

    @Test func configNamesTheProjectFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("other.yml", "system: article-veiw\n")
        let result = try Self.session(Self.initialize(workspace.url) + Self.shutdown, arguments: ["--config", "other.yml"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.messages.contains { $0.contains("showMessage") && $0.contains("other.yml") && $0.contains("article-veiw") },
                "\(result.messages)")
        let missing = try Self.session(Self.initialize(workspace.url) + Self.shutdown, arguments: ["--config", "nope.yml"], in: workspace.url)
        #expect(missing.messages.contains { $0.contains("showMessage") && $0.contains("nope.yml: no such project file") }, "\(missing.messages)")
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.session(Self.initialize(workspace.url) + [#"{"jsonrpc":"2.0","method":"exit"}"#], in: workspace.url)
        #expect(result.status == 1)
        #expect(try workspace.run(["lsp", "features"]).exitCode == 2)
    }
}
