import Expressions

/// The step definitions of one system, with the parameter types their expressions use. Definitions
/// are added in code (`steps.given("{article} is cached") { world, arguments in … }`); a pattern that
/// does not compile is kept as a `RegistrationProblem` with its location, for the command line to
/// report, rather than crashing the program.
public struct StepRegistry<World>: Sendable {
    public private(set) var parameterTypes: ParameterTypeRegistry
    public private(set) var definitions: [StepDefinition<World>] = []
    public private(set) var problems: [RegistrationProblem] = []

    public init(parameterTypes: ParameterTypeRegistry = ParameterTypeRegistry()) {
        self.parameterTypes = parameterTypes
    }

    public typealias Body = @Sendable (inout World, StepArguments) throws -> Void

    /// Adds a parameter type for the expressions registered after it.
    public mutating func define(_ parameterType: ParameterType, file: String = #fileID, line: Int = #line) {
        do {
            try parameterTypes.define(parameterType)
        } catch {
            problems.append(RegistrationProblem(location: CodeLocation(file: file, line: line),
                                                message: "\(error)"))
        }
    }

    public mutating func given(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, _ body: @escaping Body) {
        add(.given, pattern, CodeLocation(file: file, line: line), body)
    }

    public mutating func when(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, _ body: @escaping Body) {
        add(.when, pattern, CodeLocation(file: file, line: line), body)
    }

    public mutating func then(_ pattern: StepPattern, file: String = #fileID, line: Int = #line, _ body: @escaping Body) {
        add(.then, pattern, CodeLocation(file: file, line: line), body)
    }

    private mutating func add(_ keyword: StepKeyword, _ pattern: StepPattern, _ location: CodeLocation, _ body: @escaping Body) {
        do {
            let expression: any StepExpression = switch pattern.kind {
            case .cucumberExpression: try CucumberExpression(pattern.source, parameterTypes: parameterTypes)
            case .regularExpression: try RegularExpression(pattern.source, parameterTypes: parameterTypes)
            }
            definitions.append(StepDefinition(index: definitions.count, keyword: keyword, pattern: pattern,
                                              expression: expression, location: location, body: body))
        } catch {
            problems.append(RegistrationProblem(location: location, message: "\(error)"))
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
        default: return .ambiguous(definitions: found.map(\.index))
        }
    }

    /// Runs definition `index` against the world.
    func run(_ index: Int, on world: inout World, with arguments: StepArguments) throws {
        try definitions[index].body(&world, arguments)
    }
}

/// A step definition or parameter type that could not be registered, with where it is written.
public struct RegistrationProblem: Hashable, Sendable, CustomStringConvertible {
    public var location: CodeLocation
    public var message: String

    public var description: String { "\(location): \(message)" }
}
