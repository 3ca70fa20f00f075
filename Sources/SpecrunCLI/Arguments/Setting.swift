import Runner
import SpecrunKit

/// A setting that an option and `specrun.yml` both give (`--window` and `window:`), read by one
/// typed parse with one bound and one message: `--window 0s` and `window: 0s` are refused in the
/// same words, said of the name they were written with ("--window must be more than 0; …",
/// "window must be more than 0; …"), the option's with its argument, the project file's at its
/// line and column. `SettingsAgreementTests` sends every option that is also a key of the project
/// file through both, so a second parse cannot come back.
///
/// ```swift
/// let window = try Setting.window.option(in: arguments) ?? project?.window   // --window, else window:
/// ```
struct Setting<Value: Sendable>: Sendable {
    /// The option's long name and the project file's key: one name.
    let name: String
    /// Reads `text`, written as `called` (`--window` or `window`): why not, said after that name.
    let read: @Sendable (_ text: String, _ called: String) -> Result<Value, SettingError>

    /// The option's last value, read; nil when it is not given.
    func option(in arguments: ParsedArguments) throws -> Value? {
        guard let given = arguments.last(name) else { return nil }
        switch read(given.value, "--" + name) {
        case .success(let value): return value
        case .failure(let problem): throw UsageError(problem.message, at: given.argument)
        }
    }

    /// The project file's value for `key`, read from its text (quoted or not); nil when it is not there.
    func decode<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Value? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        switch read(try container.decode(String.self, forKey: key), name) {
        case .success(let value): return value
        case .failure(let problem): throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem.message)
        }
    }
}

/// Why a setting's value is refused, said of the name it was written with.
struct SettingError: Error, Sendable {
    let message: String
}

extension Setting where Value == VirtualDuration {
    /// The observation window of "should see" and "should not see": more than 0, at most 100 years.
    static let window = Setting(name: "window") { text, called in
        VirtualDuration.written(text, meaning: called, example: "500ms, 60s or 2min").mapError { SettingError(message: $0.description) }
    }
}

extension Setting where Value == Int {
    /// The threads of a run or an exploration: 1 to 1,024.
    static let jobs = Setting(name: "jobs") { text, called in
        guard let count = Int(text), SuiteOptions.jobsRange.contains(count) else {
            return .failure(SettingError(message: "\(called) takes a whole number of threads, from 1 to \(SuiteOptions.jobsRange.upperBound)"))
        }
        return .success(count)
    }
}

extension Setting where Value == UInt64 {
    /// A seed: a whole number from 0 to 2⁶⁴ − 1.
    static let seed = Setting(name: "seed") { text, called in
        guard let seed = UInt64(text) else {
            return .failure(SettingError(message: "\(called) takes a whole number, from 0 to \(UInt64.max)"))
        }
        return .success(seed)
    }
}

extension Setting where Value == ScenarioOrder {
    /// `defined`, `reverse`, `random` (a seed drawn now) or `random:SEED`.
    static let order = Setting(name: "order") { text, called in
        if text == "defined" { return .success(.defined) }
        if text == "reverse" { return .success(.reverse) }
        if text == "random" { return .success(.random(seed: UInt64.random(in: 0..<100_000))) }
        if text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) { return .success(.random(seed: seed)) }
        return .failure(SettingError(message: "\(called) takes defined, reverse, random or random:SEED (a whole number)"))
    }
}
