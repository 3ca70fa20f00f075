import SpecrunKit
import Foundation
import JSON
import Supervision

/// Connects a `LanguageServer` to the client through two file descriptors (standard input and
/// output for `specrun lsp`): reads what comes, answers each message in order, and diagnoses the
/// changed documents whenever no further input is waiting. Ends at the client's `exit` (0 after
/// `shutdown`, else 1) or when the input closes.
package struct LanguageServerLoop {
    let server: LanguageServer
    let input: Int32
    let output: Int32

    package init(server: LanguageServer, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.server = server
        self.input = input
        self.output = output
    }

    /// Serves until the client exits; the exit code.
    package func run() -> Int32 {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            while let frame = framer.next() {
                let replies = switch frame {
                case .message(let body): server.handle(body)
                case .problem(let reason): server.handle(framingProblem: reason)
                }
                guard send(replies) else { return 1 }
                if let code = server.exitCode { return code }
            }
            if server.hasPendingDiagnostics && !inputIsWaiting() {
                guard send(server.publishDiagnostics()) else { return 1 }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return 1
            }
            if count == 0 { return server.exitCode ?? 1 }
            framer.append(buffer[..<count])
        }
    }

    /// Whether bytes are ready on the input now.
    private func inputIsWaiting() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Writes each message framed; false when the client is gone.
    private func send(_ messages: [JSONValue]) -> Bool {
        for message in messages {
            guard FileDescriptor.writeAll(MessageFramer.frame(Array(message.description.utf8)), to: output) == nil else { return false }
        }
        return true
    }
}
