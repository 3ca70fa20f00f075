import Foundation
import Gherkin
import JSON
import Supervision

/// `specrun gherkin`'s output: each file's messages written by the thread that parsed it, into a
/// buffer of its own (`messages(of:formats:into:)`), then handed out to standard output in the
/// order of the files (`send`), its problems to standard error in step with them.
struct GherkinOutputWriter: Sendable {
    /// Where the messages go: standard output, but for a test.
    let descriptor: Int32
    /// What is buffered for it.
    private var json = JSONWriter(capacity: 1 << 21)
    /// Why writing to standard output failed (`errno`), if it did: nothing more is written then.
    private(set) var writeFailure: Int32?

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
    }

    /// Writes the messages of `report` the formats ask for into `json`: its source, tokens,
    /// syntax tree, pickles (compiled now) and errors, in that order.
    static func messages(of report: GherkinFileReport, formats: GherkinFormats, into json: inout JSONWriter,
                         pickles: inout PickleWriter) {
        if let source = report.source {
            GherkinMessages.writeSource(source, uri: report.uri, mediaType: report.syntax.mediaType, to: &json)
            json.raw(0x0A)
        }
        if let tokens = report.tokens { json.raw(tokens) }
        if let document = report.document {
            GherkinMessages.write(document, to: &json)
            json.raw(0x0A)
        }
        if var work = report.pickleWork {
            GherkinMessages.writePickles(of: work.document, ids: &work.ids, to: &json, using: &pickles)
        }
        for problem in report.errors where formats.contains(.errors) && problem.location.line > 0 {
            GherkinMessages.write(problem, to: &json)
            json.raw(0x0A)
        }
    }

    /// Hands out the messages of a run of files (`messages`, each file's ending at its place in
    /// `ends`), each file's problems after its messages (`path:line:column: message` on standard
    /// error, after what standard output has before them). Messages of more than a page go out as
    /// they are, after what is buffered, rather than copied into the buffer first (the system
    /// copies them once either way; a write costs less than copying them here).
    mutating func send(_ messages: UnsafeBufferPointer<UInt8>, ends: [Int], of reports: [GherkinFileReport]) {
        var start = 0  // where the messages not yet handed out begin
        for (index, report) in reports.enumerated() where !report.errors.isEmpty || index == reports.count - 1 {
            send(UnsafeBufferPointer(rebasing: messages[start..<ends[index]]))
            start = ends[index]
            if !report.errors.isEmpty {
                flush()  // keep standard error in step with standard output
                Terminal.error(report.errors.map { $0.humanReadable(path: report.path) + "\n" }.joined())
            }
        }
    }

    /// Hands out messages, buffered, or as they are when they are more than a page.
    private mutating func send(_ messages: UnsafeBufferPointer<UInt8>) {
        if messages.count >= Self.directWrite {
            flush()
            write(messages)
        } else {
            json.raw(contentsOf: messages)
            if json.byteCount > 1 << 20 { flush() }
        }
    }

    /// Writes what is buffered to standard output.
    mutating func flush() {
        write(json.unsafeBytes)
        json.removeAll()
    }

    /// The size from which messages are sent as they are, not copied into the buffer.
    private static let directWrite = 1 << 12

    /// Writes `bytes` to standard output, unless a write failed before.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard writeFailure == nil, !bytes.isEmpty else { return }
        writeFailure = FileDescriptor.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
    }
}
