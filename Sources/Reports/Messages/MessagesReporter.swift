import Expressions
import Gherkin
import JSON
import Runner

/// The `message` format: Cucumber Messages as NDJSON (protocol 27), one envelope per line, keys
/// sorted, written and flushed as events happen, so a run killed halfway leaves only whole lines.
///
/// The run opens with `meta`, each feature's `source` and `gherkinDocument`, the `pickle`s that run,
/// every system's `parameterType`s and `stepDefinition`s, and `testRunStarted`. Each finished run
/// then gives its `testCase` (one per pickle × algorithm), `testCaseStarted`, a `testStepStarted` and
/// `testStepFinished` per step, an `attachment`, and `testCaseFinished`; `testRunFinished` closes.
///
/// The schema has no place for the algorithm, so specrun carries it two ways: in the ids
/// (`tc:<pickleId>:<algorithm>` for a test case, see `MessageIds`), and in an attachment on the last
/// step of each test case, of media type `application/vnd.specrun.run+json`, whose body is
/// `{"algorithm":…,"metrics":{…}|null,"system":…}`.
public final class MessagesReporter: Reporter {
    public static let protocolVersion = "27.0.0"
    public static let runMediaType = "application/vnd.specrun.run+json"

    private let output: ReportOutput
    private let context: ReportContext
    private var json = JSONWriter(capacity: 1 << 14)

    public init(output: ReportOutput, context: ReportContext) {
        self.output = output
        self.context = context
    }

    public func handle(_ event: RunEvent) throws {
        switch event {
        case .started(let start):
            writeMeta()
            for feature in start.plan.features where feature.parsed.document.feature != nil {
                line { GherkinMessages.writeSource(feature.parsed.source, uri: feature.parsed.uri,
                                                   mediaType: GherkinParser.Syntax(path: feature.parsed.uri).mediaType, to: &$0) }
                line { GherkinMessages.write(feature.parsed.document, to: &$0) }
            }
            let running = Set(start.plan.runs.map(\.pickleIndex))
            for (index, pickle) in start.plan.pickles.enumerated() where running.contains(index) {
                line { GherkinMessages.write(pickle.pickle, to: &$0) }
            }
            for system in start.systems { writeDefinitions(of: system) }
            envelope("testRunStarted") { json in
                json.field("id", MessageIds.testRun)
                Self.timestamp(start.startedAt, named: "timestamp", to: &json)
            }
        case .caseFinished(let result):
            writeCase(result)
        case .finished(let end):
            envelope("testRunFinished") { json in
                if end.interrupted {
                    json.field("message", "interrupted: the remaining runs did not run")
                } else if end.stoppedEarly {
                    json.field("message", "stopped at the first failure (--fail-fast)")
                }
                json.field("success", end.succeeded)
                json.field("testRunStartedId", MessageIds.testRun)
                Self.timestamp(end.finishedAt, named: "timestamp", to: &json)
            }
            flush()
            try output.commit()
            return
        }
        flush()
    }

    // MARK: Envelopes

    private func writeMeta() {
        envelope("meta") { json in
            json.key("cpu")
            json.object { $0.field("name", Self.cpu) }
            json.key("implementation")
            json.object { $0.field("name", "specrun"); $0.field("version", context.version) }
            json.key("os")
            json.object { $0.field("name", Self.os) }
            json.field("protocolVersion", Self.protocolVersion)
            json.key("runtime")
            json.object { $0.field("name", "swift") }
        }
    }

    private func writeDefinitions(of system: AnySystem) {
        let builtIn = Set(ParameterTypeRegistry().parameterTypes.map(\.name))
        for type in system.parameterTypes.parameterTypes where !builtIn.contains(type.name) {
            envelope("parameterType") { json in
                json.field("id", MessageIds.parameterType(system: system.name, name: type.name))
                json.field("name", type.name)
                json.field("preferForRegularExpressionMatch", type.preferForRegexpMatch)
                json.key("regularExpressions")
                json.array { json in type.regexps.forEach { json.string($0) } }
                json.field("useForSnippets", type.useForSnippets)
            }
        }
        for definition in system.stepDefinitions {
            envelope("stepDefinition") { json in
                json.field("id", MessageIds.stepDefinition(system: system.name, index: definition.index))
                json.key("pattern")
                json.object { json in
                    json.field("source", definition.pattern.source)
                    json.field("type", definition.pattern.kind == .cucumberExpression ? "CUCUMBER_EXPRESSION" : "REGULAR_EXPRESSION")
                }
                json.key("sourceReference")
                json.object { json in
                    json.key("location")
                    json.object { $0.field("line", definition.location.line) }
                    json.field("uri", definition.location.file)
                }
            }
        }
    }

