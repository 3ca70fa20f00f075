import SpecrunKit

/// The client of an HTTP Caching Test: it sends the test's requests through the cache under test,
/// one at a time, and keeps each response (or why none came) by request number, as the suite's
/// own client (test-engine/client/test.mjs) does.
public final class CacheTestClient {
    /// The responses so far, by request number.
    public private(set) var responses: [Int: Result<HTTPResponse, RequestError>] = [:]
    /// The request sent last.
    public private(set) var lastRequest = 0

    public init() {}

    /// Sends request `number` through `cache`; its response is kept when it comes.
    func send(_ request: HTTPRequest, number: Int, through cache: any HTTPClientAlgorithm) {
        lastRequest = number
        cache.handle(request) { [weak self] result in
            if self?.responses[number] == nil { self?.responses[number] = result }
        }
    }

    /// The response to the request sent last; a step failure when none came.
    func lastResponse() throws -> HTTPResponse {
        try response(lastRequest)
    }

    func response(_ number: Int) throws -> HTTPResponse {
        switch responses[number] {
        case .success(let response): return response
        case .failure(let failure): throw StepError.failed("the client got no response to request \(number): \(failure)")
        case nil: throw StepError.failed("the client has not sent request \(number)")
        }
    }
}
