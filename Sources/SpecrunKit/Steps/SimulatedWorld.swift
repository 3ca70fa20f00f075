
/// A world that runs on a simulated device: its `DeviceSession`, and how it turns the phrases of
/// its `{sight}` parameter type into `Sight`s (a phrase may depend on the world: "locally stored
/// revision of $article" is the revision the app held when the action began). The common steps
/// (`CommonSteps`) work on any such world.
///
/// ```swift
/// struct ShopWorld: SimulatedWorld {
///     var session: DeviceSession
///     func sight(_ phrase: String) throws -> Sight {
///         Sight(phrase) { screen in screen.showsSpinner }
///     }
/// }
/// ```
public protocol SimulatedWorld: SendableMetatype {
    /// What the `{sight}` parameter type gives for a phrase.
    associatedtype SightPhrase: Sendable

    var session: DeviceSession { get set }

    /// The sight a phrase stands for in this world, now.
    func sight(_ phrase: SightPhrase) throws -> Sight
}
