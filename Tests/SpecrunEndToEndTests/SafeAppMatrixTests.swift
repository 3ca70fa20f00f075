import Foundation
import Testing

/// The wallet's features run by the binary: where the legacy clients diverge, and its step glossary.
@Suite(.serialized, .tags(.slow)) struct SafeAppMatrixTests {
    /// The wallet's part of docs/matrix.md (checked whole by `DocumentedMatrixTests`), where the
    /// policy document says the clients differed: iOS polled (every scenario that watches time
    /// pass, or the screen, without a trigger), Android did not reload when the app came to the
    /// foreground. The unified client follows the policy everywhere.
    @Test func theLegacyClientsDivergeWhereTheDocumentSaysAndTheBaselineHoldsIt() throws {
        let results = try SpecrunProcess.temporaryDirectory().appendingPathComponent("results.json")
        let run = try SpecrunProcess.run(["features/safe-app/", "--format", "json:\(results.path)", "--format", "summary"])
        #expect(run.exitCode == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("Baseline: every run as expected (172 runs, 23 known divergences kept)"), "\(run.output)")
        // unified, legacy-ios, legacy-android
        let matrix = try statusMatrix(
            ofJSON: Data(contentsOf: results), algorithms: ["unified", "legacy-ios", "legacy-android"], in: "features/safe-app/")
        #expect(matrix.count == 43)
        #expect(matrix.values.allSatisfy { $0.hasPrefix("✓") }, "unified passes every scenario")
        #expect(matrix["both-clients-behave-the-same.feature | Nothing is asked for while the user does nothing"] == "✓✗✓")
        #expect(matrix["only-per-screen.feature | A minute on Settings asks for no other screen's data"] == "✓✗✓")
        for screen in ["Assets", "Transactions", "Settings"] {
            #expect(matrix["when-data-is-reloaded.feature | Coming to the foreground reloads the open screen: \(screen)"] == "✓✓✗")
        }
        #expect(matrix["both-clients-behave-the-same.feature | A session makes the requests the policy names, and no others"] == "✓✗✗")
    }

    @Test func withoutTheBaselineTheLegacyClientsFailTheRun() throws {
        let run = try SpecrunProcess.run(["features/safe-app/", "--no-baseline"])
        #expect(run.exitCode == 1)
        #expect(run.output.contains("Scenarios: 43 — 29 pass on all their algorithms, 14 on some, 0 on none"), "\(run.output)")
    }

    @Test func theStepGlossaryShowsTheWalletStepsBesideTheArticleSteps() throws {
        let run = try SpecrunProcess.run(["--list-steps"])
        #expect(run.exitCode == 0)
        let article = try #require(run.output.range(of: "@article-view: "))
        let wallet = try #require(run.output.range(of: "@safe-app: "))
        #expect(article.lowerBound < wallet.lowerBound)
        let walletSteps = run.output[wallet.lowerBound...]
        for pattern in ["the app is started", "I pull to refresh the {screen}", "the {data} should have been requested {count}",
                        "the snackbar should show for {duration}", "no request should have been made"] {
            #expect(walletSteps.contains(pattern), "\(pattern)")
        }
        #expect(!run.output[article.lowerBound..<wallet.lowerBound].contains("I pull to refresh"))
    }
}
