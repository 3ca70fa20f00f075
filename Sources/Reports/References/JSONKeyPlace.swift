/// Where a key is written in a JSON text, for an error about its value: the keys of a path are
/// looked for one after another (`"results"`, then `"freshness-none"` after it, then `"Chrome"`
/// after that), each as a quoted string followed by a colon. Line and column count from 1; a path
/// that is not found points at the last key found, or the start.
///
/// ```swift
/// JSONKeyPlace.find(["results", "a", "Chrome"], in: Array(text.utf8))   // (line: 12, column: 5)
/// ```
enum JSONKeyPlace {
    static func find(_ keys: [String], in bytes: [UInt8]) -> (line: Int, column: Int) {
        var offset = 0, found = 0
        for key in keys {
            let quoted = Array("\"\(key)\"".utf8)
            guard let at = firstKey(quoted, in: bytes, from: offset) else { break }
            found = at
            offset = at + quoted.count
        }
        var line = 1, lineStart = 0
        for index in 0..<min(found, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // The column counts characters, not bytes.
        let column = String(decoding: bytes[lineStart..<min(found, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }

    /// The offset of `quoted` at or after `start` where a colon follows it (blanks between).
    private static func firstKey(_ quoted: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + quoted.count <= bytes.count {
            if bytes[index] == quoted[0], Array(bytes[index..<index + quoted.count]) == quoted {
                var next = index + quoted.count
                while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[next]) {
                    next += 1
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return index }
            }
            index += 1
        }
        return nil
    }
}
