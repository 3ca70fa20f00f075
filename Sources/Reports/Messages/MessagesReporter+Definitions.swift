import Expressions
import JSON
import Runner
import SpecrunKit

/// The envelopes of what a system registered: parameter types, step definitions, hooks and
/// undefined parameter types, in registration order.
extension MessagesReporter {
    func writeSupportCode(of system: SystemDescription) {
        let builtIn = Set(ParameterTypeRegistry().parameterTypes.map(\.name))
        let parameterTypes = Dictionary(system.parameterTypes.parameterTypes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for code in system.supportCode {
            switch code {
            case .parameterType(let name):
                guard !builtIn.contains(name), let type = parameterTypes[name] else { continue }
                writeParameterType(type, system: system.name)
            case .stepDefinition(let index):
                writeStepDefinition(system.stepDefinitions[index], system: system.name)
            case .hook(let index):
                writeHook(system.hooks[index], system: system.name)
            case .undefinedParameterType(let name, let expression):
                envelope("undefinedParameterType") { json in
                    json.field("name", name)
                    json.field("expression", expression)
                }
            }
        }
    }

    private func writeParameterType(_ type: ParameterType, system: String) {
        envelope("parameterType") { json in
            json.field("id", MessageIds.parameterType(system: system, name: type.name))
            json.field("name", type.name)
            json.key("regularExpressions")
            json.array { json in type.regexps.forEach { json.string($0) } }
            json.field("preferForRegularExpressionMatch", type.preferForRegexpMatch)
            json.field("useForSnippets", type.useForSnippets)
        }
    }

    private func writeStepDefinition(_ definition: StepDefinitionSummary, system: String) {
        envelope("stepDefinition") { json in
            json.field("id", MessageIds.stepDefinition(system: system, index: definition.index))
            json.key("pattern")
            json.object { json in
                json.field("type", definition.pattern.kind == .cucumberExpression ? "CUCUMBER_EXPRESSION" : "REGULAR_EXPRESSION")
                json.field("source", definition.pattern.source)
            }
            Self.sourceReference(definition.location, to: &json)
        }
    }

    private func writeHook(_ hook: HookSummary, system: String) {
        envelope("hook") { json in
            json.field("id", MessageIds.hook(system: system, index: hook.index))
            json.field("type", hook.kind.rawValue)
            json.field("name", ifPresent: hook.name)
            json.field("tagExpression", ifPresent: hook.tagExpression)
            Self.sourceReference(hook.location, to: &json)
        }
    }

    static func sourceReference(_ location: CodeLocation, to json: inout JSONWriter) {
        json.key("sourceReference")
        json.object { json in
            json.field("uri", location.file)
            json.key("location")
            json.object { $0.field("line", location.line) }
        }
    }

    /// A `BeforeAll` or `AfterAll` hook's run.
    func writeRunHook(_ result: RunHookResult) {
        let id = MessageIds.testRunHookStarted(system: result.system, index: result.hook.index)
        envelope("testRunHookStarted") { json in
            json.field("testRunStartedId", MessageIds.testRun)
            json.field("id", id)
            json.field("hookId", MessageIds.hook(system: result.system, index: result.hook.index))
            Self.timestamp(result.startedAt, to: &json)
        }
        for attachment in result.result.attachments {
            writeAttachment(attachment) { $0.field("testRunHookStartedId", id) }
        }
        envelope("testRunHookFinished") { json in
            json.field("testRunHookStartedId", id)
            Self.timestamp(result.result.finishedAt ?? result.startedAt, to: &json)
            Self.writeResult(result.result, named: "result", to: &json)
        }
    }

    func writeAttachment(_ attachment: Attachment, owner: (inout JSONWriter) -> Void) {
        envelope("attachment") { json in
            owner(&json)
            json.field("body", attachment.body)
            json.field("contentEncoding", attachment.encoding.rawValue)
            json.field("mediaType", attachment.mediaType)
            json.field("fileName", ifPresent: attachment.fileName)
            Self.timestamp(attachment.timestamp, to: &json)
        }
    }
}
