import Foundation
import Testing
import YAML

/// Where the official conformance data lives: `$SPECRUN_TESTDATA/<folder>` when that variable is set,
/// else the copy vendored in the repository, `testdata/<folder>`. Missing data fails the suites.
enum ConformanceData {
    static let cucumberExpressions = folder(named: "cucumber-expressions-testdata")
    static let tagExpressions = folder(named: "tag-expressions-testdata")

    private static func folder(named name: String) -> URL? {
        let root: URL
        if let variable = ProcessInfo.processInfo.environment["SPECRUN_TESTDATA"], !variable.isEmpty {
            root = URL(fileURLWithPath: variable, isDirectory: true)
        } else {
            // This file is <package>/Tests/ExpressionsConformanceTests/ConformanceData.swift.
            root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("testdata")
        }
        let folder = root.appendingPathComponent(name, isDirectory: true)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? folder : nil
    }

    /// The `.yaml` case files of a sub-folder of the Cucumber Expressions data, sorted; none when the data is missing.
    static func cucumberExpressionCases(in subfolder: String) -> [CaseFile] {
        guard let root = cucumberExpressions else { return [] }
        return yamlFiles(under: root.appendingPathComponent(subfolder)).map { CaseFile(root: root, url: $0) }
    }

    /// Every `.yaml`/`.yml` file below `folder`, sorted by path.
    static func yamlFiles(under folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { ["yaml", "yml"].contains($0.pathExtension) } ?? []
        return files.sorted { $0.path < $1.path }
    }

    /// The entries of one of the Tag Expressions data files; none when the data is missing.
    static func tagExpressionEntries<Entry: Decodable>(of file: String, as _: Entry.Type) throws -> [Numbered<Entry>] {
        guard let root = tagExpressions else { return [] }
        let url = root.appendingPathComponent(file)
        let entries = try YAMLDecoder().decode([Entry].self, from: try Data(contentsOf: url), file: url.path)
        return entries.enumerated().map { Numbered(file: file, number: $0.offset + 1, entry: $0.element) }
    }
}

/// One case file of the Cucumber Expressions data, named in test results by its path in the data.
struct CaseFile: Sendable, CustomTestStringConvertible {
    let root: URL
    let url: URL

    var testDescription: String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    func decode<Case: Decodable>(_: Case.Type) throws -> Case {
        try YAMLDecoder().decode(Case.self, from: try Data(contentsOf: url), file: url.path)
    }
}

/// One entry of a Tag Expressions data file, named in test results by its file and position.
struct Numbered<Entry: Sendable>: Sendable, CustomTestStringConvertible {
    let file: String
    let number: Int
    let entry: Entry

    var testDescription: String { "\(file) #\(number)" }
}
