import Foundation
import Gherkin
import JSON
import Supervision
import Synchronization

/// Writes the requested outputs of each file to standard output, buffered, and its problems to
/// standard error, one file at a time in the order given.
final class GherkinOutputWriter: Sendable {
    private struct State {
        var json = JSONWriter(capacity: 1 << 21)
        /// Why writing to standard output failed (`errno`), if it did.
        var writeFailure: Int32?
    }

    let formats: Set<String>
    private let state = Mutex(State())

    init(formats: Set<String>) {
        self.formats = formats
    }

    func write(_ report: GherkinFileReport) {
        state.withLock { state in
            if let source = report.source {
                GherkinMessages.writeSource(source, uri: report.uri, mediaType: report.syntax.mediaType, to: &state.json)
                state.json.raw(0x0A)
            }
            if let tokens = report.tokens { state.json.raw(tokens) }
            if let document = report.document {
                GherkinMessages.write(document, to: &state.json)
                state.json.raw(0x0A)
            }
            if let pickles = report.writtenPickles {
                // Written by the reading thread: a block of more than a page goes out as it is,
                // after what is buffered, rather than copied into the buffer first (the system
                // copies it once either way; a write costs less than copying it here).
                if pickles.byteCount >= Self.directWrite {
                    Self.flush(&state)
                    Self.send(pickles, &state)
                } else {
                    pickles.withBytes { state.json.raw(contentsOf: $0) }
                }
            }
            if var work = report.pickleWork {
                GherkinMessages.writePickles(of: work.document, ids: &work.ids, to: &state.json)
            }
            for problem in report.errors where formats.contains("errors") && problem.location.line > 0 {
                GherkinMessages.write(problem, to: &state.json)
                state.json.raw(0x0A)
            }
            if !report.errors.isEmpty {
                Self.flush(&state)  // keep standard error in step with standard output
                Terminal.error(report.errors.map { $0.humanReadable(path: report.path) + "\n" }.joined())
            }
            if state.json.byteCount > 1 << 20 { Self.flush(&state) }
        }
    }

    /// Writes what is buffered to standard output; returns why a write failed (`errno`), if one
    /// did, after which nothing more was written.
    func finish() -> Int32? {
        state.withLock { state in
            Self.flush(&state)
            return state.writeFailure
        }
    }

    /// The size from which bytes written elsewhere are sent as they are, not copied into the buffer.
    private static let directWrite = 1 << 12

    private static func flush(_ state: inout State) {
        let buffered = state.json
        send(buffered, &state)
        state.json.removeAll()
    }

    /// Writes `json`'s bytes to standard output, unless a write failed before.
    private static func send(_ json: JSONWriter, _ state: inout State) {
        if state.writeFailure == nil {
            state.writeFailure = json.withBytes { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        }
    }
}
