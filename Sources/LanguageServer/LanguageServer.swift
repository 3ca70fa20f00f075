import SpecrunKit
import Foundation
import Gherkin
import JSON
import Runner

/// `specrun lsp`'s core: JSON-RPC 2.0 messages in, messages out (LSP 3.17), with no I/O of its own,
/// so a test drives it message by message and `LanguageServerLoop` connects it to standard input
/// and output. It serves the systems of the executable it runs in, reading the project when the
/// client initializes (`EditorProject`, made by the command line from specrun.yml).
///
/// A malformed message (not JSON, no method, wrong parameters, an unknown method) is answered with
/// a JSON-RPC error, never a crash. Diagnostics are not computed while messages wait: a change
/// marks its document, and `publishDiagnostics()` diagnoses the latest version once the client is
/// quiet, so typing never waits on a diagnosis.
///
/// ```swift
/// let server = LanguageServer { root in EditorProject(root: root, systems: systems) }
/// var out = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
/// out += server.publishDiagnostics()
/// ```
package final class LanguageServer {
    package typealias ProjectLoader = @Sendable (_ root: String) -> EditorProject

    private let loadProject: ProjectLoader
    /// The executable's name, announced to the editor.
    private let name: String
    private let workingDirectory: String
    private var project: EditorProject?
    private var state = State.starting
    private var documents: [String: TextDocument] = [:]
    private var analyses: [String: FeatureAnalysis] = [:]
    private var stale: [String] = []
    private var systemSteps: [String: SystemSteps] = [:]
    private var savedRuns: (modified: Date?, runs: Result<SavedRuns, ProjectError>)?
    private let comments = DocComments()
    private var projectNotices: [JSONValue] = []
    /// The process's exit code, once the client said `exit`: 0 after `shutdown`, else 1.
    package private(set) var exitCode: Int32?

    private enum State { case starting, running, shutDown }

    /// `name` is the executable's (`specrun`, or a team's own), announced to the editor.
    package init(name: String = "specrun", workingDirectory: String = FileManager.default.currentDirectoryPath,
                 loadProject: @escaping ProjectLoader) {
        self.name = name
        self.workingDirectory = workingDirectory
        self.loadProject = loadProject
    }

    /// Whether a document changed since its diagnostics were last published.
    package var hasPendingDiagnostics: Bool { !stale.isEmpty }

    // MARK: Messages

    /// Handles one message's body; the responses and notifications to send.
    package func handle(_ body: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do {
            message = try JSONReader.read(body)
        } catch {
            return [RPCError(.parseError, "the message is not JSON: \(error.message) (line \(error.line), column \(error.column))")
                .response(to: .null)]
        }
        guard case .object = message else {
            return [RPCError(.invalidRequest, "a message is a JSON object, found \(message.kind)").response(to: .null)]
        }
        let id = message["id"]
        if let id, id.string == nil, id.integer == nil, id != .null {
            return [RPCError(.invalidRequest, "a request's id is a number or a string, found \(id.kind)").response(to: .null)]
        }
        guard let method = message["method"]?.string else {
            if message["result"] != nil || message["error"] != nil { return [] }  // a response to a request of ours
            return [RPCError(.invalidRequest, "a message without a method").response(to: id ?? .null)]
        }
        let params = Parameters(message["params"])
        guard let id else {
            return notification(method, params)
        }
        do {
            return [["jsonrpc": "2.0", "id": id, "result": try request(method, params)]]
        } catch {
            return [error.response(to: id)]
        }
    }

    /// The answer to a message that could not be cut from the stream.
    package func handle(framingProblem: String) -> [JSONValue] {
        [RPCError(.parseError, "a message could not be read: \(framingProblem); send Content-Length: N, a blank line, then N bytes of JSON")
            .response(to: .null)]
    }

    private func request(_ method: String, _ params: Parameters) throws(RPCError) -> JSONValue {
        switch (state, method) {
        case (.starting, "initialize"): return try initialize(params)
        case (.starting, _): throw RPCError(.serverNotInitialized, "the server is not initialized: send initialize first")
        case (.shutDown, _): throw RPCError(.invalidRequest, "the server is shut down: only exit is understood now")
        case (.running, "initialize"): throw RPCError(.invalidRequest, "the server is initialized already")
        case (.running, "shutdown"):
            state = .shutDown
            return .null
        case (.running, "textDocument/completion"):
            return .array(try completion(params))
        case (.running, "textDocument/hover"):
            return try hover(params)
        case (.running, "textDocument/definition"):
            return .array(try definition(params))
        case (.running, "textDocument/documentSymbol"):
            let (document, analysis) = try open(params)
            return .array(Navigation(document: document, analysis: analysis, steps: nil, project: currentProject).symbols)
        case (.running, "textDocument/formatting"):
            return try formatting(params)
        case (.running, "textDocument/semanticTokens/full"):
            let (document, analysis) = try open(params)
            return SemanticTokens(document: document, analysis: analysis, steps: analysis.system.map(steps)).data
        case (.running, "textDocument/codeAction"):
            return .array(try CodeActions(params: params).actions)
        default:
            throw RPCError(.methodNotFound, "specrun lsp does not know the method \(method)")
        }
    }

    private func notification(_ method: String, _ params: Parameters) -> [JSONValue] {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return []
        }
        guard state == .running else { return [] }
        do {
            switch method {
            case "initialized":
                defer { projectNotices = [] }
                return projectNotices
            case "textDocument/didOpen":
                let item = params.member("textDocument")
                let uri = try item.member("uri").text()
                documents[uri] = TextDocument(uri: uri, version: try item.member("version").number(), text: try item.member("text").text())
                markStale(uri)
            case "textDocument/didChange":
                let uri = try params.member("textDocument").member("uri").text()
                guard var document = documents[uri] else { return [logMessage("didChange for \(uri), which is not open")] }
                for change in try params.member("contentChanges").array() {
                    let range = change.member("range").isPresent ? try LSPRange(change.member("range")) : nil
                    try document.replace(range, with: try change.member("text").text())
                }
                document.version = try params.member("textDocument").member("version").number()
                documents[uri] = document
                markStale(uri)
            case "textDocument/didClose":
                let uri = try params.member("textDocument").member("uri").text()
                documents[uri] = nil
                analyses[uri] = nil
                stale.removeAll { $0 == uri }
                return [publish(uri: uri, version: nil, diagnostics: [])]
            default:
                break  // didSave, $/cancelRequest, $/setTrace and the rest need nothing
            }
        } catch {
            return [logMessage("\(method): \(error.message)")]
        }
        return []
    }

    private func initialize(_ params: Parameters) throws(RPCError) -> JSONValue {
        let rootURI = params.member("rootUri").value?.string
            ?? params.member("workspaceFolders").value?.array?.first?["uri"]?.string
        let root = rootURI.flatMap(FileURI.path) ?? params.member("rootPath").value?.string ?? workingDirectory
        let project = loadProject(root)
        self.project = project
        state = .running
        projectNotices = Dictionary(grouping: project.problems, by: \.file).sorted { $0.key < $1.key }.map { file, problems in
            publish(uri: FileURI.uri(of: file), version: nil, diagnostics: problems.map { problem in
                let place = LSPPosition(line: max(0, (problem.line ?? 1) - 1), character: max(0, (problem.column ?? 1) - 1))
                return ["range": LSPRange(start: place, end: place).json, "severity": 1, "source": "specrun", "message": .string(problem.message)]
            })
        } + project.problems.map { problem in
            ["jsonrpc": "2.0", "method": "window/showMessage",
             "params": ["type": 1, "message": .string("specrun: \(problem.description)")]]
        }
        return [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2],
                "completionProvider": ["triggerCharacters": ["@"]],
                "hoverProvider": true,
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true],
            ],
            "serverInfo": ["name": .string(name), "version": .string(Version.current)],
        ]
    }

    // MARK: Diagnostics

    private func markStale(_ uri: String) {
        analyses[uri] = nil
        if !stale.contains(uri) { stale.append(uri) }
    }

    /// Diagnoses every document changed since the last call, at its latest version.
    package func publishDiagnostics() -> [JSONValue] {
        defer { stale = [] }
        return stale.compactMap { uri in
            guard let document = documents[uri] else { return nil }
            let analysis = analysis(of: document)
            let diagnostics = Diagnostics(document: document, analysis: analysis, project: currentProject,
                                          steps: analysis.system.map(steps)).all
            return publish(uri: uri, version: document.version, diagnostics: diagnostics)
        }
    }

    private func publish(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [(String, JSONValue)] = [("uri", .string(uri)), ("diagnostics", .array(diagnostics))]
        if let version { params.append(("version", .number(Double(version)))) }
        return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]
    }

    private func logMessage(_ text: String) -> JSONValue {
        ["jsonrpc": "2.0", "method": "window/logMessage", "params": ["type": 2, "message": .string("specrun: \(text)")]]
    }

    // MARK: Requests on a document

    private var currentProject: EditorProject { project ?? EditorProject(root: workingDirectory, systems: []) }

    private func steps(_ system: AnySystem) -> SystemSteps {
        if let known = systemSteps[system.name] { return known }
        let steps = SystemSteps(system)
        systemSteps[system.name] = steps
        return steps
    }

    private func analysis(of document: TextDocument) -> FeatureAnalysis {
        if let known = analyses[document.uri] { return known }
        let path = FileURI.path(of: document.uri) ?? document.uri
        let analysis = FeatureAnalysis(text: document.text, path: path, project: currentProject)
        analyses[document.uri] = analysis
        return analysis
    }

    /// The open document a request names, and its analysis.
    private func open(_ params: Parameters) throws(RPCError) -> (TextDocument, FeatureAnalysis) {
        let uri = try params.member("textDocument").member("uri").text()
        guard let document = documents[uri] else {
            throw RPCError(.invalidParams, "\(uri) is not open: send textDocument/didOpen first")
        }
        return (document, analysis(of: document))
    }

    private func completion(_ params: Parameters) throws(RPCError) -> [JSONValue] {
        let (document, analysis) = try open(params)
        let position = try LSPPosition(params.member("position"))
        // The open documents' tags come from their analysis, parsed once per change, not per request.
        let open: [String] = documents.values.flatMap { self.analysis(of: $0).document?.allTags.map { $0.name } ?? [] }
        // The open files' tags and the systems', as the docs promise: not every file below the folder.
        let tags = Set(open + currentProject.systems.map { "@" + $0.name }).sorted()
        return Completion(document: document, position: position, language: analysis.document?.feature?.language ?? FeatureAnalysis.language(of: document.text),
                          steps: analysis.system.map(steps), tags: tags).items
    }

    private func hover(_ params: Parameters) throws(RPCError) -> JSONValue {
        let (document, analysis) = try open(params)
        let position = try LSPPosition(params.member("position"))
        let hover = Hover(analysis: analysis, steps: analysis.system.map(steps), savedRuns: currentSavedRuns(), comments: comments, project: currentProject)
        guard let text = hover.markdown(atLine: position.line + 1) else { return .null }
        let range = LSPRange(start: LSPPosition(line: position.line, character: 0), end: document.endOfLine(position.line))
        return ["contents": ["kind": "markdown", "value": .string(text)], "range": range.json]
    }

    private func definition(_ params: Parameters) throws(RPCError) -> [JSONValue] {
        let (document, analysis) = try open(params)
        let position = try LSPPosition(params.member("position"))
        return Navigation(document: document, analysis: analysis, steps: analysis.system.map(steps), project: currentProject)
            .definitions(atLine: position.line + 1)
    }

    private func formatting(_ params: Parameters) throws(RPCError) -> JSONValue {
        let (document, analysis) = try open(params)
        if let error = analysis.parseErrors.first {
            throw RPCError(.requestFailed, "the feature does not parse, so it is not formatted: \(error.message)")
        }
        guard analysis.syntax == .plain else {
            throw RPCError(.requestFailed, "Gherkin in Markdown is not formatted: its layout is its Markdown's")
        }
        guard let tree = analysis.document else { return [] }
        let mark = analysis.hasByteOrderMark ? "\u{FEFF}" : ""
        let formatted = mark + GherkinFormatter().format(tree, source: String(document.text.unicodeScalars.dropFirst(mark.unicodeScalars.count)))
        guard formatted != document.text else { return [] }
        return [["range": document.wholeRange.json, "newText": .string(formatted)]]
    }

    /// The saved results, read again when the file changed.
    private func currentSavedRuns() -> Result<SavedRuns, ProjectError>? {
        guard let path = currentProject.resultsPath else { return nil }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let savedRuns, savedRuns.modified == modified, modified != nil { return savedRuns.runs }
        let runs = SavedRuns.read(path, root: currentProject.root)
        savedRuns = (modified, runs)
        return runs
    }
}
