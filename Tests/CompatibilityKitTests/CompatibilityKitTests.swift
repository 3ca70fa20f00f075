import Foundation
import Testing

extension Tag {
    /// Suites that build or run something big; a quick loop can skip them (`swift test --skip …`).
    @Tag static var slow: Self
}

/// The Cucumber Compatibility Kit 31.0.0: `Examples/CompatibilityKit`'s `cck` runs each sample with
/// its `arguments.txt` and a ticking clock, and its message stream must be the reference's,
/// envelope by envelope (see `MessageStreamComparison` for what is set aside, and
/// docs/conformance.md).
@Suite(.tags(.slow), .serialized) struct CompatibilityKitTests {
    @Test func everySampleOfTheKitIsHere() throws {
        let kit = try #require(KitData.directory, "no Cucumber Compatibility Kit found; set SPECRUN_TESTDATA")
        #expect(KitData.samples.count == 49, "\(kit.path) holds \(KitData.samples.count) samples")
    }

    @Test(arguments: KitData.samples)
    func sampleStreamIsTheReferences(_ sample: String) throws {
        let kit = try #require(KitData.directory)
        let folder = kit.appendingPathComponent("samples/\(sample)")
        let argumentsFile = folder.appendingPathComponent("\(sample).arguments.txt")
        let extra = (try? String(contentsOf: argumentsFile, encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        let run = try KitBinary.run(["samples/\(sample)", "--format", "message"] + extra, in: kit)
        let expected = try String(contentsOf: folder.appendingPathComponent("\(sample).ndjson"), encoding: .utf8)
        let differences = try MessageStreamComparison.differences(actual: run.output, expected: expected)
        let detail = "cck \(sample) differs from the reference:\n" + differences.prefix(10).joined(separator: "\n")
            + (run.errors.isEmpty ? "" : "\nstandard error:\n\(run.errors.prefix(2_000))")
        #expect(differences.isEmpty, Comment(rawValue: detail))
    }
}
