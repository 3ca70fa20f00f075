/// The simulated device's network connection: requests are answered as clock events, in the
/// time the `profile` gives, with the outcome the `condition` decides (for the whole device, or
/// overridden per endpoint), and every request lands in the `log`.
///
/// Going offline fails the requests in flight with "not connected" and tells the connectivity
/// observers; coming back tells them too. Outcomes are decided when a request is sent (a later
/// change of condition does not alter requests in flight, except going offline). Concurrent
/// requests do not share bandwidth. Apps talk to a server through a `ServerConnection`.
///
/// ```swift
/// let clock = VirtualClock()
/// let network = SimulatedNetwork(clock: clock, profile: .unconditioned, seed: 1)
/// let content = Endpoint(host: "wiki.example", name: "content", requestBytes: 300)
/// network.send(to: content, resource: "Tokyo", status: 200, responseBytes: 50_000, timeout: .seconds(60)) { outcome in
///     print(outcome)  // "ok"
/// }
/// try clock.advance(by: .zero)
/// network.log.bytesReceived(from: "content")  // 50000
/// ```
///
/// Its bookkeeping (the log, the requests in flight, the per-endpoint conditions, its randomness) is
/// touched several times a request, so those stored properties opt out of Swift's run-time
/// exclusivity checks, as `VirtualClock`'s do: each is changed only by its own short mutation, and no
/// access is held across a call out (a request's completion and the connectivity observers run
/// after the bookkeeping). So do the profile and the condition, read at every request: each is
/// set whole (a condition's observers run once the new value is stored, after the access). So
/// does the connectivity observers' list: they are told through a copy of it (`Observers.notify`
/// takes one).
public final class SimulatedNetwork {
    /// The clock the answers arrive on, as events.
    public let clock: VirtualClock
    /// The link's speed, delays and loss.
    @exclusivity(unchecked) public var profile: NetworkProfile
    /// What happens to requests, unless their endpoint has its own condition. Setting it to or
    /// from `.offline` notifies the connectivity observers.
    @exclusivity(unchecked) public var condition: NetworkCondition = .online {
        didSet {
            let wasConnected = oldValue != .offline
            if wasConnected != isConnected { connectivityChanged() }
        }
    }
    /// Conditions that apply to one endpoint (by name) instead of `condition`, unless the device
    /// is offline.
    @exclusivity(unchecked) public private(set) var endpointConditions: [String: NetworkCondition] = [:]
    /// Every request sent, in order.
    @exclusivity(unchecked) public private(set) var log = RequestLog()

    /// Whether the device has a connection (any condition but `.offline`).
    public var isConnected: Bool { condition != .offline }

    private struct InFlight {
        var timer: VirtualClock.TimerToken
        let deliver: (RequestOutcome) -> Void
    }

    @exclusivity(unchecked) private var random: SplitMix64
    @exclusivity(unchecked) private var inFlight: [InFlight?] = []
    /// The hosts looked up since the connection came: a run reaches one or two, so a list, where
    /// a set hashed the host at every request and allocated its table at the first.
    @exclusivity(unchecked) private var resolvedHosts: [String] = []
    @exclusivity(unchecked) private var connectivityObservers = Observers<Bool>()
    /// Bytes of an error answer (a failing condition's HTTP status).
    static let errorBodyBytes = 200

    /// A network on `clock` with the given link `profile`; `seed` makes flakiness and loss
    /// repeatable.
    public init(clock: VirtualClock, profile: NetworkProfile, seed: UInt64) {
        self.clock = clock
        self.profile = profile
        self.random = SplitMix64(seed: seed)
    }

    /// Cancels the timers of the requests still in flight: the clock never runs one for a network
    /// that is gone. So the timers hold the network `unowned`, not `weak`: a weak reference gives
    /// its object a side table, allocated and freed with it, every run that sends a request.
    deinit {
        cancelTimers()
    }

    /// Gives one endpoint its own condition (e.g. the revision endpoint fails while content
    /// works); nil returns it to the device's condition.
    public func setCondition(_ condition: NetworkCondition?, forEndpoint name: String) {
        endpointConditions[name] = condition
    }

    /// The condition a request to this endpoint meets now.
    public func effectiveCondition(forEndpoint name: String) -> NetworkCondition {
        guard isConnected else { return .offline }
        return endpointConditions[name] ?? condition
    }

    /// Calls `observer` with `true` or `false` whenever the device gains or loses its connection.
    @discardableResult
    public func observeConnectivity(_ observer: @escaping (Bool) -> Void) -> SimulatedDevice.ObserverToken {
        connectivityObservers.add(observer)
    }

    /// Stops telling the connectivity observer `token` identifies.
    public func removeObserver(_ token: SimulatedDevice.ObserverToken) {
        connectivityObservers.remove(token)
    }

