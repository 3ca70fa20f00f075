import JSON
import Runner
import SpecrunKit

/// Writes the parts of `specrun/results@2`: a run with its steps, metrics and trace, and the summary.
/// Keys are written sorted within each object.
enum ResultsJSON {
    /// A run; with a `baseline`, the status it expects of the run (`expected`, null when it does not
    /// know the run), so that reports read from saved results compare as the run did.
    static func write(_ result: CaseResult, metrics declared: [Metric], baseline: Baseline? = nil, to json: inout JSONWriter) {
        json.object { json in
            json.field("algorithm", result.algorithm)
            if !result.earlierAttempts.isEmpty || result.lastAttempt?.hooks.isEmpty == false {
                json.key("attempts")
                json.array { json in
                    result.earlierAttempts.forEach { write($0, to: &json) }
                    if let last = result.lastAttempt { write(last, to: &json) }
                }
                if result.attemptsLeftOut > 0 { json.field("attemptsLeftOut", result.attemptsLeftOut) }
            }
            json.key("durationMs")
            json.double(milliseconds(result.durationNanoseconds))
            if let baseline {
                json.key("expected")
                if let expected = baseline[BaselineKey(result)] { json.string(expected.rawValue) } else { json.null() }
            }
            json.field("feature", result.pickle.feature.name)
            json.field("id", result.id)
            json.field("label", result.pickle.label)
            json.field("line", result.pickle.line)
            json.key("metrics")
            if let metrics = result.outcome?.metrics { write(metrics, declared: declared, to: &json) } else { json.null() }
            json.field("pickleId", result.pickle.pickle.id)
            if let reason = baseline?.reason(for: BaselineKey(result)) { json.field("reason", reason) }
            json.field("scenario", result.pickle.name)
            json.field("startedAt", result.startedAt.iso8601)
            json.field("status", result.status.rawValue)
            json.key("steps")
            json.array { json in result.steps.forEach { write($0, to: &json) } }
            json.field("system", result.pickle.system)
            json.key("tags")
            json.array { json in result.pickle.tags.forEach { json.string($0) } }
            json.key("trace")
            if let trace = result.outcome?.trace { write(trace, to: &json) } else { json.null() }
            json.field("uri", result.pickle.uri)
        }
    }

    /// One attempt of a retried run (or of a run with scenario hooks): every test step with its
    /// source and times, so a report read from saved results shows what the run showed.
    static func write(_ attempt: CaseAttempt, to json: inout JSONWriter) {
        json.object { json in
            json.field("finishedAt", attempt.finishedAt.iso8601)
            json.field("number", attempt.number)
            json.field("startedAt", attempt.startedAt.iso8601)
            json.field("status", attempt.status.rawValue)
            json.key("testSteps")
            json.array { json in attempt.testSteps.forEach { write($0.result, source: $0.source, to: &json) } }
            json.field("willBeRetried", attempt.willBeRetried)
        }
    }

    /// A step's result; as a test step of an attempt (`source` given), with what it was (`hook`, the
    /// hook's index, or `step`, the pickle step's position) and when it started and finished.
    static func write(_ step: StepResult, source: TestStepResult.Source? = nil, to json: inout JSONWriter) {
        json.object { json in
            let attachments = step.attachments
            if !attachments.isEmpty {
                json.key("attachments")
                json.array { json in
                    for attachment in attachments {
                        json.object { json in
                            json.field("body", attachment.body)
                            json.field("encoding", attachment.encoding.rawValue)
                            json.field("fileName", ifPresent: attachment.fileName)
                            json.field("mediaType", attachment.mediaType)
                            json.field("timestamp", attachment.timestamp.iso8601)
                        }
                    }
                }
            }
            json.key("durationMs")
            json.double(milliseconds(step.durationNanoseconds))
            json.field("exceptionType", ifPresent: step.exception?.type)
            if source != nil { json.field("finishedAt", ifPresent: step.finishedAt?.iso8601) }
            if case .hook(let index) = source { json.field("hook", index) }
            json.field("keyword", step.keyword)
            json.field("line", step.line)
            json.key("message")
            if let message = step.message { json.string(message) } else { json.null() }
            json.field("observed", ifPresent: step.observed)
            json.field("snippet", ifPresent: step.snippet)
            if step.snippets.count > 1 {
                json.key("snippets")
                json.array { json in step.snippets.forEach { json.string($0) } }
            }
            if source != nil { json.field("startedAt", ifPresent: step.startedAt?.iso8601) }
            json.field("status", step.status.rawValue)
            if case .pickleStep(let position) = source { json.field("step", position) }
            json.field("text", step.text)
        }
    }

