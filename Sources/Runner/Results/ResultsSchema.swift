/// The names of the saved results' schema (`--format json`): the one written now and the ones still
/// read. Every reader of results (`specrun report --from`, the language server's hover) checks a
/// file's `schema` against these, so a new version is added in one place.
package enum ResultsSchema {
    /// What `--format json` writes.
    package static let current = "specrun/results@2"
    /// Before scenario labels.
    package static let beforeLabels = "specrun/results@1"
    /// Every schema a reader takes.
    package static let read = [current, beforeLabels]
}
