import Expressions
import Gherkin
import Testing
@testable import Runner
import SpecrunKit

@Suite struct PlannerTests {

    func plan(_ text: String = counterFeature, selection: Selection = Selection(), order: ScenarioOrder = .defined,
              shard: Shard? = nil) throws -> SuitePlan {
        try planCounter(text, selection: selection, order: order, shard: shard)
    }

    @Test func aFeatureNamingNoSystemRunsOnTheOnlyOne() throws {
        let plan = try plan("Feature: Untagged\n  Scenario: A\n    Given the count is 1\n")
        #expect(plan.pickles.map(\.system) == ["counter"])
        #expect(plan.runs.count == 2)
    }

    @Test func amongSeveralSystemsAFeatureMustNameItsSystem() throws {
        struct Other: SystemUnderTest {
            static let name = "other"
            static let summary = "another system"
            let algorithms = [Algorithm<Void, Void>(name: "only", summary: "the only one") {}]
            let steps = StepRegistry<Int>()
            func makeWorld(running algorithm: Algorithm<Void, Void>, settings: RunSettings) throws -> Int { 0 }
            func outcome(of world: inout Int) -> RunOutcome { RunOutcome() }
        }
        var ids = IdGenerator()
        let feature = parseFeature("Feature: Untagged\n  Scenario: A\n    Given the count is 1\n", ids: &ids)
        let planner = SuitePlanner(systems: [try AnySystem(CounterSystem()).matcher, try AnySystem(Other()).matcher])
        #expect(throws: PlanError("test.feature:1: the feature names no system under test; tag it with one of @counter, @other")) {
            try planner.plan([feature], ids: &ids)
        }
        #expect(try SuitePlanner(systems: planner.systems, defaultSystem: "other").plan([feature], ids: &ids).pickles.map(\.system) == ["other"])
    }

    /// The names of an outline's many rows are made on both cores, a share each: in order, each
    /// the row's own, and two rows that make the same name still told apart.
    @Test func theLabelsOfManyRowsAreTheirNamesInOrder() throws {
        let rows = (1...2_500).map { "      | \($0 == 2_000 ? 1_999 : $0) |" }.joined(separator: "\n")
        let plan = try plan("Feature: Many\n  Scenario Outline: Add <n>\n    Given the count is <n>\n    Examples:\n      | n |\n\(rows)\n")
        let labels = plan.pickles.map(\.label)
        #expect(labels.count == 2_500)
        #expect(Array(labels.prefix(3)) == ["Add 1", "Add 2", "Add 3"])
        #expect(Array(labels[1_997...2_000]) == ["Add 1998", "Add 1999 (n: 1999)", "Add 1999 (n: 1999) #2", "Add 2001"])
        #expect(labels.last == "Add 2500")
        #expect(plan.pickles.map(\.name) == plan.pickles.map(\.pickle.name))
    }

    @Test func anUnknownAlgorithmListsTheKnownOnes() throws {
        let error = #expect(throws: PlanError.self) { try plan(selection: Selection(algorithms: ["slopy"])) }
        #expect(error?.message == "unknown algorithm \"slopy\" (did you mean \"sloppy\"?); known algorithms are counter: exact, sloppy")
    }

    @Test func algorithmsCanBeRestricted() throws {
        let plan = try plan(selection: Selection(algorithms: ["sloppy"]))
        #expect(Set(plan.runs.map(\.algorithm)) == ["sloppy"])
        #expect(plan.runs.count == 6)
    }

    @Test func tagsSelectWithInheritance() throws {
        let plan = try plan(selection: Selection(tagExpressions: [try TagExpression("@counter and @slow")]))
        #expect(plan.pickles.map(\.name) == ["Adding many", "Adding many"])
    }

    @Test func namesSelectByRegularExpression() throws {
        let plan = try plan(selection: Selection(namePatterns: [try NamePattern("^Add"), try NamePattern("Report")]))
        #expect(plan.pickles.map(\.name) == ["Adding", "Adding many", "Adding many", "Reporting"])
    }

    @Test(arguments: [
        (4, ["Adding"]),                       // the scenario line
        (6, ["Adding"]),                       // one of its steps
        (10, ["Adding many", "Adding many"]),  // the outline
        (15, ["Adding many", "Adding many"]),  // its examples table
        (18, ["Adding many"]),                 // one row
        (2, ["Adding", "Adding many", "Adding many", "Reporting", "Undefined", "Ambiguous"]), // the feature
    ])
    func linesSelectScenariosExamplesAndRows(line: Int, names: [String]) throws {
        let plan = try plan(selection: Selection(lines: ["test.feature": [line]]))
        #expect(plan.pickles.map(\.name) == names)
        if line == 18 { #expect(plan.pickles[0].pickle.steps[0].text == "the count is 5") }
    }

    @Test func shardsTogetherRunEverythingOnce() throws {
        let all = try plan().runs.map { "\($0.pickleIndex)/\($0.algorithm)" }
        var union: [String] = []
        for index in 1...3 {
            let shard = try plan(shard: Shard(index: index, count: 3))
            union += shard.runs.map { "\($0.pickleIndex)/\($0.algorithm)" }
            #expect(shard.runs.count == 4)
        }
        #expect(union.sorted() == all.sorted())
    }

    @Test func aRandomOrderDependsOnlyOnItsSeed() throws {
        let first = try plan(order: .random(seed: 42)).runs
        let again = try plan(order: .random(seed: 42)).runs
        let other = try plan(order: .random(seed: 7)).runs
        #expect(first == again)
        #expect(first.map(\.pickleIndex) != other.map(\.pickleIndex))
        #expect(Set(first.map(\.pickleIndex)) == Set(0..<6))
    }

    /// An outline whose name is the same for every row labels its rows by their values.
    @Test func outlineRowsAreLabelledByTheirValues() throws {
        let plan = try plan()
        #expect(plan.pickles.map(\.label) == ["Adding", "Adding many (start: 0, amount: 1, sum: 1)",
                                                "Adding many (start: 5, amount: 5, sum: 10)", "Reporting", "Undefined", "Ambiguous"])
    }

    /// A name still written twice (two scenarios, or two identical rows) gets ` #2`.
    @Test func repeatedLabelsAreNumbered() throws {
        let text = """
            Feature: Twice
              Scenario: Adding
                Given the count is 1
              Scenario: Adding
                Given the count is 2
              Scenario Outline: Rows
                Given the count is <n>
                Examples:
                  | n |
                  | 1 |
                  | 1 |
            """
        #expect(try plan(text).pickles.map(\.label) == ["Adding", "Adding #2", "Rows (n: 1)", "Rows (n: 1) #2"])
    }
}
