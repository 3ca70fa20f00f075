import Dispatch
import Synchronization

/// Work whose pieces need nothing of each other, done on every core at once.
package enum Parallel {
    /// `make` of each of `0..<count`, in order, made on whichever threads are free: a share of
    /// `share` numbers at a time, each share's values kept together until all are made.
    ///
    /// ```swift
    /// let names = Parallel.map(pickles.count, share: 1_024) { pickles.name(at: $0) }
    /// ```
    package static func map<Value: Sendable>(_ count: Int, share: Int = 1, _ make: @Sendable (Int) -> Value) -> [Value] {
        let shares = (count + share - 1) / share
        let made = Mutex([[Value]](repeating: [], count: shares))
        DispatchQueue.concurrentPerform(iterations: shares) { part in
            let values = (part * share..<min(count, (part + 1) * share)).map(make)
            made.withLock { $0[part] = values }
        }
        return made.withLock { $0.flatMap { $0 } }
    }
}
