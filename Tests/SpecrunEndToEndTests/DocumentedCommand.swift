import Foundation

/// A command a page of the documentation shows, with the output it shows when it does: read from
/// the page's code blocks (indented or fenced).
///
/// - A block whose lines start with `$ ` is a transcript: each command is followed by its output.
/// - A block of commands (`swift run specrun …`, `specrun …`, `scripts/…`, `swift test`, …) shows
///   commands only; a usage synopsis (`[--from FILE…]`) is not a command.
/// - An HTML comment before a block says more: `<!-- output of: COMMAND -->` (the block is what
///   COMMAND prints, as a product owner on a terminal would see it), `<!-- abridged output of:
///   COMMAND -->` (its lines appear in the output in that order, others between them; a line `…`
///   stands for any), `<!-- abridged -->` before a transcript, and `<!-- not run: REASON -->`.
struct DocumentedCommand: CustomStringConvertible {
    let page: String
    let line: Int
    let command: String
    /// The output the page shows, nil when it shows none.
    let output: [String]?
    let abridged: Bool
    /// Why it is not run, when it is not.
    let notRun: String?

    var description: String { "\(page):\(line): \(command)" }

    /// Commands that the test does not run, by how they start, and why.
    static let elsewhere: [(start: String, reason: String)] = [
        ("apt-get ", "installs packages (.ci/run does, on a fresh machine)"),
        ("swift test", "is the test suite this test belongs to"),
        ("scripts/quick-test", "is the test suite this test belongs to"),
        ("SPECRUN_UPDATE_GOLDEN=1 swift test", "is the test suite this test belongs to"),
        ("cd Examples/HTTPCache && swift run http-cache-specs", "builds another package (.ci/run runs it)"),
        ("cd testdata/cucumber-compatibility-kit", "builds the kit's own package (CompatibilityKitTests runs every sample so)"),
        ("scripts/build-docs", "builds the DocC archives (DocumentationBuildTests runs it)"),
        ("python3 -m http.server", "serves until it is stopped (DocumentationBuildTests serves the archives)"),
    ]

    nonisolated(unsafe) private static let commandStart = /^(\$ )?(swift run |swift test|specrun |scripts\/|apt-get |cd |SPECRUN_|node |python3 )/

    /// Every command of `text` (the page `page`), in order.
    static func commands(in text: String, page: String) -> [DocumentedCommand] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var commands: [DocumentedCommand] = []
        var index = 0
        while index < lines.count {
            guard let (block, end) = codeBlock(at: index, in: lines) else {
                index += 1
                continue
            }
            commands += Self.commands(of: block, startingAt: index + 1, marker: marker(before: index, in: lines), page: page)
            index = end
        }
        return commands
    }

    /// The code block starting at `index` (its lines without the indentation or fences) and the
    /// index after it; nil when none starts there.
    private static func codeBlock(at index: Int, in lines: [String]) -> ([String], Int)? {
        if lines[index].hasPrefix("```") {
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            return (Array(lines[(index + 1)..<min(end, lines.count)]), end + 1)
        }
        guard lines[index].hasPrefix("    "), index == 0 || lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        var end = index
        while end < lines.count, lines[end].hasPrefix("    ") || lines[end].isEmpty { end += 1 }
        var block = lines[index..<end].map { $0.isEmpty ? "" : String($0.dropFirst(4)) }
        while block.last == "" { block.removeLast() }
        return (block, end)
    }

    /// The HTML comment on the line before the block (a blank line may come between).
    private static func marker(before index: Int, in lines: [String]) -> String? {
        var previous = index - 1
        while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).isEmpty { previous -= 1 }
        guard previous >= 0 else { return nil }
        let line = lines[previous].trimmingCharacters(in: .whitespaces)
        guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
        return line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    }

    private static func commands(of block: [String], startingAt first: Int, marker: String?, page: String) -> [DocumentedCommand] {
        let notRun = marker.flatMap { $0.hasPrefix("not run:") ? String($0.dropFirst(8)).trimmingCharacters(in: .whitespaces) : nil }
        for prefix in ["output of:", "abridged output of:"] {
            if let marker, marker.hasPrefix(prefix) {
                let command = String(marker.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
                return [DocumentedCommand(page: page, line: first, command: command, output: block,
                                          abridged: prefix.hasPrefix("abridged"), notRun: notRun)]
            }
        }
        guard let head = block.first, head.firstMatch(of: commandStart) != nil else { return [] }
        if head.hasPrefix("$ ") {
            // A transcript: each command, and the lines up to the next, its output.
            var commands: [DocumentedCommand] = []
            for (offset, line) in block.enumerated() where line.hasPrefix("$ ") {
                let output = block[(offset + 1)...].prefix { !$0.hasPrefix("$ ") }
                commands.append(DocumentedCommand(page: page, line: first + offset, command: String(line.dropFirst(2)),
                                                  output: Array(output), abridged: marker == "abridged", notRun: notRun))
            }
            return commands
        }
        // Commands only: a line ending in `\` goes on on the next.
        var commands: [DocumentedCommand] = []
        var pending = "", pendingLine = first
        for (offset, line) in block.enumerated() {
            if pending.isEmpty { pendingLine = first + offset }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("\\") {
                pending += text.dropLast() + " "
                continue
            }
            let command = (pending + text).trimmingCharacters(in: .whitespaces)
            pending = ""
            guard !command.isEmpty, !isSynopsis(command) else { continue }
            let reason = notRun ?? elsewhere.first { command.hasPrefix($0.start) }?.reason
            commands.append(DocumentedCommand(page: page, line: pendingLine, command: command, output: nil, abridged: false, notRun: reason))
        }
        return commands
    }

    /// A usage line rather than a command: `specrun report --from FILE [--from FILE…]`.
    private static func isSynopsis(_ command: String) -> Bool {
        command.contains("…") || command.contains(" [") || command.contains("PATH") && !command.contains("PATH=")
    }
}
