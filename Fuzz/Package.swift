// swift-tools-version:5.4
// (5.4: executables keep their plain `main` symbol, which libFuzzer supplies; later versions rename it.)
import PackageDescription

// libFuzzer targets for specrun's parsers, one executable per fuzzer. Build and run one with
// `scripts/fuzz TARGET SECONDS` (it passes `-sanitize=fuzzer,address -parse-as-library`).
let package = Package(
    name: "specrun-fuzz",
    dependencies: [.package(name: "specrun", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzGherkin", dependencies: ["FuzzSupport", .product(name: "Gherkin", package: "specrun")]),
        .executableTarget(name: "FuzzTagExpression", dependencies: ["FuzzSupport", .product(name: "Expressions", package: "specrun")]),
        .executableTarget(name: "FuzzCucumberExpression", dependencies: ["FuzzSupport", .product(name: "Expressions", package: "specrun")]),
        .executableTarget(name: "FuzzYAML", dependencies: ["FuzzSupport",
            .product(name: "YAML", package: "specrun"), .product(name: "Simulation", package: "specrun"),
            .product(name: "SpecrunKit", package: "specrun"), .product(name: "ArticleView", package: "specrun"),
            .product(name: "SafeApp", package: "specrun"),
        ]),
    ]
)
