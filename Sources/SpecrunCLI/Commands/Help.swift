/// The text of `specrun --help` (or of a team's own executable, by its name and with its systems'
/// fixture files).
enum Help {
    static func text(program: String, formats: [String], fixtures: [String]) -> String {
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
          \(program) features/
          \(program) features/checkout.feature:12 --algorithm legacy --algorithm new
          \(program) --tags "@offline and not @wip" --format json:results.json --format summary
          \(program) --baseline specrun-baseline.yml --jobs 2
          \(program) --shard 2/4 --format json:shard-2.json
          \(program) report --from shard-1.json --from shard-2.json --format html:report.html

        Exit codes: 0 every run as expected, 1 a failure (or a change from the baseline),
        2 a usage, parse or configuration error.
        """
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}

extension OptionSpec {
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
