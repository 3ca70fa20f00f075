import Foundation
import Synchronization

/// Something a step or hook attached to the run: a screenshot, a log line, a link, a document. Text
/// is kept as it is; bytes are kept in base64, whatever their media type (as Cucumber does).
///
/// ```swift
/// steps.then("the receipt is shown") { world, arguments in
///     arguments.attach(world.screenshot(), mediaType: "image/png", fileName: "receipt.png")
///     arguments.log("receipt \(world.receiptNumber)")
/// }
/// ```
@usableFromInline
package struct Attachment: Hashable, Sendable {
    /// How `body` holds the content.
    @usableFromInline
    package enum Encoding: String, Hashable, Sendable, Codable {
        case identity = "IDENTITY"
        case base64 = "BASE64"
    }

    /// The media type of log lines (`log(_:)`), which reports show as text.
    @usableFromInline package static let logMediaType = "text/x.cucumber.log+plain"
    /// The media type of links (`link(_:)`).
    @usableFromInline package static let linkMediaType = "text/uri-list"

    @usableFromInline package var body: String
    @usableFromInline package var encoding: Encoding
    @usableFromInline package var mediaType: String
    @usableFromInline package var fileName: Optional<String>
    /// When it was attached (the run's wall clock).
    @usableFromInline package var timestamp: WallTime

    @usableFromInline package init(body: String, encoding: Encoding, mediaType: String, fileName: String? = nil, timestamp: WallTime) {
        self.body = body
        self.encoding = encoding
        self.mediaType = mediaType
        self.fileName = fileName
        self.timestamp = timestamp
    }
}

/// What a running step or hook knows about where it runs (the scenario, the attempt) and where its
/// attachments go. Step bodies reach it as `arguments.context` (or `arguments.attach(…)` directly),
/// hooks as their second argument.
///
/// ```swift
/// steps.after { world, context in
///     if context.scenario?.tags.contains("@screenshots") == true {
///         context.attach(world.screen.png, mediaType: "image/png")
///     }
/// }
/// ```
public final class StepContext: Sendable {
    /// The scenario that runs; nil in `BeforeAll` and `AfterAll` hooks.
    public let scenario: StepContext.Scenario?
    /// 0 for the first attempt of a scenario, 1 for its first retry (`--retry`), …
    public let attempt: Int
    private let clock: WallClock
    /// What was attached so far (a body may hand work to other threads that attach).
    private let attachments = Mutex<[Attachment]>([])
    /// Whether anything is attached and not yet taken: read without the lock, so that a step that
    /// attached nothing (nearly every step) is told so without taking it.
    private let holdsAttachments = Atomic<Bool>(false)

    @usableFromInline package init(scenario: StepContext.Scenario?, attempt: Int = 0, clock: WallClock = .system) {
        self.scenario = scenario
        self.attempt = attempt
        self.clock = clock
    }

    /// Attaches text as it is (`application/json`, `text/plain`, …).
    public func attach(_ text: String, mediaType: String, fileName: String? = nil) {
        add(Attachment(body: text, encoding: .identity, mediaType: mediaType, fileName: fileName, timestamp: clock.now()))
    }

    /// Attaches bytes (an image, a PDF), kept in base64.
    public func attach(_ bytes: [UInt8], mediaType: String, fileName: String? = nil) {
        attach(Data(bytes), mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes (an image, a PDF), kept in base64.
    public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
        add(Attachment(body: data.base64EncodedString(), encoding: .base64, mediaType: mediaType, fileName: fileName,
                       timestamp: clock.now()))
    }

    /// Attaches a line of log text.
    public func log(_ text: String) {
        attach(text, mediaType: Attachment.logMediaType)
    }

    /// Attaches a link.
    public func link(_ url: String) {
        attach(url, mediaType: Attachment.linkMediaType)
    }

    /// The attachments so far, in the order they were made.
    @usableFromInline package var attached: [Attachment] {
        attachments.withLock { $0 }
    }

    /// Gives `result` the attachments so far, which it then forgets: what one step or hook
    /// attached, when the steps of an attempt share a context. A result is left as it is when
    /// nothing was attached, as most steps attach nothing.
    @usableFromInline
    func moveAttached(to result: inout StepResult) {
        guard holdsAttachments.load(ordering: .acquiring) else { return }
        result.attachments = attachments.withLock { attachments in
            defer { attachments = [] }
            holdsAttachments.store(false, ordering: .releasing)
            return attachments
        }
    }

    private func add(_ attachment: Attachment) {
        attachments.withLock { attachments in
            attachments.append(attachment)
            holdsAttachments.store(true, ordering: .releasing)
        }
    }
}

extension StepContext {
    /// The scenario a step or hook runs in, as hooks and steps may want to read it.
    ///
    /// ```swift
    /// steps.before { world, context in world.logName = context.scenario?.name ?? "" }
    /// ```
    public struct Scenario: Hashable, Sendable {
        /// The scenario's name.
        public var name: String
        /// The feature file it is written in, as the run names it (`features/albums.feature`).
        public var uri: String
        /// Its line in that file: the scenario's, or the examples row's for an outline.
        public var line: Int
        /// Its tags with their `@`: the feature's, the rule's, its own and its examples'.
        public var tags: [String]

        /// A scenario as hooks and steps see it.
        public init(name: String, uri: String, line: Int, tags: [String]) {
            self.name = name
            self.uri = uri
            self.line = line
            self.tags = tags
        }
    }
}
