// swift-tools-version:6.0
import PackageDescription

// The modules of specrun, lowest first; see docs/architecture.md for what each holds and may import.
// SpecrunKit (define a system) and SpecrunCLI (the whole command line) are what a team's own
// package depends on; the built-in systems use nothing else.
let package = Package(
    name: "specrun",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specrun", targets: ["specrun"]),
        .library(name: "SpecrunKit", targets: ["SpecrunKit"]),
        .library(name: "SpecrunCLI", targets: ["SpecrunCLI"]),
        // Hosting an algorithm in a child process, for a system's bridge to its external algorithms.
        .library(name: "Adapter", targets: ["Adapter"]),
        // For the fuzzers in Fuzz/, a package of their own that depends on this one.
        .library(name: "Gherkin", targets: ["Gherkin", "JSON"]),
        .library(name: "Expressions", targets: ["Expressions"]),
        .library(name: "YAML", targets: ["YAML"]),
        // For the YAML fuzzer, which decodes the built-in systems' fixture types.
        .library(name: "ArticleView", targets: ["ArticleView"]),
        .library(name: "SafeApp", targets: ["SafeApp"]),
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
        .target(name: "Runner", dependencies: ["SpecrunKit", "Gherkin", "Expressions", "Spelling"]),
        .target(name: "Adapter", dependencies: ["SpecrunKit", "JSON", "Supervision"]),
        .target(name: "Explore", dependencies: ["SpecrunKit", "Gherkin", "Spelling", "JSON"]),
        .target(name: "Reports", dependencies: ["Runner", "SpecrunKit", "Gherkin", "JSON", "Spelling", "Expressions", "Supervision"]),
        .target(name: "SpecrunCLI", dependencies: [
            "Gherkin", "JSON", "Expressions", "YAML", "Runner", "SpecrunKit", "Adapter", "Reports", "Spelling", "Explore",
            "Supervision",
        ]),
        .target(name: "ArticleView", dependencies: ["SpecrunKit", "Adapter"], path: "Sources/Systems/ArticleView"),
        .target(name: "SafeApp", dependencies: ["SpecrunKit", "Adapter"], path: "Sources/Systems/SafeApp"),
        .executableTarget(name: "specrun", dependencies: ["SpecrunCLI", "ArticleView", "SafeApp"]),

        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SpellingTests", dependencies: ["Spelling"]),
        .testTarget(name: "SupervisionTests", dependencies: ["Supervision"]),
        // The official Gherkin conformance data, for the parser's tests and specrun gherkin's.
        .target(name: "GherkinTestSupport", path: "Tests/GherkinTestSupport"),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "JSON", "GherkinTestSupport"]),
        .testTarget(name: "GherkinConformanceTests", dependencies: ["Gherkin", "JSON", "GherkinTestSupport"]),
        .testTarget(name: "GherkinCommandTests", dependencies: ["SpecrunCLI", "GherkinTestSupport"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions"]),
        .testTarget(name: "ExpressionsConformanceTests", dependencies: ["Expressions", "YAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        // Test data more than one test target uses.
        .target(name: "SimulationTestSupport", dependencies: ["SpecrunKit"], path: "Tests/SimulationTestSupport"),
        .testTarget(name: "SimulationTests", dependencies: ["SpecrunKit", "Runner", "YAML", "SimulationTestSupport"]),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "SpecrunKit", "Gherkin", "Expressions"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Runner", "SpecrunKit", "Gherkin", "Expressions", "JSON"],
                    exclude: ["Golden", "Resources"]),
        .testTarget(name: "AdapterTests", dependencies: ["Adapter", "ArticleView", "SafeApp", "SpecrunKit", "Runner", "Gherkin", "Expressions"], resources: [.copy("Resources")]),
        .testTarget(name: "SpecrunKitTests", dependencies: ["SpecrunKit", "Runner", "YAML", "Expressions", "Gherkin"]),
        // The built-in systems' algorithms, servers, fixtures and steps, and the device under them.
        .testTarget(name: "SystemsTests", dependencies: ["ArticleView", "SafeApp", "SpecrunKit", "Runner", "YAML", "Gherkin", "Expressions",
                                                       "SimulationTestSupport"]),
        .testTarget(name: "ExploreTests", dependencies: ["Explore", "ArticleView", "SafeApp", "SpecrunKit", "Runner", "Gherkin"]),
        .testTarget(name: "SpecrunTests", dependencies: ["SpecrunCLI", "Runner", "SpecrunKit"]),
        .testTarget(name: "SpecrunEndToEndTests", dependencies: ["specrun"]),
        // Builds and runs Examples/CompatibilityKit's cck over the Cucumber Compatibility Kit (tagged slow).
        .testTarget(name: "CompatibilityKitTests"),
    ]
)
