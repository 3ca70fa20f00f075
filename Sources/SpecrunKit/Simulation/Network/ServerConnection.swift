/// An app's typed way to one simulated server over the device's network: the app sends a
/// server's requests and receives its payloads (or a `RequestError`) as clock events. The
/// connection holds the server's data, which scenario steps may change at any moment.
///
/// ```swift
/// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
/// let wiki = device.connect(to: ArticleServer())  // see `SimulatedServer`
/// wiki.send(ArticleRequest(title: "Tokyo")) { result in
///     if case .success(let text) = result { device.show(Screen("Article", content: Screen.Content(text))) }
/// }
/// wiki.server.articles["Tokyo"] = "A newer revision."  // a step changes the server's data
/// try device.clock.advance(by: .zero)                  // the answer arrives
/// ```
public final class ServerConnection<Server: SimulatedServer> {
    /// The device's network the requests go over.
    public let network: SimulatedNetwork
    /// The server's data, read when a request is sent.
    @inlinable public var server: Server {
        get { storedServer }
        set { storedServer = newValue }
        _modify { yield &storedServer }
    }

    /// The server's data, opting out of Swift's run-time exclusivity checks as the network's
    /// bookkeeping does (apps and steps read it at every request and check): it is read or set
    /// whole, or changed by a step's own short mutation or by the server answering a request
    /// (`answer(_:at:)`, handed the request and the instant, nothing that reaches the connection),
    /// so no access is held across a call out. Reached through `server`'s inlinable accessors:
    /// a module that reads a stored property of another checks the access itself, whatever the
    /// property's own module says.
    @usableFromInline @exclusivity(unchecked) var storedServer: Server

    /// A connection to `server` over `network` (`SimulatedDevice.connect(to:)` makes one).
    public init(server: Server, network: SimulatedNetwork) {
        storedServer = server
        self.network = network
    }

    /// Sends `request`; `completion` runs later, as a clock event, with the server's payload or
    /// the failure, and never if the request is cancelled. The default timeout is URLSession's
    /// (60 s). Inlinable, so that it is specialized for each server where it is called.
    @inlinable @discardableResult
    public func send(
        _ request: Server.Request, timeout: VirtualDuration = .seconds(60),
        completion: @escaping (Result<Server.Payload, RequestError>) -> Void
    ) -> SimulatedNetwork.RequestToken {
        let answer = storedServer.answer(request, at: network.clock.now)
        let payload = answer.payload
        let status = answer.status
        return network.send(
            to: request.endpoint, resource: request.resource, status: status, responseBytes: answer.bytes,
            timeout: timeout
        ) { outcome in
            if outcome == .ok, let payload {
                completion(.success(payload))
            } else if let failure = outcome.failure {
                completion(.failure(failure))
            } else if outcome == .ok {
                completion(.failure(.httpStatus(status)))
            }
        }
    }

    /// Cancels a pending request: logged as cancelled, its completion never runs.
    public func cancel(_ token: SimulatedNetwork.RequestToken) {
        network.cancel(token)
    }
}
