/// The options of `specrun [PATH…]`, as the help lists them.
enum RunOptionSpecs {
    static let all: [OptionSpec] = [
        .value("tags", short: "t", "EXPR", repeatable: true, help: "Run scenarios whose tags match EXPR (e.g. \"@offline and not @wip\"); repeated, all must match"),
        .value("name", short: "n", "REGEX", repeatable: true, help: "Run scenarios whose name matches REGEX; repeated, any may match"),
        .value("algorithm", short: "a", "NAME", repeatable: true, help: "Run only this algorithm (repeatable); default: every algorithm of each feature's system"),
        .value("format", short: "f", "NAME[:PATH]", repeatable: true, help: "Report as NAME to PATH (default: standard output); repeatable"),
        .flag("dry-run", short: "d", help: "Match every step without running any"),
        .flag("strict", help: "Count undefined and pending steps as failures (the default)"),
        .flag("no-strict", help: "Let undefined and pending steps pass the run (also strict: false in specrun.yml)"),
        .flag("fail-fast", help: "Stop at the first failed run"),
        .value("order", "ORDER", help: "defined (default), reverse, or random[:SEED]"),
        .value("retry", "N", help: "Run a failed scenario again, up to N more times; the last attempt counts"),
        .value("jobs", short: "j", "N", help: "Run on N threads (default: one per processor; results are the same as with one)"),
        .value("shard", "K/N", help: "Run shard K of N: a stable share, all N together run everything once"),
        .value("baseline", "FILE", help: "Expected status of each scenario × algorithm (YAML or JSON); exit 1 on any change"),
        .flag("no-baseline", help: "Ignore the baseline named in specrun.yml"),
        .value("write-baseline", "FILE", help: "Record this run's statuses as a baseline"),
        .value("window", "DURATION", help: "Observation window of \"should see\" (how long it waits) and \"should not see\" (e.g. 60s, 2min)"),
        .value("seed", "N", help: "Seed for the simulation's randomness (a flaky network)"),
        .value("fixtures", "DIR", help: "Directory whose files override the systems' built-in fixtures (default: fixtures)"),
        .value("config", "FILE", help: "Project file (default: specrun.yml when present)"),
        .flag("no-color", help: "Plain output without colours (also NO_COLOR=1)"),
        .flag("list-algorithms", help: "List the systems and their algorithms"),
        .flag("list-steps", help: "List the step glossary: each pattern, its parameters and where it is defined"),
        .flag("help", short: "h", help: "Show this help"),
        .flag("version", help: "Show the version"),
    ]
}
