import Testing
@testable import Explore
import SpecrunKit

/// How two runs' observations become a signature: what settled outranks requests, requests outrank
/// what showed for a while, a time shift of the same screens is a difference only with `--timing`,
/// and the words are the reference's.
@Suite struct DivergenceSignatureTests {
    /// A run of one action at 0 ms, its window ending at 60 s: `lanes` as (lane, start, end, label,
    /// style), and the requests' start times.
    static func observation(_ lanes: [(String, Int, Int, String, String)], requests: [Int] = [], marks: [Int] = [0]) -> Observation {
        var byLane: [String: [RunTrace.Segment]] = [:]
        for (lane, start, end, label, style) in lanes {
            byLane[lane, default: []].append(RunTrace.Segment(startMs: start, endMs: end, label: label, style: style))
        }
        let trace = RunTrace(endMs: 60_000, lanes: byLane.keys.sorted().map { RunTrace.Lane(name: $0, segments: byLane[$0]!) },
                             requests: requests.map { RunTrace.Request(endpoint: "revision", resource: "Tokyo", startMs: $0, endMs: $0 + 2,
                                                                       bytes: 280, outcome: "ok") })
        return Observation(RunOutcome(metrics: RunMetrics(), trace: trace, marks: marks.map(VirtualInstant.init(millisecondsSinceStart:)),
                                      requestsAtMarks: marks.map { mark in requests.count { $0 < mark } }))
    }

    static let cached = ("content", 0, 60_000, "revision 1041 of Tokyo", "content")

    @Test func whatSettledOutranksTheRequests() throws {
        let new = Self.observation([Self.cached, ("prompt", 2, 60_000, "A newer revision", "prompt")], requests: [0])
        let mutant = Self.observation([Self.cached])
        let signature = try #require(DivergenceSignature(reference: "new", new, other: "M", mutant))
        #expect(signature.aspect == .sight)
        #expect(signature.description == "new shows a refresh prompt; M does not")
    }

    /// The case: a prompt shown a few milliseconds sooner must not hide a missing request.
    @Test func aMissingRequestOutranksWhatShowedForAWhile() throws {
        let new = Self.observation([Self.cached, ("prompt", 2, 60_000, "A newer revision", "prompt")], requests: [0])
        let remembered = Self.observation([Self.cached, ("prompt", 0, 60_000, "A newer revision", "prompt")])
        let signature = try #require(DivergenceSignature(reference: "new", new, other: "M3", remembered))
        #expect(signature.aspect == .requests)
        #expect(signature.description == "new makes requests; M3 makes none")
    }

    @Test func whatShowedForAWhileIsADifferenceWhenNothingElseIs() throws {
        let new = Self.observation([Self.cached])
        let flicker = Self.observation([Self.cached, ("progress bar", 0, 40, "progress bar", "progress")])
        let signature = try #require(DivergenceSignature(reference: "new", new, other: "M", flicker))
        #expect(signature.description == "new does not show a progress bar for a while; M does")
    }

    @Test func aTimeShiftOfTheSameScreensIsADifferenceOnlyWithTiming() throws {
        let new = Self.observation([Self.cached, ("banners", 30_000, 60_000, "warning", "warning")])
        let early = Self.observation([Self.cached, ("banners", 20_000, 60_000, "warning", "warning")])
        #expect(DivergenceSignature(reference: "new", new, other: "M", early) == nil)
        let signature = try #require(DivergenceSignature(reference: "new", new, other: "M", early, timing: true))
        #expect(signature.description == "new shows a warning banner later than M")
    }

    /// A step in between cuts the time shift: at 29 s one shows the banner and the other does not.
    @Test func aStepBetweenMakesTheShiftSeen() throws {
        let marks = [0, 29_000]
        let new = Self.observation([Self.cached, ("banners", 30_000, 60_000, "warning", "warning")], marks: marks)
        let early = Self.observation([Self.cached, ("banners", 20_000, 60_000, "warning", "warning")], marks: marks)
        let signature = try #require(DivergenceSignature(reference: "new", new, other: "M", early))
        #expect(signature.description == "new does not show a warning banner; M does")
    }

    @Test func differentContentAndFewerRequestsAreSaidFromTheReference() throws {
        let latest = Self.observation([("content", 0, 60_000, "revision 1042 of Tokyo", "content")])
        let older = Self.observation([Self.cached])
        #expect(DivergenceSignature(reference: "new", latest, other: "M", older)?.description == "new and M show different content")
        let once = Self.observation([Self.cached], requests: [0])
        let twice = Self.observation([Self.cached], requests: [0, 30_000])
        #expect(DivergenceSignature(reference: "new", once, other: "M", twice)?.description == "new makes fewer requests than M")
    }

    @Test func thresholdsAddTheValueOneUnitLessAndOneMore() {
        #expect(ExplorationSpace.durations(["2 seconds", "10 minutes"], around: [.seconds(30)])
            == ["2 seconds", "29 seconds", "30 seconds", "31 seconds", "10 minutes"])
        #expect(ExplorationSpace.durations(["a minute", "10 seconds"], around: [.seconds(10), .milliseconds(1_500)])
            == ["a minute", "1499 milliseconds", "1500 milliseconds", "1501 milliseconds", "9 seconds", "10 seconds", "11 seconds"])
        #expect(ExplorationSpace.phrase(.minutes(1)) == "1 minute")
    }
}
