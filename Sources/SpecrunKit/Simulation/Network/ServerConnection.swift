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
    public var server: Server

    /// A connection to `server` over `network` (`SimulatedDevice.connect(to:)` makes one).
    public init(server: Server, network: SimulatedNetwork) {
        self.server = server
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
        let answer = server.answer(request, at: network.clock.now)
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
