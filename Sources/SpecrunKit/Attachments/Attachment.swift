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
package struct Attachment: Hashable, Sendable {
    /// How `body` holds the content.
    package enum Encoding: String, Hashable, Sendable {
        case identity = "IDENTITY"
        case base64 = "BASE64"
    }

    /// The media type of log lines (`log(_:)`), which reports show as text.
    package static let logMediaType = "text/x.cucumber.log+plain"
    /// The media type of links (`link(_:)`).
    package static let linkMediaType = "text/uri-list"

    package var body: String
    package var encoding: Encoding
    package var mediaType: String
    package var fileName: String?
    /// When it was attached (the run's wall clock).
    package var timestamp: WallTime

    package init(body: String, encoding: Encoding, mediaType: String, fileName: String? = nil, timestamp: WallTime) {
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
    public let scenario: ScenarioInfo?
    /// 0 for the first attempt of a scenario, 1 for its first retry (`--retry`), …
    public let attempt: Int
    private let clock: WallClock
    /// What was attached so far (a body may hand work to other threads that attach).
    private let attachments = Mutex<[Attachment]>([])

    package init(scenario: ScenarioInfo?, attempt: Int = 0, clock: WallClock = .system) {
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
    package var attached: [Attachment] {
        attachments.withLock { $0 }
    }

    /// The attachments so far, which it then forgets: what one step or hook attached, when the
    /// steps of an attempt share a context.
    func takeAttached() -> [Attachment] {
        attachments.withLock { attachments in
            defer { attachments = [] }
            return attachments
        }
    }

    private func add(_ attachment: Attachment) {
        attachments.withLock { $0.append(attachment) }
    }
}

/// The scenario a step or hook runs in, as hooks and steps may want to read it.
///
/// ```swift
/// steps.before { world, context in world.logName = context.scenario?.name ?? "" }
/// ```
public struct ScenarioInfo: Hashable, Sendable {
    public var name: String
    public var uri: String
    public var line: Int
    public var tags: [String]

    public init(name: String, uri: String, line: Int, tags: [String]) {
        self.name = name
        self.uri = uri
        self.line = line
        self.tags = tags
    }
}
