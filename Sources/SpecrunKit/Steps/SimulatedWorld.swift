
/// A world that runs on a simulated device: its `DeviceSession`, the phrases of its `{sight}`
/// parameter type, and how it turns a phrase into a `Sight` (a phrase may depend on the world:
/// "locally stored revision of $article" is the revision the app held when the action began). The
/// common steps (`CommonSteps`) work on any such world.
///
/// ```swift
/// struct GalleryWorld: SimulatedWorld {
///     static let sights: Vocabulary<GallerySight> = {
///         var words = Vocabulary<GallerySight>()
///         words.add("a spinner", .spinner)
///         return words
///     }()
///     var session: DeviceSession
///     func sight(_ phrase: GallerySight) throws -> Sight {
///         Sight("a spinner") { screen in screen.showsSpinner }
///     }
/// }
/// ```
public protocol SimulatedWorld: SendableMetatype {
    /// What the `{sight}` parameter type gives for a phrase.
    associatedtype SightPhrase: Sendable

    /// The phrases "I should see {sight}" understands, and the value each stands for.
    static var sights: Vocabulary<SightPhrase> { get }

    /// The run's device session: its clock, network, screen and the observations of the common steps.
    var session: DeviceSession { get set }

    /// The sight a phrase stands for in this world, now.
    func sight(_ phrase: SightPhrase) throws -> Sight
}
