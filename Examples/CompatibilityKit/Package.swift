// swift-tools-version:6.2
import PackageDescription

// The Cucumber Compatibility Kit's step definitions and hooks as a team's package would write them:
// on specrun's public products alone. `swift run cck samples/minimal --format message` (from the
// kit's folder) prints the sample's Cucumber Messages.
let package = Package(
    name: "CompatibilityKit",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "specrun", path: "../..")],
    targets: [
        .executableTarget(name: "cck", dependencies: [
            .product(name: "SpecrunKit", package: "specrun"),
            .product(name: "SpecrunCLI", package: "specrun"),
        ]),
    ]
)
