import SpecrunKit
/// A `--name` regular expression, matched in time proportional to the name: the pattern is
/// compiled to a program of at most `instructionLimit` instructions and searched by a Pike VM (all
/// the ways a pattern can match advance together, one character at a time, each instruction at
/// most once per character), so no pattern backtracks, and a search costs at most the program's
/// instructions per character of the name (RE2's approach). `(a+)+$` on a long name of `a`s takes
/// microseconds, where a backtracking engine (ICU, `NSRegularExpression`) takes seconds for each
/// few more characters. What cannot be matched that way (backreferences, lookaround) is refused
/// by `NameRegexParser`, saying so.
///
/// ```swift
/// let regex = try NameRegex("refresh(es)? on")
/// regex.matches("The article refreshes on reconnect")   // true, found anywhere in the name
/// ```
struct NameRegex: Sendable {
    /// A parsed pattern.
    indirect enum Node {
        case set(ScalarSet)
        case start
        case end
        /// `\b` (true) or `\B` (false).
        case wordBoundary(Bool)
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    enum Instruction: Sendable {
        case scalar(ScalarSet)
        /// Goes on at both, the first first.
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case wordBoundary(Bool)
        case match
    }

    /// The most instructions a pattern may compile to (`a{1000}` takes 1,000).
    static let instructionLimit = 5_000

    let program: [Instruction]

    init(_ source: String) throws(NameRegexError) {
        let node = try NameRegexParser.parse(source)
        let size = Self.size(of: node)
        guard size < Self.instructionLimit else {
            throw NameRegexError(message: "the pattern is too large (it would take more than \(Self.instructionLimit) instructions)",
                                 offset: 0, hint: "repeat less, or search for a shorter part of the name")
        }
        var program: [Instruction] = []
        program.reserveCapacity(size + 1)
        Self.compile(node, into: &program)
        program.append(.match)
        self.program = program
    }

    /// How many instructions `node` compiles to, stopping once past the limit.
    private static func size(of node: Node) -> Int {
        switch node {
        case .set, .start, .end, .wordBoundary: return 1
        case .sequence(let items): return items.reduce(0) { min($0 + size(of: $1), instructionLimit) }
        case .alternation(let branches): return branches.reduce(0) { min($0 + size(of: $1) + 2, instructionLimit) }
        case .repeated(let body, let minimum, let maximum):
            let (total, overflow) = (size(of: body) + 2).multipliedReportingOverflow(by: max(minimum, maximum ?? minimum + 1))
            return overflow ? instructionLimit : min(total, instructionLimit)
        }
    }

    private static func compile(_ node: Node, into program: inout [Instruction]) {
        switch node {
        case .set(let set): program.append(.scalar(set))
        case .start: program.append(.start)
        case .end: program.append(.end)
        case .wordBoundary(let expected): program.append(.wordBoundary(expected))
        case .sequence(let items): items.forEach { compile($0, into: &program) }
        case .alternation(let branches):
            // split L1, next; L1: first; jump end; next: split L2, … ; last
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    compile(branch, into: &program)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    compile(branch, into: &program)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeated(let body, let minimum, let maximum):
            for _ in 0..<minimum { compile(body, into: &program) }
            guard let maximum else {
                // loop: split body, out; body; jump loop
                let loop = program.count
                program.append(.split(loop + 1, 0))
                compile(body, into: &program)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
                return
            }
            // Each optional copy may be skipped, to the end of them all.
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(program.count)
                program.append(.split(program.count + 1, 0))
                compile(body, into: &program)
            }
            for split in splits { program[split] = .split(split + 1, program.count) }
        }
    }

    /// Whether the pattern matches somewhere in `name`.
    func matches(_ name: String) -> Bool {
        let text = Array(name.unicodeScalars)
        var current = ThreadList(capacity: program.count), next = ThreadList(capacity: program.count)
        var stack: [Int] = []
        for position in 0...text.count {
            // A match may start here (the search is unanchored).
            if add(0, at: position, in: text, to: &current, stack: &stack) { return true }
            guard position < text.count else { break }
            let scalar = text[position]
            for pc in current.pcs {
                guard case .scalar(let set) = program[pc], set.contains(scalar) else { continue }
                if add(pc + 1, at: position + 1, in: text, to: &next, stack: &stack) { return true }
            }
            swap(&current, &next)
            next.clear()
        }
        return false
    }

    /// Adds the thread at `pc` and every one it leads to without reading a character; true once
    /// one of them matches.
    private func add(_ pc: Int, at position: Int, in text: [Unicode.Scalar], to list: inout ThreadList,
                     stack: inout [Int]) -> Bool {
        stack.append(pc)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program[pc] {
            case .match: return true
            case .scalar: break
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .start: if position == 0 { stack.append(pc + 1) }
            case .end: if position == text.count { stack.append(pc + 1) }
            case .wordBoundary(let expected):
                let before = position > 0 && ScalarSet.isWord(text[position - 1])
                let after = position < text.count && ScalarSet.isWord(text[position])
                if (before != after) == expected { stack.append(pc + 1) }
            }
        }
        return false
    }

    /// The instructions reached at one position, each once (a sparse set).
    private struct ThreadList {
        private(set) var pcs: [Int] = []
        private var stamps: [UInt32]
        private var stamp: UInt32 = 1

        init(capacity: Int) {
            stamps = Array(repeating: 0, count: capacity)
            pcs.reserveCapacity(capacity)
        }

        mutating func insert(_ pc: Int) -> Bool {
            guard stamps[pc] != stamp else { return false }
            stamps[pc] = stamp
            pcs.append(pc)
            return true
        }

        mutating func clear() {
            pcs.removeAll(keepingCapacity: true)
            stamp &+= 1
            if stamp == 0 {
                for index in stamps.indices { stamps[index] = 0 }
                stamp = 1
            }
        }
    }
}

/// The characters one position of a pattern matches: ranges and classes (`\d`, `\w`, `\s`), maybe
/// negated, maybe ignoring case (a character matches if it, its lowercase or its uppercase does).
struct ScalarSet: Sendable {
    enum Kind: Sendable {
        case digit, word, space
    }

    indirect enum Item: Sendable {
        case range(Unicode.Scalar, Unicode.Scalar)
        case kind(Kind)
        /// A negated class inside a class (`[\D]`).
        case nested(ScalarSet)
    }

    var items: [Item]
    var negated: Bool
    var ignoresCase: Bool

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = holds(scalar)
        if !found, ignoresCase {
            let properties = scalar.properties
            found = [properties.lowercaseMapping, properties.uppercaseMapping].contains { mapping in
                mapping.unicodeScalars.count == 1 && holds(mapping.unicodeScalars.first!)
            }
        }
        return found != negated
    }

    private func holds(_ scalar: Unicode.Scalar) -> Bool {
        items.contains { item in
            switch item {
            case .range(let low, let high): low <= scalar && scalar <= high
            case .kind(.digit): scalar.properties.generalCategory == .decimalNumber
            case .kind(.word): Self.isWord(scalar)
            case .kind(.space): scalar.properties.isWhitespace
            case .nested(let set): set.contains(scalar)
            }
        }
    }

    /// A letter, mark, decimal digit or connector (`_`), as ICU's `\w`.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return scalar.properties.isAlphabetic
        }
    }
}
