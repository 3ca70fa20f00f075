import Foundation
import Gherkin
import JSON
import Runner
import SpecrunKit

/// The `cucumber-json` format: the legacy Cucumber JSON that report and test-management tools import
/// (an array of features, each with `elements` holding backgrounds and scenarios, each with `steps`
/// and their `result`s; durations in nanoseconds). Each scenario × algorithm is one element: its name
/// is the scenario's with the algorithm in brackets (`Adding [legacy]`) and its id ends in
/// `;<algorithm>`, so tools that key on names or ids keep the algorithms apart. A scenario with a
/// background is preceded by a `background` element holding the background's steps, as Cucumber does.
/// A scenario's `Before` and `After` hooks are its `before` and `after` entries, and what a step
/// attached is its `embeddings` (base64, with the media type and file name).
/// Elements are spooled as their runs finish and written in file order at the end.
final class CucumberJSONReport: WholeRunFormat {
    var drawsTraces: Bool { false }

    private var writer: Writer?
    private let features = OrderedSpool()
    private var feature: ScenarioMatrix.Feature?

    func begin(_ start: SuiteStart) {
        writer = Writer(start)
    }

    func begin(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        self.feature = feature
        writer?.index = GherkinIndex([feature.planned])
        var json = JSONWriter()
        writer?.begin(feature, to: &json)
        features.write(bytes: json.bytes, at: OrderedSpool.Key(feature.position, -1), separatedBy: ",", inGroup: -1)
    }

    func add(_ row: ScenarioMatrix.Row, to output: ReportOutput) {
        guard let feature else { return }
        for (index, result) in row.results.enumerated() {
            var json = JSONWriter()
            var first = true
            writer?.writeElements(of: result, first: &first, to: &json)
            features.write(bytes: json.bytes, at: OrderedSpool.Key(feature.position, row.place, index), separatedBy: ",",
                           inGroup: feature.position)
        }
    }

    func end(_ feature: ScenarioMatrix.Feature, to output: ReportOutput) {
        var json = JSONWriter()
        writer?.end(feature, to: &json)
        features.write(bytes: json.bytes, at: OrderedSpool.Key(feature.position, .max))
        features.compact()
        self.feature = nil
    }

    func finish(_ end: SuiteEnd, to output: ReportOutput) {
        output.write("[")
        features.copy(to: output)
        output.write("]\n")
    }
}

/// Writes the features of one run, knowing its step definitions and hooks.
private struct Writer {
    /// The document of the feature being written.
    var index = GherkinIndex([])
    let locations: [String: [Int: CodeLocation]]
    let hooks: [String: [HookSummary]]

    init(_ start: SuiteStart) {
        var locations: [String: [Int: CodeLocation]] = [:]
        var hooks: [String: [HookSummary]] = [:]
        for system in start.systems {
            locations[system.name] = Dictionary(uniqueKeysWithValues: system.stepDefinitions.map { ($0.index, $0.location) })
            hooks[system.name] = system.hooks
        }
        self.locations = locations
        self.hooks = hooks
    }

    /// A feature's opening, up to its elements; they follow, separated by hand (the writer forgets
    /// where it stands when emptied).
    func begin(_ feature: ScenarioMatrix.Feature, to json: inout JSONWriter) {
        json.beginObject()
        json.field("description", index.feature(at: feature.header.uri)?.description ?? "")
        json.key("elements")
        json.beginArray()
    }

    /// The rest of a feature, after its elements.
    func end(_ feature: ScenarioMatrix.Feature, to json: inout JSONWriter) {
        json.endArray()
        json.field("id", Self.slug(feature.header.name))
        json.field("keyword", feature.header.keyword)
        json.field("line", feature.header.line)
        json.field("name", feature.header.name)
        json.key("tags")
        json.array { json in
            for tag in index.feature(at: feature.header.uri)?.tags ?? [] {
                json.object { $0.field("line", tag.location.line); $0.field("name", tag.name) }
            }
        }
        json.field("uri", feature.header.uri)
        json.endObject()
    }

