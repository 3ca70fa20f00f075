import Gherkin
import Spelling

/// A line that reads as description text but looks like a misspelt title keyword (`Scenaro:`,
/// `Scenario Outlne:`, `Backgound:`), said at its place with what was meant. Gherkin takes such a
/// line for part of the description above it, so the scenario it was to open does not exist.
///
/// ```swift
/// MisspeltKeyword.hints(in: "features/cold.feature")
/// // ["features/cold.feature:3:3: “Scenaro:” is no keyword, so the line is description text; did you mean “Scenario:”?"]
/// ```
enum MisspeltKeyword {
    static func hints(in path: String) -> [String] {
        guard let bytes = try? SourceFile.bytes(path, directoryAdvice: ""), case .success(let text) = SourceText.decode(bytes, uri: path)
        else { return [] }
        var dialect = Dialect.named("en")!
        var hints: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#") {
                // `# language: fr` names the keywords of the lines after it.
                let words = trimmed.dropFirst().split(separator: ":", maxSplits: 1)
                if words.count == 2, words[0].drop(while: { $0 == " " }) == "language",
                   let named = Dialect.named(String(words[1].filter { $0 != " " && $0 != "\r" })) {
                    dialect = named
                }
                continue
            }
            guard !trimmed.hasPrefix("|"), !trimmed.hasPrefix("@"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let word = String(trimmed[..<colon])
            guard !word.isEmpty, word.count <= 40 else { continue }
            let keywords: [String] = dialect.feature + dialect.rule + dialect.background + dialect.scenario
                + dialect.scenarioOutline + dialect.examples
            guard !keywords.contains(word), let meant = Suggestion.closest(to: word, among: keywords) else { continue }
            let column = line.count - trimmed.count + 1
            hints.append("\(path):\(number + 1):\(column): “\(word):” is no keyword, so the line is description text; did you mean “\(meant):”?")
        }
        return hints
    }
}
