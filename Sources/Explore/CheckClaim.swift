import SpecrunKit

/// What one Then step of a written behaviour says about one algorithm, in plain words, and whether
/// it holds there: the check passes on the algorithm (it holds) or fails (it does not). A
/// behaviour's title is made of these claims alone, so it says no more than its checks measure:
/// "Legacy shows an offline banner; new does not", "Legacy has made 1 request; new has not",
/// "On legacy, the response comes from the cache; on new, it does not".
///
/// A check reads as the Gherkin Then it is, "SUBJECT should [not] PREDICATE", said of a run as
/// it happened: the user ("I") seeing something is the algorithm showing it, "the app" is the
/// algorithm, any other subject stays ("the response", "no request") with the algorithm named
/// before it. A check not in that form is quoted.
///
/// ```swift
/// CheckClaim(check: "I should see an offline banner", algorithm: "legacy", holds: true).sentence
/// // "legacy shows an offline banner"
/// CheckClaim(check: "I should see an offline banner", algorithm: "new", holds: false).short
/// // "new does not"
/// ```
package struct CheckClaim: Hashable, Sendable {
    /// The check's text, without its keyword: "I should see an offline banner".
    package let check: String
    package let algorithm: String
    /// Whether the check passed on the algorithm's run.
    package let holds: Bool

    /// The check taken apart, once; nil when it is not a "should" sentence.
    private let parts: Parts?

    package init(check: String, algorithm: String, holds: Bool) {
        self.check = check
        self.algorithm = algorithm
        self.holds = holds
        parts = Parts(check)
    }

    /// The claim in full: "legacy shows an offline banner", "legacy does not show a warning banner
    /// after 2 seconds", "on new, no request has been made".
    package var sentence: String { phrase(short: false) }

    /// The claim with its predicate left out, after a claim in full of the same check: "new does
    /// not", "on new, it has". A subject that says no ("no request") has no short form: the
    /// sentence in full.
    package var short: String { phrase(short: true) }

    /// Whether its subject is the algorithm: "I should see …" (the algorithm shows), "the app
    /// should …".
    package var isOfAlgorithm: Bool { parts?.isAlgorithm ?? false }

    /// The claim without the algorithm: "shows an offline banner", "no request has been made",
    /// to follow a claim of the same algorithm.
    package var clause: String {
        guard let parts else { return "“\(check)” \(holds ? "holds" : "does not hold")" }
        let negative = parts.negative != !holds
        if parts.isAlgorithm { return parts.verb(negative: negative, short: false, subject: .singular) }
        return parts.said(negative: negative, short: false)
    }

    private func phrase(short: Bool) -> String {
        guard let parts else { return "on \(algorithm), " + clause }
        let negative = parts.negative != !holds
        if parts.isAlgorithm { return "\(algorithm) " + parts.verb(negative: negative, short: short, subject: .singular) }
        return "on \(algorithm), " + parts.said(negative: negative, short: short)
    }

    /// A check taken apart: "after 2 seconds" + "I" + "should" + "not" + "see a warning banner".
    private struct Parts: Hashable {
        enum Number { case singular, plural }

        let subject: String
        let number: Number
        let negative: Bool
        /// The predicate's first word ("see", "have", "come") and the rest.
        let verb: String
        let rest: String
        /// "after 2 seconds", said after the predicate.
        let when: String?
        /// The user seeing: the algorithm shows.
        let sees: Bool

        var isAlgorithm: Bool { sees || subject == "the app" }

        /// A subject other than the algorithm with its predicate: "the response comes from the
        /// cache", short "it does not"; "no request has been made", which negated is "a request
        /// has been made" and has no short form (it would say "none").
        func said(negative: Bool, short: Bool) -> String {
            if subject.lowercased().hasPrefix("no ") {
                guard negative else { return subject + " " + verb(negative: false, short: false, subject: number) }
                let noun = subject.dropFirst(3)
                return PlainWords.article(for: noun) + " " + noun + " " + verb(negative: false, short: false, subject: number)
            }
            guard short else { return subject + " " + verb(negative: negative, short: false, subject: number) }
            return (number == .plural ? "they " : "it ") + verb(negative: negative, short: true, subject: number)
        }

        init?(_ check: String) {
            var text = Substring(check)
            var when: String?
            if text.hasPrefix("after "), let comma = text.range(of: " I should ") {
                when = String(text[..<comma.lowerBound])
                text = text[text.index(after: comma.lowerBound)...]
            }
            guard let should = text.range(of: " should ") else { return nil }
            let subject = String(text[..<should.lowerBound])
            var predicate = text[should.upperBound...]
            let negative = predicate.hasPrefix("not ")
            if negative { predicate = predicate.dropFirst(4) }
            let words = predicate.split(separator: " ", maxSplits: 1)
            guard let first = words.first, !subject.isEmpty else { return nil }
            self.subject = subject
            self.negative = negative
            self.verb = String(first)
            self.rest = words.count > 1 ? String(words[1]) : ""
            self.when = when
            self.sees = subject == "I" && first == "see"
            let last = subject.split(separator: " ").last.map(String.init) ?? subject
            self.number = subject == "I" || subject == "we" || subject == "they"
                || (last.hasSuffix("s") && !last.hasSuffix("ss") && !last.hasSuffix("us")) ? .plural : .singular
        }

        /// The predicate said of the run, with its subject's number: "shows X", "does not show X",
        /// "has made 1 request", "comes from the cache"; short, only the auxiliary: "does not", "has".
        func verb(negative: Bool, short: Bool, subject number: Number) -> String {
            let base = sees ? "show" : verb
            let tail = rest.isEmpty ? "" : " " + rest
            let after = when.map { " " + $0 } ?? ""
            let third = number == .singular
            let phrase: String
            switch base {
            case "have", "be":
                // The verb is its own auxiliary: "has not made", "is not".
                let aux = base == "have" ? (third ? "has" : "have") : subject == "I" ? "am" : third ? "is" : "are"
                phrase = aux + (negative ? " not" : "") + (short ? "" : tail)
            default:
                let does = third ? "does" : "do"
                if short { phrase = does + (negative ? " not" : "") }
                else { phrase = negative ? "\(does) not \(base)\(tail)" : (third ? Self.thirdPerson(base) : base) + tail }
            }
            return short ? phrase : phrase + after
        }

        /// "shows", "comes", "goes", "matches", "carries".
        static func thirdPerson(_ verb: String) -> String {
            if verb.hasSuffix("s") || verb.hasSuffix("sh") || verb.hasSuffix("ch") || verb.hasSuffix("x") || verb.hasSuffix("o") {
                return verb + "es"
            }
            if verb.count > 1, verb.hasSuffix("y"), !"aeiou".contains(verb.dropLast().last!) { return verb.dropLast() + "ies" }
            return verb + "s"
        }
    }
}

extension Behaviour {
    /// Its title, made of what its checks measure: what each check states of the reference, which
    /// it passes there, then what the first check, on which the other's run stops, gives on the
    /// other ("Legacy shows an error banner and does not show a warning banner; new does not show
    /// an error banner"). A behaviour that is not written has no checks, so no claims: its
    /// signature says what its observations differ in.
    package var title: String {
        guard !claims.isEmpty else { return signature.description.prefix(1).uppercased() + signature.description.dropFirst() }
        return Self.title(of: claims, reference: signature.reference, other: signature.other)
    }

    /// The title `claims` make: the reference's, those said of the algorithm first so that the
    /// others follow its name, then the other's (in short when the reference has one claim).
    static func title(of claims: [CheckClaim], reference: String, other: String) -> String {
        let onReference = claims.filter { $0.algorithm == reference && $0.isOfAlgorithm }
            + claims.filter { $0.algorithm == reference && !$0.isOfAlgorithm }
        var text = ""
        for (index, claim) in onReference.enumerated() {
            text += index == 0 ? claim.sentence : " and " + claim.clause
        }
        if let onOther = claims.first(where: { $0.algorithm == other }) {
            text += "; " + (onReference.count == 1 ? onOther.short : onOther.sentence)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
