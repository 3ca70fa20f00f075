/// The options of `specrun report`, as its help lists them.
enum ReportOptionSpecs {
    static let all: [OptionSpec] = [
        .value("from", "FILE|DIR", repeatable: true, help: "Results written by --format json:FILE (a folder: every .json in it); repeat to merge the shards of one run",
               details: "results written by `--format json:FILE` (a folder: every `.json` in it); repeat it to merge the shards of one run"),
        .value("format", short: "f", "NAME[:PATH]", repeatable: true, help: "Report as NAME to PATH (default: standard output); repeatable",
               details: "a report, as for a run"),
        .value("config", "FILE", help: "Project file whose references: html and markdown show (default: specrun.yml when present)",
               details: "the project file whose `references:` the `html` and `markdown` reports show beside the algorithms, as a run does (default: `specrun.yml` when present)"),
        .flag("no-color", help: "Plain output without colours (also NO_COLOR=1)", details: "plain output without colours (also `NO_COLOR=1`)"),
        .flag("help", short: "h", help: "Show this help", details: "the usage"),
    ]
}