    /// Sends a request that the server answers with `status` and `responseBytes`; `completion`
    /// runs as a clock event with the outcome (never for a cancelled request). Servers are
    /// normally reached through `ServerConnection`, which calls this.
    @discardableResult
    public func send(
        to endpoint: Endpoint, resource: String, status: Int, responseBytes: Int,
        timeout: VirtualDuration, completion: @escaping (RequestOutcome) -> Void
    ) -> SimulatedNetwork.RequestToken {
        let id = log.count
        let plan = plan(endpoint: endpoint, status: status, responseBytes: responseBytes, timeout: timeout)
        log.append(RequestLog.Record(
            id: id, host: endpoint.host, endpoint: endpoint.name, resource: resource, start: clock.now,
            end: nil, bytesSent: plan.outcome == .failed(.notConnected) ? 0 : endpoint.requestBytes,
            bytesReceived: 0, outcome: nil))
        let timer = clock.schedule(after: .milliseconds(plan.delay), label: .init("answer to", endpoint.name, resource)) {
            [unowned self] in finish(id, outcome: plan.outcome, status: status, bytesReceived: plan.bytesReceived)
        }
        inFlight.append(InFlight(timer: timer, deliver: completion))
        return SimulatedNetwork.RequestToken(id: id)
    }

    /// Cancels a pending request: it is logged as cancelled now and its completion never runs.
    /// Cancelling a request that has ended does nothing.
    public func cancel(_ token: SimulatedNetwork.RequestToken) {
        guard token.id < inFlight.count, let flight = inFlight[token.id] else { return }
        clock.cancel(flight.timer)
        inFlight[token.id] = nil
        log.finish(token.id, at: clock.now, outcome: .cancelled, bytesReceived: 0)
    }

    /// Drops the completions of requests in flight (their timers cancelled) and every observer,
    /// breaking reference cycles with the app; call it when a run ends.
    public func shutDown() {
        cancelTimers()
        inFlight.removeAll()
        connectivityObservers.removeAll()
    }

    /// Cancels the clock's timers of the requests in flight.
    private func cancelTimers() {
        for flight in inFlight { if let flight { clock.cancel(flight.timer) } }
    }

    // MARK: Internals

    private func plan(endpoint: Endpoint, status: Int, responseBytes: Int, timeout: VirtualDuration) -> TransferPlan {
        let timedOut = TransferPlan(delay: max(0, timeout.milliseconds), outcome: .failed(.timedOut), bytesReceived: 0)
        let condition = effectiveCondition(forEndpoint: endpoint.name)
        var dnsDelay = 0
        if condition != .offline, !resolvedHosts.contains(endpoint.host) {
            resolvedHosts.append(endpoint.host)
            dnsDelay = profile.dnsDelay.milliseconds
        }
        func transfer(status: Int, bytes: Int) -> TransferPlan? {
            TransferPlan.transfer(
                requestBytes: endpoint.requestBytes, responseBytes: bytes, status: status,
                dnsDelay: dnsDelay, profile: profile, random: &random)
        }
        let planned: TransferPlan?
        switch condition {
        case .offline:
            return TransferPlan(delay: 0, outcome: .failed(.notConnected), bytesReceived: 0)
        case .timeout:
            return timedOut
        case .online:
            planned = transfer(status: status, bytes: responseBytes)
        case .failing(let failingStatus):
            planned = transfer(status: failingStatus, bytes: Self.errorBodyBytes)
        case .slow(let extraDelay):
            planned = transfer(status: status, bytes: responseBytes).map {
                TransferPlan(delay: $0.delay + extraDelay.milliseconds, outcome: $0.outcome, bytesReceived: $0.bytesReceived)
            }
        case .flaky(let failureRate):
            if random.nextFraction() < failureRate.fraction {
                planned = TransferPlan(
                    delay: profile.roundTrip.milliseconds + dnsDelay, outcome: .failed(.connectionLost), bytesReceived: 0)
            } else {
                planned = transfer(status: status, bytes: responseBytes)
            }
        }
        guard let planned, planned.delay <= timeout.milliseconds else { return timedOut }
        return planned
    }

    /// Ends request `id` with `outcome`; an answered request records its HTTP status (the server's,
    /// or a failing condition's).
    private func finish(_ id: Int, outcome: RequestOutcome, status answered: Int? = nil, bytesReceived: Int) {
        guard let flight = inFlight[id] else { return }
        inFlight[id] = nil
        let status: Int? = switch outcome {
        case .ok: answered
        case .failed(.httpStatus(let failing)): failing
        default: nil
        }
        log.finish(id, at: clock.now, outcome: outcome, status: status, bytesReceived: bytesReceived)
        flight.deliver(outcome)
    }

    private func connectivityChanged() {
        if !isConnected {
            resolvedHosts.removeAll()
            for id in inFlight.indices {
                guard var flight = inFlight[id] else { continue }
                clock.cancel(flight.timer)
                flight.timer = clock.schedule(after: .zero, label: "connection dropped for request \(id)") {
                    [unowned self] in finish(id, outcome: .failed(.notConnected), bytesReceived: 0)
                }
                inFlight[id] = flight
            }
        }
        connectivityObservers.notify(isConnected)
    }
}
