import Foundation
import Gherkin
import Runner
import SpecrunKit

/// The text of `specrun --help` (or of a team's own executable, by its name and with its systems'
/// fixture files), its example of one scenario one that exists (`scenarioExample`).
enum Help {
    static func text(program: String, formats: [String], fixtures: [String], scenarioExample: String? = nil) -> String {
        let optionLines = OptionSpec.helpLines(RunOptionSpecs.all)
        let commands = [("\(program) [PATH…] [OPTIONS]", "Run the features (default PATH: features/)"),
                        ("\(program) gherkin --format F FILE…", "Print tokens, ast, pickles, source or errors of feature files"),
                        ("\(program) report --from FILE… -f F", "Render reports from saved json results (merging shards)"),
                        ("\(program) explore [OPTIONS]", "Find where the algorithms differ, written as Gherkin (see explore --help)"),
                        ("\(program) format [--check] PATH…", "Lay feature files out canonically (see format --help)"),
                        ("\(program) lsp", "The language server for editors, over standard input and output")]
        let width = commands.map(\.0.count).max() ?? 0
        let usage = commands.map { "  " + $0.0.padding(toLength: width + 3) + $0.1 }.joined(separator: "\n")
        let fixtureLine = fixtures.isEmpty ? "" : "\nFixtures the systems read (built in; a file of that name in --fixtures DIR overrides it): "
            + fixtures.joined(separator: ", ") + "\n"
        return """
        \(program) — executable specifications of networking and caching behaviour, run on a simulated
        device against every algorithm of the system under test.

        Usage:
        \(usage)

        PATH is a folder (every .feature below it), a file, or FILE:LINE[:LINE…] to pick scenarios,
        examples tables or single example rows.

        Options:
        \(optionLines)

        Formats: \(formats.joined(separator: ", "))
        (default: pretty on a terminal, progress otherwise; at most one without a PATH)
        \(fixtureLine)
        Examples:
          \(program) features/\(scenarioExample.map { "\n  " + $0 } ?? "")
          \(program) --tags "@offline and not @wip" --format json:results.json --format summary
          \(program) --baseline specrun-baseline.yml --jobs 2
          \(program) --shard 2/4 --format json:shard-2.json
          \(program) report --from shard-1.json --from shard-2.json --format html:report.html

        Exit codes: 0 every run as expected, 1 a failure (or a change from the baseline),
        2 a usage, parse or configuration error.
        """
    }
}

extension Help {
    /// `PROGRAM FILE:LINE --algorithm A --algorithm B` for the first scenario of the first feature
    /// file under `features/` and the first two algorithms of its system (made with the built-in
    /// fixtures: nothing is read but the feature), so the help's example runs as written; nil when
    /// there is no such file.
    static func scenarioExample(program: String, systems: [SystemDefinition]) -> String? {
        guard let path = (try? FeatureLocator().locate(["features"]))?.first?.path,
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var ids = IdGenerator()
        guard case .success(let document) = GherkinSource(uri: path, text: text).parse(ids: &ids),
              let pickle = PickleCompiler().compile(document, ids: &ids).first else { return nil }
        let tags = Set(pickle.tags.map(\.name))
        let place = "\(program) \(path):\(pickle.location.line)"
        guard let definition = systems.first(where: { tags.contains("@" + $0.name) }),
              let system = try? definition.make(fixtures: .builtIn) else { return place }
        return ([place] + system.description.algorithmNames.prefix(2).map { "--algorithm \($0)" }).joined(separator: " ")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

extension OptionSpec {
    /// The options as docs/cli.md shows them: a Markdown table, a row per option (its `details`, or
    /// its help), after `leading` rows of other arguments.
    static func markdownTable(_ specs: [OptionSpec], leading: [(String, String)] = []) -> String {
        let rows = leading + specs.map { spec in
            let short = spec.short.map { "`-\($0)`, " } ?? ""
            let name = "\(short)`--\(spec.long)\(spec.valueName.map { " \($0.replacingOccurrences(of: "|", with: "\\|"))" } ?? "")`"
            return (name, spec.details ?? spec.help.prefix(1).lowercased() + spec.help.dropFirst())
        }
        return (["| option | what it does |", "| --- | --- |"] + rows.map { "| \($0.0) | \($0.1) |" }).joined(separator: "\n")
    }

    /// The options as a help text lists them: `  -t, --tags EXPR   Run scenarios whose …`, aligned.
    static func helpLines(_ specs: [OptionSpec]) -> String {
        let options = specs.map { spec -> (String, String) in
            let short = spec.short.map { "-\($0), " } ?? "    "
            return ("  \(short)--\(spec.long)\(spec.valueName.map { " \($0)" } ?? "")", spec.help)
        }
        let width = options.map(\.0.count).max() ?? 0
        return options.map { $0.0.padding(toLength: width + 2) + $0.1 }.joined(separator: "\n")
    }
}
