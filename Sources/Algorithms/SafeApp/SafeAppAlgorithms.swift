/// The wallet app's algorithms, registered by name: the `@safe-app` system runs each scenario
/// once per entry, in this order.
public enum SafeAppAlgorithms {
    /// Every algorithm, in the order runs and reports show them. A new one is one line here.
    public static var all: [any SafeApp.Type] {
        [
            UnifiedSafeApp.self,
            LegacyIOSSafeApp.self,
            LegacyAndroidSafeApp.self,
        ]
    }

    /// The registered names, in order.
    public static var names: [String] { all.map { $0.name } }

    /// The algorithm registered as `name`, or nil.
    public static func named(_ name: String) -> (any SafeApp.Type)? {
        all.first { $0.name == name }
    }
}
