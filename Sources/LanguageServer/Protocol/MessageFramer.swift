/// Cuts the bytes a language client sends into messages: each a header (`Content-Length: N`, other
/// fields ignored, lines ended by CRLF) and a body of N bytes. A header without a usable length is a
/// problem to answer, and reading goes on after it; a body longer than `maximumLength` is skipped
/// as it arrives, so no client can make the server hold more than that. A badly framed message
/// never desyncs the session: bytes before a header (a Content-Length too short left them) are
/// skipped to the next `Content-Length:`, and a body that runs into the next message's header (a
/// Content-Length too long) is cut where that header starts; each is a problem to answer.
///
/// ```swift
/// var framer = MessageFramer()
/// framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// framer.next()   // .message([0x7B, 0x7D])
/// framer.next()   // nil: nothing more is complete
/// ```
package struct MessageFramer {
    /// What the next piece of input is.
    package enum Frame: Equatable {
        case message([UInt8])
        /// A header that cannot be read, or a body that was too long; the reason.
        case problem(String)
    }

    package static let defaultMaximumLength = 64 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    private var skipping = 0
    private let maximumLength: Int

    package init(maximumLength: Int = defaultMaximumLength) {
        self.maximumLength = maximumLength
    }

    package mutating func append(_ bytes: some Collection<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes are held that are not yet a whole message.
    package var hasPartialInput: Bool { start < buffer.count }

    /// The next whole message or problem, or nil until more bytes come.
    package mutating func next() -> Frame? {
        if skipping > 0 {
            let count = min(skipping, buffer.count - start)
            start += count
            skipping -= count
            if skipping > 0 { return nil }
        }
        // A header starts with a field's name; anything else is what a short Content-Length left behind.
        if let first = buffer[start...].first(where: { $0 != 0x0D && $0 != 0x0A }), !Self.isLetter(first),
           let header = Self.headerStart(in: buffer[start...]) {
            let skipped = header - start
            start = header
            return .problem("\(skipped) bytes before a header, part of no message (was a Content-Length too short?); they were skipped")
        }
        guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A]) else {
            if buffer.count - start > 8192 {  // no header is that long: drop it
                start = buffer.count
                return .problem("a header of more than 8 KiB without its blank line")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var given: String?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            given = parts[1].trimmingWhitespace
        }
        guard let given else {
            start = headerEnd + 4
            return .problem("a header without a Content-Length: \"\(header.prefix(200))\"")
        }
        // A length that is there but no count of bytes is said as it is, not as a missing one.
        guard let length = Int(given), length >= 0 else {
            start = headerEnd + 4
            return .problem("a Content-Length of \"\(given.prefix(40))\", which is no count of bytes (a whole number, 0 or more)")
        }
        guard length <= maximumLength else {
            start = headerEnd + 4
            skipping = length
            let count = min(skipping, buffer.count - start)
            start += count
            skipping -= count
            return .problem("a message of \(length) bytes, more than the \(maximumLength) the server reads; it was skipped")
        }
        guard buffer.count - (headerEnd + 4) >= length else { return nil }
        let bodyRange = (headerEnd + 4)..<(headerEnd + 4 + length)
        // A raw line break is never inside JSON text; one before a header means the length ran on.
        if let header = Self.headerStart(in: buffer[bodyRange]), header > bodyRange.lowerBound,
           buffer[header - 1] == 0x0A || buffer[header - 1] == 0x7D {
            start = header
            return .problem("a Content-Length of \(length) runs past its body into the next message's header; the message was cut there")
        }
        start = bodyRange.upperBound
        return .message(Array(buffer[bodyRange]))
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
    }

    /// Where `Content-Length:` followed by digits and a line break starts in `bytes`, case aside.
    private static func headerStart(in bytes: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length:".utf8)
        var index = bytes.startIndex
        while index + name.count <= bytes.endIndex {
            // `| 0x20` lowers a letter and leaves `-` and `:` as they are.
            if zip(bytes[index..<(index + name.count)], name).allSatisfy({ $0 | 0x20 == $1 }) {
                var after = index + name.count
                while after < bytes.endIndex, bytes[after] == 0x20 { after += 1 }
                let digits = after
                while after < bytes.endIndex, bytes[after] >= 0x30, bytes[after] <= 0x39 { after += 1 }
                if after > digits, after < bytes.endIndex, bytes[after] == 0x0D { return index }
            }
            index += 1
        }
        return nil
    }

    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count - start >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0], buffer[index + 1] == pattern[1], buffer[index + 2] == pattern[2],
               buffer[index + 3] == pattern[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A message's body with its header, as it is sent.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension StringProtocol {
    /// The text without the white space at either end.
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
