import Foundation

/// Decodes the types that come from one scalar: strings, booleans, integers of every size,
/// floating-point numbers, `Decimal`, `URL` and `Date` (ISO 8601 text, or seconds since 1970).
struct ScalarDecoding {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    let failure: DecodingFailure

    init(node: YAMLNode, codingPath: [any CodingKey], state: DecodingState) {
        self.node = node
        self.codingPath = codingPath
        failure = state.failure
    }

    /// Which of the scalar types this decodes a type is: the types a decoding container has a
    /// method for, and `Decimal`, `URL` and `Date`. Told by the type's identity, never by a cast
    /// to a protocol (`as? any FixedWidthInteger.Type`): the first such cast of each type looks
    /// through every conformance of the program, about 170,000 instructions in specrun's, and a
    /// decode meets dozens of types.
    enum Kind {
        case string, bool, integer(any FixedWidthInteger.Type), floatingPoint(any BinaryFloatingPoint.Type), decimal, url, date

        private static let integers: [any FixedWidthInteger.Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
        ]
        private static let floatingPoints: [any BinaryFloatingPoint.Type] = [Double.self, Float.self]

        /// Nil when `type` is none of them (another type decodes through its `init(from:)`).
        init?(_ type: Any.Type) {
            let id = ObjectIdentifier(type)
            if type == String.self {
                self = .string
            } else if type == Bool.self {
                self = .bool
            } else if let integer = Self.integers.first(where: { ObjectIdentifier($0) == id }) {
                self = .integer(integer)
            } else if let float = Self.floatingPoints.first(where: { ObjectIdentifier($0) == id }) {
                self = .floatingPoint(float)
            } else if type == Decimal.self {
                self = .decimal
            } else if type == URL.self {
                self = .url
            } else if type == Date.self {
                self = .date
            } else {
                return nil
            }
        }
    }

    /// The value of the node as a `T` of scalar kind `kind`.
    func decode<T>(_ type: T.Type, as kind: Kind) throws -> T? {
        switch kind {
        case .string: try string() as? T
        case .bool: try bool() as? T
        case .integer(let integer): try self.integer(integer) as? T
        case .floatingPoint(let float): try floatingPoint(float) as? T
        case .decimal: try decimal() as? T
        case .url: try url() as? T
        case .date: try date() as? T
        }
    }

    /// The text of any scalar but a null one: `version: 1.10` gives "1.10".
    func string() throws -> String {
        try scalar(expected: "a string", type: String.self, nullHint: "quote it if you mean the text").text
    }

    func bool() throws -> Bool {
        let scalar = try scalar(expected: "true or false", type: Bool.self)
        if case .bool(let value) = scalar.value { return value }
        let hint =
            ["yes", "no", "on", "off", "y", "n"].contains(scalar.text.lowercased())
            ? "YAML 1.2 reads \(scalar.text) as text; write true or false" : quotesHint(scalar)
        throw failure.typeMismatch(expected: "true or false", type: Bool.self, node: node, codingPath: codingPath, hint: hint)
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let scalar = try scalar(expected: "an integer", type: type)
        let exact: I?
        switch scalar.value {
        case .int(let value): exact = I(exactly: value)
        case .double(let value): exact = Self.wideInteger(I.self, from: scalar.text) ?? I(exactly: value)
        default: exact = nil
        }
        if let exact { return exact }
        let isWhole = scalar.value.isNumber && (node.double.map { $0.rounded() == $0 } ?? false)
        let expected = isWhole ? "an integer from \(I.min) to \(I.max) (\(I.self))" : "an integer"
        throw failure.typeMismatch(
            expected: expected, type: type, node: node, codingPath: codingPath, hint: quotesHint(scalar))
    }

    func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
        let scalar = try scalar(expected: "a number", type: type)
        guard let value = node.double else {
            throw failure.typeMismatch(
                expected: "a number", type: type, node: node, codingPath: codingPath, hint: quotesHint(scalar))
        }
        return F(value)
    }

    func decimal() throws -> Decimal {
        let scalar = try scalar(expected: "a number", type: Decimal.self)
        switch scalar.value {
        case .int(let value): return Decimal(value)
        case .double(let value): return Decimal(string: scalar.text, locale: nil) ?? Decimal(value)
        default:
            throw failure.typeMismatch(
                expected: "a number", type: Decimal.self, node: node, codingPath: codingPath, hint: quotesHint(scalar))
        }
    }

    func url() throws -> URL {
        let text = try scalar(expected: "a URL", type: URL.self).text
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), let url = URL(string: text) else {
            throw failure.invalidValue(
                "expected a URL\(NodePath(codingPath).forPhrase), found \(DecodingFailure.describe(node))",
                hint: "write it like https://example.org/path, with spaces as %20", node: node, codingPath: codingPath)
        }
        return url
    }

    func date() throws -> Date {
        let scalar = try scalar(expected: "a date", type: Date.self)
        if scalar.isPlain, let seconds = node.double { return Date(timeIntervalSince1970: seconds) }
        let formatter = ISO8601DateFormatter()
        let options: [ISO8601DateFormatter.Options] = [
            [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate],
        ]
        for option in options {
            formatter.formatOptions = option
            if let date = formatter.date(from: scalar.text) { return date }
        }
        throw failure.invalidValue(
            "expected a date\(NodePath(codingPath).forPhrase), found \(DecodingFailure.describe(node))",
            hint: "write it in ISO 8601, like 2024-05-01 or 2024-05-01T12:00:00Z", node: node, codingPath: codingPath)
    }

    /// The node's scalar; a collection or a null is a mismatch.
    private func scalar(expected: String, type: Any.Type, nullHint: String? = nil) throws -> YAMLScalar {
        guard let scalar = node.scalar, scalar.value != .null else {
            let hint = node.scalar.map { $0.text.isEmpty ? "write a value" : nullHint ?? "write a value" }
            throw failure.typeMismatch(expected: expected, type: type, node: node, codingPath: codingPath, hint: hint)
        }
        return scalar
    }

    /// "remove the quotes" for a quoted scalar that would be the wanted type without them.
    private func quotesHint(_ scalar: YAMLScalar) -> String? {
        guard !scalar.isPlain, case .string = scalar.value,
            ScalarResolver.resolvePlain(scalar.text) != .string(scalar.text)
        else { return nil }
        return "remove the quotes: quoted values are always text"
    }

    /// Integers beyond `Int` (a `UInt64` near its maximum), read from their digits.
    private static func wideInteger<I: FixedWidthInteger>(_ type: I.Type, from text: String) -> I? {
        if text.hasPrefix("0x") { return I(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return I(text.dropFirst(2), radix: 8) }
        return I(text, radix: 10)
    }
}

extension YAMLScalar.Value {
    var isNumber: Bool {
        switch self {
        case .int, .double: true
        default: false
        }
    }
}
