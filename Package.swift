// swift-tools-version:6.2
import PackageDescription

// The modules of specrun, lowest first; see docs/architecture.md for what each holds and may import.
// SpecrunKit (define a system) and SpecrunCLI (the whole command line) are what a team's own
// package depends on; the built-in systems use nothing else.
let package = Package(
    name: "specrun",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "specrun", targets: ["specrun"]),
        .library(name: "SpecrunKit", targets: ["SpecrunKit"]),
        .library(name: "SpecrunCLI", targets: ["SpecrunCLI"]),
        // Hosting an algorithm in a child process, for a system's bridge to its external algorithms.
        .library(name: "Adapter", targets: ["Adapter"]),
        // The parsers' fuzz entry points, for the libFuzzer executables of Fuzz/ (a package of
        // their own that depends on this one) and nothing else.
        .library(name: "SpecrunFuzzing", targets: ["Fuzzing"]),
    ],
    targets: [
        .target(name: "JSON"),
        .target(name: "Spelling"),
        .target(name: "Gherkin", dependencies: ["JSON"]),
        .target(name: "Expressions", exclude: ["ARCHITECTURE.md"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML", "Spelling"]),
        // The process's one owner of SIGINT, SIGTERM and child processes; writing a buffer to a descriptor whole.
        .target(name: "Supervision"),
        .target(name: "SpecrunKit", dependencies: ["Gherkin", "Expressions", "YAML", "Spelling"]),
        .target(name: "Runner", dependencies: ["SpecrunKit", "Gherkin", "Expressions", "Spelling", "Supervision"]),
        .target(name: "Adapter", dependencies: ["SpecrunKit", "JSON", "Supervision"]),
        .target(name: "Explore", dependencies: ["SpecrunKit", "Gherkin", "Spelling", "JSON"]),
        .target(name: "Reports", dependencies: ["Runner", "SpecrunKit", "Gherkin", "JSON", "Spelling", "Expressions", "Supervision"]),
        // `specrun lsp`: diagnostics, completion, hover, definitions, symbols and formatting for editors.
        .target(name: "LanguageServer", dependencies: ["Gherkin", "Runner", "SpecrunKit", "Expressions", "JSON", "Spelling", "Supervision"]),
        .target(name: "SpecrunCLI", dependencies: [
            "Gherkin", "JSON", "Expressions", "YAML", "Runner", "SpecrunKit", "Adapter", "Reports", "Spelling", "Explore",
            "Supervision", "LanguageServer",
        ]),
        .target(name: "ArticleView", dependencies: ["SpecrunKit", "Adapter"], path: "Sources/Systems/ArticleView"),
        .target(name: "SafeApp", dependencies: ["SpecrunKit", "Adapter"], path: "Sources/Systems/SafeApp"),
        .executableTarget(name: "specrun", dependencies: ["SpecrunCLI", "ArticleView", "SafeApp"]),
        .target(name: "Fuzzing", dependencies: ["Gherkin", "JSON", "Expressions", "YAML", "SpecrunKit", "ArticleView", "SafeApp"]),

        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling"]),
        .testTarget(name: "SupervisionTests", dependencies: ["Supervision"]),
        // The official Gherkin conformance data, for the parser's tests and specrun gherkin's.
        .target(name: "GherkinTestSupport", path: "Tests/GherkinTestSupport"),
        // Folders the tests write into, under one the test process removes when it exits.
        .target(name: "ScratchFolders", path: "Tests/ScratchFolders"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "JSON", "GherkinTestSupport"]),
        .testTarget(name: "GherkinConformanceTests", dependencies: ["Gherkin", "JSON", "GherkinTestSupport"]),
        .testTarget(name: "GherkinCommandTests", dependencies: ["SpecrunCLI", "GherkinTestSupport", "ScratchFolders"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions"]),
        .testTarget(name: "ExpressionsConformanceTests", dependencies: ["Expressions", "YAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        // The tiny news-feed system the tests of the generic layers run on, and the network profiles
        // they share; outside the package's access (`package` symbols unseen), as a team's own system is.
        .target(name: "SpecrunTestSupport", dependencies: ["SpecrunKit"], path: "Tests/SpecrunTestSupport",
                packageAccess: false),
        // Feature text run through the runner, for the tests that run a system's steps end to end.
        .target(name: "RunnerTestSupport", dependencies: ["Runner", "Gherkin", "SpecrunKit"], path: "Tests/RunnerTestSupport"),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "SpecrunKit", "Gherkin", "Expressions"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Runner", "SpecrunKit", "Gherkin", "Expressions", "JSON"],
                    exclude: ["Golden", "Resources"]),
        .testTarget(name: "AdapterTests", dependencies: ["Adapter", "ArticleView", "SafeApp", "SpecrunKit", "Runner", "Gherkin", "Expressions"], resources: [.copy("Resources")]),
        .testTarget(name: "SpecrunKitTests", dependencies: ["SpecrunKit", "Runner", "YAML", "Expressions", "Gherkin", "SpecrunTestSupport",
                                                         "RunnerTestSupport", "ScratchFolders"]),
        // The built-in systems' algorithms, servers, fixtures and steps (the device under them is SpecrunKitTests').
        .testTarget(name: "SystemsTests", dependencies: ["ArticleView", "SafeApp", "SpecrunKit", "Runner", "YAML", "Gherkin", "Expressions",
                                                       "SpecrunTestSupport", "RunnerTestSupport"]),
        .testTarget(name: "ExploreTests", dependencies: ["Explore", "ArticleView", "SafeApp", "SpecrunKit", "Runner", "Gherkin"]),
        .testTarget(name: "SpecrunTests", dependencies: ["SpecrunCLI", "Runner", "SpecrunKit", "SpecrunTestSupport", "ArticleView"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "Runner", "Gherkin", "JSON", "SpecrunKit",
                                                                  "ArticleView", "SafeApp"]),
        .testTarget(name: "SpecrunEndToEndTests", dependencies: ["specrun", "ScratchFolders"]),
        // Builds and runs Examples/CompatibilityKit's cck over the Cucumber Compatibility Kit (tagged slow).
        .testTarget(name: "CompatibilityKitTests"),
        // The DocC archives build without a warning (scripts/build-docs), and the getting-started
        // tutorial is Examples/Gallery, file by file, command by command (tagged slow where they build).
        .testTarget(name: "DocumentationTests"),
    ]
)
