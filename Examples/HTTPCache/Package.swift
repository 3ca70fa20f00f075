// swift-tools-version:6.2
import PackageDescription

// An outside team's specification of its HTTP client's caching, run by specrun: the system is
// written on SpecrunKit alone, and the executable is SpecrunCLI's whole command line with it.
let package = Package(
    name: "HTTPCache",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "specrun", path: "../..")],
    targets: [
        .target(name: "HTTPCacheSpecs", dependencies: [
            .product(name: "SpecrunKit", package: "specrun"), .product(name: "Adapter", package: "specrun"),
        ]),
        .executableTarget(name: "http-cache-specs", dependencies: [
            "HTTPCacheSpecs", .product(name: "SpecrunCLI", package: "specrun"),
        ]),
        .testTarget(name: "HTTPCacheSpecsTests", dependencies: ["HTTPCacheSpecs"]),
    ]
)
