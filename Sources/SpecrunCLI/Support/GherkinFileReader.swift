import Foundation
import Gherkin
import JSON

/// Everything `specrun gherkin` has to say about one file.
struct GherkinFileReport: Sendable {
    let path: String
    let uri: String
    var source: String?
    var syntax = GherkinParser.Syntax.plain
    var tokens: String?
    var document: GherkinDocument?
    /// A document whose pickles are to be written, with the ids set aside for them.
    var pickleWork: (document: GherkinDocument, ids: IdGenerator)?
    /// The pickle messages, when already written.
    var writtenPickles: JSONWriter?
    var errors: [ParseError] = []
}

/// Reads and parses files in order, numbering their nodes and pickles with one id counter that
/// runs across all of them.
struct GherkinFileReader {
    let formats: Set<String>
    fileprivate var ids = IdGenerator()

    init(formats: Set<String>) {
        self.formats = formats
    }

    /// Reads and parses one file, and writes its pickle messages when `writingPickles`; else it
    /// sets ids aside for them, leaving the pickles to be written (and so compiled) by the other
    /// thread.
    mutating func read(path: String, uri: String, writingPickles: Bool = false) -> GherkinFileReport {
        var report = GherkinFileReport(path: path, uri: uri)
        let source: String
        switch SourceFile.read(path: path, uri: uri) {
        case .success(let text): source = text
        case .failure(let problem):
            report.errors = [problem]
            return report
        }
        // The file's name says its syntax, whatever uri the messages give it (--uri).
        let gherkin = GherkinSource(uri: uri, text: source, syntax: GherkinParser.Syntax(path: path))
        report.syntax = gherkin.syntax
        if formats.contains("source") { report.source = source }
        if formats.contains("tokens") {
            switch gherkin.tokens() {
            case .success(let tokens): report.tokens = tokens
            case .failure(let problems): report.errors = problems.errors
            }
        }
        guard formats.contains("ast") || formats.contains("pickles") || formats.contains("errors") else { return report }
        switch gherkin.parse(ids: &ids) {
        case .success(let document):
            if formats.contains("ast") { report.document = document }
            if formats.contains("pickles") && writingPickles {
                // Room for the pickles of almost every file at once (their messages take seven
                // times the source's bytes for half the files, up to sixteen for 97%), so that the
                // buffer seldom grows by copying; the pages not written to are never touched.
                var json = JSONWriter(capacity: max(1 << 16, source.utf8.count * 16))
                GherkinMessages.writePickles(of: document, ids: &ids, to: &json)
                report.writtenPickles = json
            } else if formats.contains("pickles") {
                report.pickleWork = (document, ids.reserve(PickleCompiler().idCount(of: document)))
            }
        case .failure(let problems):
            report.errors = problems.errors
        }
        return report
    }
}
