/// Resolves scalar text to a value with the YAML 1.2 core schema (YAML 1.2.2, section 10.3.2),
/// honouring the explicit core tags `!!null`, `!!bool`, `!!int`, `!!float` and `!!str`.
enum ScalarResolver {
    static let corePrefix = "tag:yaml.org,2002:"

    /// The value of a scalar, or nil when an explicit core tag names a type its text is not.
    static func resolve(_ text: String, style: YAMLScalar.Style, tag: String?) -> YAMLScalar.Value? {
        guard let tag, tag != "!" else {
            return style == .plain ? resolvePlain(text) : .string(text)
        }
        guard tag.hasPrefix(corePrefix) else { return .string(text) }
        switch tag.dropFirst(corePrefix.count) {
        case "null": return isNull(text) ? .null : nil
        case "bool": return bool(text).map(YAMLScalar.Value.bool)
        case "int": return int(text)
        case "float":
            if let value = int(text) {
                if case .int(let whole) = value { return .double(Double(whole)) }
                return value
            }
            return float(text).map(YAMLScalar.Value.double)
        default: return .string(text)
        }
    }

    /// A tag written the short way where it is a core tag: `!!int` for `tag:yaml.org,2002:int`.
    static func shortForm(of tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }

    static func resolvePlain(_ text: String) -> YAMLScalar.Value {
        guard let first = text.utf8.first else { return .null }
        guard mayStartNonString.contains(first) else { return .string(text) }
        if isNull(text) { return .null }
        if let bool = bool(text) { return .bool(bool) }
        if let int = int(text) { return int }
        if let float = float(text) { return .double(float) }
        return .string(text)
    }

    /// The bytes a null, boolean or number can start with; text starting otherwise is a string.
    private static let mayStartNonString = Set("0123456789+-.~nNtTfF".utf8)

    static func isNull(_ text: String) -> Bool {
        ["", "~", "null", "Null", "NULL"].contains(text)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`; `.double` when too large for `Int`.
    static func int(_ text: String) -> YAMLScalar.Value? {
        let utf8 = Array(text.utf8)
        let radix: Int
        var digits: ArraySlice<UInt8>
        var negative = false
        if utf8.starts(with: Array("0o".utf8)) {
            (radix, digits) = (8, utf8.dropFirst(2))
        } else if utf8.starts(with: Array("0x".utf8)) {
            (radix, digits) = (16, utf8.dropFirst(2))
        } else {
            (radix, digits) = (10, utf8[...])
            if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                negative = sign == UInt8(ascii: "-")
                digits = digits.dropFirst()
            }
        }
        guard !digits.isEmpty, digits.allSatisfy({ digitValue($0).map { $0 < radix } ?? false }) else {
            return nil
        }
        var exact = 0
        var overflow = false
        var approximate = 0.0
        for digit in digits.map({ digitValue($0)! }) {
            approximate = approximate * Double(radix) + Double(digit)
            if !overflow {
                let (shifted, o1) = exact.multipliedReportingOverflow(by: radix)
                let (added, o2) = shifted.addingReportingOverflow(negative ? -digit : digit)
                (exact, overflow) = (added, o1 || o2)
            }
        }
        guard overflow else { return .int(exact) }
        if radix == 10, let decimal = Double(String(decoding: digits, as: UTF8.self)) { approximate = decimal }
        return .double(negative ? -approximate : approximate)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` in three cases, `.nan`.
    static func float(_ text: String) -> Double? {
        var body = Substring(text)
        var sign = 1.0
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        if [".inf", ".Inf", ".INF"].contains(body) { return sign * .infinity }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .nan }
        guard isDecimalFloat(body) else { return nil }
        var normalized = String(body)
        if let dot = normalized.firstIndex(of: "."),
            normalized.index(after: dot) == normalized.endIndex
                || "eE".contains(normalized[normalized.index(after: dot)])
        {
            normalized.insert("0", at: normalized.index(after: dot))
        }
        if normalized.first == "." { normalized = "0" + normalized }
        return Double(normalized).map { sign * $0 }
    }

    private static func isDecimalFloat(_ body: Substring) -> Bool {
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        var rest = body[...]
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = Substring()
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
            if whole.isEmpty && fraction.isEmpty { return false }
        } else if whole.isEmpty {
            return false
        }
        if let e = rest.first, e == "e" || e == "E" {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit)
            if exponent.isEmpty { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
