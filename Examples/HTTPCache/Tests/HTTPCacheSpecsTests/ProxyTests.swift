import Foundation
import Testing

/// Debian's caching reverse proxies as algorithms (adapters/http_proxy_cache.py: nginx, Apache
/// httpd, Squid, HAProxy and Traffic Server): for each, a handful
/// of the HTTP Caching Tests whose published result for that product this run matches, on the
/// virtual clock (freshness-max-age-stale passes only if the proxy sees the test's 3-second pause,
/// which takes no real time), and no proxy left behind. Needs the five proxies and libfaketime
/// (.ci/run installs them) and the built http-cache-specs.
@Suite(.serialized) struct ProxyTests {
    /// A proxy of specrun.yml, the name its processes' folders carry, and tests with the status
    /// the published result of the same product means for them (pass and "yes" pass, fail fails).
    struct Proxy: CustomTestStringConvertible, Sendable {
        var algorithm: String
        var folder: String
        var known: [(test: String, status: String)]
        /// The project file that declares it (HAProxy and Traffic Server are kept out of the
        /// baseline matrix: more-proxies.yml says why).
        var config = "specrun.yml"
        var testDescription: String { algorithm }
    }

    static let shared = [("freshness-max-age", "passed"), ("freshness-max-age-stale", "passed"), ("cc-resp-no-store", "passed"),
                         ("cc-resp-private-shared", "passed"), ("vary-match", "passed")]

    static let proxies = [
        Proxy(algorithm: "nginx-1.22", folder: "specrun-nginx-",
              known: shared + [("304-etag-update-response-Content-Length", "passed"), ("other-age-gen", "failed"), ("invalidate-POST", "failed")]),
        Proxy(algorithm: "httpd-2.4", folder: "specrun-httpd-",
              known: shared + [("other-age-gen", "passed"), ("invalidate-POST", "passed"), ("other-date-update", "failed"),
                               ("freshness-expires-invalid-utc", "failed")]),
        Proxy(algorithm: "squid-5.7", folder: "specrun-squid-",
              known: shared + [("other-age-gen", "passed"), ("invalidate-POST", "passed"), ("304-etag-update-response-Content-Length", "failed"),
                               ("age-parse-large", "failed")]),
        Proxy(algorithm: "haproxy-2.6", folder: "specrun-haproxy-",
              known: Array(shared.dropLast()) + [("vary-match", "failed"), ("other-age-gen", "passed"), ("invalidate-POST", "passed"),
                                                 ("age-parse-negative", "failed")], config: "more-proxies.yml"),
        Proxy(algorithm: "trafficserver-9.2", folder: "specrun-trafficserver-",
              known: shared + [("304-etag-update-response-Content-Length", "passed"), ("invalidate-POST", "passed"),
                               ("other-authorization", "failed"), ("age-parse-float", "failed")], config: "more-proxies.yml"),
    ]

    @Test(arguments: proxies)
    func aProxyGivesThePublishedResultsOnTheVirtualClock(_ proxy: Proxy) throws {
        let binary = ExampleProcess.folder.appendingPathComponent(".build/debug/http-cache-specs").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): swift build first")
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("proxy-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: results) }
        let tags = proxy.known.map { "@id:\($0.test)" }.joined(separator: " or ")
        let run = try ExampleProcess.run([binary, "features/cache-tests", "--config", proxy.config, "--no-baseline", "-a", proxy.algorithm, "--tags", tags,
                                          "--format", "json:" + results.path])
        #expect(run.status == 1, "\(run.output)")  // some fail, as published
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any]
        let runs = saved?["runs"] as? [[String: Any]] ?? []
        let statuses = Dictionary(uniqueKeysWithValues: runs.compactMap { run -> (String, String)? in
            guard let id = (run["tags"] as? [String])?.first(where: { $0.hasPrefix("@id:") }) else { return nil }
            return (String(id.dropFirst(4)), run["status"] as? String ?? "")
        })
        for (test, status) in proxy.known {
            #expect(statuses[test] == status, "\(proxy.algorithm) \(test): \(statuses[test] ?? "not run"), published \(status)")
        }
        let left = try ExampleProcess.run(["pgrep", "-f", proxy.folder])
        #expect(left.output.isEmpty, "\(proxy.algorithm) left running: \(left.output)")
    }
}
