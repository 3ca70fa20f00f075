import Expressions

/// One step definition: a pattern (a Cucumber Expression or a regular expression), the keyword it
/// was registered under, where it is written, and the body that runs against a `World`.
///
/// ```swift
/// for definition in registry.definitions where definition.keyword == .given {
///     print(definition.pattern, "at", definition.location, definition.summary.parameterTypeNames)
/// }
/// ```
@usableFromInline
package struct StepDefinition<World>: Sendable {
    /// The definition's position in its registry, stable for a build; used to refer to it in results.
    @usableFromInline package let index: Int
    @usableFromInline package let keyword: StepKeyword
    @usableFromInline package let pattern: StepPattern
    package let expression: any StepExpression
    @usableFromInline package let location: CodeLocation
    /// The full path of the Swift file that registered it (`#filePath`), where the build saw it; nil
    /// when not known. `location` is what reports show; this is what an editor opens.
    @usableFromInline package let sourcePath: String?
    @usableFromInline let body: @Sendable (inout World, StepArguments) throws -> Void

    /// The definition without its body, for glossaries, snippets and reports.
    @usableFromInline package var summary: StepDefinitionSummary {
        StepDefinitionSummary(index: index, keyword: keyword, pattern: pattern, location: location,
                              parameterTypeNames: (expression as? CucumberExpression)?.parameterTypes.map(\.name) ?? [],
                              sourcePath: sourcePath)
    }
}

/// What a step definition looks like from outside: its pattern, its parameters and where it is written.
///
/// ```swift
/// for summary in system.stepDefinitions {
///     print("\(summary.keyword.rawValue) \(summary.pattern)  (\(summary.location))")
/// }
/// ```
@usableFromInline
package struct StepDefinitionSummary: Hashable, Sendable, Codable {
    @usableFromInline package var index: Int
    @usableFromInline package var keyword: StepKeyword
    @usableFromInline package var pattern: StepPattern
    @usableFromInline package var location: CodeLocation
    /// The parameter types of the pattern, in order (`int`, `article`, …).
    @usableFromInline package var parameterTypeNames: [String]
    /// The full path of the Swift file that registered it, for an editor; nil when not known.
    @usableFromInline package var sourcePath: Optional<String>

    @usableFromInline package init(index: Int, keyword: StepKeyword, pattern: StepPattern, location: CodeLocation,
                parameterTypeNames: [String], sourcePath: String? = nil) {
        self.index = index
        self.keyword = keyword
        self.pattern = pattern
        self.location = location
        self.parameterTypeNames = parameterTypeNames
        self.sourcePath = sourcePath
    }
}

/// A step definition's pattern as written. A string literal is a Cucumber Expression unless it is
/// anchored like a regular expression (`^…` or `…$`), which is Cucumber's own rule.
///
/// ```swift
/// let expression: StepPattern = "I wait {int} seconds"           // a Cucumber Expression
/// let regex: StepPattern = "^I wait (\\d+) seconds$"              // anchored: a regular expression
/// let explicit = StepPattern.regex("I wait (\\d+) seconds")
/// ```
public struct StepPattern: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Which language the pattern is written in.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A Cucumber Expression: `I open {album}`.
        case cucumberExpression
        /// A regular expression: `^I wait (\\d+) seconds$`.
        case regularExpression
    }

    /// The pattern as written.
    public var source: String
    /// Which language it is written in.
    public var kind: Kind

    /// The pattern `source`, in the language `kind` says.
    public init(_ source: String, kind: Kind) {
        self.source = source
        self.kind = kind
    }

    /// A Cucumber Expression, or a regular expression when anchored (`^…` or `…$`).
    public init(stringLiteral source: String) {
        let anchored = source.hasPrefix("^") || source.hasSuffix("$")
        self.init(source, kind: anchored ? .regularExpression : .cucumberExpression)
    }

    /// A regular expression, anchored or not.
    public static func regex(_ source: String) -> StepPattern { StepPattern(source, kind: .regularExpression) }

    /// A Cucumber Expression as written, a regular expression between slashes (`/^I wait (\\d+)$/`).
    public var description: String {
        kind == .regularExpression ? "/\(source)/" : source
    }
}
