/// Where a text stops being JSON (RFC 8259), for an error that points at the place: Foundation's
/// decoder only says "The given data was not valid JSON". One pass over the bytes, iterative (a
/// stack of the containers open, so any nesting is fine), without building values.
///
/// ```swift
/// if let error = JSONSyntax.firstError(in: Array(#"{"runs": [1, 2"#.utf8)) {
///     print("results.json:\(error.line):\(error.column): \(error.message)")
///     // results.json:1:15: the text ends inside an array (was the file cut short?)
/// }
/// ```
package enum JSONSyntax {
    /// The first place where `bytes` is not one JSON value (blanks around it allowed): its line and
    /// column (from 1, a column counting characters) and what was expected there; nil for JSON.
    package static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
        var scanner = Scanner(bytes: bytes)
        return scanner.check()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// What may come next.
        enum Expecting { case value, keyOrEnd, key, colon, commaOrEnd }

        mutating func check() -> JSONSyntaxError? {
            var open: [UInt8] = []   // `{` or `[` for each container package
            var expecting = Expecting.value
            var first = true         // right after `[`: `]` may come instead of a value
            while true {
                skipBlanks()
                guard index < bytes.count else {
                    if open.isEmpty && expecting == .commaOrEnd { return nil }
                    let inside = open.last.map { $0 == UInt8(ascii: "{") ? "inside an object" : "inside an array" } ?? "where a value should be"
                    return error("the text ends \(inside) (was the file cut short?)")
                }
                let byte = bytes[index]
                switch expecting {
                case .value:
                    if first, open.last == UInt8(ascii: "["), byte == UInt8(ascii: "]") {
                        index += 1
                        open.removeLast()
                        expecting = .commaOrEnd
                        first = false
                        continue
                    }
                    first = false
                    switch byte {
                    case UInt8(ascii: "{"):
                        index += 1
                        open.append(byte)
                        expecting = .keyOrEnd
                        continue
                    case UInt8(ascii: "["):
                        index += 1
                        open.append(byte)
                        first = true
                        continue
                    case UInt8(ascii: "\""): if let failure = string() { return failure }
                    case UInt8(ascii: "t"): if let failure = literal("true") { return failure }
                    case UInt8(ascii: "f"): if let failure = literal("false") { return failure }
                    case UInt8(ascii: "n"): if let failure = literal("null") { return failure }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): if let failure = number() { return failure }
                    default: return unexpected("a value")
                    }
                    expecting = .commaOrEnd
                case .keyOrEnd, .key:
                    if expecting == .keyOrEnd, byte == UInt8(ascii: "}") {
                        index += 1
                        open.removeLast()
                        expecting = .commaOrEnd
                        continue
                    }
                    guard byte == UInt8(ascii: "\"") else { return unexpected("a key in double quotes") }
                    if let failure = string() { return failure }
                    expecting = .colon
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return unexpected("\":\"") }
                    index += 1
                    expecting = .value
                case .commaOrEnd:
                    guard let container = open.last else { return unexpected("the end of the text") }
                    let close = container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        expecting = container == UInt8(ascii: "{") ? .key : .value
                    } else if byte == close {
                        index += 1
                        open.removeLast()
                    } else {
                        return unexpected("\",\" or \"\(Character(Unicode.Scalar(close)))\"")
                    }
                }
            }
        }

        mutating func skipBlanks() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        mutating func string() -> JSONSyntaxError? {
            let start = index
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    index += 2
                case 0..<0x20:
                    return error("a control character inside a string (write it as an escape such as \\n)")
                default:
                    index += 1
                }
            }
            index = start
            return error("the text ends inside this string (was the file cut short?)")
        }

        mutating func literal(_ word: StaticString) -> JSONSyntaxError? {
            let count = word.utf8CodeUnitCount
            let matches = index + count <= bytes.count
                && word.withUTF8Buffer { expected in bytes[index..<index + count].elementsEqual(expected) }
            guard matches else { return unexpected("a value") }
            index += count
            return nil
        }

        mutating func number() -> JSONSyntaxError? {
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
            guard valid else {
                index = start
                return error("a number that is not complete")
            }
            return nil
        }

        func unexpected(_ expected: String) -> JSONSyntaxError {
            let byte = bytes[index]
            let found = (0x21..<0x7F).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x" + String(byte, radix: 16, uppercase: true)
            return error("expected \(expected), found \(found)")
        }

        /// An error at `index`: its line, and its column in characters (UTF-8 continuation bytes
        /// are not counted).
        func error(_ message: String) -> JSONSyntaxError {
            var line = 1, column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return JSONSyntaxError(line: line, column: column, message: message)
        }
    }
}

/// Where a text stops being JSON, and why (`JSONSyntax.firstError(in:)`).
package struct JSONSyntaxError: Error, Hashable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String

    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
