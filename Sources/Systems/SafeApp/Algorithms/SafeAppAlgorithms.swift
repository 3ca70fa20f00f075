import SpecrunKit

/// The wallet app's algorithms, in the order the `@safe-app` system runs them and reports show
/// them. Registering an algorithm is one line here.
///
/// ```swift
/// print(SafeAppAlgorithms.all.map(\.name))   // ["unified", "legacy-ios", "legacy-android"]
/// ```
package enum SafeAppAlgorithms {
    package static let all: [Algorithm<SafeAppEnvironment, any SafeAppClient>] = [
        algorithm(UnifiedSafeApp.self),
        algorithm(LegacyIOSSafeApp.self),
        algorithm(LegacyAndroidSafeApp.self),
    ]

    /// A wallet algorithm type, under its own name and summary. Starting it makes one on the
    /// environment's device and lets it hear the device's lifecycle and connectivity; it is not
    /// running until the device launches it (`device.lifecycle.launch()`).
    package static func algorithm<Client: SafeAppAlgorithm>(_ type: Client.Type) -> Algorithm<SafeAppEnvironment, any SafeAppClient> {
        Algorithm(name: Client.name, summary: Client.summary) { environment in
            let app = Client(environment: environment)
            app.listen(to: environment.device)
            return app
        }
    }
}
