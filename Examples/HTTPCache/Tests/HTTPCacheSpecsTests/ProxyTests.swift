import Foundation
import Testing

/// Debian's caching reverse proxies and OkHttp as algorithms (adapters/http_proxy_cache.py: nginx,
/// Apache httpd, Squid, HAProxy, Traffic Server, Varnish, and OkHttp's cache in a JVM): for each, a handful
/// of the HTTP Caching Tests whose published result for that product this run matches (for OkHttp,
/// which has no published column, what its source says), on the virtual clock
/// (freshness-max-age-stale passes only if the cache sees the test's 3-second pause, which takes no
/// real time), and no process left behind. Needs the six proxies, libfaketime, a JDK and
/// libokhttp-java (.ci/run installs them) and the built http-cache-specs.
@Suite(.serialized) struct ProxyTests {
    /// A cache of specrun.yml, the name its processes' folders carry, and tests with the status
    /// the published result of the same product means for them (pass and "yes" pass, fail fails).
    struct Proxy: CustomTestStringConvertible, Sendable {
        var algorithm: String
        var folder: String
        var known: [(test: String, status: String)]
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
                                                 ("age-parse-negative", "failed")]),
        Proxy(algorithm: "trafficserver-9.2", folder: "specrun-trafficserver-",
              known: shared + [("304-etag-update-response-Content-Length", "passed"), ("invalidate-POST", "passed"),
                               ("other-authorization", "failed"), ("age-parse-float", "failed")]),
        Proxy(algorithm: "varnish-7.1", folder: "specrun-varnish-",
              known: shared + [("other-age-gen", "passed"), ("304-etag-update-response-Content-Length", "passed"), ("invalidate-POST", "failed"),
                               ("age-parse-float", "failed")]),
        // OkHttp 3.13's CacheStrategy: a private cache (it stores `private`, never reads `s-maxage`),
        // which drops a cached entry on POST (Cache.remove) and sends no `Age` of its own.
        Proxy(algorithm: "okhttp-3.13", folder: "specrun-okhttp-",
              known: shared.filter { $0.0 != "cc-resp-private-shared" }
                  + [("cc-resp-private-shared", "failed"), ("freshness-s-maxage-shared", "failed"), ("invalidate-POST", "passed"),
                     ("other-age-gen", "failed")]),
    ]

    @Test(arguments: proxies)
    func aProxyGivesThePublishedResultsOnTheVirtualClock(_ proxy: Proxy) throws {
        let binary = ExampleProcess.folder.appendingPathComponent(".build/debug/http-cache-specs").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): swift build first")
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("proxy-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: results) }
        let tags = proxy.known.map { "@id:\($0.test)" }.joined(separator: " or ")
        let run = try ExampleProcess.run([binary, "features/cache-tests", "--no-baseline", "-a", proxy.algorithm, "--tags", tags,
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

    /// However the run ends, the proxy ends with it: after specrun is stopped with SIGTERM as the
    /// proxy starts (exit 1, docs/robustness.md), and after the adapter child is killed once the runs
    /// are under way (its run fails, specrun goes on with another child), no process of the proxy is
    /// left, nor a folder of a killed adapter (the next adapter removes it).
    @Test(arguments: proxies)
    func aProxyEndsWhenSpecrunIsStoppedOrItsChildIsKilled(_ proxy: Proxy) throws {
        let product = proxy.folder.dropFirst("specrun-".count).dropLast()
        // "[x]yz" matches "xyz" but not this script's own command line.
        let folder = "specrun-[\(product.prefix(1))]\(product.dropFirst())-"
        let child = "http_proxy_cache.py [\(product.prefix(1))]\(product.dropFirst())"
        let script = """
            bin=.build/debug/http-cache-specs
            started() { for _ in $(seq 400); do pgrep -f "$1" >/dev/null && return 0; sleep 0.05; done; return 1; }
            $bin features/cache-tests --no-baseline -a \(proxy.algorithm) >/dev/null 2>&1 & run=$!
            started '\(folder)' || echo "never started"
            kill -TERM $run; wait $run; echo "stopped: $?"
            sleep 0.5; pgrep -af '\(folder)' && echo "left after SIGTERM"
            progress=$(mktemp); trap 'rm -f "$progress"' EXIT
            $bin features/cache-tests --no-baseline -a \(proxy.algorithm) >"$progress" 2>/dev/null & run=$!
            for _ in $(seq 400); do [ "$(wc -c <"$progress")" -ge 10 ] && break; sleep 0.05; done
            pkill -KILL -f '\(child)' || echo "never started"; wait $run; echo "ran on: $?"
            sleep 0.5; pgrep -af '\(folder)' && echo "left after the child was killed"
            # The folders of the adapters killed above: the next adapter to start removed each.
            for left in "${TMPDIR:-/tmp}"/\(folder)*; do
                [ -e "$left" ] || continue
                state=$(sed 's/.*) //' "/proc/$(basename "$left" | cut -d- -f3)/stat" 2>/dev/null | cut -c1)
                [ -n "$state" ] && [ "$state" != Z ] || echo "left a folder: $left"
            done
            true
            """
        let journey = try ExampleProcess.run(["bash", "-c", script])
        let lines = journey.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("stopped: 1"), "\(journey.output)")
        #expect(lines.contains("ran on: 1"), "\(journey.output)")  // the killed child's run fails; the rest run
        #expect(!journey.output.contains("never started") && !journey.output.contains("left after"), "\(journey.output)")
        #expect(!journey.output.contains("left a folder"), "\(journey.output)")
    }
}
