// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "specrun",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specrun", targets: ["specrun"]),
    ],
    targets: [
        .target(name: "JSON"),
        .target(name: "Gherkin", dependencies: ["JSON"]),
        .target(name: "Expressions", exclude: ["ARCHITECTURE.md"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["CYAML"]),
        .target(name: "Runner", dependencies: ["Gherkin", "Expressions"]),
        .target(name: "Reports", dependencies: ["Runner", "Gherkin", "JSON"]),
        .executableTarget(name: "specrun", dependencies: ["Gherkin", "JSON", "Expressions", "YAML", "Runner", "Reports", "Simulation"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinConformanceTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinCommandTests", dependencies: ["specrun"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions"]),
        .testTarget(name: "ExpressionsConformanceTests", dependencies: ["Expressions", "YAML"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .target(name: "Simulation"),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation", "YAML"]),
        .testTarget(name: "RunnerTests", dependencies: ["Runner", "Gherkin", "Expressions"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Runner", "Gherkin", "Expressions", "JSON"],
                    exclude: ["Golden", "Resources"]),
        .testTarget(name: "SpecrunTests", dependencies: ["specrun", "Runner"]),
    ]
)
