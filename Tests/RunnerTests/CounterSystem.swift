import Expressions
import Gherkin
import Runner
import SpecrunKit

/// A small system for the runner's tests: a counter, with two algorithms that differ in how they
/// add (one is off by one), so runs of the same pickle can pass on one and fail on the other.
struct CounterSystem: SystemUnderTest {
    struct World {
        var count = 0
        var algorithm: String
        var adds = 0
    }

    static let name = "counter"
    static let summary = "A counter that adds numbers"
    let algorithms = [Algorithm<Void, String>(name: "exact", summary: "adds exactly") { "exact" },
                      Algorithm<Void, String>(name: "sloppy", summary: "adds one too many") { "sloppy" }]
    let steps: StepRegistry<World>

    init() {
        var steps = StepRegistry<World>()
        steps.given("the count is {int}") { world, arguments in world.count = try arguments[0] }
        steps.when("I add {int}") { world, arguments in
            let amount: Int = try arguments[0]
            world.count += amount + (world.algorithm == "sloppy" ? 1 : 0)
            world.adds += 1
        }
        steps.then("the count should be {int}") { world, arguments in
            let expected: Int = try arguments[0]
            if world.count != expected { throw StepError.failed("expected \(expected), saw \(world.count)") }
        }
        steps.then("the count is reported") { _, _ in throw StepError.pending("reporting is not written yet") }
        steps.when("I add twice") { _, _ in }
        steps.when("I {word} twice") { _, _ in }
        self.steps = steps
    }

    func makeWorld(running algorithm: Algorithm<Void, String>, settings: RunSettings) throws -> World {
        World(algorithm: algorithm.start(on: ()))
    }

    func outcome(of world: inout World) -> RunOutcome {
        RunOutcome(metrics: RunMetrics(requestsByEndpoint: ["add": world.adds]))
    }
}

/// The counter system, as the runner holds it.
let systems = [try! AnySystem(CounterSystem())]

/// Plans the runs of feature text against the counter system.
func planCounter(_ text: String = counterFeature, selection: Selection = Selection(), order: ScenarioOrder = .defined,
                 shard: Shard? = nil) throws -> SuitePlan {
    var ids = IdGenerator()
    let feature = parseFeature(text, ids: &ids)
    return try SuitePlanner(systems: systems.map(\.matcher)).plan([feature], selection: selection, order: order, shard: shard, ids: &ids)
}

/// Parses feature text for tests, failing loudly when it does not parse.
func parseFeature(_ text: String, uri: String = "test.feature", ids: inout IdGenerator) -> ParsedFeature {
    switch GherkinParser().parse(text, uri: uri, ids: &ids) {
    case .success(let document):
        return ParsedFeature(uri: uri, source: text, document: document, pickles: PickleCompiler().compile(document, ids: &ids))
    case .failure(let errors):
        fatalError("test feature does not parse: \(errors.errors.map(\.message))")
    }
}

/// Collects every event, for tests to look at.
final class EventRecorder: Reporter, @unchecked Sendable {
    var events: [SuiteEvent] = []
    var cases: [CaseResult] {
        events.compactMap { if case .caseFinished(let result) = $0 { result } else { nil } }
    }

    func handle(_ event: SuiteEvent) throws {
        events.append(event)
    }
}

let counterFeature = """
@counter
Feature: Counting

  Scenario: Adding
    Given the count is 1
    When I add 2
    Then the count should be 3

  @slow
  Scenario Outline: Adding many
    Given the count is <start>
    When I add <amount>
    Then the count should be <sum>

    Examples:
      | start | amount | sum |
      | 0     | 1      | 1   |
      | 5     | 5      | 10  |

  Scenario: Reporting
    Given the count is 1
    Then the count is reported

  Scenario: Undefined
    Given the count is 1
    When I multiply by 3
    Then the count should be 3

  Scenario: Ambiguous
    When I add twice
    Then the count should be 0
"""
