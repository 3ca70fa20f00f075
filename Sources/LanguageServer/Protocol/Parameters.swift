import SpecrunKit
import JSON

/// Reading a request's parameters: each missing or mistyped member is an `invalidParams` error that
/// names its path, rather than a crash.
///
/// ```swift
/// let uri = try params.member("textDocument").member("uri").text()
/// let line = try params.member("position").member("line").number()
/// ```
package struct Parameters {
    let value: JSONValue?
    let path: String

    package init(_ value: JSONValue?, path: String = "params") {
        self.value = value
        self.path = path
    }

    package func member(_ key: String) -> Parameters {
        Parameters(value?[key], path: path + "." + key)
    }

    package var isPresent: Bool { value != nil && value != .null }

    package func text() throws(RPCError) -> String {
        guard let text = value?.string else { throw mismatch("a string") }
        return text
    }

    /// A whole number from 0 to 2^31 − 1, as LSP's `uinteger` and `integer` are.
    package func number() throws(RPCError) -> Int {
        guard let number = value?.integer, number >= 0, number <= Int(Int32.max) else { throw mismatch("a whole number from 0") }
        return number
    }

    package func array() throws(RPCError) -> [Parameters] {
        guard let values = value?.array else { throw mismatch("an array") }
        return values.enumerated().map { Parameters($1, path: "\(path)[\($0)]") }
    }

    private func mismatch(_ expected: String) -> RPCError {
        let found = value.map { $0.kind } ?? "nothing"
        return RPCError(.invalidParams, "\(path) should be \(expected), found \(found)")
    }
}
