import Expressions

/// The parameter types every system's steps share: `{duration}` ("10 seconds", "4 s", "2
/// minutes"), `{count}` ("never", "once", "twice", "3 times") and `{connection}` ("online",
/// "offline", "slow", "flaky", "failing", "timing out").
///
/// `CommonSteps.register(in:)` defines them.
package enum CommonParameterTypes {
    /// Defines, in `steps`, the common parameter types `isDefined` does not say are there already.
    package static func define<World>(in steps: inout StepRegistry<World>, unless isDefined: (String) -> Bool = { _ in false }) {
        if !isDefined(duration.name) { steps.define(duration) }
        if !isDefined(count.name) { steps.define(count) }
        if !isDefined(connection.name) { steps.define(connection) }
    }

    static let duration: Vocabulary<VirtualDuration> = {
        var words = Vocabulary<VirtualDuration>(name: "duration")
        let units: [(String, VirtualDuration)] = [
            ("milliseconds?|ms", .milliseconds(1)), ("seconds?|s", .seconds(1)), ("minutes?|min", .seconds(60)),
            ("hours?|h", .seconds(3_600)),
        ]
        for (unit, size) in units {
            words.add("[0-9]{1,9} (?:" + unit + ")") { text in size * (Int(text.prefix { $0 != " " }) ?? 0) }
        }
        words.add("an? (?:second|minute|hour)") { text in
            text.hasSuffix("second") ? .seconds(1) : text.hasSuffix("minute") ? .seconds(60) : .seconds(3_600)
        }
        return words
    }()

    static let count: Vocabulary<Int> = {
        var words = Vocabulary<Int>(name: "count")
        words.add("never", 0)
        words.add("once", 1)
        words.add("twice", 2)
        words.add("[0-9]{1,9} times") { text in Int(text.prefix { $0 != " " }) ?? 0 }
        return words
    }()

    static let connection: Vocabulary<ConnectionWord> = {
        var words = Vocabulary<ConnectionWord>(name: "connection")
        for word in ConnectionWord.allCases { words.add(word.rawValue, word) }
        return words
    }()
}

/// How a step describes the device's connection; the fixtures say what "slow", "flaky" and
/// "failing" mean.
///
/// ```swift
/// let network = try FixtureSource.builtIn.load(NetworkFixture.file)
/// let word = ConnectionWord(rawValue: "timing out")!           // .timingOut
/// let condition = word.condition(network.conditions)        // .timeout
/// ```
package enum ConnectionWord: String, Hashable, Sendable, CaseIterable {
    case online, offline, slow, flaky, failing
    case timingOut = "timing out"

    /// The network condition it stands for, with the fixture's defaults.
    package func condition(_ defaults: NetworkFixture.ConditionDefaults) -> NetworkCondition {
        switch self {
        case .online: .online
        case .offline: .offline
        case .slow: defaults.slow
        case .flaky: defaults.flaky
        case .failing: defaults.failing
        case .timingOut: .timeout
        }
    }
}
