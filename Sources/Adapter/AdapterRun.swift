import JSON
import SpecrunKit
/// One run of an external algorithm, as a system's bridge drives it: the bridge delivers the
/// run's events; the child's commands come back to the bridge's `apply`, except timers, which the
/// run keeps on the device's virtual clock. The child is leased at the first event the child
/// listens to (after a `start` with the scene) and given back when the run is released.
///
/// A fault (the child exited, hung, wrote something that is not JSON or a command the system does
/// not allow) fails the app on the device with the fault's message, so the step under way fails;
/// the child is killed and the events after it are dropped.
///
/// ```swift
/// let run = AdapterRun(pool: pool, device: device) { ["cache": …] }
/// run.apply = { [weak self] command in try self?.apply(command) }
/// run.deliver("open", ["title": "Tokyo"])
/// ```
public final class AdapterRun {
    private let pool: AdapterPool
    private let device: SimulatedDevice
    private let scene: () -> JSONValue
    private var child: AdapterChild?
    private var lastScene: JSONValue?
    private var timers: [Int: VirtualClock.TimerToken] = [:]
    private var scheduledTimers: Set<Int> = []
    /// Carries out one of the system's commands; throws what the system cannot do.
    public var apply: ((JSONValue) throws(AdapterCommandError) -> Void)?
    /// The fault that ended the run, if one did.
    package private(set) var fault: AdapterChildError?

    /// A run on `device` with a child of `pool`; `scene` says what the Given steps set, as the
    /// `start` and `scene` events carry it.
    public init(pool: AdapterPool, device: SimulatedDevice, scene: @escaping () -> JSONValue) {
        self.pool = pool
        self.device = device
        self.scene = scene
    }

    deinit {
        for token in timers.values { device.clock.cancel(token) }
        if let child { pool.giveBack(child) }
    }

    /// Sends the event `name` with `fields` to the child, if it listens to it, and carries out its
    /// answer. Does nothing after a fault.
    public func deliver(_ name: String, _ fields: [(String, JSONValue)] = []) {
        guard fault == nil else { return }
        var event: [(String, JSONValue)] = [("event", .string(name))]
        event.append(contentsOf: fields)
        let message = JSONValue.object(event)
        let description = { "the event \(message)" }
        do throws(AdapterChildError) {
            let child = try leasedChild()
            guard child.listens(to: name) else { return }
            try child.showTime(device.clock.now, before: description())
            guard let preface = preface(for: child) else {
                try carryOut(try child.turn(message, describedAs: description()), from: child, during: description)
                return
            }
            // The run's start (or the changed scene) and the event go out together; each still has
            // its own turn, carried out in order, and no command can change the event.
            try child.send([preface, message])
            let prefaceDescription = { "the event \(preface)" }
            try carryOut(try child.turn(preface, describedAs: prefaceDescription(), alreadySent: true), from: child,
                         during: prefaceDescription)
            try carryOut(try child.turn(message, describedAs: description(), alreadySent: true), from: child,
                         during: description)
        } catch {
            fail(error)
        }
    }

    /// The app itself changed the scene (a download stored in the cache): the child knows, so no
    /// `scene` event is due for it.
    public func acknowledgeScene() {
        if lastScene != nil { lastScene = scene() }
    }

    private func leasedChild() throws(AdapterChildError) -> AdapterChild {
        if let child { return child }
        let leased = try pool.lease()
        child = leased
        return leased
    }

    /// The event due before the next one: `start` before the run's first, `scene` when a Given
    /// step changed the scene since the last; nil when none is.
    private func preface(for child: AdapterChild) -> JSONValue? {
        let current = scene()
        if lastScene == nil {
            child.runs += 1
            lastScene = current
            // The seed's low 53 bits: a JSON number carries no more exactly (a retried attempt's seed is 64 bits).
            return .object([
                ("event", "start"), ("run", .number(Double(child.runs))), ("seed", .number(Double(device.seed & ((1 << 53) - 1)))),
                ("scene", current),
                ("device", .object([("connected", .bool(device.network.isConnected)),
                                    ("now", .number(Double(device.clock.now.millisecondsSinceStart)))])),
            ])
        }
        guard current != lastScene else { return nil }
        lastScene = current
        return .object([("event", "scene"), ("scene", current)])
    }

    private func carryOut(_ commands: [JSONValue], from child: AdapterChild, during event: () -> String) throws(AdapterChildError) {
        for command in commands {
            do throws(AdapterCommandError) {
                try carryOut(command)
            } catch {
                throw child.fault(event(), "it sent \(command), which \(pool.vocabulary.system) cannot carry out: \(error.message)")
            }
        }
    }

    private func carryOut(_ command: JSONValue) throws(AdapterCommandError) {
        switch command["command"]?.string {
        case "schedule":
            let id = command["timer"]!.integer!
            // Like a request's, a timer's id is the child's, new in each run and never used twice in one.
            guard !scheduledTimers.contains(id) else {
                throw AdapterCommandError("the timer \(id) was scheduled already in this run (an id is never used twice in a run)")
            }
            let after = command["after"]!.integer!
            guard after >= 0 else {
                throw AdapterCommandError("a timer fires 0 ms or more from now, and “after” is \(after)")
            }
            scheduledTimers.insert(id)
            let delay = VirtualDuration.milliseconds(after)
            timers[id] = device.clock.schedule(after: delay, label: command["label"]?.string ?? "timer \(id)") {
                [weak self] in self?.timerFired(id)
            }
        case "unschedule":
            let id = command["timer"]!.integer!
            guard scheduledTimers.contains(id) else { throw AdapterCommandError("no timer \(id) was ever scheduled") }
            if let token = timers.removeValue(forKey: id) { device.clock.cancel(token) }
        case "hello":
            throw AdapterCommandError("hello answers the handshake only")
        default:
            guard let apply else { throw AdapterCommandError("nothing carries out commands in this run") }
            try apply(command)
        }
    }

    private func timerFired(_ id: Int) {
        timers[id] = nil
        deliver("timer", [("timer", .number(Double(id)))])
    }

    private func fail(_ fault: AdapterChildError) {
        self.fault = fault
        for token in timers.values { device.clock.cancel(token) }
        timers.removeAll()
        if let child {
            child.terminate()
            pool.giveBack(child)
            self.child = nil
        }
        device.failApp(fault.description)
    }
}
