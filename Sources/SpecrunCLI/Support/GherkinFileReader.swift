import Foundation
import Gherkin

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
    var errors: [ParseError] = []
    /// The file's text, read and waiting to be parsed.
    fileprivate var gherkin: GherkinSource?
}

/// Reads and parses one file for `specrun gherkin`, in two parts: reading it needs nothing of the
/// files before it, and can be done while they are parsed; parsing it numbers its nodes after
/// theirs (one id counter runs across the files, as in the official tools) and sets ids aside for
/// its pickles, which are compiled when they are written.
enum GherkinFileReader {
    /// Reads the file at `path` (and lists its tokens): what the formats ask of it that takes no ids.
    static func read(path: String, uri: String, formats: GherkinFormats) -> GherkinFileReport {
        var report = GherkinFileReport(path: path, uri: uri)
        let utf8: [UInt8]
        switch SourceFile.readUTF8(path: path, uri: uri) {
        case .success(let bytes): utf8 = bytes
        case .failure(let problem):
            report.errors = [problem]
            return report
        }
        // The file's name says its syntax, whatever uri the messages give it (--uri). Its text is
        // parsed from its bytes: a string of it is made only for the formats that print it.
        let gherkin = GherkinSource(uri: uri, utf8: utf8, syntax: GherkinParser.Syntax(path: path))
        report.syntax = gherkin.syntax
        if formats.contains(.source) { report.source = gherkin.text }
        if formats.contains(.tokens) {
            switch gherkin.tokens() {
            case .success(let tokens): report.tokens = tokens
            case .failure(let problems): report.errors = problems.errors
            }
        }
        if !formats.isDisjoint(with: [.ast, .pickles, .errors]) { report.gherkin = gherkin }
        return report
    }

    /// Parses what `read` read, numbering its nodes from `ids` on and setting ids aside for its
    /// pickles; `ids` goes on after them.
    static func parse(_ report: inout GherkinFileReport, formats: GherkinFormats, ids: inout IdGenerator) {
        guard let gherkin = report.gherkin.take() else { return }
        switch gherkin.parse(ids: &ids) {
        case .success(let document):
            if formats.contains(.ast) { report.document = document }
            if formats.contains(.pickles) { report.pickleWork = (document, ids.reserve(PickleCompiler().idCount(of: document))) }
        case .failure(let problems):
            report.errors = problems.errors
        }
    }
}
