import Expressions

/// A system's step definitions and hooks with their expressions compiled: what the planner matches
/// step texts against and the executor runs. Made once per run by `StepRegistry.resolved()`.
@usableFromInline
package struct ResolvedSteps<World>: Sendable {
    package private(set) var parameterTypes: ParameterTypeRegistry
    @usableFromInline package private(set) var definitions: [StepDefinition<World>] = []
    package var problems: [RegistrationError] = []
    /// Everything registered, in registration order (parameter types, definitions, hooks).
    @usableFromInline package var supportCode: [SupportCode] = []
    @usableFromInline private(set) var hooks: [Hook<World>] = []

    init(parameterTypes: ParameterTypeRegistry) {
        self.parameterTypes = parameterTypes
    }

    /// The hooks, without their bodies.
    @usableFromInline package var hookSummaries: [HookSummary] { hooks.map(\.summary) }

    /// Defines a parameter type; false, with the problem kept, when it cannot be.
    mutating func define(_ parameterType: ParameterType, at location: CodeLocation) -> Bool {
        do {
            try parameterTypes.define(parameterType)
            return true
        } catch {
            problems.append(RegistrationError(location: location, message: "\(error)"))
            return false
        }
    }

    mutating func addHook(_ kind: HookKind, _ tags: String?, _ name: String?, _ location: CodeLocation, _ body: Hook<World>.Body) {
        var expression: TagExpression?
        if let tags {
            do {
                expression = try TagExpression(tags)
            } catch {
                problems.append(RegistrationError(location: location, message: "\(error)"))
                return
            }
        }
        let summary = HookSummary(index: hooks.count, kind: kind, name: name, tagExpression: tags, location: location)
        supportCode.append(.hook(index: hooks.count))
        hooks.append(Hook(summary: summary, tags: expression, body: body))
    }

    mutating func add(_ keyword: StepKeyword, _ pattern: StepPattern, _ location: CodeLocation, sourcePath: String?,
                      _ body: @escaping StepRegistry<World>.Body) {
        do {
            let expression: any StepExpression = switch pattern.kind {
            case .cucumberExpression: try CucumberExpression(pattern.source, parameterTypes: parameterTypes)
            case .regularExpression: try RegularExpression(pattern.source, parameterTypes: parameterTypes)
            }
            supportCode.append(.stepDefinition(index: definitions.count))
            definitions.append(StepDefinition(index: definitions.count, keyword: keyword, pattern: pattern,
                                              expression: expression, location: location, sourcePath: sourcePath, body: body))
        } catch {
            if case .undefinedParameterType(let name) = error.reason {
                supportCode.append(.undefinedParameterType(name: name, expression: pattern.source))
            } else {
                problems.append(RegistrationError(location: location, message: "\(error)"))
            }
        }
    }

    /// Finds the definitions whose pattern matches the whole of `text`. Every definition is tried,
    /// so two that match are reported as ambiguous rather than the first one winning.
    @usableFromInline package func match(_ text: String) -> StepMatch {
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

    /// Runs definition `index` against the world; inlined where a run calls it (a call for each
    /// step, generic over the world, cost more than the body's own call).
    @inlinable
    func run(_ index: Int, on world: inout World, with arguments: StepArguments) throws {
        try definitions[index].body(&world, arguments)
    }
}
