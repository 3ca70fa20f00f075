import Expressions

/// The step definitions, parameter types and hooks of one system, in the order they are written.
/// Nothing is compiled as it is added: the runner resolves the registry once, every expression
/// against every parameter type, so a step may name a parameter type defined after it (as in
/// Cucumber). A pattern or parameter type that does not compile is reported with where it is
/// written, before anything runs, rather than crashing the program or being dropped.
///
/// ```swift
/// var steps = StepRegistry<ShopWorld>()
/// steps.given("a basket with {int} items") { world, arguments in world.basket = .init(count: try arguments[0]) }
/// steps.defineParameterType("product", matching: "apple|pear") { String($0) }
/// steps.before(tags: "@logged-in", name: "Log in") { world, _ in world.logIn() }
/// steps.afterAll { context in context.log("shop stopped") }
/// ```
public struct StepRegistry<World>: Sendable {
    /// The body of a step definition: the world and the step's arguments; throwing fails the step
    /// (``StepError``), makes it pending (``StepError/pending(_:)``) or skips the rest (``StepError/skipped(_:)``).
    public typealias Body = @Sendable (inout World, StepArguments) throws -> Void
    /// The body of a scenario or step hook: the world and the hook's context (scenario, attachments).
    public typealias HookBody = @Sendable (inout World, StepContext) throws -> Void
    /// The body of a `BeforeAll` or `AfterAll` hook, which runs once for the whole suite, outside
    /// any world.
    public typealias SuiteHookBody = @Sendable (StepContext) throws -> Void
    /// 1.1's name: a run is one scenario on one algorithm; what runs once for all of them is the suite's.
    @available(*, unavailable, renamed: "SuiteHookBody")
    public typealias RunHookBody = SuiteHookBody

    /// One thing registered, as written.
    enum Entry: Sendable {
        case parameterType(ParameterType, CodeLocation)
        case problem(RegistrationError)
        case step(StepKeyword, StepPattern, CodeLocation, sourcePath: String?, Body)
        case hook(HookKind, tags: String?, name: String?, CodeLocation, Hook<World>.Body)
    }

    private var entries: [Entry] = []
    /// The parameter types every expression may use before the registry's own (Cucumber's built-in ones).
    private let builtInParameterTypes: ParameterTypeRegistry

    /// A registry that knows Cucumber's built-in parameter types (`{int}`, `{string}`, …).
    public init() {
        builtInParameterTypes = ParameterTypeRegistry()
    }

    package init(parameterTypes: ParameterTypeRegistry) {
        builtInParameterTypes = parameterTypes
    }

    // MARK: Parameter types

    /// A parameter type `{name}` for every expression of the registry: the text one of `regexps`
    /// matches, turned into a value by `transform` from the regular expression's groups (the whole
    /// match when it has none). `useForSnippets` says whether snippets for undefined steps propose
    /// it; `examples` are texts it matches, for the glossary and `specrun explore` (by default, the
    /// plain readings of the regular expressions).
    ///
    /// ```swift
    /// steps.defineParameterType("flight", matching: "([A-Z]{3})-([A-Z]{3})") { groups in
    ///     Flight(from: groups[0] ?? "", to: groups[1] ?? "")
    /// }
    /// ```
    public mutating func defineParameterType<Value: Sendable>(
        _ name: String, matching regexps: [String], useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        examples: [String]? = nil, file: String = #fileID, line: Int = #line,
        transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        let location = CodeLocation(file: file, line: line)
        do {
            var type = try ParameterType(name: name, regexps: regexps, typeName: "\(Value.self)", useForSnippets: useForSnippets,
                                         preferForRegexpMatch: preferForRegexpMatch) { groups in try transform(groups) }
            type.examples = examples ?? regexps.flatMap(PhraseReading.readings)
            entries.append(.parameterType(type, location))
        } catch {
            entries.append(.problem(RegistrationError(location: location, message: "\(error)")))
        }
    }

    /// A parameter type `{name}` matching one regular expression (see `defineParameterType(_:matching:…)`).
    public mutating func defineParameterType<Value: Sendable>(
        _ name: String, matching regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
        examples: [String]? = nil, file: String = #fileID, line: Int = #line,
        transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        defineParameterType(name, matching: [regexp], useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
                            examples: examples, file: file, line: line, transform: transform)
    }

    /// The parameter type `{vocabulary.name}`, matching any of its phrases.
    public mutating func define<Value>(_ vocabulary: Vocabulary<Value>, file: String = #fileID, line: Int = #line) {
        let location = CodeLocation(file: file, line: line)
        do {
            entries.append(.parameterType(try vocabulary.parameterType(), location))
        } catch {
            entries.append(.problem(RegistrationError(location: location, message: "\(error)")))
        }
    }

    /// Adds a parameter type made already.
    package mutating func define(_ parameterType: ParameterType, file: String = #fileID, line: Int = #line) {
        entries.append(.parameterType(parameterType, CodeLocation(file: file, line: line)))
    }

    /// Whether a parameter type of that name was defined already.
    package func definesParameterType(named name: String) -> Bool {
        entries.contains { if case .parameterType(let type, _) = $0 { type.name == name } else { false } }
    }

    // MARK: Step definitions

