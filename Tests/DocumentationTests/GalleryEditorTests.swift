import Foundation
import Testing

/// The tutorial's gallery in an editor: its own `gallery-specs lsp` offers completions after
/// `Given `, and each one, inserted as it comes (its placeholders' defaults, each value of its
/// choice in turn), is a step exactly one of the gallery's definitions matches: no undefined or
/// ambiguous step. (The built-in systems' completions are `CompletionTests`.)
@Suite(.tags(.slow)) struct GalleryEditorTests {
    static let package = GalleryPackage.directory

    @Test func everyCompletionIsAStepTheGalleryDefines() throws {
        let executable = try GalleryPackage.binary.get()
        let server = try LanguageServerSession(executable: executable, folder: Self.package)
        defer { server.end() }
        let probe = "file://\(Self.package.path)/features/probe.feature"
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": probe, "languageId": "gherkin", "version": 1, "text": "@gallery\nFeature: Probe\n\n  Scenario: S\n    Given \n"]]])
        server.send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
            "textDocument": ["uri": probe], "position": ["line": 4, "character": 10]]])
        let items = try server.response(to: 2)["result"] as? [[String: Any]] ?? []
        let texts = items.flatMap { item -> [String] in
            let edit = item["textEdit"] as? [String: Any]
            let text = edit?["newText"] as? String ?? item["label"] as? String ?? ""
            return (item["insertTextFormat"] as? Int) == 2 ? Snippet.insertions(of: text) : [text]
        }
        #expect(texts.count > 10, "\(items.count) items")
        var uris: [String: String] = [:]
        for (number, text) in texts.enumerated() {
            let uri = "file://\(Self.package.path)/features/inserted\(number).feature"
            uris[uri] = text
            server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": uri, "languageId": "gherkin", "version": 1, "text": "@gallery\nFeature: Inserted\n\n  Scenario: S\n    Given \(text)\n"]]])
        }
        var wrong: [String] = []
        for (uri, diagnostics) in try server.diagnostics(of: Set(uris.keys)) where !diagnostics.isEmpty {
            wrong.append("\(uris[uri] ?? uri): \(diagnostics.compactMap { $0["message"] as? String })")
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(texts.count) inserted completions do not run:\n\(wrong.joined(separator: "\n"))")
    }
}

/// An LSP snippet as an editor inserts it: each placeholder's default, and for the first choice
/// each of its values in turn (`${1|a,b|}`); `\$`, `\}` and `\\` unescaped.
enum Snippet {
    static func insertions(of snippet: String) -> [String] {
        var choices: [[String]] = []
        var pieces: [String?] = [""]  // nil marks where a choice goes
        var characters = Array(snippet)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst() {
                pieces[pieces.count - 1]! += String(next)
            } else if character == "$", characters.first == "{" {
                let body = String(characters.dropFirst().prefix { $0 != "}" })
                characters = characters.dropFirst(body.count + 2)
                if let bar = body.firstIndex(of: "|") {
                    choices.append(body[body.index(after: bar)...].dropLast().split(separator: ",").map(String.init))
                    pieces += [nil, ""]
                } else {
                    pieces[pieces.count - 1]! += body.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
                }
            } else {
                pieces[pieces.count - 1]! += String(character)
            }
        }
        func written(first: String?) -> String {
            var choice = 0
            return pieces.map { piece in
                if let piece { return piece }
                defer { choice += 1 }
                return choice == 0 ? first ?? choices[0][0] : choices[choice][0]
            }.joined()
        }
        return choices.isEmpty ? [written(first: nil)] : choices[0].map(written)
    }
}

/// A language server run as a child, spoken to in JSON-RPC frames over its standard input and output.
final class LanguageServerSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    init(executable: URL, folder: URL) throws {
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": "file://\(folder.path)", "capabilities": [:]]])
        _ = try response(to: 1)
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The next message the server sends.
    func receive() throws -> [String: Any] {
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    line.lowercased().hasPrefix("content-length:") ? Int(line.dropFirst(15).trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length {
                    let body = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
                    buffer = Data(buffer[body.endIndex...])
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
                }
            }
            let more = output.fileHandleForReading.availableData
            guard !more.isEmpty else { throw CocoaError(.fileReadUnknown) }
            buffer += more
        }
    }

    func response(to id: Int) throws -> [String: Any] {
        while true {
            let message = try receive()
            if message["id"] as? Int == id, message["method"] == nil { return message }
        }
    }

    /// The diagnostics the server publishes for each of `uris`.
    func diagnostics(of uris: Set<String>) throws -> [String: [[String: Any]]] {
        var found: [String: [[String: Any]]] = [:]
        while found.count < uris.count {
            let message = try receive()
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                  let uri = params["uri"] as? String, uris.contains(uri) else { continue }
            found[uri] = params["diagnostics"] as? [[String: Any]] ?? []
        }
        return found
    }

    func end() {
        send(["jsonrpc": "2.0", "id": 999, "method": "shutdown"])
        _ = try? response(to: 999)
        send(["jsonrpc": "2.0", "method": "exit"])
        process.waitUntilExit()
    }
}
