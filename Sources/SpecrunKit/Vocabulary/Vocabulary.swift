import Expressions

/// The phrases one custom parameter type understands, each turned into a value: the sights of a
/// system ("a blank view with a progress bar"), its routes ("via search-result"). Each phrase is a
/// regular expression (ICU syntax, without capture groups); a phrase may be followed by a remark
/// in parentheses, as design documents write them ("any banners (suppress offline warnings when
/// content is cached)"), which is ignored.
///
/// The parameter type matches any phrase in one regular expression, and tells which one matched
/// by its capture group, so turning a step's text into a value costs no further matching.
///
/// ```swift
/// var words = Vocabulary<Int>(name: "count")
/// words.add("once", 1)
/// words.add("[0-9]{1,9} times") { text in Int(text.prefix { $0 != " " }) ?? 0 }
/// steps.define(words)   // {count} in a step: "once", "3 times"
/// ```
public struct Vocabulary<Value: Sendable>: Sendable {
    /// The parameter type's name, as written in braces: `sight` for `{sight}`.
    public private(set) var name: String
    private var phrases: [Phrase] = []

    private struct Phrase: Sendable {
        let pattern: String
        let value: @Sendable (Substring) throws -> Value
    }

    /// An empty vocabulary for the parameter type `{name}`.
    public init(name: String) {
        self.name = name
    }

    /// An empty vocabulary for `{sight}`: a world's `sights`, which the common steps read
    /// ("I should see {sight}").
    public init() {
        self.init(name: "sight")
    }

    /// Adds a phrase whose value is made from the text it matched (without a remark).
    public mutating func add(_ pattern: String, _ value: @escaping @Sendable (Substring) throws -> Value) {
        phrases.append(Phrase(pattern: pattern, value: value))
    }

    /// Adds a phrase that always means `value`.
    public mutating func add(_ pattern: String, _ value: Value) {
        add(pattern) { _ in value }
    }

    /// The phrases' patterns, in the order they were added.
    public var patterns: [String] { phrases.map(\.pattern) }

    /// A remark in parentheses after a phrase, which the value ignores.
    static var remark: String { #"(?: \([^()]*\))?"# }

    /// The parameter type matching any phrase; throws when a phrase is not a valid regular expression.
    package func parameterType() throws -> ParameterType {
        let phrases = phrases
        var type = try ParameterType(
            name: name, regexps: phrases.map { "((?:" + $0.pattern + ")" + Self.remark + ")" }, typeName: "\(Value.self)",
            useForSnippets: false
        ) { values in
            guard let index = values.firstIndex(where: { $0 != nil }), let text = values[index] else { return nil }
            return try phrases[index].value(Self.withoutRemark(text))
        }
        type.examples = phrases.flatMap { PhraseReading.readings(of: $0.pattern) }
        return type
    }

    /// The text before a trailing remark in parentheses.
    static func withoutRemark(_ text: String) -> Substring {
        guard text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else { return text[...] }
        return text[..<open.lowerBound]
    }
}
