/// The parameter types every registry starts with, with upstream's regexps and Swift value types.
extension ParameterType {
    static let integerRegexps = [#"-?\d+"#, #"\d+"#]
    static let floatRegexp = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
    static let wordRegexp = #"[^\s]+"#
    static let stringRegexps = [#""([^"\\]*(\\.[^"\\]*)*)""#, #"'([^'\\]*(\\.[^'\\]*)*)'"#]
    static let anonymousRegexp = ".*"

    /// `{int}`, `{float}`, `{double}`, `{byte}`, `{short}`, `{long}`, `{biginteger}`, `{bigdecimal}`, `{word}`,
    /// `{string}` and the anonymous `{}`. `{int}` and `{float}` are the suggested number types and `{string}`
    /// the suggested text type, as upstream suggests them (and the compatibility kit's streams record);
    /// `{int}` and `{double}` are the preferred types of a regular expression's group.
    static let builtIns: [ParameterType] = [
        builtIn("int", integerRegexps, "Int", snippets: true, preferred: true) { try number($0, Int.self) },
        builtIn("float", [floatRegexp], "Float", snippets: true) { try number($0, Float.self) },
        builtIn("double", [floatRegexp], "Double", preferred: true) { try number($0, Double.self) },
        builtIn("byte", integerRegexps, "Int8") { try number($0, Int8.self) },
        builtIn("short", integerRegexps, "Int16") { try number($0, Int16.self) },
        builtIn("long", integerRegexps, "Int64") { try number($0, Int64.self) },
        builtIn("biginteger", integerRegexps, "String") { $0.first ?? nil },
        builtIn("bigdecimal", [floatRegexp], "String") { $0.first ?? nil },
        builtIn("word", [wordRegexp], "String") { $0.first ?? nil },
        builtIn("string", stringRegexps, "String", snippets: true) { values in
            // The text between the quotes: double-quoted when the first group took part, else single-quoted.
            guard let quoted = values.first(where: { $0 != nil }) ?? nil else { return nil }
            guard quoted.utf8.contains(UInt8(ascii: "\\")) else { return quoted }
            return quoted.replacingOccurrences(of: #"\""#, with: #"""#).replacingOccurrences(of: #"\'"#, with: "'")
        },
        builtIn("", [anonymousRegexp], "String", preferred: true) { $0.first ?? nil },
    ]

    private static func builtIn(_ name: String, _ regexps: [String], _ typeName: String, snippets: Bool = false,
                                preferred: Bool = false,
                                transformer: @escaping Transformer) -> ParameterType {
        // The built-in names and regexps are constants known to be valid.
        try! ParameterType(name: name, regexps: regexps, typeName: typeName, useForSnippets: snippets,
                           preferForRegexpMatch: preferred, snippetWeight: 0, knownValid: true, transformer: transformer)
    }

    /// Parses the matched text as a number of type `T`, failing with the reason when it does not fit.
    private static func number<T: LosslessStringConvertible & Sendable>(_ values: [String?], _: T.Type) throws -> T? {
        guard let text = values.first ?? nil else { return nil }
        guard let value = T(text) else { throw NumberOutOfRangeError(text: text, typeName: "\(T.self)") }
        return value
    }
}

/// A matched number that its parameter type's Swift type cannot hold.
struct NumberOutOfRangeError: Error, CustomStringConvertible {
    let text: String
    let typeName: String

    var description: String {
        "'\(text)' is not a valid \(typeName): it is out of range or not a number. Use a wider type (say {long} or {biginteger}) or a smaller number"
    }
}
