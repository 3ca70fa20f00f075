import SpecrunKit
import Expressions
import Gherkin
import JSON
import Runner

/// What the editor offers as the user types: after a step keyword, the step texts of the feature's
/// system (parameters as snippet placeholders, an enumerated parameter's values as a choice, and a
/// ready line for each of them); after `@`, the tags in use and the systems' tags; at the start of
/// a line, the keywords of the file's language.
struct Completion {
    let document: TextDocument
    let position: LSPPosition
    let language: String
    let steps: SystemSteps?
    let tags: [String]

    var items: [JSONValue] {
        let line = document.line(position.line)
        let before = String(decoding: Array(line.utf16.prefix(position.character)), as: UTF16.self)
        let dialect = Dialect.named(language) ?? .english
        let indentation = before.prefix { $0.isWhitespace }
        let typed = before.dropFirst(indentation.count)
        if let at = before.lastIndex(where: \.isWhitespace).map({ before.index(after: $0) }) ?? before.indices.first,
           before[at...].hasPrefix("@") {
            let start = LSPPosition(line: position.line, character: before[..<at].utf16.count)
            return tags.map { item($0, kind: 14, edit: LSPRange(start: start, end: position), newText: $0) }
        }
        if let keyword = dialect.stepKeywords.first(where: { typed.hasPrefix($0) && $0 != "* " || typed.hasPrefix("* ") && $0 == "* " }) {
            let start = LSPPosition(line: position.line, character: indentation.utf16.count + keyword.utf16.count)
            return stepItems(replacing: LSPRange(start: start, end: position))
        }
        guard typed.allSatisfy({ !$0.isWhitespace }) else { return [] }
        let range = LSPRange(start: LSPPosition(line: position.line, character: indentation.utf16.count), end: position)
        let sections = [dialect.feature, dialect.rule, dialect.background, dialect.scenario, dialect.scenarioOutline, dialect.examples]
            .flatMap { $0 }.map { $0 + ": " }
        return (dialect.stepKeywords + sections).map { item($0.trimmingWhitespace, kind: 14, edit: range, newText: $0) }
    }

    private func stepItems(replacing range: LSPRange) -> [JSONValue] {
        guard let steps else { return [] }
        var items: [JSONValue] = []
        for entry in steps.texts.entries {
            let types = entry.pieces.compactMap { piece -> ParameterType? in
                if case .parameter(let name) = piece { return steps.system.description.parameterTypes.parameterType(named: name) }
                return nil
            }
            var snippet = ""
            var placeholder = 0
            var parameter = 0
            for piece in entry.pieces {
                switch piece {
                case .text(let text): snippet += Self.escaped(text)
                case .alternation(let alternatives): snippet += Self.escaped(alternatives.first ?? "")
                case .parameter:
                    placeholder += 1
                    let type = parameter < types.count ? types[parameter] : nil
                    parameter += 1
                    let values = type.map(StepTexts.values) ?? []
                    if values.count > 1, values.count <= 30, values.allSatisfy({ !$0.contains(",") && !$0.contains("|") }) {
                        snippet += "${\(placeholder)|" + values.map(Self.escaped).joined(separator: ",") + "|}"
                    } else {
                        snippet += "${\(placeholder):" + Self.escaped(type.map(StepTexts.example) ?? "…") + "}"
                    }
                }
            }
            let detail = "\(entry.definition.keyword.rawValue) \(entry.definition.pattern)"
            let reading = entry.pieces.map { piece -> String in
                switch piece {
                case .text(let text): text
                case .alternation(let alternatives): alternatives.joined(separator: "/")
                case .parameter(let name): "{\(name)}"
                }
            }.joined()
            items.append(item(reading, kind: 15, edit: range, newText: snippet, snippet: true, detail: detail))
            // A ready line for each value of the first enumerated parameter.
            if let index = entry.pieces.firstIndex(where: { if case .parameter = $0 { true } else { false } }),
               let type = types.first, case let values = StepTexts.values(of: type), values.count > 1, values.count <= 30 {
                for value in values {
                    var pieces = entry.pieces
                    pieces[index] = .text(value)
                    let line = Self.text(of: pieces, parameterTypes: steps.system.description.parameterTypes)
                    items.append(item(line, kind: 12, edit: range, newText: line, detail: detail))
                }
            }
        }
        return items
    }

    /// Pieces as text, each remaining parameter given its example value.
    private static func text(of pieces: [ExpressionPiece], parameterTypes: ParameterTypeRegistry) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .alternation(let alternatives): alternatives.first ?? ""
            case .parameter(let name): parameterTypes.parameterType(named: name).map(StepTexts.example) ?? "…"
            }
        }.joined()
    }

    private func item(_ label: String, kind: Int, edit range: LSPRange, newText: String, snippet: Bool = false,
                      detail: String? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("label", .string(label)), ("kind", .number(Double(kind))),
            ("textEdit", ["range": range.json, "newText": .string(newText)]),
            ("insertTextFormat", .number(snippet ? 2 : 1)),
        ]
        if let detail { members.append(("detail", .string(detail))) }
        return .object(members)
    }

    /// Text in a snippet: `$`, `}` and `\` escaped (a choice's values hold no `,` or `|`).
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "$}\\".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
