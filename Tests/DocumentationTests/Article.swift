import Foundation

/// A DocC article's fenced code blocks, in order, each with what introduces it: a file of the
/// package it shows (the line before the block ends with the file's path in backticks and a colon),
/// a command (a `shell` block), a command's output (the `text` block after it), or a snippet.
struct Article {
    /// What a block is.
    enum Kind: Equatable {
        case file(String)
        case command
        case output
        case snippet
    }

    /// One fenced code block: its kind, its language and its text (every line, each ended by a
    /// newline), and the line of its opening fence (from 1).
    struct Block {
        var kind: Kind
        var language: String
        var text: String
        var line: Int
        /// The indices in `lines` of its text, between the fences.
        fileprivate var contents: Range<Int>
    }

    let url: URL
    private(set) var lines: [String]
    private(set) var blocks: [Block] = []

    init(_ url: URL) throws {
        self.url = url
        lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        parse()
    }

    /// The paths of the files the article shows, in order.
    var files: [String] {
        blocks.compactMap { if case .file(let path) = $0.kind { path } else { nil } }
    }

    /// The commands with the output shown after each (nil when none is), in order.
    var commands: [(command: String, output: Block?)] {
        var found: [(String, Block?)] = []
        for block in blocks {
            switch block.kind {
            case .command: found.append((block.text.trimmingCharacters(in: .newlines), nil))
            case .output where !found.isEmpty && found[found.count - 1].1 == nil: found[found.count - 1].1 = block
            default: break
            }
        }
        return found
    }

    /// Replaces the text of the block that opens on `line`, keeping the others where they are.
    mutating func replaceText(ofBlockAt line: Int, with text: String) {
        guard let block = blocks.first(where: { $0.line == line }) else { return }
        var replacement = text.components(separatedBy: "\n")
        if replacement.last == "" { replacement.removeLast() }
        lines.replaceSubrange(block.contents, with: replacement)
        blocks = []
        parse()
    }

    func write() throws {
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    private mutating func parse() {
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(lines[index].dropFirst(3))
            let opening = index
            index += 1
            while index < lines.count, lines[index] != "```" { index += 1 }
            let contents = (opening + 1)..<min(index, lines.count)
            let text = lines[contents].map { $0 + "\n" }.joined()
            blocks.append(Block(kind: kind(of: language, before: opening), language: language, text: text, line: opening + 1,
                                contents: contents))
            index += 1
        }
    }

    private func kind(of language: String, before opening: Int) -> Kind {
        switch language {
        case "shell": return .command
        case "text": return .output
        default:
            let introduction = lines[..<opening].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            guard introduction.hasSuffix("`:"), let start = introduction.dropLast(2).lastIndex(of: "`") else { return .snippet }
            return .file(String(introduction[introduction.index(after: start)..<introduction.index(introduction.endIndex, offsetBy: -2)]))
        }
    }
}
