import Reports
import Runner
import SpecrunKit
import YAML

/// `specrun.yml`'s `references:`: a file of published results of other implementations of the same
/// tests (`specrun/references@1`, docs/results.md), the tag prefix that ties a scenario to its
/// results, and the order of the groups of scenarios in the comparison. The HTML and Markdown
/// reports show the implementations beside the algorithms.
///
/// ```yaml
/// references:
///   file: reference-results.json   # read from the project's folder
///   key: "@id:"                    # a scenario tagged @id:freshness-none is compared with freshness-none
///   groups: ["@required", "@optimal", "@check"]
/// ```
struct ReferencesEntry: Decodable, Sendable {
    var file: YAMLLocated<String>
    var key: YAMLLocated<String>
    var groups: [YAMLLocated<String>]?

    /// The file's path from the working directory: read from the project's `folder`.
    func path(folder: String) -> String {
        folder == "." || file.value.hasPrefix("/") ? file.value : ProjectPath.collapsed(folder + "/" + file.value)
    }

    /// Reads and checks the file (from the project's `folder`); an error names specrun.yml's line,
    /// or the references file's.
    func load(folder: String) throws -> References {
        guard key.value.hasPrefix("@"), key.value.count > 1, !key.value.contains(" ") else {
            throw key.error("references: key: \"\(key.value)\" is not a tag prefix", hint: "write the start of the tags that name a test, e.g. \"@id:\"")
        }
        for group in groups ?? [] where !group.value.hasPrefix("@") || group.value.contains(" ") {
            throw group.error("references: groups: \"\(group.value)\" is not a tag", hint: "write tags such as \"@required\"")
        }
        let path = path(folder: folder)
        guard !SourceFile.isMissing(path) else {
            throw file.error("references: file: no such file \"\(path)\"", hint: "the path is read from the project's folder")
        }
        let bytes = try SourceFile.bytes(path, directoryAdvice: "name the references file, not a folder")
        do {
            return References(results: try ReferenceResults.read(bytes, file: path), key: key.value, groups: (groups ?? []).map(\.value))
        } catch {
            throw ConfigurationError(error.message)
        }
    }
}
