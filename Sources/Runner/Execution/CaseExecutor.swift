import Expressions
import Gherkin

/// Runs one planned pickle against one algorithm of a system: makes the world, runs each matched
/// step in order, and once a step does not pass, skips the rest (as Cucumber does).
struct CaseExecutor<System: SystemUnderTest> {
    let system: System

    func run(_ pickle: PlannedPickle, algorithm: String, context: RunContext) -> (steps: [StepResult], outcome: RunOutcome?) {
        var world: System.World?
        var setupFailure: String?
        if !context.dryRun {
            do {
                world = try system.makeWorld(algorithm: algorithm, settings: context.settings)
            } catch {
                setupFailure = "could not set up a world for \(algorithm): \(error)"
            }
        }
        var results: [StepResult] = []
        results.reserveCapacity(pickle.steps.count)
        var stopped = false
        for step in pickle.steps {
            var result = StepResult(keyword: step.keyword, text: step.text, line: step.line, status: .skipped)
            switch step.match {
            case .undefined:
                result.status = .undefined
                result.snippet = step.snippet
                result.message = "Undefined step. Define it with:\n\(step.snippet ?? "")"
            case .ambiguous(let indexes):
                result.status = .ambiguous
                result.message = ambiguityMessage(step.text, indexes)
            case .unmatchable(_, let reason):
                result.status = .failed
                result.message = reason
            case .matched(let index, let arguments):
                if let failure = setupFailure, !stopped {
                    result.status = .failed
                    result.message = failure
                } else if !stopped, world != nil {
                    let start = context.clock.tick()
                    (result.status, result.message) = perform(index, arguments, step.pickleStep.argument, on: &world!)
                    result.durationNanoseconds = context.clock.nanoseconds(since: start)
                }
            }
            if result.status != .passed && result.status != .skipped { stopped = true }
            results.append(result)
        }
        let outcome = world == nil ? nil : system.outcome(of: &world!)
        return (results, outcome)
    }

    private func perform(_ index: Int, _ arguments: [Argument], _ argument: PickleStepArgument?,
                         on world: inout System.World) -> (Status, String?) {
        do {
            let values = try arguments.map { try $0.value() }
            let stepArguments = StepArguments(values: values, docString: argument?.docString,
                                              dataTable: argument?.dataTable)
            try system.steps.run(index, on: &world, with: stepArguments)
            return (.passed, nil)
        } catch let pending as PendingStep {
            return (.pending, pending.reason)
        } catch let failure as StepFailure {
            return (.failed, failure.message)
        } catch {
            return (.failed, "\(error)")
        }
    }

    private func ambiguityMessage(_ text: String, _ indexes: [Int]) -> String {
        let lines = indexes.map { index -> String in
            let definition = system.steps.definitions[index]
            return "  \(definition.pattern) (\(definition.location))"
        }
        return "Ambiguous step \"\(text)\" matches \(indexes.count) definitions:\n" + lines.joined(separator: "\n")
    }
}
