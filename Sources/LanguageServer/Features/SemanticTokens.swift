import SpecrunKit
import Gherkin
import JSON
import Runner

/// What the editor colours by meaning (`textDocument/semanticTokens/full`): keywords, the values a
/// step's definition reads from it (its parameters, as the step matches), an outline's `<placeholders>`,
/// tags, comments and doc strings. A step that matches nothing has no parameters to show, which is
/// itself a sign while typing.
struct SemanticTokens {
    let document: TextDocument
    let analysis: FeatureAnalysis
    let steps: SystemSteps?

    /// The kinds of token, in the order of the legend the server announces.
    enum Kind: Int, CaseIterable {
        case keyword, parameter, variable, decorator, comment, string

        /// The LSP token type: the case's own name.
        var name: String { "\(self)" }
    }

    /// The legend of `initialize`'s `semanticTokensProvider`.
    static var legend: JSONValue {
        ["tokenTypes": .array(Kind.allCases.map { .string($0.name) }), "tokenModifiers": []]
    }

    private struct Token {
        let line: Int
        let start: Int
        let length: Int
        let kind: Kind
    }

    /// The tokens in LSP's encoding: five numbers each (line and start relative to the token before,
    /// length, kind, no modifiers), in UTF-16 units, in document order.
    var data: JSONValue {
        let tokens = collected.sorted { ($0.line, $0.start) < ($1.line, $1.start) }
        var numbers: [JSONValue] = []
        numbers.reserveCapacity(tokens.count * 5)
        var line = 0
        var start = 0
        var end = (line: -1, character: 0)
        for token in tokens where token.length > 0 && (token.line, token.start) >= end {
            numbers += [.number(Double(token.line - line)), .number(Double(token.line == line ? token.start - start : token.start)),
                        .number(Double(token.length)), .number(Double(token.kind.rawValue)), .number(0)]
            (line, start, end) = (token.line, token.start, (token.line, token.start + token.length))
        }
        return ["data": .array(numbers)]
    }

    private var collected: [Token] {
        var tokens: [Token] = []
        for comment in analysis.document?.comments ?? [] {
            let line = comment.location.line - 1
            let written = document.line(line)
            let indent = written.prefix { $0.isWhitespace }.utf16.count
            tokens.append(Token(line: line, start: indent, length: written.utf16.count - indent, kind: .comment))
        }
        guard let feature = analysis.document?.feature else { return tokens }
        func header(_ keyword: String?, _ location: Location, _ tags: [Tag] = []) {
            if let keyword {
                let start = document.position(of: location)
                tokens.append(Token(line: start.line, start: start.character, length: keyword.utf16.count + 1, kind: .keyword))
            }
            for tag in tags {
                let place = document.position(of: tag.location)
                tokens.append(Token(line: place.line, start: place.character, length: tag.name.utf16.count, kind: .decorator))
            }
        }
        func steps(of block: [Step], inOutline: Bool) {
            for step in block { self.step(step, inOutline: inOutline, into: &tokens) }
        }
        func scenario(_ scenario: Scenario) {
            header(scenario.keyword, scenario.location, scenario.tags)
            steps(of: scenario.steps, inOutline: !scenario.examples.isEmpty)
            for examples in scenario.examples { header(examples.keyword, examples.location, examples.tags) }
        }
        func background(_ background: Background) {
            header(background.keyword, background.location)
            steps(of: background.steps, inOutline: false)
        }
        header(feature.keyword, feature.location, feature.tags)
        for child in feature.children {
            switch child {
            case .background(let block): background(block)
            case .scenario(let outline): scenario(outline)
            case .rule(let rule):
                header(rule.keyword, rule.location, rule.tags)
                for child in rule.children {
                    switch child {
                    case .background(let block): background(block)
                    case .scenario(let outline): scenario(outline)
                    }
                }
            }
        }
        return tokens
    }

    /// A step's keyword; its arguments as its definition matches them, or an outline step's
    /// `<placeholders>`; its doc string's lines.
    private func step(_ step: Step, inOutline: Bool, into tokens: inout [Token]) {
        let line = step.location.line - 1
        let column = document.columns(ofLine: line).utf16
        let keywordColumn = (step.location.column ?? 1) - 1
        let keywordLength = step.keyword.unicodeScalars.reversed().drop { $0.properties.isWhitespace }.count
        tokens.append(Token(line: line, start: column(keywordColumn), length: column(keywordColumn + keywordLength) - column(keywordColumn),
                            kind: .keyword))
        let textColumn = keywordColumn + step.keyword.unicodeScalars.count
        func span(from start: Int, to end: Int, _ kind: Kind) {
            let from = column(textColumn + start)
            tokens.append(Token(line: line, start: from, length: column(textColumn + end) - from, kind: kind))
        }
        if inOutline, step.text.contains("<") {
            var offset = 0
            var open: Int?
            for scalar in step.text.unicodeScalars {
                if scalar == "<" { open = offset }
                if scalar == ">", let start = open {
                    span(from: start, to: offset + 1, .variable)
                    open = nil
                }
                offset += 1
            }
        } else if let steps, case .matched(_, let arguments) = steps.match(step.text) {
            for argument in arguments where argument.start >= 0 { span(from: argument.start, to: argument.end, .parameter) }
        }
        if let docString = step.docString {
            let first = docString.location.line - 1
            let count = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
            for line in first...(first + count + 1) where line < document.lineCount {
                let text = document.line(line)
                let indent = text.prefix { $0.isWhitespace }.utf16.count
                tokens.append(Token(line: line, start: indent, length: text.utf16.count - indent, kind: .string))
            }
        }
    }
}
