import Testing
import Spelling

/// "Did you mean": which candidate is close enough to a misspelled word, how ties and case are
/// handled, and how names are listed.
@Suite struct SuggestionTests {
    @Test func aTypoGetsTheCandidateItIsCloseTo() {
        #expect(Suggestion.closest(to: "legcy", among: ["legacy", "new"]) == "legacy")
        #expect(Suggestion.closest(to: "nwe", among: ["legacy", "new"]) == "new")
    }

    @Test func aWordFarFromEveryCandidateGetsNone() {
        #expect(Suggestion.closest(to: "xyz", among: ["legacy", "new"]) == nil)
        #expect(Suggestion.closest(to: "legacy", among: []) == nil)
    }

    /// A third of the longer word's length may differ, at least one edit and at most three.
    @Test(arguments: [
        // up to five letters: one edit
        ("retyr", "retry", true), ("rxtrx", "retry", false),
        // six to eight letters: two edits
        ("lxgxcy", "legacy", true), ("lxgxcx", "legacy", false),
        // the longer word decides: "form" is four letters from "format", whose six allow two edits
        ("form", "format", true), ("fo", "format", false),
        // nine letters or more: three edits, however long the words
        ("fixtXresdXrectXry", "fixturesdirectory", true), ("fXxtXresdXrectXry", "fixturesdirectory", false),
    ])
    func theEditsAllowedGrowWithTheLengthOfTheWords(_ word: String, _ candidate: String, _ suggested: Bool) {
        #expect((Suggestion.closest(to: word, among: [candidate]) != nil) == suggested)
    }

    @Test func caseIsIgnoredAndTheCandidateIsGivenAsWritten() {
        #expect(Suggestion.closest(to: "LEGCY", among: ["legacy"]) == "legacy")
        #expect(Suggestion.closest(to: "Auto-Update", among: ["auto-update"]) == "auto-update")
        #expect(Suggestion.editDistance("Legacy", "legacy") == 1, "the distance itself keeps case")
    }

    @Test func aTieGoesToTheEarlierCandidateAndACloserOneWins() {
        #expect(Suggestion.closest(to: "bat", among: ["cat", "hat"]) == "cat")
        #expect(Suggestion.closest(to: "bat", among: ["hat", "cat"]) == "hat")
        #expect(Suggestion.closest(to: "hat", among: ["cat", "hat"]) == "hat")
    }

    @Test func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("abc", "") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("tgas", "tags") == 1, "neighbours swapped are one edit")
        #expect(Suggestion.editDistance("café", "cafe") == 1, "letters, not bytes")
        // Optimal string alignment: a swapped pair is not edited again, so "ca" → "abc" takes three.
        #expect(Suggestion.editDistance("ca", "abc") == 3)
    }

    @Test func namesAreListedQuotedInOrder() {
        #expect(Suggestion.list([]) == "")
        #expect(Suggestion.list(["new"]) == #""new""#)
        #expect(Suggestion.list(["legacy", "new"]) == #""legacy" and "new""#)
        #expect(Suggestion.list(["legacy", "new", "auto-update"]) == #""legacy", "new" and "auto-update""#)
    }

    @Test func didYouMeanIsASuffixOrNothing() {
        #expect(Suggestion.didYouMean("legcy", among: ["legacy", "new"]) == #" (did you mean "legacy"?)"#)
        #expect(Suggestion.didYouMean("xyz", among: ["legacy", "new"]) == "")
    }
}
