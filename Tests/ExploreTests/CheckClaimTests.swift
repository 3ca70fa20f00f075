import Testing
@testable import Explore

/// How a check reads as a claim about an algorithm's run: the user seeing is the algorithm
/// showing, "the app" is the algorithm, any other subject keeps its words with the algorithm named
/// first; a claim that does not hold says so, and a subject that says no ("no request") becomes
/// one that says some.
@Suite struct CheckClaimTests {
    @Test(arguments: [
        ("I should see an offline banner", true, "legacy shows an offline banner", "legacy does"),
        ("I should see an offline banner", false, "new does not show an offline banner", "new does not"),
        ("I should not see a warning banner", false, "new shows a warning banner", "new does"),
        ("after 2 seconds I should not see a warning banner", true, "legacy does not show a warning banner after 2 seconds",
         "legacy does not"),
        ("the app should have made 1 request", false, "new has not made 1 request", "new has not"),
        ("the app should not have downloaded a revision it already had", true, "legacy has not downloaded a revision it already had",
         "legacy has not"),
        ("no request should have been made", true, "on legacy, no request has been made", "on legacy, no request has been made"),
        ("no request should have been made", false, "on new, a request has been made", "on new, a request has been made"),
        ("the balances should have been requested once", false, "on new, the balances have not been requested once", "on new, they have not"),
        ("the response should come from the cache", true, "on legacy, the response comes from the cache", "on legacy, it does"),
        ("the response should come from the cache", false, "on new, the response does not come from the cache", "on new, it does not"),
        ("the cache holds it", true, "on legacy, “the cache holds it” holds", "on legacy, “the cache holds it” holds"),
    ])
    func aCheckReadsAsWhatItStates(check: String, holds: Bool, sentence: String, short: String) {
        let claim = CheckClaim(check: check, algorithm: holds ? "legacy" : "new", holds: holds)
        #expect(claim.sentence == sentence)
        #expect(claim.short == short)
    }

    /// A title states each check of the reference, the algorithm's own first, then the first check
    /// (where the other's run stops) on the other.
    @Test func aTitleIsMadeOfItsClaims() {
        let claims = [CheckClaim(check: "no request should have been made", algorithm: "unified", holds: true),
                      CheckClaim(check: "I should not see a snackbar", algorithm: "unified", holds: true),
                      CheckClaim(check: "no request should have been made", algorithm: "legacy-ios", holds: false)]
        #expect(Behaviour.title(of: claims, reference: "unified", other: "legacy-ios")
                == "Unified does not show a snackbar and no request has been made; on legacy-ios, a request has been made")
        let one = [CheckClaim(check: "I should see an offline banner", algorithm: "legacy", holds: true),
                   CheckClaim(check: "I should see an offline banner", algorithm: "new", holds: false)]
        #expect(Behaviour.title(of: one, reference: "legacy", other: "new") == "Legacy shows an offline banner; new does not")
    }
}
