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

    @Test func aValueAndAnEndpointOfTheSameNameStayApart() {
        // Values and requests share one list: each entry is found only as what it is.
        let content = Metric("content", label: "content", title: "Content")
        var metrics = RunMetrics()
        metrics.countRequests(to: "content", 2)
        metrics[content] = 7
        metrics.countRequests(to: "content")
        #expect(metrics[content] == 7)
        #expect(metrics.values == ["content": 7])
        #expect(metrics.requestsByEndpoint == ["content": 3])
        metrics[content] = nil
        #expect(metrics.values.isEmpty)
        #expect(metrics.requestsByEndpoint == ["content": 3])
        #expect(metrics != RunMetrics(values: ["content": 3]))
        #expect(metrics == RunMetrics(requestsByEndpoint: ["content": 3]))
        var total = RunMetrics(values: ["content": 1])
        total.add(metrics, summing: [content])
        #expect(total.values == ["content": 1])
        #expect(total.requestsByEndpoint == ["content": 3])
        total.requestsByEndpoint = ["search": 1]
        #expect(total.values == ["content": 1])
        #expect(total.requestsSortedByEndpoint.map(\.endpoint) == ["search"])
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
