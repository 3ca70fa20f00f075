import Expressions
import Gherkin
import JSON
import Runner
import SpecrunKit

/// The `message` format: Cucumber Messages as NDJSON (protocol 34.2.1), one envelope per line, each
/// envelope's fields in the order the Cucumber Compatibility Kit's files have them (the Gherkin
/// envelopes' fields sorted), written and flushed as events happen, so a run killed halfway leaves
/// only whole lines.
///
/// The run opens with `meta`; then each feature's `source`, `gherkinDocument` (or `parseError`s) and
/// the `pickle`s that run; every system's `parameterType`s, `stepDefinition`s, `hook`s and
/// `undefinedParameterType`s in registration order; and `testRunStarted`. The `BeforeAll` hooks give
/// `testRunHookStarted`, their `attachment`s and `testRunHookFinished`; then every `testCase` (one per
/// pickle × algorithm); each attempt of each case kept (`CaseResult.attempts`: all of an ordinary
/// `--retry`, else the first ones and the last) gives `testCaseStarted`, a `testStepStarted`, its
/// `attachment`s (and a `suggestion` for an undefined step) and `testStepFinished` per hook and step,
/// and `testCaseFinished`; the `AfterAll` hooks follow, and `testRunFinished` closes.
///
/// The schema has no place for the algorithm, so for a system with several algorithms specrun
/// carries it two ways: in the ids (`tc:<pickleId>:<algorithm>` for a test case, see `MessageIds`),
/// and in an attachment on the last step of each test case, of media type
/// `application/vnd.specrun.run+json`, whose body is `{"algorithm":…,"metrics":{…}|null,"system":…}`.
/// A system with a single algorithm gives exactly the stream Cucumber would.
///
/// The features are announced before the run starts, so their envelopes (and their `testCase`s,
/// which must follow `testRunStarted`) wait in spools on disk until then: memory holds one feature.
///
/// ```swift
/// let output = try ReportOutput(.file("run.ndjson"), streaming: true)
/// let reporter = MessagesReporter(output: output, context: ReportContext(color: false, clock: .system, version: "1.0"))
/// try Runner(systems: systems).run(plan, reporters: [reporter])
/// ```
package final class MessagesReporter: Reporter {
    package static let protocolVersion = "34.2.1"
    package static let runMediaType = "application/vnd.specrun.run+json"

    private let output: ReportOutput
    private let context: ReportContext
    var json = JSONWriter(capacity: 1 << 14)
    private var start: SuiteStart?
    private var algorithmCounts: [String: Int] = [:]
    private var testCasesWritten = false
    private var beforeAllFailed = false
    /// Where whole lines go once the writer's buffer is full: a spool until the run starts, then the output.
    private enum Destination { case features, testCases, output }
    private var destination = Destination.features
    /// Each feature's `source`, `gherkinDocument` and `pickle`s, in file order, until the run starts.
    private let features = ReportSpool()
    /// Each feature's `testCase`s, by its position, until the first case runs.
    private let testCases = ReportSpool()
    private var testCaseRanges: [Int: Range<Int>] = [:]

    package init(output: ReportOutput, context: ReportContext) {
        self.output = output
        self.context = context
    }

    package func handle(_ event: SuiteEvent) throws {
        switch event {
        case .planned(let feature):
            write(feature)
            return
        case .started(let start):
            self.start = start
            destination = .output
            for system in start.systems { algorithmCounts[system.name] = system.algorithms.count }
            writeMeta()
            flush()
            features.copyLines(0..<features.count, to: output)
            for system in start.systems { writeSupportCode(of: system) }
            envelope("testRunStarted") { json in
                json.field("id", MessageIds.testRun)
                Self.timestamp(start.startedAt, to: &json)
            }
        case .runHookFinished(let result):
            if result.hook.kind == .beforeAll {
                if result.result.status == .failed { beforeAllFailed = true }
            } else {
                writeTestCasesOnce()
            }
            writeRunHook(result)
        case .featureStarted, .featureFinished:
            return
        case .caseFinished(let result):
            writeTestCasesOnce()
            writeCase(result, algorithms: algorithmCounts[result.pickle.system] ?? 1)
        case .finished(let end):
            if end.exception == nil { writeTestCasesOnce() }
            envelope("testRunFinished") { json in
                json.field("testRunStartedId", MessageIds.testRun)
                Self.timestamp(end.finishedAt, to: &json)
                json.field("success", end.succeeded)
                if let exception = end.exception {
                    json.field("message", exception.message)
                    Self.write(exception, to: &json)
                } else if end.interrupted {
                    json.field("message", "interrupted: the remaining runs did not run")
                } else if end.stoppedEarly {
                    json.field("message", "stopped at the first failure (--fail-fast)")
                }
            }
            flush()
            try output.commit()
            return
        }
        flush()
    }

    // MARK: The run's beginning

    private func writeMeta() {
        envelope("meta") { json in
            json.field("protocolVersion", Self.protocolVersion)
            json.key("implementation")
            json.object { $0.field("name", "specrun"); $0.field("version", context.version) }
            json.key("cpu")
            json.object { $0.field("name", Self.cpu) }
            json.key("os")
            json.object { $0.field("name", Self.os) }
            json.key("runtime")
            json.object { $0.field("name", "swift") }
        }
    }

    /// A feature's source and document (or parse errors), then the pickles of it that run, into
    /// their spool; its test cases into theirs.
    private func write(_ feature: PlannedFeature) {
        let parsed = feature.parsed
        destination = .features
        line { GherkinMessages.writeSource(parsed.source, uri: parsed.uri,
                                           mediaType: parsed.syntax.mediaType, to: &$0) }
        if parsed.parseErrors.isEmpty {
            line { GherkinMessages.write(parsed.document, to: &$0) }
        } else {
            for error in parsed.parseErrors { line { GherkinMessages.write(error, to: &$0) } }
        }
        for pickle in feature.runningPickles {
            line { GherkinMessages.write(pickle.pickle, to: &$0) }
        }
        spill()
        guard !feature.runs.isEmpty else { return }
        destination = .testCases
        let start = testCases.count
        // A pickle's runs come one after another: each pickle is made once for its test cases.
        var current: (index: Int, pickle: PlannedPickle)?
        for run in feature.runs {
            if current?.index != run.pickleIndex { current = (run.pickleIndex, feature.pickles[run.pickleIndex]) }
            writeTestCase(current!.pickle, algorithm: run.algorithm)
        }
        spill()
        testCaseRanges[feature.position] = start..<testCases.count
    }

    /// Every `testCase`, in the order the features run, once: before the first case or `AfterAll`
    /// hook, unless a `BeforeAll` hook failed.
    private func writeTestCasesOnce() {
        guard !testCasesWritten, !beforeAllFailed, let start else { return }
        testCasesWritten = true
        flush()
        for position in start.outline.runOrder {
            if let range = testCaseRanges[position] { testCases.copyLines(range, to: output) }
        }
    }

    // MARK: Encoding

    static func timestamp(_ instant: WallTime, named name: StaticString = "timestamp", to json: inout JSONWriter) {
        json.key(name)
        json.object { json in
            json.field("seconds", Int(instant.seconds))
            json.field("nanos", Int(instant.nanos))
        }
    }

    static func duration(_ nanoseconds: UInt64, to json: inout JSONWriter) {
        json.key("duration")
        json.object { json in
            json.field("seconds", Int(nanoseconds / 1_000_000_000))
            json.field("nanos", Int(nanoseconds % 1_000_000_000))
        }
    }

    static func write(_ exception: StepException, to json: inout JSONWriter) {
        json.key("exception")
        json.object { json in
            json.field("type", exception.type)
            json.field("message", exception.message)
        }
    }

    /// A step's or hook's result: its message and exception when a body threw, status and duration.
    static func writeResult(_ step: StepResult, named name: StaticString, to json: inout JSONWriter) {
        json.key(name)
        json.object { json in
            if let exception = step.exception {
                json.field("message", exception.message)
                write(exception, to: &json)
            } else if step.status == .failed {
                // A failure no body threw (a world that could not be made, an unmatchable step).
                json.field("message", ifPresent: step.message)
            }
            json.field("status", step.status.rawValue.uppercased())
            duration(step.durationNanoseconds, to: &json)
        }
    }

    /// One NDJSON line holding `{"name":{…}}`.
    func envelope(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        line { json in
            json.object { json in
                json.key(name)
                json.object(body)
            }
        }
    }

    func line(_ body: (inout JSONWriter) -> Void) {
        body(&json)
        json.raw(UInt8(ascii: "\n"))
        // A large run's envelopes go out a few whole lines at a time.
        if json.byteCount >= 1 << 16 { spill() }
    }

    /// Hands the whole lines written so far to where they go now.
    private func spill() {
        switch destination {
        case .features: features.write(bytes: json.bytes)
        case .testCases: testCases.write(bytes: json.bytes)
        case .output:
            // Whole lines: a large event (a case retried many times) goes out as it is written.
            output.write(bytes: json.bytes)
            output.flush()
        }
        json.removeAll()
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
