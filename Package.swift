// swift-tools-version:6.0
import PackageDescription

// The modules of specrun, lowest first; see DESIGN.md for what each holds and may import.
let package = Package(
    name: "specrun",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specrun", targets: ["specrun"]),
        // For the fuzzers in Fuzz/, a package of their own that depends on this one.
        .library(name: "Gherkin", targets: ["Gherkin", "JSON"]),
        .library(name: "Expressions", targets: ["Expressions"]),
        .library(name: "YAML", targets: ["YAML"]),
        .library(name: "Simulation", targets: ["Simulation"]),
    ],
    targets: [
        .target(name: "JSON"),
        .target(name: "Gherkin", dependencies: ["JSON"]),
        .target(name: "Expressions", exclude: ["ARCHITECTURE.md"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .target(name: "Simulation"),
        .target(name: "Algorithms", dependencies: ["Simulation"]),
        .target(name: "Runner", dependencies: ["Gherkin", "Expressions"]),
        .target(name: "StepLibrary", dependencies: ["Runner", "Simulation", "Algorithms", "YAML", "Expressions"]),
        .target(name: "Reports", dependencies: ["Runner", "Gherkin", "JSON"]),
        .executableTarget(name: "specrun", dependencies: [
            "Gherkin", "JSON", "Expressions", "YAML", "Simulation", "Runner", "StepLibrary", "Reports",
        ]),

        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinConformanceTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinCommandTests", dependencies: ["specrun"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions"]),
        .testTarget(name: "ExpressionsConformanceTests", dependencies: ["Expressions", "YAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "YAML"]),
        .testTarget(name: "AlgorithmsTests", dependencies: ["Algorithms", "Simulation"]),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "Gherkin", "Expressions"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Runner", "Gherkin", "Expressions", "JSON"],
                    exclude: ["Golden", "Resources"]),
        .testTarget(name: "StepLibraryTests", dependencies: ["StepLibrary", "Runner", "Simulation", "Algorithms", "Gherkin"]),
        .testTarget(name: "SpecrunTests", dependencies: ["specrun", "Runner"]),
        .testTarget(name: "SpecrunEndToEndTests", dependencies: ["specrun"]),
    ]
)
