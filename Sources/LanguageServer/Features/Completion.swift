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
                var snippet = ""
                var reading = ""
                var number = 1
                for piece in writing {
                    switch piece {
                    case .text(let text):
                        snippet += StepText.escaped(text)
                        reading += text
                    case .alternation(let alternatives):
                        snippet += StepText.escaped(alternatives.first ?? "")
                        reading += alternatives.first ?? ""
                    case .parameter(let name):
                        let values = texts.values(of: name)
                        reading += "{\(name)}"
                        if values.count > 1, values.count <= 30, values.allSatisfy({ !$0.hasHoles }),
                           case let words = values.map(\.example), words.allSatisfy({ !$0.contains(",") && !$0.contains("|") }) {
                            snippet += "${\(number)|" + words.map(StepText.escaped).joined(separator: ",") + "|}"
                            number += 1
                        } else if values.count == 1 {
                            let (text, next) = values[0].snippet(from: number)
                            snippet += text
                            number = next
                        } else {
                            snippet += "${\(number):\(StepText.escaped(values[0].example))}"
                            number += 1
                        }
                    }
                }
                items.append(item(reading, kind: 15, edit: range, newText: snippet, snippet: true, detail: detail))
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
            var snippet = ""
            var label = ""
            var number = 1
            for (index, piece) in writing.enumerated() {
                let text: StepText
                switch piece {
                case .text(let literal): text = StepText(parts: [.text(literal)])
                case .alternation(let alternatives): text = StepText(parts: [.text(alternatives.first ?? "")])
                case .parameter(let other): text = index == first ? value : texts.values(of: other)[0]
                }
                let (written, next) = text.snippet(from: number)
                snippet += written
                number = next
                label += text.example
            }
            return item(label, kind: 12, edit: range, newText: number > 1 ? snippet : label, snippet: number > 1, detail: detail)
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
