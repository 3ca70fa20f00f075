import SpecrunKit
/// Reads one line of the child's output as a JSON value, or says where it stops being JSON.
struct JSONLineParser {
    /// Why a line is not JSON: what was wrong, at which byte (from 1).
    struct Failure: Error, CustomStringConvertible {
        let message: String
        let offset: Int
        var description: String { "\(message) at character \(offset)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value of `line` (one JSON value, surrounding blanks allowed).
    static func parse(_ line: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONLineParser(line)
        parser.skipBlanks()
        let value = try parser.value(depth: 0)
        parser.skipBlanks()
        guard parser.index == parser.bytes.count else { throw parser.failure("more text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: index + 1)
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < 64 else { throw failure("nested deeper than 64 levels") }
        guard index < bytes.count else { throw failure("the line ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case 0x80...: throw failure("unexpected byte 0x" + String(bytes[index], radix: 16, uppercase: true))
        default: throw failure("unexpected character “\(Character(Unicode.Scalar(bytes[index])))”")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw failure("expected \(word)")
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
            let key = try string()
            skipBlanks()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected “:” after a key") }
            index += 1
            skipBlanks()
            members.append((key, try value(depth: depth + 1)))
            skipBlanks()
            guard index < bytes.count else { throw failure("the line ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("expected “,” or “}” in an object")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            skipBlanks()
            values.append(try value(depth: depth + 1))
            skipBlanks()
            guard index < bytes.count else { throw failure("the line ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(values) }
            throw failure("expected “,” or “]” in an array")
        }
    }

    private mutating func string() throws(Failure) -> String {
        let opening = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        // A line is UTF-8: a string with other bytes is refused, not read with replacement characters.
        func flush(_ end: Int) throws(Failure) {
            guard end > start else { return }
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
                throw Failure(message: "invalid UTF-8 in the string that starts", offset: opening + 1)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                try flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw failure("an unknown escape in a string")
                }
                start = index
                continue
            }
            index += 1
        }
        throw failure("the line ends inside a string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("expected 4 hexadecimal digits after \\u") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexDigit(bytes[index]) else { throw failure("expected 4 hexadecimal digits after \\u") }
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

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw failure("not a number")
        }
        return .number(value)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
