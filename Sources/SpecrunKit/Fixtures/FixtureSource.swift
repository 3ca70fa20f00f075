import Foundation
import Synchronization
import YAML

/// Where a run's fixtures come from: each system's built-in defaults, overridden by the files of a
/// project's fixtures directory when it has one. A file there overrides only what it names: its
/// mappings are merged key by key over the defaults (a sequence or a scalar replaces the default's),
/// so `network.yml` holding only `default: 3G` changes the default profile and keeps every profile.
///
/// ```swift
/// let source = FixtureSource(directory: "fixtures")       // fixtures/ over the built-in defaults
/// let builtIn = FixtureSource.builtIn                       // the defaults alone
/// let network = try source.load(NetworkFixture.file)
/// ```
public struct FixtureSource: Hashable, Sendable {
    /// The directory whose files override the defaults; nil for the defaults alone.
    public let directory: String?
    /// Whether the directory was named explicitly (`--fixtures`, `fixtures:`), so that a missing one
    /// is an error rather than "use the defaults".
    public let isRequired: Bool
    /// What this source has decoded already, so systems that share a file (every simulated system
    /// reads `network.yml`) decode it once.
    private let cache = FixtureCache()

    /// The files of `directory` over the built-in defaults; `isRequired` when the directory was named
    /// explicitly, so that `validate()` refuses a missing one.
    public init(directory: String?, isRequired: Bool = false) {
        self.directory = directory
        self.isRequired = isRequired
    }

    /// Equal when they read the same directory, with the same requirement (what they decoded so far
    /// does not count).
    public static func == (a: FixtureSource, b: FixtureSource) -> Bool {
        a.directory == b.directory && a.isRequired == b.isRequired
    }

    /// Hashes the directory and the requirement, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(isRequired)
    }

    /// The built-in defaults alone.
    public static var builtIn: FixtureSource { FixtureSource(directory: nil) }

    /// The directory read when none is configured, relative to the working directory.
    public static let defaultDirectory = "fixtures"

    /// Checks the directory: a directory named explicitly must exist.
    public func validate() throws(FixtureError) {
        guard let directory, isRequired else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FixtureError(path: directory, problem: .missingDirectory)
        }
    }

    /// The value of `file`: its defaults, with the directory's file of that name merged over them.
    /// A file that cannot be read, or that does not decode, is a `FixtureError` naming it (and the
    /// line and column of a mistake).
    public func load<Value>(_ file: FixtureFile<Value>) throws(FixtureError) -> Value {
        cache.noteLoaded(file.name)
        let key = "\(directory ?? "")\u{0}\(file.name)\u{0}\(Value.self)"
        if let known = cache.value(for: key) as? Value { return known }
        let value = try decode(file)
        cache.store(value, for: key)
        return value
    }

    private func decode<Value>(_ file: FixtureFile<Value>) throws(FixtureError) -> Value {
        let builtInName = "(built-in) \(file.name)"
        let parser = YAMLParser()
        let defaults: YAMLNode
        do {
            defaults = try parser.parse(file.defaults, file: builtInName)
        } catch {
            throw FixtureError(path: builtInName, problem: .invalid(error.description))
        }
        guard let path = overridePath(for: file.name) else { return try decode(file, defaults, from: builtInName) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureError(path: path, problem: .unreadable)
        }
        let override: YAMLNode
        do {
            override = try parser.parse(data, file: path)
        } catch {
            throw FixtureError(path: path, problem: .invalid(error.description))
        }
        return try decode(file, Self.merge(override, over: defaults), from: path)
    }

    private func decode<Value>(_ file: FixtureFile<Value>, _ node: YAMLNode, from path: String) throws(FixtureError) -> Value {
        do {
            return try YAMLDecoder().decode(Value.self, from: node, file: path)
        } catch {
            throw FixtureError(path: path, problem: .invalid(error.description))
        }
    }

    /// The directory's file named `name`, if there is one.
    private func overridePath(for name: String) -> String? {
        guard let directory else { return nil }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        cache.noteRead(path)
        return path
    }

    /// The files of the directory read so far, in order, so that no report is written over one.
    package var filesRead: [String] { cache.filesRead }

    /// The names of the fixture files loaded so far (`network.yml`, …), in the order first loaded.
    package var filesLoaded: [String] { cache.namesLoaded }

    /// `override` over `base`: mappings merge key by key, anything else replaces.
    static func merge(_ override: YAMLNode, over base: YAMLNode) -> YAMLNode {
        guard let overridePairs = override.mapping, let basePairs = base.mapping else {
            return override.isNull && base.mapping != nil ? base : override
        }
        var merged: [YAMLNode.Pair] = []
        var used = Set<Int>()
        for pair in basePairs {
            if let index = overridePairs.firstIndex(where: { $0.key.scalar?.text == pair.key.scalar?.text }) {
                used.insert(index)
                merged.append(YAMLNode.Pair(key: overridePairs[index].key, value: merge(overridePairs[index].value, over: pair.value)))
            } else {
                merged.append(pair)
            }
        }
        for (index, pair) in overridePairs.enumerated() where !used.contains(index) { merged.append(pair) }
        return YAMLNode(.mapping(merged), tag: override.tag, line: override.line, column: override.column)
    }
}

/// The fixtures a `FixtureSource` decoded, by directory, file and type (it only saves the work,
/// never changes what a load returns), and the files it read.
private final class FixtureCache: Sendable {
    private struct State {
        var values: [String: any Sendable] = [:]
        var files: Set<String> = []
        var names: [String] = []
    }

    private let state = Mutex(State())

    func value(for key: String) -> (any Sendable)? {
        state.withLock { $0.values[key] }
    }

    func store(_ value: any Sendable, for key: String) {
        state.withLock { $0.values[key] = value }
    }

    func noteLoaded(_ name: String) {
        state.withLock { if !$0.names.contains(name) { $0.names.append(name) } }
    }

    var namesLoaded: [String] {
        state.withLock { $0.names }
    }

    func noteRead(_ path: String) {
        state.withLock { _ = $0.files.insert(path) }
    }

    var filesRead: [String] {
        state.withLock { $0.files.sorted() }
    }
}
