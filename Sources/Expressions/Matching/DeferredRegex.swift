import Foundation
import Synchronization

/// A regular expression compiled the first time it is used, then kept: ICU's compile of one step
/// pattern costs hundreds of thousands of instructions, more than a whole simulated run, and most of the
/// patterns a system defines meet no step a run takes. Every copy and thread shares the one compile,
/// or the one error.
///
/// Source a user wrote on its own (a regular expression step pattern, a parameter type's regexp) is
/// compiled when it is given (`init(compiling:)`), so its error is said where it was written. What is
/// deferred is source made of such parts, or a constant: a Cucumber expression's regex, a built-in
/// type's regexp. Should one still not compile, its first use throws the error it would have thrown.
final class DeferredRegex: Sendable {
    let source: String
    /// How many capture groups the source has, as `CaptureGroupTree` reads it; checked against ICU's count.
    private let captureGroups: Int?
    /// The compile's result once made, published once and read without a lock after (matching runs
    /// on every worker thread at once). Two threads meeting the pattern first may both compile it;
    /// one result is kept.
    private let compiled = Atomic<Unmanaged<Compiled>?>(nil)

    private final class Compiled: Sendable {
        let result: Result<NSRegularExpression, CucumberExpressionError>

        init(_ result: Result<NSRegularExpression, CucumberExpressionError>) {
            self.result = result
        }
    }

    /// `source`, compiled when first used; when `captureGroups` is given, ICU must count as many.
    init(_ source: String, captureGroups: Int? = nil) {
        self.source = source
        self.captureGroups = captureGroups
    }

    /// `source`, compiled now: throws when it is not a valid regular expression, or when ICU counts
    /// other than `captureGroups` capture groups.
    init(compiling source: String, captureGroups: Int? = nil) throws(CucumberExpressionError) {
        self.source = source
        self.captureGroups = captureGroups
        let result = Self.compile(source, captureGroups: captureGroups)
        compiled.store(Unmanaged.passRetained(Compiled(result)), ordering: .releasing)
        _ = try result.get()
    }

    deinit {
        compiled.load(ordering: .acquiring)?.release()
    }

    /// The compiled expression, or why it is not one.
    func regex() throws(CucumberExpressionError) -> NSRegularExpression {
        if let done = compiled.load(ordering: .acquiring) { return try done.takeUnretainedValue().result.get() }
        let made = Unmanaged.passRetained(Compiled(Self.compile(source, captureGroups: captureGroups)))
        let (stored, other) = compiled.compareExchange(expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if !stored, let other {  // another thread published its compile first
            made.release()
            return try other.takeUnretainedValue().result.get()
        }
        return try made.takeUnretainedValue().result.get()
    }

    private static func compile(_ source: String, captureGroups: Int?) -> Result<NSRegularExpression, CucumberExpressionError> {
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: source)
        } catch {
            let reason = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String ?? "\(error)"
            return .failure(CucumberExpressionError(
                message: "The regular expression /\(source)/ is not valid: \(reason). Fix the regular expression (ICU syntax)"))
        }
        if let captureGroups, regex.numberOfCaptureGroups != captureGroups {
            return .failure(CucumberExpressionError(
                message: "The capture groups of /\(source)/ could not be told apart (\(regex.numberOfCaptureGroups) groups, \(captureGroups) understood). Simplify the character classes or quoting around the parentheses"))
        }
        return .success(regex)
    }
}
