import Foundation
import Testing

/// The comparison matrix of `features/safe-app/` that the README documents and explains: marks
/// for unified, legacy-ios and legacy-android. The legacy clients fail only where the document
/// says they differed: iOS polled (every scenario that watches time pass without a trigger),
/// Android did not reload when the app came to the foreground.
let documentedSafeAppMatrix: [String: String] = [
    "both-clients-behave-the-same.feature | A session makes the requests the policy names, and no others": "✓✗✗",
    "both-clients-behave-the-same.feature | Nothing is asked for while the user does nothing": "✓✗✓",

    "errors.feature | A malformed address": "✓✓✓",
    "errors.feature | An address that is already an owner": "✓✓✓",
    "errors.feature | No internet connection while checking an address": "✓✓✓",
    "errors.feature | An error during the initial loading of Transactions": "✓✓✓",
    "errors.feature | An error during the initial loading of Settings": "✓✓✓",
    "errors.feature | An error during pull to refresh keeps the data": "✓✓✓",
    "errors.feature | An error during another request keeps the screen": "✓✓✓",

    "no-internet-connection.feature | Losing the connection shows nothing": "✓✗✓",
    "no-internet-connection.feature | The connection coming back asks for nothing and shows nothing": "✓✗✓",
    "no-internet-connection.feature | Upon a user action": "✓✓✓",
    "no-internet-connection.feature | Upon a data reload event": "✓✓✗",

    "no-persistence.feature | Started offline, there is no data": "✓✓✓",
    "no-persistence.feature | Returning to a screen loads its data again": "✓✓✓",
    "no-persistence.feature | Started again offline, nothing of the last session shows": "✓✓✓",
    "no-persistence.feature | Data is only loaded when a screen is accessed": "✓✗✓",

    "only-per-screen.feature | Coming back to Settings reloads the settings and nothing else": "✓✗✗",
    "only-per-screen.feature | A minute on Settings asks for no other screen's data": "✓✗✓",

    "pull-to-refresh.feature | Pull to refresh on the Assets reloads it with a spinner": "✓✓✓",
    "pull-to-refresh.feature | Pull to refresh on the transaction list reloads it with a spinner": "✓✓✓",
    "pull-to-refresh.feature | Pull to refresh on the transaction details reloads it with a spinner": "✓✓✓",
    "pull-to-refresh.feature | Pull to refresh on the Settings reloads it with a spinner": "✓✓✓",
    "pull-to-refresh.feature | Pull to refresh cancels the pending load of the same resource": "✓✓✓",
    "pull-to-refresh.feature | Pull to refresh stays available while a load runs": "✓✓✓",

    "when-data-is-reloaded.feature | App start loads just the balances": "✓✓✓",
    "when-data-is-reloaded.feature | Coming to the foreground reloads the open screen: Assets": "✓✓✗",
    "when-data-is-reloaded.feature | Coming to the foreground reloads the open screen: Transactions": "✓✓✗",
    "when-data-is-reloaded.feature | Coming to the foreground reloads the open screen: Settings": "✓✓✗",
    "when-data-is-reloaded.feature | Coming to the foreground shows what changed meanwhile": "✓✓✗",
    "when-data-is-reloaded.feature | A push notification reloads nothing (our choice for \"tbd\")": "✓✗✓",
    "when-data-is-reloaded.feature | A manual refresh reloads what was refreshed": "✓✓✓",
    "when-data-is-reloaded.feature | Switching safe reloads": "✓✓✓",
    "when-data-is-reloaded.feature | [future] A transaction the user made shows at the list's next load": "✓✓✓",

    "where-requests-happen.feature | Opening Assets asks for the balances": "✓✓✓",
    "where-requests-happen.feature | Opening Collectibles asks for the collectibles": "✓✓✓",
    "where-requests-happen.feature | Opening Transactions asks for the transaction list": "✓✓✓",
    "where-requests-happen.feature | Opening Transaction details asks for the transaction details": "✓✓✓",
    "where-requests-happen.feature | Opening Settings asks for the settings": "✓✓✓",
    "where-requests-happen.feature | The transaction list also loads the creation transaction": "✓✓✓",
    "where-requests-happen.feature | Settings loads the confirmations, owners, master copy and modules": "✓✓✓",
    "where-requests-happen.feature | Images of collectibles are loaded with them": "✓✓✓",
    "where-requests-happen.feature | (Technical) The device registers for pushes when the system gives it a token": "✓✓✓",
]

@Suite(.serialized) struct SafeAppMatrixTests {
    @Test func theWalletFeaturesGiveExactlyTheDocumentedMatrixAndTheBaselineHoldsIt() throws {
        let results = try SpecrunProcess.temporaryDirectory().appendingPathComponent("results.json")
        let run = try SpecrunProcess.run(["features/safe-app/", "--format", "json:\(results.path)", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("Baseline: every run as expected (172 runs, 22 known divergences kept)"), "\(run.output)")
        let matrix = try statusMatrix(
            ofJSON: Data(contentsOf: results), algorithms: ["unified", "legacy-ios", "legacy-android"], in: "features/safe-app/")
        #expect(Set(matrix.keys) == Set(documentedSafeAppMatrix.keys))
        for (scenario, marks) in documentedSafeAppMatrix.sorted(by: { $0.key < $1.key }) {
            #expect(matrix[scenario] == marks, "\(scenario)")
        }
        #expect(documentedSafeAppMatrix.values.allSatisfy { $0.hasPrefix("✓") }, "unified passes every scenario")
    }

    @Test func withoutTheBaselineTheLegacyClientsFailTheRun() throws {
        let run = try SpecrunProcess.run(["features/safe-app/", "--no-baseline"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Scenarios: 43 — 30 pass on all their algorithms, 13 on some, 0 on none"), "\(run.output)")
    }

    @Test func theStepGlossaryShowsTheWalletStepsBesideTheArticleSteps() throws {
        let run = try SpecrunProcess.run(["--list-steps"])
        #expect(run.exitCode == 0)
        let article = try #require(run.output.range(of: "@article-view: "))
        let wallet = try #require(run.output.range(of: "@safe-app: "))
        #expect(article.lowerBound < wallet.lowerBound)
        let walletSteps = run.output[wallet.lowerBound...]
        for pattern in ["the app is started", "I pull to refresh the {screen}", "the {data} should have been requested {count}",
                        "after {duration} I should not see the snackbar", "no request should have been made"] {
            #expect(walletSteps.contains(pattern), "\(pattern)")
        }
        #expect(!run.output[article.lowerBound..<wallet.lowerBound].contains("I pull to refresh"))
    }
}
