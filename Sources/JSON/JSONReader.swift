/// Reads JSON (RFC 8259) into a `JSONValue`, or says where the text stops being JSON and why: the
/// one reader of the project, for an adapter child's lines, a language client's messages and the
/// place a results file breaks (Foundation's decoder only says "not valid JSON"). One pass over
/// the UTF-8 bytes, iterative (a stack of the containers open), so any nesting is read or refused
/// by `depthLimit`, never by the thread's stack.
///
/// ```swift
/// let value = try JSONReader.read(Array(#"{"id": 1, "method": "shutdown"}"#.utf8))
/// value["method"]?.string                                  // "shutdown"
/// if let error = JSONReader.firstError(in: Array(#"{"runs": [1, 2"#.utf8)) {
///     print("results.json:\(error.line):\(error.column): \(error.message)")
///     // results.json:1:15: the text ends inside an array (was the file cut short?)
/// }
/// ```
package struct JSONReader {
    /// How deep every reader of JSON lets containers nest (results, references, the language
    /// server's messages, the adapter protocol): far deeper than any file specrun writes, and
    /// shallow enough that a value's teardown, which recurses, never runs out of stack.
    package static let depthLimit = 256

    /// The value of `bytes`: one JSON value, blanks around it allowed; containers nested deeper
    /// than `depthLimit` are refused.
    package static func read(_ bytes: [UInt8], depthLimit: Int = JSONReader.depthLimit) throws(JSONReadError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, depthLimit: depthLimit)
        return try reader.document()
    }

    /// The first place where `bytes` is not one JSON value; nil for JSON.
    package static func firstError(in bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try read(bytes)
            return nil
        } catch {
            return error
        }
    }

    private let bytes: [UInt8]
    private let depthLimit: Int
    private var index = 0

    /// A container being read, with what it holds so far.
    private enum Open {
        case array([JSONValue])
        case object([(String, JSONValue)], key: String)
    }

    /// What may come next.
    private enum Expecting { case value, firstValueOrEnd, keyOrEnd, key, colon, commaOrEnd }

    private init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    private mutating func document() throws(JSONReadError) -> JSONValue {
        var open: [Open] = []
        var expecting = Expecting.value
        while true {
            skipBlanks()
            guard index < bytes.count else {
                let inside = switch open.last {
                case .array: "inside an array"
                case .object: "inside an object"
                case nil: "where a value should be"
                }
                throw failure("the text ends \(inside) (was the file cut short?)")
            }
            let byte = bytes[index]
            var done: JSONValue?
            switch expecting {
            case .value, .firstValueOrEnd:
                if expecting == .firstValueOrEnd, byte == UInt8(ascii: "]") {
                    index += 1
                    done = .array([])
                    open.removeLast()
                    break
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < depthLimit else { throw failure("nested deeper than \(depthLimit) levels") }
                    index += 1
                    open.append(byte == UInt8(ascii: "[") ? .array([]) : .object([], key: ""))
                    expecting = byte == UInt8(ascii: "[") ? .firstValueOrEnd : .keyOrEnd
                    continue
                case UInt8(ascii: "\""): done = .string(try string())
                case UInt8(ascii: "t"): try literal("true"); done = .bool(true)
                case UInt8(ascii: "f"): try literal("false"); done = .bool(false)
                case UInt8(ascii: "n"): try literal("null"); done = .null
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): done = .number(try number())
                default: throw unexpected("a value")
                }
            case .keyOrEnd, .key:
                if expecting == .keyOrEnd, byte == UInt8(ascii: "}") {
                    index += 1
                    done = .object([])
                    open.removeLast()
                    break
                }
                guard byte == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
                let key = try string()
                guard case .object(let members, _) = open.removeLast() else { preconditionFailure("a key outside an object") }
                open.append(.object(members, key: key))
                expecting = .colon
                continue
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw unexpected("\":\"") }
                index += 1
                expecting = .value
                continue
            case .commaOrEnd:
                switch open.last {
                case nil:
                    throw unexpected("the end of the text")
                case .array(let values):
                    if byte == UInt8(ascii: ",") {
                        expecting = .value
                    } else if byte == UInt8(ascii: "]") {
                        open.removeLast()
                        done = .array(values)
                    } else {
                        throw unexpected("\",\" or \"]\"")
                    }
                case .object(let members, _):
                    if byte == UInt8(ascii: ",") {
                        expecting = .key
                    } else if byte == UInt8(ascii: "}") {
                        open.removeLast()
                        done = .object(members)
                    } else {
                        throw unexpected("\",\" or \"}\"")
                    }
                }
                index += 1
                guard done != nil else { continue }
            }
            guard let value = done else { continue }
            // A whole value: it goes into the container open, or it is the document.
            switch open.popLast() {
            case nil:
                skipBlanks()
                guard index == bytes.count else { throw unexpected("the end of the text") }
                return value
            case .array(var values):
                values.append(value)
                open.append(.array(values))
            case .object(var members, let key):
                members.append((key, value))
                open.append(.object(members, key: ""))
            }
            expecting = .commaOrEnd
        }
    }

    private mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { expected in bytes[index..<index + count].elementsEqual(expected) }
        guard matches else { throw unexpected("a value") }
        index += count
    }

    /// A string from its opening quote; UTF-8 only (other bytes are refused, not replaced).
    private mutating func string() throws(JSONReadError) -> String {
        let opening = index
        index += 1
        var start = index
        var unescaped: [UInt8] = []
        var escapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String?
                if escapes {
                    unescaped.append(contentsOf: bytes[start..<index])
                    text = String(validating: unescaped, as: UTF8.self)
                } else {
                    text = String(validating: bytes[start..<index], as: UTF8.self)
                }
                guard let text else { throw JSONReadError("invalid UTF-8 in the string that starts", at: opening, in: bytes) }
                index += 1
                return text
            }
            if byte < 0x20 { throw failure("a control character inside a string (write it as an escape such as \\n)") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            escapes = true
            unescaped.append(contentsOf: bytes[start..<index])
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(escape)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                unescaped.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
            default:
                index -= 2
                throw failure("an unknown escape in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            }
            start = index
        }
        index = opening
        throw failure("the text ends inside this string (was the file cut short?)")
    }

    private mutating func hex4() throws(JSONReadError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw failure("expected 4 hexadecimal digits after \\u")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as RFC 8259 writes it (`-`, digits, an optional fraction and exponent).
    private mutating func number() throws(JSONReadError) -> Double {
        let start = index
        func digits() -> Bool {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index > from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        var valid = digits()
        if valid, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            valid = digits()
        }
        if valid, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            valid = digits()
        }
        guard valid, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw failure("a number that is not complete")
        }
        return value
    }

    private func unexpected(_ expected: String) -> JSONReadError {
        let byte = bytes[index]
        let found = (0x21..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x" + String(byte, radix: 16, uppercase: true)
        return failure("expected \(expected), found \(found)")
    }

    private func failure(_ message: String) -> JSONReadError {
        JSONReadError(message, at: index, in: bytes)
    }
}

/// Where a text stops being JSON, and why (`JSONReader`): the byte's offset, and its line and
/// column (from 1, a column counting characters).
package struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    /// The offset of the byte at fault, from 0.
    package var offset: Int
    package var line: Int
    package var column: Int

    package init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    init(_ message: String, at offset: Int, in bytes: [UInt8]) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(message: message, offset: offset, line: line, column: column)
    }

    /// `MESSAGE at character N`, N counting bytes from 1: for a one-line text.
    package var description: String { "\(message) at character \(offset + 1)" }
}