    /// A run's elements: its background's, if its first steps come from one, then its own.
    func writeElements(of result: CaseResult, first: inout Bool, to json: inout JSONWriter) {
        let featureId = Self.slug(result.pickle.feature.name)
        func separate() {
            if !first { json.raw(UInt8(ascii: ",")) }
            first = false
        }
        let pickle = result.pickle
        let steps = Array(zip(pickle.steps, result.steps))
        let fromBackground = steps.prefix { index.isFromBackground($0.0.pickleStep) }
        if !fromBackground.isEmpty, let background = index.backgrounds(of: pickle.pickle).first {
            separate()
            json.object { json in
                json.field("description", background.description)
                json.field("keyword", background.keyword)
                json.field("line", background.location.line)
                json.field("name", background.name)
                json.key("steps")
                json.array { json in fromBackground.forEach { write($0.0, $0.1, system: pickle.system, to: &json) } }
                json.field("type", "background")
            }
        }
        let scenario = index.scenario(of: pickle.pickle)
        let id = "\(featureId);\(Self.slug(pickle.label))"
        separate()
        let hookResults = (result.lastAttempt?.hooks ?? []).compactMap { ran -> (HookSummary, StepResult)? in
            hooks[pickle.system].map { ($0[ran.index], ran.result) }
        }
        json.object { json in
            writeHooks(hookResults.filter { $0.0.kind == .after }, named: "after", to: &json)
            writeHooks(hookResults.filter { $0.0.kind == .before }, named: "before", to: &json)
            json.field("description", scenario?.description ?? "")
            json.field("id", "\(id);\(result.algorithm)")
            json.field("keyword", scenario?.keyword ?? "Scenario")
            json.field("line", pickle.line)
            json.field("name", "\(pickle.name) [\(result.algorithm)]")
            json.key("steps")
            json.array { json in steps.dropFirst(fromBackground.count).forEach { write($0.0, $0.1, system: pickle.system, to: &json) } }
            json.key("tags")
            json.array { json in
                for tag in pickle.pickle.tags {
                    json.object { json in
                        json.field("line", index.line(ofTag: tag.astNodeId) ?? pickle.line)
                        json.field("name", tag.name)
                    }
                }
            }
            json.field("type", "scenario")
        }
    }

    private func writeHooks(_ results: [(HookSummary, StepResult)], named name: StaticString, to json: inout JSONWriter) {
        guard !results.isEmpty else { return }
        json.key(name)
        json.array { json in
            for (hook, result) in results {
                json.object { json in
                    Self.writeEmbeddings(result.attachments, to: &json)
                    json.key("match")
                    json.object { $0.field("location", hook.location.description) }
                    Self.writeResult(result, to: &json)
                }
            }
        }
    }

    /// Attachments as Cucumber JSON's embeddings: always base64.
    private static func writeEmbeddings(_ attachments: [Attachment], to json: inout JSONWriter) {
        guard !attachments.isEmpty else { return }
        json.key("embeddings")
        json.array { json in
            for attachment in attachments {
                json.object { json in
                    json.field("data", attachment.encoding == .base64 ? attachment.body : Data(attachment.body.utf8).base64EncodedString())
                    json.field("mime_type", attachment.mediaType)
                    json.field("name", ifPresent: attachment.fileName)
                }
            }
        }
    }

    private static func writeResult(_ step: StepResult, to json: inout JSONWriter) {
        json.key("result")
        json.object { json in
            json.field("duration", Int(step.durationNanoseconds))
            if step.status != .passed && step.status != .skipped { json.field("error_message", ifPresent: step.message) }
            json.field("status", step.status.rawValue)
        }
    }

    private func write(_ planned: PlannedStep, _ step: StepResult, system: String, to json: inout JSONWriter) {
        json.object { json in
            json.key("arguments")
            json.array { json in
                if let table = planned.pickleStep.argument?.dataTable {
                    json.object { json in
                        json.key("rows")
                        json.array { json in
                            for row in table.rows {
                                json.object { json in
                                    json.key("cells")
                                    json.array { json in row.forEach { json.string($0) } }
                                }
                            }
                        }
                    }
                }
                if let docString = planned.pickleStep.argument?.docString {
                    json.object { json in
                        json.field("content", docString.content)
                        json.field("content_type", ifPresent: docString.mediaType)
                        json.field("line", index.docStringLine(of: planned.pickleStep) ?? step.line + 1)
                    }
                }
            }
            Self.writeEmbeddings(step.attachments, to: &json)
            json.field("keyword", step.keyword)
            json.field("line", step.line)
            if let definition = matchedDefinition(planned.match), let location = locations[system]?[definition] {
                json.key("match")
                json.object { $0.field("location", location.description) }
            }
            json.field("name", step.text)
            Self.writeResult(step, to: &json)
        }
    }

    private func matchedDefinition(_ match: StepMatch) -> Int? {
        switch match {
        case .matched(let definition, _), .unmatchable(let definition, _): definition
        case .undefined, .ambiguous: nil
        }
    }

    /// Cucumber's ids: the name in lower case with spaces as dashes.
    private static func slug(_ name: String) -> String {
        String(name.lowercased().map { $0 == " " ? "-" : $0 })
    }
}
