/// specrun's version, which `--version` prints, reports record and the language server announces:
/// semantic versioning of the public API of SpecrunKit, SpecrunCLI and Adapter (see CHANGELOG.md).
package enum Version {
    package static let current = "2.0.0"
}