    /// The run's metric values and its requests by endpoint, keys sorted; a metric of `declared`
    /// without a value is null.
    static func write(_ metrics: RunMetrics, declared: [Metric] = [], to json: inout JSONWriter) {
        let endpointsKey = "requestsByEndpoint"
        let keys = Set(metrics.values.keys).union(declared.map(\.key)).union([endpointsKey]).sorted()
        json.object { json in
            for key in keys {
                json.key(string: key)
                if key == endpointsKey {
                    json.object { json in
                        for (endpoint, count) in metrics.requestsSortedByEndpoint {
                            json.key(string: endpoint)
                            json.int(count)
                        }
                    }
                } else {
                    optional(metrics[key: key], to: &json)
                }
            }
        }
    }

    static func write(_ trace: RunTrace, to json: inout JSONWriter) {
        json.object { json in
            json.field("endMs", trace.endMs)
            json.key("lanes")
            json.array { json in
                for lane in trace.lanes {
                    json.object { json in
                        json.field("name", lane.name)
                        json.key("segments")
                        json.array { json in
                            for segment in lane.segments {
                                json.object { json in
                                    json.field("endMs", segment.endMs)
                                    json.field("label", segment.label)
                                    json.field("startMs", segment.startMs)
                                    json.field("style", segment.style)
                                }
                            }
                        }
                    }
                }
            }
            json.key("requests")
            json.array { json in
                for request in trace.requests {
                    json.object { json in
                        json.field("bytes", request.bytes)
                        json.key("endMs")
                        optional(request.endMs, to: &json)
                        json.field("endpoint", request.endpoint)
                        json.field("outcome", request.outcome)
                        json.field("resource", request.resource)
                        json.field("startMs", request.startMs)
                    }
                }
            }
        }
    }

    static func write(_ end: SuiteEnd, to json: inout JSONWriter) {
        json.object { json in
            json.key("algorithms")
            json.array { json in
                for tally in end.summary.algorithms {
                    json.object { json in
                        var fields: [(String, Int)] = Status.allCases.map { ($0.rawValue, tally[$0]) } + [("runs", tally.runs)]
                        fields += end.summary.totals(of: tally.system).map { ($0.key, tally.metrics.total(of: $0)) }
                        json.field("algorithm", tally.algorithm)
                        let sorted = fields.sorted(by: { $0.0 < $1.0 })
                        for (key, value) in sorted where key < "system" {
                            json.key(string: key)
                            json.int(value)
                        }
                        json.field("system", tally.system)
                        for (key, value) in sorted where key > "system" {
                            json.key(string: key)
                            json.int(value)
                        }
                    }
                }
            }
            json.key("baseline")
            if let baseline = end.baseline { write(baseline, to: &json) } else { json.null() }
            json.key("durationMs")
            json.double(milliseconds(end.durationNanoseconds))
            json.field("failures", end.summary.failures)
            json.field("finishedAt", end.finishedAt.iso8601)
            json.field("interrupted", end.interrupted)
            json.field("runs", end.summary.runs)
            json.key("scenarios")
            json.object { json in
                json.field("passOnAll", end.summary.scenarios.passOnAll)
                json.field("passOnNone", end.summary.scenarios.passOnNone)
                json.field("passOnSome", end.summary.scenarios.passOnSome)
            }
            json.field("stoppedEarly", end.stoppedEarly)
            json.field("success", end.succeeded)
        }
    }

    private static func write(_ comparison: BaselineComparison, to json: inout JSONWriter) {
        func changes(_ name: StaticString, _ list: [BaselineChange], _ json: inout JSONWriter) {
            json.key(name)
            json.array { json in
                for change in list {
                    json.object { json in
                        json.field("actual", change.actual.rawValue)
                        json.field("algorithm", change.key.algorithm)
                        json.key("expected")
                        if let expected = change.expected { json.string(expected.rawValue) } else { json.null() }
                        json.field("message", ifPresent: change.message)
                        json.field("reason", ifPresent: change.reason)
                        json.field("scenario", change.key.scenario)
                        json.field("uri", change.key.uri)
                    }
                }
            }
        }
        json.object { json in
            json.field("departures", comparison.departures)
            changes("fixes", comparison.fixes, &json)
            json.field("knownDivergences", comparison.knownDivergences)
            json.field("matched", comparison.matched)
            json.field("matches", comparison.matches)
            changes("otherChanges", comparison.otherChanges, &json)
            changes("regressions", comparison.regressions, &json)
        }
    }

    private static func optional(_ value: Int?, to json: inout JSONWriter) {
        if let value { json.int(value) } else { json.null() }
    }

    /// Milliseconds with microsecond precision.
    static func milliseconds(_ nanoseconds: UInt64) -> Double {
        (Double(nanoseconds) / 1000).rounded() / 1000
    }
}
