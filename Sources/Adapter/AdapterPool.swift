import SpecrunKit
import Foundation

/// The child processes of one external algorithm: a run leases one (an idle child, or a new one
/// started and shaken hands with) and gives it back when it ends, so that each job thread keeps
/// one child busy and a child serves many runs. A child that failed a run is killed, and the next
/// run starts another.
///
/// ```swift
/// let pool = AdapterPool(declaration: declaration, vocabulary: ArticleViewVocabulary.vocabulary)
/// try pool.warmUp()   // a command that cannot start fails here, before any run
/// pool.drain()
/// ```
public final class AdapterPool: @unchecked Sendable {
    public let declaration: ExternalAlgorithmDeclaration
    public let vocabulary: AdapterVocabulary
    private let lock = NSLock()
    private var idle: [AdapterChild] = []

    public init(declaration: ExternalAlgorithmDeclaration, vocabulary: AdapterVocabulary) {
        self.declaration = declaration
        self.vocabulary = vocabulary
    }

    deinit {
        for child in idle { child.terminate() }
    }

    func lease() throws(AdapterFault) -> AdapterChild {
        lock.lock()
        let child = idle.popLast()
        lock.unlock()
        if let child { return child }
        return try AdapterChild(declaration: declaration, vocabulary: vocabulary)
    }

    func giveBack(_ child: AdapterChild) {
        guard !child.isBroken else {
            child.terminate()
            return
        }
        lock.lock()
        idle.append(child)
        lock.unlock()
    }

    /// Starts one child and shakes hands with it, so that a command that cannot start is found
    /// before any run (a configuration error); the child then waits for the first run.
    public func warmUp() throws(AdapterFault) {
        giveBack(try lease())
    }

    /// Kills the idle children.
    public func drain() {
        lock.lock()
        let children = idle
        idle.removeAll()
        lock.unlock()
        for child in children { child.terminate() }
    }
}

/// The pools of every external algorithm a system registered, by system and name, so that the
/// command line can warm them up before a run.
///
/// ```swift
/// let pool = AdapterPools.shared.pool(for: declaration, vocabulary: SafeAppVocabulary.vocabulary)
/// try AdapterPools.shared.pool(system: declaration.system, name: declaration.name)?.warmUp()
/// ```
public final class AdapterPools: @unchecked Sendable {
    public static let shared = AdapterPools()

    private let lock = NSLock()
    private var pools: [String: AdapterPool] = [:]

    /// The pool of `declaration`, made once per declaration.
    public func pool(for declaration: ExternalAlgorithmDeclaration, vocabulary: AdapterVocabulary) -> AdapterPool {
        lock.lock()
        defer { lock.unlock() }
        let key = declaration.system + "\u{0}" + declaration.name
        if let pool = pools[key], pool.declaration == declaration { return pool }
        pools[key]?.drain()
        let pool = AdapterPool(declaration: declaration, vocabulary: vocabulary)
        pools[key] = pool
        return pool
    }

    /// The pool of the algorithm `name` of `system`, if one was made.
    public func pool(system: String, name: String) -> AdapterPool? {
        lock.lock()
        defer { lock.unlock() }
        return pools[system + "\u{0}" + name]
    }
}
