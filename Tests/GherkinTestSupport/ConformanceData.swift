import Foundation

/// The official Gherkin conformance data (cucumber/gherkin's `testdata`, MIT): read from
/// `$SPECRUN_TESTDATA/gherkin-testdata` when that is set, else from the copy vendored in the
/// repository, `testdata/gherkin-testdata`. Missing data fails the suite; it is never skipped.
package enum ConformanceData {
    package static let folder: URL? = {
        let candidate: URL
        if let root = ProcessInfo.processInfo.environment["SPECRUN_TESTDATA"], !root.isEmpty {
            candidate = URL(fileURLWithPath: root).appendingPathComponent("gherkin-testdata")
        } else {
            let packageRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            candidate = packageRoot.appendingPathComponent("testdata/gherkin-testdata")
        }
        return FileManager.default.fileExists(atPath: candidate.appendingPathComponent("good").path) ? candidate : nil
    }()

    /// The inputs of one folder (`good` or `bad`): `NAME.feature` and `NAME.feature.md` files.
    package static func cases(in kind: String) -> [String] {
        guard let folder,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)
        else { return [] }
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
    }

    package static func url(_ kind: String, _ name: String) -> URL {
        folder!.appendingPathComponent(kind).appendingPathComponent(name)
    }

    /// An expected output file as text, exactly as stored.
    package static func expected(_ kind: String, _ name: String, _ suffix: String) throws -> String {
        try String(decoding: Data(contentsOf: url(kind, name + suffix)), as: UTF8.self)
    }

    /// Each NDJSON line parsed and written again with sorted keys, so that two files compare
    /// equal when they hold the same JSON values, whatever their spacing.
    package static func canonicalLines(_ ndjson: String) throws -> [String] {
        try ndjson.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }.map { line in
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
