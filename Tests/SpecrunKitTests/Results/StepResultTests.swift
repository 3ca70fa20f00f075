@testable import SpecrunKit
import Testing

/// A step result keeps what only some results have (a message, snippets, attachments, what was
/// seen) apart, in a box results share: it still behaves as a plain value.
@Suite struct StepResultTests {
    @Test func theRareDetailsAreValuesLikeTheRest() {
        var failed = StepResult(keyword: "Then ", text: "I should see the article", line: 4, status: .failed)
        #expect(failed.message == nil && failed.snippets.isEmpty && failed.attachments.isEmpty)
        failed.message = "expected the article; saw a blank view"
        failed.observed = "a blank view"
        var copy = failed
        copy.message = "another message"
        #expect(failed.message == "expected the article; saw a blank view")  // a change to a copy is its own
        #expect(copy.observed == "a blank view")
        #expect(failed != copy)
        copy.message = failed.message
        #expect(failed == copy && failed.hashValue == copy.hashValue)
    }

    @Test func emptyDetailsAreNoDetails() {
        let plain = StepResult(keyword: "Given ", text: "the article is cached", line: 2, status: .passed)
        var emptied = plain
        emptied.attachments = []  // as every step's attachments are set after it runs
        emptied.snippets = []
        #expect(emptied == plain && emptied.details == nil)
        emptied.message = "a reason"
        emptied.message = nil
        #expect(emptied == plain && emptied.details == nil)
        var attached = plain
        attached.attachments = [Attachment(body: "log", encoding: .identity, mediaType: "text/plain", timestamp: WallTime(nanosecondsSinceEpoch: 0))]
        #expect(attached != plain && attached.attachments.count == 1)
    }
}
