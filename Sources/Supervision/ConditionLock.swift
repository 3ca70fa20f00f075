import Foundation

/// A value that threads share under one lock, which a thread can wait on until another has changed
/// it: the standard library's `Mutex` plus waiting. Every `withLock` wakes the waiting threads as it
/// ends, so each looks at the value again. Use `Mutex` where no thread waits.
///
/// ```swift
/// let slots = ConditionLock(4)
/// slots.withLock(waitingUntil: { $0 > 0 }) { $0 -= 1 }   // waits for a free slot and takes it
/// defer { slots.withLock { $0 += 1 } }                    // gives it back, waking a waiting thread
/// ```
///
/// It is `Sendable` when its value is: the value is reached only with the lock held. A holder of a
/// value that is not (the runner's reporters) says itself why sharing it is safe.
///
/// `@usableFromInline`, its locking `@inlinable`: the runner takes the lock twice a run from
/// another module, where a `package` type's members are called, unspecialized, unless the type
/// is `@usableFromInline` (Swift 6.3).
@usableFromInline
package final class ConditionLock<Value> {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    @usableFromInline let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Reached only with the lock held, which already makes each access exclusive (a body cannot
    /// take the lock again): Swift's run-time check of it is left out.
    @exclusivity(unchecked) @usableFromInline var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held, then wakes the threads waiting on it.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return try body(&value)
    }

    /// Waits, the lock let go meanwhile, until `isReady` holds for the value, then runs `body` on
    /// it with the lock held (and wakes the threads waiting on it).
    @inlinable @inline(__always)
    package func withLock<Result>(waitingUntil isReady: (Value) -> Bool, _ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        while !isReady(value) { pthread_cond_wait(condition, mutex) }
        return try body(&value)
    }
}

extension ConditionLock: @unchecked Sendable where Value: Sendable {}
