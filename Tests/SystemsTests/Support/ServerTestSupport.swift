@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
@testable import SpecrunKit

/// Small server data for tests, like the fixtures but written out.
enum Sample {
    static let tokyo = Article(title: "Tokyo", revisions: [(1041, 212_480), (1042, 213_120)])
    static let kyoto = Article(title: "Kyoto", revisions: [(1035, 148_224)])
    static var articles: ArticleServer { ArticleServer(articles: [tokyo, kyoto]) }

    static let main = Safe(
        name: "Main", address: "0x7A9f",
        balances: SafeBalances(
            eth: "12.5", tokens: [TokenBalance(symbol: "DAI", amount: "1250.00"), TokenBalance(symbol: "USDC", amount: "300.00")]),
        collectibles: [Collectible(name: "CryptoKitty #1204", image: "kitty-1204", imageBytes: 48_200)],
        transactions: [
            SafeTransaction(id: "0x5c1e", kind: .outgoing, value: "0.5 ETH", status: .pending),
            SafeTransaction(id: "0x3a9c", kind: .settings, status: .success),
        ],
        creation: SafeTransaction(id: "0x1e7a", kind: .creation, status: .success),
        settings: SafeSettings(
            requiredConfirmations: 2, owners: ["0x1111", "0x6666", "0xAbCd"],
            masterCopy: MasterCopy(address: "0x34Cf", version: "1.1.1")))
    static let team = Safe(
        name: "Team", address: "0x9D2e", balances: SafeBalances(eth: "3.75"),
        creation: SafeTransaction(id: "0x6b2d", kind: .creation, status: .success),
        settings: SafeSettings(
            requiredConfirmations: 3, owners: ["0x1111", "0x2222", "0x3333", "0x4444"],
            masterCopy: MasterCopy(address: "0xb602", version: "1.0.0"), modules: ["0x1C9e"]))
    static var wallet: SafeAppServer { SafeAppServer(safes: [main, team]) }
}
