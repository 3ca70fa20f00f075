import Expressions
import JSON
import Runner
import SpecrunKit

/// The `json` format (schema `specrun/results@2`, described in docs/results.md): the features with their
/// sources, the systems with their step definitions, every run with its steps, metrics and trace,
/// and the summary. Runs are written as they finish, so the report
/// of a large run never sits whole in memory; `specrun report` renders every other format from it.
///
/// ```swift
/// let output = try ReportOutput(.file("results.json"))
/// let reporter = JSONResultsReporter(output: output, context: ReportContext(color: false, clock: .system, version: "1.0"))
/// try Runner(systems: systems).run(plan, reporters: [reporter])   // later: ResultsReplay(contents: [("results.json", data)])
/// ```
package final class JSONResultsReporter: Reporter {
    package static let schema = ResultsSchema.current

    private let output: ReportOutput
    private let context: ReportContext
    private var json = JSONWriter(capacity: 1 << 16)
    /// Each system's metrics, by name, from the start of the run.
    private var metrics: [String: [Metric]] = [:]
    /// The baseline the runs are compared with, whose expectation each run records.
    private var baseline: Baseline?
    private var runsWritten = 0
    /// The features, announced before the run starts, until its opening is written.
    private let features = ReportSpool()
    private var featuresWritten = 0

    package init(output: ReportOutput, context: ReportContext) {
        self.output = output
        self.context = context
    }

    /// The results carry each run's trace.
    package var readsTraces: Bool { true }

    package func handle(_ event: SuiteEvent) throws {
        switch event {
        case .planned(let feature):
            write(feature)
        case .featureStarted, .featureFinished:
            break
        case .started(let start):
            json.beginObject()
            json.field("schema", Self.schema)
            json.key("specrun")
            json.object { $0.field("version", context.version) }
            json.field("startedAt", start.startedAt.iso8601)
            writeOptions(start)
            writeSystems(start.systems)
            metrics = Dictionary(start.systems.map { ($0.name, $0.metrics) }, uniquingKeysWith: { first, _ in first })
            baseline = start.baseline
            json.key("features")
            json.beginArray()
            output.write(bytes: json.bytes)
            json.removeAll()
            features.copy(to: output)
            json.endArray()
            json.key("runs")
            json.beginArray()
        case .runHookFinished:
            break
        case .caseFinished(let result):
            if runsWritten > 0 { json.raw(UInt8(ascii: ",")) }
            json.raw(UInt8(ascii: "\n"))
            ResultsJSON.write(result, metrics: metrics[result.pickle.system] ?? [], baseline: baseline, to: &json)
            runsWritten += 1
            flushIfLarge()
        case .finished(let end):
            json.raw(UInt8(ascii: "\n"))
            json.endArray()
            json.key("summary")
            ResultsJSON.write(end, to: &json)
            json.endObject()
            json.raw(UInt8(ascii: "\n"))
            output.write(bytes: json.bytes)
            json.removeAll()
            try output.commit()
        }
    }

    private func flushIfLarge() {
        guard json.bytes.count > 1 << 16 else { return }
        output.write(bytes: json.bytes)
        json.removeAll()
        json.raw(UInt8(ascii: " "))
    }

    private func writeOptions(_ start: SuiteStart) {
        json.key("options")
        json.object { json in
            json.field("baseline", start.baseline != nil)
            json.field("dryRun", start.options.dryRun)
            json.key("order")
            switch start.outline.order {
            case .defined: json.string("defined")
            case .reverse: json.string("reverse")
            case .random(let seed): json.string("random:\(seed)")
            }
            json.key("shard")
            if let shard = start.outline.shard { json.string(shard.description) } else { json.null() }
            json.field("strict", start.options.strict)
        }
    }

    private func writeSystems(_ systems: [SystemDescription]) {
        json.key("systems")
        json.array { json in
            for system in systems {
                json.object { json in
                    json.key("algorithms")
                    json.array { json in
                        for algorithm in system.algorithms {
                            json.object { json in
                                json.field("follows", ifPresent: algorithm.follows)
                                json.field("name", algorithm.name)
                                json.field("summary", algorithm.summary)
                            }
                        }
                    }
                    Self.writeHooks(of: system, to: &json)
                    json.key("metrics")
                    json.array { json in
                        for metric in system.metrics {
                            json.object { json in
                                json.field("better", ifPresent: metric.better?.rawValue)
                                json.field("combined", metric.combined.rawValue)
                                json.field("definition", ifPresent: metric.definition)
                                json.field("key", metric.key)
                                json.field("label", metric.label)
                                json.field("shown", metric.shown.rawValue)
                                json.field("title", metric.title)
                                json.field("unit", metric.unit.rawValue)
                            }
                        }
                    }
                    json.field("name", system.name)
                    Self.writeParameterTypes(of: system, to: &json)
                    if let proposal = system.proposal {
                        json.key("proposal")
                        json.object { json in
                            json.key("current")
                            json.array { json in for name in proposal.current { json.string(name) } }
                            json.key("proposed")
                            json.array { json in for name in proposal.proposed { json.string(name) } }
                        }
                    }
                    Self.writeStepDefinitions(of: system, to: &json)
                    Self.writeRegistrationOrder(of: system, to: &json)
                    json.field("summary", system.summary)
                }
            }
        }
    }

    /// The built-in parameter types' names: the same everywhere, so not saved.
    private static let builtInParameterTypes = Set(ParameterTypeRegistry().parameterTypes.map(\.name))

    /// The custom parameter types (built-in ones are the same everywhere), so `specrun report` can
    /// match steps again as the run did.
    private static func writeParameterTypes(of system: SystemDescription, to json: inout JSONWriter) {
        json.key("parameterTypes")
        json.array { json in
            for type in system.parameterTypes.parameterTypes where !builtInParameterTypes.contains(type.name) {
                json.object { json in
                    json.key("examples")
                    json.array { json in type.examples.forEach { json.string($0) } }
                    json.field("name", type.name)
                    json.field("preferForRegexpMatch", type.preferForRegexpMatch)
                    json.key("regexps")
                    json.array { json in type.regexps.forEach { json.string($0) } }
                    json.field("typeName", type.typeName)
                    json.field("useForSnippets", type.useForSnippets)
                }
            }
        }
    }

    /// The hooks, when the system has any, so `specrun report` knows a run's hook steps as the run
    /// did (which scenarios each runs for, its name and place).
    private static func writeHooks(of system: SystemDescription, to json: inout JSONWriter) {
        guard !system.hooks.isEmpty else { return }
        json.key("hooks")
        json.array { json in
            for hook in system.hooks {
                json.object { json in
                    json.field("index", hook.index)
                    json.field("kind", hook.kind.rawValue)
                    write(hook.location, to: &json)
                    json.field("name", ifPresent: hook.name)
                    json.field("tags", ifPresent: hook.tagExpression)
                }
            }
        }
    }

    /// The order the system registered its parameter types, step definitions and hooks in, kind
    /// by kind, when it is not all its parameter types, then its step definitions, then its hooks
    /// (the order a report from saved results registers them in otherwise): Cucumber Messages
    /// lists them in registration order.
    private static func writeRegistrationOrder(of system: SystemDescription, to json: inout JSONWriter) {
        let kinds = system.supportCode.compactMap { code -> SupportCode.Kind? in
            if case .parameterType(let name) = code, builtInParameterTypes.contains(name) { return nil }  // not saved: the same everywhere
            return code.kind
        }
        let usual: [SupportCode.Kind] = [.parameterType, .stepDefinition, .hook]
        func rank(_ kind: SupportCode.Kind) -> Int { usual.firstIndex(of: kind) ?? usual.count }
        guard zip(kinds, kinds.dropFirst()).contains(where: { rank($0) > rank($1) }) else { return }
        json.key("supportCode")
        json.array { json in kinds.forEach { json.string($0.rawValue) } }
    }

    /// `"location":{"file":…,"line":…}`: where a step definition or hook is written.
    private static func write(_ location: CodeLocation, to json: inout JSONWriter) {
        json.key("location")
        json.object { $0.field("file", location.file); $0.field("line", location.line) }
    }

    private static func writeStepDefinitions(of system: SystemDescription, to json: inout JSONWriter) {
        json.key("stepDefinitions")
        json.array { json in
            for definition in system.stepDefinitions {
                json.object { json in
                    json.field("index", definition.index)
                    json.field("keyword", definition.keyword.rawValue)
                    json.field("kind", definition.pattern.kind.rawValue)
                    write(definition.location, to: &json)
                    json.key("parameterTypes")
                    json.array { json in definition.parameterTypeNames.forEach { json.string($0) } }
                    json.field("pattern", definition.pattern.source)
                }
            }
        }
    }

    /// One feature of the `features` array, into its spool.
    private func write(_ feature: PlannedFeature) {
        guard let gherkinFeature = feature.parsed.document.feature else { return }
        var json = JSONWriter(capacity: feature.parsed.source.utf8.count + 512)
        if featuresWritten > 0 { json.raw(UInt8(ascii: ",")) }
        featuresWritten += 1
        json.object { json in
            json.field("firstId", feature.parsed.firstId)
            json.field("keyword", gherkinFeature.keyword ?? "Feature")
            json.field("line", gherkinFeature.location.line)
            json.field("mediaType", feature.parsed.syntax.mediaType)
            json.field("name", gherkinFeature.name)
            json.field("source", feature.parsed.source)
            json.key("system")
            if let system = feature.system { json.string(system) } else { json.null() }
            json.key("tags")
            json.array { json in gherkinFeature.tags.forEach { json.string($0.name) } }
            json.field("uri", feature.parsed.uri)
        }
        features.write(bytes: json.bytes)
    }
}
