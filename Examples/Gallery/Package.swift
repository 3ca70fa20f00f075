// swift-tools-version:6.2
import PackageDescription

// The photo gallery's specs: a system written on SpecrunKit, and an executable that is specrun's
// whole command line with it.
let package = Package(
    name: "Gallery",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "specrun", path: "../..")],
    targets: [
        .target(name: "GallerySpecs", dependencies: [.product(name: "SpecrunKit", package: "specrun")]),
        .executableTarget(name: "gallery-specs", dependencies: [
            "GallerySpecs", .product(name: "SpecrunCLI", package: "specrun"),
        ]),
        .testTarget(name: "GallerySpecsTests", dependencies: ["GallerySpecs"]),
    ]
)
