import SpecrunKit

/// The steps of the HTTP Caching Tests (features/cache-tests/, written by
/// scripts/convert-cache-tests.mjs): what the origin answers each request, the client's requests,
/// and the checks of what the client received and what the origin saw. A check with "should" is
/// what the test is about; the same check in the past tense ("the response came from the cache")
/// is the test's set-up, and its failure says so (the suite counts it apart from a failure).
enum CacheTestSteps {
    /// A quoted string of a step: "…" or '…', with backslash escapes.
    static let quoted = #"("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')"#

    static func register(in steps: inout StepRegistry<HTTPCacheWorld>) {
        registerOrigin(in: &steps)
        steps.when(.regex(#"^the client sends request (\d+)(?: for "# + quoted + #")?(?: with (.+))?$"#)) { world, arguments in
            let number = try integer(arguments, 0)
            let path = OriginScript.resourcePath + ((arguments.values[1] as? String).map(unquote) ?? "")
            var request = HTTPRequest(path: path)
            if let tail = arguments.values[2] as? String {
                try read(tail, into: &request, table: arguments.dataTable, number: number, client: world.client)
            }
            try world.send(request, number: number)
        }
        CacheTestChecks.register(in: &steps)
        registerExploration(in: &steps)
    }

    /// Steps of one line each, for `specrun explore` (see `HTTPCacheSystem.exploration`): a field the
    /// origin sends with every answer, and the client's next request, with a field or without.
    private static func registerExploration(in steps: inout StepRegistry<HTTPCacheWorld>) {
        steps.given(.regex(#"^the origin answers every request with the header "# + quoted + "$")) { world, arguments in
            let (name, value) = try field(unquote(try arguments[0]))
            world.origin.script.everyAnswer.append(ScriptedField(name: name, value: ScriptedValue(words: value, field: name)))
        }
        steps.when(.regex(#"^the client requests the test resource(?: with the header "# + quoted + ")?$")) { world, arguments in
            var request = HTTPRequest(path: OriginScript.resourcePath)
            if let text = arguments.values[0] as? String {
                let (name, value) = try field(unquote(text))
                request.fields.append(name, value)
            }
            try world.send(request, number: world.client.lastRequest + 1)
        }
    }

    /// "Cache-Control: max-age=60" as a name and a value.
    private static func field(_ text: String) throws -> (String, String) {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { throw StepError.failed("a header is written \"Name: value\"; saw \"\(text)\"") }
        return (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces))
    }

    private static func registerOrigin(in steps: inout StepRegistry<HTTPCacheWorld>) {
        steps.given(.regex(#"^the origin answers request (\d+) with "# + quoted + "$")) { world, arguments in
            let status = unquote(try arguments[1])
            guard let code = Int(status.prefix(3)) else { throw StepError.failed("a status is a number and a reason, such as \"503 Service Unavailable\"; saw \(status)") }
            world.origin.script[request: try integer(arguments, 0)].status = (code, String(status.dropFirst(4)))
        }
        steps.given(.regex(#"^the origin answers request (\d+) with these headers:$"#)) { world, arguments in
            guard let rows = arguments.dataTable?.rows, rows.count > 1, rows[0].count >= 2 else {
                throw StepError.failed("the headers come as a table: | field | value | (and | checked | yes or no)")
            }
            world.origin.script[request: try integer(arguments, 0)].fields = rows.dropFirst().map { row in
                ScriptedField(name: row[0], value: ScriptedValue(words: row[1], field: row[0]), checked: row.count < 3 || row[2] != "no")
            }
        }
        steps.given(.regex(#"^the origin answers request (\d+) with the body "# + quoted + "$")) { world, arguments in
            world.origin.script[request: try integer(arguments, 0)].body = unquote(try arguments[1])
        }
        steps.given(.regex(#"^the origin answers request (\d+) with an empty body$"#)) { world, arguments in
            world.origin.script[request: try integer(arguments, 0)].body = ""
        }
        steps.given(.regex(#"^the origin expects request (\d+) to be conditional$"#)) { world, arguments in
            world.origin.script[request: try integer(arguments, 0)].expectsConditional = true
        }
        steps.given(.regex(#"^the origin closes the connection on request (\d+)$"#)) { world, arguments in
            world.origin.script[request: try integer(arguments, 0)].disconnects = true
        }
        steps.given(.regex(#"^the origin takes (\d+) seconds to answer request (\d+)$"#)) { world, arguments in
            world.origin.script[request: try integer(arguments, 1)].delay = .seconds(try integer(arguments, 0))
        }
    }

    /// Reads "method POST, the body "abc" and these headers:" into `request`.
    private static func read(_ tail: String, into request: inout HTTPRequest, table: DataTable?, number: Int, client: CacheTestClient) throws {
        var rest = Substring(tail)
        if rest.hasPrefix("method ") {
            let method = rest.dropFirst("method ".count).prefix { $0 != "," && $0 != " " }
            request.method = String(method)
            rest = rest.dropFirst("method ".count + method.count)
        }
        for separator in [", ", " and "] where rest.hasPrefix(separator) { rest = rest.dropFirst(separator.count) }
        if rest.hasPrefix("the body ") {
            let text = rest.dropFirst("the body ".count)
            guard let match = text.firstMatch(of: try Regex("^" + quoted)) else {
                throw StepError.failed("the body is a quoted string: the body \"abc\"")
            }
            request.body = unquote(String(text[match.range]))
            rest = text[match.range.upperBound...]
        }
        for separator in [", ", " and "] where rest.hasPrefix(separator) { rest = rest.dropFirst(separator.count) }
        if rest == "these headers:" {
            guard let rows = table?.rows, rows.count > 1 else { throw StepError.failed("the headers come as a table: | field | value |") }
            for row in rows.dropFirst() { request.fields.append(row[0], try requestValue(row[1], field: row[0], client: client)) }
            rest = ""
        }
        guard rest.isEmpty else {
            throw StepError.failed("cannot read \"\(tail)\"; write: the client sends request 2 with method POST, the body \"abc\" and these headers:")
        }
    }

    /// A request field's value: text, or a date some seconds before or after an earlier response
    /// was made ("3000 s before response 1", "the time of response 1").
    private static func requestValue(_ words: String, field: String, client: CacheTestClient) throws -> String {
        var text = Substring(words)
        let rfc850 = text.hasSuffix(" (RFC 850)")
        if rfc850 { text = text.dropLast(" (RFC 850)".count) }
        let pattern = try Regex(#"^(?:(\d+) s (before|after) |the time of )response (\d+)$"#, as: (Substring, Substring?, Substring?, Substring).self)
        guard let match = text.wholeMatch(of: pattern), let number = Int(match.output.3) else { return words }
        let response = try client.response(number)
        guard let serverNow = response.fields["Server-Now"].flatMap({ Int($0) }) else {
            throw StepError.failed("response \(number) has no Server-Now, so \"\(words)\" has no date")
        }
        let offset = (match.output.1.flatMap { Int($0) } ?? 0) * (match.output.2 == "before" ? -1 : 1)
        return HTTPDate.format(serverNow / 1_000 + offset, rfc850: rfc850)
    }

    /// A whole number of the step (a regular expression's `\\d+` group arrives as an Int).
    static func integer(_ arguments: StepArguments, _ index: Int) throws -> Int {
        if let value = arguments.values[index] as? Int { return value }
        let text: String = try arguments[index]
        guard let value = Int(text) else { throw StepError.failed("\(text) is not a whole number") }
        return value
    }

    /// The text of a quoted string.
    static func unquote(_ quoted: String) -> String {
        var result = "", escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped || character != "\\" {
                result.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return result
    }
}
