/// The wallet app's algorithms by name, in the order the `@safe-app` system runs them and reports
/// show them. Registering an algorithm is one line here.
public enum SafeAppAlgorithms {
    public static let all: [SafeAppRegistration] = [
        SafeAppRegistration(UnifiedSafeApp.self),
        SafeAppRegistration(LegacyIOSSafeApp.self),
        SafeAppRegistration(LegacyAndroidSafeApp.self),
    ]

    /// The algorithm registered as `name`, if any.
    public static func named(_ name: String) -> SafeAppRegistration? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }
}

/// One registered wallet algorithm: its name, what it does, and how to install it on a device.
public struct SafeAppRegistration: Sendable {
    public let name: String
    public let summary: String
    private let make: @Sendable (SafeAppShell) -> any SafeApp

    public init<App: SafeApp>(_ type: App.Type) {
        name = App.name
        summary = App.summary
        make = { App(shell: $0) }
    }

    /// A new instance of the algorithm on `shell`'s device, hearing the device's lifecycle and
    /// connectivity; it is not running until the device launches it
    /// (`device.lifecycle.launch()`).
    public func install(on shell: SafeAppShell) -> any SafeApp {
        let app = make(shell)
        app.listen(to: shell.device)
        return app
    }
}
