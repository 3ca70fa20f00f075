import Expressions
import JSON
import Runner
import SpecrunKit

/// The envelopes of test cases: each `testCase` as planned, and each attempt as it ran.
extension MessagesReporter {
    /// The ids of one test case's steps: its `Before` hooks, the pickle's steps, its `After` hooks.
    private struct TestCaseIds {
        let testCase: String
        let hooks: [Int: String]
        let steps: [String]

        init(_ pickle: PlannedPickle, algorithm: String) {
            let pickleId = pickle.pickle.id
            testCase = MessageIds.testCase(pickleId: pickleId, algorithm: algorithm)
            var hooks: [Int: String] = [:]
            for index in pickle.beforeHooks + pickle.afterHooks {
                hooks[index] = MessageIds.hookStep(pickleId: pickleId, algorithm: algorithm, hook: index)
            }
            self.hooks = hooks
            steps = pickle.steps.map {
                MessageIds.testStep(pickleId: pickleId, algorithm: algorithm, pickleStepId: $0.pickleStep.id)
            }
        }

        func id(of source: TestStepResult.Source) -> String {
            switch source {
            case .hook(let index): hooks[index]!
            case .pickleStep(let position): steps[position]
            }
        }
    }

    func writeTestCase(_ pickle: PlannedPickle, algorithm: String) {
        let ids = TestCaseIds(pickle, algorithm: algorithm)
        let system = pickle.system
        envelope("testCase") { json in
            json.field("id", ids.testCase)
            json.field("pickleId", pickle.pickle.id)
            json.key("testSteps")
            json.array { json in
                for index in pickle.beforeHooks { Self.writeHookStep(index, id: ids.hooks[index]!, system: system, to: &json) }
                for (step, id) in zip(pickle.steps, ids.steps) {
                    Self.write(step, id: id, system: system, to: &json)
                }
                for index in pickle.afterHooks { Self.writeHookStep(index, id: ids.hooks[index]!, system: system, to: &json) }
            }
            json.field("testRunStartedId", MessageIds.testRun)
        }
    }

    func writeCase(_ result: CaseResult, algorithms: Int) {
        let ids = TestCaseIds(result.pickle, algorithm: result.algorithm)
        let kept = result.attempts
        let attempts = kept.isEmpty ? [Self.attempt(from: result)] : kept
        for attempt in attempts {
            let startedId = MessageIds.testCaseStarted(pickleId: result.pickle.pickle.id, algorithm: result.algorithm,
                                                       attempt: attempt.number)
            envelope("testCaseStarted") { json in
                json.field("id", startedId)
                json.field("testCaseId", ids.testCase)
                Self.timestamp(attempt.startedAt, to: &json)
                json.field("attempt", attempt.number)
            }
            for step in attempt.testSteps {
                let stepId = ids.id(of: step.source)
                envelope("testStepStarted") { json in
                    json.field("testCaseStartedId", startedId)
                    json.field("testStepId", stepId)
                    Self.timestamp(step.result.startedAt ?? attempt.startedAt, to: &json)
                }
                for attachment in step.result.attachments {
                    writeAttachment(attachment) { json in
                        json.field("testCaseStartedId", startedId)
                        json.field("testStepId", stepId)
                    }
                }
                if step.result.status == .undefined, !step.result.snippets.isEmpty, case .pickleStep(let position) = step.source {
                    let pickleStepId = result.pickle.steps[position].pickleStep.id
                    writeSuggestion(step.result.snippets, pickleStepId: pickleStepId,
                                    id: MessageIds.suggestion(pickleId: result.pickle.pickle.id, algorithm: result.algorithm,
                                                              attempt: attempt.number, pickleStepId: pickleStepId))
                }
                envelope("testStepFinished") { json in
                    json.field("testCaseStartedId", startedId)
                    json.field("testStepId", stepId)
                    Self.writeResult(step.result, named: "testStepResult", to: &json)
                    Self.timestamp(step.result.finishedAt ?? attempt.startedAt, to: &json)
                }
            }
            if algorithms > 1 { writeRunAttachment(result, testCaseStartedId: startedId, testStepId: ids.steps.last) }
            envelope("testCaseFinished") { json in
                json.field("testCaseStartedId", startedId)
                Self.timestamp(attempt.finishedAt, to: &json)
                json.field("willBeRetried", attempt.willBeRetried)
            }
        }
    }

