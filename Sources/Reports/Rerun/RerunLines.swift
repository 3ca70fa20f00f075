import Foundation

/// The lines of a rerun file (Cucumber's): feature paths with lines, `features/a.feature:12:30`, one
/// or more a line, separated by blanks; blank lines, CRLF line ends and a byte-order mark are
/// allowed. A path may hold spaces and colons (`my features/a:b.feature:12`): an entry ends only at
/// a blank after its line numbers. `specrun @rerun.txt` reads a file so, and `--format rerun` checks
/// each line it writes reads back so (a name with a line end in it, or blanks at its ends, cannot).
///
/// It is read byte by byte, in one pass, at hundreds of MB/s: a rerun file of a large suite's
/// failures reads in a fraction of a second.
package enum RerunLines {
    /// The line of a rerun file for `path` and its `lines`: `features/a.feature:12:30`.
    package static func line(_ path: String, _ lines: [Int]) -> String {
        ([path] + lines.map(String.init)).joined(separator: ":")
    }

    /// Whether `line` (one entry, as `line(_:_:)` makes it) reads back as itself.
    package static func readsBack(_ line: String) -> Bool {
        (try? entries(of: Array(line.utf8))) == [line]
    }

    /// A line of a rerun file that is not `path:LINE[:LINE…]` entries.
    package struct LineError: Error, Equatable {
        package var line: Int
        package var problem: String

        package init(line: Int, problem: String) {
            self.line = line
            self.problem = problem
        }
    }

    /// The entries of a rerun file's bytes, each `path:LINE[:LINE…]`, in order.
    package static func entries(of bytes: [UInt8]) throws(LineError) -> [String] {
        var result: [String] = []
        var failure: LineError?
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            do throws(LineError) {
                result = try scanner.entries()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1

        static let newline: UInt8 = 0x0A, colon: UInt8 = 0x3A, zero: UInt8 = 0x30

        /// A space, a tab or a CR.
        static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

        static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

        /// Line by line (`memchr` finds each end): a line without a blank inside is one entry, its
        /// line numbers checked from its end; only a line with several entries (or a name with a
        /// space) is read byte by byte.
        mutating func entries() throws(LineError) -> [String] {
            var entries: [String] = []
            entries.reserveCapacity(bytes.count / 48)
            guard let base = bytes.baseAddress else { return entries }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while index < bytes.count {
                let rest = bytes.count - index
                let found = memchr(base + index, Int32(Self.newline), rest)
                let lineEnd = found.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
                var start = index, end = lineEnd
                while start < end, Self.isBlank(bytes[start]) { start += 1 }
                while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
                if start < end {
                    try read(from: start, to: end, base, into: &entries)
                }
                index = lineEnd + 1
                line += 1
            }
            return entries
        }

        /// The entries of the line `[start, end)` (blanks trimmed): they end at a blank after a
        /// line number (`:N`); any other blank is part of a name.
        private func read(from start: Int, to end: Int, _ base: UnsafePointer<UInt8>, into entries: inout [String]) throws(LineError) {
            var entryStart = start, position = start
            while let blank = Self.firstBlank(base, from: position, to: end) {
                position = blank + 1
                guard Self.isDigit(base[blank - 1]) else { continue }
                var digits = blank - 1
                while digits > entryStart, Self.isDigit(base[digits - 1]) { digits -= 1 }
                guard digits - 1 > entryStart, base[digits - 1] == Self.colon else { continue }
                entries.append(try entry(from: entryStart, to: blank, valid: Self.endsWithLines(base, from: entryStart, to: blank)))
                while position < end, Self.isBlank(base[position]) { position += 1 }
                entryStart = position
            }
            entries.append(try entry(from: entryStart, to: end, valid: Self.endsWithLines(base, from: entryStart, to: end)))
        }

        /// The first space, tab or CR in `[start, end)`.
        private static func firstBlank(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
            guard start < end else { return nil }
            var limit = end
            // Each search stops where the one before found its blank.
            if let found = memchr(base + start, 0x20, limit - start) { limit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base }
            if limit > start, let found = memchr(base + start, 0x09, limit - start) {
                limit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            }
            if limit > start, let found = memchr(base + start, 0x0D, limit - start) {
                limit = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            }
            return limit < end ? limit : nil
        }

        /// Whether `[start, end)` is a path (not empty) and `:N[:N…]`, each N 1 or more, read from the end.
        private static func endsWithLines(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
            var position = end, groups = 0
            while true {
                var digits = position
                while digits > start, isDigit(base[digits - 1]) { digits -= 1 }
                guard digits < position, digits > start, base[digits - 1] == colon else { break }
                var first = digits
                while first < position, base[first] == zero { first += 1 }
                guard first < position, position - first <= 18 else { return false }
                groups += 1
                position = digits - 1
            }
            return groups > 0 && position > start
        }

        /// The entry `[start, end)` as text, or the problem with it.
        private func entry(from start: Int, to end: Int, valid: Bool) throws(LineError) -> String {
            let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if valid, let entry = String(validating: text, as: UTF8.self) { return entry }
            let shown = String(decoding: text, as: UTF8.self)
            if String(validating: text, as: UTF8.self) == nil {
                throw LineError(line: line, problem: "\"\(shown)\" is not UTF-8 text; a rerun file lists feature paths with lines, "
                    + "as --format rerun writes it")
            }
            throw LineError(line: line, problem: "\"\(shown)\" is not a feature file's path with lines, such as features/a.feature:12:30")
        }
    }
}
