import SpecrunKit

/// The wallet app's algorithms by name, in the order the `@safe-app` system runs them and reports
/// show them. Registering an algorithm is one line here.
///
/// ```swift
/// print(SafeAppAlgorithms.list.descriptions.map(\.name))   // ["unified", "legacy-ios", "legacy-android"]
/// let app = try SafeAppAlgorithms.list.start("unified", system: "safe-app", on: environment)
/// ```
public enum SafeAppAlgorithms {
    public static let list = AlgorithmList([
        AlgorithmRegistration(UnifiedSafeApp.self),
        AlgorithmRegistration(LegacyIOSSafeApp.self),
        AlgorithmRegistration(LegacyAndroidSafeApp.self),
    ])
}

extension AlgorithmRegistration where Environment == SafeAppEnvironment, App == any SafeAppClient {
    /// Registers a wallet algorithm type under its own name and summary. Starting it makes one on
    /// the environment's device and lets it hear the device's lifecycle and connectivity; it is not
    /// running until the device launches it (`device.lifecycle.launch()`).
    public init<Algorithm: SafeAppAlgorithm>(_ type: Algorithm.Type) {
        self.init(name: Algorithm.name, summary: Algorithm.summary) { environment in
            let app = Algorithm(environment: environment)
            app.listen(to: environment.device)
            return app
        }
    }
}