    private func writeSuggestion(_ snippets: [String], pickleStepId: String, id: String) {
        envelope("suggestion") { json in
            json.field("id", id)
            json.field("pickleStepId", pickleStepId)
            json.key("snippets")
            json.array { json in
                for code in snippets {
                    json.object { json in
                        json.field("language", "swift")
                        json.field("code", code)
                    }
                }
            }
        }
    }

    /// The algorithm and metrics of a run of a system with several algorithms.
    private func writeRunAttachment(_ result: CaseResult, testCaseStartedId: String, testStepId: String?) {
        envelope("attachment") { json in
            json.field("testCaseStartedId", testCaseStartedId)
            json.field("testStepId", ifPresent: testStepId)
            var body = JSONWriter(capacity: 256)
            body.object { body in
                body.field("algorithm", result.algorithm)
                body.key("metrics")
                if let metrics = result.outcome?.metrics { ResultsJSON.write(metrics, to: &body) } else { body.null() }
                body.field("system", result.pickle.system)
            }
            json.field("body", body.text)
            json.field("contentEncoding", "IDENTITY")
            json.field("mediaType", Self.runMediaType)
        }
    }

    /// The one attempt of a case read back from saved results, timed from its start and durations.
    private static func attempt(from result: CaseResult) -> CaseAttempt {
        var clock = result.startedAt
        var steps: [StepResult] = []
        for var step in result.steps {
            step.startedAt = clock
            clock = WallTime(nanosecondsSinceEpoch: clock.nanosecondsSinceEpoch + step.durationNanoseconds)
            step.finishedAt = clock
            steps.append(step)
        }
        let finishedAt = WallTime(nanosecondsSinceEpoch: result.startedAt.nanosecondsSinceEpoch + result.durationNanoseconds)
        return CaseAttempt(number: 0, startedAt: result.startedAt, finishedAt: max(finishedAt, clock), steps: steps,
                           status: result.status, willBeRetried: false)
    }

    private static func writeHookStep(_ index: Int, id: String, system: String, to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("hookId", MessageIds.hook(system: system, index: index))
        }
    }

    /// A test step: the pickle step and what it matched (none: undefined; several: ambiguous).
    private static func write(_ step: PlannedStep, id: String, system: String, to json: inout JSONWriter) {
        let definitions: [Int]
        var arguments: [[Argument]] = []
        switch step.match {
        case .matched(let definition, let matched):
            definitions = [definition]
            arguments = [matched]
        case .undefined:
            definitions = []
        case .ambiguous(let found, let matched):
            definitions = found
            arguments = matched
        case .unmatchable(let definition, _):
            definitions = [definition]
            arguments = [[]]
        }
        json.object { json in
            json.field("id", id)
            json.field("pickleStepId", step.pickleStep.id)
            json.key("stepDefinitionIds")
            json.array { json in
                definitions.forEach { json.string(MessageIds.stepDefinition(system: system, index: $0)) }
            }
            json.key("stepMatchArgumentsLists")
            json.array { json in
                for list in arguments {
                    json.object { json in
                        json.key("stepMatchArguments")
                        json.array { json in
                            for argument in list {
                                json.object { json in
                                    json.key("group")
                                    write(argument.group, to: &json)
                                    if !argument.parameterTypeName.isEmpty {
                                        json.field("parameterTypeName", argument.parameterTypeName)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A matched group as the kit writes it: no start or value for a group that did not take part,
    /// no children when there are none.
    private static func write(_ group: MatchedGroup, to json: inout JSONWriter) {
        json.object { json in
            if let start = group.start { json.field("start", start) }
            json.field("value", ifPresent: group.value)
            if !group.children.isEmpty {
                json.key("children")
                json.array { json in group.children.forEach { write($0, to: &json) } }
            }
        }
    }
}
