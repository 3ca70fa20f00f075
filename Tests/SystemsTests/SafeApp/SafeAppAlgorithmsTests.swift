@testable import ArticleView
@testable import SafeApp
@testable import SpecrunKit
import Runner
import Testing

@Test func theWalletAlgorithmsAreRegisteredByNameInOrder() {
    #expect(SafeAppAlgorithms.list.names == ["unified", "legacy-ios", "legacy-android"])
    for name in SafeAppAlgorithms.list.names {
        #expect(SafeAppAlgorithms.list.named(name)?.name == name)
        #expect(SafeAppAlgorithms.list.named(name)?.summary.isEmpty == false)
    }
    #expect(SafeAppAlgorithms.list.named("legacy") == nil)
}
