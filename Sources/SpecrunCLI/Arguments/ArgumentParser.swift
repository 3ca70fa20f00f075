import Spelling
import Runner
import SpecrunKit

/// One word of the command line with its position (1 = the first word after `specrun`), so an error
/// can point at exactly the argument at fault.
struct CommandArgument: Hashable, Sendable {
    let position: Int
    let text: String
}

/// An option the command understands: its long name, an optional short one, and whether it takes a
/// value (`--tags EXPR` or `--tags=EXPR`) and may be given more than once; its line of `--help`, and
/// the longer words of its row in docs/cli.md when the help's line does not say enough (the page's
/// tables are made from these specs, `OptionSpec.markdownTable`).
struct OptionSpec: Hashable, Sendable {
    let long: String
    let short: Character?
    let valueName: String?
    let repeatable: Bool
    let help: String
    /// Its row in docs/cli.md, in Markdown, when not `help`.
    var details: String?

    static func flag(_ long: String, short: Character? = nil, help: String, details: String? = nil) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: nil, repeatable: false, help: help, details: details)
    }

    static func value(_ long: String, short: Character? = nil, _ valueName: String, repeatable: Bool = false,
                      help: String, details: String? = nil) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: valueName, repeatable: repeatable, help: help, details: details)
    }

    var takesValue: Bool { valueName != nil }
}

/// The command line split into options (each value kept with the argument it came from) and
/// positional arguments. Everything after `--` is positional.
struct ParsedArguments: Sendable {
    private(set) var values: [String: [(value: String, argument: CommandArgument)]] = [:]
    private(set) var flags: [String: CommandArgument] = [:]
    private(set) var positionals: [CommandArgument] = []
    /// Where each option with a value first appeared, to point at a repetition.
    private var firstOptions: [String: CommandArgument] = [:]

    func has(_ long: String) -> Bool { flags[long] != nil }

    func all(_ long: String) -> [(value: String, argument: CommandArgument)] { values[long] ?? [] }

    func last(_ long: String) -> (value: String, argument: CommandArgument)? { values[long]?.last }

    /// Parses `words` against `specs`: `--name value`, `--name=value`, `-n value`, `-nvalue`, and
    /// bundled short flags are all understood.
    static func parse(_ words: [String], specs: [OptionSpec], firstPosition: Int = 1) throws -> ParsedArguments {
        var result = ParsedArguments()
        let arguments = words.enumerated().map { CommandArgument(position: $0.offset + firstPosition, text: $0.element) }
        var index = 0
        var onlyPositionals = false
        /// The option's value and the argument to blame for it: the option itself when the value
        /// is inline (`--order=x`), else the word after it.
        func value(for spec: OptionSpec, inline: String?, at argument: CommandArgument) throws -> (String, CommandArgument) {
            if let inline { return (inline, argument) }
            index += 1
            guard index < arguments.count else {
                throw UsageError("option \(argument.text) needs a value (\(spec.valueName ?? "VALUE"))", at: argument)
            }
            return (arguments[index].text, arguments[index])
        }
        func record(_ spec: OptionSpec, inline: String?, at argument: CommandArgument) throws {
            guard spec.takesValue else {
                if inline != nil { throw UsageError("option --\(spec.long) takes no value", at: argument) }
                result.flags[spec.long] = argument
                return
            }
            if !spec.repeatable, let previous = result.firstOptions[spec.long] {
                throw UsageError("option --\(spec.long) is given twice (first as argument \(previous.position)); "
                    + "give it once", at: argument)
            }
            result.firstOptions[spec.long] = result.firstOptions[spec.long] ?? argument
            let (text, valueArgument) = try value(for: spec, inline: inline, at: argument)
            result.values[spec.long, default: []].append((text, valueArgument))
        }
        while index < arguments.count {
            let argument = arguments[index]
            let text = argument.text
            if onlyPositionals || text == "-" || !text.hasPrefix("-") {
                result.positionals.append(argument)
            } else if text == "--" {
                onlyPositionals = true
            } else if text.hasPrefix("--") {
                let body = text.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let spec = specs.first(where: { $0.long == name }) else {
                    let hint = Suggestion.closest(to: name, among: specs.map(\.long)).map { "; did you mean --\($0)?" } ?? ""
                    throw UsageError("unknown option \(text)\(hint)", at: argument)
                }
                try record(spec, inline: inline, at: argument)
            } else {
                var letters = Substring(text.dropFirst())
                while let letter = letters.first {
                    letters = letters.dropFirst()
                    guard let spec = specs.first(where: { $0.short == letter }) else {
                        throw UsageError("unknown option -\(letter) in \(text)", at: argument)
                    }
                    if spec.takesValue {
                        try record(spec, inline: letters.isEmpty ? nil : String(letters), at: argument)
                        break
                    }
                    try record(spec, inline: nil, at: argument)
                }
            }
            index += 1
        }
        return result
    }
}

extension ParsedArguments {
    /// The words after a subcommand's name (so its first is argument 2) parsed against `specs`, or
    /// nil once `--help` printed `help`.
    static func parse(subcommand words: [String], specs: [OptionSpec], help: String) throws -> ParsedArguments? {
        let arguments = try parse(words, specs: specs, firstPosition: 2)
        guard arguments.has("help") else { return arguments }
        try Terminal.out(help + "\n")
        return nil
    }
}

/// A mistake on the command line, naming the argument at fault. Exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    let argument: CommandArgument?
    /// Lines shown under the message, such as the value with a caret under the fault.
    let detail: String?

    init(_ message: String, at argument: CommandArgument? = nil, detail: String? = nil) {
        self.message = message
        self.argument = argument
        self.detail = detail
    }

    var description: String {
        let located = argument.map { "\(message) (argument \($0.position): \"\($0.text)\")" } ?? message
        return detail.map { "\(located)\n\($0)" } ?? located
    }
}