    private func writeCase(_ result: CaseResult) {
        let pickleId = result.pickle.pickle.id
        let algorithm = result.algorithm
        let system = result.pickle.system
        let caseId = MessageIds.testCase(pickleId: pickleId, algorithm: algorithm)
        let startedId = MessageIds.testCaseStarted(pickleId: pickleId, algorithm: algorithm)
        let stepIds = result.pickle.steps.map {
            MessageIds.testStep(pickleId: pickleId, algorithm: algorithm, pickleStepId: $0.pickleStep.id)
        }
        envelope("testCase") { json in
            json.field("id", caseId)
            json.field("pickleId", pickleId)
            json.field("testRunStartedId", MessageIds.testRun)
            json.key("testSteps")
            json.array { json in
                for (step, id) in zip(result.pickle.steps, stepIds) {
                    Self.write(step, id: id, system: system, to: &json)
                }
            }
        }
        var clock = result.startedAt
        envelope("testCaseStarted") { json in
            json.field("attempt", 0)
            json.field("id", startedId)
            json.field("testCaseId", caseId)
            Self.timestamp(clock, named: "timestamp", to: &json)
        }
        for (step, id) in zip(result.steps, stepIds) {
            envelope("testStepStarted") { json in
                json.field("testCaseStartedId", startedId)
                json.field("testStepId", id)
                Self.timestamp(clock, named: "timestamp", to: &json)
            }
            clock = WallTime(nanosecondsSinceEpoch: clock.nanosecondsSinceEpoch + step.durationNanoseconds)
            envelope("testStepFinished") { json in
                json.field("testCaseStartedId", startedId)
                json.field("testStepId", id)
                json.key("testStepResult")
                json.object { json in
                    Self.duration(step.durationNanoseconds, to: &json)
                    if step.status != .passed && step.status != .skipped { json.field("message", ifPresent: step.message) }
                    json.field("status", step.status.rawValue.uppercased())
                }
                Self.timestamp(clock, named: "timestamp", to: &json)
            }
        }
        envelope("attachment") { json in
            var body = JSONWriter(capacity: 256)
            body.object { body in
                body.field("algorithm", algorithm)
                body.key("metrics")
                if let metrics = result.outcome?.metrics { ResultsJSON.write(metrics, to: &body) } else { body.null() }
                body.field("system", system)
            }
            json.field("body", body.text)
            json.field("contentEncoding", "IDENTITY")
            json.field("mediaType", Self.runMediaType)
            json.field("testCaseStartedId", startedId)
            json.field("testStepId", ifPresent: stepIds.last)
        }
        let finishedAt = WallTime(nanosecondsSinceEpoch: result.startedAt.nanosecondsSinceEpoch + result.durationNanoseconds)
        envelope("testCaseFinished") { json in
            json.field("testCaseStartedId", startedId)
            Self.timestamp(max(finishedAt, clock), named: "timestamp", to: &json)
            json.field("willBeRetried", false)
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
        case .ambiguous(let found):
            definitions = found
            arguments = found.map { _ in [] }
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
                                    json.field("parameterTypeName", argument.parameterTypeName)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func write(_ group: MatchedGroup, to json: inout JSONWriter) {
        json.object { json in
            json.key("children")
            json.array { json in group.children.forEach { write($0, to: &json) } }
            if let start = group.start { json.field("start", start) }
            json.field("value", ifPresent: group.value)
        }
    }

    // MARK: Encoding

    private static func timestamp(_ instant: WallTime, named name: StaticString, to json: inout JSONWriter) {
        json.key(name)
        json.object { json in
            json.field("nanos", Int(instant.nanos))
            json.field("seconds", Int(instant.seconds))
        }
    }

    private static func duration(_ nanoseconds: UInt64, to json: inout JSONWriter) {
        json.key("duration")
        json.object { json in
            json.field("nanos", Int(nanoseconds % 1_000_000_000))
            json.field("seconds", Int(nanoseconds / 1_000_000_000))
        }
    }

    /// One NDJSON line holding `{"name":{…}}`.
    private func envelope(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        line { json in
            json.object { json in
                json.key(name)
                json.object(body)
            }
        }
    }

    private func line(_ body: (inout JSONWriter) -> Void) {
        body(&json)
        json.raw(UInt8(ascii: "\n"))
        // A large run's sources, documents and pickles go out a few whole lines at a time rather
        // than all at once when the run starts (100,000 pickles are some 200 MB).
        if json.byteCount >= 1 << 16 { flush() }
    }

    /// Hands the whole lines written so far to the output and flushes them.
    private func flush() {
        output.write(bytes: json.bytes)
        output.flush()
        json.removeAll()
    }

    #if arch(x86_64)
    private static let cpu = "x64"
    #elseif arch(arm64)
    private static let cpu = "arm64"
    #else
    private static let cpu = "unknown"
    #endif

    #if os(Linux)
    private static let os = "linux"
    #elseif os(macOS)
    private static let os = "darwin"
    #else
    private static let os = "unknown"
    #endif
}
