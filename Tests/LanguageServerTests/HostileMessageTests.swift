import JSON
import LanguageServer
import Testing

/// What a client may send wrong: every malformed message gets a JSON-RPC error (or, for a
/// notification, a log message), never a crash, and the server goes on answering.
@Suite struct HostileMessageTests {
    @Test(arguments: [
        ("{oops", -32700), ("", -32700), ("[1, 2]", -32600), ("42", -32600), ("{}", -32600),
        (#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"nope"}"#, -32601),
        (#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":3}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":"x"}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nope"},"position":{"line":0,"character":0}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///a.feature"},"position":{"line":-1,"character":0}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#, -32600),
    ])
    func aMalformedRequestIsAnsweredWithAnError(_ text: String, code: Int) {
        let harness = ServerHarness()
        harness.open("file:///a.feature", "Feature: A\n")
        let replies = harness.send(text)
        #expect(replies.count == 1)
        #expect(replies.first?["error"]?["code"]?.integer == code, "\(replies)")
        #expect(harness.request("shutdown", .null)["result"] == .null, "the server still answers")
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let harness = ServerHarness(initialize: false)
        #expect(harness.request("textDocument/hover", harness.at("file:///a.feature", 0, 0))["error"]?["code"]?.integer == -32002)
        #expect(harness.request("initialize", ["capabilities": [:]])["result"]?["capabilities"] != nil)
    }

    /// A notification with wrong parameters cannot be answered: it is logged, and nothing changes.
    @Test func aMalformedNotificationIsLogged() {
        let harness = ServerHarness()
        let replies = harness.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///a.feature"]])
        #expect(replies.first?["method"]?.string == "window/logMessage")
        #expect(replies.first?["params"]?["message"]?.string?.contains("params.textDocument.version") == true)
        let change = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///b.feature", "version": 2], "contentChanges": [["text": "x"]],
        ])
        #expect(change.first?["method"]?.string == "window/logMessage")
    }

    /// Ranges past the end, backwards ranges and huge positions do not crash a change.
    @Test func oddRangesDoNotCrash() {
        let harness = ServerHarness()
        harness.open("file:///a.feature", "Feature: A\n")
        let backwards = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///a.feature", "version": 2],
            "contentChanges": [["range": ["start": ServerHarness.position(0, 5), "end": ServerHarness.position(0, 1)], "text": "x"]],
        ])
        #expect(backwards.first?["method"]?.string == "window/logMessage")
        _ = harness.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///a.feature", "version": 3],
            "contentChanges": [["range": ["start": ServerHarness.position(900, 900), "end": ServerHarness.position(1000, 0)], "text": "# end\n"]],
        ])
        _ = harness.diagnostics(of: "file:///a.feature")
        let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.feature"]])
        #expect(symbols["result"]?[0]?["name"]?.string == "A")
    }

    /// Deep nesting is refused by depth, not by the stack.
    @Test func deepNestingIsRefused() {
        let harness = ServerHarness()
        let text = #"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":"# + String(repeating: "[", count: 100_000)
        #expect(harness.send(text).first?["error"]?["code"]?.integer == -32700)
    }

    @Test func theFramerFindsMessagesAndProblems() {
        var framer = MessageFramer(maximumLength: 10)
        framer.append(Array("Content-Length: 2\r\n\r\n{}Content-Type: x\r\n\r\nContent-Length: 99\r\n\r\n0123".utf8))
        #expect(framer.next() == .message(Array("{}".utf8)))
        #expect(framer.next() == .problem("a header without a Content-Length: \"Content-Type: x\""))
        #expect(framer.next() == .problem("a message of 99 bytes, more than the 10 the server reads; it was skipped"))
        framer.append(Array(repeating: UInt8(ascii: "x"), count: 95) + Array("Content-Length: 1\r\n\r\n".utf8))
        #expect(framer.next() == nil)
        framer.append(Array("7".utf8))
        #expect(framer.next() == .message(Array("7".utf8)))
        // A length that is there but is no count is said as it is (it was "without a Content-Length").
        framer.append(Array("Content-Length: -5\r\n\r\n".utf8))
        #expect(framer.next() == .problem("a Content-Length of \"-5\", which is no count of bytes (a whole number, 0 or more)"))
    }

    /// A Content-Length shorter or longer than its body costs that message, not the session.
    @Test func aBadlyFramedMessageDoesNotDesyncTheSession() {
        let good = "Content-Length: 2\r\n\r\n{}"
        var framer = MessageFramer()
        // Too short: the rest of the body stands before the next header.
        framer.append(Array(("Content-Length: 5\r\n\r\n{\"a\":1}" + good).utf8))
        #expect(framer.next() == .message(Array("{\"a\":".utf8)))
        #expect(framer.next() == .problem("2 bytes before a header, part of no message (was a Content-Length too short?); they were skipped"))
        #expect(framer.next() == .message(Array("{}".utf8)))
        // Too long: the body runs into the next message's header, and is cut there.
        framer.append(Array(("Content-Length: 40\r\n\r\n{\"a\":1}" + good + good).utf8))
        #expect(framer.next() == .problem("a Content-Length of 40 runs past its body into the next message's header; the message was cut there"))
        #expect(framer.next() == .message(Array("{}".utf8)))
        #expect(framer.next() == .message(Array("{}".utf8)))
        // A body that speaks of a Content-Length in a string is a body.
        let body = #"{"text":"Content-Length: 3"}"#
        framer.append(Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        #expect(framer.next() == .message(Array(body.utf8)))
    }

    /// Random bytes as messages: always an answer or nothing, never a crash.
    @Test func randomBytesAreSurvived() {
        let harness = ServerHarness()
        var generator = SystemRandomNumberGenerator()
        let pieces = ["{", "}", "[", "]", "\"", ":", ",", "id", "method", "params", "1", "null", "\"textDocument/hover\"", "\\", "\u{0}", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            _ = harness.send(text)
        }
        #expect(harness.request("shutdown", .null)["result"] == .null)
    }
}
