import SpecrunKit
import JSON

/// A JSON-RPC error a request is answered with: its code (JSON-RPC's and LSP's) and a message
/// that says what was wrong and how to send it right.
///
/// ```swift
/// throw RPCError(.invalidParams, "textDocument/hover needs params.position: {\"line\": 0, \"character\": 0}")
/// ```
package struct RPCError: Error, Equatable {
    package enum Code: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    package let code: Code
    package let message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The response to request `id` (null when it could not be read).
    package func response(to id: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(code.rawValue)), "message": .string(message)]]
    }
}
