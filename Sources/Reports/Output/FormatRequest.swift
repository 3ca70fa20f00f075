/// A `--format NAME[:PATH]` request: a report format and the file it goes to (standard output when
/// there is no path, or when the path is `-`, `/dev/stdout`, `/dev/fd/1` or `/proc/self/fd/1`).
///
/// ```swift
/// let request = try FormatRequest("junit:reports/junit.xml")   // name "junit", path "reports/junit.xml"
/// let console = FormatRequest(name: "pretty", path: nil)       // to standard output
/// ```
package struct FormatRequest: Hashable, Sendable {
    package var name: String
    package var path: Optional<String>

    package init(name: String, path: String?) {
        self.name = name
        self.path = path
    }

    /// Where the report goes.
    package var destination: ReportOutput.Destination { path.map(ReportOutput.Destination.file) ?? .standardOutput }

    /// Parses `NAME[:PATH]`, checking the name against the known formats.
    package init(_ text: String) throws {
        let name = String(text.prefix { $0 != ":" })
        let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
        guard ReportCatalog.names.contains(name) else {
            let hint = ReportCatalog.closestName(to: name).map { "; did you mean \"\($0)\"?" } ?? "."
            throw ReportOutputError("unknown format \"\(name)\"\(hint) Known formats: \(ReportCatalog.names.joined(separator: ", "))")
        }
        if path?.isEmpty == true {
            throw ReportOutputError("--format \(name): the path after \":\" is empty; write \(name):FILE, or just \(name) for standard output")
        }
        self.init(name: name, path: path.flatMap { DestinationIdentity.standardOutputPaths.contains($0) ? nil : $0 })
    }
}
