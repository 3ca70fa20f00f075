import SpecrunKit

/// The checks of an HTTP Caching Test, as the suite's client makes them (test-engine/client/test.mjs,
/// `checkResponse` and `checkServerRequests`): of the response to the request sent last (whether
/// it came from the cache, its status, fields and body), and of what the origin received for a
/// request. Each reads "should …" when the test is about it and in the past tense when it is the
/// test's set-up; a failed set-up check says so.
enum CacheTestChecks {
    static let quoted = CacheTestSteps.quoted

    static func register(in steps: inout StepRegistry<HTTPCacheWorld>) {
        check(&steps, #"^the response FORM from the cache$"#, forms: ("should come", "came")) { world, _ in
            let response = try world.client.lastResponse(), number = world.client.lastRequest
            let count = response.fields["Server-Request-Count"].flatMap { Int($0) }
            if response.status == 304, count == nil { return nil }
            guard let count, count < number else { return "response \(number) does not come from the cache (\(served(response)))" }
            return nil
        }
        check(&steps, #"^the response FORM from the cache$"#, forms: ("should not come", "did not come")) { world, _ in
            let response = try world.client.lastResponse(), number = world.client.lastRequest
            guard response.fields["Server-Request-Count"].flatMap({ Int($0) }) == number,
                  !world.origin.script.received(during: number).isEmpty else {
                return "response \(number) comes from the cache (\(served(response)))"
            }
            return nil
        }
        check(&steps, #"^the response FORM status (\d+)$"#, forms: ("should have", "had")) { world, values in
            let response = try world.client.lastResponse(), expected = Int(values[0])!
            if response.status == 999, expected == 200 {
                return "request \(world.client.lastRequest) should have been conditional, but it was not (the origin answered 999 304 Not Generated)"
            }
            return response.status == expected ? nil : "response \(world.client.lastRequest)'s status is \(response.status), not \(expected)"
        }
        check(&steps, #"^the response FORM the header "# + quoted + "$", forms: ("should have", "had")) { world, values in
            try world.client.lastResponse().fields.contains(values[0]) ? nil : "response \(world.client.lastRequest) has no \(values[0])"
        }
        check(&steps, #"^the response's "# + quoted + " FORM its " + quoted + "$", forms: ("should equal", "equalled")) { world, values in
            let fields = try world.client.lastResponse().fields
            guard fields.contains(values[0]) else { return "response \(world.client.lastRequest) has no \(values[0])" }
            return fields[values[0]] == fields[values[1]] ? nil
                : "response \(world.client.lastRequest)'s \(values[0]) is \(fields[values[0]]!), not its \(values[1]) (\(fields[values[1]] ?? "none"))"
        }
        check(&steps, #"^the response's "# + quoted + #" FORM (\d+)$"#, forms: ("should be more than", "was more than")) { world, values in
            let fields = try world.client.lastResponse().fields
            guard let value = fields[values[0]] else { return "response \(world.client.lastRequest) has no \(values[0])" }
            return (Int(value.prefix { $0.isNumber || $0 == "-" }) ?? Int.min) > Int(values[1])! ? nil
                : "response \(world.client.lastRequest)'s \(values[0]) is \(value), not more than \(values[1])"
        }
        check(&steps, #"^the response's "# + quoted + " FORM " + quoted + "$", forms: ("should be", "was")) { world, values in
            let response = try world.client.lastResponse()
            let expected = expectedValue(values[1], field: values[0], in: response)
            guard let value = response.fields[values[0]] else { return "response \(world.client.lastRequest) has no \(values[0])" }
            return value == expected ? nil : "response \(world.client.lastRequest)'s \(values[0]) is \"\(value)\", not \"\(expected)\""
        }
        check(&steps, #"^the response FORM header "# + quoted + "$", forms: ("should not have the", "had no")) { world, values in
            let fields = try world.client.lastResponse().fields
            return fields[values[0]].map { "response \(world.client.lastRequest) has \(values[0]): \"\($0)\"" }
        }
        check(&steps, #"^the response's "# + quoted + " FORM " + quoted + "$", forms: ("should not contain", "did not contain")) { world, values in
            let value = try world.client.lastResponse().fields[values[0]]
            return value.map { $0.contains(values[1]) } == true ? "response \(world.client.lastRequest)'s \(values[0]) still has \"\(values[1])\"" : nil
        }
        check(&steps, #"^the response body FORM "# + quoted + "$", forms: ("should be", "was")) { world, values in
            let body = try world.client.lastResponse().body
            return body == values[0] ? nil : "response \(world.client.lastRequest)'s body is \"\(body)\", not \"\(values[0])\""
        }
        check(&steps, #"^the response FORM the origin's default body$"#, forms: ("should have", "had")) { world, _ in
            let response = try world.client.lastResponse()
            if [204, 304].contains(response.status) { return nil }
            return response.body == OriginScript.defaultBody ? nil
                : "response \(world.client.lastRequest)'s body is \"\(response.body)\", not the origin's default body"
        }
        registerOriginChecks(in: &steps)
    }

