/// "Did you mean" by edit distance: the candidate closest to a misspelled word, if one is close
/// enough to be a likely typo. One rule for every name specrun suggests: options, formats, keys,
/// algorithms, profiles.
///
/// ```swift
/// Suggestion.closest(to: "legcy", among: ["legacy", "new"])        // "legacy"
/// Suggestion.didYouMean("legcy", among: ["legacy", "new"])         // " (did you mean \"legacy\"?)"
/// ```
package enum Suggestion {
    /// The candidate nearest to `word` (case ignored), within a third of its length, at most three
    /// edits; ties go to the earlier candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            let allowed = min(3, max(1, max(word.count, candidate.count) / 3))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Insertions, deletions, substitutions and swaps of neighbours needed to turn `a` into `b`
    /// (optimal string alignment distance).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforeRow = previousRow
            previousRow = row
            row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previousRow[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforeRow[j - 2] + 1)
                }
            }
        }
        return row[b.count]
    }

    /// `"a", "b" and "c"`: names quoted and listed in order.
    package static func list(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// `" (did you mean \"new\"?)"`, or "" when no candidate is close.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
