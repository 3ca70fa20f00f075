import Gherkin
import Spelling

/// A line that reads as description text but looks like a misspelt title keyword (`Scenaro:`,
/// `Scenario Outlne:`, `Backgound:`), said at its place with what was meant. Gherkin takes such a
/// line for part of the description above it, so the scenario it was to open does not exist. The
/// parser says which lines are description text (of the feature, its rules and backgrounds) and
/// which language's keywords apply.
///
/// ```swift
/// MisspeltKeyword.hints(in: "features/cold.feature")
/// // ["features/cold.feature:3:3: “Scenaro:” is no keyword, so the line is description text; did you mean “Scenario:”?"]
/// ```
enum MisspeltKeyword {
    static func hints(in path: String) -> [String] {
        var ids = IdGenerator()
        guard let bytes = try? SourceFile.bytes(path, directoryAdvice: ""), case .success(let text) = SourceText.decode(bytes, uri: path),
              case .success(let document) = GherkinSource(uri: path, text: text).parse(ids: &ids),
              let feature = document.feature, let dialect = Dialect.named(feature.language) else { return [] }
        let keywords: [String] = dialect.feature + dialect.rule + dialect.background + dialect.scenario + dialect.scenarioOutline
            + dialect.examples
        // Each description with the line it follows.
        var descriptions = [(after: feature.location.line, text: feature.description)]
        for child in feature.children {
            switch child {
            case .background(let background): descriptions.append((background.location.line, background.description))
            case .rule(let rule):
                descriptions.append((rule.location.line, rule.description))
                for case .background(let background) in rule.children { descriptions.append((background.location.line, background.description)) }
            case .scenario: break
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var hints: [String] = []
        for (after, description) in descriptions {
            var next = after  // the index of the line after the keyword's
            for written in description.split(separator: "\n") {
                let wanted = written.drop { $0 == " " || $0 == "\t" }
                guard let index = lines[next...].firstIndex(where: { $0.drop { $0 == " " || $0 == "\t" } == wanted }) else { break }
                next = index + 1
                guard let colon = wanted.firstIndex(of: ":") else { continue }
                let word = String(wanted[..<colon])
                guard !word.isEmpty, word.count <= 40, !keywords.contains(word),
                      let meant = Suggestion.closest(to: word, among: keywords) else { continue }
                let column = lines[index].count - wanted.count + 1
                hints.append("\(path):\(index + 1):\(column): “\(word):” is no keyword, so the line is description text; did you mean “\(meant):”?")
            }
        }
        return hints
    }
}
