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
    /// Where the files this source loads and reads are noted, when whoever made it asked
    /// (`recording(into:)`): the command line, so that no report is written over a fixture file.
    package private(set) var record: FixtureRecord?

    /// The files of `directory` over the built-in defaults; `isRequired` when the directory was named
    /// explicitly, so that `validate()` refuses a missing one.
    public init(directory: String?, isRequired: Bool = false) {
        self.directory = directory
        self.isRequired = isRequired
    }

    /// Equal when they read the same directory, with the same requirement, noting into the same
    /// record (or none): a source holds nothing else.
    public static func == (a: FixtureSource, b: FixtureSource) -> Bool {
        a.directory == b.directory && a.isRequired == b.isRequired && a.record == b.record
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(directory)
        hasher.combine(isRequired)
        hasher.combine(record)
    }

    /// This source, noting into `record` each fixture file it loads and each file of the directory
    /// it reads.
    package func recording(into record: FixtureRecord) -> FixtureSource {
        var source = self
        source.record = record
        return source
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
        record?.noteLoaded(file.name)
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
        record?.noteRead(path)
        return path
    }

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

/// What fixture sources made `recording(into:)` it loaded and read: the names of the fixture files
/// (`network.yml`, …), in the order first loaded, and the files of the directory read for them.
/// Equal only to itself: two sources are the same when they read the same directory, alike
/// required, noting into the same record (or none).
package final class FixtureRecord: Hashable, Sendable {
    private struct Files {
        var names: [String] = []
        var paths: Set<String> = []
    }

    private let files = Mutex(Files())

    package init() {}

    package static func == (a: FixtureRecord, b: FixtureRecord) -> Bool { a === b }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    func noteLoaded(_ name: String) {
        files.withLock { if !$0.names.contains(name) { $0.names.append(name) } }
    }

    func noteRead(_ path: String) {
        files.withLock { _ = $0.paths.insert(path) }
    }

    /// The names of the fixture files loaded, in the order first loaded.
    package var namesLoaded: [String] { files.withLock { $0.names } }

    /// The files of the directory read, sorted, so that no report is written over one.
    package var filesRead: [String] { files.withLock { $0.paths.sorted() } }
}
