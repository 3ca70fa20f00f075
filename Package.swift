// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "specrun",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "specrun", targets: ["specrun"]),
    ],
    targets: [
        .target(name: "Gherkin"),
        .executableTarget(name: "specrun", dependencies: ["Gherkin"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin"]),
        .target(name: "Simulation"),
        .testTarget(name: "SimulationTests", dependencies: ["Simulation"]),
    ]
)