    /// A Given step: `steps.given("I have seen {album}") { world, arguments in … }`: `pattern` (a
    /// Cucumber Expression, or an anchored regular expression) and what it does to the world with its
    /// arguments. Like every step definition it matches a step of any keyword, as in Cucumber; the
    /// keyword is for reading. Where it is written (`file`, `line`, `filePath`) is recorded for
    /// reports and editors; leave them to their defaults.
    public mutating func given(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                               _ body: @escaping Body) {
        add(.given, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    /// A When step (see `given(_:file:line:filePath:_:)`).
    public mutating func when(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                              _ body: @escaping Body) {
        add(.when, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    /// A Then step (see `given(_:file:line:filePath:_:)`).
    public mutating func then(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                              _ body: @escaping Body) {
        add(.then, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    package mutating func add(_ keyword: StepKeyword, _ pattern: StepPattern, _ location: CodeLocation, sourcePath: String? = nil,
                              _ body: @escaping Body) {
        entries.append(.step(keyword, pattern, location, sourcePath: sourcePath?.isEmpty == false ? sourcePath : nil, body))
    }

    // MARK: Hooks

    /// A hook that runs before each scenario whose tags satisfy `tags` (all when nil), in
    /// registration order. Throwing `StepError.skipped` skips the scenario; any other error fails it.
    public mutating func before(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                _ body: @escaping HookBody) {
        addHook(.before, tags, name, CodeLocation(file: file, line: line), .scenario(body))
    }

    /// A hook that runs after each scenario whose tags satisfy `tags`, whatever its steps did; the
    /// `After` hooks run in reverse registration order.
    public mutating func after(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                               _ body: @escaping HookBody) {
        addHook(.after, tags, name, CodeLocation(file: file, line: line), .scenario(body))
    }

    /// A hook that runs before each step of the scenarios `tags` selects; it fails the step if it throws.
    public mutating func beforeStep(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                    _ body: @escaping HookBody) {
        addHook(.beforeStep, tags, name, CodeLocation(file: file, line: line), .scenario(body))
    }

    /// A hook that runs after each step of the scenarios `tags` selects; it fails the step if it throws.
    public mutating func afterStep(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping HookBody) {
        addHook(.afterStep, tags, name, CodeLocation(file: file, line: line), .scenario(body))
    }

    /// A hook that runs once, before the first scenario. If it fails, no scenario runs (the other
    /// `BeforeAll` and all `AfterAll` hooks still do) and the run fails.
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line, _ body: @escaping SuiteHookBody) {
        addHook(.beforeAll, nil, name, CodeLocation(file: file, line: line), .run(body))
    }

    /// A hook that runs once, after the last scenario; `AfterAll` hooks run in reverse registration
    /// order, and one that fails fails the run.
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line, _ body: @escaping SuiteHookBody) {
        addHook(.afterAll, nil, name, CodeLocation(file: file, line: line), .run(body))
    }

    /// A `Before` hook that needs only the world: `steps.before(tags: "@offline") { world in world.goOffline() }`.
    public mutating func before(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                _ body: @escaping @Sendable (inout World) throws -> Void) {
        before(tags: tags, name: name, file: file, line: line) { world, _ in try body(&world) }
    }

    /// An `After` hook that needs only the world.
    public mutating func after(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                               _ body: @escaping @Sendable (inout World) throws -> Void) {
        after(tags: tags, name: name, file: file, line: line) { world, _ in try body(&world) }
    }

    /// A `BeforeAll` hook that needs no context: `steps.beforeAll { try Server.start() }`.
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable () throws -> Void) {
        beforeAll(name: name, file: file, line: line) { _ in try body() }
    }

    /// An `AfterAll` hook that needs no context.
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                  _ body: @escaping @Sendable () throws -> Void) {
        afterAll(name: name, file: file, line: line) { _ in try body() }
    }

    /// A hook as a run recorded it (its kind, tags, name and place), with a body that does nothing:
    /// a report made from saved results knows the run's hooks, and runs none.
    package mutating func addRecorded(_ hook: HookSummary) {
        addHook(hook.kind, hook.tagExpression, hook.name, hook.location, hook.kind.isRunLevel ? .run { _ in } : .scenario { _, _ in })
    }

    private mutating func addHook(_ kind: HookKind, _ tags: String?, _ name: String?, _ location: CodeLocation,
                                  _ body: Hook<World>.Body) {
        entries.append(.hook(kind, tags: tags, name: name, location, body))
    }

    // MARK: Resolving

    /// Every expression compiled against every parameter type, in registration order.
    @usableFromInline
    package func resolved() -> ResolvedSteps<World> {
        var resolved = ResolvedSteps<World>(parameterTypes: builtInParameterTypes)
        var defined: Set<Int> = []
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .parameterType(let type, let location): if resolved.define(type, at: location) { defined.insert(index) }
            case .problem(let problem): resolved.problems.append(problem)
            default: break
            }
        }
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .parameterType(let type, _): if defined.contains(index) { resolved.supportCode.append(.parameterType(name: type.name)) }
            case .problem: break
            case .step(let keyword, let pattern, let location, let sourcePath, let body):
                resolved.add(keyword, pattern, location, sourcePath: sourcePath, body)
            case .hook(let kind, let tags, let name, let location, let body): resolved.addHook(kind, tags, name, location, body)
            }
        }
        return resolved
    }
}

/// A step definition or parameter type that could not be registered, with where it is written.
///
/// ```swift
/// var steps = StepRegistry<ShopWorld>()
/// steps.given("^a basket with (\\d+ items$") { _, _ in }     // an unclosed group
/// // specrun refuses to run: ShopSteps/Basket.swift:2: …
/// ```
package struct RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    package var location: CodeLocation
    package var message: String

    package init(location: CodeLocation, message: String) {
        self.location = location
        self.message = message
    }

    package var description: String { "\(location): \(message)" }
}
