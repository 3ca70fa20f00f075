import SpecrunKit

/// One step of a system's exploration vocabulary with every value it may take: a template such as
/// `my connection is {connection}` and, for each `{parameter}`, the values to try, simplest first.
/// A choice of values (one index per parameter) makes a real step line of the system.
struct StepTemplate: Hashable, Sendable {
    enum Role: String, Hashable, Sendable {
        case scene = "Given"
        case action = "When"
        case check = "Then"
    }

    let role: Role
    /// The template's text, split around its parameters: `["my connection is ", ""]` around `connection`.
    let pieces: [String]
    let parameters: [String]
    /// The values of each parameter, simplest first.
    let values: [[String]]

    /// Parses `{name}` placeholders in `text`; each takes `values[name]`, else the examples of the
    /// system's parameter type of that name. Nil when a parameter has nothing to try.
    init?(_ text: String, role: Role, values: [String: [String]], examples: [String: [String]]) {
        var pieces: [String] = []
        var parameters: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(String(rest[..<open]))
            parameters.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(String(rest))
        let choices = parameters.map { values[$0] ?? examples[$0] ?? [] }
        guard !choices.contains(where: \.isEmpty) else { return nil }
        self.role = role
        self.pieces = pieces
        self.parameters = parameters
        self.values = choices
    }

    /// The template as written, `{name}` where each parameter goes.
    var pattern: String {
        var text = pieces[0]
        for (index, name) in parameters.enumerated() { text += "{\(name)}" + pieces[index + 1] }
        return text
    }

    /// The step line for one choice of values.
    func text(_ choice: [Int]) -> String {
        var text = pieces[0]
        for (index, value) in choice.enumerated() { text += values[index][value] + pieces[index + 1] }
        return text
    }

    /// Whether it lets time pass: an action whose one parameter is a duration ("{duration} pass").
    var isTimePassing: Bool { role == .action && parameters == [ExplorationSpace.duration] }

    /// Where its duration goes, if it takes one.
    var durationSlot: Int? { parameters.firstIndex(of: ExplorationSpace.duration) }

    /// Every choice of values, in order (the simplest first).
    var allChoices: [[Int]] {
        values.reduce([[]]) { partial, options in partial.flatMap { prefix in options.indices.map { prefix + [$0] } } }
    }
}

/// A generated step: a template and the values chosen for it.
struct GeneratedStep: Hashable, Sendable {
    let template: Int
    var choice: [Int]

    /// Hashed with one `Hasher` call: steps are looked up for every step of every run.
    func hash(into hasher: inout Hasher) {
        var fold = NumberFold()
        self.fold(into: &fold)
        hasher.combine(fold.value)
    }

    func fold(into fold: inout NumberFold) {
        fold.add(template)
        fold.add(choice.count)
        for value in choice { fold.add(value) }
    }
}

/// Numbers folded into one (FNV-1a's step, a word at a time), for a value made of many numbers to
/// be hashed with one `Hasher` call; the `Hasher` still seeds and mixes the result.
struct NumberFold {
    private(set) var value = 0

    mutating func add(_ number: Int) {
        value = (value ^ number) &* 0x100_0000_01B3
    }
}

/// A generated scenario: scenes, then actions, in the order they run.
struct GeneratedScenario: Hashable, Sendable {
    var steps: [GeneratedStep]
}
