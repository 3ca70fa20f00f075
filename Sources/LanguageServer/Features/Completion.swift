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

    /// One item per writing of each definition (`StepTexts`): parameters as placeholders, a
    /// parameter of a known few plain values as a choice of them; and a ready line for each value of
    /// the first parameter with more than one, its holes as placeholders. Every item, inserted as it
    /// comes, is a step its definition matches.
    private func stepItems(replacing range: LSPRange) -> [JSONValue] {
        guard let steps else { return [] }
        let texts = steps.texts
        var items: [JSONValue] = []
        for entry in texts.entries {
            let detail = "\(entry.definition.keyword.rawValue) \(entry.definition.pattern)"
            for writing in entry.writings {
                let slots = writing.map { piece -> Slot in
                    guard case .parameter(let name) = piece else { return .text(Self.literal(piece)) }
                    let values = texts.values(of: name)
                    if values.count == 1 { return .text(values[0]) }
                    let words = values.map(\.example)
                    if values.count <= 30, values.allSatisfy({ !$0.hasHoles }),
                       words.allSatisfy({ !$0.contains(",") && !$0.contains("|") }) {
                        return .choice(words)
                    }
                    return .placeholder(words[0])
                }
                let reading = writing.map { Self.literal($0).example }.joined()
                items.append(item(reading, kind: 15, edit: range, newText: Self.snippet(of: slots).text, snippet: true, detail: detail))
                items += readyLines(writing, texts: texts, range: range, detail: detail)
            }
        }
        return items
    }

    /// A line for each value of the writing's first parameter with more than one (at most 60), the
    /// value's holes and the other parameters as placeholders.
    private func readyLines(_ writing: [ExpressionPiece], texts: StepTexts, range: LSPRange, detail: String) -> [JSONValue] {
        guard let first = writing.firstIndex(where: { if case .parameter(let name) = $0 { texts.values(of: name).count > 1 } else { false } }),
              case .parameter(let name) = writing[first], case let values = texts.values(of: name), values.count <= 60 else { return [] }
        return values.map { value in
            let parts = writing.enumerated().map { index, piece -> StepText in
                guard case .parameter(let other) = piece else { return Self.literal(piece) }
                return index == first ? value : texts.values(of: other)[0]
            }
            let label = parts.map(\.example).joined()
            let (snippet, placeholders) = Self.snippet(of: parts.map(Slot.text))
            return item(label, kind: 12, edit: range, newText: placeholders > 0 ? snippet : label,
                        snippet: placeholders > 0, detail: detail)
        }
    }

    /// A piece of an item as it is inserted: text with holes, a choice of plain values, or a
    /// placeholder showing one value.
    private enum Slot {
        case text(StepText)
        case choice([String])
        case placeholder(String)
    }

    /// The slots written as a snippet, their placeholders numbered from 1, and how many there are.
    private static func snippet(of slots: [Slot]) -> (text: String, placeholders: Int) {
        var text = ""
        var number = 1
        for slot in slots {
            switch slot {
            case .text(let part):
                let (written, next) = part.snippet(from: number)
                text += written
                number = next
            case .choice(let words):
                text += "${\(number)|" + words.map(StepText.escaped).joined(separator: ",") + "|}"
                number += 1
            case .placeholder(let example):
                text += "${\(number):\(StepText.escaped(example))}"
                number += 1
            }
        }
        return (text, number - 1)
    }

    /// A piece as written: its text (an alternation's first choice); a parameter as `{name}`, as a
    /// definition's label shows it.
    private static func literal(_ piece: ExpressionPiece) -> StepText {
        switch piece {
        case .text(let text): StepText(parts: [.text(text)])
        case .alternation(let alternatives): StepText(parts: [.text(alternatives.first ?? "")])
        case .parameter(let name): StepText(parts: [.text("{\(name)}")])
        }
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
}
