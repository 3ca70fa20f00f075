import Adapter
import SpecrunKit

/// An HTTP cache running in a child process (a library from PyPI, say; see adapters/ and
/// docs/adapter.md): the client's requests go to the child as `request` events; its `send`
/// commands go to the simulated origin through the environment (so the request log, latency,
/// failures and counts are the simulation's), and the origin's answers come back as `reply`
/// events; its `respond` commands are the responses the client receives. Its pages are the app's
/// pages through the cache.
///
/// ```swift
/// let declaration = ExternalAlgorithm(system: "http-cache", name: "cachecontrol",
///                                     command: [".venv-http-cache/bin/python", "adapters/http_cache_library.py", "cachecontrol"])
/// let app = ExternalHTTPCache.algorithm(declaration).start(on: environment)
/// app.handle(HTTPRequest(path: "/news")) { print($0) }   // the child receives {"event":"request",…}
/// ```
public final class ExternalHTTPCache: HTTPClientAlgorithm {
    public let environment: HTTPClientEnvironment
    private let run: AdapterRun
    private var waiting: [Int: (Result<HTTPResponse, RequestError>) -> Void] = [:]
    private var nextRequest = 1
    private var exchanges: Set<Int> = []

    init(environment: HTTPClientEnvironment, pool: AdapterPool) {
        self.environment = environment
        run = AdapterRun(pool: pool, device: environment.device) { .object([]) }
        run.apply = { [weak self] command throws(AdapterCommandError) in try self?.apply(command) }
    }

    /// `declaration` as an http-cache algorithm: its children come from a pool of their own, warmed
    /// up before its first run.
    public static func algorithm(_ declaration: ExternalAlgorithm) -> Algorithm<HTTPClientEnvironment, any HTTPClientAlgorithm> {
        let pool = AdapterPool(declaration: declaration, vocabulary: HTTPCacheVocabulary.vocabulary)
        return Algorithm(name: declaration.name, summary: declaration.summary, prepare: pool.warmUp) {
            ExternalHTTPCache(environment: $0, pool: pool)
        }
    }

    public func open(_ path: String) { openThroughCache(path) }
    public func pullToRefresh() { refreshThroughCache() }

    public func handle(_ request: HTTPRequest, respond: @escaping (Result<HTTPResponse, RequestError>) -> Void) {
        let id = nextRequest
        nextRequest += 1
        waiting[id] = respond
        run.deliver("request", [
            ("request", .number(Double(id))), ("method", .string(request.method)), ("path", .string(request.path)),
            ("headers", HTTPCacheVocabulary.json(request.fields)), ("body", request.body.map(JSONValue.string) ?? .null),
            ("now", .number(Double(environment.device.clock.now.millisecondsSinceStart))),
        ])
    }

    private func apply(_ command: JSONValue) throws(AdapterCommandError) {
        switch command["command"]?.string {
        case "send":
            let exchange = command["exchange"]!.integer!
            guard exchanges.insert(exchange).inserted else { throw AdapterCommandError("the exchange \(exchange) was sent already") }
            let request = HTTPRequest(method: command["method"]!.string!, path: command["path"]!.string!,
                                      fields: HTTPCacheVocabulary.fields(command["headers"]), body: command["body"]?.string)
            environment.send(request) { [weak self] result in self?.reply(exchange, result) }
        case "respond":
            let id = command["request"]!.integer!
            guard let respond = waiting.removeValue(forKey: id) else { throw AdapterCommandError("there is no request \(id) waiting") }
            if let failure = command["failure"]?.string {
                respond(.failure(HTTPCacheVocabulary.failure(named: failure)))
            } else {
                guard let status = command["status"]?.integer else { throw AdapterCommandError("a response needs a status, or a failure") }
                respond(.success(HTTPResponse(status: status, reason: command["reason"]?.string ?? "",
                                              fields: HTTPCacheVocabulary.fields(command["headers"]), body: command["body"]?.string ?? "")))
            }
        default:
            throw AdapterCommandError("the HTTP cache has no such command")
        }
    }

    private func reply(_ exchange: Int, _ result: Result<HTTPResponse, RequestError>) {
        var fields: [(String, JSONValue)] = [("exchange", .number(Double(exchange))),
                                              ("now", .number(Double(environment.device.clock.now.millisecondsSinceStart)))]
        switch result {
        case .success(let response):
            fields += [("status", .number(Double(response.status))), ("reason", .string(response.reason)),
                       ("headers", HTTPCacheVocabulary.json(response.fields)), ("body", .string(response.body))]
        case .failure(let failure):
            fields.append(("failure", .string(HTTPCacheVocabulary.failure(failure))))
        }
        run.deliver("reply", fields)
    }
}
