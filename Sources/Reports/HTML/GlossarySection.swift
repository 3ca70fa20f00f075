import Expressions
import Runner
import SpecrunKit

/// The step glossary of the HTML report, for a product owner writing a new scenario: per system, the
/// tag that selects it, its algorithms, every step pattern with its parameters, an example from the
/// features where one exists, and where it is defined.
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
            + "stands for a value you choose. Every scenario runs against every algorithm of its system.</p>\n"
        for system in systems {
            html += "<h3>@\(HTML.text(system.name)) <small>\(HTML.text(system.summary))</small></h3>\n"
            html += "<p>Algorithms: " + system.algorithms.map { "<b>\(HTML.text($0.name))</b> (\(HTML.text($0.summary)))" }.joined(separator: "; ") + ".</p>\n"
            html += "<table class=\"glossary\"><thead><tr><th>Keyword</th><th>Step</th><th>Parameters</th><th>Example from the features</th><th>Defined at</th></tr></thead><tbody>\n"
            for definition in system.stepDefinitions {
                let parameters = definition.parameterTypeNames.map { name in
                    "<b>{\(HTML.text(name))}</b> " + HTML.text(meaning(of: name, in: system))
                }.joined(separator: "<br>")
                html += "<tr><td>\(definition.keyword.rawValue)</td><td class=\"pattern mono\">\(pattern(definition.pattern))</td>"
                    + "<td>\(parameters)</td><td>\(HTML.text(examples[system.name]?[definition.index] ?? ""))</td>"
                    + "<td class=\"mono\">\(HTML.text(definition.location.description))</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        return html + "</section>\n"
    }

    private func meaning(of name: String, in system: SystemDescription) -> String {
        if let meaning = Self.builtInMeanings[name] { return meaning }
        guard let type = system.parameterTypes.parameterType(named: name) else { return "" }
        guard type.examples.isEmpty else { return "one of: " + type.examples.joined(separator: " · ") }
        return "text matching " + type.regexps.map { "/\($0)/" }.joined(separator: " or ")
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
