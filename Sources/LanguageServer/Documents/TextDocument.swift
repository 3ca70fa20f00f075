import SpecrunKit
import Foundation
import Gherkin
import JSON

/// An open document as the client sees it: its text, its version and where its lines start, with
/// positions converted between LSP's (line and UTF-16 code unit, from 0) and Gherkin's (line and
/// Unicode scalar, from 1). Changes apply whole or by range.
///
/// ```swift
/// var document = TextDocument(uri: "file:///p/a.feature", version: 1, text: "Feature: 東京\n")
/// try document.replace(LSPRange(start: LSPPosition(line: 0, character: 9), end: LSPPosition(line: 0, character: 11)), with: "Kyoto")
/// document.text   // "Feature: Kyoto\n"
/// ```
package struct TextDocument {
    package let uri: String
    package var version: Int
    package private(set) var text: String
    /// The UTF-8 offset where each line starts.
    private var lineStarts: [Int] = [0]

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        indexLines()
    }

    package var lineCount: Int { lineStarts.count }

    /// Replaces the text in `range` (the whole text when nil).
    package mutating func replace(_ range: LSPRange?, with newText: String) throws(RPCError) {
        guard let range else {
            text = newText
            indexLines()
            return
        }
        guard range.start <= range.end else {
            throw RPCError(.invalidParams, "a change's range ends (\(range.end)) before it starts (\(range.start))")
        }
        let start = offset(of: range.start), end = offset(of: range.end)
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start), upper = utf8.index(utf8.startIndex, offsetBy: end)
        text.replaceSubrange(lower..<upper, with: newText)
        indexLines()
    }

    /// Line `number` (from 0) without its line break.
    package func line(_ number: Int) -> Substring {
        guard number >= 0, number < lineStarts.count else { return "" }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number])
        var end = number + 1 < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number + 1] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return text[start..<end]
    }

    /// The UTF-8 offset of a position; a character past the line's end is its end, a line past the
    /// text's end is the end, as LSP asks.
    package func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return text.utf8.count }
        let line = self.line(position.line)
        var units = 0
        var offset = lineStarts[position.line]
        for scalar in line.unicodeScalars {
            if units >= position.character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The LSP position of a Gherkin location (its column counted in scalars; no column is the line's start).
    package func position(of location: Location) -> LSPPosition {
        position(line: location.line - 1, scalarColumn: (location.column ?? 1) - 1)
    }

    /// The LSP position `scalars` scalars into line `line` (from 0).
    package func position(line: Int, scalarColumn scalars: Int) -> LSPPosition {
        LSPPosition(line: max(0, line), character: columns(ofLine: line).utf16(scalars))
    }

    /// Line `line` (from 0), read once, for several columns of it.
    package func columns(ofLine line: Int) -> LineColumns {
        LineColumns(text: self.line(line))
    }

    /// One line's columns: a scalar column as UTF-16 counts it, the LSP's column.
    package struct LineColumns {
        let text: Substring
        /// A line of ASCII, as most are, counts its scalars as UTF-16 does.
        let isASCII: Bool

        init(text: Substring) {
            self.text = text
            isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        }

        /// The UTF-16 column `scalars` scalars into the line (its end, past it).
        package func utf16(_ scalars: Int) -> Int {
            if isASCII { return min(scalars, text.utf8.count) }
            return text.unicodeScalars.prefix(scalars).reduce(0) { $0 + $1.utf16.count }
        }
    }

    /// The end of line `line` (from 0).
    package func endOfLine(_ line: Int) -> LSPPosition {
        LSPPosition(line: line, character: self.line(line).utf16.count)
    }

    /// The range of the whole text.
    package var wholeRange: LSPRange {
        LSPRange(start: LSPPosition(line: 0, character: 0), end: endOfLine(lineCount - 1))
    }

    private mutating func indexLines() {
        var starts = [0]
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let newline = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }
}

/// A place in a document as LSP counts it: a line and a UTF-16 code unit, both from 0.
package struct LSPPosition: Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init(_ parameters: Parameters) throws(RPCError) {
        self.init(line: try parameters.member("line").number(), character: try parameters.member("character").number())
    }

    package static func < (a: LSPPosition, b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }

    package var description: String { "\(line):\(character)" }

    package var json: JSONValue { ["line": .number(Double(line)), "character": .number(Double(character))] }
}

/// A stretch of a document, its end exclusive.
package struct LSPRange: Hashable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    package init(_ parameters: Parameters) throws(RPCError) {
        self.init(start: try LSPPosition(parameters.member("start")), end: try LSPPosition(parameters.member("end")))
    }

    package func contains(_ position: LSPPosition) -> Bool { start <= position && position <= end }

    package var json: JSONValue { ["start": start.json, "end": end.json] }
}
