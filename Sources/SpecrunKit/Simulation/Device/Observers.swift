extension SimulatedDevice {
    /// Identifies an observer added to a simulated device's connectivity or app lifecycle, so that
    /// it can be removed.
    ///
    /// ```swift
    /// let device = SimulatedDevice(profile: .unconditioned, seed: 1)
    /// let token = device.network.observeConnectivity { connected in print(connected ? "online" : "offline") }
    /// device.network.condition = .offline  // prints "offline"
    /// device.network.removeObserver(token)
    /// ```
    public struct ObserverToken: Hashable, Sendable {
        let id: Int
    }
}

/// A list of callbacks told about a value, in the order they were added.
struct Observers<Value> {
    private var entries: [(id: Int, callback: (Value) -> Void)] = []
    private var nextID = 0

    mutating func add(_ callback: @escaping (Value) -> Void) -> SimulatedDevice.ObserverToken {
        defer { nextID += 1 }
        entries.append((nextID, callback))
        return SimulatedDevice.ObserverToken(id: nextID)
    }

    mutating func remove(_ token: SimulatedDevice.ObserverToken) {
        entries.removeAll { $0.id == token.id }
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// Calls every observer present when the notification starts. It takes the list it is called
    /// on (`consuming`): called on an owner's stored list, it is handed a copy and the access to
    /// the owner's list ends before any observer runs (one may add or remove observers), so the
    /// owners' lists opt out of Swift's run-time exclusivity checks, as their other bookkeeping does.
    consuming func notify(_ value: Value) {
        for entry in entries { entry.callback(value) }
    }
}
