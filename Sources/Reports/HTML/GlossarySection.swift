import Expressions
import Runner
import SpecrunKit

/// The step glossary of the HTML report, for a product owner writing a new scenario: per system
/// (folded), the tag that selects it, every step pattern, an example from the features where one
/// exists, and where it is defined; then, once, what to write for each of its parameters, in words.
struct GlossarySection {
    let systems: [SystemDescription]
    /// For each system, an example step text per definition index.
    let examples: [String: [Int: String]]

    private static let builtInMeanings: [String: String] = [
        "int": "a whole number, e.g. 42", "float": "a decimal number, e.g. 3.5", "double": "a decimal number, e.g. 3.5",
        "word": "one word without spaces", "string": "text in double or single quotes, e.g. \"Tokyo\"",
        "": "any text", "bigdecimal": "a decimal number", "biginteger": "a whole number", "long": "a whole number",
        "short": "a whole number", "byte": "a small whole number",
    ]

    func render() -> String {
        var html = "<section id=\"glossary\"><h2>Step glossary</h2>\n"
        html += "<p>To specify a new behaviour, tag the feature with its system (e.g. <code>@\(HTML.text(systems.first?.name ?? "system"))</code>) "
            + "and write each step as one of the patterns below, after <code>Given</code>, <code>When</code>, <code>Then</code>, "
            + "<code>And</code> or <code>But</code>. A <span class=\"pattern\"><span class=\"param\">{parameter}</span></span> "
            + "stands for a value you choose, listed under the patterns. Every scenario runs against every algorithm of its system.</p>\n"
        for system in systems {
            let count = system.stepDefinitions.count
            html += "<details class=\"glossary\"><summary><b>@\(HTML.text(system.name))</b> \(HTML.text(system.summary)) "
                + "<small>\(count) step pattern\(count == 1 ? "" : "s")</small></summary>\n"
            html += "<table class=\"glossary\"><thead><tr><th>Keyword</th><th>Step</th><th>Example from the features</th><th>Defined at</th></tr></thead><tbody>\n"
            for definition in system.stepDefinitions {
                html += "<tr><td>\(definition.keyword.rawValue)</td><td class=\"pattern mono\">\(pattern(definition.pattern))</td>"
                    + "<td>\(HTML.text(examples[system.name]?[definition.index] ?? ""))</td>"
                    + "<td class=\"mono\">\(HTML.text(definition.location.description))</td></tr>\n"
            }
            html += "</tbody></table>\n" + parameters(of: system) + "</details>\n"
        }
        return html + "</section>\n"
    }

    /// Each parameter the system's patterns use, once, with what to write for it.
    private func parameters(of system: SystemDescription) -> String {
        var seen: Set<String> = []
        let names = system.stepDefinitions.flatMap(\.parameterTypeNames).filter { seen.insert($0).inserted }
        guard !names.isEmpty else { return "" }
        return "<table class=\"glossary\"><thead><tr><th>Parameter</th><th>What to write</th></tr></thead><tbody>\n"
            + names.map { name in
                "<tr><td class=\"pattern mono\"><span class=\"param\">{\(HTML.text(name))}</span></td><td>\(meaning(of: name, in: system))</td></tr>\n"
            }.joined() + "</tbody></table>\n"
    }

    /// What to write for a parameter, in words: a built-in type's description, or a system's
    /// type's phrases.
    private func meaning(of name: String, in system: SystemDescription) -> String {
        if let meaning = Self.builtInMeanings[name] { return HTML.text(meaning) }
        guard let type = system.parameterTypes.parameterType(named: name) else { return "" }
        var seen: Set<String> = []
        let phrases = type.regexps.flatMap { PhraseReading.phrases(of: $0) }.filter { !$0.isEmpty && seen.insert($0).inserted }
        return "one of: " + phrases.map { "<span class=\"phrase\">\(HTML.text($0))</span>" }.joined(separator: " · ")
    }

    /// A pattern with its `{parameters}` highlighted (a regular expression is shown as written).
    private func pattern(_ pattern: StepPattern) -> String {
        guard pattern.kind == .cucumberExpression else { return HTML.text(pattern.description) }
        var html = "", piece = "", inParameter = false, escaped = false
        for character in pattern.source {
            if escaped {
                piece.append(character)
                escaped = false
            } else if character == "\\" {
                piece.append(character)
                escaped = true
            } else if character == "{", !inParameter {
                html += HTML.text(piece)
                piece = "{"
                inParameter = true
            } else if character == "}", inParameter {
                html += "<span class=\"param\">\(HTML.text(piece + "}"))</span>"
                piece = ""
                inParameter = false
            } else {
                piece.append(character)
            }
        }
        return html + HTML.text(piece)
    }
}
