@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Test func theWalletAlgorithmsAreRegisteredByNameInOrder() {
    #expect(SafeAppAlgorithms.all.map(\.name) == ["unified", "legacy-ios", "legacy-android"])
    for name in SafeAppAlgorithms.all.map(\.name) {
        #expect(SafeAppAlgorithms.all.first { $0.name == name }?.name == name)
        #expect(SafeAppAlgorithms.all.first { $0.name == name }?.summary.isEmpty == false)
    }
    #expect(SafeAppAlgorithms.all.first { $0.name == "legacy" } == nil)
}
