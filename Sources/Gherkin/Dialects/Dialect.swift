/// The keywords of one spoken language of Gherkin (`# language: fr`), as listed in the official
/// `gherkin-languages.json`. Title keywords (`Feature`, `Scenario`, …) are written without their
/// colon; step keywords keep their trailing space where the language has one (`"Given "`).
///
/// ```swift
/// let french = Dialect.named("fr")!
/// french.native                               // "français"
/// french.keywords(.feature)                   // ["Fonctionnalité"]
/// french.keywordType(ofStepKeyword: "Soit ")  // .context
/// Dialect.codes.contains("zh-CN")             // true
/// ```
package struct Dialect: Hashable, Sendable {
    package let code: String
    /// The language's name in English (`French`).
    package let name: String
    /// The language's name in itself (`français`).
    package let native: String
    package let feature: [String]
    package let rule: [String]
    package let background: [String]
    package let scenario: [String]
    package let scenarioOutline: [String]
    package let examples: [String]
    package let given: [String]
    package let when: [String]
    package let then: [String]
    package let and: [String]
    package let but: [String]

    package init(code: String, name: String, native: String, feature: [String], rule: [String],
                background: [String], scenario: [String], scenarioOutline: [String],
                examples: [String], given: [String], when: [String], then: [String],
                and: [String], but: [String]) {
        self.code = code
        self.name = name
        self.native = native
        self.feature = feature
        self.rule = rule
        self.background = background
        self.scenario = scenario
        self.scenarioOutline = scenarioOutline
        self.examples = examples
        self.given = given
        self.when = when
        self.then = then
        self.and = and
        self.but = but
    }

    /// The dialect with this language code (`en`, `fr`, `zh-CN`), or nil when Gherkin has none.
    package static func named(_ code: String) -> Dialect? {
        byCode[code]
    }

    /// English, the dialect of a file without a `# language:` line.
    package static let english = named("en")!

    /// Every language code, sorted.
    package static var codes: [String] { all.map(\.code) }

    private static let byCode: [String: Dialect] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// The keywords of one kind, in the order the language lists them.
    package func keywords(_ kind: Keyword) -> [String] {
        switch kind {
        case .feature: feature
        case .rule: rule
        case .background: background
        case .scenario: scenario
        case .scenarioOutline: scenarioOutline
        case .examples: examples
        case .given: given
        case .when: when
        case .then: then
        case .and: and
        case .but: but
        }
    }

    /// Every step keyword (given, when, then, and, but; `* ` once), longest first, as the parser
    /// tries them.
    package var stepKeywords: [String] {
        var seen = Set<String>()
        // Each length counted once (counting characters is costly), then the same sort.
        return (given + when + then + and + but)
            .filter { seen.insert($0).inserted }
            .map { (keyword: $0, length: $0.count) }
            .sorted { $0.length > $1.length }
            .map(\.keyword)
    }

    /// The kind of a step keyword: context, action or outcome when it belongs to exactly one of
    /// given/when/then, conjunction for and/but, unknown when it belongs to several (like `* `).
    package func keywordType(ofStepKeyword keyword: String) -> StepKeywordType? {
        var types: [StepKeywordType] = []
        for (kind, type) in Self.stepKinds where keywords(kind).contains(keyword) {
            types.append(type)
        }
        if types.isEmpty { return nil }
        return types.count == 1 ? types[0] : .unknown
    }

    static let stepKinds: [(Keyword, StepKeywordType)] = [
        (.given, .context), (.when, .action), (.then, .outcome), (.and, .conjunction), (.but, .conjunction),
    ]

    /// The kinds of keyword a dialect lists.
    package enum Keyword: String, CaseIterable, Sendable {
        case feature, rule, background, scenario, scenarioOutline, examples
        case given, when, then, and, but
    }
}
