import Expressions
import Testing
@testable import SpecrunKit

/// How a registry resolves what was registered: in registration order, every expression against
/// every parameter type, and every problem kept with where it is written.
@Suite struct StepRegistryTests {
    @Test func aStepMayNameAParameterTypeDefinedAfterIt() throws {
        var steps = StepRegistry<Int>()
        steps.given("I eat {fruit}") { _, _ in }
        steps.defineParameterType("fruit", matching: "apple|pear") { $0.first.flatMap { $0 } ?? "" }
        let resolved = steps.resolved()
        #expect(resolved.problems.isEmpty)
        #expect(resolved.supportCode == [.stepDefinition(index: 0), .parameterType(name: "fruit")])
        guard case .matched(let definition, let arguments) = resolved.match("I eat pear") else {
            Issue.record("\(resolved.match("I eat pear"))")
            return
        }
        #expect(definition == 0)
        #expect(try arguments.map { try $0.value() as? String } == ["pear"])
        guard case .undefined = resolved.match("I eat a plum") else {
            Issue.record("a plum is not a fruit of the parameter type")
            return
        }
    }

    @Test func aStepNamingAParameterTypeNobodyDefinesIsLeftOutAndListed() {
        var steps = StepRegistry<Int>()
        steps.given("I eat {vegetable}") { _, _ in }
        steps.given("I eat {int} apples") { _, _ in }
        let resolved = steps.resolved()
        #expect(resolved.problems.isEmpty)
        #expect(resolved.supportCode == [.undefinedParameterType(name: "vegetable", expression: "I eat {vegetable}"),
                                         .stepDefinition(index: 0)])
        guard case .undefined = resolved.match("I eat leek") else {
            Issue.record("a step of a left-out definition is undefined")
            return
        }
    }

    @Test func aRegistrationThatDoesNotCompileIsReportedWhereItIsWritten() throws {
        var steps = StepRegistry<Int>()
        var vocabulary = Vocabulary<Int>(name: "size")
        vocabulary.add("[small", 1)
        let firstLine = #line + 1
        steps.given("^a basket with (\\d+ items$") { _, _ in }
        steps.defineParameterType("colour", matching: "(red|green") { $0.first.flatMap { $0 } ?? "" }
        steps.define(vocabulary)
        steps.before(tags: "@slow and") { _, _ in }
        steps.given("a basket with {int} items") { _, _ in }
        let resolved = steps.resolved()
        #expect(Set(resolved.problems.map(\.location)) == Set((0..<4).map { CodeLocation(file: #fileID, line: firstLine + $0) }))
        #expect(resolved.problems.count == 4)
        #expect(resolved.problems.allSatisfy { !$0.message.isEmpty && $0.description.hasPrefix("\($0.location): ") })
        // What does compile is registered all the same.
        guard case .matched = resolved.match("a basket with 3 items") else {
            Issue.record("the valid definition does not match")
            return
        }
        // The system carries them to the run, which refuses to start while there are any.
        let system = try AnySystem(StepsOnlySystem(steps: steps))
        #expect(system.description.registrationProblems == resolved.problems)
    }

    @Test func aParameterTypeDefinedTwiceIsAProblem() {
        var steps = StepRegistry<Int>()
        steps.defineParameterType("fruit", matching: "apple") { _ in "apple" }
        let line = #line + 1
        steps.defineParameterType("fruit", matching: "pear") { _ in "pear" }
        let resolved = steps.resolved()
        #expect(resolved.problems.map(\.location) == [CodeLocation(file: #fileID, line: line)])
        #expect(resolved.supportCode == [.parameterType(name: "fruit")])
    }
}
