import ArticleView
import Foundation
import JSON
import LanguageServer
import Runner
import SafeApp
import SpecrunKit

/// A `LanguageServer` driven in process, message in, messages out, over the built-in systems (or
/// the systems given), initialized with a project folder.
final class ServerHarness {
    static let builtInSystems: [AnySystem] = [SystemDefinition(ArticleViewSystem.self), SystemDefinition(SafeAppSystem.self)].map { try! $0.make(fixtures: .builtIn) }
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    let server: LanguageServer
    private var nextId = 1

    init(root: String = "/project", systems: [AnySystem] = ServerHarness.builtInSystems, baseline: BaselineEntries? = nil,
         resultsPath: String? = nil, problems: [ProjectError] = [], initialize: Bool = true) {
        server = LanguageServer(workingDirectory: root) { root in
            EditorProject(root: root, systems: systems, baseline: baseline, resultsPath: resultsPath, problems: problems)
        }
        if initialize {
            _ = request("initialize", ["rootUri": .string(FileURI.uri(of: root)), "capabilities": [:]])
            _ = notify("initialized", [:])
        }
    }

    /// Sends raw bytes as one message body.
    func send(_ text: String) -> [JSONValue] {
        server.handle(Array(text.utf8))
    }

    /// A request's response (its `result` or `error` in the whole message).
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        defer { nextId += 1 }
        let message: JSONValue = ["jsonrpc": "2.0", "id": .number(Double(nextId)), "method": .string(method), "params": params]
        return server.handle(Array(message.description.utf8)).first { $0["id"] != nil } ?? .null
    }

    func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        let message: JSONValue = ["jsonrpc": "2.0", "method": .string(method), "params": params]
        return server.handle(Array(message.description.utf8))
    }

    /// Opens a document and returns its published diagnostics.
    @discardableResult
    func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        _ = notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "gherkin", "version": .number(Double(version)),
                                                             "text": .string(text)]])
        return diagnostics(of: uri)
    }

    /// The diagnostics published for `uri` now.
    func diagnostics(of uri: String) -> [JSONValue] {
        server.publishDiagnostics().first { $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array ?? []
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        ["line": .number(Double(line)), "character": .number(Double(character))]
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": Self.position(line, character)]
    }
}

extension JSONValue {
    /// The `i`-th element of an array.
    subscript(index: Int) -> JSONValue? {
        guard let array, index < array.count else { return nil }
        return array[index]
    }
}