    private static func registerOriginChecks(in steps: inout StepRegistry<HTTPCacheWorld>) {
        check(&steps, #"^the cache FORM request (\d+) with (If-None-Match|If-Modified-Since)$"#, forms: ("should have revalidated", "revalidated")) { world, values in
            guard let received = world.origin.script.received(during: Int(values[0])!).first else {
                return "request \(values[0]) was not sent to the origin"
            }
            return received.request.fields.contains(values[1]) ? nil : "request \(values[0]) reached the origin without \(values[1])"
        }
        check(&steps, #"^the origin FORM request (\d+) (with|without) the header "# + quoted + "(?: set to " + quoted + ")?$", forms: ("should have received", "received")) {
            world, values in
            guard let received = world.origin.script.received(during: Int(values[0])!).first else {
                return "request \(values[0]) was not sent to the origin"
            }
            let value = received.request.fields[values[2]]
            let wanted = values.count > 3 ? values[3] : nil
            let has = wanted.map { value == $0 } ?? (value != nil)
            if values[1] == "with", !has { return "request \(values[0])'s \(values[2]) is \(value.map { "\"\($0)\"" } ?? "absent")" }
            if values[1] == "without", has { return "request \(values[0]) has \(values[2]): \"\(value!)\"" }
            return nil
        }
        check(&steps, #"^the origin FORM request (\d+) as a ([A-Za-z-]+)$"#, forms: ("should have received", "received")) { world, values in
            guard let received = world.origin.script.received(during: Int(values[0])!).first else {
                return "request \(values[0]) was not sent to the origin"
            }
            return received.request.method == values[1] ? nil : "request \(values[0]) had method \(received.request.method), not \(values[1])"
        }
        steps.then(.regex(#"^the origin's headers reached the client unchanged in response (\d+)$"#)) { world, arguments in
            let number = try CacheTestSteps.integer(arguments, 0)
            guard let received = world.origin.script.received(during: number).first else { return }
            let response = try world.client.response(number)
            for field in received.checkedFields where field.name.lowercased() != "date" {
                guard response.fields[field.name] == field.value else {
                    throw StepError.failed("the test's set-up failed: response \(number)'s \(field.name) is "
                        + "\(response.fields[field.name].map { "\"\($0)\"" } ?? "absent"), not \"\(field.value)\" as the origin sent it")
                }
            }
        }
    }

    /// Registers a check in its two forms: `FORM` in the pattern is "should …" (what the test is
    /// about) or the set-up's past tense. Its groups are its values; `failure` says what is wrong,
    /// nil when nothing is.
    private static func check(_ steps: inout StepRegistry<HTTPCacheWorld>, _ pattern: String, forms: (should: String, was: String),
                              _ failure: @escaping @Sendable (inout HTTPCacheWorld, [String]) throws -> String?) {
        for (form, isSetUp) in [(forms.should, false), (forms.was, true)] {
            steps.then(.regex(pattern.replacingOccurrences(of: "FORM", with: form))) { world, arguments in
                let values = arguments.values.compactMap { $0.map { "\($0)" } }
                    .map { $0.first == "\"" || $0.first == "'" ? CacheTestSteps.unquote($0) : $0 }
                guard let message = try failure(&world, values) else { return }
                throw StepError.failed(isSetUp ? "the test's set-up failed: " + message : message)
            }
        }
    }

    /// Where a response came from, in words.
    private static func served(_ response: HTTPResponse) -> String {
        "its Server-Request-Count is \(response.fields["Server-Request-Count"] ?? "absent"), status \(response.status)"
    }

    /// An expected value as the origin writes it: a date relative to the response's Server-Now, or text.
    private static func expectedValue(_ words: String, field: String, in response: HTTPResponse) -> String {
        guard case .date(let offset, let rfc850) = ScriptedValue(words: words, field: field) else { return words }
        let serverNow = response.fields["Server-Now"].flatMap { Int($0) }.map { $0 / 1_000 }
        return serverNow.map { HTTPDate.format($0 + offset, rfc850: rfc850) } ?? "Invalid Date"
    }
}
