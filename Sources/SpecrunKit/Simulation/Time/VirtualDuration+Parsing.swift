extension VirtualDuration {
    private static let parser = QuantityParser(
        units: [
            (["ms", "millisecond", "milliseconds"], 1),
            (["s", "sec", "secs", "second", "seconds"], 1_000),
            (["min", "mins", "minute", "minutes"], 60_000),
            (["h", "hr", "hrs", "hour", "hours"], 3_600_000),
        ],
        allowsSeveralAmounts: true)

    /// Reads a duration written with units: "420 ms", "4 s", "4s", "1.5 s", "10 min",
    /// "1 min 30 s", "2 hours"; "0" needs no unit. Nil for anything else.
    public init?(parsing text: String) {
        guard let milliseconds = Self.parser.parse(text) else { return nil }
        self.init(milliseconds: milliseconds)
    }

    /// What a fixture author should write instead of a value that is not a duration.
    static func parsingHelp(for text: String) -> String {
        "“\(text)” is not a duration: write a number and a unit, as in 420 ms, 4 s, 1.5 s or 10 min"
    }
}

extension VirtualDuration {
    /// The longest duration a file may give: 876,000 h (100 years). Sums of durations this long stay
    /// far from `Int`'s limit, so no value in a file can make the simulation's arithmetic overflow.
    public static let longestWritten = VirtualDuration.hours(876_000)

    /// The one reading of a duration a user writes, wherever it comes from (an option, the project
    /// file, a fixture): a number and a unit, within `range` (by default more than zero and at most
    /// `longestWritten`); else what is wrong, in words that say what to write. `meaning` names the
    /// value ("the observation window"), `example` shows one ("60 s").
    ///
    /// ```swift
    /// VirtualDuration.written("0 s", meaning: "--window", example: "60 s")
    /// // .failure: "--window must be more than 0; write a duration such as 60 s"
    /// ```
    package static func written(_ text: String, in range: ClosedRange<VirtualDuration> = .milliseconds(1)...longestWritten,
                                meaning: String, example: String) -> Result<VirtualDuration, WrittenDurationError> {
        guard let duration = VirtualDuration(parsing: text) else {
            return .failure(WrittenDurationError(description: "\(meaning) takes a duration such as \(example), not “\(text)”"))
        }
        guard duration <= longestWritten else { return .failure(WrittenDurationError(description: tooLong(text))) }
        return check(duration, in: range, meaning: meaning, example: example)
    }

    /// Why a duration longer than `longestWritten` is refused, in the same words wherever it is written.
    static func tooLong(_ text: String) -> String {
        "“\(text)” is longer than the longest duration specrun takes, \(longestWritten) (100 years)"
    }

    /// `duration` if it lies in `range`, else why not (see `written(_:in:meaning:example:)`).
    package static func check(_ duration: VirtualDuration, in range: ClosedRange<VirtualDuration>, meaning: String,
                              example: String) -> Result<VirtualDuration, WrittenDurationError> {
        guard duration >= range.lowerBound else {
            return .failure(WrittenDurationError(description: range.lowerBound == .milliseconds(1)
                ? "\(meaning) must be more than 0; write a duration such as \(example)"
                : "\(meaning) must be at least \(range.lowerBound); write a duration such as \(example)"))
        }
        guard duration <= range.upperBound else {
            return .failure(WrittenDurationError(description: "\(meaning) must be at most \(range.upperBound); "
                + "write a duration such as \(example)"))
        }
        return .success(duration)
    }
}

/// Why a written duration was refused: what it is for, its bounds and what to write instead.
package struct WrittenDurationError: Error, CustomStringConvertible {
    package let description: String
}

extension VirtualDuration: Decodable {
    /// Decodes from text with units ("4 s"); a bare 0 is also accepted. Longer than
    /// `longestWritten` is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let parsed = VirtualDuration(parsing: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.parsingHelp(for: text))
            }
            guard parsed <= .longestWritten else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.tooLong(text))
            }
            self = parsed
        } else if let number = try? container.decode(Int.self) {
            guard number == 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: Self.parsingHelp(for: String(number)))
            }
            self = .zero
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.parsingHelp(for: "?"))
        }
    }
}

extension KeyedDecodingContainer {
    /// A duration that must be more than zero (a timeout, a window, an interval, how long something
    /// shows): zero would end a wait at once or repeat without end. Refused at the value's line
    /// and column, saying what the value is for and what to write.
    public func decodePositiveDuration(forKey key: Key, meaning: String, example: String) throws -> VirtualDuration {
        try decodeDuration(forKey: key, in: .milliseconds(1)...VirtualDuration.longestWritten, meaning: meaning, example: example)
    }

    /// A duration within `range`, refused at the value's line and column otherwise, saying what the
    /// value is for, the range and what to write.
    public func decodeDuration(forKey key: Key, in range: ClosedRange<VirtualDuration>, meaning: String,
                               example: String) throws -> VirtualDuration {
        let duration = try decode(VirtualDuration.self, forKey: key)
        if case .failure(let problem) = VirtualDuration.check(duration, in: range, meaning: meaning, example: example) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem.description)
        }
        return duration
    }
}

extension KeyedDecodingContainer {
    /// The most bytes a file may say something holds: 10 GB (10,000,000,000). More would make a
    /// transfer's arithmetic overflow, or its packets take minutes to simulate.
    public static var largestByteCount: Int { 10_000_000_000 }

    /// A size in bytes (an article's revision, an image): from 0 to `largestByteCount`, refused at
    /// the value's line and column otherwise.
    public func decodeByteCount(forKey key: Key) throws -> Int {
        let bytes = try decode(Int.self, forKey: key)
        guard (0...Self.largestByteCount).contains(bytes) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "a size in bytes is from 0 to 10000000000 (10 GB), not \(bytes)")
        }
        return bytes
    }
}
