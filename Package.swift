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
        .executableTarget(name: "specrun", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinConformanceTests", dependencies: ["Gherkin", "JSON"]),
        .testTarget(name: "GherkinCommandTests", dependencies: ["specrun"]),
    ]
)
