/// What `specrun gherkin` prints of each file (`--format`, repeatable): named once, when the
/// options are read, and asked of each file as a set of bits rather than a set of names.
///
/// ```swift
/// let formats = GherkinFormats(names: ["ast", "pickles"])!
/// formats.contains(.pickles)  // true
/// formats.contains(.source)   // false
/// GherkinFormats.standard.names  // ["ast", "pickles", "source", "errors"]
/// GherkinFormats(names: ["pickle"])  // nil: no such format
/// ```
struct GherkinFormats: OptionSet, Sendable {
    let rawValue: UInt8

    static let tokens = GherkinFormats(rawValue: 1 << 0)
    static let ast = GherkinFormats(rawValue: 1 << 1)
    static let pickles = GherkinFormats(rawValue: 1 << 2)
    static let source = GherkinFormats(rawValue: 1 << 3)
    static let errors = GherkinFormats(rawValue: 1 << 4)

    /// What is printed when no format is named.
    static let standard: GherkinFormats = [.source, .ast, .pickles, .errors]

    /// Each format by the name `--format` takes, in the order the help lists them.
    static let named: [(name: String, format: GherkinFormats)] = [
        ("tokens", .tokens), ("ast", .ast), ("pickles", .pickles), ("source", .source), ("errors", .errors),
    ]

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The names of the formats in the set, in the order `named` lists them.
    var names: [String] {
        Self.named.filter { contains($0.format) }.map(\.name)
    }

    /// The formats of these names; nil when one names none.
    init?(names: some Sequence<String>) {
        self = []
        for name in names {
            guard let format = Self.named.first(where: { $0.name == name })?.format else { return nil }
            insert(format)
        }
    }
}
