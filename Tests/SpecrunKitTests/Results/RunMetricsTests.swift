import Testing
@testable import SpecrunKit

/// A run's metrics keep their values and their requests by endpoint in the order they came; what
/// they hold, their equality, their hash and their totals do not depend on that order.
@Suite struct RunMetricsTests {
    @Test func requestsCountedInAnyOrderAreTheSameMetrics() {
        var first = RunMetrics()
        for endpoint in ["revision", "content", "revision"] { first.countRequests(to: endpoint) }
        var second = RunMetrics()
        for endpoint in ["content", "revision", "revision"] { second.countRequests(to: endpoint) }
        #expect(first.requestsByEndpoint == ["content": 1, "revision": 2])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.requestsSortedByEndpoint.map(\.endpoint) == ["content", "revision"])
        #expect(first.requestsSortedByEndpoint.map(\.count) == [1, 2])

        var other = RunMetrics()
        other.countRequests(to: "revision", 2)
        #expect(first != other)
        other.countRequests(to: "content")
        #expect(first == other)
        other.countRequests(to: "search")
        #expect(first != other)
    }

    @Test func totalsAddTheRequestsOfEachRun() {
        var total = RunMetrics()
        var run = RunMetrics(requestsByEndpoint: ["content": 1])
        total.add(run, summing: [])
        run.requestsByEndpoint = ["revision": 1, "content": 2]
        total.add(run, summing: [])
        #expect(total.requestsByEndpoint == ["content": 3, "revision": 1])
        #expect(total == RunMetrics(requestsByEndpoint: ["revision": 1, "content": 3]))
    }
}
