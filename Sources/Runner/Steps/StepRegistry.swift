import Expressions

/// The step definitions and hooks of one system, with the parameter types their expressions use.
/// Definitions are added in code (`steps.given("{article} is cached") { world, arguments in … }`); a
/// pattern that does not compile is kept as a `RegistrationProblem` with its location, for the
/// command line to report, rather than crashing the program.
///
/// ```swift
/// var steps = StepRegistry<ShopWorld>()
/// steps.given("a basket with {int} items") { world, arguments in world.basket = .init(count: try arguments[0]) }
/// steps.before(tags: "@logged-in", name: "Log in") { world, _ in world.logIn() }
/// steps.afterAll { context in context.log("shop stopped") }
/// ```
public struct StepRegistry<World>: Sendable {
    public private(set) var parameterTypes: ParameterTypeRegistry
    public private(set) var definitions: [StepDefinition<World>] = []
    public private(set) var problems: [RegistrationProblem] = []
    /// Everything registered, in registration order (parameter types, definitions, hooks).
    public private(set) var supportCode: [SupportCode] = []
    @usableFromInline private(set) var hooks: [Hook<World>] = []

    public init(parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()) {
        self.parameterTypes = parameterTypes
    }

    public typealias Body = @Sendable (inout World, StepArguments) throws -> Void
    /// The body of a scenario or step hook: the world and the hook's context (scenario, attachments).
    public typealias HookBody = @Sendable (inout World, StepContext) throws -> Void
    /// The body of a `BeforeAll` or `AfterAll` hook, which runs outside any world.
    public typealias RunHookBody = @Sendable (StepContext) throws -> Void

    /// The hooks, without their bodies.
    public var hookSummaries: [HookSummary] { hooks.map(\.summary) }

    /// Adds a parameter type for the expressions registered after it.
    public mutating func define(_ parameterType: ParameterType, file: String = #fileID, line: Int = #line) {
        do {
            try parameterTypes.define(parameterType)
            supportCode.append(.parameterType(name: parameterType.name))
        } catch {
            problems.append(RegistrationProblem(location: CodeLocation(file: file, line: line),
                                                message: "\(error)"))
        }
    }

    public mutating func given(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                              _ body: @escaping Body) {
        add(.given, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    public mutating func when(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                              _ body: @escaping Body) {
        add(.when, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    public mutating func then(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, filePath: String = #filePath,
                              _ body: @escaping Body) {
        add(.then, pattern, CodeLocation(file: file, line: line), sourcePath: filePath, body)
    }

    /// A hook that runs before each scenario whose tags satisfy `tags` (all when nil), in
    /// registration order. Throwing `SkippedStep` skips the scenario; any other error fails it.
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
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line, _ body: @escaping RunHookBody) {
        addHook(.beforeAll, nil, name, CodeLocation(file: file, line: line), .run(body))
    }

    /// A hook that runs once, after the last scenario; `AfterAll` hooks run in reverse registration
    /// order, and one that fails fails the run.
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line, _ body: @escaping RunHookBody) {
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

    private mutating func addHook(_ kind: HookKind, _ tags: String?, _ name: String?, _ location: CodeLocation,
                                  _ body: Hook<World>.Body) {
        var expression: TagExpression?
        if let tags {
            do {
                expression = try TagExpression(tags)
            } catch {
                problems.append(RegistrationProblem(location: location, message: "\(error)"))
                return
            }
        }
        let summary = HookSummary(index: hooks.count, kind: kind, name: name, tagExpression: tags, location: location)
        supportCode.append(.hook(index: hooks.count))
        hooks.append(Hook(summary: summary, tags: expression, body: body))
    }

    /// `sourcePath` is the file's path as the compiler saw it (`#filePath`), for an editor's "go to
    /// definition"; empty when it is not known (a system replayed from saved results).
    private mutating func add(_ keyword: StepKeyword, _ pattern: StepPattern, _ location: CodeLocation, sourcePath: String,
                              _ body: @escaping Body) {
        do {
            let expression: any StepExpression = switch pattern.kind {
            case .cucumberExpression: try CucumberExpression(pattern.source, parameterTypes: parameterTypes)
            case .regularExpression: try RegularExpression(pattern.source, parameterTypes: parameterTypes)
            }
            supportCode.append(.stepDefinition(index: definitions.count))
            definitions.append(StepDefinition(index: definitions.count, keyword: keyword, pattern: pattern,
                                              expression: expression, location: location,
                                              sourcePath: sourcePath.isEmpty ? nil : sourcePath, body: body))
        } catch {
            if case .undefinedParameterType(let name) = error.reason {
                supportCode.append(.undefinedParameterType(name: name, expression: pattern.source))
            } else {
                problems.append(RegistrationProblem(location: location, message: "\(error)"))
            }
        }
    }

    /// The parameter types named by definitions that could not be registered for want of them, with
    /// the expressions that named them.
    public var undefinedParameterTypes: [(name: String, expression: String)] {
        supportCode.compactMap {
            if case .undefinedParameterType(let name, let expression) = $0 { (name, expression) } else { nil }
        }
    }

    /// Finds the definitions whose pattern matches the whole of `text`. Every definition is tried,
    /// so two that match are reported as ambiguous rather than the first one winning.
    public func match(_ text: String) -> StepMatch {
        var found: [(index: Int, arguments: [Argument])] = []
        for definition in definitions {
            do {
                guard let arguments = try definition.expression.match(text) else { continue }
                found.append((definition.index, arguments))
            } catch {
                return .unmatchable(definition: definition.index, reason: "\(definition.location): \(error.message)")
            }
        }
        switch found.count {
        case 0: return .undefined
        case 1: return .matched(definition: found[0].index, arguments: found[0].arguments)
        default: return .ambiguous(definitions: found.map(\.index), arguments: found.map(\.arguments))
        }
    }

    /// Runs definition `index` against the world.
    @inlinable
    func run(_ index: Int, on world: inout World, with arguments: StepArguments) throws {
        try definitions[index].body(&world, arguments)
    }
}

/// A step definition or parameter type that could not be registered, with where it is written.
///
/// ```swift
/// var steps = StepRegistry<ShopWorld>()
/// steps.given("^a basket with (\\d+ items$") { _, _ in }     // an unclosed group
/// for problem in steps.problems { print(problem) }           // ShopSteps/Basket.swift:2: …
/// ```
public struct RegistrationProblem: Hashable, Sendable, CustomStringConvertible {
    public var location: CodeLocation
    public var message: String

    public var description: String { "\(location): \(message)" }
}
