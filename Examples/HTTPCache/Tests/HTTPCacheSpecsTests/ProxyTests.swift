import Foundation
import Testing

/// Debian's nginx as an algorithm (`nginx-1.22`, adapters/http_proxy_cache.py): a handful of the
/// HTTP Caching Tests whose published nginx result this run's nginx matches, on the virtual clock
/// (freshness-max-age-stale passes only if nginx sees the test's 3-second pause, which takes no
/// real time), and no nginx left behind. Needs nginx and libfaketime
/// (.ci/run installs both) and the built http-cache-specs.
@Suite(.serialized) struct ProxyTests {
    /// Each test and the status the published nginx result means for it (pass and "yes" pass,
    /// fail fails).
    static let known = [("freshness-max-age", "passed"), ("freshness-max-age-stale", "passed"), ("cc-resp-no-store", "passed"),
                        ("cc-resp-private-shared", "passed"), ("304-etag-update-response-Content-Length", "passed"),
                        ("vary-match", "passed"), ("other-age-gen", "failed"), ("invalidate-POST", "failed")]

    @Test func nginxGivesThePublishedResultsOnTheVirtualClock() throws {
        let binary = ExampleProcess.folder.appendingPathComponent(".build/debug/http-cache-specs").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no \(binary): swift build first")
        let results = FileManager.default.temporaryDirectory.appendingPathComponent("proxy-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: results) }
        let tags = Self.known.map { "@id:\($0.0)" }.joined(separator: " or ")
        let run = try ExampleProcess.run([binary, "features/cache-tests", "--no-baseline", "-a", "nginx-1.22", "--tags", tags,
                                          "--format", "json:" + results.path])
        #expect(run.status == 1, "\(run.output)")  // other-age-gen and invalidate-POST fail, as published
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any]
        let runs = saved?["runs"] as? [[String: Any]] ?? []
        let statuses = Dictionary(uniqueKeysWithValues: runs.compactMap { run -> (String, String)? in
            guard let id = (run["tags"] as? [String])?.first(where: { $0.hasPrefix("@id:") }) else { return nil }
            return (String(id.dropFirst(4)), run["status"] as? String ?? "")
        })
        for (test, status) in Self.known { #expect(statuses[test] == status, "\(test): \(statuses[test] ?? "not run"), published \(status)") }
        let left = try ExampleProcess.run(["pgrep", "-f", "specrun-nginx-"])
        #expect(left.output.isEmpty, "nginx left running: \(left.output)")
    }
}
