import SpecrunKit
import JSON

/// The quick fixes of `textDocument/codeAction`: for an undefined step's diagnostic, one edit per
/// nearest step text it suggested, the nearest first and preferred.
///
/// ```swift
/// let actions = try CodeActions(params: params).actions
/// // [{"title": "Replace with \"my connection is offline\"", "kind": "quickfix", "edit": …}]
/// ```
struct CodeActions {
    let actions: [JSONValue]

    init(params: Parameters) throws(RPCError) {
        let uri = try params.member("textDocument").member("uri").text()
        var actions: [JSONValue] = []
        for diagnostic in try params.member("context").member("diagnostics").array()
        where diagnostic.member("code").value?.string == Diagnostics.undefinedStep {
            let range = try LSPRange(diagnostic.member("range"))
            let suggestions = diagnostic.member("data").member("suggestions").value?.array?.compactMap(\.string) ?? []
            for (index, suggestion) in suggestions.enumerated() {
                actions.append([
                    "title": .string("Replace with \"\(suggestion)\""), "kind": "quickfix", "isPreferred": .bool(index == 0),
                    "diagnostics": [diagnostic.value ?? .null],
                    "edit": ["changes": .object([(uri, .array([["range": range.json, "newText": .string(suggestion)]]))])],
                ])
            }
        }
        self.actions = actions
    }
}
