/// A problem with a YAML file: where it is, what was expected and, where one helps, how to fix it.
/// Rendered as `file:line:column: message; hint`, for example
/// `fixtures/network.yml:3:5: unknown key "latncy" in "profiles.wifi"; did you mean "latency"?`.
///
/// Every API of this module throws only `YAMLError`. Where several problems are found cheaply
/// (duplicate keys, unknown keys), the first is this error and the rest are in
/// ``additionalErrors``, in document order; ``description`` renders them all, one a line.
///
/// ```swift
/// do {
///     _ = try YAMLParser().parse("a: [1", file: "network.yml")
/// } catch {
///     print(error.kind, error.description)   // error is a YAMLError: the API throws only that
/// }
/// ```
package struct YAMLError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What sort of problem this is.
    package enum Kind: Hashable, Sendable {
        /// libyaml could not read the document (indentation, quoting, stray characters).
        case syntax
        /// The bytes are not UTF-8.
        case invalidUTF8
        /// An alias names an anchor that does not exist, or one that contains the alias.
        case invalidAlias
        /// Aliases would expand to more nodes than the limit ("billion laughs").
        case tooManyAliasedNodes
        /// Aliases would expand to more bytes of text than the limit (a huge value repeated).
        case tooManyAliasedBytes
        /// Collections nest deeper than the limit.
        case tooDeep
        /// A mapping has the same key twice.
        case duplicateKey
        /// A value has another type than the one asked for.
        case typeMismatch
        /// A mapping lacks a key the type needs.
        case missingKey
        /// A mapping has a key the type never asked about.
        case unknownKey
        /// A value has the right type but is not acceptable (an unknown enum case, a bad URL).
        case invalidValue
        /// The stream holds a different number of documents than asked for.
        case documentCount
    }

    package var kind: Kind
    package var file: String
    package var line: Int
    package var column: Int
    /// What is wrong, naming the path of keys where it matters: `expected an integer for
    /// "profiles.wifi.latency", found "abc"`.
    package var message: String
    /// How to fix it, if there is something better to say than the message.
    package var hint: Optional<String>
    /// Further problems found in the same pass, in document order.
    package var additionalErrors: [YAMLError]

    package init(
        _ kind: Kind, file: String, line: Int, column: Int, message: String, hint: String? = nil,
        additionalErrors: [YAMLError] = []
    ) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
        self.additionalErrors = additionalErrors
    }

    /// This error followed by its additional errors, each without further ones.
    package var allErrors: [YAMLError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }

    package var description: String {
        allErrors.map { error in
            let text = "\(error.file):\(error.line):\(error.column): \(error.message)"
            return error.hint.map { "\(text); \($0)" } ?? text
        }.joined(separator: "\n")
    }

    /// The first of `errors` carrying the others, or nil when there are none.
    static func combining(_ errors: [YAMLError]) -> YAMLError? {
        guard var first = errors.first else { return nil }
        first.additionalErrors = Array(errors.dropFirst())
        return first
    }
}
