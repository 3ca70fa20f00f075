import Algorithms
import Testing

@Test func theWalletAlgorithmsAreRegisteredByNameInOrder() {
    #expect(SafeAppAlgorithms.names == ["unified", "legacy-ios", "legacy-android"])
    for name in SafeAppAlgorithms.names {
        #expect(SafeAppAlgorithms.named(name)?.name == name)
        #expect(SafeAppAlgorithms.named(name)?.summary.isEmpty == false)
    }
    #expect(SafeAppAlgorithms.named("legacy") == nil)
}
