import Foundation
import Gherkin

/// Reads a feature file for `specrun` and `specrun gherkin`: a missing file, a directory, an
/// unreadable file or a byte that is not UTF-8 each become a `ParseError` naming the problem and how
/// to fix it (at line 0 when it concerns the file as a whole, else at the bad byte's line and column).
enum SourceFile {
    static func read(path: String, uri: String) -> Result<String, ParseError> {
        func problem(_ message: String) -> Result<String, ParseError> {
            .failure(ParseError(message: message, location: Location(line: 0), uri: uri))
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return problem(errno == ENOENT ? "no such file; check the path" : "cannot be read; check its permissions")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return problem("cannot be read; check its permissions") }
        guard status.st_mode & S_IFMT != S_IFDIR else { return problem("is a directory; name the .feature files in it") }
        let size = max(Int(status.st_size), 0)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while size == 0 || filled < size {  // the size said, or to the end where it says nothing
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return problem("cannot be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            filled += count
        }
        return SourceText.decode(bytes[..<filled], uri: uri)
    }
}

extension ParseError {
    /// `path:line:column: message` for a terminal: the message without its `(line:column): ` prefix,
    /// cut short when it quotes a very long line; `path: message` for the file as a whole.
    func humanReadable(path: String) -> String {
        var message = Substring(self.message)
        if message.hasPrefix("("), let end = message.range(of: "): ") {
            message = message[end.upperBound...]
        }
        if message.count > 300 { message = message.prefix(300) + "…'" }
        guard location.line > 0 else { return "\(path): \(message)" }
        let column = location.column.map { ":\($0)" } ?? ""
        return "\(path):\(location.line)\(column): \(message)"
    }
}
