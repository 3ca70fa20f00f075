// swift-tools-version:5.4
// (5.4: executables keep their plain `main` symbol, which libFuzzer supplies; later versions rename it.)
import PackageDescription

// libFuzzer targets for specrun's parsers, one executable per fuzzer, each calling its entry point
// in specrun's SpecrunFuzzing product. Build and run one with `scripts/fuzz TARGET SECONDS` (it
// passes `-sanitize=fuzzer,address -parse-as-library`).
let package = Package(
    name: "specrun-fuzz",
    dependencies: [.package(name: "specrun", path: "..")],
    targets: [
        .executableTarget(name: "FuzzGherkin", dependencies: [.product(name: "SpecrunFuzzing", package: "specrun")]),
        .executableTarget(name: "FuzzTagExpression", dependencies: [.product(name: "SpecrunFuzzing", package: "specrun")]),
        .executableTarget(name: "FuzzCucumberExpression", dependencies: [.product(name: "SpecrunFuzzing", package: "specrun")]),
        .executableTarget(name: "FuzzYAML", dependencies: [.product(name: "SpecrunFuzzing", package: "specrun")]),
    ]
)
